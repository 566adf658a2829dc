import type { OpenAPIObject } from "trpc-to-openapi";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
  description?: string;
}

interface Answer {
  description?: string;
  content?: Record<string, { schema?: Json }>;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  "x-access"?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, Answer | { $ref: string }>;
}

const methods = ["get", "post", "put", "patch", "delete"] as const;

const accessLabels: Record<string, string> = {
  user: "signed in",
  member: "club members",
  admin: "admins",
};

function accessBadge(access: string | undefined): string {
  const label = access ? accessLabels[access] : undefined;
  return label ? ` <span class="lock">${label} only</span>` : "";
}

function schemaBlock(schema: Json | undefined): string {
  if (schema === undefined) return "";
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

/**
 * A readable API reference rendered on the server from the OpenAPI document: no CDN, no script,
 * so it works offline and under the site's CSP.
 */
export function renderDocs(doc: OpenAPIObject): string {
  // Shared parameters and answers are references into components: the page shows what they say.
  const resolve = <T>(item: T | { $ref: string }): T => {
    if (item && typeof item === "object" && "$ref" in item && typeof item.$ref === "string") {
      const [, , kind, name] = item.$ref.split("/");
      const components = doc.components as Record<string, Record<string, unknown> | undefined> | undefined;
      return (kind && name ? components?.[kind]?.[name] : undefined) as T;
    }
    return item as T;
  };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "other";
      const params = (op.parameters ?? [])
        .map((p) => resolve(p))
        .filter((p) => p !== undefined)
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${
              p.required ? "yes" : "no"
            }</td><td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
        )
        .join("");
      const body = op.requestBody?.content?.["application/json"]?.schema;
      const ok = resolve<Answer | undefined>(op.responses?.["200"])?.content?.["application/json"]?.schema;
      const errors = Object.entries(op.responses ?? {})
        .filter(([status]) => status !== "200")
        .map(
          ([status, r]) =>
            `<li><code>${escapeHtml(status)}</code> ${escapeHtml(resolve(r)?.description ?? "")}</li>`,
        )
        .join("");
      const html = `<section class="op" id="${escapeHtml(`${method}-${path}`)}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code>${accessBadge(
    op["x-access"],
  )}</h3>
  <p>${escapeHtml(op.description ?? op.summary ?? "")}</p>
  ${params ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${params}</tbody></table>` : ""}
  ${body ? `<details><summary>Request body (JSON)</summary>${schemaBlock(body)}</details>` : ""}
  ${ok ? `<details><summary>200 answer</summary>${schemaBlock(ok)}</details>` : ""}
  ${errors ? `<ul class="errors">${errors}</ul>` : ""}
</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const nav = tags.map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join(" ");
  const sections = tags
    .map((t) => `<h2 id="tag-${escapeHtml(t)}">${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join("\n")}`)
    .join("\n");
  const info = doc.info;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} · API reference</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#2b1a1e;background:#f8f3e9;line-height:1.5}
header{background:#6b1e2e;color:#f8f3e9;padding:1.5rem 2rem}header a{color:#f3d98b}
main{max-width:70rem;margin:0 auto;padding:1rem 2rem 4rem}nav{margin:1rem 0;display:flex;gap:.75rem;flex-wrap:wrap}
nav a{background:#fff;border:1px solid #e4d8c3;border-radius:999px;padding:.2rem .8rem;color:#6b1e2e;text-decoration:none}
h2{font-family:Georgia,serif;color:#6b1e2e;border-bottom:2px solid #c9a227;margin-top:2.5rem}
.op{background:#fff;border:1px solid #e4d8c3;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}
.op h3{font-size:1rem;margin:.5rem 0}.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:.25rem;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#2f6f4f}.post{background:#6b1e2e}.put{background:#8a5a00}.patch{background:#5b4a8a}.delete{background:#a32020}
.lock{font-size:.75rem;background:#f3e6c4;border-radius:.25rem;padding:.1rem .4rem;color:#6b4f00}
pre{background:#2b1a1e;color:#f8f3e9;padding:.75rem;border-radius:.4rem;overflow:auto;font-size:.8rem}
table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #e4d8c3;padding:.2rem .5rem;text-align:left}
</style></head>
<body><header><h1>${escapeHtml(info.title)} API</h1><p>${escapeHtml(info.description ?? "")}</p>
<p>Version ${escapeHtml(info.version)} · Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p></header>
<main><p>Bodies are JSON (send <code>content-type: application/json</code>, and <code>{}</code> for calls without a body). Money is a decimal string with 2 places. Errors answer <code>{ "message", "code", "issues"? }</code> with statuses 400, 401, 403, 404, 409, 402 and 429. Signed-in calls use the session cookie set by <code>POST /api/auth/login</code>; browsers must send a same-origin <code>Origin</code> header on state-changing calls.</p>
<nav>${nav}</nav>${sections}</main></body></html>`;
}
