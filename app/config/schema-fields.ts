/**
 * The kinds of field every data file of the site is made of (texts in both languages, e-mail
 * addresses, web addresses, file names), with the words a mistake is reported in. The schemas of
 * the identity (identity-schema.ts) and of the content (lib/content-schema.ts) are built from them.
 */
import { z } from "zod";
import { isEmailAddress, quoted, webAddressProblem } from "./address-rules";
import { languages, type Language } from "./languages";

/** A text in every language of the site: `{ en: "...", it: "..." }`. */
export type Localized<T = string> = Record<Language, T>;

/** A text that must be there and must not be blank. */
export const text = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .trim()
  .min(1, { error: "must not be empty" });

/** A text in every language; a missing or empty language is named in the message. */
export const localized = z.strictObject(
  Object.fromEntries(languages.map((language) => [language, text])) as Record<
    Language,
    typeof text
  >,
  {
    error: (issue) =>
      issue.input === undefined
        ? "is missing"
        : `must give a text in every language (${languages.join(", ")})`,
  },
);

/** A list of texts in every language, with as many items in each. */
export const localizedList = z
  .strictObject(
    Object.fromEntries(
      languages.map((language) => [
        language,
        z.array(text, { error: "must be a list" }).min(1, { error: "must not be empty" }),
      ]),
    ) as Record<Language, z.ZodArray<typeof text>>,
    {
      error: (issue) =>
        issue.input === undefined
          ? "is missing"
          : `must give a list in every language (${languages.join(", ")})`,
    },
  )
  .superRefine((lists, context) => {
    const counts = languages.map((language) => lists[language].length);
    if (new Set(counts).size > 1) {
      context.addIssue({
        code: "custom",
        message: `must have as many items in every language (${languages
          .map((language, index) => `${language}: ${counts[index]}`)
          .join(", ")})`,
      });
    }
  });

export const email = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .trim()
  .refine(isEmailAddress, {
    error: (issue) =>
      `must be one e-mail address like name@example.org, not ${quoted(issue.input)}`,
  });

export const webAddress = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .trim()
  .superRefine((value, context) => {
    const problem = webAddressProblem(value);
    if (problem) context.addIssue({ code: "custom", message: `${problem}, not ${quoted(value)}` });
  });

/** A file name in a given folder: no folders, no `..`. Whether it exists is checked apart. */
export function fileName(folder: string) {
  return (
    z
      .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
      .trim()
      // eslint-disable-next-line no-control-regex -- control characters are what it rejects
      .refine((name) => /^[^/\\\u0000-\u001f]+$/.test(name) && name !== "." && name !== "..", {
        error: (issue) =>
          `must be the name of a file in ${folder}/, without folders, not ${quoted(issue.input)}`,
      })
      .meta({ folder })
  );
}

/** Where a picture's subject is, so that a crop keeps it: the middle, or a side or corner. */
export const focusPoints = [
  "center",
  "top",
  "bottom",
  "left",
  "right",
  "top left",
  "top right",
  "bottom left",
  "bottom right",
] as const;

export type FocusPoint = (typeof focusPoints)[number];

export const focus = z.enum(focusPoints, {
  error: `must be one of: ${focusPoints.join(", ")}`,
});

/** A few numbers shown big, each over what it counts: "1,500+" over "students reached each year". */
export const figureList = z
  .array(
    z.strictObject({
      value: text.meta({
        title: "Figure",
        description: 'As it should read, digits and all: "1,500+", "90+", "1989".',
      }),
      label: localized.meta({
        title: "What it counts",
        description: 'Under the figure: "students reached each year".',
      }),
    }),
    { error: "must be a list of figures" },
  )
  .min(1, { error: "must give at least one figure" })
  .max(6, { error: "must give at most six figures" });
