import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * The one inline script of a server-rendered page (its readable source: ./boot-script.js). The page
 * is already readable, so its scripts start once the browser reports the first paint on screen (or
 * after three seconds, whichever comes first) instead of competing with the HTML, the pictures and
 * the fonts for a phone's bandwidth (docs/decisions/0017-server-rendered-pages.md). Started at the
 * frame's paint, they were sometimes asked for before that paint reached the screen, and a phone then
 * waited for them to show the page. A page opened in a background tab, which does not paint, starts
 * them at once. The addresses are the build's, listed in the JSON block #rr-boot: the app's entry
 * first, then the modules it imports. Those are run one by one, each in a task of its own, and the
 * entry last: run as one, the modules held a phone's main thread for a long task (bench/README.md).
 *
 * A button pressed before the app has taken over the page would do nothing (a form's would submit it
 * the old way): the script holds such presses, notes the fields typed into, and the app replays
 * both once hydrated (`window.rrTakeHeld`, web/src/lib/early-input.tsx). Links work without the app.
 */
export const bootScript = readFileSync(new URL("./boot-script.js", import.meta.url), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("//"))
  .join("\n");

/** The script's CSP source: the policy allows this inline script and no other. */
export const bootScriptSource = `'sha256-${createHash("sha256").update(bootScript).digest("base64")}'`;
