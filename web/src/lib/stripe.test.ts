import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type StripeCardState, type StripeClient, stripeCardProblem } from "./stripe";

const ready: StripeCardState = { status: "ready", complete: true, empty: false, error: undefined };

describe("what the Card Element still lacks", () => {
  it("is nothing once Stripe says the card is complete", () => {
    expect(stripeCardProblem(ready)).toBeNull();
  });

  it("waits for Stripe.js first, loading or failed, whatever was typed", () => {
    expect(stripeCardProblem({ ...ready, status: "loading" })).toEqual({ kind: "not-ready" });
    expect(stripeCardProblem({ ...ready, status: "failed", empty: true, complete: false })).toEqual({
      kind: "not-ready",
    });
  });

  it("asks for the card when nothing was typed", () => {
    expect(stripeCardProblem({ ...ready, empty: true, complete: false })).toEqual({
      kind: "empty",
      message: "Please enter your card details.",
    });
  });

  it("passes on Stripe's own message about a half-typed card, or says it is incomplete", () => {
    expect(
      stripeCardProblem({ ...ready, complete: false, error: "Your card number is incomplete." }),
    ).toEqual({ kind: "incomplete", message: "Your card number is incomplete." });
    expect(stripeCardProblem({ ...ready, complete: false })).toEqual({
      kind: "incomplete",
      message: "Your card details are incomplete.",
    });
  });
});

/** Just enough of a browser for the loader: a window, and a document whose scripts we fire by hand. */
function fakeBrowser() {
  const scripts: { src: string; fire: (event: "load" | "error") => void }[] = [];
  const client = { elements: vi.fn(), createPaymentMethod: vi.fn() } as unknown as StripeClient;
  const win: { Stripe?: (key: string) => StripeClient } = {};
  const document = {
    createElement: () => {
      const handlers = new Map<string, () => void>();
      const script = {
        src: "",
        async: false,
        addEventListener: (event: string, handler: () => void) => handlers.set(event, handler),
      };
      scripts.push({
        get src() {
          return script.src;
        },
        fire: (event) => handlers.get(event)?.(),
      });
      return script;
    },
    head: { appendChild: vi.fn() },
  };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", document);
  return { scripts, client, win };
}

describe("loading Stripe.js", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("adds the script once, however many forms ask, and makes a client for the key", async () => {
    const { scripts, client, win } = fakeBrowser();
    const { loadStripe } = await import("./stripe");
    const first = loadStripe("pk_test_1");
    const second = loadStripe("pk_test_1");
    expect(scripts.map((script) => script.src)).toEqual(["https://js.stripe.com/v3"]);
    const start = vi.fn(() => client);
    win.Stripe = start;
    scripts[0]?.fire("load");
    await expect(first).resolves.toBe(client);
    await expect(second).resolves.toBe(client);
    expect(start).toHaveBeenCalledExactlyOnceWith("pk_test_1");
  });

  it("uses Stripe.js already on the page without adding it again", async () => {
    const { scripts, client, win } = fakeBrowser();
    win.Stripe = () => client;
    const { loadStripe } = await import("./stripe");
    await expect(loadStripe("pk_test_1")).resolves.toBe(client);
    expect(scripts).toHaveLength(0);
  });

  it("fails when the script cannot load (offline), and tries again on the next call", async () => {
    const { scripts, client, win } = fakeBrowser();
    const { loadStripe } = await import("./stripe");
    const offline = loadStripe("pk_test_1");
    scripts[0]?.fire("error");
    await expect(offline).rejects.toThrow("Stripe.js could not be loaded");

    const retry = loadStripe("pk_test_1");
    expect(scripts).toHaveLength(2);
    win.Stripe = () => client;
    scripts[1]?.fire("load");
    await expect(retry).resolves.toBe(client);
  });

  it("fails when the script loads but Stripe does not start", async () => {
    const { scripts } = fakeBrowser();
    const { loadStripe } = await import("./stripe");
    const loading = loadStripe("pk_test_1");
    scripts[0]?.fire("load");
    await expect(loading).rejects.toThrow("Stripe.js did not start");
  });
});
