import type { AnyTRPCRouter } from "@trpc/server";

/*
 * The private parts of tRPC (and of zod's schemas) that the api relies on, and only here: the REST
 * adapter (http/rest.ts) and the OpenAPI document (http/openapi.ts) list a router's procedures and
 * read their input schemas through these functions. Neither is documented, so an upgrade may change
 * them without a word; internals.test.ts checks that each still exists and behaves as relied on, and
 * fails first of all when a package is no longer the version below. (The web's are gathered in
 * web/src/lib/internals.ts.)
 */

/** The versions these were written for (internals.test.ts fails on any other). */
export const writtenFor = {
  "@trpc/server": "11.22.1",
  zod: "4.6.7",
} as const;

/** One procedure of a router, as the REST adapter and the OpenAPI document read it. */
export interface ProcedureInfo<TMeta> {
  /** Its dotted path from the router's root (`admin.listUsers`). */
  path: string;
  type: "query" | "mutation" | "subscription";
  /** Its `.meta()` calls merged, the procedure builder's (`access`) included. */
  meta: TMeta | undefined;
  /** The schema of its first `.input()`, if it has one. */
  input: unknown;
}

interface ProcedureDef {
  _def: { type: ProcedureInfo<unknown>["type"]; meta?: unknown; inputs: unknown[] };
}

/**
 * Every procedure of a router, nested and merged routers' included, in the order they were added:
 * tRPC's private `router._def.procedures`, one flat record by dotted path. `TMeta` is the meta the
 * caller's procedures are built with (tRPC does not keep it in a router's type once widened).
 */
export function proceduresOf<TMeta = unknown>(router: AnyTRPCRouter): ProcedureInfo<TMeta>[] {
  const procedures = router._def.procedures as Record<string, ProcedureDef>;
  return Object.entries(procedures).map(([path, { _def }]) => ({
    path,
    type: _def.type,
    meta: _def.meta as TMeta | undefined,
    input: _def.inputs[0],
  }));
}

/** What is read of a zod schema's definition: its kind and the schemas it wraps or holds. */
export interface SchemaDef {
  /** "object", "string", "optional", "pipe"... */
  type: string;
  /** What an optional, nullable, default or prefault schema wraps. */
  innerType?: unknown;
  /** The input side of a pipe (a transform's or a preprocess's). */
  in?: unknown;
  /** An object's fields. */
  shape?: Record<string, unknown>;
  /** An array's element. */
  element?: unknown;
}

/** A zod schema's definition (zod's `schema._zod.def`), or undefined for anything else. */
export function schemaDef(schema: unknown): SchemaDef | undefined {
  if (typeof schema !== "object" || schema === null || !("_zod" in schema)) return undefined;
  const internals: unknown = schema._zod;
  if (typeof internals !== "object" || internals === null || !("def" in internals)) return undefined;
  return internals.def as SchemaDef;
}
