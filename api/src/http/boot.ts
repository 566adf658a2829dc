import { createHash } from "node:crypto";

/**
 * The one inline script of a server-rendered page. The page is already readable, so its scripts
 * start once the browser reports the first paint on screen (or after three seconds, whichever comes
 * first) instead of competing with the HTML, the pictures and the fonts for a phone's bandwidth
 * (docs/decisions/0017-server-rendered-pages.md). Started at the frame's paint, they were sometimes
 * asked for before that paint reached the screen, and a phone then waited for them to show the page.
 * A page opened in a background tab, which does not paint, starts them at once. The addresses are the build's, listed in the
 * JSON block #rr-boot: the app's entry first, then the modules it imports. Those are run one by one,
 * each in a task of its own, and the entry last: run as one, the modules held a phone's main thread
 * for a long task (bench/README.md); the entry finds them run and runs only itself.
 *
 * A button pressed before the app has taken over the page would do nothing (a form's would submit it
 * the old way): the script holds such presses, notes the fields typed into, and the app replays
 * both once hydrated (`window.rrTakeHeld`, web/src/main.tsx). Links work without the app.
 */
export const bootScript =
  '(function(){var held=[];function hold(e){var t=e.target;var b=t&&t.closest?t.closest("button,[role=button],[role=tab],[role=menuitem]"):null;if(b&&!b.closest("a")){e.preventDefault();e.stopPropagation();if(held.indexOf(b)<0)held.push(b)}}function type(e){var f=e.target;if(f&&(f.tagName==="INPUT"||f.tagName==="TEXTAREA")&&typed.indexOf(f)<0)typed.push(f)}var typed=[];document.addEventListener("click",hold,true);document.addEventListener("input",type,true);window.rrTakeHeld=function(){document.removeEventListener("click",hold,true);document.removeEventListener("input",type,true);window.rrTakeHeld=undefined;return{presses:held,fields:typed}};var started=false,urls;function start(){if(started)return;started=true;urls=JSON.parse(document.getElementById("rr-boot").textContent);for(var i=0;i<urls.length;i++){var tag=document.createElement("link");tag.rel="modulepreload";tag.href=urls[i];tag.crossOrigin="anonymous";document.head.appendChild(tag)}run(1)}function run(i){if(i>=urls.length)i=0;var next=function(){setTimeout(function(){run(i+1)},0)};var done=import(urls[i]);if(i)done.then(next,next)}function later(){setTimeout(start,0)}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(document.visibilityState==="hidden")start();else if(types&&types.indexOf("paint")>=0){new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)later()}).observe({type:"paint",buffered:true});setTimeout(start,3000)}else requestAnimationFrame(later)})()';

/** The script's CSP source: the policy allows this inline script and no other. */
export const bootScriptSource = `'sha256-${createHash("sha256").update(bootScript).digest("base64")}'`;
