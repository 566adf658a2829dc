import { createHash } from "node:crypto";

/**
 * The one inline script of a server-rendered page. The page is already readable, so its scripts
 * start after the first paint instead of competing with the HTML, the pictures and the fonts for
 * a phone's bandwidth (docs/decisions/0017-server-rendered-pages.md). A page opened in a background
 * tab, which does not paint, starts them at once. The addresses are the build's, listed in the
 * JSON block #rr-boot: the app's entry first, then the modules it imports.
 */
export const bootScript =
  '(function(){var started=false;function start(){if(started)return;started=true;var urls=JSON.parse(document.getElementById("rr-boot").textContent);for(var i=urls.length-1;i>=0;i--){var tag=document.createElement(i?"link":"script");if(i){tag.rel="modulepreload";tag.href=urls[i]}else{tag.type="module";tag.src=urls[i]}tag.crossOrigin="anonymous";document.head.appendChild(tag)}}if(document.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start,0)})})()';

/** The script's CSP source: the policy allows this inline script and no other. */
export const bootScriptSource = `'sha256-${createHash("sha256").update(bootScript).digest("base64")}'`;
