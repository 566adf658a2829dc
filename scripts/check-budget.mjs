// `npm test` (after the build): the home page's first load stays within its budget and carries no
// back-office code. Sizes, not timings (timings are bench/'s, reported in notes).
import { join } from "node:path";
import { firstLoad } from "./first-load.mjs";

/**
 * gzip bytes of JS and CSS the home page loads before its own route. Issue 16 asked for 120 kB; with
 * React 19, TanStack Router and Query and Chakra's runtime the floor is about 150 kB before any app
 * code, so the budget is the measured first load with a little room (docs/decisions/0017).
 */
export const FIRST_LOAD_BUDGET_GZIP = 220 * 1024;

// WEB_DIST measures another build's copy (a helper's preview), as the server and Playwright read it.
const dist = process.env.WEB_DIST ?? join(new URL("..", import.meta.url).pathname, "web", "dist");
const files = firstLoad(dist);
const total = files.reduce((sum, f) => sum + f.gzip, 0);
const admin = files.filter((f) => /^admin-/.test(f.file));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

console.log(
  `home page first load: ${kb(total)} gzip in ${files.length} files (budget ${kb(FIRST_LOAD_BUDGET_GZIP)})`,
);
let failed = false;
if (total > FIRST_LOAD_BUDGET_GZIP) {
  failed = true;
  console.error(`Over budget by ${kb(total - FIRST_LOAD_BUDGET_GZIP)}. Largest files:`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 8))
    console.error(`  ${f.file} ${kb(f.gzip)}`);
}
if (admin.length > 0) {
  failed = true;
  console.error(`Back-office code in the first load: ${admin.map((f) => f.file).join(", ")}`);
}
if (failed) process.exit(1);
