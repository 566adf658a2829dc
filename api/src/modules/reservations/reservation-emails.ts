import { formatPrice, orderNumber, site } from "contracts";
import { reservationSlots, reservations, reservationTypes, type Tx, users } from "db";
import { eq } from "drizzle-orm";
import type { ReservationChange } from "../../hooks";
import {
  type Block,
  calendarFile,
  type MailDeps,
  mailDate,
  mailDay,
  mailTime,
  queueMail,
  renderEmail,
} from "../../mail";

/**
 * The booking e-mails, written by the reservation hooks' listeners in the booking's transaction: the
 * confirmation carries a calendar file (.ics) that adds the visit to the guest's calendar, and the
 * cancellation one that takes it out again.
 */

async function bookingOf(tx: Tx, reservationId: string) {
  return (
    await tx
      .select({
        reservation: reservations,
        slot: { startTime: reservationSlots.startTime, endTime: reservationSlots.endTime },
        type: {
          name: reservationTypes.name,
          category: reservationTypes.category,
          price: reservationTypes.price,
        },
        user: { email: users.email, firstName: users.firstName, username: users.username },
      })
      .from(reservations)
      .innerJoin(reservationSlots, eq(reservations.reservationSlotId, reservationSlots.id))
      .innerJoin(reservationTypes, eq(reservationSlots.reservationTypeId, reservationTypes.id))
      .leftJoin(users, eq(reservations.userId, users.id))
      .where(eq(reservations.id, reservationId))
  )[0];
}

/** Who hears of a booking: the account, or the e-mail given for a phone or walk-in booking (if any). */
function recipientOf(booking: Booking): { email: string; name: string } | null {
  const { user, reservation } = booking;
  if (user) return { email: user.email, name: user.firstName || user.username };
  if (!reservation.guestEmail) return null;
  return { email: reservation.guestEmail, name: reservation.guestName?.split(" ")[0] || "there" };
}

type Booking = NonNullable<Awaited<ReturnType<typeof bookingOf>>>;

function facts(booking: Booking): Block {
  const { reservation, slot, type } = booking;
  const guests = reservation.guestCount;
  return {
    kind: "facts",
    rows: [
      { label: "Experience", value: type.name },
      { label: "Date", value: mailDay(slot.startTime) },
      {
        label: "Time",
        value: `${mailTime(slot.startTime).replace(/ [A-Z]{3,4}$/, "")} - ${mailTime(slot.endTime)}`,
      },
      { label: "Guests", value: String(guests) },
      {
        label: "Total",
        value: `${formatPrice(reservation.totalPrice)} (${guests} × ${formatPrice(type.price)})`,
      },
      { label: "Reference", value: orderNumber(reservation.id) },
    ],
  };
}

function calendar(booking: Booking, mail: MailDeps, now: Date, cancelled: boolean) {
  const { reservation, slot, type } = booking;
  return {
    filename: "ridge-road-reservation.ics",
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "PUBLISH"}`,
    content: calendarFile({
      uid: `${reservation.id}@ridgeroadvineyard.example`,
      start: new Date(slot.startTime),
      end: new Date(slot.endTime),
      summary: `${type.name} at ${site.name}`,
      description: `${type.name} for ${reservation.guestCount} ${
        reservation.guestCount === 1 ? "guest" : "guests"
      }. Reference ${orderNumber(reservation.id)}. Questions: ${site.phone}.`,
      location: `${site.name}, ${site.addressLine}`,
      organizer: { name: site.name, email: site.email },
      url: mail.links.url("/dashboard", { tab: "reservations" }),
      stamp: now,
      cancelled,
    }),
  };
}

/** reservations.booked: the confirmation with the visit's details and its calendar file. */
export async function sendConfirmed(tx: Tx, mail: MailDeps, event: ReservationChange): Promise<void> {
  const booking = await bookingOf(tx, event.reservationId);
  const to = booking ? recipientOf(booking) : null;
  if (!booking || !to) return;
  const { reservation, type } = booking;
  const name = to.name;
  const content = renderEmail({
    subject: `Reservation confirmed: ${type.name} on ${mailDate(booking.slot.startTime)}`,
    preheader: `We look forward to welcoming you at ${mailTime(booking.slot.startTime)}.`,
    heading: `You're booked, ${name}!`,
    blocks: [
      {
        kind: "text",
        text: `Your reservation is confirmed. We look forward to welcoming you to the tasting room. The total is payable when you visit.`,
      },
      facts(booking),
      ...(reservation.specialRequests
        ? [{ kind: "note" as const, title: "Your special requests", text: reservation.specialRequests }]
        : []),
      {
        kind: "note",
        title: "Finding us",
        text: `${site.addressLine}\n${site.directions.tips[0] ?? ""}`,
      },
      { kind: "button", label: "Get directions", url: site.mapLinkUrl },
      {
        kind: "link",
        text: "The attached calendar file adds the visit to your calendar. To change plans, cancel before the start time from",
        label: "your reservations",
        url: mail.links.url("/dashboard", { tab: "reservations" }),
      },
      { kind: "small", text: `Questions? Call ${site.phone} or write to ${site.email}.` },
    ],
  });
  await queueMail(
    tx,
    {
      to: to.email,
      kind: "reservation_confirmed",
      ...content,
      attachments: [calendar(booking, mail, event.now, false)],
    },
    event.now,
  );
}

/** reservations.cancelled: the booking is off, its spots are free again, the calendar entry goes. */
export async function sendCancelled(tx: Tx, mail: MailDeps, event: ReservationChange): Promise<void> {
  const booking = await bookingOf(tx, event.reservationId);
  const to = booking ? recipientOf(booking) : null;
  if (!booking || !to) return;
  const { type } = booking;
  const content = renderEmail({
    subject: `Reservation cancelled: ${type.name} on ${mailDate(booking.slot.startTime)}`,
    preheader: "Your reservation has been cancelled.",
    heading: "Your reservation has been cancelled",
    blocks: [
      {
        kind: "text",
        text: "This reservation is cancelled and nothing is due. The attached calendar file removes it from your calendar.",
      },
      facts(booking),
      { kind: "button", label: "Book another visit", url: mail.links.url("/reservations") },
      { kind: "small", text: `Questions? Call ${site.phone} or write to ${site.email}.` },
    ],
  });
  await queueMail(
    tx,
    {
      to: to.email,
      kind: "reservation_cancelled",
      ...content,
      attachments: [calendar(booking, mail, event.now, true)],
    },
    event.now,
  );
}
