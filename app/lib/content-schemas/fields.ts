/**
 * The helpers every content file's schema shares: a choice among values, yes or no, Markdown
 * texts, local dates and times, and the file of one of the board's lists.
 */
import { z } from "zod";
import { quoted } from "../address-rules";
import { siteTimeZone } from "../../config/time-zone";
import { exampleFields, localized } from "../schema-fields";
import { isLocalDate, isLocalDateTime } from "../dates";

/** A choice among fixed values, with a message that lists them. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? "is missing" : `must be one of: ${values.join(", ")}`,
  });
}

export const yesNo = z.boolean({ error: "must be true or false" });

/** A text in both languages, written in Markdown: paragraphs, lists, emphasis and links. */
export const markdownText = localized.meta({ markdown: "blocks" });
/** A text in both languages, one paragraph of Markdown: emphasis and links. */
export const inlineText = localized.meta({ markdown: "inline" });

/** The shortest description search engines show well: an event page's introduction, its
 * placeholders filled, must be as long (server/content.server.ts). */
export const minimumDescriptionLength = 50;

export const localDateTime = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .refine(isLocalDateTime, {
    error: (issue) =>
      `must be a date and time like 2025-12-05T09:00 (local time in ${siteTimeZone}), not ${quoted(issue.input)}`,
  });

export const localDate = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .refine(isLocalDate, {
    error: (issue) => `must be a date like 2024-10-24, not ${quoted(issue.input)}`,
  });

/**
 * The file of one of the board's lists (the team, the sponsors, the quotes): the list under its
 * name, which a new chapter may leave out, and the example values still to replace.
 */
export function listFileSchema<Name extends string, List extends z.ZodType>(
  name: Name,
  list: List,
  meta: z.GlobalMeta,
) {
  const shape = { [name]: list.optional().meta(meta), examples: exampleFields };
  return z.strictObject(
    shape as { [Key in Name]: z.ZodOptional<List> } & { examples: typeof exampleFields },
  );
}
