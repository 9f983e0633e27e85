import { geoAzimuthalEqualArea, geoBounds, geoGraticule, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import { presimplify, simplify } from "topojson-simplify";
import type { GeometryCollection, Topology } from "topojson-specification";

export interface EuropeMapOptions {
  /** The marked city: its label and WGS 84 coordinates. */
  city: { label: string; latitude: number; longitude: number };
  /** ISO 3166-1 numeric code of the country drawn in the highlight colour. */
  highlightCountry: string;
  /** Text of the SVG's `<title>`. */
  title: string;
  /** The colours: for a page in the light scheme (default) or the dark one. */
  scheme?: "light" | "dark";
  width?: number;
  height?: number;
}

/** Natural Earth countries at 1:50m (the `world-atlas` package), as GeoJSON. */
function loadCountries(): FeatureCollection<Geometry, { name: string }> {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"),
  ) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  // Drops detail smaller than about a pixel at the map's scale (weights are triangle areas in square degrees).
  const simplified = simplify(presimplify(topology), 1e-3);
  return feature(simplified, simplified.objects.countries) as FeatureCollection<
    Geometry,
    { name: string }
  >;
}

/** The map's colours in each scheme: the dark one matches the page's dark surfaces
 * (styles/global.css), with the country and the marker as bright as on the light one. */
const palettes = {
  light: {
    sea: "#dbe7f5",
    graticule: "#b9cbe3",
    land: "#f7f9fc",
    border: "#9fb2cc",
    highlight: "#1b4f9c",
    highlightBorder: "#123a75",
    halo: "#ffffff",
    label: "#1b1f27",
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
  },
} as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Draws Europe from real geographic data into a static SVG: countries, a light graticule, the
 * highlighted country and a marker with the city's label. Runs at build time only.
 */
export function renderEuropeMap({
  city,
  highlightCountry,
  title,
  scheme = "light",
  width = 800,
  height = 700,
}: EuropeMapOptions): string {
  const colours = palettes[scheme];
  // The frame to fit: points along the edges of the longitude/latitude box that Europe fills.
  const frame: Feature = {
    type: "Feature",
    properties: {},
    geometry: {
      type: "MultiPoint",
      coordinates: [-11, 0, 13, 26, 39].flatMap((longitude) =>
        [34, 52, 71].map((latitude) => [longitude, latitude]),
      ),
    },
  };
  const projection = geoAzimuthalEqualArea()
    .rotate([-12, -52])
    .fitExtent(
      [
        [0, 0],
        [width, height],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(0);

  const [[west, south], [east, north]] = [
    [-30, 28],
    [55, 75],
  ];
  const countries = loadCountries()
    .features.filter((country) => {
      const [[minLon, minLat], [maxLon, maxLat]] = geoBounds(country);
      const crossesAntimeridian = minLon > maxLon;
      const overlapsLongitude = crossesAntimeridian || (minLon < east && maxLon > west);
      return overlapsLongitude && minLat < north && maxLat > south;
    })
    .map((country) => ({ id: String(country.id), d: path(country) ?? "" }))
    .filter((country) => country.d.length > 0);

  const graticule = path(geoGraticule().step([10, 10])()) ?? "";
  const [x, y] = projection([city.longitude, city.latitude]) ?? [width / 2, height / 2];
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
      country.id === highlightCountry
        ? `<path d="${country.d}" fill="${colours.highlight}" stroke="${colours.highlightBorder}"/>`
        : `<path d="${country.d}"/>`,
    ),
    `</g>`,
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="22" fill="${colours.halo}" fill-opacity="0.7"/>`,
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="11" fill="#f2b705" stroke="#1b1f27" stroke-width="3"/>`,
    `<text x="${labelX}" y="${labelY}"${toTheLeft ? ' text-anchor="end"' : ""} font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="${colours.label}" stroke="${colours.halo}" stroke-width="7" paint-order="stroke">${label}</text>`,
    `</svg>`,
  ].join("\n");
}
