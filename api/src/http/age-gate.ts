import { site } from "contracts";

/**
 * The 21+ question of a server-rendered page (DECISIONS.md, Round 3: Selling wine lawfully), as
 * plain HTML after the boot script. The boot script reads the browser's answer before this markup
 * is parsed: a browser that has answered never paints it, and one that has not paints it with the
 * page's first paint, so it never waits for the app (which would make it the page's late "largest
 * paint" on a phone). Its buttons work before and without the app (boot-script.js). The page's own
 * markup stays in the HTML for search engines and link previews; pages the server does not render
 * ask through the app instead (web/src/features/age-gate).
 */
const css = `
#rr-age{position:fixed;inset:0;z-index:1400;background:rgba(0,0,0,.7);display:flex;align-items:center;justify-content:center;padding:16px}
html[data-age=ok] #rr-age{display:none}
#rr-age [role=dialog]{background:#FFFDF8;color:#40111C;border-radius:12px;max-width:24rem;width:100%;padding:24px;text-align:center;box-shadow:0 10px 30px rgba(0,0,0,.3)}
#rr-age [hidden]{display:none}
#rr-age h2{font-size:1.5rem;line-height:1.2;margin:0 0 12px}
#rr-age p{margin:0 0 16px;line-height:1.5}
#rr-age .rr-age-go{display:block;width:100%;box-sizing:border-box;margin-top:12px;padding:10px 16px;border-radius:6px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;border:1px solid #6B1E2E}
#rr-age .rr-age-yes{background:#6B1E2E;color:#fff}
#rr-age .rr-age-no{background:transparent;color:#6B1E2E}
#rr-age .rr-age-go:focus-visible{outline:3px solid #9A3650;outline-offset:2px}
`.trim();

export const ageGateMarkup = `<div id="rr-age">
<style>${css}</style>
<div role="dialog" aria-modal="true" aria-labelledby="rr-age-q" aria-describedby="rr-age-qd" id="rr-age-ask">
<h2 id="rr-age-q">Are you 21 or older?</h2>
<p id="rr-age-qd">${site.name} makes and sells wine. Please confirm you are of legal drinking age to visit. We ask once on this browser; buying wine also asks for your date of birth.</p>
<button type="button" class="rr-age-go rr-age-yes" data-age-answer="yes">Yes, I'm 21 or older</button>
<button type="button" class="rr-age-go rr-age-no" data-age-answer="no">No, I'm under 21</button>
</div>
<div role="dialog" aria-modal="true" aria-labelledby="rr-age-u" aria-describedby="rr-age-ud" id="rr-age-under" hidden>
<h2 id="rr-age-u">Come back when you're 21</h2>
<p id="rr-age-ud">Thank you for telling us. You must be 21 or older to visit our wine shop and to buy wine.</p>
<a class="rr-age-go rr-age-yes" href="https://www.responsibility.org/" rel="noopener">Leave for Responsibility.org</a>
<button type="button" class="rr-age-go rr-age-no" data-age-answer="back">I answered by mistake</button>
</div>
</div>`;
