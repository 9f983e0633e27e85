/** The pictures content files name, as the build made them (tools/content-pictures-plugin.ts). */
declare module "virtual:content-pictures" {
  import type { PictureData } from "~/types/picture";

  /** By path from the project's root (`app/assets/team/giulia-romano.jpg`). */
  const pictures: Record<
    string,
    {
      /** A raster picture, made responsive with its use's preset. */
      picture?: PictureData;
      /** The address of its 1200 × 630 crop for social cards, where its use has one. */
      social?: string;
      /** Its art-directed crops, where its use has some (config/pictures.ts): by focal point
       * (lib/focal-point.ts `focusQuery`, "" for the middle), then by shape ("32:45"). */
      crops?: Record<string, Record<string, PictureData>>;
      /** An SVG as the SVG check wrote it again: its address and size in px. */
      svg?: { src: string; width: number; height: number };
    }
  >;
  export default pictures;
}
