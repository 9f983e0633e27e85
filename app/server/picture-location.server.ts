/**
 * The photos of the picture folders that still say where they were taken. The site's copies are
 * re-encoded without metadata, but the originals are kept in the repository, which anyone can
 * read: a phone's photo added by hand (the CMS strips it on upload) would publish the place it
 * was taken, often someone's home. Every JPEG, PNG and WebP of the folders is read, named in
 * content or not, and one with a location is named in a warning, with the command that removes
 * it. A warning, not a mistake: the file is already in the repository, and a rebuild that stopped
 * would keep the rest of the board's changes off the site without taking the location back.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { imageFolders } from "../config/content-locations";
import { pictureFileKind, pictureFileKinds } from "../config/pictures";
import { hasLocation } from "../lib/picture-metadata";
import type { ContentProblem } from "./content.server";

/** The command that removes the location (and the rest of a photo's metadata). */
export const stripCommand = "npm run strip-photos";

/** Every JPEG, PNG and WebP of the picture folders, from the project's root. */
export function pictureFiles(root: string): string[] {
  const files: string[] = [];
  for (const folder of Object.values(imageFolders)) {
    if (!existsSync(join(root, folder))) continue;
    for (const name of readdirSync(join(root, folder))) {
      const path = `${folder}/${name}`;
      const kind = pictureFileKind(name);
      if (kind && pictureFileKinds[kind].raster && statSync(join(root, path)).isFile()) {
        files.push(path);
      }
    }
  }
  return files;
}

export function locationProblems(root: string): ContentProblem[] {
  return pictureFiles(root)
    .filter((path) => hasLocation(new Uint8Array(readFileSync(join(root, path))), inflateSync))
    .map((path) => ({
      file: path,
      message: `says where it was taken (GPS, in the file's metadata), which the repository would publish: run ${stripCommand}, which removes it and keeps the picture as it is`,
    }));
}
