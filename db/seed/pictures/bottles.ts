import type { WineType } from "contracts";
import type { SeedWine } from "../data/wines";
import { burgundy, cream, esc, gold, gradient, green, sand, svg } from "./svg";

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
export function wrap(text: string, maxChars: number): string[] {
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
export function fittedText(
  x: number,
  y: number,
  text: string,
  size: number,
  maxWidth: number,
  attrs: string,
) {
  const fitted = Math.min(size, maxWidth / (text.length * 0.52));
  return `<text x="${x}" y="${y}" font-size="${Number(fitted.toFixed(1))}" ${attrs}>${esc(text)}</text>`;
}

export function grapeCluster(cx: number, cy: number, r: number, fill: string): string {
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

export function wineSvg(wine: SeedWine): string {
  const title = `${wine.name} ${wine.vintage}: ${wine.type} wine bottle`;
  return bottleSvg(wine.type, title, {
    lines: wrap(wine.name, 18),
    vintage: String(wine.vintage),
    footer: wine.region ?? "Lake Erie AVA",
  });
}

export function defaultBottleSvg(): string {
  return bottleSvg("red", "Ridge Road Vineyard red wine bottle", {
    lines: ["Ridge Road", "Vineyard"],
    vintage: "Est. 1968",
    footer: "Conneaut, Ohio",
  });
}

/** A small flat bottle for gift and scene pictures; (cx, top) is the top of the neck. */
export function miniBottle(cx: number, top: number, type: WineType, scale = 1): string {
  const s = glass[type];
  const body =
    `<path d="M-7 0h14v30c0 10 15 14 15 30v84H-22V60c0-16 15-20 15-30z" fill="${s.flat}" ` +
    `stroke="${s.outline}"/><rect x="-8" y="-3" width="16" height="24" rx="2" fill="${
      type === "sparkling" ? gold : s.capsule
    }"/><rect x="-18" y="78" width="36" height="40" fill="${s.labelBg}"/>`;
  return `<g transform="translate(${cx} ${top}) scale(${scale})">${body}</g>`;
}
