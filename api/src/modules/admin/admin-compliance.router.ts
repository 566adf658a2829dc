import { complianceReportInput, complianceReportRowSchema } from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import { complianceReportOf } from "./compliance-report";

/** The compliance report (API.md, Round 3: compliance); the states themselves are compliance.* calls. */
export const adminComplianceRouter = router({
  complianceReport: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/compliance/report",
        tags: ["compliance"],
        protect: true,
        summary:
          "Orders, bottles, taxable amount and tax (cents) by New York month and state, from and to as YYYY-MM; format=csv answers a CSV file in dollars",
      },
      produces: "text/csv",
      alsoJson: true,
    })
    .input(complianceReportInput)
    .output(z.union([z.array(complianceReportRowSchema), z.string()]))
    .query(({ ctx, input }) => complianceReportOf(ctx, input)),
});
