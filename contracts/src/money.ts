/**
 * Money is integer cents in code and a 2-place decimal string ("24.99") at the edges
 * (database columns, API answers). One rounding rule everywhere: half-up to the cent.
 */
export type Cents = number;

const decimalPattern = /^-?\d+(\.\d{1,2})?$/;

/** "24.99" | "24.9" | "24" | 24.99 -> 2499. Throws on anything that is not a money amount. */
export function toCents(value: string | number): Cents {
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  if (!decimalPattern.test(text)) throw new Error(`Not a money amount: ${String(value)}`);
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = text.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return negative ? -cents : cents;
}

/** 2499 -> "24.99" */
export function formatCents(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new Error(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Half-up rounding of a non-negative fractional cent amount (the one rounding rule). */
export function roundCents(value: number): Cents {
  return Math.sign(value) * Math.floor(Math.abs(value) + 0.5 + 1e-9);
}

/** percent (e.g. 8 or 10) of an amount of cents, rounded half-up to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundCents((cents * percent) / 100);
}

/** 2499 -> "$24.99" for display. */
export function formatUsd(cents: Cents): string {
  const [whole = "0", fraction = "00"] = formatCents(Math.abs(cents)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${cents < 0 ? "-" : ""}$${grouped}.${fraction}`;
}

/** "24.99" -> "$24.99" */
export function formatPrice(amount: string): string {
  return formatUsd(toCents(amount));
}
