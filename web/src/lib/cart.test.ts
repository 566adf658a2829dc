import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshCart } from "./cart";
import { trpc } from "./trpc";

describe("refreshCart", () => {
  it("shows the cart after a change even when a fetch answered before it was still under way", async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    let lines = 0;
    let fetches = 0;
    // Each fetch reads the cart when it starts; its answer arrives 20 ms later.
    const badge = new QueryObserver(queryClient, {
      queryKey: trpc.cart.list.queryKey(),
      queryFn: () => {
        const read = lines;
        fetches++;
        return new Promise<number>((resolve) => setTimeout(() => resolve(read), 20));
      },
    });
    // The header badge's first fetch is under way (it read an empty cart) when the wine is added.
    const unsubscribe = badge.subscribe(() => undefined);
    lines = 2;
    await refreshCart(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(fetches).toBe(2);
    expect(queryClient.getQueryData(trpc.cart.list.queryKey())).toBe(2);
    unsubscribe();
  });
});
