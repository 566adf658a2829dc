import type { Subscription } from "contracts";
import { subscriptionStatusLabels } from "contracts/newsletter/labels";

/**
 * One cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is prefixed
 * with ' so a spreadsheet never runs a subscriber's name as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The subscriber list as CSV, for a mailing tool or a spreadsheet. */
export function subscribersCsv(rows: readonly Subscription[]): string {
  const header = ["Email", "First name", "Last name", "Status", "Subscribed", "Confirmed"];
  const lines = rows.map((s) =>
    [
      s.email,
      s.firstName ?? "",
      s.lastName ?? "",
      subscriptionStatusLabels[s.status],
      s.subscriptionDate,
      s.confirmedAt ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
