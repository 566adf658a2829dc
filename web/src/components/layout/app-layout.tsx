import { Box, Flex, Link } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import { TopBar } from "./top-bar";

export interface AppLayoutProps {
  children: ReactNode;
  /** The newsletter sign-up at the top of the footer. */
  footerSignup?: ReactNode;
  /** The footer's links to the published pages. */
  footerPages?: ReactNode;
}

/** The frame around every page: skip link, top bar, header, the page itself, footer. */
export function AppLayout({ children, footerSignup, footerPages }: AppLayoutProps) {
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main-content"
        position="absolute"
        top="2"
        insetStart="2"
        zIndex="skipLink"
        bg="burgundy.700"
        color="white"
        px="4"
        py="2"
        borderRadius="md"
        transform="translateY(-200%)"
        // It shows over the burgundy top bar: a light ring, as on every dark band.
        focusRingColor="cream.50"
        _focusVisible={{ transform: "translateY(0)" }}
      >
        Skip to main content
      </Link>
      <TopBar />
      <Header />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none">
        {children}
      </Box>
      <Footer signup={footerSignup} pages={footerPages} />
    </Flex>
  );
}
