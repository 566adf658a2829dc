// Playwright drives Debian's Chromium (its own browser download cannot reach the network here).
// Installs it when missing and we are root; otherwise says exactly what to install.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
  Boolean,
);
if (candidates.some((p) => existsSync(p))) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error("Chromium is needed for the browser tests: run `sudo apt-get install -y chromium` (Debian),");
  console.error("or set CHROMIUM_PATH to a Chromium/Chrome executable.");
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests (about 25 s)...");
try {
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
} catch {
  console.error(
    "Could not install chromium with apt-get: install it by hand (`apt-get install -y chromium`).",
  );
  process.exit(1);
}
