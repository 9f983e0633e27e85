/**
 * The kinds of picture file are described once (config/pictures.ts): for every picture field of
 * every content schema (its folder and its use), every ending of every kind it takes, in any case,
 * is one the content check knows, one the module of the pages' pictures imports with its use's
 * outputs, and one the image pipeline transforms (or, for an SVG, the SVG check writes again).
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  eventHeaderCrops,
  pictureFileKind,
  pictureFileKinds,
  pictureKindOfBytes,
  pictureUses,
  rasterImportPattern,
  type PictureUse,
} from "../app/config/pictures";
import { eventFiles, pageTexts, siteFiles } from "../app/lib/content-collections";
import { elementOf, shapeOf, unwrap } from "../app/lib/schema-walk";
import { hostileSvgFolder } from "../tests/support/hostile-svgs";
import { picturesModule } from "./content-pictures-plugin";
import { pictureDirectives } from "./picture-presets";

/** Every picture field of a schema: its folder and its use. */
function pictureFields(schema: z.ZodType, found: Map<string, PictureUse> = new Map()) {
  const { meta } = unwrap(schema);
  if (meta.picture && meta.folder) found.set(`${meta.folder} ${meta.picture}`, meta.picture);
  const element = elementOf(schema);
  if (element) pictureFields(element, found);
  for (const field of Object.values(shapeOf(schema) ?? {})) pictureFields(field, found);
  return found;
}

const schemas = [...Object.values(siteFiles), ...Object.values(pageTexts), eventFiles].map(
  ({ schema }) => schema as z.ZodType,
);
const fields = [...new Map(schemas.flatMap((schema) => [...pictureFields(schema)])).entries()].map(
  ([key, use]) => ({ folder: key.split(" ")[0]!, use }),
);

const spellings = (extension: string) => [
  extension,
  extension.toUpperCase(),
  extension[0] + extension[1]!.toUpperCase() + extension.slice(2),
];

describe("the picture files of every folder", () => {
  it("are found in the content schemas (the identity's logo, team, sponsors, events, recaps, photos, quotes)", () => {
    expect(new Set(fields.map(({ folder }) => folder.split("/").at(-1)))).toEqual(
      new Set(["identity", "team", "sponsors", "events", "recaps", "photos", "quotes"]),
    );
  });

  it.each(fields)("in $folder ($use) are what the table says, in any case", ({ folder, use }) => {
    const described = pictureUses[use];
    const { kinds, preset, social } = described;
    const crops = "crops" in described ? described.crops : [];
    for (const kind of kinds) {
      for (const extension of pictureFileKinds[kind].extensions.flatMap(spellings)) {
        const path = `${folder}/IMG_1234${extension}`;
        expect(pictureFileKind(path), path).toBe(kind);
        const imports = [...picturesModule([{ path, use }], "/site").matchAll(/from "([^"]+)"/g)]
          .map((match) => match[1]!)
          .sort();
        if (pictureFileKinds[kind].raster) {
          const wanted = [`/site/${path}?picture=${preset}`];
          if (social) wanted.push(`/site/${path}?social`);
          for (const shape of crops) wanted.push(`/site/${path}?picture=${preset}&crop=${shape}`);
          expect(imports, path).toEqual(wanted.sort());
          for (const id of imports) {
            expect(rasterImportPattern.test(id), id).toBe(true);
            expect([...pictureDirectives(new URL(`file://${id}`)).keys()], id).not.toEqual([]);
          }
        } else {
          expect(imports, path).toEqual([`/site/${path}?checked-svg`]);
          expect(rasterImportPattern.test(imports[0]!)).toBe(false);
        }
      }
    }
  });

  it("of a kind the site does not take have no kind, and the pipeline leaves them", () => {
    for (const name of ["photo.heic", "photo.HEIC", "logo.bmp", "anim.gif", "photo", ".jpg"]) {
      expect(pictureFileKind(name), name).toBeUndefined();
    }
    expect(rasterImportPattern.test("/site/app/assets/team/photo.heic?picture=card")).toBe(false);
  });
});

describe("the module of the pages' pictures", () => {
  it("builds each named picture once, with every output its uses need", () => {
    const code = picturesModule(
      [
        { path: "app/assets/photos/banner.jpg", use: "banner" },
        { path: "app/assets/photos/banner.jpg", use: "photo" },
        { path: "app/assets/sponsors/acme.svg", use: "logo" },
      ],
      "/site",
    );
    expect(code).toBe(
      [
        'import picture0 from "/site/app/assets/photos/banner.jpg?picture=hero";',
        'import social0 from "/site/app/assets/photos/banner.jpg?social";',
        'import svg1 from "/site/app/assets/sponsors/acme.svg?checked-svg";',
        "export default {",
        '  "app/assets/photos/banner.jpg": { picture: picture0, social: social0 },',
        '  "app/assets/sponsors/acme.svg": { svg: svg1 },',
        "};",
        "",
      ].join("\n"),
    );
  });

  it("crops a social card around the focal point of the entry that makes it", () => {
    const code = picturesModule(
      [
        { path: "app/assets/events/a.jpg", use: "event", focus: { x: 0.7, y: 0.25 } },
        { path: "app/assets/events/b.jpg", use: "event" },
      ],
      "/site",
    );
    expect(code).toContain(
      'import social0 from "/site/app/assets/events/a.jpg?social&focus=0.7,0.25";',
    );
    expect(code).toContain('import social1 from "/site/app/assets/events/b.jpg?social";');
  });
});

describe("the art-directed crops of the event header", () => {
  it("are made around the focal point of each entry that names the picture", () => {
    const code = picturesModule(
      [
        { path: "app/assets/events/a.jpg", use: "event", focus: { x: 0.5, y: 0 } },
        { path: "app/assets/events/a.jpg", use: "event" },
      ],
      "/site",
    );
    for (const { shape } of eventHeaderCrops.bands) {
      expect(code).toContain(
        `/site/app/assets/events/a.jpg?picture=hero&crop=${shape}&focus=0.5,0"`,
      );
      expect(code).toContain(`/site/app/assets/events/a.jpg?picture=hero&crop=${shape}"`);
    }
    expect(code).toMatch(
      /crops: \{ "0\.5,0": \{ "3:2": crop0_0_0 \}, "": \{ "3:2": crop0_1_0 \} \}/,
    );
  });

  it("are made for an event's picture only", () => {
    expect(
      picturesModule([{ path: "app/assets/photos/b.jpg", use: "banner" }], "/site"),
    ).not.toContain("crop");
  });
});

describe("a picture's kind by its first bytes", () => {
  it("is read from the signatures, and from text a reader of SVG would take", () => {
    const bytes = (...values: number[]) => Uint8Array.from(values);
    expect(pictureKindOfBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(pictureKindOfBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(pictureKindOfBytes(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    for (const text of [
      "<svg/>",
      "\uFEFF  <?xml version='1.0'?><svg/>",
      "Some words first, then <SVG xmlns='http://www.w3.org/2000/svg'/>",
      "<!-- a comment -->",
    ]) {
      expect(pictureKindOfBytes(Buffer.from(text)), text).toBe("svg");
    }
    expect(pictureKindOfBytes(Buffer.from("<svg/>", "utf16le"))).toBe("svg");
    expect(pictureKindOfBytes(bytes(0x1f, 0x8b, 8))).toBe("svg");
    expect(pictureKindOfBytes(Buffer.from("not a picture"))).toBeUndefined();
    expect(pictureKindOfBytes(Buffer.from("GIF89a"))).toBeUndefined();
  });

  it("stops the module of the pages' pictures on an SVG named as a raster", () => {
    const root = mkdtempSync(join(tmpdir(), "pictures-"));
    try {
      mkdirSync(join(root, "app/assets/sponsors"), { recursive: true });
      const png = "app/assets/sponsors/svg-named.png";
      writeFileSync(join(root, png), readFileSync(join(hostileSvgFolder, "svg-named.png")));
      expect(() => picturesModule([{ path: png, use: "logo" }], root)).toThrow(
        `${png}: its first bytes say SVG, its name PNG`,
      );
      // An SVG whose ending is in capitals is an SVG: checked, never drawn by the pipeline.
      const upper = "app/assets/sponsors/upper-case-ending.SVG";
      writeFileSync(
        join(root, upper),
        readFileSync(join(hostileSvgFolder, "upper-case-ending.SVG")),
      );
      expect(picturesModule([{ path: upper, use: "logo" }], root)).toContain(
        `${upper}?checked-svg`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
