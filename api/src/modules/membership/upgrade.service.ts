import { TRPCError } from "@trpc/server";
import { formatCents, tierRank, tiers, type UpgradeInput, upgradeCharge } from "contracts";
import { newId, users } from "db";
import { eq } from "drizzle-orm";
import { type Claim, releaseClaim, takeClaim } from "../../shared/claims";
import { badRequest, conflict, forbidden } from "../../trpc/errors";
import type { MemberContext } from "../../trpc/procedures";
import { countPaymentAttempt } from "../orders/checkout.service";
import { recordPaidCharge } from "../orders/order-payments";
import { PaymentError } from "../orders/orders.service";
import { liveMembership } from "./club-state";
import { current } from "./membership.service";

type Member = MemberContext;

/** An upgrade's order carries this idempotency key prefix (/admin/club tells upgrades apart by it). */
export const UPGRADE_KEY_PREFIX = "upgrade-";

/** Longer than any charge takes: a claim left by a process that died lapses after it. */
const UPGRADE_CLAIM_MS = 10 * 60 * 1000;

/**
 * One upgrade per member at a time, across every process: the tier check and the charge are
 * minutes apart with a real gateway, so the upgrade is claimed with a row (shared/claims.ts) in the
 * same transaction that reads the member's tier from the database, and a second request meanwhile,
 * here or on another server, is refused rather than charged twice. Once the first is recorded, the
 * tier it reads is the new one.
 */
export async function upgrade(ctx: Member, input: UpgradeInput) {
  const claim: Claim = { key: `upgrade:${ctx.user.id}`, holder: newId() };
  const from = await ctx.db.write(async (tx) => {
    const [row] = await tx
      .select({ tier: users.membershipTier })
      .from(users)
      .where(eq(users.id, ctx.user.id));
    if (!(await takeClaim(tx, claim, ctx.clock.now(), UPGRADE_CLAIM_MS))) {
      throw conflict("Your upgrade is already being processed. Please wait a moment.");
    }
    return row?.tier ?? null;
  });
  try {
    if (!from) throw forbidden("You need an active wine club membership to do this.");
    return await chargeAndUpgrade({ ...ctx, tier: from }, input);
  } finally {
    await ctx.db.write((tx) => releaseClaim(tx, claim));
  }
}

/**
 * Charges the monthly price difference plus its 8 % tax (as joining and renewals are taxed) through
 * the gateway, then moves the tier. The card details
 * go to the gateway once and are dropped; a decline leaves the tier as it was and charges nothing.
 */
async function chargeAndUpgrade(ctx: Member, input: UpgradeInput) {
  const from = ctx.tier;
  const to = input.targetTier;
  if (tierRank(to) <= tierRank(from)) {
    throw conflict(`You can only upgrade to a tier above ${tiers[from].name}`);
  }
  // The upgrade charges only the difference on top of a paid month: with this month unpaid, the
  // card comes first (a new card retries the month at once), then the upgrade.
  if ((await liveMembership(ctx.db, ctx.user.id))?.status === "past_due") {
    throw conflict("Your last club payment was declined. Please update your card first, then upgrade.");
  }
  const amount = upgradeCharge(from, to);
  // Declined cards count against the caller like at checkout (card-testing protection).
  const attempt = await countPaymentAttempt(ctx, `user:${ctx.user.id}`);
  try {
    const charged = await payDifference(ctx, input, amount);
    await ctx.rateLimiter.giveBack(attempt);
    return charged;
  } catch (error) {
    if (!(error instanceof PaymentError)) await ctx.rateLimiter.giveBack(attempt);
    throw error;
  }
}

async function payDifference(ctx: Member, input: UpgradeInput, amount: ReturnType<typeof upgradeCharge>) {
  const from = ctx.tier;
  const to = input.targetTier;
  const payment = input.paymentData;
  let paymentMethodId = payment.paymentMethodId;
  if (!paymentMethodId) {
    if (!ctx.payments.createTestPaymentMethod) {
      throw badRequest("Please enter your card in the secure card form");
    }
    const token = ctx.payments.createTestPaymentMethod({
      cardNumber: payment.cardNumber ?? "",
      expiry: payment.expiry ?? "12/99",
      cvc: payment.cvv ?? "",
      name: payment.name,
      zip: payment.zipCode ?? "",
    });
    if (!token.ok) throw new PaymentError(token.code, token.message);
    paymentMethodId = token.paymentMethodId;
  }
  const orderId = newId();
  const idempotencyKey = `${UPGRADE_KEY_PREFIX}${orderId}`;
  const result = await ctx.payments.charge({
    amountCents: amount.totalCents,
    paymentMethodId,
    idempotencyKey,
    description: `Ridge Road Vineyard club upgrade to ${tiers[to].name}`,
    receiptEmail: ctx.user.email,
    metadata: { orderId, upgradeTo: to },
  });
  if (!result.ok) throw new PaymentError(result.code, result.message);
  const now = ctx.clock.now();
  const user = ctx.user;
  // The order's paid hook grants the new tier (membership.applyPaidOrder), as for any paid order.
  await ctx.db.write(async (tx) => {
    await recordPaidCharge(tx, ctx.hooks, {
      orderId,
      userId: user.id,
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username,
      itemName: `Wine Club upgrade: ${tiers[from].name} to ${tiers[to].name}`,
      tier: to,
      amountCents: amount.differenceCents,
      taxCents: amount.taxCents,
      paymentIntentId: result.paymentIntentId,
      idempotencyKey,
      now,
    });
  });
  const membership = await current({ ...ctx, user: { ...user, membershipTier: to } });
  if (!membership) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Upgrade not recorded" });
  return {
    membership,
    charged: formatCents(amount.totalCents),
    difference: formatCents(amount.differenceCents),
    tax: formatCents(amount.taxCents),
  };
}
