import {
  adminBookingFiltersInput,
  adminBookingsInput,
  daySheetInput,
  daySheetSlotSchema,
  reservationSchema,
  setAttendanceInput,
  slotSchema,
  staffBookingInput,
  updateSlotInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, mergeRouters, router } from "../../trpc/procedures";
import * as daySheet from "../reservations/day-sheet.service";
import { adminComplianceRouter } from "./admin-compliance.router";
import { adminDashboardRouter } from "./admin-dashboard.router";
import { adminMembersRouter } from "./admin-members.router";
import { adminOrdersRouter } from "./admin-orders.router";

const tags = ["admin"];

/** The reservations screen: every booking, the day sheet, staff bookings, attendance and slots. */
const adminReservationsRouter = router({
  reservations: adminProcedure
    .meta({
      scope: "reservations:read",
      openapi: {
        method: "GET",
        path: "/admin/reservations",
        tags,
        summary:
          "Bookings by their slot's New York dates (from, to), status and a search (name, e-mail, phone), upcoming first then past ones; createdFrom, createdTo and updatedSince narrow it for a sync; pages, the full count in X-Total-Count",
        protect: true,
      },
    })
    .input(adminBookingsInput)
    .output(z.array(reservationSchema))
    .query(({ ctx, input }) => daySheet.bookings(ctx, input)),
  bookingCount: adminProcedure
    .meta({
      scope: "reservations:read",
      openapi: {
        method: "GET",
        path: "/admin/reservations/count",
        tags,
        summary: "How many bookings the list's filters find (from, to, status, search)",
        protect: true,
      },
    })
    .input(adminBookingFiltersInput)
    .output(z.object({ count: z.number().int() }))
    .query(({ ctx, input }) => daySheet.bookingCount(ctx, input)),
  daySheet: adminProcedure
    .meta({
      scope: "reservations:read",
      openapi: {
        method: "GET",
        path: "/admin/reservations/day",
        tags,
        summary:
          "The tasting room's day (or 7 days from it): every slot in time order, closed ones too, with its parties (name, phone, e-mail, party size, requests, member tier, attendance)",
        protect: true,
      },
    })
    .input(daySheetInput)
    .output(z.array(daySheetSlotSchema))
    .query(({ ctx, input }) => daySheet.daySheet(ctx, input)),
  createBooking: adminProcedure
    .meta({
      scope: "reservations:write",
      openapi: {
        method: "POST",
        path: "/admin/reservations",
        tags,
        summary:
          "A booking taken by phone or at the door, for a customer's account (userId) or a name and phone; 409 when the slot is full, closed or over",
        protect: true,
      },
    })
    .input(staffBookingInput)
    .output(reservationSchema)
    .mutation(({ ctx, input }) => daySheet.createBooking(ctx, input)),
  setAttendance: adminProcedure
    .meta({
      scope: "reservations:write",
      openapi: {
        method: "PATCH",
        path: "/admin/reservations/{id}/attendance",
        tags,
        summary: "Mark a party checked in, a no-show, or expected again; 409 for a cancelled booking",
        protect: true,
      },
    })
    .input(setAttendanceInput)
    .output(reservationSchema)
    .mutation(({ ctx, input }) => daySheet.setAttendance(ctx, input)),
  updateSlot: adminProcedure
    .meta({
      scope: "reservations:write",
      openapi: {
        method: "PATCH",
        path: "/admin/reservation-slots/{id}",
        tags,
        summary:
          "Close or reopen a slot (a private event), or give it its own capacity; 409 for a capacity below the guests booked",
        protect: true,
      },
    })
    .input(updateSlotInput)
    .output(slotSchema)
    .mutation(({ ctx, input }) => daySheet.updateSlot(ctx, input)),
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
