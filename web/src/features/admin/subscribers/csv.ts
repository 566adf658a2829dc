import type { Subscription } from "contracts";
import { type CsvColumn, csvTable } from "contracts/csv";
import { subscriptionStatusLabels } from "contracts/newsletter/labels";

const columns: CsvColumn<Subscription>[] = [
  ["Email", (s) => s.email],
  ["First name", (s) => s.firstName],
  ["Last name", (s) => s.lastName],
  ["Status", (s) => subscriptionStatusLabels[s.status]],
  ["Subscribed", (s) => s.subscriptionDate],
  ["Confirmed", (s) => s.confirmedAt],
];

/** The subscriber list as CSV, for a mailing tool or a spreadsheet. */
export function subscribersCsv(rows: readonly Subscription[]): string {
  return csvTable(columns, rows);
}
