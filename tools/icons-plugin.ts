import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { exampleBrand } from "../app/config/brand.ts";
import { checkSvg } from "../app/server/svg-safety.server.ts";
import { readIdentityForTools } from "./identity-file.ts";

/** The chapter's logo: a square drawing, white on the brand's colour (the navigation bar's). */
export const logoFile = "app/assets/logo.svg";

/** The icons the build draws from the logo, by the name they are published under. */
export const iconFiles = [
  "favicon.svg",
  "favicon.ico",
  "apple-touch-icon.png",
  "icon-192.png",
  "icon-512.png",
] as const;

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
 * The favicon, the touch icon and the larger icons, drawn from the logo on the brand's primary
 * colour (identity.yaml), each time the site is built: changing the logo or the colour changes
 * them, and none of them is kept in git (decision 0034). The logo is read as the SVG check writes
 * it again (server/svg-safety.server.ts): what it publishes is what it checked.
 */
export async function drawIcons(root: string): Promise<Record<(typeof iconFiles)[number], Buffer>> {
  const checked = checkSvg(readFileSync(join(root, logoFile)));
  if (checked.problem !== undefined) throw new Error(`${logoFile} ${checked.problem}`);
  const colour = readIdentityForTools(root).brand?.primary ?? exampleBrand.primary;
  const favicon = iconSvg(checked, colour, 6 / 64);
  // Apple touch icons are shown on a square without transparency: more room around the mark.
  const touch = iconSvg(checked, colour, 14 / 64);
  const png = (svg: string, size: number, flatten = false) => {
    const image = sharp(Buffer.from(svg), { density: 72 * (size / 64) }).resize(size, size);
    return (flatten ? image.flatten({ background: colour }) : image).png().toBuffer();
  };
  const [png32, touchPng, png192, png512] = await Promise.all([
    png(favicon, 32),
    png(touch, 180, true),
    png(touch, 192, true),
    png(touch, 512, true),
  ]);
  return {
    "favicon.svg": Buffer.from(favicon),
    "favicon.ico": ico(png32, 32),
    "apple-touch-icon.png": touchPng,
    "icon-192.png": png192,
    "icon-512.png": png512,
  };
}

/** Publishes the icons at the site's root in the build, and serves them in the development
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
        if (!iconFiles.includes(name as (typeof iconFiles)[number])) return next();
        const icons = await drawIcons(root);
        const type = name?.endsWith(".svg")
          ? "image/svg+xml"
          : name?.endsWith(".ico")
            ? "image/x-icon"
            : "image/png";
        response.setHeader("Content-Type", type);
        response.end(icons[name as (typeof iconFiles)[number]]);
      });
    },
    async generateBundle() {
      // The client's build only: React Router builds the pages' server code too.
      if (this.environment.name !== "client") return;
      this.addWatchFile(join(root, logoFile));
      for (const [fileName, source] of Object.entries(await drawIcons(root))) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}
