import { existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type ApiError,
  type CartSummaryOutput,
  type CustomerInfo,
  type ProcessPaymentInput,
  type ProcessPaymentOutput,
  type TestPaymentMethodInput,
  type testPaymentMethodOutput,
  toCents,
} from "contracts";
import {
  coupons,
  type Db,
  one,
  openDatabase,
  openDatabaseCopy,
  openPostgres,
  orderItems,
  orders,
  type PostgresDb,
  type SqliteDb,
  wines,
} from "db";
import { seed, seedComplianceTable } from "db/seed";
import { type CreateUserInput, createUser } from "db/seed/factories";
import { createDatabase, databaseUrl, dropDatabases } from "db/testing";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { z } from "zod";
import { createApp, createAppDeps } from "../app";
import { hashPassword } from "../auth/passwords";
import { type Clock, fixedClock } from "../clock";
import { type Env, testEnv } from "../env";
import type { PaymentGateway } from "../payments/gateway";
import { TestGateway } from "../payments/test-gateway";
import type { AppDeps } from "../trpc/context";

export const TEST_PASSWORD = "correct horse battery";
let passwordHash: Promise<string> | undefined;
/** Hashing costs ~50 ms on purpose: hash the shared test password once. */
export async function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A browser-like client: keeps cookies between calls and sends the site's Origin on writes. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  origin: string | null = "http://localhost";
  /** Sent with every request: a shopper of their own address (`X-Forwarded-For`, with TRUST_PROXY). */
  readonly headers: Record<string, string> = {};

  constructor(private readonly app: ReturnType<typeof createApp>) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit = { method, headers: { ...this.headers, ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (method !== "GET" && method !== "HEAD") {
      if (this.origin && !("origin" in h)) h.origin = this.origin;
      if (body instanceof FormData) {
        // A multipart upload: fetch writes the content type with its boundary.
        init.body = body;
      } else {
        h["content-type"] ??= "application/json";
        init.body = JSON.stringify(body ?? {});
      }
    }
    const res = await this.app.request(`http://localhost${path}`, init);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/Max-Age=0/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (HTML pages)
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>("GET", path, undefined, headers);
  }
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>("POST", path, body, headers);
  }
  put<T = unknown>(path: string, body?: unknown) {
    return this.request<T>("PUT", path, body);
  }
  patch<T = unknown>(path: string, body?: unknown) {
    return this.request<T>("PATCH", path, body);
  }
  delete<T = unknown>(path: string) {
    return this.request<T>("DELETE", path);
  }

  /** A tRPC query over HTTP (no transformer: the input is plain JSON). */
  trpcQuery<T = unknown>(path: string, input?: unknown) {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.get<{
      result?: { data: T };
      error?: { message: string; data: { code: string; httpStatus: number } };
    }>(`/trpc/${path}${query}`);
  }
  trpcMutation<T = unknown>(path: string, input?: unknown, headers?: Record<string, string>) {
    return this.post<{
      result?: { data: T };
      error?: { message: string; data: { code: string; httpStatus: number } };
    }>(`/trpc/${path}`, input ?? {}, headers);
  }
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  env: Env;
  clock: ReturnType<typeof fixedClock>;
  /** The offline gateway the app charges (unless a test passed its own). */
  payments: TestGateway;
  /** What the app was built from: the jobs take these (settling orders, billing the club). */
  deps: AppDeps;
  client(): TestClient;
  user(input?: Partial<CreateUserInput>): ReturnType<typeof createUser>;
  /** A client signed in as a new user (or the given one). */
  signedIn(
    input?: Partial<CreateUserInput>,
  ): Promise<{ client: TestClient; user: Awaited<ReturnType<typeof createUser>> }>;
}

/**
 * Each test app's database is a file, with a write and a read connection as the server has them
 * (db/src/client.ts): a read that should have gone through the transaction's `tx` fails here as it
 * would in production. The files live in memory (/dev/shm) and go when their test file ends.
 */
const folder = join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), `rr-test-${process.pid}`);
let files = 0;
function nextDatabaseFile(): string {
  mkdirSync(folder, { recursive: true });
  return join(folder, `app-${++files}.db`);
}
const openApps = new Set<Db>();
/** The PostgreSQL databases made for this file's apps, dropped when it ends. */
const postgresDatabases: string[] = [];
/** Closes (and deletes) the databases of the apps made so far: test/setup.ts calls it after each file. */
export async function closeTestApps(): Promise<void> {
  await Promise.all([...openApps].map((db) => db.close()));
  openApps.clear();
  rmSync(folder, { recursive: true, force: true });
  if (postgresUrl) await dropDatabases(postgresUrl, postgresDatabases.splice(0));
}

const images = new Map<boolean, Buffer>();
/**
 * A migrated (and seeded) database as bytes, made once per test worker: each app gets a copy, which
 * is the database migrating and seeding would make, in a millisecond instead of some twenty-five.
 */
async function databaseImage(seeded: boolean): Promise<Buffer> {
  let image = images.get(seeded);
  if (!image) {
    const db = openDatabase(":memory:");
    if (seeded) await seed(db, {});
    else await seedComplianceTable(db);
    image = db.$client.serialize();
    await db.close();
    images.set(seeded, image);
  }
  return image;
}

/**
 * `npm run test:pg` sets it (scripts/test-pg.mjs): the suites then run on PostgreSQL, each app on
 * its own database copied from a migrated (and seeded) template, as each has its own SQLite file.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

const templates = new Map<boolean, Promise<string>>();
/** A migrated (and seeded) database of this worker's, which each app's database is copied from. */
function templateDatabase(seeded: boolean): Promise<string> {
  let template = templates.get(seeded);
  if (!template) {
    template = (async () => {
      const url = postgresUrl ?? "";
      const name = await createDatabase(url, {
        name: `rr_template_${process.pid}_${seeded ? "seeded" : "empty"}`,
      });
      const db = await openPostgres(databaseUrl(url, name), { max: 2 });
      if (seeded) await seed(db, {});
      else await seedComplianceTable(db);
      await db.close();
      return name;
    })();
    templates.set(seeded, template);
  }
  return template;
}

const postgresUrls = new WeakMap<Db, string>();
async function postgresDatabase(seeded: boolean): Promise<PostgresDb> {
  const url = postgresUrl ?? "";
  const name = await createDatabase(url, { template: await templateDatabase(seeded) });
  postgresDatabases.push(name);
  const db = await openPostgres(databaseUrl(url, name), { max: 25 });
  postgresUrls.set(db, databaseUrl(url, name));
  return db;
}

/**
 * A new, empty PostgreSQL database on the test cluster (null without one), migrated, dropped when
 * the test file ends.
 */
export async function emptyPostgres(): Promise<PostgresDb | null> {
  if (!postgresUrl) return null;
  const name = await createDatabase(postgresUrl);
  postgresDatabases.push(name);
  const db = await openPostgres(databaseUrl(postgresUrl, name), { max: 5 });
  openApps.add(db);
  return db;
}

/** The same database opened again, as another server process opens it. */
async function reopen(db: Db): Promise<Db> {
  const url = postgresUrls.get(db);
  if (url) return openPostgres(url, { max: 25 });
  return openDatabase((db as SqliteDb).$client.name);
}

/**
 * Rows of a statement written for the engine the tests run on, as objects: what a test reads past
 * the services (a table's whole content, a count nothing shows).
 */
export async function rawRows(db: Db, text: string): Promise<Record<string, unknown>[]> {
  if (db.engine === "postgres") return (await (db as PostgresDb).pool.query(text)).rows;
  return (db as SqliteDb).$client.prepare(text).all() as Record<string, unknown>[];
}

/** A fresh migrated in-memory database, seeded, with its own app and a clock tests can move. */
export async function createTestApp(
  options: {
    now?: string;
    env?: Partial<Record<keyof Env, string>>;
    seed?: boolean;
    payments?: PaymentGateway;
    paymentDelayMs?: number;
    /** The engine under test by default (PostgreSQL in `npm run test:pg`); "sqlite" for a file. */
    engine?: "sqlite";
  } = {},
): Promise<TestApp> {
  const seeded = options.seed ?? true;
  const db =
    postgresUrl && options.engine !== "sqlite"
      ? await postgresDatabase(seeded)
      : openDatabaseCopy(await databaseImage(seeded), nextDatabaseFile());
  openApps.add(db);
  const env = testEnv(options.env);
  const clock = fixedClock(options.now ?? "2026-11-20T15:00:00.000Z");
  const payments = new TestGateway(options.paymentDelayMs ?? 0);
  const deps = createAppDeps({ db, env, clock: clock as Clock, payments: options.payments ?? payments });
  const app = createApp({ db, env, deps });
  const hash = await testPasswordHash();
  const user = async (input: Partial<CreateUserInput> = {}) =>
    createUser(db, { passwordHash: hash, ...input });
  return {
    app,
    db,
    env,
    clock,
    payments,
    deps,
    client: () => new TestClient(app),
    user,
    async signedIn(input = {}) {
      const row = await user(input);
      const client = new TestClient(app);
      const res = await client.post("/api/auth/login", { username: row.username, password: TEST_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { client, user: row };
    },
  };
}

/**
 * A second server process on the test app's database file: its own connections, deps, hooks and
 * memory, the same clock, environment and payment gateway (one Stripe account behind two servers).
 * `client(from)` is a browser that carries `from`'s cookies to this process.
 */
export async function otherProcess(t: TestApp): Promise<ServerOn> {
  return serverOn(await reopen(t.db), t);
}

interface ServerOn {
  db: Db;
  deps: AppDeps;
  client(from?: TestClient): TestClient;
}

/**
 * A server process on `db` with the test app's clock, environment and payment gateway: another
 * process on the same database, or the winery moved to another one.
 */
export function serverOn(db: Db, t: TestApp): ServerOn {
  openApps.add(db);
  const deps = createAppDeps({ db, env: t.env, clock: t.clock as Clock, payments: t.deps.payments });
  const app = createApp({ db, env: t.env, deps });
  return {
    db,
    deps,
    client(from) {
      const client = new TestClient(app);
      if (from) {
        for (const [name, value] of from.cookies) client.cookies.set(name, value);
        Object.assign(client.headers, from.headers);
      }
      return client;
    },
  };
}

// ---------------------------------------------------------------- paying in tests

/** A guest's checkout details that pass every check. */
export const guestCustomer = {
  email: "guest.buyer@example.com",
  firstName: "Grace",
  lastName: "Buyer",
  phone: "(440) 555-0199",
  address: "12 Lake Road",
  city: "Ashtabula",
  state: "OH",
  zipCode: "44004",
  dateOfBirth: "1985-03-02",
} satisfies CustomerInfo & { dateOfBirth: string };

/** What a signed-in customer sends at checkout: the account gives the name and e-mail. */
export const shippingAddress = { address: "1 Main St", city: "Erie", state: "PA", zipCode: "16501" };

/** Stripe's test cards, which the offline gateway follows (README, Payments). */
export const CARDS = {
  visa: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
  expired: "4000 0000 0000 0069",
} as const;

/** What the checkout form sends to tokenise a card: only the number matters to the test gateway. */
export function testCardInput(cardNumber: string = CARDS.visa): TestPaymentMethodInput {
  return { cardNumber, expiry: "12/30", cvc: "123", name: "Grace Buyer", zip: "44004" };
}

/** A test-gateway payment method for a card, made the way the checkout form makes it. */
export async function testCardToken(
  client: TestClient,
  cardNumber: string = CARDS.visa,
  headers?: Record<string, string>,
): Promise<string> {
  const res = await client.post<z.infer<typeof testPaymentMethodOutput>>(
    "/api/payments/test-method",
    testCardInput(cardNumber),
    headers,
  );
  if (res.status !== 200) throw new Error(`card token failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentMethodId;
}

/** The cart's total as the server prices it now (with the coupon, when given), in cents. */
export async function cartTotalCents(client: TestClient, coupon?: string, state?: string): Promise<number> {
  const query = new URLSearchParams({
    ...(coupon ? { coupon } : {}),
    ...(state ? { state } : {}),
  }).toString();
  const res = await client.get<CartSummaryOutput>(`/api/cart/summary${query ? `?${query}` : ""}`);
  return toCents(res.body.total);
}

/** Where a checkout's details send it, as the checkout page asks the summary: a state, or "pickup". */
function destinationOf(info: ProcessPaymentInput["customerInfo"] | undefined): string | undefined {
  if (info?.delivery === "pickup") return "pickup";
  return info?.state || guestCustomer.state;
}

let paymentKeys = 0;
export const newIdempotencyKey = () => `test-checkout-${Date.now()}-${paymentKeys++}`;

export interface CheckoutOptions {
  card?: string;
  /** Stripe's own test methods (`pm_card_visa`) need no tokenising, and Stripe has no tokeniser here. */
  paymentMethodId?: string;
  /** The server's own total unless given: another amount is how a test meets "Your cart changed". */
  amount?: number;
  coupon?: string;
  customerInfo?: ProcessPaymentInput["customerInfo"];
  idempotencyKey?: string;
  /** The club checkout's consent to the monthly renewal: given unless a test says otherwise. */
  renewalConsent?: boolean;
}

/** The body of POST /api/process-payment for the caller's cart (a guest's details unless given). */
export async function checkoutBody(
  client: TestClient,
  options: CheckoutOptions = {},
): Promise<ProcessPaymentInput> {
  return {
    paymentMethodId: options.paymentMethodId ?? (await testCardToken(client, options.card ?? CARDS.visa)),
    amount:
      options.amount ?? (await cartTotalCents(client, options.coupon, destinationOf(options.customerInfo))),
    customerInfo: options.customerInfo ?? guestCustomer,
    couponCode: options.coupon,
    renewalConsent: options.renewalConsent ?? true,
    idempotencyKey: options.idempotencyKey ?? newIdempotencyKey(),
  };
}

/** The order on success, an {@link ApiError} otherwise: one type so a test reads either without narrowing. */
export type PaymentAnswer = ProcessPaymentOutput & Partial<ApiError>;

/** Apart from {@link checkoutBody} so that a test can send one body twice, or many bodies at once. */
export function postCheckout(
  client: TestClient,
  body: ProcessPaymentInput,
  headers?: Record<string, string>,
) {
  return client.post<PaymentAnswer>("/api/process-payment", body, headers);
}

/** Checks the caller's cart out with a card (a guest's details unless signed in). */
export async function payCart(client: TestClient, options: CheckoutOptions = {}) {
  return postCheckout(client, await checkoutBody(client, options));
}

// ---------------------------------------------------------------- admin forms

/**
 * Posts a valid form with one change, expects a 400 and answers the first issue's message: the text
 * the web form shows next to the field.
 */
export function firstIssueOf(client: TestClient, path: string, form: Record<string, unknown>) {
  return async (change: Record<string, unknown>) => {
    const res = await client.post<ApiError>(path, { ...form, ...change });
    expect(res.status, JSON.stringify(change)).toBe(400);
    return res.body.issues?.[0]?.message;
  };
}

// ---------------------------------------------------------------- rows tests read and write

export async function stockOf(t: Pick<TestApp, "db">, wineId: string): Promise<number | undefined> {
  return (await t.db.select().from(wines).where(eq(wines.id, wineId)))[0]?.stock;
}

export async function couponUses(t: Pick<TestApp, "db">, code: string): Promise<number | undefined> {
  return (await t.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.usedCount;
}

/** An order naming an item is what makes removing that item a deactivation instead of a delete. */
export async function insertOrderFor(t: Pick<TestApp, "db">, item: Partial<typeof orderItems.$inferInsert>) {
  const price = item.price ?? "24.00";
  const order = one(
    await t.db.write((tx) => tx.insert(orders).values({ total: price, status: "confirmed" }).returning()),
  );
  await t.db.write((tx) =>
    tx.insert(orderItems).values({ orderId: order.id, name: "Bought before", quantity: 1, price, ...item }),
  );
  return order;
}
