import { createToaster } from "@chakra-ui/react";

const TOAST_DURATION_MS = 5000;

const common = { max: 1, duration: TOAST_DURATION_MS, pauseOnPageIdle: true } as const;

/**
 * Two stores, one per place a notification may show, both rendered by <Toaster />. A wide screen has
 * room beside the page's buttons, bottom right. On a phone a notification spans the screen, and at
 * the bottom it covered Add to Cart, Buy Now and Place Order for its 5 seconds: there it comes from
 * the top, over the header, where no primary action of the page sits.
 */
export const toaster = createToaster({ ...common, placement: "bottom-end" });
export const phoneToaster = createToaster({ ...common, placement: "top" });
export const toasters = [toaster, phoneToaster] as const;

/** Below Chakra's `md` breakpoint (48em): a phone. */
const PHONE_QUERY = "(max-width: 47.99em)";

function toasterForScreen() {
  return typeof window !== "undefined" && window.matchMedia(PHONE_QUERY).matches ? phoneToaster : toaster;
}

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** An optional button inside the toast (e.g. "View Cart"). */
  action?: { label: string; onClick: () => void };
  /** A second, quieter button that closes the toast (e.g. "Keep Shopping"). */
  secondaryAction?: ToastSecondaryAction;
}

export interface ToastSecondaryAction {
  label: string;
  onClick?: () => void;
}

/** Reads the secondary action back from a toast's `meta` (where `toast()` keeps it). */
export function secondaryActionOf(meta: Record<string, unknown> | undefined): ToastSecondaryAction | null {
  const candidate: unknown = meta?.secondaryAction;
  if (typeof candidate !== "object" || candidate === null || !("label" in candidate)) return null;
  const { label } = candidate;
  if (typeof label !== "string") return null;
  const onClick = "onClick" in candidate ? candidate.onClick : undefined;
  return typeof onClick === "function" ? { label, onClick: () => void onClick() } : { label };
}

/**
 * Shows a notification. Only one is visible at a time: a new one replaces the one on screen
 * (it does not queue behind it). Hovering or focusing it pauses the 5 second timer.
 */
export function toast({
  title,
  description,
  variant = "default",
  action,
  secondaryAction,
}: ToastOptions): string {
  for (const store of toasters) store.remove();
  return toasterForScreen().create({
    title,
    description,
    type: variant === "destructive" ? "error" : "info",
    duration: TOAST_DURATION_MS,
    closable: true,
    action,
    meta: secondaryAction ? { secondaryAction } : undefined,
  });
}
