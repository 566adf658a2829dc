import type { Db } from "db";
import { RateLimiter } from "./auth/rate-limit";
import { type Clock, systemClock } from "./clock";
import type { Env } from "./env";
import { type AppHooks, createHooks } from "./hooks";
import * as cart from "./modules/cart/cart.service";
import * as membership from "./modules/membership/membership.service";
import type { PaymentGateway } from "./payments/gateway";
import { StripeGateway } from "./payments/stripe-gateway";
import { TestGateway } from "./payments/test-gateway";
import type { AppDeps } from "./trpc/context";

export interface AppOptions {
  db: Db;
  env: Env;
  clock?: Clock;
  /** Defaults to Stripe when STRIPE_SECRET_KEY is set, else the offline test gateway. */
  payments?: PaymentGateway;
}

export function paymentsFromEnv(env: Env): PaymentGateway {
  return env.STRIPE_SECRET_KEY ? new StripeGateway({ secretKey: env.STRIPE_SECRET_KEY }) : new TestGateway();
}

/**
 * Where higher modules listen to lower ones: the one place that knows every module, so that none of
 * them imports a module above it (docs/architecture.md, "Modules and hooks").
 */
function registerListeners(hooks: AppHooks): void {
  // auth < cart: a visitor's cart joins the account at sign-in.
  hooks.auth.signedIn.on((ctx, userId) => cart.mergeVisitorCart(ctx, userId));
  // cart < membership: the club's kinds of cart line.
  hooks.cart.adders.set("membership", membership.addClubLine);
  hooks.cart.adders.set("membership_wine", membership.addClubLine);
  // orders < membership: a paid order starts a membership and completes the month's selection.
  hooks.orders.paid.on((tx, event) => membership.applyPaidOrder(tx, event));
}

/** What the app and the jobs share: one of each per process (tests build their own). */
export function createAppDeps(options: AppOptions): AppDeps {
  const clock = options.clock ?? systemClock;
  const hooks = createHooks();
  registerListeners(hooks);
  return {
    db: options.db,
    env: options.env,
    clock,
    rateLimiter: new RateLimiter(options.db, clock),
    payments: options.payments ?? paymentsFromEnv(options.env),
    hooks,
  };
}
