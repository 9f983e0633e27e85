/**
 * Looks inside the pictures content files name: that the build can read them, that they are
 * large enough for where they are shown, and that a crop will keep their subject. Unreadable
 * pictures are mistakes; small ones, and portraits that are not square without a focus, are
 * warnings: the page still works.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { svgSize } from "../lib/svg-size";
import type { ContentProblem, PictureReference } from "./content.server";

/** The smallest size that looks sharp where each kind of picture is shown. */
export const minimumSizes: Record<PictureReference["use"], { width: number; height: number }> = {
  portrait: { width: 480, height: 480 },
  logo: { width: 0, height: 0 },
  event: { width: 1200, height: 630 },
  banner: { width: 1920, height: 600 },
  photo: { width: 1280, height: 720 },
  // Recap photos may stand either way: their longer side is what counts (recapPhotoMinimum).
  recap: { width: 0, height: 0 },
};

/** The longer side a recap photo needs: the gallery's full view shows it that large. Smaller is
 * a mistake, not a warning: a blurred photo of the day does the chapter no good. */
export const recapPhotoMinimum = 1200;

export async function checkPictures(
  pictures: readonly PictureReference[],
  root: string = process.cwd(),
): Promise<{ problems: ContentProblem[]; warnings: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  await Promise.all(
    pictures.map(async ({ file, field, path, use, focus }) => {
      if (path.endsWith(".svg")) {
        if (!svgSize(readFileSync(join(root, path), "utf8"))) {
          problems.push({
            file,
            field,
            message: `${path} needs width and height attributes on its <svg> element (in px)`,
          });
        }
        return;
      }
      let width = 0;
      let height = 0;
      try {
        // As it is shown: a phone's portrait photo is often stored sideways, with a rotation.
        const metadata = await sharp(join(root, path)).metadata();
        ({ width = 0, height = 0 } = metadata.autoOrient);
      } catch (error) {
        problems.push({
          file,
          field,
          message: `${path} is not a picture the build can read (${(error as Error).message})`,
        });
        return;
      }
      if (use === "recap" && Math.max(width, height) < recapPhotoMinimum) {
        problems.push({
          file,
          field,
          message: `${path} is ${width} × ${height} px: a recap photo needs at least ${recapPhotoMinimum} px on its longer side (use the original from the phone or camera)`,
        });
        return;
      }
      const minimum = minimumSizes[use];
      if (width < minimum.width || height < minimum.height) {
        warnings.push({
          file,
          field,
          message: `${path} is ${width} × ${height} px; at least ${minimum.width} × ${minimum.height} px looks sharp`,
        });
      }
      if (use === "portrait" && width !== height && !focus) {
        warnings.push({
          file,
          field,
          message: `${path} is ${width} × ${height} px, not square: the card shows its middle; give photoFocus (top, bottom, ...) to keep the face`,
        });
      }
      if (use === "event" && height > width) {
        warnings.push({
          file,
          field,
          message: `${path} is portrait (${width} × ${height} px): banners are landscape; give imageFocus to keep the subject`,
        });
      }
    }),
  );
  const order = (a: ContentProblem, b: ContentProblem) =>
    `${a.file} ${a.field}`.localeCompare(`${b.file} ${b.field}`);
  return { problems: problems.sort(order), warnings: warnings.sort(order) };
}
