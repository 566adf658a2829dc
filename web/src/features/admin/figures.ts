/**
 * Lining, equal-width figures for order numbers and money. The heading font (Playfair Display, and
 * Georgia before it loads) draws old-style figures by default, where 0 reads as o and columns of
 * amounts do not line up.
 */
export const liningFigures = { fontVariantNumeric: "lining-nums tabular-nums" } as const;
