import { getConnInfo } from "@hono/node-server/conninfo";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { site } from "contracts/site";
import { Hono, type Context as HonoContext } from "hono";
import { bearerSecret, checkApiKey, type KeyCaller, quotaHeaders } from "./auth/api-keys";
import { type AppOptions, createAppDeps } from "./deps";
import { bodyLimit, JSON_BODY_MAX_BYTES } from "./http/body-limit";
import { mountCatalogueCache } from "./http/catalogue";
import { clientAddress } from "./http/client-address";
import { compression } from "./http/compress";
import { renderDocs } from "./http/docs";
import { answerError } from "./http/errors";
import { idempotent } from "./http/idempotency";
import { buildOpenApiDocument as buildDocument } from "./http/openapi";
import { originCheck } from "./http/origin";
import { createRestHandler } from "./http/rest";
import { securityHeaders } from "./http/security-headers";
import { mountServerRender } from "./http/server-render";
import { trpcGuard } from "./http/trpc-guard";
import { mountUploads, UPLOAD_PATH, UploadStore, uploadsFolder } from "./http/uploads";
import { mountWeb } from "./http/web";
import { oneClickUnsubscribe } from "./modules/newsletter/one-click";
import { stripeWebhook } from "./modules/orders/stripe-webhook";
import { mountSeo } from "./modules/seo/seo.routes";
import { pageHeadFor } from "./modules/seo/seo.service";
import { StripeGateway } from "./payments/stripe-gateway";
import { appRouter } from "./router";
import { type AppDeps, type Context, createContext } from "./trpc/context";

export { type AppOptions, createAppDeps, paymentsFromEnv } from "./deps";

/** The OpenAPI document of the app's REST paths (served at /api/openapi.json, read by tests). */
export const buildOpenApiDocument = () => buildDocument(appRouter);

let builtDocs: { document: ReturnType<typeof buildOpenApiDocument>; html: string } | undefined;
/**
 * The document and its docs page depend on the router alone: built once per process (building them
 * takes 60-170 ms, which the API tests, each making apps of their own, paid for every app).
 */
function openApiDocs() {
  if (!builtDocs) {
    const document = buildOpenApiDocument();
    builtDocs = { document, html: renderDocs(document) };
  }
  return builtDocs;
}

/** The Hono app: the site's headers and limits, tRPC, REST, the docs, the webhook and the web app. */
export function createApp(options: AppOptions & { deps?: AppDeps }) {
  const deps = options.deps ?? createAppDeps(options);
  const { db, env, clock, payments } = deps;
  const publicOrigin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : null;
  const siteOrigin = (url: URL) => publicOrigin ?? url.origin;

  // One per request: the catalogue cache may build it before the procedure does, and validating the
  // session twice would renew it in the first and send the renewed cookie from neither.
  const contexts = new WeakMap<HonoContext, Promise<Context>>();
  // The API key each REST request came with, once checked (below, before any route answers).
  const keyCallers = new WeakMap<HonoContext, KeyCaller>();
  const requestIp = (c: HonoContext): string => {
    let socket = "unknown";
    try {
      socket = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // app.request() in tests has no socket.
      socket = "127.0.0.1";
    }
    return clientAddress(socket, c.req.header("x-forwarded-for"), env.TRUST_PROXY);
  };
  const requestContext = (c: HonoContext): Promise<Context> => {
    const known = contexts.get(c);
    if (known) return known;
    const secure = siteOrigin(new URL(c.req.url)).startsWith("https:");
    // The promise is kept, not its answer: a second caller while the session is read waits for it.
    const ctx = createContext(deps, {
      headers: c.req.raw.headers,
      ip: requestIp(c),
      secure,
      apiKey: keyCallers.get(c) ?? null,
    });
    contexts.set(c, ctx);
    return ctx;
  };

  /**
   * Whether a request gets the answer kept for everyone: it has no cookie, or its cookies neither
   * renew a session (the renewed cookie must reach it) nor make `ownAnswer` true for its context.
   */
  const seesSharedAnswer = async (c: HonoContext, ownAnswer: (ctx: Context) => boolean): Promise<boolean> => {
    if (!c.req.header("cookie") || keyCallers.has(c)) return true;
    const ctx = await requestContext(c);
    return !ownAnswer(ctx) && !ctx.responseHeaders.has("set-cookie");
  };

  /** Cookies and headers a procedure asked for go onto whatever answer the adapter built. */
  const withContextHeaders = (response: Response, ctx: Context): Response => {
    // Set in place: a new Response around `response.body` would turn the answer into a stream.
    for (const [name, value] of ctx.responseHeaders) {
      if (name.toLowerCase() === "set-cookie") continue;
      response.headers.set(name, value);
    }
    for (const cookie of ctx.responseHeaders.getSetCookie()) response.headers.append("Set-Cookie", cookie);
    return response;
  };

  const { document: openApiDocument, html: docsHtml } = openApiDocs();

  const app = new Hono();
  app.onError(answerError);
  app.use(securityHeaders({ hsts: publicOrigin?.startsWith("https:") ?? false }));
  // Built files are precompressed at build time (scripts/precompress.mjs); only answers made per
  // request are compressed here.
  app.use("/api/*", compression());
  app.use("/trpc/*", compression());
  // A partner's key is checked before anything answers: 401 for a bad key, 429 past its limit, and
  // every answer to a key says how much of its minute is left (DECISIONS.md, Round 3: Partner access).
  app.use("/api/*", async (c, next) => {
    const authorization = c.req.header("authorization");
    if (authorization === undefined) return next();
    const secret = bearerSecret(authorization);
    if (!secret) {
      return c.json(
        { message: "Send the API key as Authorization: Bearer rr_...", code: "UNAUTHORIZED" },
        401,
        { "WWW-Authenticate": "Bearer" },
      );
    }
    const check = await checkApiKey(db, secret, requestIp(c), clock.now());
    if (!check.ok) {
      const code = check.status === 401 ? "UNAUTHORIZED" : "TOO_MANY_REQUESTS";
      const headers: Record<string, string> =
        check.status === 401
          ? { "WWW-Authenticate": "Bearer" }
          : { ...quotaHeaders(check.quota), "Retry-After": String(check.quota.resetSeconds) };
      return c.json({ message: check.message, code }, check.status, headers);
    }
    keyCallers.set(c, check.key);
    await next();
    for (const [name, value] of Object.entries(quotaHeaders(check.quota))) c.res.headers.set(name, value);
  });
  app.use(
    "/api/*",
    // A key's request is a partner's server: browsers cannot send an Authorization header to another
    // origin without a preflight this server never grants, so the CSRF check has nothing to guard.
    originCheck(
      siteOrigin,
      (path, headers) =>
        path === "/api/webhooks/stripe" || bearerSecret(headers.get("authorization")) !== null,
    ),
  );
  app.use(
    "/trpc/*",
    originCheck(siteOrigin, () => false),
  );
  // Uploads have their own limit (5 MB), checked after the caller is known.
  app.use(
    "/api/*",
    bodyLimit(JSON_BODY_MAX_BYTES, (path) => path === UPLOAD_PATH),
  );
  app.use("/trpc/*", trpcGuard(), bodyLimit(JSON_BODY_MAX_BYTES));
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", "no-store");
  });
  // Staff see the catalogue's unavailable items.
  mountCatalogueCache(app, db, (c) => seesSharedAnswer(c, (ctx) => ctx.user?.role === "admin"));

  app.get("/api/health", async (c) => {
    await db.ping();
    return c.json({ status: "ok", time: clock.now().toISOString() });
  });
  app.get("/api/openapi.json", (c) => c.json(openApiDocument));
  app.get("/api/docs", (c) => c.html(docsHtml));
  mountUploads(app, { store: new UploadStore(uploadsFolder(env)), context: requestContext });

  if (payments instanceof StripeGateway && env.STRIPE_WEBHOOK_SECRET) {
    app.post(
      "/api/webhooks/stripe",
      stripeWebhook({
        db,
        clock,
        hooks: deps.hooks,
        stripe: payments.stripe,
        secret: env.STRIPE_WEBHOOK_SECRET,
      }),
    );
  }

  app.all("/trpc/*", async (c) => {
    const ctx = await requestContext(c);
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
    const ctx = await requestContext(c);
    const key = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || key === undefined) {
      return withContextHeaders(await rest(c.req.raw, ctx), ctx);
    }
    // A retried POST answers what the first one did (http/idempotency.ts).
    const raw = c.req.raw;
    const body = await raw.text();
    const caller = ctx.apiKey
      ? `key:${ctx.apiKey.id}`
      : ctx.user
        ? `user:${ctx.user.id}`
        : ctx.cartToken
          ? `cart:${ctx.cartToken}`
          : `ip:${ctx.ip}`;
    const answer = await idempotent(
      db,
      { caller, key, method: raw.method, path: new URL(raw.url).pathname, body, now: clock.now() },
      async () =>
        withContextHeaders(
          await rest(new Request(raw.url, { method: raw.method, headers: raw.headers, body }), ctx),
          ctx,
        ),
    );
    return answer;
  });

  // RFC 8058: mail apps' own Unsubscribe button POSTs here (a browser opening the link gets the page).
  app.post("/newsletter/unsubscribe", oneClickUnsubscribe(deps));

  mountSeo(app, db, deps.mail.links.origin);
  // A signed-in person's page has their own header and data; a visitor gets the page everyone gets.
  const renderer = mountServerRender(app, {
    serverDist: env.WEB_SERVER_DIST,
    db,
    shared: (c) => seesSharedAnswer(c, (ctx) => ctx.user !== null),
  });
  mountWeb(app, env.WEB_DIST, {
    siteName: site.name,
    renderer,
    headFor: (path) => pageHeadFor(db, deps.mail.links.origin, path),
  });
  return app;
}
