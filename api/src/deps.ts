import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "db";
import { RateLimiter } from "./auth/rate-limit";
import { type Clock, systemClock } from "./clock";
import { type Env, linksOrigin } from "./env";
import { type AppHooks, createHooks } from "./hooks";
import { type MailDeps, type MailTransport, SiteLinks, smtpTransport } from "./mail";
import * as cart from "./modules/cart/cart.service";
import * as clubEmails from "./modules/membership/club-emails";
import * as membership from "./modules/membership/membership.service";
import * as clubOrders from "./modules/membership/order-reversal";
import * as orderEmails from "./modules/orders/order-emails";
import { registerWebhookEvents } from "./modules/partners/webhook-events";
import * as reservationEmails from "./modules/reservations/reservation-emails";
import type { PaymentGateway } from "./payments/gateway";
import { StripeGateway } from "./payments/stripe-gateway";
import { TestGateway } from "./payments/test-gateway";
import { outsideWrites } from "./shared/outside-writes";
import type { AppDeps } from "./trpc/context";

export interface AppOptions {
  db: Db;
  env: Env;
  clock?: Clock;
  /** Defaults to Stripe when STRIPE_SECRET_KEY is set, else the offline test gateway. */
  payments?: PaymentGateway;
  /** Defaults to SMTP when SMTP_URL is set, else none (messages stay in the outbox, unsent). */
  mailTransport?: MailTransport | null;
}

/**
 * Names this process in the lease rows it holds. The random part tells apart two processes with one
 * pid (pid 1 in every container) and two apps built in one test.
 */
function newProcessId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
}

export function paymentsFromEnv(env: Env): PaymentGateway {
  return env.STRIPE_SECRET_KEY
    ? new StripeGateway({ secretKey: env.STRIPE_SECRET_KEY })
    : new TestGateway(env.TEST_GATEWAY_DELAY_MS);
}

function guardedTransport(transport: MailTransport | null): MailTransport | null {
  return transport && outsideWrites(transport, "The mail transport", ["send"]);
}

export function mailFromEnv(env: Env, transport?: MailTransport | null): MailDeps {
  return {
    links: new SiteLinks(linksOrigin(env)),
    transport: guardedTransport(
      transport !== undefined ? transport : env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : null,
    ),
  };
}

/**
 * Where higher modules listen to lower ones: the one place that knows every module, so that none of
 * them imports a module above it (docs/architecture.md, "api: modules in one direction").
 */
function registerListeners(hooks: AppHooks, mail: MailDeps): void {
  // auth < cart: a visitor's cart joins the account at sign-in.
  hooks.auth.signedIn.on((ctx, userId) => cart.mergeVisitorCart(ctx, userId));
  // cart < membership: the club's kinds of cart line.
  hooks.cart.adders.set("membership", membership.addClubLine);
  hooks.cart.adders.set("membership_wine", membership.addClubLine);
  // orders < membership: a paid order starts a membership and completes the month's selection.
  hooks.orders.paid.on((tx, event) => membership.applyPaidOrder(tx, event, hooks));
  // orders < membership: a cancelled sign-up ends its membership, a cancelled upgrade goes back.
  hooks.orders.cancelled.on((tx, event) => clubOrders.undoClubOrder(tx, event, hooks));
  // E-mails, written in the transaction of the change that causes them (api/src/mail).
  hooks.orders.paid.on((tx, event) => orderEmails.sendReceipt(tx, mail, event));
  hooks.orders.paid.on((tx, event) => clubEmails.sendWelcome(tx, mail, event));
  hooks.orders.shipped.on((tx, event) => orderEmails.sendShipped(tx, mail, event));
  hooks.orders.refunded.on((tx, event) => orderEmails.sendRefunded(tx, mail, event));
  hooks.orders.cancelled.on((tx, event) => orderEmails.sendCancelled(tx, mail, event));
  hooks.reservations.booked.on((tx, event) => reservationEmails.sendConfirmed(tx, mail, event));
  hooks.reservations.cancelled.on((tx, event) => reservationEmails.sendCancelled(tx, mail, event));
  // Events for partners' webhooks, written like the e-mails (api/src/modules/partners).
  registerWebhookEvents(hooks);
}

/** What the app and the jobs share: one of each per process (tests build their own). */
export function createAppDeps(options: AppOptions): AppDeps {
  const clock = options.clock ?? systemClock;
  const hooks = createHooks();
  const mail = mailFromEnv(options.env, options.mailTransport);
  registerListeners(hooks, mail);
  return {
    db: options.db,
    env: options.env,
    clock,
    rateLimiter: new RateLimiter(options.db, clock),
    payments: outsideWrites(options.payments ?? paymentsFromEnv(options.env), "The payment gateway", [
      "charge",
      "refund",
      "lookup",
      "savePaymentMethod",
    ]),
    hooks,
    mail,
    processId: newProcessId(),
  };
}
