import { type ReactNode, useEffect } from "react";
import { hydratedByReact } from "./internals";

/*
 * Input made on a server-rendered page before React has taken it over: the boot script
 * (api/src/http/boot-script.js) holds presses and notes typed fields until the shell hydrates; from then
 * on this module hands them to React part by part, as each part hydrates.
 */

declare global {
  interface Window {
    /** Set by a server-rendered page's boot script (api/src/http/boot-script.js): what it held. */
    rrTakeHeld?: () => { presses: HTMLElement[]; fields: TypedField[] };
  }
}

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** What the boot script holds a press on (api/src/http/boot-script.js): buttons, tabs and menu items. */
const PRESSABLE = "button,[role=button],[role=tab],[role=menuitem]";

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
    else if (hydratedByReact(field)) {
      typedFields.delete(field);
      handOver(field);
    }
  }
}

function noteTyping(event: Event): void {
  const field = event.target;
  if (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    !hydratedByReact(field)
  ) {
    typedFields.add(field);
  }
}

/** Resolves once React has `element` (or after five seconds, when it may never get it). */
async function hydrated(element: HTMLElement): Promise<void> {
  for (let waited = 0; waited < 5000 && element.isConnected && !hydratedByReact(element); waited += 50) {
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
  if (!target || target.closest("a") || hydratedByReact(target)) return;
  event.preventDefault();
  event.stopPropagation();
  void pressWhenHydrated(target);
}

/**
 * Renders nothing of its own. Once the shell has hydrated it takes over what the boot script held,
 * and for ten seconds more holds input aimed at parts still hydrating.
 */
export function ReplayEarlyInput({ children }: { children: ReactNode }) {
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
      document.removeEventListener("click", holdUntilHydrated, true);
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
