import type { ImgHTMLAttributes } from "react";
import type { ChapterLogo } from "~/types/picture";

/** The chapter's logo beside its name (the bar, the footer): a decoration, the name being
 * written next to it, at the size its file gives. */
export function ChapterLogoImage({
  logo,
  ...attributes
}: { logo: ChapterLogo } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt">) {
  return <img src={logo.src} alt="" width={logo.width} height={logo.height} {...attributes} />;
}
