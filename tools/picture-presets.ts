import { isPicturePreset, picturePresets, socialImageSize } from "../app/config/pictures.ts";

/**
 * vite-imagetools `defaultDirectives`: expands `?picture=<preset>` into imagetools directives,
 * and `?social` into a 1200 × 630 JPEG crop for Open Graph and Twitter cards (its URL).
 */
export function pictureDirectives(url: URL): URLSearchParams {
  if (url.searchParams.has("social")) {
    return new URLSearchParams({
      w: String(socialImageSize.width),
      h: String(socialImageSize.height),
      fit: "cover",
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
