/**
 * The one CSV writer (the orders and members exports on the server, the subscribers export in the
 * browser): RFC 4180 text with CRLF line ends, safe to open in a spreadsheet. Free of zod, so the
 * web imports it as `contracts/csv`.
 */

/** What a cell holds: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/** A column: its title in the header row and how each item fills it. */
export type CsvColumn<T> = readonly [title: string, value: (item: T) => CsvValue];

/** Text a spreadsheet would run as a formula (or as DDE) when it starts a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: quoted when it holds a comma, a quote or a line break (quotes doubled). Text that starts
 * with =, +, -, @, a tab or a carriage return gets a leading apostrophe, since names and notes are
 * typed by customers and a spreadsheet would run them as formulas; a number stays a number (-5).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV text, each record ended by CRLF (the last one too). */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** A header row of the columns' titles, then one row per item. */
export function csvTable<T>(columns: readonly CsvColumn<T>[], items: readonly T[]): string {
  return csvText([
    columns.map(([title]) => title),
    ...items.map((item) => columns.map(([, value]) => value(item))),
  ]);
}
