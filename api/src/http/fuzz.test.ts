import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../app";
import { createTestApp, rawRows, type TestApp } from "../test/helpers";

/**
 * Every REST operation of the OpenAPI document gets a fixed, seeded set of malformed inputs, from a
 * visitor and from an admin (who gets past the access checks to the validation). No answer may be a
 * 5xx, and the database must be exactly as it was: a refused request changes nothing.
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  maxLength?: number;
  anyOf?: JsonSchema[];
}
interface Parameter {
  in: "path" | "query";
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: { "application/json"?: { schema?: JsonSchema } } };
}

/** A small seeded generator (mulberry32), so every run sends the same requests. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const longText = "é".repeat(20_000);
const oddKeys = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype"];
/** Values that are the wrong type (or out of range) for a field of the given schema. */
function wrongValues(schema: JsonSchema | undefined): unknown[] {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  const common: unknown[] = [null, [], { nested: { deeper: [1, 2, 3] } }];
  switch (type) {
    case "string":
      return [...common, 12345, true, longText, "\u0000\uFFFF\uD800", schema?.enum ? "not-one-of-them" : ""];
    case "integer":
    case "number":
      return [...common, "abc", 1e308, -1e308, -1, 2 ** 53 + 1, 1.5, "12"];
    case "boolean":
      return [...common, "yes", 1, 0];
    case "array":
      return [...common, "not-a-list", [null, 1e308, longText]];
    default:
      return [...common, 12345, longText, false];
  }
}

/** Path parameters that name nothing: empty-ish, huge, encoded oddly, prototype names. */
const badPathValues = [
  "%",
  "%zz",
  "%E0%A4%A",
  "-1",
  "0",
  "x".repeat(5000),
  "__proto__",
  "constructor",
  "..%2F..%2Fetc",
];

/** Lone surrogates cannot be percent-encoded: they go as the bytes of an invalid UTF-8 sequence. */
function encodeQuery(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80%FF";
  }
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{\w+\}/g, value);
}

interface Probe {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

function probesFor(method: string, path: string, operation: Operation, random: () => number): Probe[] {
  const probes: Probe[] = [];
  const hasPathParams = /\{\w+\}/.test(path);
  const pathValues = hasPathParams ? badPathValues : [""];
  const anyPath = () => fillPath(path, pathValues[Math.floor(random() * pathValues.length)] ?? "x");
  const query = (operation.parameters ?? []).filter((p) => p.in === "query");
  const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
  const fields = Object.entries(bodySchema?.properties ?? {});

  for (const value of pathValues) probes.push({ method, path: fillPath(path, value) });
  // Query strings: odd keys, wrong values for every field, bad encodings, repeated keys.
  for (const key of oddKeys) probes.push({ method, path: `${anyPath()}?${key}=1` });
  for (const param of query) {
    for (const value of wrongValues(param.schema)) {
      const text = typeof value === "string" ? value : JSON.stringify(value);
      probes.push({ method, path: `${anyPath()}?${param.name}=${encodeQuery(text)}` });
    }
    probes.push({ method, path: `${anyPath()}?${param.name}=%zz&${param.name}=%` });
    probes.push({ method, path: `${anyPath()}?${param.name}=1&${param.name}=2&${param.name}[]=3` });
  }
  if (method === "GET" || method === "DELETE") return probes;

  // Bodies: not JSON, not an object, the wrong media type, missing and extra fields, wrong types.
  const json = (body: unknown) => ({ method, path: anyPath(), body: JSON.stringify(body) });
  probes.push({ method, path: anyPath(), body: "{not json" });
  probes.push({ method, path: anyPath(), body: "[1,2,3]" });
  probes.push({ method, path: anyPath(), body: "null" });
  probes.push({ method, path: anyPath(), body: '"text"' });
  probes.push({ method, path: anyPath(), body: "\uD800\uDFFF\uFFFE" });
  probes.push({
    method,
    path: anyPath(),
    body: "wineId=1&quantity=2",
    contentType: "application/x-www-form-urlencoded",
  });
  probes.push({ method, path: anyPath(), body: '{"a":1}', contentType: "text/plain" });
  probes.push(json(Object.fromEntries(oddKeys.map((k) => [k, { polluted: true }]))));
  probes.push({
    method,
    path: anyPath(),
    body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  });
  for (const [name, schema] of fields) {
    for (const value of wrongValues(schema)) probes.push(json({ [name]: value }));
  }
  // A few seeded mixtures of wrong values across fields.
  for (let i = 0; i < 6 && fields.length > 1; i++) {
    const body: Record<string, unknown> = {};
    for (const [name, schema] of fields) {
      if (random() < 0.6) {
        const values = wrongValues(schema);
        body[name] = values[Math.floor(random() * values.length)];
      }
    }
    probes.push(json(body));
  }
  return probes;
}

/** Every table's rows, hashed: the attempt counters of the limits are the only table allowed to move. */
async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = (await rawRows(
    t.db,
    t.db.engine === "postgres"
      ? "select table_name as name from information_schema.tables where table_schema = 'public' order by table_name"
      : "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
  )) as { name: string }[];
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (name === "rate_limit_hits" || name === "__drizzle_migrations") continue;
    // Sorted in JS: some tables (the full-text index's own) have no rowid to order by.
    const rows = (await rawRows(t.db, `select * from "${name}"`)).map((row) => JSON.stringify(row)).sort();
    result[name] = createHash("sha256").update(JSON.stringify(rows)).digest("hex");
  }
  return result;
}

describe("fuzzing every REST operation with malformed input", () => {
  it("answers no 5xx and changes nothing", { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    const document = buildOpenApiDocument() as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const visitor = t.client();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const before = await fingerprint(t);
    const random = seeded(1968);
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    let operations = 0;
    let requests = 0;

    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [lower, operation] of Object.entries(methods)) {
        const method = lower.toUpperCase();
        // Signing out takes no input, so nothing sent to it is malformed: it always succeeds.
        if (path === "/auth/logout") continue;
        // Likewise "Run now" for club billing: it takes no input, and every run is recorded.
        if (path === "/admin/club/runs" && method === "POST") continue;
        operations++;
        for (const probe of probesFor(method, path, operation, random)) {
          for (const client of [visitor, admin]) {
            const headers: Record<string, string> = {};
            if (probe.body !== undefined) headers["content-type"] = probe.contentType ?? "application/json";
            const res = await t.app.request(`http://localhost/api${probe.path}`, {
              method: probe.method,
              headers: {
                ...headers,
                origin: "http://localhost",
                cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
              },
              body: probe.body,
            });
            requests++;
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status >= 500)
              serverErrors.push(`${res.status} ${probe.method} ${probe.path.slice(0, 120)}`);
            const text = await res.text();
            if (res.status >= 400 && res.status !== 404) {
              // Every refusal has the error shape.
              const body = JSON.parse(text) as { message?: unknown; code?: unknown };
              expect(typeof body.message, `${probe.method} ${probe.path.slice(0, 80)}`).toBe("string");
              expect(typeof body.code).toBe("string");
            }
          }
        }
      }
    }
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `fuzz: ${operations} operations, ${requests} requests, ${serverErrors.length} answers of 5xx (${counts.join(", ")})`,
    );
    expect(serverErrors).toEqual([]);
    expect(await fingerprint(t)).toEqual(before);
    expect(operations).toBeGreaterThan(35);
  });
});
