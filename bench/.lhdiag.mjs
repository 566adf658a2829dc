import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./server.mjs";
const server = process.env.URL ? { url: process.env.URL, stop(){} } : await startServer();
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu"] });
for (const path of process.argv.slice(2)) {
  const { lhr } = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: "json", onlyCategories: ["performance"] });
  const a = lhr.audits;
  if (lhr.runtimeError) { console.log(path, "runtimeError", JSON.stringify(lhr.runtimeError)); continue; }
  console.log(path, Math.round(lhr.categories.performance.score*100), ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift","speed-index","interactive"].map(k=>k+"="+a[k].displayValue).join(" "));
  for (const k of ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift","speed-index"]) console.log("  score", k, a[k].score);
  if (!process.env.DETAIL) continue;
  console.log("  LCP el", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log("  LCP phases", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[1]?.items));
  console.log("  bootup", JSON.stringify(a["bootup-time"].details.items.slice(0,6).map(i=>[i.url.replace(server.url,""),Math.round(i.total),Math.round(i.scripting),Math.round(i.scriptParseCompile)])));
  console.log("  mainthread", JSON.stringify(a["mainthread-work-breakdown"].details.items.map(i=>[i.group,Math.round(i.duration)])));
  console.log("  longtasks", JSON.stringify(a["long-tasks"]?.details?.items?.slice(0,10).map(i=>[i.url.replace(server.url,""),Math.round(i.startTime),Math.round(i.duration)])));
  if (process.env.FULL) { const fs = await import("node:fs"); fs.writeFileSync(`/tmp/lhr-${path.replace(/\W/g,"_")}.json`, JSON.stringify(lhr)); }
}
await chrome.kill(); server.stop();
