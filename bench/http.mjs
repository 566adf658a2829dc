// Throughput and latency on loopback (bounded: 10 s per target, 50 connections), and each route's
// ratio to the machine's limit: a bare node:http server writing the same bytes from memory.
// `node bench/http.mjs [path...]` measures only the given paths.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startServer } from "./server.mjs";

const defaults = [
  "/api/health",
  "/api/wines",
  "/api/wines?sort=price-asc&search=riesling",
  "/api/gift-packages",
  "/api/merchandise",
  "/api/reservation-types",
  "/api/cart/summary",
  "/",
  "/shop",
];
const targets = process.argv.length > 2 ? process.argv.slice(2) : defaults;

const measure = (url) => autocannon({ url, connections: 50, duration: 10 });

/**
 * The same status, type and body, answered from memory with nothing else in the way, in its own
 * process like the app (in this one it would share the event loop with autocannon).
 */
async function bareServer(status, type, body) {
  const file = join(mkdtempSync(join(tmpdir(), "rr-bare-")), "body");
  writeFileSync(file, body);
  const source = `
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    const server = require("node:http").createServer((_req, res) => {
      res.writeHead(${status}, { "content-type": ${JSON.stringify(type)}, "content-length": body.length });
      res.end(body);
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  const [chunk] = await once(child.stdout, "data");
  return { url: `http://127.0.0.1:${String(chunk).trim()}/`, close: () => child.kill("SIGTERM") };
}

const server = await startServer();
console.log(
  `${cpus().length} x ${cpus()[0]?.model ?? "?"}, load ${loadavg()[0].toFixed(2)}, node ${process.version}`,
);
try {
  for (const path of targets) {
    const sample = await fetch(`${server.url}${path}`);
    const body = Buffer.from(await sample.arrayBuffer());
    const app = await measure(`${server.url}${path}`);
    const bare = await bareServer(sample.status, sample.headers.get("content-type") ?? "text/plain", body);
    let limit;
    try {
      limit = await measure(bare.url);
    } finally {
      bare.close();
    }
    const ratio = app.requests.average / limit.requests.average;
    console.log(
      `${path.padEnd(45)} ${String(Math.round(app.requests.average)).padStart(7)} req/s  p50 ${app.latency.p50} ms  p99 ${app.latency.p99} ms  non-2xx ${app.non2xx}  | bare ${String(Math.round(limit.requests.average)).padStart(6)} req/s (${body.length} B)  ratio ${ratio.toFixed(2)}`,
    );
  }
} finally {
  server.stop();
}
