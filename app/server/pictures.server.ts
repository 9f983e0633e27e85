/**
 * The pictures that content files name, as the build made them: raster pictures made responsive
 * by the image pipeline, SVGs as the SVG check wrote them again (decision 0019). The table comes
 * from tools/content-pictures-plugin.ts, which builds only the pictures content names. Only route
 * loaders use this module, at build time: the browser receives just the data of the images a page
 * shows.
 */
import contentPictures from "virtual:content-pictures";
import { imageFolders } from "../config/content-locations";
import type { FocusPoint } from "../lib/schema-fields";
import { focusQuery } from "../lib/focal-point";
import type { ChapterLogo, PictureData, SponsorLogo } from "../types/picture";

/** What the build made of a picture a content file names; the content check has made sure it
 * exists and is of a kind its field takes. */
function built(folder: keyof typeof imageFolders, name: string) {
  const path = `${imageFolders[folder]}/${name}`;
  const entry = contentPictures[path];
  if (!entry) throw new Error(`${path} is not a picture any content file names`);
  return { path, ...entry };
}

function picture(folder: keyof typeof imageFolders, name: string): PictureData {
  const { path, picture } = built(folder, name);
  if (!picture) throw new Error(`${path} was not made into a responsive picture`);
  return picture;
}

function socialImage(folder: keyof typeof imageFolders, name: string): string {
  const { path, social } = built(folder, name);
  if (!social)
    throw new Error(`${path} has no social card: its use makes none (config/pictures.ts)`);
  return social;
}

export function teamPicture(name: string): PictureData {
  return picture("team", name);
}

export function photo(name: string): PictureData {
  return picture("photos", name);
}

/** A photo a page's content names (pages/home.yaml's banner and photos), its description in the
 * page's language (lib/in-language.ts), as the page's picture takes it. */
export function photoView(item: { image: string; alt: string; focus?: FocusPoint | undefined }): {
  picture: PictureData;
  alt: string;
  focus: FocusPoint | undefined;
} {
  return { picture: photo(item.image), alt: item.alt, focus: item.focus };
}

export function photoSocialImage(name: string): string {
  return socialImage("photos", name);
}

export function eventPicture(name: string): PictureData {
  return picture("events", name);
}

/** The art-directed crops of an event's picture around its focal point, by shape ("32:45"):
 * its page's header on wide screens (config/pictures.ts `eventHeaderCrops`). */
export function eventHeaderCrops(
  name: string,
  focus: FocusPoint | undefined,
): Record<string, PictureData> {
  const { path, crops } = built("events", name);
  const made = crops?.[focusQuery(focus)];
  if (!made) throw new Error(`${path} has no crops around the focal point ${focusQuery(focus)}`);
  return made;
}

export function eventSocialImage(name: string): string {
  return socialImage("events", name);
}

export function recapPhoto(name: string): PictureData {
  return picture("recaps", name);
}

/** The chapter's logo (the identity's `logo`), as the navigation bar and the footer draw it: the
 * checked SVG, or the largest image of a raster logo, with its size. */
export function chapterLogo(name: string): ChapterLogo {
  const { svg } = built("identity", name);
  if (svg) return svg;
  const { img } = picture("identity", name);
  return { src: img.src, width: img.w, height: img.h };
}

/** A logo with the size it is drawn at, so the page keeps its place before it loads. */
export function sponsorLogo(name: string): SponsorLogo {
  const { svg } = built("sponsors", name);
  return svg ? { kind: "svg", ...svg } : { kind: "picture", picture: picture("sponsors", name) };
}

/** The portrait of a person quoted, small beside their words. */
export function quotePortrait(name: string): PictureData {
  return picture("quotes", name);
}
