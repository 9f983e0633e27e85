import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { imageFolders } from "../config/content-locations";
import { stripPictureMetadata } from "../lib/picture-metadata";
import { formatProblem } from "../content-rules/content-rules";
import { checkPictures } from "./picture-check.server";
import { locationProblems } from "./picture-location.server";

const root = mkdtempSync(join(tmpdir(), "picture-location-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function photo(withLocation: boolean) {
  const picture = sharp({ create: { width: 32, height: 32, channels: 3, background: "#36c" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "ExamplePhone" },
      ...(withLocation ? { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 4/1 0/1" } } : {}),
    });
  return picture.toBuffer();
}

describe("photos that say where they were taken", () => {
  it("are each named, with the command that removes the location, in a warning that stops nothing", async () => {
    mkdirSync(join(root, imageFolders.recaps), { recursive: true });
    mkdirSync(join(root, imageFolders.team), { recursive: true });
    const located = await photo(true);
    writeFileSync(join(root, imageFolders.recaps, "IMG_1234.JPG"), located);
    writeFileSync(join(root, imageFolders.team, "camera-only.jpg"), await photo(false));
    writeFileSync(
      join(root, imageFolders.team, "stripped.jpg"),
      stripPictureMetadata(new Uint8Array(located)),
    );
    expect(locationProblems(root).map(formatProblem)).toEqual([
      `${imageFolders.recaps}/IMG_1234.JPG: says where it was taken (GPS, in the file's metadata), which the repository would publish: run npm run strip-photos, which removes it and keeps the picture as it is`,
    ]);
    // A warning: the file is already in the repository, and a stopped rebuild would only keep
    // the board's other changes off the site.
    const check = await checkPictures([], root);
    expect(check.problems).toEqual([]);
    expect(check.warnings.map(formatProblem)).toEqual(locationProblems(root).map(formatProblem));
  });
});
