/**
 * The images that content files name by file name, made responsive by the image pipeline
 * (tools/picture-presets.ts). Only route loaders use this module, at build time: the browser
 * receives just the data of the images a page shows.
 */
import type { PictureData, SponsorLogo } from "../types/picture";
import { svgSize } from "../lib/svg-size";

const teamPictures = import.meta.glob<PictureData>("../assets/team/*.{jpg,jpeg,png,webp}", {
  query: { picture: "card" },
  import: "default",
  eager: true,
});

/** The photos of the pages (the home page's banner and photos). */
const photos = import.meta.glob<PictureData>("../assets/photos/*.{jpg,jpeg,png,webp}", {
  query: { picture: "hero" },
  import: "default",
  eager: true,
});

/** 1200 × 630 crops of the photos, for social cards. */
const photoSocialImages = import.meta.glob<string>("../assets/photos/*.{jpg,jpeg,png,webp}", {
  query: { social: "" },
  import: "default",
  eager: true,
});

const eventPictures = import.meta.glob<PictureData>("../assets/events/*.{jpg,jpeg,png,webp}", {
  query: { picture: "hero" },
  import: "default",
  eager: true,
});

/** 1200 × 630 crops of the event pictures, for social cards. */
const eventSocialImages = import.meta.glob<string>("../assets/events/*.{jpg,jpeg,png,webp}", {
  query: { social: "" },
  import: "default",
  eager: true,
});

/** The photos of recaps, for the gallery and its full view. */
const recapPhotos = import.meta.glob<PictureData>("../assets/events/recaps/*.{jpg,jpeg,png,webp}", {
  query: { picture: "hero" },
  import: "default",
  eager: true,
});

/** Sponsor logos: SVG files are used as they are; raster logos go through the pipeline. */
const sponsorSvgLogos = import.meta.glob<string>("../assets/sponsors/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});
const sponsorSvgSources = import.meta.glob<string>("../assets/sponsors/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});
const sponsorRasterLogos = import.meta.glob<PictureData>(
  "../assets/sponsors/*.{jpg,jpeg,png,webp}",
  { query: { picture: "logo" }, import: "default", eager: true },
);

/** The processed picture of a file name; the content check has made sure it exists. */
function byFileName<T>(files: Record<string, T>, folder: string, name: string): T {
  const entry = Object.entries(files).find(([path]) => path.endsWith(`/${name}`));
  if (!entry) throw new Error(`app/assets/${folder}/${name} is not an image the site can use`);
  return entry[1];
}

export function teamPicture(name: string): PictureData {
  return byFileName(teamPictures, "team", name);
}

export function photo(name: string): PictureData {
  return byFileName(photos, "photos", name);
}

export function photoSocialImage(name: string): string {
  return byFileName(photoSocialImages, "photos", name);
}

export function eventPicture(name: string): PictureData {
  return byFileName(eventPictures, "events", name);
}

export function eventSocialImage(name: string): string {
  return byFileName(eventSocialImages, "events", name);
}

export function recapPhoto(name: string): PictureData {
  return byFileName(recapPhotos, "events/recaps", name);
}

/** A logo with the size it is drawn at, so the page keeps its place before it loads. */
export function sponsorLogo(name: string): SponsorLogo {
  if (name.endsWith(".svg")) {
    const size = svgSize(byFileName(sponsorSvgSources, "sponsors", name));
    if (!size) {
      throw new Error(
        `app/assets/sponsors/${name}: the <svg> element needs width and height attributes`,
      );
    }
    return { kind: "svg", src: byFileName(sponsorSvgLogos, "sponsors", name), ...size };
  }
  return { kind: "picture", picture: byFileName(sponsorRasterLogos, "sponsors", name) };
}

/** The portraits of the people quoted, small beside their words. */
const quotePortraits = import.meta.glob<PictureData>("../assets/quotes/*.{jpg,jpeg,png,webp}", {
  query: { picture: "card" },
  import: "default",
  eager: true,
});

export function quotePortrait(name: string): PictureData {
  return byFileName(quotePortraits, "quotes", name);
}

/** The documents the pages link (the partnership deck): published as they are, each PDF of the
 * folder checked by the content check first. */
const documents = import.meta.glob<string>("../assets/documents/*.pdf", {
  query: "?url",
  import: "default",
  eager: true,
});

export function documentUrl(name: string): string {
  const entry = Object.entries(documents).find(([path]) => path.endsWith(`/${name}`));
  if (!entry) throw new Error(`app/assets/documents/${name} is not a document the site can link`);
  return entry[1];
}
