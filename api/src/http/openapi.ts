import { site } from "contracts";
import { generateOpenApiDocument, type OpenApiMeta } from "trpc-to-openapi";
import type { Access } from "../trpc/procedures";
import { appRouter } from "../trpc/root";
import { UPLOAD_PATH, uploadOperation } from "./uploads";

type ProcedureMeta = OpenApiMeta & {
  access?: Access;
  /** The answer's media type when it is not JSON (the REST adapter serves the text as is). */
  produces?: string;
};

/** The OpenAPI document of every procedure's REST path, with who may call each one. */
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
    const produces = _def.meta?.produces;
    const ok = (operation.responses as Record<string, { content?: unknown }> | undefined)?.["200"];
    if (produces && ok) ok.content = { [produces]: { schema: { type: "string" } } };
  }
  document.paths = { ...document.paths, [UPLOAD_PATH.slice("/api".length)]: uploadOperation };
  return document;
}
