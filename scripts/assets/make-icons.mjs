// Draws the favicons from the logo's mark on the theme colour. Run once after changing the logo:
// `node scripts/assets/make-icons.mjs`. Writes public/favicon.svg, favicon.ico and
// apple-touch-icon.png.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const publicDir = join(import.meta.dirname, "../../public");
// The logo's drawing, without its <svg> element, on a 64×64 grid.
const logo = readFileSync(join(import.meta.dirname, "../../app/assets/logo.svg"), "utf8");
const mark = logo.replace(/^\s*<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

const icon = (
  padding,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${64 + 2 * padding} ${64 + 2 * padding}">
  <rect x="${-padding}" y="${-padding}" width="${64 + 2 * padding}" height="${64 + 2 * padding}" rx="${(64 + 2 * padding) / 5}" fill="#1b4f9c"/>${mark}
</svg>`;

writeFileSync(join(publicDir, "favicon.svg"), icon(6));

// An .ico file holding one 32×32 PNG (supported by every browser since Windows Vista).
const png32 = await sharp(Buffer.from(icon(6)))
  .resize(32, 32)
  .png()
  .toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png32.length, 14); // size of the image data
header.writeUInt32LE(22, 18); // offset of the image data
writeFileSync(join(publicDir, "favicon.ico"), Buffer.concat([header, png32]));

// Apple touch icons are shown on a square without transparency: more room around the mark.
await sharp(Buffer.from(icon(14)))
  .resize(180, 180)
  .flatten({ background: "#1b4f9c" })
  .png()
  .toFile(join(publicDir, "apple-touch-icon.png"));

console.log(`wrote favicons to ${publicDir}`);
