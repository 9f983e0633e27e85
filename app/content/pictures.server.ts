/**
 * The images that content files name by file name, made responsive by the image pipeline
 * (tools/picture-presets.ts). Only route loaders use this module, at build time: the browser
 * receives just the data of the images a page shows.
 */
import type { PictureData, SponsorLogo } from "~/types/picture";
import { ContentError } from "./validation.server";

const teamPictures = import.meta.glob<PictureData>("../assets/team/*.{jpg,jpeg,png,webp}", {
  query: { picture: "card" },
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

function byFileName<T>(files: Record<string, T>, folder: string, name: string): T {
  const entry = Object.entries(files).find(([path]) => path.endsWith(`/${name}`));
  if (!entry)
    throw new ContentError(`app/assets/${folder}/${name} is not an image the site can use`);
  return entry[1];
}

export function teamPicture(name: string): PictureData {
  return byFileName(teamPictures, "team", name);
}

export function eventPicture(name: string): PictureData {
  return byFileName(eventPictures, "events", name);
}

export function eventSocialImage(name: string): string {
  return byFileName(eventSocialImages, "events", name);
}

/** A logo with the size it is drawn at, so the page keeps its place before it loads. */
export function sponsorLogo(name: string): SponsorLogo {
  if (name.endsWith(".svg")) {
    const source = byFileName(sponsorSvgSources, "sponsors", name);
    const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(source)?.[1]);
    const height = Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(source)?.[1]);
    if (!width || !height) {
      throw new ContentError(
        `app/assets/sponsors/${name}: the <svg> element needs width and height attributes`,
      );
    }
    return { kind: "svg", src: byFileName(sponsorSvgLogos, "sponsors", name), width, height };
  }
  return { kind: "picture", picture: byFileName(sponsorRasterLogos, "sponsors", name) };
}
