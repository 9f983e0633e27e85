/**
 * The pictures `npm run new-chapter` gives a new chapter's home page until its board has photos
 * (decision 0050): drawings in the chapter's own colours, never the example chapter's pictures.
 * The banner is a field of hexagons, the two photos rings and bands, each in shades of the
 * primary colour with a few shapes in the accent. They are drawn here as SVG (pure, tested) and
 * made JPEGs by the script, as the home page's pictures are photos (a banner at least 1920 px
 * wide, a photo at least 1280).
 */
import type { Brand } from "./brand";

export type BrandPicture = "banner" | "photo-1" | "photo-2";

/** Each picture's size, over the least the home page asks of it (config/pictures.ts). */
export const brandPictureSizes: Record<BrandPicture, { width: number; height: number }> = {
  banner: { width: 2400, height: 1200 },
  "photo-1": { width: 1600, height: 1067 },
  "photo-2": { width: 1600, height: 1067 },
};

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;

/** `colour` moved a fraction `amount` of the way to `towards`. */
export function mixColours(colour: string, towards: string, amount: number): string {
  const [a, b] = [rgbOf(colour), rgbOf(towards)];
  return hexOf(a.map((channel, index) => channel + ((b[index] ?? 0) - channel) * amount) as Rgb);
}

/** A small deterministic generator: the same chapter gets the same drawing at every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const round = (value: number) => Number(value.toFixed(1)).toString();

function hexagon(cx: number, cy: number, radius: number): string {
  const points = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index + Math.PI / 6;
    return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`;
  });
  return points.join(" ");
}

/** The shades a picture is drawn in: the primary darker and lighter, the accent. */
function shadesOf(brand: Brand) {
  const primary = brand.primary.toLowerCase();
  return {
    deep: mixColours(primary, "#000000", 0.45),
    dark: mixColours(primary, "#000000", 0.2),
    primary,
    light: mixColours(primary, "#ffffff", 0.3),
    pale: mixColours(primary, "#ffffff", 0.6),
    accent: brand.accent.toLowerCase(),
  };
}

/** One of the pictures, as an SVG of its size, in the brand's colours. */
export function brandPictureSvg(picture: BrandPicture, brand: Brand): string {
  const { width, height } = brandPictureSizes[picture];
  const shade = shadesOf(brand);
  const next = random(picture === "banner" ? 7 : picture === "photo-1" ? 11 : 13);
  const shapes: string[] = [];
  const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade.deep}"/><stop offset="1" stop-color="${shade.primary}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>`;
  if (picture === "banner") {
    // Hexagons thickening to the right, where the banner's subject is (the starter texts' focus);
    // the left, under the heading, stays calm.
    const radius = 90;
    const stepX = radius * Math.sqrt(3);
    const stepY = radius * 1.5;
    for (let row = -1; row * stepY < height + radius; row++) {
      for (let column = -1; column * stepX < width + radius; column++) {
        const cx = column * stepX + (row % 2 === 0 ? 0 : stepX / 2);
        const cy = row * stepY;
        const weight = cx / width;
        const roll = next();
        if (roll > weight * 1.1) continue;
        const fill =
          roll < 0.06 ? shade.accent : roll < 0.3 ? shade.light : roll < 0.55 ? shade.dark : "none";
        const stroke = fill === "none" ? shade.pale : "none";
        shapes.push(
          `<polygon points="${hexagon(cx, cy, radius - 8)}" fill="${fill}" stroke="${stroke}" stroke-width="6" opacity="${round(0.35 + weight * 0.6)}"/>`,
        );
      }
    }
  } else if (picture === "photo-1") {
    // Rings of several sizes, one in the accent.
    for (let index = 0; index < 14; index++) {
      const r = 60 + next() * 260;
      const colour = index === 5 ? shade.accent : index % 3 === 0 ? shade.pale : shade.light;
      shapes.push(
        `<circle cx="${round(next() * width)}" cy="${round(next() * height)}" r="${round(r)}" fill="none" stroke="${colour}" stroke-width="${round(10 + next() * 30)}" opacity="${round(0.5 + next() * 0.5)}"/>`,
      );
    }
  } else {
    // Diagonal bands, one in the accent.
    for (let index = 0; index < 12; index++) {
      const x = -height + index * ((width + height) / 11);
      const band = 40 + next() * 120;
      const colour = index === 7 ? shade.accent : index % 2 === 0 ? shade.light : shade.dark;
      shapes.push(
        `<polygon points="${round(x)},${height} ${round(x + band)},${height} ${round(x + band + height)},0 ${round(x + height)},0" fill="${colour}" opacity="${round(0.45 + next() * 0.5)}"/>`,
      );
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    background,
    ...shapes,
    `</svg>`,
  ].join("\n");
}
