/** The colour schemes the About page's map is drawn in. */
export type MapScheme = "light" | "dark";

/** The file of the About page's map of a language in a colour scheme, in app/assets/generated/,
 * as tools/europe-map-plugin.ts writes it and the page reads it: "europe-map-it-dark.svg". */
export function europeMapName(language: string, scheme: MapScheme): string {
  return `europe-map-${language}${scheme === "dark" ? "-dark" : ""}.svg`;
}
