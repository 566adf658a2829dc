import { LOW_STOCK_AT } from "../admin/labels";

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

/**
 * Why a product's stock moved, one word each: every change is one `stock_movements` row, so the
 * stock shown is always the sum of its movements (docs/decisions/0026).
 */
export const stockMovementReasons = [
  "sale",
  "cancellation",
  "refund",
  "adjustment",
  "club_run",
  "import",
] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

export const stockMovementReasonLabels: Record<StockMovementReason, string> = {
  sale: "Sale",
  cancellation: "Cancellation",
  refund: "Refund",
  adjustment: "Adjustment",
  club_run: "Club run",
  import: "Import",
};

/**
 * The products a movement belongs to. Gift packages hold no stock of their own: a package sold
 * moves the stock of the wines inside it, so its movements are those wines'.
 */
export const stockProductKinds = ["wine", "gift", "merchandise"] as const;
export type StockProductKind = (typeof stockProductKinds)[number];

/** The count a product is low at: its own threshold, or the dashboard's default (LOW_STOCK_AT). */
export function lowStockAt(threshold: number | null | undefined): number {
  return threshold ?? LOW_STOCK_AT;
}

/** Whether counted stock is low (unlimited stock, -1, never is). */
export function isLowStock(stock: number, threshold: number | null | undefined): boolean {
  return stock >= 0 && stock <= lowStockAt(threshold);
}
