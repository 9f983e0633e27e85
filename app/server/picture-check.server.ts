/**
 * Looks inside the pictures content files name: that the build can read them, that they are
 * large enough for where they are shown, and that a crop will keep their subject. Unreadable
 * pictures are mistakes; small ones, and portraits that are not square without a focus, are
 * warnings: the page still works. So is a photo of the folders, named or not, that says where it
 * was taken (picture-location.server.ts).
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { pictureFileKind, pictureUses } from "../config/pictures";
import { megabytes } from "../lib/numbers";
import { checkSvg, svgLimits } from "./svg-safety.server";
import { locationProblems } from "./picture-location.server";
import type { ContentProblem, PictureReference } from "./content.server";

/** The longer side a recap photo needs: the gallery's full view shows it that large. Smaller is
 * a mistake, not a warning: a blurred photo of the day does the chapter no good. */
export const recapPhotoMinimum = 1200;

/** The largest picture file the build reads: more than any phone's photo. */
export const maximumPictureBytes = 40 * 1024 * 1024;

export async function checkPictures(
  pictures: readonly PictureReference[],
  root: string = process.cwd(),
): Promise<{ problems: ContentProblem[]; warnings: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  await Promise.all(
    pictures.map(async ({ file, field, path, use, focus, focusField = "its focus" }) => {
      const svg = pictureFileKind(path) === "svg";
      const limit = svg ? svgLimits.bytes : maximumPictureBytes;
      const bytes = statSync(join(root, path)).size;
      if (bytes > limit) {
        problems.push({
          file,
          field,
          message: `${path} is ${megabytes(bytes)}: a picture here holds at most ${megabytes(limit)} (${
            svg ? "save the logo as plain SVG or as PNG" : "export it as JPEG"
          })`,
        });
        return;
      }
      if (svg) {
        // The file the build publishes is the one this check writes (server/svg-safety.server.ts).
        const checked = checkSvg(readFileSync(join(root, path)));
        if (checked.problem) problems.push({ file, field, message: `${path} ${checked.problem}` });
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
      const { minimum } = pictureUses[use];
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
          message: `${path} is ${width} × ${height} px, not square: the card shows its middle; give ${focusField} (where the face is) to keep the face`,
        });
      }
      if (use === "event" && height > width) {
        warnings.push({
          file,
          field,
          message: `${path} is portrait (${width} × ${height} px): banners are landscape; give ${focusField} (where its subject is) to keep the subject`,
        });
      }
    }),
  );
  // A location in a photo's file is told, not refused: the repository already holds the file,
  // and a rebuild that stopped would only keep the site from the board's other changes.
  warnings.push(...locationProblems(root));
  const order = (a: ContentProblem, b: ContentProblem) =>
    `${a.file} ${a.field}`.localeCompare(`${b.file} ${b.field}`);
  return { problems: problems.sort(order), warnings: warnings.sort(order) };
}
