/**
 * Build-time checks of the content files. A mistake stops the build with a message that names
 * the file and the field, e.g. `app/content/team.ts: [2].email must be an e-mail address`.
 * Runs in route loaders, which run only at build time (this module never reaches the browser).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { messages } from "~/i18n/i18n";
import { isLocalDate, isLocalDateTime, romeInstant } from "~/lib/dates";
import { languages } from "~/lib/languages";
import { eventKinds, teamRoles, type EventContent, type Sponsor, type TeamMember } from "./types";

/** Where content files and the assets they name live, from the project's root. */
export const contentDir = "app/content";
export const assetDirs = {
  team: "app/assets/team",
  sponsors: "app/assets/sponsors",
  events: "app/assets/events",
} as const;

export class ContentError extends Error {
  override name = "ContentError";
}

const text = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .trim()
  .min(1, { error: "must not be empty" });

/** A text in every language: a missing or empty language is named in the message. */
const localized = z.object(Object.fromEntries(languages.map((language) => [language, text])), {
  error: "must give a text for every language (en, it)",
}) as unknown as z.ZodType<Record<(typeof languages)[number], string>>;

/** A list in every language, with as many items in each. */
const localizedList = z
  .object(Object.fromEntries(languages.map((language) => [language, z.array(text).min(1)])), {
    error: "must give a list for every language (en, it)",
  })
  .superRefine((lists, context) => {
    const counts = languages.map((language) => (lists[language] as string[]).length);
    if (new Set(counts).size > 1) {
      context.addIssue({
        code: "custom",
        message: `must have as many items in every language (${languages
          .map((language, index) => `${language}: ${counts[index]}`)
          .join(", ")})`,
      });
    }
  }) as unknown as z.ZodType<Record<(typeof languages)[number], string[]>>;

const email = z.email({ error: "must be an e-mail address" });
const webUrl = z.url({
  protocol: /^https?$/,
  error: "must be a web address starting with https://",
});

/** A file name that must exist in one of the asset folders. */
function assetFile(folder: string) {
  return text.refine((name) => !name.includes("/") && existsSync(join(folder, name)), {
    error: (issue) => `names a file that does not exist: ${folder}/${String(issue.input)}`,
  });
}

const localDateTime = z.string().refine(isLocalDateTime, {
  error: "must be a date and time like 2025-12-05T09:00 (local time in Italy)",
});
const localDate = z.string().refine(isLocalDate, { error: "must be a date like 2024-10-24" });

export const teamMemberSchema = z.object({
  name: text,
  role: z
    .enum(teamRoles, { error: `must be one of ${teamRoles.join(", ")}` })
    .refine((role) => languages.every((language) => Object.hasOwn(messages[language], role)), {
      error: "has no label in every language: add it to app/i18n/en.ts and it.ts",
    }),
  photo: assetFile(assetDirs.team),
  email,
}) satisfies z.ZodType<TeamMember>;

export const teamSchema = z
  .array(teamMemberSchema)
  .min(1, { error: "must list at least one member" });

export const sponsorSchema = z.object({
  name: text.optional(),
  logo: assetFile(assetDirs.sponsors),
  url: webUrl,
}) satisfies z.ZodType<Sponsor>;

export const sponsorsSchema = z.array(sponsorSchema);

const eventList = z.object({ heading: localized, items: localizedList });

export const eventSchema = z
  .object({
    slug: z.string().regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, {
      error: "must be letters, digits and single hyphens, like EcoTech-Challenge",
    }),
    kind: z.enum(eventKinds, { error: `must be one of ${eventKinds.join(", ")}` }),
    title: localized,
    start: localDateTime,
    end: localDateTime,
    place: z.object({
      name: localized,
      address: localized.optional(),
      online: z.boolean().optional(),
    }),
    image: assetFile(assetDirs.events),
    imageAlt: localized,
    listing: z.object({ summary: localized }).optional(),
    audience: localized.optional(),
    teamSize: z
      .object({ min: z.int().min(1), max: z.int().min(1) })
      .refine((size) => size.min <= size.max, { error: "min must not be more than max" })
      .optional(),
    price: localized.optional(),
    prizes: localizedList.optional(),
    registration: z
      .object({
        url: webUrl,
        action: z.enum(["apply", "applyNow", "signUp"]),
        deadline: localDate.optional(),
        note: localized.optional(),
      })
      .optional(),
    page: z
      .object({
        intro: localized,
        sections: z
          .array(
            z.object({
              id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
                error: "must be lower case letters, digits and hyphens",
              }),
              heading: localized,
              paragraphs: localizedList,
              list: localizedList.optional(),
            }),
          )
          .min(1, { error: "must have at least one section" })
          .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, {
            error: "must give every section a different id",
          }),
        steps: eventList.optional(),
        benefits: eventList.optional(),
        faq: z.array(z.object({ question: localized, answer: localized })).optional(),
        sectionNavigation: z.boolean().optional(),
        repeatRegistration: z.boolean().optional(),
      })
      .optional(),
    contacts: z.object({
      emails: z.array(email).min(1, { error: "must give at least one e-mail address" }),
      people: z.array(z.object({ name: text, email })).optional(),
      links: z.array(z.object({ label: localized, url: webUrl })).optional(),
    }),
  })
  .superRefine((event, context) => {
    if (isLocalDateTime(event.start) && isLocalDateTime(event.end)) {
      if (romeInstant(event.end) <= romeInstant(event.start)) {
        context.addIssue({ code: "custom", path: ["end"], message: "must be after start" });
      }
    }
    if (!event.listing && !event.page) {
      context.addIssue({
        code: "custom",
        path: ["listing"],
        message: "or page must be given, or the event shows nowhere",
      });
    }
  }) satisfies z.ZodType<EventContent>;

function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

/** Checks content against its schema; throws a ContentError listing every problem. */
export function parseContent<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const path = describePath(issue.path);
    const missing = issue.code === "invalid_type" && / received undefined$/.test(issue.message);
    return `${file}: ${path ? `${path} ` : ""}${missing ? "is missing" : issue.message}`;
  });
  throw new ContentError(
    `Invalid content\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
  );
}
