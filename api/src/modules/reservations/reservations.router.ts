import {
  createReservationInput,
  emptyInput,
  listReservationTypesInput,
  listSlotsInput,
  removeOutput,
  reservationIdInput,
  reservationSchema,
  reservationTypeFormInput,
  reservationTypeIdInput,
  reservationTypeSchema,
  slotSchema,
  updateReservationTypeInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router, userProcedure } from "../../trpc/procedures";
import * as reservations from "./reservations.service";

const tags = ["reservations"];

export const reservationsRouter = router({
  types: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/reservation-types",
        tags,
        summary:
          "Tastings, dining and events that can be booked, by category (admins also see inactive ones)",
      },
    })
    .input(listReservationTypesInput)
    .output(z.array(reservationTypeSchema))
    .query(({ ctx, input }) => reservations.types(ctx, input)),
  createType: adminProcedure
    .meta({
      scope: "reservations:write",
      openapi: {
        method: "POST",
        path: "/reservation-types",
        tags,
        summary: "Add a reservation type; its slots for the next 30 days are created at once (admin)",
        protect: true,
      },
    })
    .input(reservationTypeFormInput)
    .output(reservationTypeSchema)
    .mutation(({ ctx, input }) => reservations.createType(ctx, input)),
  updateType: adminProcedure
    .meta({
      scope: "reservations:write",
      openapi: {
        method: "PUT",
        path: "/reservation-types/{id}",
        tags,
        summary: "Edit a reservation type; future slots follow its capacity and duration (admin)",
        protect: true,
      },
    })
    .input(updateReservationTypeInput)
    .output(reservationTypeSchema)
    .mutation(({ ctx, input }) => reservations.updateType(ctx, input)),
  removeType: adminProcedure
    .meta({
      scope: "reservations:write",
      openapi: {
        method: "DELETE",
        path: "/reservation-types/{id}",
        tags,
        summary: "Delete a reservation type, or make it inactive when bookings refer to it (admin)",
        protect: true,
      },
    })
    .input(reservationTypeIdInput)
    .output(removeOutput)
    .mutation(({ ctx, input }) => reservations.removeType(ctx, input.id)),
  slots: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/reservation-slots",
        tags,
        summary:
          "Future time slots with their spots left: of a type, on a date (yyyy-MM-dd, New York), soonest first",
      },
    })
    .input(listSlotsInput)
    .output(z.array(slotSchema))
    .query(({ ctx, input }) => reservations.slots(ctx, input)),
  create: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/reservations",
        tags,
        summary: "Book a time slot for a party; the total is computed by the server",
        protect: true,
      },
    })
    .input(createReservationInput)
    .output(reservationSchema)
    .mutation(({ ctx, input }) => reservations.create(ctx, input)),
  list: userProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/reservations",
        tags,
        summary: "The caller's reservations, latest slot first",
        protect: true,
      },
    })
    .input(emptyInput)
    .output(z.array(reservationSchema))
    .query(({ ctx }) => reservations.mine(ctx)),
  my: userProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/reservations/my",
        tags,
        summary: "The caller's reservations, latest slot first (the dashboard's list)",
        protect: true,
      },
    })
    .input(emptyInput)
    .output(z.array(reservationSchema))
    .query(({ ctx }) => reservations.mine(ctx)),
  cancel: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/reservations/{id}/cancel",
        tags,
        summary: "Cancel an upcoming booking and give its spots back (its owner or an admin)",
        protect: true,
      },
    })
    .input(reservationIdInput)
    .output(reservationSchema)
    .mutation(({ ctx, input }) => reservations.cancel(ctx, input.id)),
});
