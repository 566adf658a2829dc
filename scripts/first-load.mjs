// What the home page loads before its own route: the files index.html names (its entry, the modules
// it preloads, its stylesheets), followed through their static imports, plus index.html's inline CSS.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The first load of a build in `dist` (web/dist): each file with its raw and gzip size. */
export function firstLoad(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const named = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const seen = new Set();
  const queue = [...named];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith(".js")) continue;
    const code = readFileSync(join(dist, "assets", file), "utf8");
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); import("./x.js") loads later.
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      if (m[1]) queue.push(m[1]);
    }
  }
  const files = [...seen].map((file) => {
    const bytes = readFileSync(join(dist, "assets", file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "").join("");
  if (inline) {
    const bytes = Buffer.from(inline);
    files.push({ file: "index.html <style>", raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return files;
}
