// Lighthouse scores of key pages, offline, in Debian's Chromium, with Lighthouse's two standard
// profiles: a throttled mid-range phone on slow 4G ("mobile") and a desktop.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
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
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/shop", "/about"];
const run = (path, config) =>
  lighthouse(
    `${server.url}${path}`,
    {
      port: chrome.port,
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    config,
  );
const profiles = [
  ["mobile", undefined],
  ["desktop", desktopConfig],
];
try {
  for (const [profile, config] of profiles) {
    for (const path of paths) {
      // Lighthouse sometimes fails to record the trace (NO_NAVSTART with this Chromium) and asks to
      // be run again: a failed recording is no measurement, so it is run again, once, and said so.
      let retried = "";
      let { lhr } = await run(path, config);
      if (lhr.runtimeError) {
        retried = `  (run again after ${lhr.runtimeError.code})`;
        ({ lhr } = await run(path, config));
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.displayValue ?? "-";
      console.log(
        `${profile.padEnd(8)} ${path.padEnd(10)} perf ${score("performance")}  a11y ${score("accessibility")}  best ${score("best-practices")}  seo ${score("seo")}  FCP ${audit("first-contentful-paint")}  LCP ${audit("largest-contentful-paint")}  TBT ${audit("total-blocking-time")}${lhr.runtimeError ? `  failed: ${lhr.runtimeError.code}` : ""}${retried}`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
