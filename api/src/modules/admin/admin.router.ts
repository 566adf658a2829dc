import { emptyInput, reservationSchema } from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import * as reservations from "../reservations/reservations.service";

const tags = ["admin"];

/**
 * The back office's calls (`admin.*`, under /api/admin). The admin module sits above every domain
 * and reads them through their services.
 */
export const adminRouter = router({
  reservations: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/reservations",
        tags,
        summary: "Every booking, latest slot first (admin)",
        protect: true,
      },
    })
    .input(emptyInput)
    .output(z.array(reservationSchema))
    .query(({ ctx }) => reservations.all(ctx)),
});
