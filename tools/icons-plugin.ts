import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { exampleBrand } from "../app/lib/brand.ts";
import { defaultLanguage, languageInfo } from "../app/config/languages.ts";
import { webManifest } from "../app/lib/web-manifest.ts";
import { imageFolders } from "../app/config/content-locations.ts";
import { pictureKindOfBytes, socialImageSize } from "../app/config/pictures.ts";
import { checkSvg } from "../app/server/svg-safety.server.ts";
import { readIdentityForTools } from "./identity-file.ts";

/** The example chapter's logo, in the identity's picture folder: what `logo` names when the
 * identity names none (the content check tells that mistake). */
export const defaultLogo = "logo.svg";

/** The chapter's logo, as the identity names it (`logo`): a square drawing, white on a
 * transparent background, shown on the brand's colour (the navigation bar's). */
export function logoFile(root: string): string {
  return `${imageFolders.identity}/${readIdentityForTools(root).logo ?? defaultLogo}`;
}

/** The icons the build draws from the logo, by the name they are published under. */
export const iconFiles = [
  "favicon.svg",
  "favicon.ico",
  "apple-touch-icon.png",
  "icon-192.png",
  "icon-512.png",
] as const;

/** The social card of pages without a picture of their own (server/site-content.server.ts):
 * the logo on the brand's colour, 1200 × 630. */
export const socialCardFile = "social-card.png";

/** The web manifest (app/lib/web-manifest.ts), made from the identity with the icons. */
export const manifestFile = "manifest.webmanifest";

/** The web manifest of the site at `base`, from the identity. */
export function manifestOf(root: string, base: string): string {
  const identity = readIdentityForTools(root);
  return `${JSON.stringify(
    webManifest({
      name: identity.chapterName ?? "",
      lang: languageInfo[defaultLanguage].tag,
      base,
      primary: (identity.brand?.primary ?? exampleBrand.primary).toLowerCase(),
    }),
    null,
    2,
  )}\n`;
}

/** Everything the build draws from the logo, by the name it is published under. */
export const drawnFiles = [...iconFiles, socialCardFile] as const;
export type DrawnFile = (typeof drawnFiles)[number];

/** The logo as a drawing the icons nest: an SVG as the SVG check writes it again, a raster logo
 * (PNG) inside an SVG of its size. */
async function readLogo(root: string): Promise<{ svg: string; width: number; height: number }> {
  const file = logoFile(root);
  const bytes = readFileSync(join(root, file));
  if (pictureKindOfBytes(bytes) === "svg") {
    const checked = checkSvg(bytes);
    if (checked.problem !== undefined) throw new Error(`${file} ${checked.problem}`);
    return checked;
  }
  // A raster logo, read by its bytes as the image pipeline does, and made a PNG again.
  const png = await sharp(bytes).png().toBuffer({ resolveWithObject: true });
  const { width, height } = png.info;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.data.toString("base64")}"/></svg>`,
    width,
    height,
  };
}

/**
 * The social card: the logo, a third of the card's height wide and tall at most, in the middle
 * of a 1200 × 630 PNG of the brand's primary colour, opaque as the networks show it.
 */
async function socialCard(
  logo: { svg: string; width: number; height: number },
  colour: string,
): Promise<Buffer> {
  const { width, height } = socialImageSize;
  const box = Math.round(height / 3);
  const scale = box / Math.max(logo.width, logo.height);
  const mark = await sharp(Buffer.from(logo.svg), { density: Math.min(72 * scale, 2400) })
    .resize(box, box, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const composed = await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: mark, gravity: "centre" }])
    .png()
    .toBuffer();
  // Composing leaves an alpha channel: a card has none.
  return sharp(composed).removeAlpha().png().toBuffer();
}

/** The logo's drawing (as the SVG check writes it again) on a rounded square of `colour`, with
 * `padding` around it, in units of the logo's own size. */
function iconSvg(
  logo: { svg: string; width: number; height: number },
  colour: string,
  padding: number,
) {
  const size = Math.max(logo.width, logo.height);
  const side = size * (1 + 2 * padding);
  const offset = size * padding;
  // The checked drawing, nested as it is, placed by its own root element's position and size.
  const mark = logo.svg.replace(/^<svg([^>]*)>/, (_, attributes: string) => {
    const placed = attributes.replace(/\s(width|height|x|y)="[^"]*"/g, "");
    const x = offset + (size - logo.width) / 2;
    const y = offset + (size - logo.height) / 2;
    return `<svg${placed} x="${x}" y="${y}" width="${logo.width}" height="${logo.height}">`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" rx="${side / 5}" fill="${colour}"/>${mark}</svg>`;
}

/** An .ico file holding one PNG (read by every browser since Windows Vista). */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the image data
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

/**
 * The favicon, the touch icon, the larger icons and the social card, drawn from the logo the
 * identity names (`logo`) on the brand's primary colour (identity.yaml), each time the site is
 * built: changing the logo or the colour changes them, and none of them is kept in git (decision
 * 0034). An SVG logo is read as the SVG check writes it again (server/svg-safety.server.ts): what
 * it publishes is what it checked.
 */
export async function drawIcons(root: string): Promise<Record<DrawnFile, Buffer>> {
  const checked = await readLogo(root);
  const colour = readIdentityForTools(root).brand?.primary ?? exampleBrand.primary;
  const favicon = iconSvg(checked, colour, 6 / 64);
  // Apple touch icons are shown on a square without transparency: more room around the mark.
  const touch = iconSvg(checked, colour, 14 / 64);
  const png = (svg: string, size: number, flatten = false) => {
    const image = sharp(Buffer.from(svg), { density: 72 * (size / 64) }).resize(size, size);
    return (flatten ? image.flatten({ background: colour }) : image).png().toBuffer();
  };
  const [png32, touchPng, png192, png512, card] = await Promise.all([
    png(favicon, 32),
    png(touch, 180, true),
    png(touch, 192, true),
    png(touch, 512, true),
    socialCard(checked, colour),
  ]);
  return {
    "favicon.svg": Buffer.from(favicon),
    "favicon.ico": ico(png32, 32),
    "apple-touch-icon.png": touchPng,
    "icon-192.png": png192,
    "icon-512.png": png512,
    [socialCardFile]: card,
  };
}

/** Publishes the icons and the social card at the site's root in the build, and serves them in the development
 * server. */
export function iconsPlugin(): Plugin {
  let root = process.cwd();
  let base = "/";
  return {
    name: "chapter:icons",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const name = request.url?.split("?")[0]?.slice(base.length);
        if (name === manifestFile) {
          response.setHeader("Content-Type", "application/manifest+json");
          response.end(manifestOf(root, base));
          return;
        }
        if (!drawnFiles.includes(name as DrawnFile)) return next();
        const icons = await drawIcons(root);
        const type = name?.endsWith(".svg")
          ? "image/svg+xml"
          : name?.endsWith(".ico")
            ? "image/x-icon"
            : "image/png";
        response.setHeader("Content-Type", type);
        response.end(icons[name as DrawnFile]);
      });
    },
    async generateBundle() {
      // The client's build only: React Router builds the pages' server code too.
      if (this.environment.name !== "client") return;
      this.addWatchFile(join(root, logoFile(root)));
      for (const [fileName, source] of Object.entries(await drawIcons(root))) {
        this.emitFile({ type: "asset", fileName, source });
      }
      this.emitFile({ type: "asset", fileName: manifestFile, source: manifestOf(root, base) });
    },
  };
}
