/**
 * The SVG check against its own attacker: a corpus of hostile files (tests/support/hostile-svgs.ts),
 * each refused with its reason or written again harmless; the logos drawing programs save, which
 * pass without their editors' data; the bounds told before anything is parsed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { harmlessSvgProblems } from "../../tests/support/harmless-svg";
import {
  hostileSvgFiles,
  hostileSvgFolder,
  hostileSvgs,
  logoFiles,
  logoFolder,
  misnamedSvgs,
} from "../../tests/support/hostile-svgs";
import { checkSvg, svgLimits } from "./svg-safety.server";

const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">';
const hostile = (name: string) => readFileSync(join(hostileSvgFolder, `${name}.svg`));

describe("the hostile corpus", () => {
  it("holds at least 50 files, each described once", () => {
    expect(hostileSvgs.length).toBeGreaterThanOrEqual(50);
    expect(hostileSvgs.map(({ name }) => name).sort()).toEqual(hostileSvgFiles());
    expect(hostileSvgs.filter(({ refused }) => refused).length).toBeGreaterThanOrEqual(50);
    // Every file of the folder, whatever its ending.
    expect(readdirSync(hostileSvgFolder).sort()).toEqual(
      [
        ...hostileSvgs.map(({ name }) => `${name}.svg`),
        ...misnamedSvgs.map(({ file }) => file),
      ].sort(),
    );
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

describe("what a picture expands to", () => {
  const limit = svgLimits.elements.toLocaleString("en");
  const expands = `draws more than ${limit} elements once its <use> elements and references are followed`;
  /** `levels` groups, each of `fanOut` clones of the one before, the last one drawn. */
  const chain = (levels: number, fanOut: number) =>
    `${svgOpen}<defs><rect id="l0" width="1" height="1"/>${Array.from(
      { length: levels },
      (_, level) => `<g id="l${level + 1}">${`<use href="#l${level}"/>`.repeat(fanOut)}</g>`,
    ).join("")}</defs><use href="#l${levels}"/></svg>`;

  it("counts the clones of <use> chains against the element limit", () => {
    // 10^5 rectangles from 57 elements: refused; 10^3 pass, as a logo of symbols may.
    expect(checkSvg(chain(5, 10)).problem).toMatch(new RegExp(`^${expands}`));
    expect(checkSvg(chain(3, 10)).problem).toBeUndefined();
    // Just under and just over the limit (each level also counts its group and its <use>s).
    expect(checkSvg(chain(1, 9_990)).problem).toBeUndefined();
    expect(checkSvg(chain(2, 100)).problem).toMatch(new RegExp(`^${expands}`));
  });

  it("counts a mask, a clip, a pattern, a filter or a marker for each element that names it", () => {
    const rects = (attribute: string) => `<rect width="1" height="1" ${attribute}/>`.repeat(2_000);
    const mask = `<mask id="m">${'<rect width="1" height="1" fill="#fff"/>'.repeat(20)}</mask>`;
    expect(checkSvg(`${svgOpen}${mask}${rects('mask="url(#m)"')}</svg>`).problem).toMatch(
      new RegExp(`^${expands}`),
    );
    // From a style attribute and from a <style> rule too.
    expect(checkSvg(`${svgOpen}${mask}${rects('style="mask:url(#m)"')}</svg>`).problem).toMatch(
      new RegExp(`^${expands}`),
    );
    expect(
      checkSvg(`${svgOpen}<style>rect{mask:url(#m)}</style>${mask}${rects("")}</svg>`).problem,
    ).toMatch(new RegExp(`^${expands}`));
    // A marker on each point of a path.
    const marker = `<marker id="k">${'<circle r="1"/>'.repeat(50)}</marker>`;
    const path = `<path d="M0 0${" L1 1".repeat(500)}" marker-mid="url(#k)"/>`;
    expect(checkSvg(`${svgOpen}${marker}${path}</svg>`).problem).toMatch(new RegExp(`^${expands}`));
    // A gradient paints with its colours, whatever its stops: Illustrator's rules pass.
    const gradient = `<linearGradient id="g">${'<stop offset="0"/>'.repeat(50)}</linearGradient>`;
    expect(
      checkSvg(`${svgOpen}<style>.a{fill:url(#g)}</style>${gradient}${rects('class="a"')}</svg>`)
        .problem,
    ).toBeUndefined();
  });

  it("refuses a reference that leads back to itself", () => {
    expect(checkSvg(`${svgOpen}<g id="a"><use href="#a"/></g></svg>`).problem).toMatch(
      /^holds a reference that leads back to itself \(<g> through <use>, href or url\(#…\)\)/,
    );
    expect(
      checkSvg(
        `${svgOpen}<pattern id="p" width="1" height="1"><rect width="1" height="1" fill="url(#p)"/></pattern><rect width="9" height="9" fill="url(#p)"/></svg>`,
      ).problem,
    ).toMatch(/^holds a reference that leads back to itself/);
  });

  it("refuses references nested deeper than any drawing program writes", () => {
    const deep = `${svgOpen}<defs><rect id="r0" width="1" height="1"/>${Array.from(
      { length: 150 },
      (_, index) => `<use id="r${index + 1}" href="#r${index}"/>`,
    ).join("")}</defs><use href="#r150"/></svg>`;
    expect(checkSvg(deep).problem).toMatch(
      /^nests its references \(<use>, href, url\(#…\)\) more than 100 deep/,
    );
  });
});

describe("presentation attributes", () => {
  it("are published as the check read them, not as they were written", () => {
    const checked = checkSvg(
      `${svgOpen}<linearGradient id="g"/><rect width=" 10 " height="10" fill="  url( '#g' ) " stroke-dasharray="1 ,  2" font-family="'Open Sans', sans-serif"/></svg>`,
    );
    expect(checked.svg).toContain(
      '<rect width="10" height="10" fill="url(#g)" stroke-dasharray="1, 2" font-family="&quot;Open Sans&quot;, sans-serif"/>',
    );
  });

  it("read a comment's marks inside an unquoted url( as part of the address, and in a string as text", () => {
    for (const attribute of ["fill", "mask", "filter", "clip-path", "marker-end"]) {
      expect(
        checkSvg(`${svgOpen}<path d="M0 0" ${attribute}="url(/*/../x.svg?*/#m)"/></svg>`).problem,
        attribute,
      ).toBe(
        `holds a style that loads another file (url(/*/../x.svg?*/#m)) in its ${attribute} attribute: a logo must be a picture only, never a program or a link to other files; export it again as plain SVG, or as PNG`,
      );
    }
    expect(
      checkSvg(`${svgOpen}<rect width="1" height="1" style="fill:URL(/*x*/#m)"/></svg>`).problem,
    ).toContain("a style that loads another file (url(/*x*/#m))");
    // A string that holds a comment's marks keeps them: no comment hides what follows it.
    expect(
      checkSvg(
        `${svgOpen}<text font-family="'a/*'" fill="url(https://attacker.example/)" style="font-family:'*/'">x</text></svg>`,
      ).problem,
    ).toContain("a style that loads another file (url(https://attacker.example/))");
    expect(
      checkSvg(
        `${svgOpen}<style>text{font-family:"/*"}rect{fill:url(//attacker.example/x)}/*"*/</style></svg>`,
      ).problem,
    ).toContain("a style that loads another file (url(//attacker.example/x))");
    // A comment between values still separates them, as before.
    expect(
      checkSvg(`${svgOpen}<rect width="1" height="1" fill="/* a */ #fff"/></svg>`).svg,
    ).toContain('fill="#fff"');
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
