import { describe, expect, it } from "vitest";
import { exampleMapColours, mapPalette, outlines, project, renderEuropeMap } from "./europe-map";

describe("renderEuropeMap", () => {
  const svg = renderEuropeMap({
    city: { label: "Torino & co", latitude: 45.07, longitude: 7.69 },
    highlightCountry: "380",
    title: "Europe, and Turin on it",
  });

  it("is an accessible SVG image with a title", () => {
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="t"/);
    expect(svg).toContain('<title id="t">Europe, and Turin on it</title>');
  });

  it("draws the countries of Europe and highlights the chapter's country", () => {
    expect(svg.match(/<path d="M/g)?.length).toBeGreaterThan(30);
    expect(svg).toContain('fill="#1b4f9c"');
  });

  it("marks the city inside the frame and escapes its label", () => {
    const marker = svg.match(/<circle cx="([\d.]+)" cy="([\d.]+)" r="11"/);
    expect(marker).not.toBeNull();
    const [x, y] = [Number(marker?.[1]), Number(marker?.[2])];
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(800);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(700);
    expect(svg).toContain("Torino &#38; co");
  });

  it("labels the city large enough to read on a 320 px phone, inside the map", () => {
    const size = Number(svg.match(/<text [^>]*font-size="(\d+)"/)?.[1]);
    // A 320 px phone shows the map's 800 units in about 288 px.
    expect((size * 288) / 800).toBeGreaterThanOrEqual(12);
    const east = renderEuropeMap({
      city: { label: "Moscow and a long name", latitude: 55.75, longitude: 37.62 },
      highlightCountry: "643",
      title: "Map",
    });
    expect(east).toMatch(/<text [^>]*text-anchor="end"/);
  });

  it("has a dark variant in the page's dark colours, the same drawing", () => {
    const dark = renderEuropeMap({
      city: { label: "Torino & co", latitude: 45.07, longitude: 7.69 },
      highlightCountry: "380",
      title: "Map",
      scheme: "dark",
    });
    expect(dark).toContain('fill="#0e1521"');
    expect(dark).not.toContain('fill="#dbe7f5"');
    expect(dark.match(/<path d="M/g)?.length).toBe(svg.match(/<path d="M/g)?.length);
  });

  it("stays light enough for a phone", () => {
    expect(svg.length).toBeLessThan(150_000);
  });

  it("places a city where d3-geo placed it when it drew the outlines", () => {
    // d3-geo 3.1.1's geoAzimuthalEqualArea().rotate([-12, -52]).fitExtent(...) of the outlines,
    // computed before d3-geo left the project: [longitude, latitude] -> [x, y].
    const placedByD3: [string, [number, number], [number, number]][] = [
      ["the centre", [12, 52], [371.3109621709444, 374.7984687558116]],
      ["Turin", [7.6869, 45.0703], [315.9685229897618, 498.8699552934158]],
      ["Lisbon", [-9.1393, 38.7223], [74.35073270174814, 573.5351448847214]],
      ["Reykjavik", [-21.9426, 64.1466], [113.72618554006056, 90.25408038006321]],
      ["Moscow", [37.62, 55.75], [626.6591150203022, 260.42037723698144]],
      ["Nicosia", [33.3823, 35.1856], [687.2987054314857, 634.5480228502852]],
      ["Tromsø", [18.9553, 69.6492], [415.63943081289136, 53.536111031338066]],
    ];
    for (const [, [longitude, latitude], [x, y]] of placedByD3) {
      const [px, py] = project(outlines.projection, longitude, latitude);
      expect(px).toBeCloseTo(x, 6);
      expect(py).toBeCloseTo(y, 6);
    }
  });

  it("marks the city where the projection places it", () => {
    const [x, y] = project(outlines.projection, 7.69, 45.07);
    expect(svg).toContain(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="11"`);
    const lisbon = renderEuropeMap({
      city: { label: "Lisboa", latitude: 38.7223, longitude: -9.1393 },
      highlightCountry: "620",
      title: "Map",
    });
    expect(lisbon).toContain('<circle cx="74.4" cy="573.5" r="11"');
  });

  it("highlights no country when the code is not one of the outlines'", () => {
    const nowhere = renderEuropeMap({
      city: { label: "Nowhere", latitude: 45, longitude: 7 },
      highlightCountry: "999",
      title: "Map",
    });
    expect(nowhere).not.toContain('fill="#1b4f9c"');
  });
});

describe("the map's colours", () => {
  const city = { label: "Lisboa", latitude: 38.72, longitude: -9.14 };
  it("are the example's for the example's brand, and the brand's own for another", () => {
    const example = (["light", "dark"] as const)
      .map((scheme) => renderEuropeMap({ city, highlightCountry: "620", title: "Map", scheme }))
      .join("\n");
    for (const colour of exampleMapColours) expect(example).toContain(colour);
    for (const scheme of ["light", "dark"] as const) {
      const svg = renderEuropeMap({
        city,
        highlightCountry: "620",
        title: "Map",
        scheme,
        brand: { primary: "#006600", accent: "#ff0000" },
      });
      for (const colour of exampleMapColours) expect(svg).not.toContain(colour);
      expect(svg).toContain(
        `fill="${mapPalette({ primary: "#006600", accent: "#ff0000" }, scheme).highlight}"`,
      );
    }
    // The country in the chapter's primary colour, on the light map.
    expect(mapPalette({ primary: "#006600", accent: "#ff0000" }, "light").highlight).toBe(
      "#006600",
    );
  });
});
