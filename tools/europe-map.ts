import { readFileSync } from "node:fs";
import { exampleBrand, shadeOfBrand, type Brand, type Scheme } from "../app/lib/brand.ts";

export interface EuropeMapOptions {
  /** The marked city: its label and WGS 84 coordinates. */
  city: { label: string; latitude: number; longitude: number };
  /** ISO 3166-1 numeric code of the country drawn in the highlight colour. */
  highlightCountry: string;
  /** Text of the SVG's `<title>`. */
  title: string;
  /** The colours: for a page in the light scheme (default) or the dark one. */
  scheme?: Scheme;
  /** The chapter's brand colours, which the map's are drawn from: the example's by default. */
  brand?: Brand;
}

/** Where the outlines were projected to: a Lambert azimuthal equal-area projection centred on
 * `centre` (longitude, latitude in degrees), `scale` units per Earth radius, its centre at
 * `translate` in the map's units (x to the right, y down). */
export interface MapProjection {
  centre: readonly number[];
  scale: number;
  translate: readonly number[];
}

/** Europe drawn once (tools/europe-map-outlines.json, which says from what and how): each
 * country's outline as SVG path data in the map's units, already projected. */
export interface EuropeOutlines {
  width: number;
  height: number;
  projection: MapProjection;
  graticule: string;
  /** `id`: the ISO 3166-1 numeric code, which identity.yaml's `countryCode` names. */
  countries: { id: string | null; name: string; d: string }[];
}

export const outlines = JSON.parse(
  readFileSync(new URL("./europe-map-outlines.json", import.meta.url), "utf8"),
) as EuropeOutlines;

/**
 * Places a point on the map with the projection the outlines were drawn with (d3-geo's
 * `geoAzimuthalEqualArea().rotate([-longitude, -latitude])` with the same scale and translate,
 * which is Snyder's formula for the oblique aspect, "Map Projections: A Working Manual", 24-2
 * to 24-4, with R = 1).
 */
export function project(
  { centre: [longitude0 = 0, latitude0 = 0], scale, translate: [x0 = 0, y0 = 0] }: MapProjection,
  longitude: number,
  latitude: number,
): [number, number] {
  const radians = Math.PI / 180;
  const [phi, phi0, dLambda] = [latitude, latitude0, longitude - longitude0].map(
    (degrees) => degrees * radians,
  ) as [number, number, number];
  const cosC = Math.sin(phi0) * Math.sin(phi) + Math.cos(phi0) * Math.cos(phi) * Math.cos(dLambda);
  const k = Math.sqrt(2 / (1 + cosC));
  const x = k * Math.cos(phi) * Math.sin(dLambda);
  const y =
    k * (Math.cos(phi0) * Math.sin(phi) - Math.sin(phi0) * Math.cos(phi) * Math.cos(dLambda));
  return [x0 + scale * x, y0 - scale * y];
}

/** The map's colours in each scheme as the example chapter's brand draws them: the dark one
 * matches the page's dark surfaces (styles/global.css), with the country and the marker as bright
 * as on the light one. The sea, the land, the borders and the country are shades of the primary
 * colour, the marker is the accent's; a chapter's brand turns them (`mapPalette`). */
const examplePalettes = {
  light: {
    sea: "#dbe7f5",
    graticule: "#b9cbe3",
    land: "#f7f9fc",
    border: "#9fb2cc",
    highlight: "#1b4f9c",
    highlightBorder: "#123a75",
    halo: "#ffffff",
    label: "#1b1f27",
    marker: "#f2b705",
  },
  dark: {
    sea: "#0e1521",
    graticule: "#22314a",
    land: "#243248",
    border: "#3a4a64",
    highlight: "#4f86d9",
    highlightBorder: "#9ec3ff",
    halo: "#0e1521",
    label: "#e6ebf3",
    marker: "#f2b705",
  },
} as const;

type MapColour = keyof (typeof examplePalettes)["light"];

/** Which brand colour each of the map's colours is drawn from; the others (white, the label's
 * near-black and near-white) are the same for every chapter. */
const drawnFrom: Partial<Record<MapColour, keyof Brand>> = {
  sea: "primary",
  graticule: "primary",
  land: "primary",
  border: "primary",
  highlight: "primary",
  highlightBorder: "primary",
  // The dark map's halo is its sea; the light map's is white, which stays white.
  halo: "primary",
  marker: "accent",
};

/** The map's colours for a chapter's brand, in a scheme. */
export function mapPalette(brand: Brand, scheme: Scheme): Record<MapColour, string> {
  const example = examplePalettes[scheme];
  return Object.fromEntries(
    (Object.keys(example) as MapColour[]).map((name) => {
      const from = drawnFrom[name];
      if (!from) return [name, example[name]];
      // The example's brand colour itself (the light map's country) is the chapter's own.
      if (example[name] === exampleBrand[from]) return [name, brand[from].toLowerCase()];
      return [name, shadeOfBrand(example[name], from, brand)];
    }),
  ) as Record<MapColour, string>;
}

/** Every colour the example's brand gives the map, in both schemes: none of them is in a map
 * drawn for another brand (tests). */
export const exampleMapColours: readonly string[] = [
  ...new Set(
    (["light", "dark"] as const).flatMap((scheme) =>
      (Object.keys(drawnFrom) as MapColour[]).map((name) => examplePalettes[scheme][name]),
    ),
  ),
].filter((colour) => colour !== "#ffffff");

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Draws Europe into a static SVG: the committed outlines (tools/europe-map-outlines.json, their
 * source said there), a light graticule, the highlighted country and a marker with the city's
 * label, placed with the outlines' projection. Runs at build time only.
 */
export function renderEuropeMap({
  city,
  highlightCountry,
  title,
  scheme = "light",
  brand = exampleBrand,
}: EuropeMapOptions): string {
  const colours = mapPalette(brand, scheme);
  const { width, height, graticule, countries } = outlines;
  const [x, y] = project(outlines.projection, city.longitude, city.latitude);
  const label = escapeXml(city.label);
  // Sized for the smallest screen the map is shown on: a 320 px phone shows its 800 units in
  // about 288 px, where 36 units are 13 px, over the 12 px the site's text never goes under
  // (docs/design-system.md). The label goes to the marker's left when it would leave the map.
  const fontSize = 36;
  const labelWidth = city.label.length * fontSize * 0.62;
  const toTheLeft = x + 24 + labelWidth > width;
  const labelX = (toTheLeft ? x - 24 : x + 24).toFixed(1);
  const labelY = (y + fontSize * 0.35).toFixed(1);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${colours.sea}"/>`,
    `<path d="${graticule}" fill="none" stroke="${colours.graticule}" stroke-width="1"/>`,
    `<g fill="${colours.land}" stroke="${colours.border}" stroke-width="0.8" stroke-linejoin="round">`,
    ...countries.map((country) =>
      country.id !== null && country.id === highlightCountry
        ? `<path d="${country.d}" fill="${colours.highlight}" stroke="${colours.highlightBorder}"/>`
        : `<path d="${country.d}"/>`,
    ),
    `</g>`,
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="22" fill="${colours.halo}" fill-opacity="0.7"/>`,
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="11" fill="${colours.marker}" stroke="#1b1f27" stroke-width="3"/>`,
    `<text x="${labelX}" y="${labelY}"${toTheLeft ? ' text-anchor="end"' : ""} font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="${colours.label}" stroke="${colours.halo}" stroke-width="7" paint-order="stroke">${label}</text>`,
    `</svg>`,
  ].join("\n");
}
