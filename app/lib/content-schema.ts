/**
 * The shape of every content file (team, sponsors, one file per event, the pages' texts): the
 * only description of each, with a title and a description on every field. The build checks
 * the files against these schemas before anything else (server/content.server.ts), the types
 * the code uses are inferred from them, and the CMS's configuration is generated from them.
 *
 * Texts marked `markdown: "blocks"` are Markdown (paragraphs, lists, **bold**, *italics* and
 * [links](https://...)); `markdown: "inline"` allows the same within one paragraph. Both may use
 * placeholders such as {{date}} (lib/placeholders.ts).
 */
export { inlineText, markdownText, minimumDescriptionLength } from "./content-schemas/fields";
export * from "./content-schemas/sponsors";
export * from "./content-schemas/team";
export * from "./content-schemas/event-fields";
export * from "./content-schemas/recap";
export * from "./content-schemas/events";
export * from "./content-schemas/pages";
export * from "./content-schemas/quotes";
