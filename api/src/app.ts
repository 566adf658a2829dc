import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { site } from "contracts";
import type { Db } from "db";
import { Hono, type Context as HonoContext } from "hono";
import { generateOpenApiDocument, type OpenApiMeta } from "trpc-to-openapi";
import { RateLimiter } from "./auth/rate-limit";
import { type Clock, systemClock } from "./clock";
import type { Env } from "./env";
import { bodyLimit, JSON_BODY_MAX_BYTES } from "./http/body-limit";
import { clientAddress } from "./http/client-address";
import { compression } from "./http/compress";
import { renderDocs } from "./http/docs";
import { originCheck } from "./http/origin";
import { createRestHandler } from "./http/rest";
import { securityHeaders } from "./http/security-headers";
import { trpcGuard } from "./http/trpc-guard";
import type { PaymentGateway } from "./payments/gateway";
import { StripeGateway } from "./payments/stripe-gateway";
import { TestGateway } from "./payments/test-gateway";
import { stripeWebhook } from "./payments/webhook";
import { type AppDeps, type Context, createContext } from "./trpc/context";
import type { Access } from "./trpc/procedures";
import { appRouter } from "./trpc/root";

type ProcedureMeta = OpenApiMeta & { access?: Access };

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

export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: site.name,
    description:
      "The winery's shop, wine club, reservations and back office, as REST. The same procedures serve the web app over tRPC at /trpc.",
    version: "1.0.0",
    baseUrl: "/api",
    securitySchemes: {
      cookieAuth: {
        type: "apiKey",
        in: "cookie",
        name: "rr_session",
        description: "Set by POST /api/auth/login (named __Host-rr_session on https)",
      },
    },
  });
  // trpc-to-openapi marks every operation as needing the session unless told otherwise; the
  // procedure builders know who may call what, so the document says exactly that.
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: ProcedureMeta } }
  >;
  for (const { _def } of Object.values(procedures)) {
    const openapi = _def.meta?.openapi;
    const operation = openapi
      ? (document.paths?.[openapi.path]?.[openapi.method.toLowerCase() as "get"] as
          | Record<string, unknown>
          | undefined)
      : undefined;
    if (!operation) continue;
    const access = _def.meta?.access ?? "public";
    operation["x-access"] = access;
    if (access === "public") delete operation.security;
  }
  return document;
}

export function createApp(options: AppOptions) {
  const { db, env } = options;
  const clock = options.clock ?? systemClock;
  const payments = options.payments ?? paymentsFromEnv(env);
  const deps: AppDeps = { db, env, clock, rateLimiter: new RateLimiter(db, clock), payments };
  const publicOrigin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : null;
  const siteOrigin = (url: URL) => publicOrigin ?? url.origin;

  const requestContext = (c: HonoContext): Context => {
    let socket = "unknown";
    try {
      socket = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // app.request() in tests has no socket.
      socket = "127.0.0.1";
    }
    const ip = clientAddress(socket, c.req.header("x-forwarded-for"), env.TRUST_PROXY);
    const secure = siteOrigin(new URL(c.req.url)).startsWith("https:");
    return createContext(deps, { headers: c.req.raw.headers, ip, secure });
  };

  /** Cookies and headers a procedure asked for go onto whatever answer the adapter built. */
  const withContextHeaders = (response: Response, ctx: Context): Response => {
    if ([...ctx.responseHeaders.keys()].length === 0) return response;
    const headers = new Headers(response.headers);
    for (const [name, value] of ctx.responseHeaders) {
      if (name.toLowerCase() === "set-cookie") continue;
      headers.set(name, value);
    }
    for (const cookie of ctx.responseHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
    return new Response(response.body, { status: response.status, headers });
  };

  const openApiDocument = buildOpenApiDocument();
  const docsHtml = renderDocs(openApiDocument);

  const app = new Hono();
  app.use(securityHeaders({ hsts: publicOrigin?.startsWith("https:") ?? false }));
  // Built files are precompressed at build time (scripts/precompress.mjs); only answers made per
  // request are compressed here.
  app.use("/api/*", compression());
  app.use("/trpc/*", compression());
  app.use(
    "/api/*",
    originCheck(siteOrigin, (path) => path === "/api/webhooks/stripe"),
  );
  app.use(
    "/trpc/*",
    originCheck(siteOrigin, () => false),
  );
  app.use("/api/*", bodyLimit(JSON_BODY_MAX_BYTES));
  app.use("/trpc/*", trpcGuard(), bodyLimit(JSON_BODY_MAX_BYTES));
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", "no-store");
  });

  app.get("/api/health", (c) => {
    db.$client.prepare("select 1").get();
    return c.json({ status: "ok", time: clock.now().toISOString() });
  });
  app.get("/api/openapi.json", (c) => c.json(openApiDocument));
  app.get("/api/docs", (c) => c.html(docsHtml));

  if (payments instanceof StripeGateway && env.STRIPE_WEBHOOK_SECRET) {
    app.post(
      "/api/webhooks/stripe",
      stripeWebhook({ db, clock, stripe: payments.stripe, secret: env.STRIPE_WEBHOOK_SECRET }),
    );
  }

  app.all("/trpc/*", async (c) => {
    const ctx = requestContext(c);
    const response = await fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      createContext: () => ctx,
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR")
          console.error(`tRPC ${path ?? "?"} failed:`, error.cause ?? error);
      },
    });
    return withContextHeaders(response, ctx);
  });

  const rest = createRestHandler<Context>({
    router: appRouter,
    prefix: "/api",
    onError: (error, path) => {
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(`REST ${path || "?"} failed:`, error.cause ?? error);
    },
  });
  app.all("/api/*", async (c) => {
    const ctx = requestContext(c);
    return withContextHeaders(await rest(c.req.raw, ctx), ctx);
  });

  mountWeb(app, env.WEB_DIST);
  return app;
}

/** The built SPA: hashed assets cached for a year, other files for an hour, unknown paths get index.html. */
function mountWeb(app: Hono, webDist: string) {
  const indexFile = join(webDist, "index.html");
  let indexHtml: string | undefined;
  let indexModified = 0;
  // Without a build (api tests, a fresh clone before `npm run build`) only the fallback answers.
  const files = existsSync(webDist)
    ? serveStatic({ root: relative(process.cwd(), webDist) || ".", precompressed: true })
    : null;
  app.get("*", async (c, next) => {
    // index.html is always revalidated so a new build reaches people at once.
    if (!files || c.req.path === "/" || c.req.path === "/index.html") return next();
    const found = await files(c, next);
    if (found instanceof Response && found.ok) {
      const hashed = c.req.path.startsWith("/assets/");
      found.headers.set(
        "Cache-Control",
        hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    }
    return found;
  });
  app.get("*", (c) => {
    if (!existsSync(indexFile)) return c.text("The web app is not built yet: run `npm run build`.", 503);
    // Re-read after a rebuild: an old index.html would point at hashed files that are gone.
    const modified = statSync(indexFile).mtimeMs;
    if (indexHtml === undefined || modified !== indexModified) {
      indexHtml = readFileSync(indexFile, "utf8");
      indexModified = modified;
    }
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
