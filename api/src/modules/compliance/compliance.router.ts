import { complianceStateSchema, emptyInput, updateComplianceStateInput } from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../../trpc/procedures";
import * as compliance from "./compliance.service";

const tags = ["compliance"];

/** The licensed ship-to states, yearly limits and tax rates (API.md, Round 3: compliance). */
export const complianceRouter = router({
  states: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/compliance/states",
        tags,
        summary:
          "Every state and DC: whether the winery ships wine there, the bottles a person may receive there a year (null: no limit) and the sales-tax rate",
      },
    })
    .input(emptyInput)
    .output(z.array(complianceStateSchema))
    .query(({ ctx }) => compliance.states(ctx.db)),
});

export const complianceAdminRouter = router({
  updateState: adminProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/admin/compliance/states/{state}",
        tags,
        protect: true,
        summary: 'Changes a state\'s licence (ships), yearly limit (null: none) or tax rate ("0.0725")',
      },
    })
    .input(updateComplianceStateInput)
    .output(complianceStateSchema)
    .mutation(({ ctx, input }) => compliance.updateState(ctx, input)),
});
