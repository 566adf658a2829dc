// The inline script of a server-rendered page (read by boot.ts, which explains why it exists).
// It runs before any of the app's code, so it imports nothing.
// boot.ts drops the lines that start with `//` and the indentation, so comments stay on lines of their own.
(() => {
  // The 21+ question (http/age-gate.ts), parsed after this script: a browser that answered yes
  // hides it before it is painted; otherwise the page behind it is inert until the answer.
  const root = document.getElementById("root");
  let affirmed = false;
  try {
    affirmed = localStorage.getItem("rr:age-affirmed") === "yes";
  } catch {}
  if (affirmed) document.documentElement.dataset.age = "ok";
  else {
    root?.setAttribute("inert", "");
    document.addEventListener("DOMContentLoaded", () =>
      document.querySelector("#rr-age-ask button")?.focus(),
    );
  }
  const answer = (event) => {
    const button = event.target?.closest?.("[data-age-answer]");
    if (!button) return false;
    const ask = document.getElementById("rr-age-ask");
    const under = document.getElementById("rr-age-under");
    const choice = button.dataset.ageAnswer;
    if (choice === "yes") {
      try {
        localStorage.setItem("rr:age-affirmed", "yes");
      } catch {}
      document.documentElement.dataset.age = "ok";
      root?.removeAttribute("inert");
    } else {
      ask.hidden = choice === "no";
      under.hidden = choice !== "no";
      (choice === "no" ? under : ask).querySelector("a, button")?.focus();
    }
    return true;
  };
  document.addEventListener(
    "click",
    (event) => {
      if (answer(event)) event.stopPropagation();
    },
    true,
  );
  // Tab stays inside the question while it is asked.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || document.documentElement.dataset.age === "ok") return;
    const open = document.querySelector("#rr-age [role=dialog]:not([hidden])");
    const items = open ? [...open.querySelectorAll("a, button")] : [];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (!open.contains(document.activeElement)) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  // Presses and typed fields held until the app takes over (web/src/lib/early-input.tsx).
  const held = [];
  const typed = [];
  const hold = (event) => {
    const button = event.target?.closest?.("button,[role=button],[role=tab],[role=menuitem]");
    if (button && !button.closest("a") && !button.closest("#rr-age")) {
      event.preventDefault();
      event.stopPropagation();
      if (!held.includes(button)) held.push(button);
    }
  };
  const type = (event) => {
    const field = event.target;
    if ((field?.tagName === "INPUT" || field?.tagName === "TEXTAREA") && !typed.includes(field)) {
      typed.push(field);
    }
  };
  document.addEventListener("click", hold, true);
  document.addEventListener("input", type, true);
  window.rrTakeHeld = () => {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("input", type, true);
    window.rrTakeHeld = undefined;
    return { presses: held, fields: typed };
  };

  let urls = null;
  // The entry first, then the modules it imports: all fetched at once...
  const start = () => {
    if (urls) return;
    urls = JSON.parse(document.getElementById("rr-boot").textContent);
    for (const url of urls) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      link.crossOrigin = "anonymous";
      document.head.appendChild(link);
    }
    run(1);
  };
  // ...and run one by one, a task each, the entry last (the build checks that no module imports
  // the entry back: web/vite.config.ts). The entry then finds them run and runs only itself.
  const run = (index) => {
    if (index >= urls.length) {
      // Without the app, held presses would stay held: give the page's own buttons and forms back.
      import(urls[0]).catch(() => window.rrTakeHeld?.());
      return;
    }
    const next = () => setTimeout(() => run(index + 1), 0);
    import(urls[index]).then(next, next);
  };
  const later = () => setTimeout(start, 0);

  // A background tab does not paint: it starts at once (its timers run slowly until it is shown).
  if (document.visibilityState === "hidden") start();
  else if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) later();
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, 3000);
  } else requestAnimationFrame(later);
})();
