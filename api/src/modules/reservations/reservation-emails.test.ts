import { describe, expect, it } from "vitest";
import { appWithInbox, deliver, outbox } from "../../test/mail";
import { book, booking, FRIDAY_NOON, insertType, slotAt } from "../../test/reservations";
import { received, textOf } from "../../test/smtp";
import { generateSlots } from "./slots";

async function setUp() {
  const { t, inbox } = await appWithInbox();
  await t.db.write((tx) => generateSlots(tx, t.clock.now()));
  const type = await insertType(t, { name: "Estate Tasting", price: "25.00", capacity: 4 });
  const slot = await slotAt(t, type.id, FRIDAY_NOON);
  const { client, user } = await t.signedIn({ firstName: "Rita", email: "rita@example.com" });
  return { t, inbox, type, slot, client, user };
}

describe("booking e-mails", () => {
  it("confirms a booking with its details and a calendar file for the right time", async () => {
    const { t, inbox, slot, client } = await setUp();
    const res = await book(
      client,
      booking(slot.id, { guestCount: 2, specialRequests: "A table <by the window>" }),
    );
    expect(res.status).toBe(200);
    await deliver(t);
    const mail = received(inbox, 0);
    expect(mail.subject).toBe("Reservation confirmed: Estate Tasting on November 20, 2026");
    const text = textOf(mail);
    expect(text).toContain("You're booked, Rita!");
    expect(text).toContain(
      "Experience: Estate Tasting\nDate: Friday, November 20, 2026\nTime: 12:00 PM - 1:00 PM EST\nGuests: 2\nTotal: $50.00 (2 × $25.00)",
    );
    expect(mail.html).toContain("A table &lt;by the window&gt;");

    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["ridge-road-reservation.ics", "text/calendar"],
    ]);
    const ics = mail.attachments[0]?.content.toString("utf8") ?? "";
    expect(ics).toContain("METHOD:PUBLISH\r\n");
    // Noon in New York in November is 17:00 UTC.
    expect(ics).toContain("DTSTART:20261120T170000Z\r\nDTEND:20261120T180000Z\r\n");
    expect(ics).toContain(`UID:${res.body.id}@ridgeroadvineyard.example\r\n`);
    expect(ics).toContain("SUMMARY:Estate Tasting at Ridge Road Vineyard\r\n");
    expect(ics).toContain(
      "LOCATION:Ridge Road Vineyard\\, 4490 South Ridge Road\\, Conneaut\\, OH 44030\r\n",
    );
  });

  it("sends the cancellation with a calendar file that removes the visit", async () => {
    const { t, inbox, slot, client } = await setUp();
    const res = await book(client, booking(slot.id));
    expect((await client.post(`/api/reservations/${res.body.id}/cancel`)).status).toBe(200);
    await deliver(t);
    expect(inbox.messages.map((m) => m.subject)).toEqual([
      "Reservation confirmed: Estate Tasting on November 20, 2026",
      "Reservation cancelled: Estate Tasting on November 20, 2026",
    ]);
    const ics = received(inbox, 1).attachments[0]?.content.toString("utf8") ?? "";
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain("STATUS:CANCELLED\r\n");
    expect(ics).toContain(`UID:${res.body.id}@ridgeroadvineyard.example\r\n`);
  });

  it("writes nothing for a booking that is refused", async () => {
    const { t, slot, client } = await setUp();
    const full = await book(client, booking(slot.id, { guestCount: 5 }));
    expect(full.status).toBe(400);
    const { client: other } = await t.signedIn();
    expect((await book(other, booking(slot.id, { guestCount: 4 }))).status).toBe(200);
    expect((await book(client, booking(slot.id, { guestCount: 1 }))).status).toBe(409);
    expect((await outbox(t)).map((m) => m.kind)).toEqual(["reservation_confirmed"]);
  });
});
