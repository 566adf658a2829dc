/**
 * Generates the catalogue's SVG illustrations into web/public/images. The pictures ship with the app
 * (docs/product/decisions.md: no remote image hosts), and generating them from the seed data keeps every seeded
 * imageUrl pointing at a file. Run from the repository root: `npx tsx db/seed/make-images.ts`.
 */ import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { seedGiftPackages } from "./data/gift-packages";
import { seedMerchandise } from "./data/merchandise";
import { seedReservationTypes } from "./data/reservation-types";
import { seedWines } from "./data/wines";
import { defaultBottleSvg, wineSvg } from "./pictures/bottles";
import { giftSvg, merchandiseSvg } from "./pictures/gifts-and-merchandise";
import { heroSvg, sceneSvg, tastingRoomSvg } from "./pictures/scenes";

const imagesDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/public/images");

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
