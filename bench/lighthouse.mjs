// Lighthouse scores of key pages, offline, in Debian's Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./server.mjs";

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const pages = (process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/shop", "/about"]).map(
  (p) => `${server.url}${p}`,
);
try {
  for (const url of pages) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      formFactor: "desktop",
      screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
      throttlingMethod: "simulate",
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.displayValue ?? "-";
    console.log(
      `${url.replace(server.url, "").padEnd(12)} perf ${score("performance")}  a11y ${score("accessibility")}  best ${score("best-practices")}  seo ${score("seo")}  FCP ${audit("first-contentful-paint")}  LCP ${audit("largest-contentful-paint")}  TBT ${audit("total-blocking-time")}`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}
