/**
 * Generates the catalogue's SVG illustrations into web/public/images. The pictures ship with the app
 * (DECISIONS.md: no remote image hosts), and generating them from the seed data keeps every seeded
 * imageUrl pointing at a file. Run from the repository root: `npx tsx db/seed/make-images.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { WineType } from "contracts";
import { seedGiftPackages } from "./data/gift-packages";
import { seedMerchandise } from "./data/merchandise";
import { seedReservationTypes } from "./data/reservation-types";
import { type SeedWine, seedWines } from "./data/wines";

const imagesDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/public/images");

const burgundy = "#6B1E2E";
const cream = "#F8F3E9";
const gold = "#C9A227";
const green = "#4A5D23";
const sand = "#EFE4CF";
const walnut = "#7A4A2A";

function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function svg(width: number, height: number, title: string, body: string, defs = ""): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" ` +
      `height="${height}" viewBox="0 0 ${width} ${height}"`,
    ` role="img"><title>${esc(title)}</title>`,
    `<style>text{font-family:Georgia,'Times New Roman',serif;text-anchor:middle}</style>`,
    defs ? `<defs>${defs}</defs>` : "",
    body,
    "</svg>\n",
  ].join("");
}

function gradient(id: string, stops: string[], vertical = false): string {
  const axis = vertical ? 'x2="0" y2="1"' : 'x2="1"';
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 0;
  const body = stops.map((c, i) => `<stop offset="${(i * step).toFixed(2)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" ${axis}>${body}</linearGradient>`;
}

// ---------------------------------------------------------------- bottles

interface GlassStyle {
  dark: string;
  light: string;
  outline: string;
  capsule: string;
  band: string;
  labelBg: string;
  labelText: string;
  accent: string;
  /** A flat colour for small bottles in gift and scene pictures. */
  flat: string;
}

const glass: Record<WineType, GlassStyle> = {
  red: {
    dark: "#2A0A12",
    light: burgundy,
    outline: "#22080F",
    capsule: "#4E1422",
    band: gold,
    labelBg: cream,
    labelText: burgundy,
    accent: gold,
    flat: "#4A1220",
  },
  white: {
    dark: "#CDB65A",
    light: "#F3E9B8",
    outline: "#A8913C",
    capsule: green,
    band: gold,
    labelBg: cream,
    labelText: green,
    accent: gold,
    flat: "#E2CF7E",
  },
  rosé: {
    dark: "#D9796A",
    light: "#F8C2B2",
    outline: "#B85E50",
    capsule: burgundy,
    band: cream,
    labelBg: cream,
    labelText: burgundy,
    accent: "#D9796A",
    flat: "#EE9C88",
  },
  sparkling: {
    dark: "#5E470C",
    light: "#B8912A",
    outline: "#4A380A",
    capsule: "url(#f)",
    band: "#8F6F12",
    labelBg: burgundy,
    labelText: cream,
    accent: gold,
    flat: "#C9A227",
  },
};

/** Greedy word wrap for the label; a line that would overflow is squeezed with textLength. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Shrinks the font of a line that would overflow; Georgia averages about half an em per character. */
function fittedText(x: number, y: number, text: string, size: number, maxWidth: number, attrs: string) {
  const fitted = Math.min(size, maxWidth / (text.length * 0.52));
  return `<text x="${x}" y="${y}" font-size="${Number(fitted.toFixed(1))}" ${attrs}>${esc(text)}</text>`;
}

function grapeCluster(cx: number, cy: number, r: number, fill: string): string {
  const d = r * 2.1;
  const dots: [number, number][] = [
    [-d, 0],
    [0, 0],
    [d, 0],
    [-d / 2, d * 0.85],
    [d / 2, d * 0.85],
    [0, d * 1.7],
  ];
  const circles = dots.map(([x, y]) => `<circle cx="${cx + x}" cy="${cy + y}" r="${r}"/>`).join("");
  return `<g fill="${fill}">${circles}</g>`;
}

interface BottleLabel {
  lines: string[];
  vintage: string;
  footer: string;
}

function bottleSvg(type: WineType, title: string, label: BottleLabel): string {
  const s = glass[type];
  const sparkling = type === "sparkling";
  const shape = sparkling
    ? "M107 30h26v50c0 40 37 52 37 88v202q0 12-12 12H82q-12 0-12-12V168c0-36 37-48 37-88z"
    : "M106 30h28v62c0 26 36 34 36 70v208q0 12-12 12H82q-12 0-12-12V162c0-36 36-44 36-70z";
  const top = sparkling
    ? `<path d="M104 24h32v58c0 20 10 30 17 40H87c7-10 17-20 17-40z" fill="url(#f)"/>` +
      `<path d="M104 60h32M106 76h28" stroke="#8F6F12" stroke-width="1.5"/>`
    : `<rect x="104" y="24" width="32" height="58" rx="4" fill="${s.capsule}"/>` +
      `<rect x="104" y="70" width="32" height="5" fill="${s.band}"/>`;
  const nameSize = 11;
  const firstBaseline = 258 - ((label.lines.length - 1) * 13) / 2;
  const names = label.lines
    .map((line, i) =>
      fittedText(
        120,
        firstBaseline + i * 13,
        line,
        nameSize,
        80,
        `fill="${s.labelText}" font-style="italic"`,
      ),
    )
    .join("");
  const defs =
    gradient("g", [s.dark, s.light, s.dark]) +
    (sparkling ? gradient("f", ["#C9A227", "#F7E6A0", "#C9A227"]) : "");
  const body = [
    `<rect width="240" height="400" fill="${cream}"/>`,
    `<circle cx="120" cy="215" r="104" fill="${sand}"/>`,
    `<ellipse cx="120" cy="384" rx="64" ry="7" fill="#000" opacity=".12"/>`,
    `<path d="${shape}" fill="url(#g)" stroke="${s.outline}" stroke-width="1.5"/>`,
    top,
    `<path d="M81 176v186" stroke="#fff" stroke-opacity=".28" stroke-width="5" stroke-linecap="round"/>`,
    `<rect x="76" y="196" width="88" height="132" rx="3" fill="${s.labelBg}" stroke="${s.accent}"/>`,
    `<rect x="80" y="200" width="80" height="124" rx="2" ` +
      `fill="none" stroke="${s.accent}" stroke-width=".6"/>`,
    `<text x="120" y="214" font-size="6.5" letter-spacing="1.6" fill="${s.labelText}">RIDGE ROAD</text>`,
    grapeCluster(120, 221, 1.9, s.accent),
    names,
    `<path d="M100 284h40" stroke="${s.accent}"/>`,
    `<text x="120" y="303" font-size="15" font-weight="bold" ` +
      `fill="${s.labelText}">${esc(label.vintage)}</text>`,
    fittedText(120, 317, label.footer.toUpperCase(), 5.5, 70, `letter-spacing=".8" fill="${s.labelText}"`),
  ].join("");
  return svg(240, 400, title, body, defs);
}

function wineSvg(wine: SeedWine): string {
  const title = `${wine.name} ${wine.vintage}: ${wine.type} wine bottle`;
  return bottleSvg(wine.type, title, {
    lines: wrap(wine.name, 18),
    vintage: String(wine.vintage),
    footer: wine.region ?? "Lake Erie AVA",
  });
}

function defaultBottleSvg(): string {
  return bottleSvg("red", "Ridge Road Vineyard red wine bottle", {
    lines: ["Ridge Road", "Vineyard"],
    vintage: "Est. 1968",
    footer: "Conneaut, Ohio",
  });
}

/** A small flat bottle for gift and scene pictures; (cx, top) is the top of the neck. */
function miniBottle(cx: number, top: number, type: WineType, scale = 1): string {
  const s = glass[type];
  const body =
    `<path d="M-7 0h14v30c0 10 15 14 15 30v84H-22V60c0-16 15-20 15-30z" fill="${s.flat}" ` +
    `stroke="${s.outline}"/><rect x="-8" y="-3" width="16" height="24" rx="2" fill="${
      type === "sparkling" ? gold : s.capsule
    }"/><rect x="-18" y="78" width="36" height="40" fill="${s.labelBg}"/>`;
  return `<g transform="translate(${cx} ${top}) scale(${scale})">${body}</g>`;
}

// ---------------------------------------------------------------- gifts

interface GiftStyle {
  label: string;
  kind: "box" | "basket";
  box: string;
  shade: string;
  ribbon: string;
}

const giftStyles: Record<string, GiftStyle> = {
  anniversary: { label: "Anniversary", kind: "box", box: burgundy, shade: "#561624", ribbon: gold },
  birthday: { label: "Happy Birthday", kind: "box", box: gold, shade: "#B08A1A", ribbon: burgundy },
  holiday: { label: "Happy Holidays", kind: "box", box: green, shade: "#3B4A1B", ribbon: "#A3263A" },
  congratulations: { label: "Congratulations", kind: "basket", box: "#B98A52", shade: walnut, ribbon: gold },
  "thank-you": { label: "Thank You", kind: "basket", box: "#C49A62", shade: walnut, ribbon: green },
  corporate: { label: "With Thanks", kind: "box", box: "#2F2B28", shade: "#1E1B19", ribbon: gold },
};

function wineType(id: string): WineType {
  return seedWines.find((w) => w.id === id)?.type ?? "red";
}

function giftSvg(name: string, occasion: string, wineIds: string[]): string {
  const style = giftStyles[occasion] ?? {
    label: name,
    kind: "box",
    box: burgundy,
    shade: "#561624",
    ribbon: gold,
  };
  const positions = wineIds.length >= 3 ? [155, 200, 245] : [176, 224];
  const bottles = wineIds
    .slice(0, positions.length)
    .map((wineId, i) => miniBottle(positions[i] ?? 200, 52 + (i % 2) * 10, wineType(wineId)))
    .join("");
  const container =
    style.kind === "box"
      ? `<rect x="110" y="150" width="180" height="112" rx="4" fill="${style.box}"/>` +
        `<rect x="110" y="150" width="180" height="12" fill="${style.shade}"/>` +
        `<rect x="192" y="150" width="16" height="112" fill="${style.ribbon}"/>` +
        `<rect x="110" y="200" width="180" height="14" fill="${style.ribbon}"/>`
      : `<path d="M200 150C200 60 110 60 110 150" fill="none" stroke="${style.shade}" stroke-width="7"/>` +
        `<path d="M96 150h208l-18 112H114z" fill="${style.box}"/>` +
        `<path d="M101 178h198M105 206h190M110 234h180" stroke="${style.shade}" stroke-width="3"/>` +
        `<path d="M140 150l-4 112M170 150l-2 112M200 150v112M230 150l2 112M260 150l4 112" ` +
        `stroke="${style.shade}" stroke-opacity=".45" stroke-width="2"/>` +
        `<rect x="94" y="146" width="212" height="10" rx="5" fill="${style.shade}"/>`;
  const bowX = style.kind === "box" ? 200 : 112;
  const bowY = 150;
  const bow =
    `<g fill="${style.ribbon}" transform="translate(${bowX} ${bowY})">` +
    `<path d="M0 0C-30-26-40 4-6 6zM0 0C30-26 40 4 6 6zM-4 4l-14 30 10-2 6 8zM4 4l14 30-10-2-6 8z"/>` +
    `<circle r="7"/></g>`;
  const tag =
    `<path d="M290 182l16 10" stroke="${style.shade}"/>` +
    `<g transform="translate(300 188) rotate(8)"><rect width="86" height="34" rx="4" fill="${cream}" ` +
    `stroke="${gold}"/><text x="43" y="21" font-size="${style.label.length > 12 ? 9 : 11}" ` +
    `font-style="italic" fill="${burgundy}">${esc(style.label)}</text></g>`;
  const body = [
    `<rect width="400" height="300" fill="${cream}"/>`,
    `<circle cx="200" cy="150" r="128" fill="${sand}"/>`,
    `<ellipse cx="200" cy="266" rx="120" ry="9" fill="#000" opacity=".12"/>`,
    bottles,
    container,
    bow,
    tag,
  ].join("");
  return svg(400, 300, `${name}: gift ${style.kind} with wine`, body);
}

// ---------------------------------------------------------------- merchandise

const merchDrawings: Record<string, { alt: string; body: string }> = {
  "merch-logo-hoodie": {
    alt: "burgundy hoodie with a gold crest",
    body:
      `<path d="M150 112Q200 84 250 112l52 22q18 8 22 34l22 134-40 8-16-110v130H110V200L94 310l-40-8 22-134` +
      `q4-26 22-34z" fill="${burgundy}"/>` +
      `<path d="M152 114q48-66 96 0-16 38-48 40-32-2-48-40z" fill="#541726"/>` +
      `<path d="M188 150v44M212 150v44" stroke="${cream}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M148 262h104l14 48H134z" fill="#541726"/>` +
      `<path d="M110 322h180M56 298l38 7M306 305l38-7" stroke="#4A1320" stroke-width="9"/>` +
      `<circle cx="200" cy="218" r="20" fill="none" stroke="${gold}" stroke-width="2.5"/>` +
      `<text x="200" y="222" font-size="10" fill="${gold}">1968</text>`,
  },
  "merch-vineyard-rows-tee": {
    alt: "cream t-shirt printed with vineyard rows",
    body:
      `<path d="M142 96l-34 10-50 34 26 50 36-18v154h160V172l36 18 26-50-50-34-34-10q-58 34-116 0z" ` +
      `fill="#FFFCF5" stroke="#D4C6A8" stroke-width="3" stroke-linejoin="round"/>` +
      `<circle cx="222" cy="172" r="14" fill="${gold}"/>` +
      `<path d="M160 214q40-32 80-10" fill="none" stroke="${green}" stroke-width="5"/>` +
      `<path d="M160 232q40-24 80-6M160 250q40-18 80-4M160 268q40-12 80-2" fill="none" stroke="${green}" ` +
      `stroke-width="3" stroke-dasharray="6 4"/>` +
      `<text x="200" y="294" font-size="11" letter-spacing="2" fill="${burgundy}">RIDGE ROAD</text>`,
  },
  "merch-canvas-wine-tote": {
    alt: "canvas wine tote with two bottles",
    body:
      `<path d="M158 176c0-84 84-84 84 0" fill="none" stroke="${walnut}" stroke-width="9"/>` +
      `${miniBottle(178, 96, "red")}${miniBottle(222, 104, "white")}` +
      `<path d="M120 170h160l-8 170H128z" fill="#D9C8A5"/>` +
      `<path d="M126 182h148" stroke="#B8A47C" stroke-width="2" stroke-dasharray="6 5"/>` +
      grapeCluster(200, 236, 6, burgundy) +
      `<text x="200" y="300" font-size="14" letter-spacing="2" fill="${burgundy}">RIDGE ROAD</text>`,
  },
  "merch-sommelier-corkscrew": {
    alt: "waiter's corkscrew with a walnut handle",
    body:
      `<path d="M200 214q14 8 0 16t0 16 0 16 0 16 0 16" fill="none" stroke="#8E969B" stroke-width="5" ` +
      `stroke-linecap="round"/>` +
      `<path d="M92 196l60-40 10 12-46 36z" fill="#A9B1B6"/>` +
      `<rect x="96" y="188" width="216" height="32" rx="16" fill="${walnut}"/>` +
      `<rect x="108" y="194" width="192" height="6" rx="3" fill="#fff" opacity=".2"/>` +
      `<path d="M312 204l36-10v10z" fill="#A9B1B6"/>` +
      `<circle cx="250" cy="204" r="8" fill="${gold}"/>`,
  },
  "merch-etched-glass-pair": {
    alt: "pair of etched wine glasses",
    body: [-52, 52]
      .map((dx, i) => {
        const wine = i === 0 ? burgundy : "#E6D27A";
        return (
          `<g transform="translate(${200 + dx} 110)">` +
          `<path d="M-36 70q0 34 36 38 36-4 36-38z" fill="${wine}" opacity=".85"/>` +
          `<path d="M-38 0q-6 100 38 108 44-8 38-108z" fill="#fff" fill-opacity=".35" stroke="#8E969B" ` +
          `stroke-width="3"/><path d="M0 108v92M-34 204h68" stroke="#8E969B" stroke-width="4" ` +
          `stroke-linecap="round"/><path d="M-8 36q8-14 16 0-8 14-16 0z" fill="none" stroke="#B7BEC2"/></g>`
        );
      })
      .join(""),
  },
  "merch-crystal-decanter": {
    alt: "crystal decanter with red wine",
    body:
      `<path d="M110 282q90-14 180 0 8 48-90 52-98-4-90-52z" fill="${burgundy}"/>` +
      `<path d="M184 86h32v76c0 30 84 70 84 126 0 40-50 48-100 48s-100-8-100-48c0-56 84-96 84-126z" ` +
      `fill="#fff" fill-opacity=".3" stroke="#8E969B" stroke-width="3"/>` +
      `<rect x="180" y="78" width="40" height="10" rx="4" fill="#8E969B"/>` +
      `<path d="M124 262q8-30 40-52" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  },
};

function merchandiseSvg(id: string, name: string): string {
  const drawing = merchDrawings[id];
  if (!drawing) throw new Error(`No drawing for merchandise ${id}`);
  const body = [
    `<rect width="400" height="400" fill="${cream}"/>`,
    `<circle cx="200" cy="205" r="160" fill="${sand}"/>`,
    `<ellipse cx="200" cy="352" rx="130" ry="8" fill="#000" opacity=".08"/>`,
    drawing.body,
  ].join("");
  return svg(400, 400, `${name}: ${drawing.alt}`, body);
}

// ---------------------------------------------------------------- scenes

function glassShape(x: number, baseY: number, wine: string, scale = 1): string {
  return (
    `<g transform="translate(${x} ${baseY}) scale(${scale})">` +
    `<path d="M-15-66q0 20 15 22 15-2 15-22z" fill="${wine}"/>` +
    `<path d="M-17-92q-3 46 17 48 20-2 17-48z" fill="#fff" fill-opacity=".3" stroke="#8E969B" ` +
    `stroke-width="2"/><path d="M0-44V0M-12 0h24" stroke="#8E969B" stroke-width="2.5"/></g>`
  );
}

interface Perspective {
  /** The vanishing point, usually above the picture so the rows only converge gently. */
  vx: number;
  vy: number;
  /** Where the rows end, the gap between them there, and how far they reach either side. */
  bottom: number;
  gap: number;
  halfSpan: number;
}

/**
 * Vine rows running away from the viewer: parallel rows on the ground are evenly spaced along any
 * horizontal line, so lines from one vanishing point to evenly spaced points, clipped to the hill.
 */
function vineRows(id: string, hill: string, fill: string, row: string, p: Perspective): string {
  const lines: string[] = [];
  for (let dx = -p.halfSpan; dx <= p.halfSpan; dx += p.gap)
    lines.push(`M${p.vx} ${p.vy}l${dx} ${p.bottom - p.vy}`);
  return (
    `<clipPath id="${id}"><path d="${hill}"/></clipPath><path d="${hill}" fill="${fill}"/>` +
    `<path d="${lines.join("")}" clip-path="url(#${id})" stroke="${row}" stroke-width="3"/>`
  );
}

/** Vine rows running across a distant slope: dashed copies of the hill's crest, spreading downwards. */
function contourRows(
  crest: string,
  startX: number,
  startY: number,
  offsets: number[],
  color: string,
): string {
  const d = offsets.map((dy) => `M${startX} ${startY + dy}${crest}`).join("");
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" ` +
    `stroke-dasharray="2 6" stroke-linecap="round"/>`
  );
}

const sky = (id: string, colors: string[]) => gradient(id, colors, true);

const scenes: Record<string, { alt: string; defs?: string; body: string }> = {
  "rt-classic-tasting": {
    alt: "a flight of four wines on the tasting bar",
    body:
      `<rect width="600" height="400" fill="#F3EADB"/>` +
      `<rect x="60" y="66" width="480" height="12" fill="${walnut}"/>` +
      [110, 160, 210, 390, 440, 490]
        .map((x, i) => miniBottle(x, 10, (["red", "white", "rosé"] as const)[i % 3] ?? "red", 0.4))
        .join("") +
      `<rect y="270" width="600" height="130" fill="${walnut}"/>` +
      `<rect y="262" width="600" height="12" fill="#96603A"/>` +
      `<rect x="130" y="238" width="340" height="22" rx="4" fill="${cream}"/>` +
      [
        ["#E6D27A", 170],
        ["#EE9C88", 250],
        ["#8A2A3C", 330],
        [burgundy, 410],
      ]
        .map(([c, x]) => glassShape(Number(x), 250, String(c), 1.2))
        .join("") +
      miniBottle(520, 120, "red", 0.95),
  },
  "rt-vineyard-walk": {
    alt: "a path through vineyard rows on the ridge",
    defs: sky("s", ["#F6D9A8", "#FBEFD8"]),
    body:
      `<rect width="600" height="400" fill="url(#s)"/><circle cx="450" cy="120" r="34" fill="#F3C969"/>` +
      `<path d="M0 170q150-50 300-10t300-20v260H0z" fill="#7D8F4A"/>` +
      vineRows("h", "M0 200q200-40 600 10v190H0z", "#5E7130", green, {
        vx: 300,
        vy: -200,
        bottom: 400,
        gap: 28,
        halfSpan: 460,
      }) +
      `<path d="M270 400q20-120 36-200h8q-6 80 36 200z" fill="#E6D5B0"/>`,
  },
  "rt-cellar-barrel-tour": {
    alt: "oak barrels stacked in the stone cellar",
    body:
      `<rect width="600" height="400" fill="#3B2A22"/>` +
      `<path d="M60 400V170Q300-20 540 170v230z" fill="#5A4033"/>` +
      `<circle cx="300" cy="90" r="60" fill="${gold}" opacity=".18"/>` +
      `<circle cx="300" cy="90" r="9" fill="#F3C969"/>` +
      [
        [170, 320],
        [300, 320],
        [430, 320],
        [235, 225],
        [365, 225],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})"><circle r="62" fill="#8A5A34"/><circle r="62" fill="none" ` +
            `stroke="#3B2A22" stroke-width="6"/>` +
            `<circle r="44" fill="none" stroke="#6E4526" stroke-width="3"/>` +
            `<circle r="8" fill="#4A2E1C"/></g>`,
        )
        .join("") +
      `<rect y="380" width="600" height="20" fill="#2A1E18"/>`,
  },
  "rt-members-reserve-tasting": {
    alt: "a reserve glass and bottle framed in gold",
    defs: sky("s", ["#4A1320", burgundy]),
    body:
      `<rect width="600" height="400" fill="url(#s)"/>` +
      `<rect x="24" y="24" width="552" height="352" fill="none" stroke="${gold}" stroke-width="2"/>` +
      `<path d="M280 70l10 22 10-16 10 16 10-22v34h-40z" fill="${gold}"/>` +
      miniBottle(245, 130, "red", 1.3) +
      glassShape(350, 318, "#8A2A3C", 1.6) +
      `<path d="M160 330h280" stroke="${gold}"/>` +
      `<text x="300" y="356" font-size="20" font-style="italic" fill="${gold}">Members&apos; Reserve</text>`,
  },
  "rt-lakeview-lunch": {
    alt: "a terrace lunch table above the vines and the lake",
    defs: sky("s", ["#BFD6DE", "#F3EADB"]),
    body:
      `<rect width="600" height="400" fill="url(#s)"/>` +
      `<rect y="140" width="600" height="40" fill="#8FA7B3"/>` +
      `<path d="M0 180q300-30 600 0v60H0z" fill="#7D8F4A"/>` +
      `<path d="M40 400l60-170h400l60 170z" fill="${cream}"/>` +
      `<path d="M100 230h400" stroke="#E2D6BE" stroke-width="4"/>` +
      `<ellipse cx="220" cy="300" rx="66" ry="22" fill="#fff" stroke="#E2D6BE"/>` +
      `<ellipse cx="380" cy="300" rx="66" ry="22" fill="#fff" stroke="#E2D6BE"/>` +
      `<ellipse cx="220" cy="296" rx="30" ry="9" fill="#8DA05A"/>` +
      `<ellipse cx="380" cy="296" rx="30" ry="9" fill="#C86B4E"/>` +
      glassShape(270, 272, "#E6D27A") +
      glassShape(330, 272, "#E6D27A") +
      miniBottle(470, 128, "white", 0.9),
  },
  "rt-winemakers-pairing-table": {
    alt: "small plates and paired wines on a candlelit table",
    body:
      `<rect width="600" height="400" fill="#3B2A22"/>` +
      `<path d="M0 40q150 40 300 0t300 0" fill="none" stroke="#8A6A4A"/>` +
      [40, 100, 160, 220, 280, 340, 400, 460, 520, 580]
        .map((x, i) => `<circle cx="${x}" cy="${50 + (i % 2) * 6}" r="5" fill="#F3C969"/>`)
        .join("") +
      `<rect y="250" width="600" height="150" fill="${cream}"/>` +
      `<rect y="250" width="600" height="8" fill="#E2D6BE"/>` +
      [90, 195, 300, 405, 510]
        .map(
          (x, i) =>
            `<ellipse cx="${x}" cy="320" rx="42" ry="14" fill="#fff" stroke="#E2D6BE"/>` +
            `<circle cx="${x}" cy="316" r="10" ` +
            `fill="${["#8DA05A", "#C86B4E", "#E6B85C", "#8A5A34", burgundy][i]}"/>` +
            glassShape(x + 10, 262, i < 2 ? "#E6D27A" : i === 2 ? "#EE9C88" : burgundy, 0.8),
        )
        .join("") +
      `<rect x="142" y="200" width="10" height="52" fill="${cream}"/>` +
      `<path d="M147 184q8 10 0 16-8-6 0-16z" fill="#F3C969"/>` +
      `<rect x="448" y="200" width="10" height="52" fill="${cream}"/>` +
      `<path d="M453 184q8 10 0 16-8-6 0-16z" fill="#F3C969"/>`,
  },
  "rt-group-tasting": {
    alt: "a long row of glasses and a cheese board",
    body:
      `<rect width="600" height="400" fill="#F3EADB"/>` +
      `<rect y="280" width="600" height="120" fill="#96603A"/>` +
      [60, 125, 190, 255, 345, 410, 475, 540]
        .map((x, i) => glassShape(x, 270, ["#E6D27A", "#EE9C88", "#8A2A3C", burgundy][i % 4] ?? burgundy))
        .join("") +
      `<rect x="170" y="300" width="260" height="60" rx="10" fill="${walnut}"/>` +
      `<path d="M200 345l40-30v30zM250 345l40-26v26z" fill="#E6B85C"/>` +
      grapeCluster(350, 318, 7, "#5B2A4A") +
      `<path d="M380 340h30" stroke="${cream}" stroke-width="8" stroke-linecap="round"/>`,
  },
  "rt-music-on-the-lawn": {
    alt: "a guitar and a picnic blanket on the lawn beside the vines",
    defs: sky("s", ["#F6C98E", "#FBEFD8"]),
    body:
      `<rect width="600" height="400" fill="url(#s)"/><circle cx="120" cy="110" r="40" fill="#F3B35A"/>` +
      `<path d="M0 170q300-40 600 0v60H0z" fill="#6B7D38"/>` +
      contourRows("q300-40 600 0", 0, 170, [12, 26, 42], green) +
      `<rect y="225" width="600" height="175" fill="#8DA05A"/>` +
      `<path d="M90 380l60-110h220l60 110z" fill="${burgundy}"/>` +
      `<path d="M123 320h274M190 270l-30 110M260 270v110M330 ` +
      `270l30 110" stroke="${cream}" stroke-opacity=".5" ` +
      `stroke-width="6"/>` +
      `<g transform="rotate(-24 470 250)"><rect x="462" y="90" width="16" height="120" fill="${walnut}"/>` +
      `<circle cx="470" cy="230" r="34" fill="#C08040"/><circle cx="470" cy="280" r="44" fill="#C08040"/>` +
      `<circle cx="470" cy="245" r="11" fill="#3B2A22"/></g>` +
      `<path d="M300 90v36M300 90l22-6v36" stroke="${burgundy}" stroke-width="4" fill="none"/>` +
      `<circle cx="294" cy="128" r="7" fill="${burgundy}"/>` +
      `<circle cx="316" cy="122" r="7" fill="${burgundy}"/>` +
      glassShape(230, 320, burgundy),
  },
};

function sceneSvg(id: string, name: string): string {
  const scene = scenes[id];
  if (!scene) throw new Error(`No scene for reservation type ${id}`);
  return svg(600, 400, `${name}: ${scene.alt}`, scene.body, scene.defs);
}

function heroSvg(): string {
  const defs =
    sky("s", ["#5B2A4A", "#C8553D", "#F3B35A", "#F8E2B0"]) + gradient("l", ["#9A6A78", "#F0B060", "#9A6A78"]);
  const body = [
    `<rect width="1600" height="700" fill="url(#s)"/>`,
    `<circle cx="1040" cy="330" r="70" fill="#FBE3A0"/>`,
    `<rect y="330" width="1600" height="60" fill="url(#l)"/>`,
    `<path d="M900 340h280M960 356h160M1000 372h80" stroke="#FBE3A0" stroke-width="3" opacity=".7"/>`,
    `<path d="M0 380q300-60 620-20t560-10 420 10v350H0z" fill="#4E5A2A"/>`,
    `<path d="M0 420q400-70 800-10t800-30v320H0z" fill="#5E6E2C"/>`,
    contourRows("q400-70 800-10t800-30", 0, 420, [14, 32, 54, 80, 110], "#3F4B1C"),
    vineRows("b", "M0 560q500-120 1000-40t600 0v180H0z", green, "#2F3A14", {
      vx: 700,
      vy: -300,
      bottom: 700,
      gap: 56,
      halfSpan: 1160,
    }),
    `<g transform="translate(1230 350)"><path d="M0 40l40-34 40 34v40H0z" fill="${burgundy}"/>`,
    `<path d="M-4 42l44-38 44 38" fill="none" stroke="#3B1019" stroke-width="6"/>`,
    `<rect x="30" y="52" width="20" height="28" fill="#F3C969"/></g>`,
  ].join("");
  return svg(1600, 700, "Vineyard rows rolling down to Lake Erie at sunset", body, defs);
}

function tastingRoomSvg(): string {
  const defs = sky("s", ["#F6C98E", "#FBEFD8"]);
  const body = [
    `<rect width="800" height="500" fill="url(#s)"/>`,
    `<path d="M0 330q400-60 800 0v170H0z" fill="#7D8F4A"/>`,
    `<path d="M220 330V200l180-110 180 110v130z" fill="${burgundy}"/>`,
    `<path d="M200 212l200-126 200 126" fill="none" ` +
      `stroke="#3B1019" stroke-width="16" stroke-linejoin="round"/>`,
    `<path d="M360 330v-90q40-30 80 0v90z" fill="#F3C969"/>`,
    `<path d="M400 236v94M360 286h80" stroke="${burgundy}" stroke-width="4"/>`,
    `<rect x="260" y="230" width="60" height="50" fill="#F3C969"/>` +
      `<rect x="480" y="230" width="60" height="50" fill="#F3C969"/>`,
    `<path d="M290 230v50M260 255h60M510 230v50M480 255h60" stroke="${burgundy}" stroke-width="3"/>`,
    `<rect x="320" y="150" width="160" height="34" rx="3" fill="${cream}"/>`,
    `<text x="400" y="173" font-size="17" font-style="italic" fill="${burgundy}">Tasting Room</text>`,
    vineRows("r", "M0 390q400-40 800 0v110H0z", "#5E7130", green, {
      vx: 400,
      vy: -400,
      bottom: 500,
      gap: 34,
      halfSpan: 480,
    }),
    `<path d="M370 500q10-80 30-170h0q20 90 30 170z" fill="#E6D5B0"/>`,
  ].join("");
  return svg(800, 500, "The Ridge Road Vineyard tasting room among the vines", body, defs);
}

// ---------------------------------------------------------------- write

interface Picture {
  path: string;
  content: string;
}

function pictures(): Picture[] {
  return [
    ...seedWines.map((w) => ({ path: w.imageUrl ?? "", content: wineSvg(w) })),
    ...seedGiftPackages.map((g) => ({
      path: g.imageUrl ?? "",
      content: giftSvg(g.name, g.occasion, g.wineIds),
    })),
    ...seedMerchandise.map((m) => ({ path: m.imageUrl ?? "", content: merchandiseSvg(m.id, m.name) })),
    // Types that share another's picture (the quick-booking ones) add no file of their own.
    ...seedReservationTypes
      .filter((r) => r.imageUrl?.endsWith(`/${r.id}.svg`))
      .map((r) => ({ path: r.imageUrl ?? "", content: sceneSvg(r.id, r.name) })),
    { path: "/images/default-bottle.svg", content: defaultBottleSvg() },
    { path: "/images/hero-vineyard.svg", content: heroSvg() },
    { path: "/images/tasting-room.svg", content: tastingRoomSvg() },
  ];
}

function main(): void {
  const all = pictures();
  const wanted = new Set<string>();
  for (const picture of all) {
    if (!picture.path.startsWith("/images/")) throw new Error(`Unexpected image path ${picture.path}`);
    const file = join(imagesDir, picture.path.slice("/images/".length));
    wanted.add(file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, picture.content);
  }
  // Renamed seed ids would otherwise leave orphaned pictures behind in the generated folders.
  for (const folder of ["wines", "gifts", "merchandise", "reservations"]) {
    for (const name of readdirSync(join(imagesDir, folder))) {
      const file = join(imagesDir, folder, name);
      if (name.endsWith(".svg") && !wanted.has(file)) rmSync(file);
    }
  }
  const largest = all.reduce((max, p) => Math.max(max, Buffer.byteLength(p.content)), 0);
  console.log(`Wrote ${all.length} pictures to ${imagesDir} (largest ${largest} bytes).`);
}

main();
