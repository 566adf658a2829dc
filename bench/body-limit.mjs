// What a huge request body costs the server: its resident memory while 100 MB bodies arrive, sent
// with a Content-Length and chunked. The server refuses both with 413 after at most 1 MB.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { startServer } from "./server.mjs";

const MB = 1024 * 1024;
const server = await startServer();

function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Sends `total` bytes of JSON-looking text in 64 KB chunks; resolves with the status and bytes written. */
function send(path, total, withLength) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(server.url);
    const headers = { "content-type": "application/json", origin: server.url };
    if (withLength) headers["content-length"] = String(total);
    const req = request({ hostname, port, path, method: "POST", headers });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let written = 0;
    let status = 0;
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on("end", () => resolve({ status, written }));
    });
    req.on("error", () => resolve({ status, written }));
    const pump = () => {
      while (written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

try {
  await fetch(`${server.url}/api/wines`);
  const baseline = rssBytes(server.pid);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(server.pid));
  }, 5);
  for (const [label, path, withLength] of [
    ["REST, Content-Length", "/api/cart", true],
    ["REST, chunked", "/api/cart", false],
    ["tRPC, chunked", "/trpc/cart.add", false],
  ]) {
    const before = peak;
    const result = await send(path, 100 * MB, withLength);
    console.log(
      `${label.padEnd(22)} status ${result.status}, ${(result.written / MB).toFixed(1)} MB written by the client, peak RSS +${((peak - baseline) / MB).toFixed(1)} MB over idle (was +${((before - baseline) / MB).toFixed(1)})`,
    );
  }
  clearInterval(timer);
  console.log(`idle RSS ${(baseline / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB`);
} finally {
  server.stop();
}
