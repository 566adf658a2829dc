import { site } from "contracts";
import { generateOpenApiDocument, type OpenApiMeta, type OpenApiRouter } from "trpc-to-openapi";
import { proceduresOf } from "../trpc/internals";
import type { Access } from "../trpc/procedures";
import { UPLOAD_PATH, uploadOperation } from "./uploads";

type ProcedureMeta = OpenApiMeta & {
  access?: Access;
  /** The answer's media type when it is not JSON (the REST adapter serves the text as is). */
  produces?: string;
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

/**
 * The OpenAPI document of every procedure's REST path, with who may call each one. The router comes
 * from the caller (app.ts), so http/ never imports the app router composed above the modules.
 */
export function buildOpenApiDocument(appRouter: OpenApiRouter) {
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
  for (const { meta } of proceduresOf<ProcedureMeta>(appRouter)) {
    const openapi = meta?.openapi;
    const operation = openapi
      ? (document.paths?.[openapi.path]?.[openapi.method.toLowerCase() as "get"] as
          | Record<string, unknown>
          | undefined)
      : undefined;
    if (!operation) continue;
    const access = meta?.access ?? "public";
    operation["x-access"] = access;
    if (access === "public") delete operation.security;
    const produces = meta?.produces;
    const ok = (operation.responses as Record<string, { content?: unknown }> | undefined)?.["200"];
    if (produces && ok) ok.content = { [produces]: { schema: { type: "string" } } };
    if (openapi) documentAliases(document, openapi, operation, meta?.aliases ?? []);
  }
  document.paths = { ...document.paths, [UPLOAD_PATH.slice("/api".length)]: uploadOperation };
  return document;
}
