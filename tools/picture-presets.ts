import { getMetadata, setMetadata, type TransformFactory } from "vite-imagetools";
import { isPicturePreset, picturePresets, socialImageSize } from "../app/config/pictures.ts";
import { focusCrop, focusQuery as focusKey } from "../app/lib/focal-point.ts";

/**
 * vite-imagetools `defaultDirectives`: expands `?picture=<preset>` into imagetools directives,
 * and `?social` into a 1200 × 630 JPEG crop for Open Graph and Twitter cards (its URL), which
 * keeps the picture's focal point when the import gives one (`?social&focus=0.7,0.45`).
 */
export function pictureDirectives(url: URL): URLSearchParams {
  if (url.searchParams.has("social")) {
    const focus = url.searchParams.get("focus");
    return new URLSearchParams({
      w: String(socialImageSize.width),
      h: String(socialImageSize.height),
      fit: "cover",
      ...(focus ? { focus } : {}),
      format: "jpeg",
      quality: "82",
    });
  }
  const preset = url.searchParams.get("picture");
  if (preset === null) return new URLSearchParams();
  if (!isPicturePreset(preset)) {
    throw new Error(
      `${url.pathname}: unknown picture preset "${preset}"; use one of ${Object.keys(picturePresets).join(", ")}`,
    );
  }
  return new URLSearchParams({
    w: picturePresets[preset].join(";"),
    // The fallback format comes last. AVIF at its lowest effort keeps builds fast on 2 cores; the
    // files are a few percent larger than at the default effort.
    format: "avif;webp;jpeg",
    effort: "min",
    withoutEnlargement: "",
    as: "picture",
  });
}

/**
 * vite-imagetools `defaultDirectives`: `pictureDirectives`, and for an art-directed crop
 * (`?picture=hero&crop=32:45&focus=0.5,0`) the preset's widths that the crop has, and its own
 * width where it is narrower than the preset's widest: the pipeline would make every wider one
 * at the crop's width, the same file under several widths.
 */
export async function imageDirectives(
  url: URL,
  metadata: () => PictureMetadata | Promise<PictureMetadata>,
): Promise<URLSearchParams> {
  const directives = pictureDirectives(url);
  const crop = url.searchParams.get("crop");
  if (crop === null || !directives.has("w")) return directives;
  const { width: stored = 0, height: storedHeight = 0, orientation = 1 } = await metadata();
  // As the picture stands once turned the right way up (EXIF orientations 5 to 8 turn it).
  const [width, height] = orientation >= 5 ? [storedHeight, stored] : [stored, storedHeight];
  const shape = parseShape(crop);
  const focus = url.searchParams.get("focus");
  const region = focusCrop(width, height, shape, focus ? parseFocus(focus) : undefined);
  directives.set("w", presetWidthsWithin(directives.get("w")!, region.width));
  return directives;
}

/** What `imageDirectives` reads of a picture's file (sharp's metadata). */
interface PictureMetadata {
  width?: number;
  height?: number;
  orientation?: number;
}

/** The widths of `widths` ("480;768;1080") up to `most`, and `most` if a wider one was asked. */
export function presetWidthsWithin(widths: string, most: number): string {
  const asked = widths.split(";").map(Number);
  const kept = asked.filter((width) => width <= most);
  if (asked.some((width) => width > most)) kept.push(most);
  return kept.join(";");
}

/** A focal point as an import's query writes it: "0.7,0.45". */
export function focusQuery(focus: { x: number; y: number }): string {
  return focusKey(focus);
}

/** A crop's shape as the `crop` directive writes it, width and height: "32:45". */
function parseShape(value: string): { width: number; height: number } {
  const [width, height, ...rest] = value.split(":").map(Number);
  if (
    width === undefined ||
    height === undefined ||
    rest.length > 0 ||
    !(width > 0 && height > 0 && Number.isFinite(width / height))
  ) {
    throw new Error(`crop=${value}: a crop's shape is its width and height, like 32:45`);
  }
  return { width, height };
}

function parseFocus(value: string): { x: number; y: number } {
  const [x, y, ...rest] = value.split(",").map(Number);
  if (x === undefined || y === undefined || rest.length > 0 || ![x, y].every(isUnit)) {
    throw new Error(`focus=${value}: a focal point is two numbers between 0 and 1, like 0.7,0.45`);
  }
  return { x, y };
}

function isUnit(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 1;
}

/**
 * The `focus` and `crop` directives: before the resize crops the picture to the size asked (`w`
 * and `h`, `fit=cover`), or to the shape `crop` asks (an art-directed crop, resized to each
 * width after), it cuts out the region of that shape that keeps the focal point (the middle
 * without one), as a page's `object-position` does (lib/focal-point.ts), so the resize crops
 * nothing more.
 */
export const focusTransform: TransformFactory<{ focus: string; crop: string }> = (
  config,
  context,
) => {
  const focus = config.focus ? parseFocus(config.focus) : undefined;
  const width = Number(config.w);
  const height = Number(config.h);
  const target = config.crop
    ? parseShape(config.crop)
    : focus && width > 0 && height > 0
      ? { width, height }
      : undefined;
  if (!target) return undefined;
  if (config.crop) context.useParam("crop");
  if (focus) context.useParam("focus");
  return (image) => {
    const region = focusCrop(
      Number(getMetadata(image, "width")),
      Number(getMetadata(image, "height")),
      target,
      focus,
    );
    setMetadata(image, "width", region.width);
    setMetadata(image, "height", region.height);
    return image.extract(region);
  };
};

/** vite-imagetools `extendTransforms`: the focal point's crop, right after the picture is turned
 * the right way up (imagetools' `autoOrient`) and before anything else. */
export function pictureTransforms(builtins: TransformFactory[]): TransformFactory[] {
  const orient = builtins.findIndex((factory) => factory.name === "autoOrient");
  const transforms = [...builtins];
  transforms.splice(orient + 1, 0, focusTransform as TransformFactory);
  return transforms;
}
