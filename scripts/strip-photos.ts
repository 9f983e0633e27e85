// `npm run strip-photos`: removes from the photos of the picture folders (or from the files
// named after it) what a phone or camera writes into them besides the picture: where it was taken
// (GPS), when, with which device, a thumbnail. The picture itself is not re-encoded: it stays as
// it was, upright, in its colours (app/lib/picture-metadata.ts). The CMS does the same to every
// picture it uploads; the content check names a photo that still says where it was taken.
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { hasLocation, stripPictureMetadata } from "../app/lib/picture-metadata.ts";
import { pictureFiles } from "../app/server/picture-location.server.ts";

const root = join(import.meta.dirname, "..");
const named = process.argv.slice(2);
const files = named.length > 0 ? named.map((file) => relative(root, file)) : pictureFiles(root);

let stripped = 0;
let located = 0;
for (const file of files) {
  const bytes = new Uint8Array(readFileSync(join(root, file)));
  const clean = stripPictureMetadata(bytes);
  if (clean === bytes) continue;
  const where = hasLocation(bytes);
  writeFileSync(join(root, file), clean);
  stripped++;
  if (where) located++;
  console.log(`${file}: metadata removed${where ? " (it said where it was taken)" : ""}`);
}
console.log(
  stripped === 0
    ? `${files.length} pictures checked: none carries metadata to remove.`
    : `${files.length} pictures checked: ${stripped} stripped of their metadata, ${located} of them with a location. Commit them.`,
);
