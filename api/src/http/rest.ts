import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { AnyRouter } from "@trpc/server/unstable-core-do-not-import";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import { badRequest, notFound } from "../trpc/errors";

/**
 * Serves each procedure at its `meta.openapi` path. trpc-to-openapi's own handler coerces inputs by
 * setting `coerce` on the shared zod schemas, for JSON bodies too, which then also changes what tRPC
 * accepts (null stock became 0, "false" became true). This adapter coerces query strings only, on a
 * copy of the values, and never touches a schema. trpc-to-openapi still writes the OpenAPI document.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface ZodLike {
  _zod: {
    def: {
      type: string;
      innerType?: ZodLike;
      in?: ZodLike;
      shape?: Record<string, ZodLike>;
      element?: ZodLike;
    };
  };
}

interface Route {
  method: Method;
  pattern: RegExp;
  params: string[];
  staticSegments: number;
  procedurePath: string;
  type: string;
  input: ZodLike | undefined;
  /** A media type other than JSON for the answer (`meta.produces`): the procedure returns its text. */
  produces: string | undefined;
}

const bodyMethods = new Set(["POST", "PUT", "PATCH"]);

function unwrap(schema: ZodLike | undefined): ZodLike | undefined {
  let current = schema;
  for (let i = 0; i < 10 && current; i++) {
    const def = current._zod.def;
    if (
      def.type === "optional" ||
      def.type === "nullable" ||
      def.type === "default" ||
      def.type === "prefault"
    ) {
      current = def.innerType;
    } else if (def.type === "pipe") {
      current = def.in;
    } else {
      return current;
    }
  }
  return current;
}

/**
 * Query strings carry text: numbers, booleans and repeated keys are read by the field's schema.
 * Keys that name an object's built-in members (`__proto__`, `constructor`, `toString`...) are
 * refused: they would reach the prototype instead of a field.
 */
function queryInput(url: URL, schema: ZodLike | undefined): Record<string, unknown> {
  const shape = unwrap(schema)?._zod.def.shape ?? {};
  const input: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    if (key in Object.prototype) throw badRequest(`"${key}" is not a query parameter`);
    const values = url.searchParams.getAll(key);
    const field = Object.hasOwn(shape, key) ? unwrap(shape[key]) : undefined;
    const kind = field?._zod.def.type;
    const read = (value: string, as: string | undefined): unknown => {
      if (as === "number" && value.trim() !== "" && !Number.isNaN(Number(value))) return Number(value);
      if (as === "boolean" && (value === "true" || value === "false")) return value === "true";
      return value;
    };
    if (kind === "array") {
      const element = unwrap(field?._zod.def.element)?._zod.def.type;
      input[key] = values.map((v) => read(v, element));
    } else {
      input[key] = read(values[values.length - 1] ?? "", kind);
    }
  }
  return input;
}

export function buildRoutes(router: AnyRouter): Route[] {
  const routes: Route[] = [];
  const procedures = router._def.procedures as Record<
    string,
    { _def: { meta?: OpenApiMeta & { produces?: string }; type: string; inputs: ZodLike[] } }
  >;
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const openapi = procedure._def.meta?.openapi;
    if (!openapi || openapi.enabled === false) continue;
    const params: string[] = [];
    const segments = openapi.path.split("/").filter(Boolean);
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
      type: procedure._def.type,
      input: procedure._def.inputs[0],
      produces: procedure._def.meta?.produces,
    });
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
  router: AnyRouter;
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
        input = queryInput(url, route.input);
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
      return Response.json(data ?? null);
    } catch (cause) {
      const error =
        cause instanceof TRPCError
          ? cause
          : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: cause as Error });
      options.onError?.(error, procedurePath);
      return Response.json(errorBody(error), { status: getHTTPStatusCodeFromError(error) });
    }
  };
}
