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
  className?: string;
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
  className,
}: PictureProps) {
  const { jpeg, jpg, png, ...modern } = picture.sources;
  const fallbackSrcSet = jpeg ?? jpg ?? png;
  const [preferred] = Object.entries(modern);
  if (priority && preferred) {
    // The largest paint of the page: the browser fetches it from the <head>, before the layout
    // is known. The type makes browsers without that format skip this preload.
    const [format, srcSet] = preferred;
    preload(picture.img.src, {
      as: "image",
      imageSrcSet: srcSet,
      imageSizes: sizes,
      type: mimeTypes[format],
      fetchPriority: "high",
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
      {Object.entries(modern).map(([format, srcSet]) => (
        <source key={format} type={mimeTypes[format]} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        srcSet={fallbackSrcSet}
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
