import { describe, expect, it } from "vitest";
import { renderEuropeMap } from "./europe-map";

describe("renderEuropeMap", () => {
  const svg = renderEuropeMap({
    city: { label: "Torino & co", latitude: 45.07, longitude: 7.69 },
    highlightCountry: "380",
    title: "Map of Europe",
  });

  it("is an accessible SVG image with a title", () => {
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="t"/);
    expect(svg).toContain('<title id="t">Map of Europe</title>');
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
});
