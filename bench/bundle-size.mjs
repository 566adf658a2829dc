// Sizes of the web build: every JS/CSS file, and the set index.html loads up front.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { firstLoad } from "../scripts/first-load.mjs";

const dist = new URL("../web/dist/", import.meta.url).pathname;
const assets = join(dist, "assets");
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const sizes = (buf) => ({
  raw: buf.length,
  gzip: gzipSync(buf).length,
  brotli: brotliCompressSync(buf).length,
});

const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
const rows = files
  .map((f) => ({ file: f, ...sizes(readFileSync(join(assets, f))) }))
  .sort((a, b) => b.raw - a.raw);
// index.html's files and everything they import statically (scripts/first-load.mjs).
const initial = firstLoad(dist).map((f) => f.file);
const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
const first = rows.filter((r) => initial.includes(r.file));

console.log("file".padEnd(48), "raw".padStart(10), "gzip".padStart(10), "brotli".padStart(10));
for (const r of rows) {
  const mark = initial.includes(r.file) ? "*" : " ";
  console.log(
    `${mark}${r.file}`.padEnd(48),
    kb(r.raw).padStart(10),
    kb(r.gzip).padStart(10),
    kb(r.brotli).padStart(10),
  );
}
console.log(
  `\nall JS/CSS: ${kb(sum(rows, "raw"))} raw, ${kb(sum(rows, "brotli"))} brotli in ${rows.length} files`,
);
console.log(
  `loaded by index.html (*): ${kb(sum(first, "raw"))} raw, ${kb(sum(first, "gzip"))} gzip, ${kb(sum(first, "brotli"))} brotli`,
);
console.log(
  `dist total on disk: ${kb(statSync(dist).size && readdirSync(assets).reduce((n, f) => n + statSync(join(assets, f)).size, 0))} (assets incl. .br/.gz)`,
);
