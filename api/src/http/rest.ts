import { type AnyTRPCRouter, TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import { badRequest, notFound } from "../trpc/errors";
import { proceduresOf, type SchemaDef, schemaDef } from "../trpc/internals";
import { jsonAnswer } from "./answers";

/**
 * Serves each procedure at its `meta.openapi` path. trpc-to-openapi's own handler coerces inputs by
 * setting `coerce` on the shared zod schemas, for JSON bodies too, which then also changes what tRPC
 * accepts (null stock became 0, "false" became true). This adapter coerces query strings only, on a
 * copy of the values, and never touches a schema. trpc-to-openapi still writes the OpenAPI document.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface Route {
  method: Method;
  pattern: RegExp;
  params: string[];
  staticSegments: number;
  procedurePath: string;
  type: string;
  /** The schema of the procedure's first input (read by `queryInput`). */
  input: unknown;
  /** A media type other than JSON for the answer (`meta.produces`): the procedure returns its text. */
  produces: string | undefined;
}

const bodyMethods = new Set(["POST", "PUT", "PATCH"]);

/** The definition of what a schema holds, through optional, nullable, default and pipe wrappers. */
function unwrap(schema: unknown): SchemaDef | undefined {
  let def = schemaDef(schema);
  for (let i = 0; i < 10 && def; i++) {
    if (
      def.type === "optional" ||
      def.type === "nullable" ||
      def.type === "default" ||
      def.type === "prefault"
    ) {
      def = schemaDef(def.innerType);
    } else if (def.type === "pipe") {
      def = schemaDef(def.in);
    } else {
      return def;
    }
  }
  return def;
}

/**
 * Query strings carry text: numbers, booleans and repeated keys are read by the field's schema.
 * Keys that name an object's built-in members (`__proto__`, `constructor`, `toString`...) are
 * refused: they would reach the prototype instead of a field.
 */
function queryInput(url: URL, schema: unknown, params: string[]): Record<string, unknown> {
  const shape = unwrap(schema)?.shape ?? {};
  // A filter the call does not know would be ignored without a word, and a partner's sync would
  // quietly fetch everything (`?from=` for `createdFrom`): it is refused, naming what is known.
  for (const key of url.searchParams.keys()) {
    if (key in Object.prototype) throw badRequest(`"${key}" is not a query parameter`);
  }
  const known = Object.keys(shape).filter((key) => !params.includes(key));
  const unknown = [...new Set(url.searchParams.keys())].filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    const names = unknown.map((key) => `"${key}"`).join(", ");
    throw badRequest(
      `Unknown query parameter${unknown.length === 1 ? "" : "s"} ${names}. ${
        known.length > 0 ? `This call takes: ${known.join(", ")}.` : "This call takes none."
      }`,
    );
  }
  const input: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    const field = Object.hasOwn(shape, key) ? unwrap(shape[key]) : undefined;
    const kind = field?.type;
    const read = (value: string, as: string | undefined): unknown => {
      if (as === "number" && value.trim() !== "" && !Number.isNaN(Number(value))) return Number(value);
      if (as === "boolean" && (value === "true" || value === "false")) return value === "true";
      return value;
    };
    if (kind === "array") {
      const element = unwrap(field?.element)?.type;
      input[key] = values.map((v) => read(v, element));
    } else {
      input[key] = read(values[values.length - 1] ?? "", kind);
    }
  }
  return input;
}

type RestMeta = OpenApiMeta & { produces?: string; aliases?: string[] };

export function buildRoutes(router: AnyTRPCRouter): Route[] {
  const routes: Route[] = [];
  for (const { path: procedurePath, type, meta, input } of proceduresOf<RestMeta>(router)) {
    const openapi = meta?.openapi;
    if (!openapi || openapi.enabled === false) continue;
    // One procedure may answer at more than one path (`meta.aliases`, documented by http/openapi.ts).
    for (const path of [openapi.path, ...(meta?.aliases ?? [])]) {
      const params: string[] = [];
      const segments = path.split("/").filter(Boolean);
      const source = segments
        .map((segment) => {
          const match = /^\{(\w+)\}$/.exec(segment);
          if (!match?.[1]) return segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
          params.push(match[1]);
          return "([^/]+)";
        })
        .join("/");
      routes.push({
        method: openapi.method,
        pattern: new RegExp(`^/${source}/?$`),
        params,
        staticSegments: segments.length - params.length,
        procedurePath,
        type,
        input,
        produces: meta?.produces,
      });
    }
  }
  // A static path wins over a {param} path of the same shape (/wines/membership before /wines/{id}).
  return routes.sort((a, b) => b.staticSegments - a.staticSegments);
}

function errorBody(error: TRPCError): { message: string; code: string; issues?: unknown[]; error?: string } {
  if (error.cause instanceof ZodError) {
    return {
      message: error.cause.issues[0]?.message ?? "Invalid input",
      code: error.code,
      issues: error.cause.issues,
    };
  }
  if (error.code === "INTERNAL_SERVER_ERROR") {
    return { message: "Something went wrong. Please try again.", code: error.code };
  }
  // A payment decline carries its machine-readable reason (card_declined, ...).
  const reason = "reason" in error && typeof error.reason === "string" ? error.reason : undefined;
  return { message: error.message, code: error.code, ...(reason ? { error: reason } : {}) };
}

export interface RestHandlerOptions {
  router: AnyTRPCRouter;
  /** The mount point of the REST paths, e.g. "/api". */
  prefix: string;
  onError?: (error: TRPCError, path: string) => void;
}

export function createRestHandler<TContext>(options: RestHandlerOptions) {
  const routes = buildRoutes(options.router);
  const createCaller = options.router.createCaller as (ctx: TContext) => Record<string, unknown>;

  return async (request: Request, ctx: TContext): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.slice(options.prefix.length) || "/";
    let procedurePath = "";
    try {
      let route: Route | undefined;
      let match: RegExpExecArray | null = null;
      for (const candidate of routes) {
        if (candidate.method !== request.method) continue;
        match = candidate.pattern.exec(path);
        if (match) {
          route = candidate;
          break;
        }
      }
      if (!route || !match) throw notFound("Not found");
      procedurePath = route.procedurePath;
      let input: Record<string, unknown>;
      if (bodyMethods.has(request.method)) {
        if (!request.headers.get("content-type")?.startsWith("application/json")) {
          throw new TRPCError({
            code: "UNSUPPORTED_MEDIA_TYPE",
            message: "Send the body as application/json",
          });
        }
        const text = await request.text();
        let body: unknown = {};
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          throw new TRPCError({ code: "PARSE_ERROR", message: "The body is not valid JSON" });
        }
        if (body === null || typeof body !== "object" || Array.isArray(body)) {
          throw badRequest("The body must be a JSON object");
        }
        input = { ...(body as Record<string, unknown>) };
      } else {
        input = queryInput(url, route.input, route.params);
      }
      route.params.forEach((name, index) => {
        try {
          input[name] = decodeURIComponent(match?.[index + 1] ?? "");
        } catch {
          throw badRequest(`The ${name} in the address is not valid`);
        }
      });
      let fn: unknown = createCaller(ctx);
      for (const segment of route.procedurePath.split(".")) {
        fn = (fn as Record<string, unknown>)[segment];
      }
      const data = await (fn as (input: unknown) => Promise<unknown>)(input);
      if (route.produces && typeof data === "string") {
        return new Response(data, { headers: { "content-type": `${route.produces}; charset=utf-8` } });
      }
      return jsonAnswer(data);
    } catch (cause) {
      const error =
        cause instanceof TRPCError
          ? cause
          : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: cause as Error });
      options.onError?.(error, procedurePath);
      return jsonAnswer(errorBody(error), getHTTPStatusCodeFromError(error));
    }
  };
}
