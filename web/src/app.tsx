import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { Toaster } from "./components/ui/toaster";
import { AuthProvider } from "./lib/auth";
import type { AppRouter } from "./router";

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  system: SystemContext;
  /** Where styles are kept: the server render collects them, a server-rendered page starts from its CSS. */
  emotionCache: EmotionCache;
}

/** The whole app, the same tree in the browser and in the server render (entry-server.tsx). */
export function App({ router, queryClient, system, emotionCache }: AppProps) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <RouterProvider router={router} />
              <Toaster />
            </AuthProvider>
          </QueryClientProvider>
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>
  );
}
