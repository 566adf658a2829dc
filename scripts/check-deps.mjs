// `npm test`'s dependency rules (docs/architecture.md): layers import one way, api modules import only
// lower modules, web features use each other only through their index.ts, no file cycles, and each
// table has one writer (one api module or ground folder).
// A short import scanner instead of dependency-cruiser, which cannot read TypeScript 7's files.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(new URL("..", import.meta.url).pathname);
const workspaces = ["contracts", "db", "api", "web", "e2e"];

/** The api's modules, lowest first: a module may import its own rank or lower, never higher. */
export const moduleRanks = {
  auth: 0,
  wines: 1,
  gifts: 1,
  merchandise: 1,
  coupons: 1,
  pages: 1,
  // The licensed states, limits and tax rates the cart and checkout read.
  compliance: 1,
  cart: 2,
  inventory: 2,
  // The stock audit's record of every change: the wine and item modules and the orders write it.
  stock: 1,
  orders: 3,
  membership: 4,
  reservations: 4,
  forum: 4,
  journal: 4,
  newsletter: 4,
  account: 4,
  seo: 4,
  admin: 6,
  // API keys' management and webhooks: they report the changes every module below makes.
  partners: 7,
};

/** Files that assemble the app from every module (composition roots) and may import any of them. */
const compositionRoots = [
  /^api\/src\/app\.ts$/,
  /^api\/src\/deps\.ts$/,
  /^api\/src\/server\.ts$/,
  /^api\/src\/router\.ts$/,
  /^api\/src\/jobs\//,
  /^api\/src\/test\//,
];

/**
 * The api's ground: what every module stands on (procedures, context, errors, auth, http, mail,
 * payments). It imports no module and no composition root, so arrows between them run one way; the
 * app router is composed above it, in api/src/router.ts. Its tests may assemble the whole app.
 */
const ground = /^api\/src\/(trpc|http|auth|mail|payments|shared)\/(?!.*\.test\.ts$)/;

/** Which workspaces each one may import (type-only imports of the router by web included). */
const allowedLayers = {
  contracts: ["contracts"],
  db: ["db", "contracts"],
  api: ["api", "db", "contracts"],
  web: ["web", "contracts", "api"],
  e2e: ["e2e", "db", "contracts"],
};

/**
 * Each table has one writer (docs/architecture.md): the module (or ground folder) whose service
 * inserts, updates and deletes its rows; others call that service. A table named here may be
 * written only by its owner; any other table by one owner at the most. Tests set up their data
 * as they like and are not counted.
 */
const tableOwners = {
  users: "api/src/modules/auth",
};

/** The drizzle tables db/src/schema declares, by their exported name. */
function tableNames() {
  const dir = join(root, "db", "src", "schema");
  const names = new Set();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".ts")) continue;
    for (const m of readFileSync(join(dir, name), "utf8").matchAll(/export const (\w+) = sqliteTable\(/g)) {
      if (m[1]) names.add(m[1]);
    }
  }
  return names;
}

/** The module folder, or the api folder (auth, mail, ...), or the file a write stands in. */
function ownerOf(from) {
  return /^api\/src\/modules\/[^/]+/.exec(from)?.[0] ?? /^api\/src\/[^/]+(?=\/)/.exec(from)?.[0] ?? from;
}

/** Who writes which table: `.insert(t)`, `.update(t)`, `.delete(t)` with t imported from "db". */
function tableWriters(files) {
  const tables = tableNames();
  const writers = new Map();
  for (const file of files) {
    const from = relative(root, file);
    if (!from.startsWith("api/src/") || /\.test\.ts$/.test(from) || from.startsWith("api/src/test/"))
      continue;
    const text = readFileSync(file, "utf8");
    // Local names of the tables imported from "db" (`import { merchandiseSizes as sizes } from "db"`).
    const local = new Map();
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']db["']/g)) {
      for (const part of (m[1] ?? "").split(",")) {
        const [name, alias] = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/);
        if (name && tables.has(name)) local.set(alias ?? name, name);
      }
    }
    // And through a namespace (`import * as schema from "db"`, then `schema.users`).
    for (const m of text.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*["']db["']/g)) {
      for (const name of tables) local.set(`${m[1]}.${name}`, name);
    }
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*([\w$]+(?:\.[\w$]+)?)\s*[,)]/g)) {
      const table = m[1] && local.get(m[1]);
      if (!table) continue;
      const byOwner = writers.get(table) ?? new Map();
      const owner = ownerOf(from);
      byOwner.set(owner, [...new Set([...(byOwner.get(owner) ?? []), from])]);
      writers.set(table, byOwner);
    }
  }
  return writers;
}

function checkTableWriters(files, problems) {
  for (const [table, byOwner] of tableWriters(files)) {
    const owner = tableOwners[table];
    if (owner) {
      for (const [other, from] of byOwner) {
        if (other !== owner)
          problems.push(`${from.join(", ")} writes ${table}: only ${owner} does (call its service)`);
      }
    } else if (byOwner.size > 1) {
      const where = [...byOwner].map(([o, from]) => `${o} (${from.join(", ")})`).join(" and ");
      problems.push(
        `${table} is written by ${where}: one module writes each table, the others call its service`,
      );
    }
  }
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith(".d.ts") && name !== "routeTree.gen.ts") {
      files.push(path);
    }
  }
  return files;
}

const importPattern =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"'`;]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every import of a file: its specifier and whether it is type-only (gone after compilation). */
function importsOf(file) {
  const text = readFileSync(file, "utf8");
  const found = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[3] ?? match[4];
    if (specifier) found.push({ specifier, typeOnly: Boolean(match[2]) });
  }
  return found;
}

function resolveFile(base) {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A specifier as a repository file (relative imports and workspace packages), or null for npm packages. */
function resolveImport(from, specifier) {
  if (specifier.startsWith(".")) return resolveFile(resolve(dirname(from), specifier));
  const [head, ...rest] = specifier.split("/");
  if (!workspaces.includes(head)) return null;
  const pkg = JSON.parse(readFileSync(join(root, head, "package.json"), "utf8"));
  const subpath = rest.length > 0 ? `./${rest.join("/")}` : ".";
  const target = pkg.exports?.[subpath];
  if (typeof target === "string") return resolveFile(join(root, head, target));
  // contracts/<path> maps onto contracts/src/<path>.
  return (
    resolveFile(join(root, head, "src", rest.join("/"))) ?? resolveFile(join(root, head, rest.join("/")))
  );
}

const workspaceOf = (path) => relative(root, path).split("/")[0];
const moduleOf = (path) => /^api\/src\/modules\/([^/]+)\//.exec(relative(root, path))?.[1];
const featureOf = (path) => /^web\/src\/features\/([^/]+)\//.exec(relative(root, path))?.[1];

export function check() {
  const problems = [];
  const files = workspaces.flatMap((w) => (existsSync(join(root, w)) ? walk(join(root, w)) : []));
  checkTableWriters(files, problems);
  const graph = new Map();
  for (const file of files) {
    const from = relative(root, file);
    const edges = [];
    for (const { specifier, typeOnly } of importsOf(file)) {
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const to = relative(root, target);
      const fromLayer = workspaceOf(file);
      const toLayer = workspaceOf(target);
      if (!(allowedLayers[fromLayer] ?? []).includes(toLayer)) {
        problems.push(`${from} imports ${to}: ${fromLayer} may not import ${toLayer}`);
      }
      if (fromLayer === "web" && toLayer === "api" && !typeOnly) {
        problems.push(`${from} imports ${to}: the web may only import the router's type from api`);
      }
      const fromModule = moduleOf(file);
      const toModule = moduleOf(target);
      if (ground.test(from) && (toModule || compositionRoots.some((p) => p.test(to)))) {
        problems.push(
          `${from} imports ${to}: ${from.split("/").slice(0, 3).join("/")}/ is ground every module stands on and imports no module or composition root (compose routers in api/src/router.ts)`,
        );
      }
      if (toModule && fromModule !== toModule) {
        if (fromModule) {
          const [a, b] = [moduleRanks[fromModule], moduleRanks[toModule]];
          if (a === undefined || b === undefined) {
            problems.push(
              `${from} imports ${to}: module ${a === undefined ? fromModule : toModule} has no rank in scripts/check-deps.mjs`,
            );
          } else if (b > a) {
            problems.push(
              `${from} imports ${to}: module ${fromModule} (rank ${a}) may not import the higher module ${toModule} (rank ${b})`,
            );
          }
        } else if (fromLayer === "api" && !compositionRoots.some((p) => p.test(from))) {
          problems.push(
            `${from} imports ${to}: only the composition roots (app.ts, deps.ts, server.ts, router.ts, jobs/) import modules`,
          );
        }
      }
      const fromFeature = featureOf(file);
      const toFeature = featureOf(target);
      if (
        toFeature &&
        fromFeature &&
        fromFeature !== toFeature &&
        !/^web\/src\/features\/[^/]+\/index\.tsx?$/.test(to)
      ) {
        problems.push(`${from} imports ${to}: use the ${toFeature} feature through its index.ts`);
      }
      if (toFeature && /^web\/src\/(components|lib)\//.test(from)) {
        problems.push(`${from} imports ${to}: components/ and lib/ are domain-free and import no feature`);
      }
      if (!typeOnly) edges.push(to);
    }
    graph.set(from, edges);
  }
  // File cycles (type-only imports vanish at run time and are left out).
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") {
        problems.push(`cycle: ${[...stack.slice(stack.indexOf(next)), next].join(" -> ")}`);
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  // Module cycles: two modules importing each other through any files.
  const moduleEdges = new Set();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const [a, b] = [moduleOf(join(root, from)), moduleOf(join(root, to))];
      if (a && b && a !== b) moduleEdges.add(`${a}>${b}`);
    }
  }
  for (const edge of moduleEdges) {
    const [a, b] = edge.split(">");
    if (a < b && moduleEdges.has(`${b}>${a}`)) problems.push(`module cycle: ${a} <-> ${b}`);
  }
  return { files: files.length, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, problems } = check();
  if (problems.length > 0) {
    console.error(
      `Dependency rules broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`Dependency rules hold over ${files} files.`);
}
