import {
  type ComplianceReportInput,
  type ComplianceReportRow,
  type CsvColumn,
  complianceReport,
  csvTable,
  dayBounds,
  exportFileName,
  formatCents,
  monthSpan,
} from "contracts";
import type { Context } from "../../trpc/context";
import { reportedOrders } from "../orders/order-figures.service";

const columns: CsvColumn<ComplianceReportRow>[] = [
  ["Month", (r) => r.month],
  ["State", (r) => r.state],
  ["Orders", (r) => r.orders],
  ["Bottles", (r) => r.bottles],
  ["Taxable", (r) => formatCents(r.taxable)],
  ["Tax", (r) => formatCents(r.tax)],
];

/**
 * GET /api/admin/compliance/report: bottles, orders, taxable amount and tax by state and New York
 * month (`from` to `to`, whole months), as JSON in cents or as a CSV file in dollars.
 */
export async function complianceReportOf(
  ctx: Context,
  input: ComplianceReportInput,
): Promise<ComplianceReportRow[] | string> {
  const { firstDay, dayAfter } = monthSpan(input.from, input.to);
  const span = {
    from: dayBounds(firstDay).start.toISOString(),
    until: dayBounds(dayAfter).start.toISOString(),
  };
  const rows = complianceReport(await reportedOrders(ctx.db, span));
  if (input.format !== "csv") return rows;
  const name = exportFileName("compliance", ctx.clock.now());
  ctx.responseHeaders.set("Content-Disposition", `attachment; filename="${name}"`);
  return csvTable(columns, rows);
}
