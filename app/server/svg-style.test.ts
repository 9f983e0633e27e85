import { describe, expect, it } from "vitest";
import { cleanStyleAttribute, cleanStyleSheet, cleanStyleValue } from "./svg-style.server";

/** The style written again and what was told of it. */
function sheet(text: string) {
  const hazards = new Set<string>();
  return { css: cleanStyleSheet(text, hazards), hazards: [...hazards] };
}

describe("a picture's styles", () => {
  it("are written again from what was read, the same the second time", () => {
    const first = sheet(`
      /* Illustrator */
      .st0 , .st1 > tspan { fill : #E30613 ; stroke-width:4 !important }
      @media (prefers-color-scheme: dark) { .st0 { fill: rgb( 255, 255 , 255 ) } }
      text { font-family: 'Open Sans', "Segoe UI", sans-serif; transform: translate(2px, 3px) rotate(45deg) }
    `);
    expect(first).toEqual({
      css: '.st0,.st1>tspan{fill:#E30613;stroke-width:4 !important}@media (prefers-color-scheme: dark){.st0{fill:rgb(255, 255, 255)}}text{font-family:"Open Sans", "Segoe UI", sans-serif;transform:translate(2px, 3px) rotate(45deg)}',
      hazards: [],
    });
    expect(sheet(first.css)).toEqual(first);
  });

  it("keep a part of the same file and nothing else", () => {
    expect(cleanStyleValue("url( '#paint0' ) #fff")).toEqual({ text: "url(#paint0) #fff" });
    expect(cleanStyleValue("url(https://example.org/x#a)")).toEqual({
      hazard: "a style that loads another file (url(https://example.org/x#a))",
    });
    expect(cleanStyleValue("url(data:image/png;base64,AAAA)")).toMatchObject({
      hazard: expect.stringMatching(/^a style that loads another file/),
    });
  });

  it("tell an escape, an unknown function, an at-rule and what they cannot read", () => {
    expect(sheet("a{fill:\\75 rl(x)}").hazards).toEqual([
      "a CSS escape (\\), which can hide what a style loads",
    ]);
    expect(sheet("a{fill:paint(x)}").hazards).toEqual([
      "a style function the check does not allow (paint(…))",
    ]);
    expect(sheet('@charset "utf-8"; @namespace svg url(x); @keyframes k{}').hazards).toEqual([
      "a style rule the check does not read (@namespace)",
      "a style rule the check does not read (@keyframes)",
    ]);
    expect(sheet("a[href^=x]{fill:red}").hazards).toEqual([
      "a style selector the check cannot read (a[href^=x])",
    ]);
    expect(sheet("a{fill:red").hazards).toEqual(["a style the check cannot read (a{fill:red)"]);
  });

  it("leave out Inkscape's own properties and empty declarations", () => {
    const hazards = new Set<string>();
    expect(
      cleanStyleAttribute(
        "fill:#000;;-inkscape-font-specification:'Sans Bold';stroke:none;",
        hazards,
      ),
    ).toBe("fill:#000;stroke:none");
    expect([...hazards]).toEqual([]);
  });
});
