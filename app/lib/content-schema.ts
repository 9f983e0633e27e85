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
import { z } from "zod";
import { quoted } from "../config/address-rules";
import { documentFolder, imageFolders } from "../config/content-files";
import { pictureKindsInWords } from "../config/pictures";
import {
  email,
  exampleFields,
  figureNames,
  fileName,
  focus,
  localized,
  localizedList,
  text,
  webAddress,
} from "../config/schema-fields";
import { isLocalDate, isLocalDateTime } from "./dates";
import { weekdays } from "./event-recurrence";
import { maximumDeckBytes } from "./documents";
import { megabytes } from "./numbers";

/** A choice among fixed values, with a message that lists them. */
function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? "is missing" : `must be one of: ${values.join(", ")}`,
  });
}

const yesNo = z.boolean({ error: "must be true or false" });

/** A text in both languages, written in Markdown: paragraphs, lists, emphasis and links. */
export const markdownText = localized.meta({ markdown: "blocks" });
/** A text in both languages, one paragraph of Markdown: emphasis and links. */
export const inlineText = localized.meta({ markdown: "inline" });

/** The shortest description search engines show well: an event page's introduction, its
 * placeholders filled, must be as long (server/content.server.ts). */
export const minimumDescriptionLength = 50;

const localDateTime = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .refine(isLocalDateTime, {
    error: (issue) =>
      `must be a date and time like 2025-12-05T09:00 (local time in Italy), not ${quoted(issue.input)}`,
  });

const localDate = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .refine(isLocalDate, {
    error: (issue) => `must be a date like 2024-10-24, not ${quoted(issue.input)}`,
  });

// ---------------------------------------------------------------------------------------------
// Team and sponsors

/** A sponsor's short name (sponsors.yaml `id`), by which a recap names a partner. */
export const sponsorId = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: (issue) =>
      `must be small letters, digits and single hyphens, like example-systems, not ${quoted(issue.input)}`,
  })
  .meta({
    pattern: {
      regex: "^[a-z0-9]+(-[a-z0-9]+)*$",
      message: "Small letters, digits and single hyphens, like example-systems.",
    },
  });

/** The roles a team member can have; each is also the key of its label in app/i18n. */
export const teamRoles = ["president", "secretary", "treasurer", "hr", "cr"] as const;

/** The form Italian writes a role in for a person: Segretaria or Segretario (i18n/team-roles.ts). */
export const roleForms = ["feminine", "masculine"] as const;

export const teamMemberSchema = z
  .strictObject({
    name: text.meta({ title: "Name", description: "Full name, the card's title." }),
    role: oneOf(teamRoles).meta({
      title: "Role",
      description:
        "The card shows its name in the page's language: Treasurer, Tesoriera or Tesoriere (the next field says which).",
    }),
    roleForm: oneOf(roleForms).meta({
      title: "Italian form of the role",
      description:
        "Italian writes most roles one way for a woman and another for a man: Segretaria or Segretario, Tesoriera or Tesoriere (Presidente for both).",
      optionLabels: {
        feminine: "Feminine (Segretaria, Tesoriera)",
        masculine: "Masculine (Segretario, Tesoriere)",
      },
    }),
    roleLabel: localized.optional().meta({
      title: "Role as written for this person",
      description:
        "When the role's usual words do not fit the person (a shared role, a deputy): the role as the card should say it, in both languages.",
    }),
    photo: fileName(imageFolders.team).meta({
      title: "Portrait",
      description: `A file in ${imageFolders.team}/: square, at least 480 px wide (${pictureKindsInWords("portrait")}).`,
      picture: "portrait",
      focusField: "photoFocus",
    }),
    photoFocus: focus.optional().meta({
      title: "Portrait's focus",
      description:
        "Where the face is, when the portrait is not square: click it on the picture (x across, y down, each from 0 to 1; the middle when left out).",
    }),
    email: email.meta({ title: "E-mail", description: "The card writes to this address." }),
  })
  .meta({ title: "Team member" });

export const teamFileSchema = z.strictObject({
  members: z.array(teamMemberSchema, { error: "must be a list of team members" }).optional().meta({
    title: "Members",
    description:
      "One card each, in the order of the carousel. Without any, the /about page shows the chapter's e-mail addresses alone.",
  }),
  examples: exampleFields,
});

export type TeamMember = z.output<typeof teamMemberSchema>;

export const sponsorSchema = z
  .strictObject({
    name: text.optional().meta({
      title: "Name",
      description:
        'The company\'s name: what people who cannot see the logo hear. Without it the logo is called "Sponsor N".',
    }),
    id: sponsorId.optional().meta({
      title: "Short name",
      description:
        "A short name of small letters and hyphens, like example-systems, by which an event's recap names this partner (recap.partnerOutcomes). Needed only for a partner named so.",
    }),
    logo: fileName(imageFolders.sponsors).meta({
      title: "Logo",
      description: `A file in ${imageFolders.sponsors}/ (${pictureKindsInWords("logo")}): SVG is best, with a size (width and height, or a viewBox); the site publishes it as its check writes it again.`,
      picture: "logo",
    }),
    url: webAddress.meta({ title: "Web site", description: "Opened in a new tab." }),
  })
  .meta({ title: "Sponsor" });

export const sponsorsFileSchema = z.strictObject({
  sponsors: z
    .array(sponsorSchema, { error: "must be a list of sponsors" })
    .superRefine((sponsors, context) => {
      // Each short name names one sponsor: a recap that names it must know which.
      const seen = new Map<string, number>();
      sponsors.forEach((sponsor, index) => {
        if (!sponsor.id) return;
        const other = seen.get(sponsor.id);
        if (other === undefined) seen.set(sponsor.id, index);
        else {
          context.addIssue({
            code: "custom",
            path: [index, "id"],
            message: `"${sponsor.id}" is already the short name of sponsors[${other}]: each sponsor has its own`,
          });
        }
      });
    })
    .optional()
    .meta({
      title: "Sponsors",
      description:
        "In the order of the partners page. Without any, the page invites the first partner instead.",
    }),
  examples: exampleFields,
});

export type Sponsor = z.output<typeof sponsorSchema>;

// ---------------------------------------------------------------------------------------------
// Events

/** The kinds of event, shown above an event's title (labels in app/i18n: `kindIdeasDay`, by
 * i18n/event-kinds.ts). */
export const eventKinds = [
  "meeting",
  "workshop",
  "hackathon",
  "ideas-day",
  "trip",
  "competition",
] as const;
export type EventKind = (typeof eventKinds)[number];

/** Whether an event takes place. A cancelled one stays listed and in calendars, marked so. */
export const eventStatuses = ["scheduled", "cancelled"] as const;

/** The words of the application button: APPLY, APPLY NOW, SIGN UP! */
export const registrationActions = ["apply", "applyNow", "signUp"] as const;

export const currencies = ["EUR", "GBP", "CHF", "USD"] as const;

/**
 * When a part of an event's page is shown: `before` the event has ended (the default: how to
 * apply, what to bring, the programme to come), `after` it (what happened), or `always`. An ended
 * page never speaks of what is still to come (lib/events.ts).
 */
export const shownWhen = ["before", "after", "always"] as const;
export type ShownWhen = (typeof shownWhen)[number];

function shown(what: string) {
  return oneOf(shownWhen)
    .optional()
    .meta({
      optionLabels: {
        before: "Until the event has ended (the default)",
        after: "Once it has ended",
        always: "Always",
      },
      title: "Shown",
      description: `before (the default): until the event has ended, for ${what}; after: once it has ended; always: both, for a text that stays true afterwards.`,
    });
}

/** A heading and its list: `items` names what the list holds (its title in the CMS). */
const titledList = (items: string) =>
  z.strictObject({
    heading: localized.meta({ title: "Heading" }),
    items: localizedList.meta({ title: items, description: "As many in each language." }),
    shown: shown("a list of what is to come"),
  });

/** The most photos a recap's gallery shows. */
export const maximumRecapPhotos = 24;

/** What happened at an event that has ended: its page leads with it. */
export const recapSchema = z
  .strictObject({
    outcome: inlineText.meta({
      title: "Outcome in one line",
      description:
        'In the past tense, for the events list and the home page\'s highlights: "Twelve teams pitched their ideas; AgentDesk won."',
    }),
    summary: markdownText.meta({
      title: "What happened",
      description:
        "A paragraph or two in the past tense: who came, what they did, what came out of it.",
    }),
    photos: z
      .array(
        z.strictObject({
          image: fileName(imageFolders.recaps).meta({
            title: "Photo",
            description: `A file in ${imageFolders.recaps}/: a photo as a phone takes it (${pictureKindsInWords("recap")}, at least 1200 px on its longer side).`,
            picture: "recap",
            focusField: "focus",
          }),
          alt: localized.meta({
            title: "What it shows",
            description: 'For people who cannot see it: "Four students pitching to the jury".',
          }),
          focus: focus.optional().meta({
            title: "Focus",
            description:
              "Where its subject is (a face, a sign), so that the gallery's square crop keeps it: click it on the photo. The middle when left out.",
          }),
        }),
        { error: "must be a list of photos" },
      )
      .min(1, { error: "add at least one photo" })
      .max(maximumRecapPhotos, { error: `must have at most ${maximumRecapPhotos} photos` })
      .optional()
      .meta({
        title: "Photos",
        description: `1 to ${maximumRecapPhotos}, best first: the first one also stands for the event in the highlights.`,
      }),
    results: localizedList.optional().meta({
      title: "Results",
      description: "The winners and what came out of it, best first.",
    }),
    figures: z
      .array(
        z.strictObject({
          value: z
            .int({ error: "must be a whole number, like 48" })
            .min(0, { error: "must not be negative" })
            .meta({ title: "Number", description: "Digits only: 48, 1500." }),
          label: localized.meta({
            title: "What it counts",
            description: 'Under the number: "participants", "teams", "universities".',
          }),
        }),
        { error: "must be a list of figures" },
      )
      .min(1, { error: "add at least one figure" })
      .max(4, { error: "must give at most four figures" })
      .optional()
      .meta({ title: "In figures", description: "Participants, teams, universities..." }),
    partner: z
      .strictObject({
        name: text.meta({ title: "Name", description: "The company, as it is written." }),
        logo: fileName(imageFolders.sponsors)
          .optional()
          .meta({
            title: "Logo",
            description: `A file in ${imageFolders.sponsors}/. Without it: the logo of the sponsor of that name, if there is one.`,
            picture: "logo",
          }),
        url: webAddress.optional().meta({
          title: "Web site",
          description: "Without it: the web site of the sponsor of that name, if there is one.",
        }),
      })
      .optional()
      .meta({
        title: "Partner thanked",
        description:
          "Without it, the event's partner company (if it has one) is thanked, with its sponsor logo.",
      }),
    partnerOutcomes: z
      .array(
        z.strictObject({
          partner: sponsorId.meta({
            title: "Partner",
            description:
              "The partner's short name in app/content/sponsors.yaml (its id), like example-systems.",
          }),
          outcomes: localizedList.meta({
            title: "What came of it",
            description:
              'Short lines in the past tense: "Set the challenge", "Hired two interns", "Gave a talk on agentic AI".',
          }),
        }),
        { error: "must be a list of partners" },
      )
      .min(1, { error: "must name at least one partner" })
      .optional()
      .meta({
        title: "What partners got",
        description:
          "The partner companies of the event, by their short name in the sponsors' file, and what came of it for each. The partners page shows them, linked to this page: write it here only.",
      }),
  })
  .meta({
    title: "Recap",
    description:
      "What happened, once the event has ended: its page then leads with it. Until the event's end it stays hidden.",
  });

export type Recap = z.output<typeof recapSchema>;

/** The longest address of an event page. */
export const maximumSlugLength = 80;

export const eventSchema = z.strictObject({
  slug: z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
    .regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, {
      error: (issue) =>
        `must be letters, digits and single hyphens, like robotics-night, not ${quoted(issue.input)}`,
    })
    // Short enough for a poster, and for every file the build names after it (`<slug>.ics`).
    .max(maximumSlugLength, {
      error: (issue) =>
        `is ${String(issue.input).length} characters long: an address has at most ${maximumSlugLength}`,
    })
    .meta({
      title: "Address",
      description: `The page's address without the slash, as printed on posters: robotics-night gives /robotics-night and /it/robotics-night. Letters, digits and single hyphens, at most ${maximumSlugLength}.`,
      pattern: {
        regex: `^(?=.{1,${maximumSlugLength}}$)[A-Za-z0-9]+(-[A-Za-z0-9]+)*$`,
        message: `Letters, digits and single hyphens, like robotics-night; at most ${maximumSlugLength}.`,
      },
    }),
  kind: oneOf(eventKinds).meta({
    title: "Kind",
    description:
      "What the card and the page say above the title, and which calendar of a kind of event it is in.",
  }),
  title: localized.meta({ title: "Title", description: "The event's name." }),
  series: z
    .string({ error: "must be a text" })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: (issue) =>
        `must be small letters, digits and single hyphens, like student-tech-clash, not ${quoted(issue.input)}`,
    })
    .optional()
    .meta({
      pattern: {
        regex: "^[a-z0-9]+(-[a-z0-9]+)*$",
        message: "Small letters, digits and single hyphens, like student-tech-clash.",
      },
      title: "Series",
      description:
        "For an event held again (every year, say): the same name in every edition's file, like student-tech-clash. Each edition's page then links to the others.",
    }),
  start: localDateTime.meta({
    title: "Starts",
    description: "Day and time in Italy.",
    datetime: true,
  }),
  end: localDateTime.meta({
    title: "Ends",
    description: "Day and time in Italy, after the start. The event counts as past from then on.",
    datetime: true,
  }),
  repeat: z
    .strictObject({
      every: z
        .int({ error: "must be a whole number of weeks" })
        .min(1, { error: "must be at least 1 (every week)" })
        .max(52, { error: "must be at most 52 weeks" })
        .optional()
        .meta({
          title: "Every how many weeks",
          description: "1 (the default) is every week, 2 every other week.",
        }),
      days: z
        .array(
          oneOf(weekdays).meta({
            optionLabels: {
              monday: "Monday",
              tuesday: "Tuesday",
              wednesday: "Wednesday",
              thursday: "Thursday",
              friday: "Friday",
              saturday: "Saturday",
              sunday: "Sunday",
            },
          }),
          { error: "must be a list of days" },
        )
        .min(1, { error: "add at least one day of the week" })
        .meta({
          title: "Days",
          description:
            "The days of the week it takes place on (in the file: monday, tuesday...). The first date (Starts) must be one of them.",
        }),
      until: localDate.meta({
        title: "Last day",
        description:
          "No date after this day (the end of the academic year, say). The event counts as past once its last date has ended.",
        date: true,
      }),
      skip: z.array(localDate, { error: "must be a list of dates" }).optional().meta({
        title: "Dates skipped",
        description:
          "Dates of the series that do not take place (holidays, exams), each one of its dates.",
      }),
    })
    .optional()
    .meta({
      title: "Repeats",
      description:
        "For an event held every week (or every few weeks), like the weekly meeting: Starts and Ends are its first date, every date has the same hours. Pages and lists show the next date; calendars get one repeating event.",
    }),
  status: oneOf(eventStatuses)
    .optional()
    .meta({
      optionLabels: { scheduled: "Takes place (the default)", cancelled: "Cancelled" },
      title: "Status",
      description:
        "scheduled (the default) or cancelled. Keep a cancelled event's file: its page, its card and subscribers' calendars then say it is cancelled.",
    }),
  flagship: yesNo.optional().meta({
    title: "Flagship",
    description:
      "The home page leads with this event until it ends, before one whose applications open sooner. Only for an event still ahead: remove the mark once it is over (an ended event keeps it only if its file does not change).",
  }),
  place: z
    .strictObject({
      name: localized.optional().meta({
        title: "Name",
        description:
          'As people know it: "Room 1B, main campus", or "Online". Leave it out while it is not known: the page says "Location to be announced".',
      }),
      address: localized.optional().meta({
        title: "Street address",
        description: "City included, for maps and calendars. Leave it out while it is not known.",
      }),
      online: yesNo.optional().meta({ title: "Online only" }),
    })
    .optional()
    .meta({
      title: "Place",
      description:
        'Leave it out while it is not known: the page and the list say "Location to be announced".',
    }),
  image: fileName(imageFolders.events).meta({
    title: "Picture",
    description: `A file in ${imageFolders.events}/: landscape, at least 1200 × 630 px. It heads the page, the card and social previews.`,
    picture: "event",
    focusField: "imageFocus",
  }),
  imageAlt: localized.meta({
    title: "What the picture shows",
    description: "For people who cannot see it.",
  }),
  imageFocus: focus.optional().meta({
    title: "Picture's focus",
    description:
      "Where its subject is, so that every crop keeps it (the card, a phone's band, the social preview): click it on the picture. The middle when left out.",
  }),
  summary: inlineText.meta({
    title: "Summary",
    description:
      "One or two sentences for the events list and calendars. With a page, at least 50 characters: once the event has ended, it describes the page to search engines until the recap is written.",
  }),
  partner: text.optional().meta({
    title: "Partner company",
    description:
      "The company the event was run with, as it is written (e.g. EY). The partners page lists the past events with a partner as past collaborations. Leave it out when there is none or it is not to be named.",
  }),
  audience: localized.optional().meta({ title: "Who can take part" }),
  teamSize: z
    .strictObject({
      min: z.int({ error: "must be a whole number" }).min(1).meta({ title: "At least" }),
      max: z.int({ error: "must be a whole number" }).min(1).meta({ title: "At most" }),
    })
    .refine((size) => size.min <= size.max, { error: "min must not be more than max" })
    .optional()
    .meta({ title: "Team size", description: "For events where people take part in teams." }),
  price: z
    .strictObject({
      amount: z.number({ error: "must be a number" }).min(0).meta({ title: "Amount" }),
      currency: oneOf(currencies).meta({
        title: "Currency",
        description: "EUR, GBP, CHF or USD.",
        optionLabels: {
          EUR: "Euro (€)",
          GBP: "Pound sterling (£)",
          CHF: "Swiss franc (CHF)",
          USD: "US dollar ($)",
        },
      }),
      from: yesNo
        .optional()
        .meta({ title: "Starting price", description: 'Shown as "from €199".' }),
    })
    .optional()
    .meta({ title: "Price", description: "Leave it out when taking part is free." }),
  promoCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, { error: "must be letters and digits" })
    .optional()
    .meta({ title: "Promo code", description: "Texts show it with {{promoCode}}." }),
  prizes: z
    .array(
      z
        .strictObject({
          amount: z.number({ error: "must be a number" }).min(0).optional().meta({
            title: "Amount",
            description:
              "The prize in figures, shown large (10000 shows as £10,000). Leave it out for a prize that is not money.",
          }),
          currency: oneOf(currencies)
            .optional()
            .meta({
              title: "Currency",
              description: "EUR, GBP, CHF or USD: needed with an amount.",
              optionLabels: {
                EUR: "Euro (€)",
                GBP: "Pound sterling (£)",
                CHF: "Swiss franc (CHF)",
                USD: "US dollar ($)",
              },
            }),
          for: localized.meta({
            title: "For",
            description:
              'Under the figure: "first place", "a gift card for each member of the winning team"; the whole prize when there is no amount.',
          }),
        })
        .refine((prize) => (prize.amount === undefined) === (prize.currency === undefined), {
          error: "an amount needs its currency, and a currency its amount",
        }),
      { error: "must be a list of prizes" },
    )
    .min(1, { error: "add at least one prize" })
    .optional()
    .meta({ title: "Prizes", description: "Best first, in figures where there are some." }),
  partners: z
    .array(sponsorId, { error: "must be a list of sponsors' short names" })
    .min(1, { error: "name at least one partner" })
    .optional()
    .meta({
      title: "Partners",
      description:
        "The companies behind the event, by their short name (id) in the sponsors' file, like example-systems: their logo and name stand on the event's page before, during and after it.",
    }),
  registration: z
    .strictObject({
      url: webAddress.meta({
        title: "Form",
        description: "The external form or page, opened in a new tab.",
      }),
      action: oneOf(registrationActions).meta({
        title: "Button",
        description: "The words on the button, in the page's language.",
      }),
      opens: localDate.optional().meta({
        title: "First day to apply",
        description:
          "When applications do not open at once: until that day the button says when they open.",
        date: true,
      }),
      deadline: localDate.optional().meta({
        title: "Last day to apply",
        description:
          "The button closes at the end of that day in Italy. Without it, applications close when the event ends.",
        date: true,
      }),
      note: inlineText.optional().meta({
        title: "Note",
        description: "Next to the button, e.g. which e-mail account the form needs.",
      }),
    })
    .optional()
    .meta({
      title: "Applications",
      description: "Leave it out when there is nothing to sign up for.",
    }),
  page: z
    .strictObject({
      intro: inlineText.meta({
        title: "Introduction",
        description: `One or two sentences that open the page; also its description for search engines (at least ${minimumDescriptionLength} characters).`,
      }),
      sections: z
        .array(
          z.strictObject({
            heading: localized.meta({ title: "Heading" }),
            text: markdownText.meta({ title: "Text" }),
            shown: shown("what is to come: how to apply, what to bring, the programme"),
          }),
          { error: "must be a list of sections" },
        )
        .min(1, { error: "add at least one section" })
        .meta({ title: "Sections", description: "The blocks of the page, in order." }),
      steps: titledList("Steps")
        .optional()
        .meta({ title: "Programme", description: "Numbered steps." }),
      agenda: z
        .array(
          z.strictObject({
            time: z
              .string({ error: "must be a time like 09:30" })
              .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "must be a time like 09:30" })
              .meta({
                title: "Time",
                description: "Hours and minutes in Italy, like 09:30.",
                pattern: { regex: "^([01]\\d|2[0-3]):[0-5]\\d$", message: "A time like 09:30." },
              }),
            title: localized.meta({ title: "What happens" }),
          }),
          { error: "must be a list of times and steps" },
        )
        .min(1, { error: "add at least one step" })
        .optional()
        .meta({
          title: "Agenda",
          description: "The day hour by hour, in order: shown until the event has ended.",
        }),
      benefits: titledList("Benefits").optional().meta({ title: "What participants take home" }),
      faq: z
        .array(
          z.strictObject({
            question: localized.meta({ title: "Question" }),
            answer: markdownText.meta({ title: "Answer" }),
            shown: shown("questions about taking part"),
          }),
        )
        .optional()
        .meta({ title: "Questions and answers", description: "Shown as an accordion." }),
      sectionNavigation: yesNo.optional().meta({
        title: "Section navigation",
        description:
          "For a long page: an arrow to the first section, a dot per section and sections that fade in.",
      }),
      repeatRegistration: yesNo.optional().meta({
        title: "Button at the end too",
        description: "Repeat the application button at the end of the page.",
      }),
    })
    .optional()
    .meta({
      title: "Page",
      description: "The event's own page. Leave it out for an entry of the list only.",
    }),
  contacts: z
    .strictObject({
      emails: z.array(email).min(1, { error: "add at least one address" }).optional().meta({
        title: "E-mail addresses",
        description: "Whom to write to. Without them: the events address of the identity.",
      }),
      people: z
        .array(
          z.strictObject({
            name: text.meta({ title: "Name" }),
            email: email.meta({ title: "E-mail" }),
          }),
        )
        .optional()
        .meta({ title: "Organisers", description: "People to write to by name ({{organisers}})." }),
      community: yesNo.optional().meta({
        title: "Community links",
        description: "Show the chapter's Instagram and WhatsApp community.",
      }),
      links: z
        .array(
          z.strictObject({
            label: localized.meta({ title: "Label" }),
            url: webAddress.meta({ title: "Address" }),
          }),
        )
        .optional()
        .meta({ title: "Other links" }),
    })
    .optional()
    .meta({ title: "Contacts" }),
  recap: recapSchema.optional(),
  examples: exampleFields,
});

export type EventContent = z.output<typeof eventSchema>;

// ---------------------------------------------------------------------------------------------
// Pages

const photo = (folder: string, use: "banner" | "photo") =>
  z.strictObject({
    image: fileName(folder).meta({ title: "Picture", picture: use, focusField: "focus" }),
    alt: localized.meta({ title: "What it shows" }),
    focus: focus.optional().meta({
      title: "Focus",
      description:
        "Where the subject is, so that every crop keeps it: click it on the picture. The middle when left out.",
    }),
  });

const statement = z.strictObject({
  tagline: localized.meta({ title: "Tagline" }),
  summary: inlineText.meta({
    title: "In one sentence",
    description: "Under the tagline on the About page (/about), above the whole text.",
  }),
  text: markdownText.meta({
    title: "Text",
    description: "The whole statement, on the About page (/about#mission, /about#vision).",
  }),
});

export const homePageSchema = z.strictObject({
  heading: localized.meta({
    title: "Promise",
    description:
      "The page's main heading, on the banner: what a student gets by joining, in a few words (the chapter's name is written above it).",
  }),
  intro: inlineText.meta({
    title: "Introduction",
    description: "Under the promise, on the banner: who you are, in one sentence.",
  }),
  banner: photo(imageFolders.photos, "banner").meta({
    title: "Banner",
    description: `A file in ${imageFolders.photos}/, at least 1920 px wide.`,
  }),
  reasons: z
    .array(
      z.strictObject({
        title: localized.meta({
          title: "Reason",
          description: 'In a few words: "Learn by doing".',
        }),
        text: inlineText.meta({
          title: "In one line",
          description: "What it means for a student.",
        }),
      }),
      { error: "must be a list of reasons" },
    )
    .min(3, { error: "add at least three reasons" })
    .max(4, { error: "must give at most four reasons" })
    .meta({ title: "Why join", description: "Three or four reasons, each a title and a line." }),
  joining: z
    .strictObject({
      cost: inlineText.meta({ title: "What it costs", description: '"Free: no membership fee."' }),
      time: inlineText.meta({
        title: "How much time",
        description: '"A meeting a week, and as much more as you like."',
      }),
      who: inlineText.meta({
        title: "Who can join",
        description: '"Any student of {{university}}, any subject, any year."',
      }),
      afterApplying: markdownText.meta({
        title: "After applying",
        description:
          "What happens once someone has sent the join-us form, in a few steps (a numbered list): who answers, how soon, what comes next.",
      }),
    })
    .meta({
      title: "What joining involves",
      description: "Beside the reasons, with the Join us button.",
    }),
  aboutUs: markdownText.meta({ title: "About us" }),
  figures: figureNames.meta({
    title: "The association in figures",
    description:
      "Under \"About us\": the names of the identity's figures to show, in order (the organisation's founding year, universities, members). The home page says each figure once: its texts do not name these again.",
  }),
  mission: statement.meta({ title: "Mission" }),
  vision: statement.meta({ title: "Vision" }),
  partnerPitch: inlineText.meta({
    title: "Partner with us",
    description:
      "One or two sentences for companies, on the home page above the partners' logos, with a link to the partners page.",
  }),
  whereWeAre: markdownText.meta({ title: "Where we are", description: "Next to the map." }),
  photos: z
    .array(photo(imageFolders.photos, "photo"))
    .min(1, { error: "add at least one photo" })
    .meta({
      title: "Photos",
      description: `Life in the chapter: files in ${imageFolders.photos}/, at least 1280 px wide.`,
    }),
  examples: exampleFields,
});

export const partnersPageSchema = z.strictObject({
  collaborationsText: markdownText.meta({
    title: "Collaborations",
    description:
      "Why companies work with the chapter: a short pitch at the top of the page, above the audience in figures.",
  }),
  figures: figureNames.meta({
    title: "Our audience in figures",
    description:
      "The names of the identity's figures companies care about, in order (students reached, events a year...).",
  }),
  formats: z
    .array(
      z.strictObject({
        title: localized.meta({
          title: "Title",
          description: 'The format\'s name: "Hackathon challenge".',
        }),
        description: inlineText.meta({
          title: "Description",
          description: "One or two sentences: what the company brings and what it gets.",
        }),
        gets: localizedList.meta({
          title: "What the company gets",
          description:
            'Short lines, as a company compares offers: "Your logo on the event\'s page and posters", "A seat on the jury", "A recruiting slot".',
        }),
      }),
      { error: "must be a list of formats" },
    )
    .min(1, { error: "add at least one format" })
    .meta({
      title: "Ways to collaborate",
      description: "The formats a company can choose, one card each, in this order.",
    }),
  audience: z
    .strictObject({
      fieldsOfStudy: localizedList.meta({
        title: "Fields of study",
        description: 'What the students you reach study: "Computer engineering", "Design".',
      }),
      universities: localizedList.meta({
        title: "Universities",
        description: "Where they study.",
      }),
      yearsOfStudy: localizedList.optional().meta({
        title: "Years of study",
        description: '"Bachelor\'s, from the first year", "Master\'s".',
      }),
    })
    .optional()
    .meta({
      title: "Who you meet",
      description:
        "What a recruiter asks about the students, beside the figures: what they study, where, in which year.",
    }),
  deck: fileName(documentFolder)
    .optional()
    .meta({
      title: "Partnership deck",
      description: `A PDF in ${documentFolder}/, at most ${megabytes(maximumDeckBytes)}: the page links it with its size.`,
      document: true,
    }),
  examples: exampleFields,
});

// ---------------------------------------------------------------------------------------------
// Quotes

/** Who is quoted: a student (a participant, a member) or someone of a partner company. */
export const quoteSources = ["student", "partner"] as const;

export const quoteSchema = z
  .strictObject({
    from: oneOf(quoteSources).meta({
      title: "Who said it",
      description:
        "student or partner: the home page shows a student's words and a partner's, the partners page the partners'.",
      optionLabels: { student: "A student", partner: "Someone of a partner company" },
    }),
    text: localized.meta({
      title: "Words",
      description: "What they said, without quotation marks; in both languages.",
    }),
    name: text.meta({ title: "Name", description: "As they want to be named." }),
    role: localized.meta({
      title: "What they study, or their role",
      description:
        'For a student, what and where they study ("MSc Computer Engineering"); for a partner, their role ("Head of Talent").',
    }),
    company: text.optional().meta({
      title: "Company",
      description: "For a partner: the company, as it is written.",
    }),
    portrait: fileName(imageFolders.quotes)
      .optional()
      .meta({
        title: "Portrait",
        description: `A file in ${imageFolders.quotes}/: square, at least 480 px wide (${pictureKindsInWords("portrait")}). Ask them first.`,
        picture: "portrait",
        focusField: "portraitFocus",
      }),
    portraitFocus: focus.optional().meta({
      title: "Portrait's focus",
      description:
        "Where the face is, when the portrait is not square: click it on the picture. The middle when left out.",
    }),
    event: text.optional().meta({
      title: "Event",
      description:
        "The address (slug) of the event the words are about, like student-tech-clash: its recap shows them too.",
    }),
  })
  .superRefine((quote, context) => {
    if (quote.from === "partner" && !quote.company) {
      context.addIssue({
        code: "custom",
        path: ["company"],
        message: "is missing: a partner's words name the company",
      });
    }
  })
  .meta({ title: "Quote" });

export const quotesFileSchema = z.strictObject({
  quotes: z.array(quoteSchema, { error: "must be a list of quotes" }).optional().meta({
    title: "Quotes",
    description:
      "Students' and partners' own words. The home page shows the first of each, the partners page the partners', an event's recap those about it.",
  }),
  examples: exampleFields,
});

export type Quote = z.output<typeof quoteSchema>;
