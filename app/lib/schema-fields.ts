/**
 * The kinds of field every data file of the site is made of (texts in both languages, e-mail
 * addresses, web addresses, file names), with the words a mistake is reported in. The schemas of
 * the identity (identity-schema.ts) and of the content (lib/content-schema.ts) are built from them.
 */
import { z } from "zod";
import { emailPattern, isEmailAddress, quoted, webAddressProblem } from "./address-rules.ts";
import { languages, type Language } from "../config/languages.ts";

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
        z.array(text, { error: "must be a list" }).min(1, { error: "add at least one item" }),
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
  })
  .meta({
    pattern: {
      regex: emailPattern.source,
      message: "One e-mail address, like name@example.org.",
      it: { message: "Un indirizzo e-mail, come nome@example.org." },
    },
    // The longest an address can be (RFC 5321).
    maxLength: 254,
  });

export const webAddress = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .trim()
  .superRefine((value, context) => {
    const problem = webAddressProblem(value);
    if (problem) context.addIssue({ code: "custom", message: `${problem}, not ${quoted(value)}` });
  })
  .meta({
    pattern: {
      regex: "^\\s*https://[^\\s/@]+\\.[^\\s@]*$",
      message: "A web address starting with https://, like https://www.example.org.",
      it: { message: "Un indirizzo web che inizia con https://, come https://www.example.org." },
    },
    // Longer than any address a person copies, form links with their prefilled answers included.
    maxLength: 2_000,
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

/**
 * A picture's focal point: where its subject is, as a point of the picture, so that every crop
 * keeps it (a card's box, a phone's band, a social card). `x` runs from the left edge (0) to the
 * right edge (1), `y` from the top (0) to the bottom (1): `{ x: 0.5, y: 0.5 }` is the middle.
 * The same shape beside every picture that a page crops (`focusField` in the picture field's
 * meta names it); the CMS sets it with a click on the picture (tools/cms-browser/setup.ts).
 */
export type FocusPoint = z.output<typeof focus>;

function focusCoordinate(edges: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? "is missing"
          : `must be a number between 0 and 1 (${edges}), not ${quoted(issue.input)}`,
    })
    .min(0, { error: (issue) => `must be between 0 and 1 (${edges}), not ${String(issue.input)}` })
    .max(1, { error: (issue) => `must be between 0 and 1 (${edges}), not ${String(issue.input)}` });
}

export const focus = z
  .strictObject(
    {
      x: focusCoordinate("0 is the left edge, 1 the right edge").meta({ title: "Across" }),
      y: focusCoordinate("0 is the top, 1 the bottom").meta({ title: "Down" }),
    },
    {
      error: (issue) =>
        issue.input === undefined
          ? "is missing"
          : `must be a point of the picture, x and y, each a number between 0 and 1 (x: 0.5 and y: 0.5 is the middle), not ${quoted(issue.input)}`,
    },
  )
  .meta({ focus: true });

/** The name a figure is known by in texts (`{{members}}`) and in the pages that show it. */
export const figureName = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .regex(/^[a-z][a-zA-Z]*$/, {
    error: (issue) =>
      `must be one word of letters, starting with a small letter, like studentsReached, not ${quoted(issue.input)}`,
  })
  .meta({
    pattern: {
      regex: "^[a-z][a-zA-Z]*$",
      message: "One word of letters, starting with a small letter, like studentsReached.",
      it: {
        message: "Una parola di sole lettere, che inizia con una minuscola, come studentsReached.",
      },
    },
  });

/**
 * A number that tells the chapter's story ("90+" universities, founded in 1989): stored once, as
 * a number, and written in each language's way ("1,500+", "1.500+"). Texts use it by its name.
 */
export const identityFigure = z.strictObject({
  name: figureName.meta({
    title: "Name",
    description:
      "How texts use it: members gives {{members}}; the home and partners pages list figures by this name.",
    it: {
      title: "Nome",
      description:
        "Come lo usano i testi: members dà {{members}}; la home page e la pagina dei partner elencano i numeri con questo nome.",
    },
  }),
  value: z
    .int({ error: "must be a whole number, digits only, like 1500" })
    .min(0, { error: "must not be negative" })
    .meta({
      title: "Number",
      description: "Digits only: 1500, not 1,500 or 1.500.",
      it: { title: "Numero", description: "Solo cifre: 1500, non 1,500 né 1.500." },
    }),
  plus: z
    .boolean({ error: "must be true or false" })
    .optional()
    .meta({
      title: "Or more",
      description: 'Shown with a plus: "90+".',
      it: { title: "O più", description: 'Mostrato con un più: "90+".' },
    }),
  year: z
    .boolean({ error: "must be true or false" })
    .optional()
    .meta({
      title: "A year",
      description: "Written as it is (1989), without a thousands separator.",
      it: {
        title: "Un anno",
        description: "Scritto così com'è (1989), senza separatore delle migliaia.",
      },
    }),
  network: z
    .boolean({ error: "must be true or false" })
    .optional()
    .meta({
      title: "The whole network's",
      description:
        "A figure of the whole network, not of the chapter (its founding year, its universities, its members): the partners page, which shows the chapter's own audience, does not take it.",
      it: {
        title: "Di tutta la rete",
        description:
          "Un numero di tutta la rete, non del chapter (l'anno di fondazione, le università, i membri): la pagina dei partner, che mostra il pubblico del chapter, non lo accetta.",
      },
    }),
  label: localized.meta({
    title: "What it counts",
    description: 'Under the figure: "universities in the network".',
    it: { title: "Cosa conta", description: 'Sotto il numero: "università nella rete".' },
  }),
});

export type IdentityFigure = z.output<typeof identityFigure>;

/** The names of figures a page shows, in order: each a figure of the identity. */
export const figureNames = z
  .array(figureName, { error: "must be a list of figure names" })
  .min(1, { error: "name at least one figure" })
  .max(6, { error: "must name at most six figures" });

/**
 * The fields of a file that still hold example values (`emails.general`, `members[0].name`), as
 * the content check names fields: the build counts them in one line until they are replaced.
 * A list in the file itself rather than comments, which the CMS does not keep when it saves.
 */
export const exampleFields = z
  .array(text, { error: "must be a list of fields" })
  .optional()
  .meta({
    title: "Example values still to replace",
    description:
      "The fields of this file that still hold stand-in values, as the build names them (emails.general, members[0].name). Replace a value, then remove it from this list.",
    it: {
      title: "Valori d'esempio ancora da sostituire",
      description:
        "I campi di questo file che contengono ancora valori provvisori, come li nomina il controllo dei contenuti (emails.general, members[0].name). Sostituisci un valore, poi toglilo da questo elenco.",
    },
    nouns: { en: ["a field", "fields"], it: ["un campo", "campi"] },
  });
