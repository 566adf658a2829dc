import { grapeCluster, miniBottle } from "./bottles";
import { burgundy, cream, gold, gradient, green, svg, walnut } from "./svg";

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

export function sceneSvg(id: string, name: string): string {
  const scene = scenes[id];
  if (!scene) throw new Error(`No scene for reservation type ${id}`);
  return svg(600, 400, `${name}: ${scene.alt}`, scene.body, scene.defs);
}

export function heroSvg(): string {
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

export function tastingRoomSvg(): string {
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
