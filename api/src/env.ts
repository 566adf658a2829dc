import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATABASE_FILE: z.preprocess(emptyToUndefined, z.string().default(resolve(repoRoot, "data/ridge-road.db"))),
  /**
   * postgres://user:password@host:5432/name runs the shop on PostgreSQL 15+ (decision 0023);
   * unset, on the SQLite file DATABASE_FILE.
   */
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// URL" }).optional(),
  ),
  /** Connections each server process keeps open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).max(200).default(10)),
  ADMIN_USERNAME: z.preprocess(emptyToUndefined, z.string().default("admin")),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().default("admin@ridgeroadvineyard.example")),
  ADMIN_PASSWORD: optionalText,
  PUBLIC_ORIGIN: z.preprocess(emptyToUndefined, z.url().optional()),
  /**
   * How many proxies stand in front of the server: the client address is read that many hops from
   * the right of X-Forwarded-For (each proxy appends the address it saw). "true" means one, "false" 0.
   */
  TRUST_PROXY: z
    .preprocess(
      (v) => (v === "" || v === undefined ? 0 : v === "true" ? 1 : v === "false" ? 0 : v),
      z.coerce.number().int("TRUST_PROXY is a number of proxy hops").min(0).max(10),
    )
    .default(0),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /**
   * The offline test gateway's answer time: race and two-process tests give it one, so requests
   * cross the await between "stock taken" and "paid" as they do with Stripe. Ignored with Stripe.
   */
  TEST_GATEWAY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  VITE_STRIPE_PUBLISHABLE_KEY: optionalText,
  /** smtp://user:pass@host:587 (or smtps:// for TLS on connect); unset: e-mail stays in the outbox. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  ),
  /** The sender of every e-mail, e.g. "Ridge Road Vineyard <hello@example.com>". */
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default("Ridge Road Vineyard <hello@ridgeroadvineyard.example>"),
  ),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().default(resolve(repoRoot, "web/dist"))),
  /** The server build of the web app (`npm run build`), which renders the public pages as HTML; "none" turns that off. */
  WEB_SERVER_DIST: z.preprocess(emptyToUndefined, z.string().default(resolve(repoRoot, "web/dist-server"))),
  /**
   * Where uploaded pictures are kept. Unset: `uploads/` beside DATABASE_FILE, or for a ":memory:"
   * database (tests) a temporary folder made at the first upload.
   */
  UPLOADS_DIR: optionalText,
  /**
   * "1" lets webhook endpoints point at private, loopback and link-local addresses (local
   * development and the tests); unset, only https to a public address is accepted.
   */
  WEBHOOKS_ALLOW_PRIVATE: z.preprocess(
    (v) => (v === "" || v === undefined ? false : v === "1" || v === "true"),
    z.boolean(),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** The only reader of process.env: everything else receives a parsed Env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}

/** Addresses a server listening on every interface answers at: links name it as localhost. */
const anyInterface = new Set(["0.0.0.0", "::", "0:0:0:0:0:0:0:0"]);

/**
 * The origin of every absolute link the site writes (e-mails, page heads' canonical and preview
 * addresses, the sitemap, robots.txt): PUBLIC_ORIGIN, or else the address the server listens on (HOST
 * and PORT). Never a request's Host header, which whoever sends the request chooses (and a page head
 * built from it would be kept for the next visitor).
 */
export function linksOrigin(env: Pick<Env, "PUBLIC_ORIGIN" | "HOST" | "PORT">): string {
  if (env.PUBLIC_ORIGIN) return new URL(env.PUBLIC_ORIGIN).origin;
  const host = anyInterface.has(env.HOST) ? "localhost" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  return new URL(`http://${host}:${env.PORT}`).origin;
}

/**
 * Why the server must not start with this environment, in one line, or null. In production, e-mails
 * that leave the building need PUBLIC_ORIGIN: the server's own address (often a private one behind a
 * proxy) would put links nobody can open in them (docs/product/decisions.md, Round 3).
 */
export function startupRefusal(env: Env): string | null {
  if (env.NODE_ENV === "production" && env.SMTP_URL && !env.PUBLIC_ORIGIN) {
    return "Refusing to start: SMTP_URL is set but PUBLIC_ORIGIN is not. Set PUBLIC_ORIGIN to the site's public address (e.g. https://ridgeroadvineyard.com) so links in e-mails point at it.";
  }
  return null;
}

/** An Env for tests: defaults plus overrides, never reading the real environment. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // No server render unless a test asks for one: api tests run before (and without) `npm run build`.
  return readEnv({ NODE_ENV: "test", DATABASE_FILE: ":memory:", WEB_SERVER_DIST: "none", ...overrides });
}
