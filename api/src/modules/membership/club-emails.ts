import { formatUsd, site, tiers } from "contracts";
import { memberships, type Tx, users } from "db";
import { and, eq, ne } from "drizzle-orm";
import type { OrderChange } from "../../hooks";
import { type MailDeps, queueMail, renderEmail } from "../../mail";
import { addOrderEvent } from "../orders/orders.service";

/**
 * orders.paid: when the order started a membership (a first tier or an upgrade), welcome the member
 * with what their tier gives them. Registered after `applyPaidOrder`, so the membership row exists;
 * an order that changed no tier (a renewal of the same one) sends nothing.
 */
export async function sendWelcome(tx: Tx, mail: MailDeps, event: OrderChange): Promise<void> {
  if (!event.userId) return;
  const started = (await tx.select().from(memberships).where(eq(memberships.orderId, event.orderId)))[0];
  const user = (await tx.select().from(users).where(eq(users.id, event.userId)))[0];
  if (!started || !user) return;
  const earlier = (
    await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), ne(memberships.id, started.id)))
  )[0];
  const tier = tiers[started.tier];
  const name = user.firstName || user.username;
  const content = renderEmail({
    subject: earlier
      ? `Welcome to ${tier.name}: your wine club membership is upgraded`
      : `Welcome to the Ridge Road Wine Club, ${name}`,
    preheader: `Your ${tier.name} membership is active: ${tier.freeWinesPerMonth} free ${
      tier.freeWinesPerMonth === 1 ? "bottle" : "bottles"
    } a month and ${tier.discountPercent}% off every wine.`,
    heading: earlier ? `Welcome to ${tier.name}, ${name}!` : `Welcome to the club, ${name}!`,
    blocks: [
      {
        kind: "text",
        text: earlier
          ? `Your membership is now ${tier.name}. Your new benefits start today.`
          : `Thank you for joining the Ridge Road Wine Club. Your ${tier.name} membership is active from today, and we can't wait to share our estate wines with you.`,
      },
      {
        kind: "facts",
        rows: [
          { label: "Membership", value: tier.name },
          { label: "Monthly", value: `${formatUsd(tier.monthlyPriceCents)} a month` },
          { label: "Free wines", value: `${tier.freeWinesPerMonth} a month` },
          { label: "Member discount", value: `${tier.discountPercent}% on every wine` },
        ],
      },
      { kind: "list", items: tier.benefits },
      { kind: "button", label: "Choose this month's wines", url: mail.links.url("/member-wine-selection") },
      {
        kind: "link",
        text: "Your membership, orders and reservations are all in",
        label: "your dashboard",
        url: mail.links.url("/dashboard"),
      },
      { kind: "small", text: `Questions about the club? Call ${site.phone} or write to ${site.email}.` },
    ],
  });
  await queueMail(tx, { to: user.email, kind: "club_welcome", ...content }, event.now);
  await addOrderEvent(tx, {
    orderId: event.orderId,
    kind: "email",
    by: "system",
    detail: `Club welcome e-mailed to ${user.email}`,
    now: event.now,
  });
}
