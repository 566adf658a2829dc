/** The pieces every seeded picture is drawn with: the palette and an SVG document with a title. */
export const burgundy = "#6B1E2E";
export const cream = "#F8F3E9";
export const gold = "#C9A227";
export const green = "#4A5D23";
export const sand = "#EFE4CF";
export const walnut = "#7A4A2A";

export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function svg(width: number, height: number, title: string, body: string, defs = ""): string {
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

export function gradient(id: string, stops: string[], vertical = false): string {
  const axis = vertical ? 'x2="0" y2="1"' : 'x2="1"';
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 0;
  const body = stops.map((c, i) => `<stop offset="${(i * step).toFixed(2)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" ${axis}>${body}</linearGradient>`;
}
