/**
 * The identity's two fields the rest of its schema stands on: the site's languages (every text is
 * written in each) and its time zone (every date is local time there). Their schemas depend on no
 * value of the site, so that they can read those values before anything that does is loaded:
 * tools/give-site-identity.ts gives them to app/config/languages.ts and app/config/time-zone.ts
 * where no bundler does, and lib/identity-schema.ts checks the same fields with the same schemas.
 */
import { z } from "zod";
import { isKnownLanguage, knownLanguages } from "../config/known-languages.ts";
import { exampleTimeZone, timeZoneProblem } from "./time-zones.ts";

/** The known codes, for the message that refuses another. */
const knownCodes = Object.keys(knownLanguages).join(", ");

/** The site's languages: known codes, each once, the default first. */
export const languageList = z
  .array(
    z.string({ error: "must be a language code like en" }).refine(isKnownLanguage, {
      error: (issue) =>
        `"${String(issue.input)}" is not a language code the site knows (app/config/known-languages.ts: ${knownCodes})`,
    }),
    { error: "must be a list of language codes, like [en, it]" },
  )
  .min(1, { error: "list at least one language" })
  .superRefine((codes, context) => {
    const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
    if (repeated) context.addIssue({ code: "custom", message: `lists ${repeated} twice` });
  });

/** The chapter's time zone: a name the IANA time zone database and the JavaScript engine know.
 * Its messages give `ownZone` (the zone the site has now) as their first example. */
export function timeZoneField(ownZone?: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `is missing: the chapter's time zone, like ${exampleTimeZone(ownZone)}`
          : `must be a time zone like ${exampleTimeZone(ownZone)}`,
    })
    .superRefine((name, context) => {
      const problem = timeZoneProblem(name, ownZone);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
}

/** The two fields, for the tools that read them before the site's languages are known. */
export const identityBaseFields = z.object({
  languages: languageList,
  timeZone: timeZoneField(),
});
