import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { proceduresOf, schemaDef, writtenFor } from "./internals";
import { adminProcedure, mergeRouters, publicProcedure, router } from "./procedures";

/*
 * Each private part api/src/trpc/internals.ts relies on, checked as the api uses it. A failure here
 * after an upgrade means the package changed what the api relies on: its message names the package,
 * the version the code was written for, and what to rework.
 */

type Package = keyof typeof writtenFor;
const broken = (pkg: Package, what: string) =>
  `${pkg} is no longer as api/src/trpc/internals.ts was written for (${pkg} ${writtenFor[pkg]}): ${what}`;

/** The installed version of a package, found as Node finds it: the nearest node_modules up. */
function installedVersion(pkg: string): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, "node_modules", pkg, "package.json");
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")).version;
    if (dirname(dir) === dir) return undefined;
  }
}

describe("the installed packages are the versions the internals were written for", () => {
  it.each(Object.entries(writtenFor))("%s %s", (pkg, version) => {
    expect(
      installedVersion(pkg),
      `${pkg} is no longer ${version}, the version api/src/trpc/internals.ts was written for: check that ` +
        "this file's other tests pass and the module's comments still hold, then set the new version there",
    ).toBe(version);
  });
});

describe("tRPC: proceduresOf", () => {
  it("lists every procedure by dotted path, merged and nested ones included, with its meta and first input", () => {
    const wineInput = z.object({ id: z.number() });
    const wines = router({
      get: publicProcedure
        .meta({ openapi: { method: "GET", path: "/wines/{id}" } })
        .input(wineInput)
        .input(z.object({ vintage: z.number().optional() }))
        .query(() => null),
      list: publicProcedure.query(() => []),
    });
    const username = z.string();
    const users = router({ remove: adminProcedure.input(username).mutation(() => null) });
    const pages = router({ drafts: router({ list: adminProcedure.query(() => []) }) });
    const app = router({ wines, admin: mergeRouters(users, pages) });

    expect(proceduresOf(app), broken("@trpc/server", "router._def.procedures")).toEqual([
      {
        path: "wines.get",
        type: "query",
        meta: { access: "public", openapi: { method: "GET", path: "/wines/{id}" } },
        input: wineInput,
      },
      { path: "wines.list", type: "query", meta: { access: "public" }, input: undefined },
      { path: "admin.remove", type: "mutation", meta: { access: "admin" }, input: username },
      { path: "admin.drafts.list", type: "query", meta: { access: "admin" }, input: undefined },
    ]);
  });
});

describe("zod: schemaDef", () => {
  it("reads what a schema is and the schemas it wraps or holds", () => {
    const id = z.number();
    const fields = z.object({ id, tags: z.array(z.string()) });
    const message = broken("zod", "schema._zod.def");
    expect(schemaDef(fields)?.type, message).toBe("object");
    expect(schemaDef(fields)?.shape, message).toEqual({ id, tags: fields.shape.tags });
    expect(schemaDef(schemaDef(fields.shape.tags)?.element)?.type, message).toBe("string");
    for (const [type, wrapped] of [
      ["optional", fields.optional()],
      ["nullable", fields.nullable()],
      ["default", fields.default({ id: 1, tags: [] })],
      ["prefault", fields.prefault({ id: 1, tags: [] })],
    ] as const) {
      expect(schemaDef(wrapped), message).toMatchObject({ type, innerType: fields });
    }
    expect(schemaDef(id.transform(String)), message).toMatchObject({ type: "pipe", in: id });
    expect(schemaDef("not a schema")).toBeUndefined();
    expect(schemaDef({ _zod: null })).toBeUndefined();
  });
});
