// Throughput and latency on loopback (bounded: 10 s per target, 50 connections).
import autocannon from "autocannon";
import { startServer } from "./server.mjs";

const server = await startServer();
const targets = [
  "/api/health",
  "/api/wines",
  "/api/wines?sort=price-asc&search=riesling",
  "/api/cart/summary",
  "/",
  "/shop",
];
try {
  for (const path of targets) {
    const result = await autocannon({ url: `${server.url}${path}`, connections: 50, duration: 10 });
    console.log(
      `${path.padEnd(45)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
    );
  }
} finally {
  server.stop();
}
