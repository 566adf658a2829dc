/** Zod-free: why stock was changed by hand, as the Products screen offers it. */
export const stockReasons = ["received", "breakage", "count-correction", "tasting-room", "returned"] as const;
export type StockReason = (typeof stockReasons)[number];

export const stockReasonLabels: Record<StockReason, string> = {
  received: "Received",
  breakage: "Breakage",
  "count-correction": "Count correction",
  "tasting-room": "Tasting room use",
  returned: "Customer return",
};

export const stockItemKinds = ["wine", "merchandise"] as const;
export type StockItemKind = (typeof stockItemKinds)[number];

/** The most one adjustment may move, either way (a typo of an extra zero is refused). */
export const STOCK_CHANGE_MAX = 10_000;

/** "+12" or "-3", as the adjustment list shows a change. */
export function signedChange(change: number): string {
  return change > 0 ? `+${change}` : String(change);
}
