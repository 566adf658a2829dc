import createCache from "@emotion/cache";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { type ReactNode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { queryClient } from "./lib/query-client";
import { cacheForServerStyles, withoutGlobalStyles } from "./lib/server-styles";
import { createAppRouter } from "./router";
import { getSystem } from "./theme";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

declare global {
  interface Window {
    /** Set by a server-rendered page's boot script (api/src/http/boot.ts): what it held. */
    rrTakeHeld?: () => { presses: HTMLElement[]; fields: TypedField[] };
  }
}

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** What the boot script holds a press on (api/src/http/boot.ts): buttons, tabs and menu items. */
const PRESSABLE = "button,[role=button],[role=tab],[role=menuitem]";

/**
 * True once React has taken over `element`. React hydrates a page's routes (inside Suspense) after
 * the shell, and input on a part it has not reached yet is lost; React's own mark on a hydrated
 * element is the only sign of it, so this reads it.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/** Fields typed into before React had them; their text is handed to React as soon as it does. */
const typedFields = new Set<TypedField>();

/**
 * The typed text stays on screen but React's state still holds the server's value: tell React, as
 * if it were typed now (React's own setter records the server's value first, so the input event
 * reads as a change), and, if the person has moved on, that they left the field.
 */
function handOver(field: TypedField): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  field.value = field.defaultValue;
  setValue?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (document.activeElement !== field) field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
}

function handOverTyped(): void {
  for (const field of typedFields) {
    if (!field.isConnected) typedFields.delete(field);
    else if (isHydrated(field)) {
      typedFields.delete(field);
      handOver(field);
    }
  }
}

function noteTyping(event: Event): void {
  const field = event.target;
  if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !isHydrated(field)) {
    typedFields.add(field);
  }
}

/** Resolves once React has `element` (or after five seconds, when it may never get it). */
async function hydrated(element: HTMLElement): Promise<void> {
  for (let waited = 0; waited < 5000 && element.isConnected && !isHydrated(element); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    handOverTyped();
  }
}

async function pressWhenHydrated(element: HTMLElement): Promise<void> {
  await hydrated(element);
  handOverTyped();
  if (element.isConnected) element.click();
}

/**
 * Before any press reaches React, typed text it has not seen yet is handed over; a press on a part
 * React has not reached yet waits for it instead of doing nothing.
 */
function holdUntilHydrated(event: MouseEvent): void {
  handOverTyped();
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
  if (!target || target.closest("a") || isHydrated(target)) return;
  event.preventDefault();
  event.stopPropagation();
  void pressWhenHydrated(target);
}

/**
 * Renders nothing of its own. Once the shell has hydrated it takes over what the boot script held,
 * and keeps holding input aimed at parts still hydrating, for as long as there are any.
 */
function ReplayEarlyInput({ children }: { children: ReactNode }) {
  useEffect(() => {
    const held = window.rrTakeHeld?.() ?? { presses: [], fields: [] };
    for (const field of held.fields) typedFields.add(field);
    document.addEventListener("click", holdUntilHydrated, true);
    document.addEventListener("input", noteTyping, true);
    const sweep = window.setInterval(handOverTyped, 100);
    void (async () => {
      for (const element of held.presses) await pressWhenHydrated(element);
    })();
    // After ten seconds every part has long been hydrated: stop watching.
    const done = window.setTimeout(() => {
      handOverTyped();
      window.clearInterval(sweep);
      document.removeEventListener("input", noteTyping, true);
    }, 10_000);
    return () => {
      window.clearInterval(sweep);
      window.clearTimeout(done);
      document.removeEventListener("click", holdUntilHydrated, true);
      document.removeEventListener("input", noteTyping, true);
    };
  }, []);
  return children;
}

/** Lets the browser paint and answer input between two pieces of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs one step of start-up, named in the browser's performance timeline (bench/README.md). */
function step<T>(name: string, work: () => T): T {
  const start = performance.now();
  const result = work();
  performance.measure(`rr:${name}`, { start });
  return result;
}

/**
 * A page the server rendered (api/src/http/server-render.ts): start from its answers, load the page's
 * code, build the styling system, then hydrate in a transition, which React does in slices, so no
 * piece of start-up work keeps the phone from answering a tap for long.
 */
async function hydratePage(root: HTMLElement, state: DehydratedState): Promise<void> {
  // The scripts' evaluation was one task already: the router's route table is built in the next.
  await yieldToBrowser();
  const router = step("router", () => createAppRouter(queryClient, { on: "hydration" }));
  hydrate(queryClient, state);
  // What TanStack's own hydration sets: the route tree then renders the boundaries the server did.
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  await step("route", () => router.load());
  await yieldToBrowser();
  const system = step("system", () => withoutGlobalStyles(getSystem()));
  await yieldToBrowser();
  const emotionCache = step("styles", () => cacheForServerStyles());
  startTransition(() => {
    hydrateRoot(
      root,
      <ReplayEarlyInput>
        <App router={router} queryClient={queryClient} system={system} emotionCache={emotionCache} />
      </ReplayEarlyInput>,
    );
  });
}

const state = document.getElementById("rr-state")?.textContent;
if (state) {
  void hydratePage(container, JSON.parse(state));
} else {
  createRoot(container).render(
    <App
      router={createAppRouter(queryClient)}
      queryClient={queryClient}
      system={getSystem()}
      emotionCache={createCache({ key: "css" })}
    />,
  );
}
