// Images imported with a preset of app/config/pictures.ts (tools/picture-presets.ts).
declare module "*?social" {
  /** The URL of a 1200 × 630 JPEG crop, for social cards. */
  const url: string;
  export default url;
}
declare module "*?picture=hero" {
  import type { PictureData } from "~/types/picture";
  const picture: PictureData;
  export default picture;
}
declare module "*?picture=card" {
  import type { PictureData } from "~/types/picture";
  const picture: PictureData;
  export default picture;
}
declare module "*?picture=logo" {
  import type { PictureData } from "~/types/picture";
  const picture: PictureData;
  export default picture;
}
