/**
 * The pictures of the site, described once: the kinds of picture file it takes, what each use of
 * a picture (a schema field's `picture`) accepts and becomes, and the sizes the image pipeline
 * makes. The content check (server/content.server.ts, server/picture-check.server.ts), the
 * module that gives the pages their pictures (tools/content-pictures-plugin.ts) and the image
 * pipeline (tools/picture-presets.ts) all read this file.
 */

/**
 * Responsive image presets. An import such as `photo.jpg?picture=hero` becomes AVIF, WebP and
 * JPEG files at the preset's widths plus the data a `<picture>` needs (see components/picture),
 * by the image pipeline (tools/picture-presets.ts). A real photo dropped in place of a
 * placeholder is optimised the same way, with no code change.
 */
export const picturePresets = {
  /** A banner at the top of a page, or a photo of the content (the browser picks its size). */
  hero: [480, 768, 1080, 1440, 1920],
  /** A small card image, such as a team member's portrait. */
  card: [240, 360, 480, 720],
  /** A raster logo in a grid of logos. */
  logo: [160, 320, 480],
} as const;

export type PicturePreset = keyof typeof picturePresets;

/**
 * The art-directed crop of an event's picture: on wide screens (from 64rem) its page's header
 * (components/event-page/event-header.tsx) draws it in its right half, as tall as the text beside
 * it, whose height no `sizes` can know. A picture drawn in a box taller than its own shape is
 * drawn wider than the box, as wide as the box is high times its shape; so the page takes a crop
 * around its focal point narrower than the picture (16:9 usually), 3:2: the header as tall as
 * `tallestHeader` rem (45rem, the whole screen of a 1280×720 laptop) draws it 1.5 × 720 = 1,080 px
 * wide, which its `sizes` says, and the file that asks for is at most one of the preset's steps
 * above what a short header's half needs (768 px for a half 512 to 720 px wide, 1,080 for 960):
 * sharp on a tall header, not heavy on a short one. A short header shows its middle, a little
 * less of the picture than the whole (79% of a 3:2 crop's height in a half of 40:21); a header
 * taller than 45rem draws it wider than its `sizes`, a little soft, never short of the header.
 */
export const eventHeaderCrops = {
  tallestHeader: 45,
  bands: [{ from: 64, shape: "3:2" }],
} as const;

/**
 * The kinds of picture file the site takes, with the endings their names may have. An ending is
 * matched in any case: a phone names its photos `IMG_1234.JPG`. A raster file goes through the
 * image pipeline; an SVG is published as the SVG check writes it again (server/svg-safety.server.ts).
 */
export const pictureFileKinds = {
  jpeg: { name: "JPEG", extensions: [".jpg", ".jpeg"], raster: true },
  png: { name: "PNG", extensions: [".png"], raster: true },
  webp: { name: "WebP", extensions: [".webp"], raster: true },
  svg: { name: "SVG", extensions: [".svg"], raster: false },
} as const satisfies Record<
  string,
  { name: string; extensions: readonly `.${string}`[]; raster: boolean }
>;

export type PictureFileKind = keyof typeof pictureFileKinds;

const kindNames = Object.keys(pictureFileKinds) as PictureFileKind[];

/** The kind of a picture file, by the ending of its name in any case; undefined for others. */
export function pictureFileKind(fileName: string): PictureFileKind | undefined {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const ending = fileName.slice(dot).toLowerCase();
  return kindNames.find((kind) =>
    (pictureFileKinds[kind].extensions as readonly string[]).includes(ending),
  );
}

/** How many first bytes of a file `pictureKindOfBytes` reads. */
export const pictureSignatureLength = 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The kind of a picture file by its first bytes (`pictureSignatureLength` of them), whatever its
 * name says: the JPEG, PNG and WebP signatures, or text that holds `<svg` or starts with `<` (any
 * case, UTF-16 too) or a gzip file (an `.svgz`): what the image pipeline's SVG reader (librsvg,
 * through sharp) could take for an SVG. Undefined for anything else: the reader of the kind its name says tells it.
 */
export function pictureKindOfBytes(bytes: Uint8Array): PictureFileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return "webp";
  }
  // Compressed (an .svgz): nothing a raster reader should take.
  if (startsWith(bytes, [0x1f, 0x8b])) return "svg";
  // As text: UTF-16's zero bytes and any byte mark left out, in lower case.
  const text = String.fromCharCode(
    ...bytes.subarray(0, pictureSignatureLength).filter((byte) => byte !== 0 && byte < 0x80),
  ).toLowerCase();
  if (text.trimStart().startsWith("<") || text.includes("<svg")) return "svg";
  return undefined;
}

/** Every ending of the raster kinds: what the image pipeline takes (any case). */
export const rasterExtensions: readonly string[] = kindNames
  .filter((kind) => pictureFileKinds[kind].raster)
  .flatMap((kind) => pictureFileKinds[kind].extensions);

/**
 * The imports the image pipeline (vite-imagetools) transforms: a raster file of the table, its
 * ending in any case, with a query. vite-imagetools' own default is lower case only.
 */
export const rasterImportPattern = new RegExp(
  `^[^?]+\\.(${rasterExtensions.map((extension) => extension.slice(1)).join("|")})(\\?.*)?$`,
  "i",
);

const rasterKinds = ["jpeg", "png", "webp"] as const satisfies readonly PictureFileKind[];

/**
 * What a picture named by a content file is used as (a schema field's `picture`): the kinds of
 * file it may be, what the build makes of it (a responsive `preset`, a 1200 × 630 crop for
 * social cards), and the smallest size that looks sharp where it is shown. An SVG logo is
 * published as checked, at its own size.
 */
export const pictureUses = {
  portrait: {
    kinds: rasterKinds,
    preset: "card",
    social: false,
    minimum: { width: 480, height: 480 },
  },
  logo: {
    kinds: ["svg", ...rasterKinds],
    preset: "logo",
    social: false,
    minimum: { width: 0, height: 0 },
  },
  event: {
    kinds: rasterKinds,
    preset: "hero",
    social: true,
    minimum: { width: 1200, height: 630 },
    crops: eventHeaderCrops.bands.map(({ shape }) => shape),
  },
  banner: {
    kinds: rasterKinds,
    preset: "hero",
    social: true,
    minimum: { width: 1920, height: 600 },
  },
  photo: {
    kinds: rasterKinds,
    preset: "hero",
    social: false,
    minimum: { width: 1280, height: 720 },
  },
  // Recap photos may stand either way: their longer side is what counts
  // (recapPhotoMinimum, server/picture-check.server.ts).
  recap: { kinds: rasterKinds, preset: "hero", social: false, minimum: { width: 0, height: 0 } },
} as const satisfies Record<
  string,
  {
    kinds: readonly PictureFileKind[];
    preset: PicturePreset;
    social: boolean;
    minimum: { width: number; height: number };
    /** Art-directed crops the build makes too, by their shapes ("32:45"), around the focal
     * point of each entry that names the picture. */
    crops?: readonly string[];
  }
>;

export type PictureUse = keyof typeof pictureUses;

/** The word before the last of a list, in the languages the kinds of file are said in (the CMS
 * says its hints in English and Italian). */
const orWords = { en: "or", it: "o" } as const;

/** The kinds of file a use takes, in words: "JPEG, PNG or WebP" ("JPEG, PNG o WebP"). */
export function pictureKindsInWords(
  use: PictureUse,
  language: keyof typeof orWords = "en",
): string {
  const names = pictureUses[use].kinds.map((kind) => pictureFileKinds[kind].name);
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} ${orWords[language]} ${names.at(-1)}`
    : names.join("");
}

export function isPicturePreset(name: string): name is PicturePreset {
  return Object.hasOwn(picturePresets, name);
}

/** The size of the pictures that social networks and chat apps show for a shared link. */
export const socialImageSize = { width: 1200, height: 630 } as const;
