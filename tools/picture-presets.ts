import { getMetadata, setMetadata, type TransformFactory } from "vite-imagetools";
import { isPicturePreset, picturePresets, socialImageSize } from "../app/config/pictures.ts";
import { focusCrop } from "../app/lib/focal-point.ts";

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

/** A focal point as an import's query writes it: "0.7,0.45". */
export function focusQuery(focus: { x: number; y: number }): string {
  return `${focus.x},${focus.y}`;
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
 * The `focus` directive: before the resize crops the picture to the size asked (`w` and `h`,
 * `fit=cover`), it cuts out the region of that shape that keeps the focal point, as a page's
 * `object-position` does (lib/focal-point.ts), so the resize crops nothing more.
 */
export const focusTransform: TransformFactory<{ focus: string }> = (config, context) => {
  if (!config.focus) return undefined;
  const focus = parseFocus(config.focus);
  const width = Number(config.w);
  const height = Number(config.h);
  if (!(width > 0 && height > 0)) return undefined;
  context.useParam("focus");
  return (image) => {
    const region = focusCrop(
      Number(getMetadata(image, "width")),
      Number(getMetadata(image, "height")),
      { width, height },
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
