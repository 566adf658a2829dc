import { site } from "contracts";
import { generateOpenApiDocument, type OpenApiMeta, type OpenApiRouter } from "trpc-to-openapi";
import type { ProcedureMeta as MetaOfProcedures } from "../trpc/init";
import { proceduresOf } from "../trpc/internals";
import type { Access } from "../trpc/procedures";
import {
  accessSentence,
  components,
  errorAnswers,
  idempotencyParameter,
  type OperationFacts,
  okHeaders,
  securityOf,
  securitySchemes,
  tagDescriptions,
} from "./openapi-answers";
import { UPLOAD_PATH, uploadOperation } from "./uploads";

type ProcedureMeta = OpenApiMeta & {
  access?: Access;
  scope?: MetaOfProcedures["scope"];
  /** The answer's media type when it is not JSON (the REST adapter serves the text as is). */
  produces?: string;
  /** The call answers JSON too (its `format` asks for the other media type). */
  alsoJson?: boolean;
  /** More paths the same procedure answers at (`meta.aliases`, served by http/rest.ts). */
  aliases?: `/${string}`[];
};

type Document = ReturnType<typeof generateOpenApiDocument>;

/**
 * A procedure answering at more than one path (API.md: `GET /api/admin/users` and `GET /api/users`)
 * is documented at each, as the same operation under its own operationId, which must be unique.
 */
function documentAliases(
  document: Document,
  openapi: { method: string; path: string },
  operation: Record<string, unknown>,
  aliases: readonly `/${string}`[],
): void {
  const method = openapi.method.toLowerCase();
  for (const alias of aliases) {
    const suffix = alias.slice(1).replace(/[^A-Za-z0-9]+/g, "-");
    const copy = {
      ...structuredClone(operation),
      operationId: `${String(operation.operationId)}-at-${suffix}`,
      description: `The same procedure as ${openapi.method} /api${openapi.path}.`,
    };
    document.paths = { ...document.paths, [alias]: { ...document.paths?.[alias], [method]: copy } };
  }
}

const catalogueAnswers = new Set([
  "/wines",
  "/wines/membership",
  "/wines/{id}",
  "/gift-packages",
  "/merchandise",
  "/reservation-types",
]);
/** Procedures that charge a card, and so can answer 402 (a decline). */
const chargesCards = new Set([
  "orders.processPayment",
  "membership.upgrade",
  "membership.updatePaymentMethod",
]);

type Operation = Record<string, unknown> & {
  parameters?: ({ name?: string } | { $ref: string })[];
  responses?: Record<string, unknown>;
};

/** What the document says on every operation: who may call it, how, what it answers (openapi-answers.ts). */
function describe(operation: Operation, facts: OperationFacts, scope: ProcedureMeta["scope"]): void {
  const summary = typeof operation.summary === "string" ? operation.summary : "";
  operation.description = `${summary}${/[.!?]$/.test(summary) ? "" : "."} ${accessSentence(facts.access, scope)}`;
  operation["x-access"] = facts.access;
  if (scope && scope !== "session") operation["x-scope"] = scope;
  operation.security = securityOf(facts.access, scope);
  const ok = (operation.responses?.["200"] ?? {}) as Record<string, unknown>;
  operation.responses = { "200": { ...ok, headers: okHeaders(facts) }, ...errorAnswers(facts) };
  if (facts.method === "POST") operation.parameters = [...(operation.parameters ?? []), idempotencyParameter];
}

/**
 * The OpenAPI document of every procedure's REST path, with who may call each one. The router comes
 * from the caller (app.ts), so http/ never imports the app router composed above the modules.
 */
export function buildOpenApiDocument(appRouter: OpenApiRouter) {
  const document = generateOpenApiDocument(appRouter, {
    title: site.name,
    description: [
      "The winery's shop, wine club, reservations and back office, as REST. The same procedures serve the web app over tRPC at /trpc.",
      "",
      "Two ways in: a person's session cookie (POST /api/auth/login), or, for a partner's server, an API key made by an admin at /admin/developers and sent as `Authorization: Bearer rr_...`. A key can do only what its scopes allow (each operation names the scope it needs); calls for people only answer a key 403. Each key may make 600 requests a minute: every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset, and a 429 says Retry-After.",
      "",
      'Times are UTC ISO timestamps; a field that is a date (yyyy-MM-dd) is a New York date. Money is a decimal string of dollars ("50.00") in the shop\'s answers and integer cents where the field says so. Lists that page answer X-Total-Count. Any POST takes an Idempotency-Key header. Webhooks (signed, Standard Webhooks) are managed at /admin/webhooks.',
    ].join("\n"),
    version: "1.0.0",
    baseUrl: "/api",
    securitySchemes,
  });
  document.info = {
    ...document.info,
    contact: { name: site.name, email: site.email },
    license: {
      name: "Proprietary: for the winery and its partners",
      url: "https://ridgeroadvineyard.example/terms",
    },
  };
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...components.schemas },
    responses: components.responses,
    headers: components.headers,
    parameters: components.parameters,
  } as unknown as typeof document.components;
  // trpc-to-openapi's own error schemas are replaced by the one the REST adapter answers with.
  for (const name of Object.keys(document.components?.schemas ?? {})) {
    if (name.startsWith("error.")) delete document.components?.schemas?.[name];
  }
  for (const { path, meta } of proceduresOf<ProcedureMeta>(appRouter)) {
    const openapi = meta?.openapi;
    const operation = openapi
      ? (document.paths?.[openapi.path]?.[openapi.method.toLowerCase() as "get"] as Operation | undefined)
      : undefined;
    if (!openapi || !operation) continue;
    const method = openapi.method.toUpperCase();
    const facts: OperationFacts = {
      method,
      path: openapi.path,
      access: meta?.access ?? "public",
      body: method === "POST" || method === "PUT" || method === "PATCH",
      paged:
        method === "GET" && (operation.parameters ?? []).some((p) => "name" in p && p.name === "pageSize"),
      etag: method === "GET" && catalogueAnswers.has(openapi.path),
      payment: chargesCards.has(path),
    };
    describe(operation, facts, meta?.scope);
    const produces = meta?.produces;
    const ok = operation.responses?.["200"] as { content?: unknown } | undefined;
    if (produces && ok) {
      const json = meta?.alsoJson ? (ok.content as Record<string, unknown> | undefined) : undefined;
      ok.content = { ...json, [produces]: { schema: { type: "string" } } };
    }
    documentAliases(document, openapi, operation, meta?.aliases ?? []);
  }
  document.paths = { ...document.paths, [UPLOAD_PATH.slice("/api".length)]: uploadOperation };
  const used = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      for (const tag of (operation as { tags?: string[] }).tags ?? []) used.add(tag);
    }
  }
  document.tags = [...used].sort().map((name) => ({ name, description: tagDescriptions[name] ?? name }));
  return document;
}
