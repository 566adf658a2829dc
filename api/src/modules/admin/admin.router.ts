import { reservationSchema, syncFilters } from "contracts";
import { z } from "zod";
import { adminProcedure, mergeRouters, router } from "../../trpc/procedures";
import * as reservations from "../reservations/reservations.service";
import { adminComplianceRouter } from "./admin-compliance.router";
import { adminDashboardRouter } from "./admin-dashboard.router";
import { adminMembersRouter } from "./admin-members.router";
import { adminOrdersRouter } from "./admin-orders.router";

const tags = ["admin"];

/** Bookings of every guest, for the reservations screen. */
const adminReservationsRouter = router({
  reservations: adminProcedure
    .meta({
      scope: "reservations:read",
      openapi: {
        method: "GET",
        path: "/admin/reservations",
        tags,
        summary:
          "Every booking, latest slot first; createdFrom, createdTo (when booked) and updatedSince narrow it for a sync",
        protect: true,
      },
    })
    .input(z.object(syncFilters).optional())
    .output(z.array(reservationSchema))
    .query(({ ctx, input }) => reservations.all(ctx, input ?? {})),
});

/**
 * The back office's calls (`admin.*`, under /api/admin), one router per screen. The admin module sits
 * above every domain and reads them through their services.
 */
export const adminRouter = mergeRouters(
  adminDashboardRouter,
  adminOrdersRouter,
  adminReservationsRouter,
  adminMembersRouter,
  adminComplianceRouter,
);
