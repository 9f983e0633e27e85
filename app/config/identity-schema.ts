/**
 * The shape of the chapter's identity (app/config/identity.yaml): every name, address and link
 * the site shows that is not part of an event, a team member, a sponsor or a page's text. The
 * build checks the file against this schema before anything else; the `Identity` type is
 * inferred from it.
 */
import { z } from "zod";
import { brandContrastProblems, exampleBrand } from "./brand";
import { imageFolders } from "./content-files";
import { pictureKindsInWords } from "./pictures";
import {
  email,
  exampleFields,
  fileName,
  figure,
  localized,
  text,
  webAddress,
} from "./schema-fields";
import { isKnownLanguage, knownLanguages } from "./known-languages.ts";

/** The known codes, for the message that refuses another. */
const knownCodes = Object.keys(knownLanguages).join(", ");

/** The site's languages: known codes, each once, the default first. */
const languageList = z
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

/**
 * Whether the site is a demonstration, and how the chapter looks: its logo and brand colours
 * (decision 0034). In a block of its own, spread into the identity below.
 */
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, {
  error: `must be a colour written #rrggbb, like ${exampleBrand.primary}`,
});

const chapterLook = {
  demonstration: z.boolean({ error: "must be true or false" }).meta({
    title: "Demonstration site",
    description:
      "true: the site is an example, says so on every page in one quiet line, and may hold example values. false (a real chapter): the build stops while any example value is left, and lists them.",
  }),
  repository: webAddress.optional().meta({
    title: "Source repository",
    description:
      "The web address of the site's code (e.g. https://github.com/owner/name). A demonstration's line links to \"Start your chapter\" in its board guide (docs/board-guide.md).",
  }),
  logo: fileName(imageFolders.identity).meta({
    title: "Logo",
    description: `A file in ${imageFolders.identity}/ (${pictureKindsInWords("logo")}; SVG is best): a square mark, white on a transparent background, shown in the navigation bar on the primary colour. The favicon, the phones' icons and the social card of pages without a picture of their own are drawn from it on the primary colour at each build.`,
    picture: "logo",
  }),
  brand: z
    .strictObject({
      primary: colour.meta({
        title: "Primary colour",
        description: `The bar, the bands and the links, with white text on it (#rrggbb, e.g. ${exampleBrand.primary}); the darker shades of the dark scheme are drawn from it.`,
      }),
      accent: colour.meta({
        title: "Accent colour",
        description: `The main action of each screen, with dark text on it, and the rules under figures (#rrggbb, e.g. ${exampleBrand.accent}).`,
      }),
    })
    .superRefine((brand, context) => {
      for (const { field, message } of brandContrastProblems(brand)) {
        context.addIssue({ code: "custom", path: [field], message });
      }
    })
    .meta({
      title: "Brand colours",
      description:
        "The site's colours in both colour schemes. A colour on which text would be hard to read (contrast below 4.5:1) is refused, with the pair and the ratio.",
    }),
};

export const identitySchema = z.strictObject({
  url: webAddress.meta({
    title: "Address of the site",
    description:
      "Where the site is published, without a slash at the end, e.g. https://chapter.example.org. Canonical links, the sitemap, social cards and calendars use it; its path is the path the site is served under.",
  }),
  chapterName: text.meta({
    title: "Chapter name",
    description: "As it appears in titles, next to the logo and in the copyright line.",
  }),
  languages: languageList.meta({
    title: "Languages",
    description:
      "The site's languages as codes, the first at / and each other under /code: [en, it]. Each needs its interface words (app/i18n/<code>.ts) and every text of the content in it.",
  }),
  organisation: z
    .strictObject({
      name: text.meta({
        title: "Name",
        description: "The international organisation's short name, used in running text.",
      }),
      url: webAddress.optional().meta({
        title: "Web site",
        description: "Its home page, linked in the footer (no link without it).",
      }),
    })
    .meta({ title: "International organisation" }),
  university: z
    .strictObject({
      name: text.meta({ title: "Name", description: "Its official name, used in texts." }),
      nameWithArticle: text.optional().meta({
        title: "Name with its Italian article",
        description:
          'For Italian sentences, the name with its article: "l\'Università degli Studi", "la Scuola Superiore". Without it, Italian texts use the name alone.',
      }),
      mailDomain: z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, {
          error: "must be a mail domain like studenti.example.org, without the @",
        })
        .optional()
        .meta({
          title: "Students' mail domain",
          description:
            "The domain of students' e-mail accounts, without the @ (some application forms need such an account, and an event's text may say so with {{mailDomain}}).",
        }),
    })
    .meta({ title: "University" }),
  city: z
    .strictObject({
      name: localized.meta({ title: "City", description: "Its name in each language." }),
      country: localized.optional().meta({
        title: "Country",
        description:
          "The country's name in each language, for the map's description. The home page shows the map when the country, its code and the coordinates are all given.",
      }),
      countryCode: z
        .string()
        .regex(/^\d{3}$/, { error: "must be a three-digit ISO 3166 code, like 380 for Italy" })
        .optional()
        .meta({
          title: "Country code",
          description:
            "ISO 3166-1 numeric code of the country, highlighted on the map (Italy: 380).",
        }),
      latitude: z
        .number({ error: "must be a number of degrees" })
        .min(-90)
        .max(90)
        .optional()
        .meta({ title: "Latitude", description: "Decimal degrees, e.g. 45.0703." }),
      longitude: z
        .number({ error: "must be a number of degrees" })
        .min(-180)
        .max(180)
        .optional()
        .meta({ title: "Longitude", description: "Decimal degrees, e.g. 7.6869." }),
    })
    .meta({ title: "City on the map" }),
  emails: z
    .strictObject({
      general: email.meta({
        title: "General",
        description: "For anything: the /about page and the weekly meeting.",
      }),
      events: email.meta({
        title: "Events",
        description:
          "Questions about events and applications: an event's contact unless it names its own.",
      }),
      partners: email.meta({
        title: "Partners",
        description: "Companies and partnerships: the /partners and /about pages.",
      }),
    })
    .meta({ title: "E-mail addresses" }),
  social: z
    .strictObject({
      instagram: webAddress.optional().meta({ title: "Instagram profile" }),
      linkedin: webAddress.optional().meta({ title: "LinkedIn page" }),
      whatsappGroup: webAddress.optional().meta({
        title: "WhatsApp community",
        description: "Its invite link.",
      }),
    })
    .optional()
    .meta({
      title: "Social profiles",
      description:
        "Linked in the footer and where a page invites to follow the chapter; a profile left out is not linked.",
    }),
  links: z
    .strictObject({
      courses: webAddress.optional().meta({
        title: "Courses",
        description: "The courses page (navigation bar; not shown without it).",
      }),
      joinUs: webAddress.optional().meta({
        title: "Join us",
        description:
          "The membership form (navigation bar, home page). Without it, Join us writes an e-mail to the general address.",
      }),
      privacyPolicy: webAddress
        .optional()
        .meta({ title: "Privacy policy", description: "Footer (not shown without it)." }),
    })
    .optional()
    .meta({ title: "Other sites", description: "Opened in a new tab." }),
  figures: z
    .array(figure, { error: "must be a list of figures" })
    .min(1, { error: "add at least one figure" })
    .meta({
      title: "Figures",
      description:
        "Every number the site says about the organisation and the chapter, once: the pages list them by name (home.yaml, partners.yaml) and texts use them as {{name}}, written in each language's way.",
    }),
  ...chapterLook,
  examples: exampleFields,
});

export type Identity = z.output<typeof identitySchema>;
