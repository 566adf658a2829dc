import type { WineType } from "contracts";
import { seedWines } from "../data/wines";
import { grapeCluster, miniBottle } from "./bottles";
import { burgundy, cream, esc, gold, green, sand, svg, walnut } from "./svg";

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

export function giftSvg(name: string, occasion: string, wineIds: string[]): string {
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

export function merchandiseSvg(id: string, name: string): string {
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
