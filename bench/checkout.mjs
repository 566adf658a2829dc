// Guest checkouts per second: each of N clients (20 by default) repeats the shopper's flow on its
// own cart and address: add a bottle, tokenise a test card, read the summary, pay. Prints flows per
// second and the p50/p99 of a whole flow and of each step, with the 1-minute load average.
//
//   node bench/checkout.mjs [--clients 20] [--seconds 15] [--url http://127.0.0.1:3000[,http://...]]
//
// Several URLs (servers on one database) share the clients in turn: client n shops at URL n mod k.
// Without --url it starts the app itself on a free port with a temporary database (the offline
// test gateway, TRUST_PROXY=1 so each client is a shopper of its own address).
import { loadavg } from "node:os";
import { approvedCard, Browser, guestDetails } from "./browser.mjs";
import { startServer } from "./server.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const clients = Number(arg("clients", 20));
const seconds = Number(arg("seconds", 15));
const server = arg("url", null) ? null : await startServer({ TRUST_PROXY: "1" });
const urls = (arg("url", null) ?? server.url).split(",");
const [url] = urls;

// A wine of its own with stock for the whole run, made by the admin.
const admin = new Browser();
await admin.ok(url, "POST", "/api/auth/login", { username: "admin", password: "bench-admin-password" });
const wine = await admin.ok(url, "POST", "/api/wines", {
  name: "Bench Reserve",
  description: "A wine for the checkout bench.",
  type: "red",
  vintage: 2022,
  price: "24.00",
  stock: -1,
});

const steps = { add: [], token: [], summary: [], pay: [] };
const flows = [];
let failures = 0;
let keys = 0;
const deadline = Date.now() + seconds * 1000;

async function shopper(n) {
  const url = urls[n % urls.length];
  while (Date.now() < deadline) {
    // A new visitor each flow (a cart and an address of its own): one bottle, as a guest buys.
    const b = new Browser();
    const started = performance.now();
    try {
      let t = performance.now();
      await b.ok(url, "POST", "/api/cart", { wineId: wine.id, quantity: 1 });
      steps.add.push(performance.now() - t);
      t = performance.now();
      const card = await b.ok(url, "POST", "/api/payments/test-method", approvedCard);
      steps.token.push(performance.now() - t);
      t = performance.now();
      const summary = await b.ok(url, "GET", "/api/cart/summary");
      steps.summary.push(performance.now() - t);
      t = performance.now();
      await b.ok(url, "POST", "/api/process-payment", {
        paymentMethodId: card.paymentMethodId,
        amount: Math.round(Number(summary.total) * 100),
        customerInfo: { ...guestDetails, email: `bench${n}@example.com` },
        renewalConsent: true,
        idempotencyKey: `bench-${process.pid}-${n}-${keys++}`,
      });
      steps.pay.push(performance.now() - t);
      flows.push(performance.now() - started);
    } catch (error) {
      failures++;
      if (failures <= 3) console.error(String(error));
    }
  }
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};
const ms = (v) => `${v.toFixed(0)} ms`;
const began = performance.now();
await Promise.all(Array.from({ length: clients }, (_, i) => shopper(i + 1)));
const elapsed = (performance.now() - began) / 1000;
console.log(
  `${clients} clients on ${urls.length} server${urls.length > 1 ? "s" : ""}, ${elapsed.toFixed(1)} s, load ${loadavg()[0].toFixed(2)}: ${flows.length} checkouts, ${(flows.length / elapsed).toFixed(1)} flows/s, flow p50 ${ms(pct(flows, 50))} p99 ${ms(pct(flows, 99))}, ${failures} failed`,
);
for (const [name, values] of Object.entries(steps)) {
  console.log(`  ${name.padEnd(8)} p50 ${ms(pct(values, 50))}  p99 ${ms(pct(values, 99))}`);
}
server?.stop();
