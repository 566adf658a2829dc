import { formatUsd, renewalCharge, site, tiers, zonedTimeToUtc } from "contracts";
import { type Tx, users } from "db";
import { eq } from "drizzle-orm";
import { type MailDeps, mailDate, queueMail, renderEmail } from "../../mail";
import type { MembershipRow } from "./club-state";

/** A billing date (yyyy-MM-dd, New York) as the e-mails write it: "March 10, 2026". */
function billingDay(date: string): string {
  return mailDate(zonedTimeToUtc(date, 12 * 60));
}

async function member(tx: Tx, row: MembershipRow) {
  return (await tx.select().from(users).where(eq(users.id, row.userId)))[0];
}

/** Three days before a charge: what will be charged, when, and how to skip or pause instead. */
export async function sendPreNotice(
  tx: Tx,
  mail: MailDeps,
  row: MembershipRow,
  date: string,
  now: Date,
): Promise<void> {
  const user = await member(tx, row);
  if (!user) return;
  const tier = tiers[row.tier];
  const amount = formatUsd(renewalCharge(row.tier).totalCents);
  const content = renderEmail({
    subject: `Your ${tier.name} club charge on ${billingDay(date)}`,
    preheader: `We'll charge ${amount} for your next club month on ${billingDay(date)}.`,
    heading: `Your next club month, ${user.firstName || user.username}`,
    blocks: [
      {
        kind: "text",
        text: `On ${billingDay(date)} we'll charge your saved card ${amount} (${formatUsd(tier.monthlyPriceCents)} plus tax) for your next ${tier.name} month.`,
      },
      {
        kind: "facts",
        rows: [
          { label: "Membership", value: tier.name },
          { label: "Charge date", value: billingDay(date) },
          { label: "Amount", value: amount },
          ...(row.cardLast4
            ? [{ label: "Card", value: `${row.cardBrand ?? "Card"} ending ${row.cardLast4}` }]
            : []),
        ],
      },
      {
        kind: "text",
        text: "Travelling, or still have wine from last month? You can skip a month or pause your membership from your dashboard before the charge date.",
      },
      { kind: "button", label: "Manage your membership", url: mail.links.url("/dashboard") },
      { kind: "small", text: `Questions about the club? Call ${site.phone} or write to ${site.email}.` },
    ],
  });
  await queueMail(tx, { to: user.email, kind: "club_prenotice", ...content }, now);
}

/** A declined renewal: what happened, when it is tried again, and the link to a new card. */
export async function sendDeclined(
  tx: Tx,
  mail: MailDeps,
  row: MembershipRow,
  detail: { message: string; nextRetryDate: string | null },
  now: Date,
): Promise<void> {
  const user = await member(tx, row);
  if (!user) return;
  const tier = tiers[row.tier];
  const amount = formatUsd(renewalCharge(row.tier).totalCents);
  const last = detail.nextRetryDate === null;
  const content = renderEmail({
    subject: last
      ? `Your ${tier.name} membership has ended`
      : `Action needed: your ${tier.name} club payment was declined`,
    preheader: last
      ? "We could not charge your card, so your club membership has ended."
      : `Please update your card: we'll try ${amount} again on ${billingDay(detail.nextRetryDate ?? "")}.`,
    heading: last ? "Your membership has ended" : "Your club payment was declined",
    blocks: [
      {
        kind: "text",
        text: last
          ? `We tried your card three times for your ${tier.name} month (${amount}) and it was declined each time, so your membership has ended. We'd love to have you back: you can join again any time.`
          : `We could not charge your card ${amount} for your ${tier.name} month: ${detail.message} Your benefits continue while you update your card; as soon as you do, we'll try again.`,
      },
      ...(last
        ? []
        : [
            {
              kind: "facts" as const,
              rows: [
                { label: "Amount", value: amount },
                { label: "Next try", value: billingDay(detail.nextRetryDate ?? "") },
              ],
            },
          ]),
      last
        ? { kind: "button", label: "Join the club again", url: mail.links.url("/wine-club") }
        : { kind: "button", label: "Update your card", url: mail.links.url("/dashboard#membership") },
      { kind: "small", text: `Questions? Call ${site.phone} or write to ${site.email}.` },
    ],
  });
  await queueMail(tx, { to: user.email, kind: "club_declined", ...content }, now);
}

/**
 * A renewal held by the shipping rules: the member's address is in a state the winery cannot ship
 * wine to, or that state's yearly limit is reached. Nothing was charged; the next month is checked
 * again, so a new address in a licensed state starts the renewals again.
 */
export async function sendHeld(
  tx: Tx,
  mail: MailDeps,
  row: MembershipRow,
  detail: { reason: string; period: string },
  now: Date,
): Promise<void> {
  const user = await member(tx, row);
  if (!user) return;
  const tier = tiers[row.tier];
  const content = renderEmail({
    subject: `Your ${tier.name} club month is on hold`,
    preheader: "We could not send this month's wine to your address, so we did not charge you.",
    heading: "This month's wine is on hold",
    blocks: [
      {
        kind: "text",
        text: `We could not renew your ${tier.name} membership for the month starting ${billingDay(detail.period)}: ${detail.reason} Nothing was charged. If you have moved, update your shipping address and we will renew next month; you can also pick your wine up at the tasting room.`,
      },
      { kind: "button", label: "Update your address", url: mail.links.url("/dashboard") },
      { kind: "small", text: `Questions? Call ${site.phone} or write to ${site.email}.` },
    ],
  });
  await queueMail(tx, { to: user.email, kind: "club_held", ...content }, now);
}
