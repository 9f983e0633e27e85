import { preload } from "react-dom";
import type { FocusPoint } from "~/lib/schema-fields";
import { objectPosition } from "~/lib/focal-point";
import type { PictureData } from "~/types/picture";

const mimeTypes: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
};

/** Another picture for some screens (art direction): a crop of the same picture, say, of the
 * shape its box takes there. */
export interface PictureArt {
  /** The media condition of those screens: `(min-width: 64rem)`. */
  media: string;
  picture: PictureData;
  /** How wide it is shown there. */
  sizes: string;
}

export interface PictureProps {
  /** The output of an image imported with `?picture=<preset>`. */
  picture: PictureData;
  /** What the image shows; empty only for a purely decorative image. */
  alt: string;
  /** How wide the image is shown, for the browser's choice among the widths. */
  sizes: string;
  /** `eager` and `high` priority for the image that paints largest on load. */
  priority?: boolean;
  /** Without priority: lazy (the default) for images below the fold, eager for those in view. */
  loading?: "eager" | "lazy";
  /** Where the subject is, for a picture its box crops (`object-fit: cover`): its focal point. */
  focus?: FocusPoint;
  /** Other pictures for some screens, widest screens first: the first whose media condition
   * holds is shown, `picture` on the others. */
  art?: readonly PictureArt[];
  className?: string;
}

/** The media condition under which `art[index]` is the one shown (`art.length`: `picture`): its
 * own and none of those before it. */
function shownWhen(art: readonly PictureArt[], index: number): string | undefined {
  const before = art.slice(0, index).map(({ media }) => `(not ${media})`);
  const conditions = index < art.length ? [art[index]!.media, ...before] : before;
  return conditions.length > 0 ? conditions.join(" and ") : undefined;
}

/** A picture's sources (modern formats first), and its fallback's format and `srcset`: the
 * image pipeline lists no fallback source when it made one file of that format, its `img`. */
function sourcesOf(picture: PictureData) {
  const { jpeg, jpg, png, ...modern } = picture.sources;
  const { src, w } = picture.img;
  const fallback = Object.entries({ jpeg, jpg, png }).find(([, srcSet]) => srcSet) ?? [
    src.slice(src.lastIndexOf(".") + 1).toLowerCase(),
    `${src} ${w}w`,
  ];
  return { modern: Object.entries(modern), fallback };
}

/**
 * A responsive image: modern formats first, width and height set so nothing shifts. A focal
 * point becomes the image's `object-position` through a rule of its own (the pages' policy
 * allows no `style` attribute): a `<style>` that React hoists into the document's head, once
 * per position however many pictures share it, and that the build hashes like every inline style.
 */
export function Picture({
  picture,
  alt,
  sizes,
  priority = false,
  loading = "lazy",
  focus,
  art = [],
  className,
}: PictureProps) {
  const { modern, fallback } = sourcesOf(picture);
  if (priority) {
    // The largest paint of the page: the browser fetches it from the <head>, before the layout
    // is known, the file of the screen's picture only. The type makes browsers without that
    // format skip this preload.
    [...art, { media: undefined, picture, sizes }].forEach((shown, index) => {
      const [preferred] = sourcesOf(shown.picture).modern;
      if (!preferred) return;
      const [format, srcSet] = preferred;
      preload(shown.picture.img.src, {
        as: "image",
        imageSrcSet: srcSet,
        imageSizes: shown.sizes,
        type: mimeTypes[format],
        fetchPriority: "high",
        media: shownWhen(art, index),
      });
    });
  }
  const position = objectPosition(focus);
  return (
    <picture>
      {position && (
        <style href={`focus-${position.replace(/%/g, "").replace(/ /g, "-")}`} precedence="focus">
          {`img[data-focus="${position}"]{object-position:${position}}`}
        </style>
      )}
      {art.flatMap((shown) => {
        const { modern: formats, fallback } = sourcesOf(shown.picture);
        return [...formats, fallback].map(([format, srcSet]) => (
          <source
            key={`${shown.media} ${format}`}
            media={shown.media}
            type={mimeTypes[format]}
            srcSet={srcSet}
            sizes={shown.sizes}
            width={shown.picture.img.w}
            height={shown.picture.img.h}
          />
        ));
      })}
      {modern.map(([format, srcSet]) => (
        <source key={format} type={mimeTypes[format]} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        srcSet={fallback[1]}
        sizes={sizes}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        className={className}
        data-focus={position}
        loading={priority ? "eager" : loading}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
