/**
 * The SVG check against its own attacker: a corpus of hostile files (tests/support/hostile-svgs.ts),
 * each refused with its reason or written again harmless; the logos drawing programs save, which
 * pass without their editors' data; the bounds told before anything is parsed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { harmlessSvgProblems } from "../../tests/support/harmless-svg";
import {
  hostileSvgFiles,
  hostileSvgFolder,
  hostileSvgs,
  logoFiles,
  logoFolder,
} from "../../tests/support/hostile-svgs";
import { checkSvg, svgLimits } from "./svg-safety.server";

const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">';
const hostile = (name: string) => readFileSync(join(hostileSvgFolder, `${name}.svg`));

describe("the hostile corpus", () => {
  it("holds at least 50 files, each described once", () => {
    expect(hostileSvgs.length).toBeGreaterThanOrEqual(50);
    expect(hostileSvgs.map(({ name }) => name).sort()).toEqual(hostileSvgFiles());
    expect(hostileSvgs.filter(({ refused }) => refused).length).toBeGreaterThanOrEqual(50);
  });

  it.each(
    hostileSvgs.filter(({ refused }) => refused).map(({ name, refused }) => [name, refused!]),
  )("%s is refused: %s", (name, reason) => {
    const checked = checkSvg(hostile(name));
    expect(checked.svg).toBeUndefined();
    expect(checked.problem).toContain(reason);
  });

  it.each(hostileSvgs.filter(({ refused }) => !refused).map(({ name }) => name))(
    "%s is published harmless, and reads again the same",
    (name) => {
      const checked = checkSvg(hostile(name));
      expect(checked.problem).toBeUndefined();
      expect(harmlessSvgProblems(checked.svg!)).toEqual([]);
      expect(checked.svg).not.toMatch(/<script|data-pwned="|onload|xml:base|inkscape|sodipodi/i);
      expect(checkSvg(checked.svg!)).toEqual(checked);
    },
  );

  it("judges a name by its namespace, not by its prefix", () => {
    // The same local name, in SVG under another prefix: refused; in another program's
    // namespace under the SVG prefix's usual spelling: left out.
    expect(
      checkSvg(`${svgOpen}<i:script xmlns:i="http://www.w3.org/2000/svg">x()</i:script></svg>`)
        .problem,
    ).toMatch(/^holds a <script> element/);
    expect(
      checkSvg(`${svgOpen}<svg:script xmlns:svg="http://example.org/ns">x()</svg:script></svg>`)
        .svg,
    ).toBe(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"/>`);
  });

  it("keeps markup in texts and names as text", () => {
    const checked = checkSvg(
      `${svgOpen}<text id="a&quot;&gt;&lt;b">&lt;/text&gt;&lt;script&gt;x()&lt;/script&gt;</text></svg>`,
    );
    expect(checked.svg).toContain(
      '<text id="a&quot;&gt;&lt;b">&lt;/text&gt;&lt;script&gt;x()&lt;/script&gt;</text>',
    );
  });
});

describe("a board member's logos", () => {
  it.each(logoFiles)("%s passes, written again without its editor's data", (file) => {
    const checked = checkSvg(readFileSync(join(logoFolder, file)));
    expect(checked.problem).toBeUndefined();
    expect(harmlessSvgProblems(checked.svg!)).toEqual([]);
    expect(checked.svg).not.toMatch(/inkscape|sodipodi|rdf:|xmpmeta|foreignObject|pgf|<!--/);
    expect(checkSvg(checked.svg!)).toEqual(checked);
  });

  it("keeps their size, in px, whatever unit the editor wrote", () => {
    const sizes = logoFiles.map((file) => {
      const { width, height } = checkSvg(readFileSync(join(logoFolder, file)));
      return { file, width, height };
    });
    expect(sizes).toEqual([
      // 80 × 24 mm at 96 px to the inch.
      { file: "inkscape-logo.svg", width: 302.36, height: 90.71 },
      { file: "illustrator-logo.svg", width: 240, height: 80 },
      { file: "gradient-raster-logo.svg", width: 300, height: 100 },
    ]);
  });

  it("keeps an embedded PNG, on one line", () => {
    const { svg } = checkSvg(readFileSync(join(logoFolder, "gradient-raster-logo.svg")));
    expect(svg).toMatch(/href="data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]+=*"/);
  });

  it("keeps Illustrator's style rules and picks the drawing out of its <switch>", () => {
    const { svg } = checkSvg(readFileSync(join(logoFolder, "illustrator-logo.svg")));
    expect(svg).toContain(
      '<style type="text/css">.st0{fill:#E30613}.st1{fill:none;stroke:#1D1D1B;stroke-width:4;stroke-miterlimit:10}',
    );
    expect(svg).toContain('<switch><g><g><polygon class="st0"');
  });

  it("takes its size from the viewBox when width and height are missing, and says it in px", () => {
    const checked = checkSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><rect width="9" height="9"/></svg>',
    );
    expect(checked).toMatchObject({ width: 200, height: 50 });
    expect(checked.svg).toMatch(
      /^<svg xmlns="[^"]+" viewBox="0 0 200 50" width="200" height="50">/,
    );
    expect(checkSvg('<svg xmlns="http://www.w3.org/2000/svg" width="100%"/>').problem).toBe(
      "needs a size: width and height on its <svg> element (in px, mm, cm, in or pt), or a viewBox",
    );
  });
});

describe("the bounds, told before anything is parsed", () => {
  it("refuses elements nested too deep, even in a file no parser could read", () => {
    // Unclosed: a parser would say so; the depth is told first.
    const deep = `${svgOpen}${"<g>".repeat(100_000)}`;
    expect(checkSvg(deep).problem).toBe(
      `nests its elements more than ${svgLimits.depth} deep (told before reading it): a logo needs far fewer; save it again from the drawing program, or as PNG`,
    );
    const justDeepEnough = `${svgOpen}${"<g>".repeat(svgLimits.depth - 1)}${"</g>".repeat(svgLimits.depth - 1)}</svg>`;
    expect(checkSvg(justDeepEnough).problem).toBeUndefined();
  });

  it("refuses too many elements", () => {
    const many = `${svgOpen}${'<rect width="1" height="1"/>'.repeat(svgLimits.elements)}</svg>`;
    expect(checkSvg(many).problem).toBe(
      "holds more than 20,000 elements (told before reading it): a logo needs far fewer; simplify it, or save it as PNG",
    );
    const enough = `${svgOpen}${"<g/>".repeat(svgLimits.elements - 1)}</svg>`;
    expect(checkSvg(enough).problem).toBeUndefined();
  });

  it("refuses a file larger than its limit", () => {
    const large = `${svgOpen}<desc>${"x".repeat(svgLimits.bytes)}</desc></svg>`;
    expect(checkSvg(large).problem).toBe(
      "is larger than 1 MB: save the logo as plain SVG or as PNG",
    );
  });

  it("counts what a comment, a CDATA section or a quoted value holds as text", () => {
    const text = `<!-- ${"<g>".repeat(200)} --><![CDATA[${"<g>".repeat(200)}]]>`;
    const checked = checkSvg(
      `${svgOpen}<desc>${text}</desc><rect id="${"&lt;g&gt;".repeat(200)}" class='a>b' width="1" height="1"/></svg>`,
    );
    expect(checked.problem).toBeUndefined();
  });
});

describe("a file a browser cannot read as a picture", () => {
  it("is told with the parser's line and column", () => {
    expect(checkSvg(`${svgOpen}<g>`).problem).toBe(
      "is not an SVG a browser can read (line 1, column 66: unclosed tag: g)",
    );
  });

  it("is read in UTF-16 and Latin-1 as its mark or declaration says", () => {
    const latin = Buffer.from(
      `<?xml version="1.0" encoding="ISO-8859-1"?>${svgOpen}<text>Caf\u00e9</text></svg>`,
      "latin1",
    );
    expect(checkSvg(latin).svg).toContain("<text>Café</text>");
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${svgOpen}<text>Caf\u00e9</text></svg>`, "utf16le"),
    ]);
    expect(checkSvg(utf16).svg).toContain("<text>Café</text>");
    expect(checkSvg(Buffer.from([0x3c, 0x73, 0xff, 0xfe, 0x3e])).problem).toBe(
      "is not UTF-8 text: save it again as SVG (UTF-8)",
    );
  });
});
