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
import { quoted } from "./address-rules";
import { imageFolders } from "../config/content-files";
import { pictureKindsInWords } from "../config/pictures";
import { siteTimeZone } from "../config/time-zone";
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
} from "./schema-fields";
import { isLocalDate, isLocalDateTime } from "./dates";
import type { CmsText, FieldMeta } from "./schema-walk";
import { maximumRepeatYears, maximumSkippedDates, weekdays } from "./event-recurrence";

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
      `must be a date and time like 2025-12-05T09:00 (local time in ${siteTimeZone}), not ${quoted(issue.input)}`,
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
      it: { message: "Lettere minuscole, cifre e trattini singoli, come example-systems." },
    },
  });

/** The roles a team member can have; each is also the key of its label in app/i18n. */
export const teamRoles = ["president", "secretary", "treasurer", "hr", "cr"] as const;

/** The form Italian writes a role in for a person: Segretaria or Segretario (i18n/team-roles.ts). */
export const roleForms = ["feminine", "masculine"] as const;

/**
 * The file of one of the board's lists (the team, the sponsors, the quotes): the list under its
 * name, which a new chapter may leave out, and the example values still to replace.
 */
function listFileSchema<Name extends string, List extends z.ZodType>(
  name: Name,
  list: List,
  meta: z.GlobalMeta,
) {
  const shape = { [name]: list.optional().meta(meta), examples: exampleFields };
  return z.strictObject(
    shape as { [Key in Name]: z.ZodOptional<List> } & { examples: typeof exampleFields },
  );
}

export const teamMemberSchema = z
  .strictObject({
    name: text.meta({
      title: "Name",
      description: "Full name, the card's title.",
      it: { title: "Nome", description: "Nome e cognome, il titolo della scheda." },
    }),
    role: oneOf(teamRoles).meta({
      title: "Role",
      description:
        "The card shows its name in the page's language: Treasurer, Tesoriera or Tesoriere (the next field says which).",
      it: {
        title: "Ruolo",
        description:
          "La scheda lo scrive nella lingua della pagina: Treasurer, Tesoriera o Tesoriere (il campo seguente dice quale).",
      },
    }),
    roleForm: oneOf(roleForms).meta({
      title: "Form of the role",
      description:
        "Some languages write most roles one way for a woman and another for a man (Italian: Segretaria or Segretario, Tesoriera or Tesoriere; Presidente for both). The card uses the form chosen here in every language.",
      optionLabels: {
        feminine: "Feminine (Segretaria, Tesoriera)",
        masculine: "Masculine (Segretario, Tesoriere)",
      },
      it: {
        title: "Forma del ruolo",
        description:
          "Alcune lingue scrivono quasi tutti i ruoli in un modo per una donna e in un altro per un uomo (in italiano: Segretaria o Segretario, Tesoriera o Tesoriere; Presidente per entrambi). La scheda usa la forma scelta qui in ogni lingua.",
        optionLabels: {
          feminine: "Femminile (Segretaria, Tesoriera)",
          masculine: "Maschile (Segretario, Tesoriere)",
        },
      },
    }),
    roleLabel: localized.optional().meta({
      title: "Role as written for this person",
      description:
        "When the role's usual words do not fit the person (a shared role, a deputy): the role as the card should say it, in both languages.",
      it: {
        title: "Ruolo scritto per questa persona",
        description:
          "Quando le parole abituali del ruolo non vanno bene per la persona (un ruolo condiviso, un vice): il ruolo come la scheda deve scriverlo, in entrambe le lingue.",
      },
    }),
    photo: fileName(imageFolders.team).meta({
      title: "Portrait",
      description: `A file in ${imageFolders.team}/: square, at least 480 px wide (${pictureKindsInWords("portrait")}).`,
      it: {
        title: "Ritratto",
        description: `Un file in ${imageFolders.team}/: quadrato, largo almeno 480 px (${pictureKindsInWords("portrait", "it")}).`,
      },
      picture: "portrait",
      focusField: "photoFocus",
    }),
    photoFocus: focus.optional().meta({
      title: "Portrait's focus",
      description:
        "Where the face is, when the portrait is not square: click it on the picture (x across, y down, each from 0 to 1; the middle when left out).",
      it: {
        title: "Punto focale del ritratto",
        description:
          "Dove si trova il viso, se il ritratto non è quadrato: fai clic sul punto nell'immagine (x in orizzontale, y in verticale, ciascuno da 0 a 1; al centro se non indicato).",
      },
    }),
    email: email.meta({
      title: "E-mail",
      description: "The card writes to this address.",
      it: { title: "E-mail", description: "La scheda scrive a questo indirizzo." },
    }),
  })
  .meta({ title: "Team member" });

export const teamFileSchema = listFileSchema(
  "members",
  z.array(teamMemberSchema, { error: "must be a list of team members" }),
  {
    title: "Members",
    description:
      "One card each, in the order of the carousel. Without any, the /about page shows the chapter's e-mail addresses alone.",
    it: {
      title: "Membri",
      description:
        "Una scheda a testa, nell'ordine del carosello. Senza nessuna, la pagina /about mostra solo gli indirizzi e-mail del chapter.",
    },
    nouns: { en: ["a member", "members"], it: ["un membro", "membri"] },
  },
);

export type TeamMember = z.output<typeof teamMemberSchema>;

export const sponsorSchema = z
  .strictObject({
    name: text.optional().meta({
      title: "Name",
      description:
        'The company\'s name: what people who cannot see the logo hear. Without it the logo is called "Sponsor N".',
      it: {
        title: "Nome",
        description:
          'Il nome dell\'azienda: ciò che sente chi non può vedere il logo. Senza, il logo si chiama "Sponsor N".',
      },
    }),
    id: sponsorId.optional().meta({
      title: "Short name",
      description:
        "A short name of small letters and hyphens, like example-systems, by which an event's recap names this partner (recap.partnerOutcomes). Needed only for a partner named so.",
      it: {
        title: "Nome breve",
        description:
          "Un nome breve di lettere minuscole e trattini, come example-systems, con cui il resoconto di un evento nomina questo partner (recap.partnerOutcomes). Serve solo a un partner nominato così.",
      },
    }),
    logo: fileName(imageFolders.sponsors).meta({
      title: "Logo",
      description: `A file in ${imageFolders.sponsors}/ (${pictureKindsInWords("logo")}): SVG is best, with a size (width and height, or a viewBox); the site publishes it as its check writes it again.`,
      it: {
        title: "Logo",
        description: `Un file in ${imageFolders.sponsors}/ (${pictureKindsInWords("logo", "it")}): meglio SVG, con le sue dimensioni (width e height, o un viewBox); il sito pubblica il file come lo riscrive il controllo.`,
      },
      picture: "logo",
    }),
    url: webAddress.meta({
      title: "Web site",
      description: "Opened in a new tab.",
      it: { title: "Sito web", description: "Aperti in una nuova scheda." },
    }),
  })
  .meta({ title: "Sponsor" });

export const sponsorsFileSchema = listFileSchema(
  "sponsors",
  z
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
    }),
  {
    title: "Sponsors",
    description:
      "In the order of the partners page. Without any, the page invites the first partner instead.",
    it: {
      title: "Sponsor",
      description:
        "Nell'ordine della pagina dei partner. Senza nessuno, la pagina invita invece il primo partner.",
    },
    nouns: { en: ["a sponsor", "sponsors"], it: ["uno sponsor", "sponsor"] },
  },
);

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

/** The words of the application button: Apply, Apply now, Sign up! (the specification's, in sentence case). */
export const registrationActions = ["apply", "applyNow", "signUp"] as const;

export const currencies = ["EUR", "GBP", "CHF", "USD"] as const;

/** The currencies' names as the CMS offers them, in its languages of the schemas. */
const currencyLabels = {
  en: {
    EUR: "Euro (€)",
    GBP: "Pound sterling (£)",
    CHF: "Swiss franc (CHF)",
    USD: "US dollar ($)",
  },
  it: {
    EUR: "Euro (€)",
    GBP: "Sterlina (£)",
    CHF: "Franco svizzero (CHF)",
    USD: "Dollaro statunitense ($)",
  },
} satisfies Record<"en" | "it", Record<(typeof currencies)[number], string>>;

/**
 * When a part of an event's page is shown: `before` the event has ended (the default: how to
 * apply, what to bring, the programme to come), `after` it (what happened), or `always`. An ended
 * page never speaks of what is still to come (lib/events.ts).
 */
export const shownWhen = ["before", "after", "always"] as const;
export type ShownWhen = (typeof shownWhen)[number];

/** Whether a part of a page is shown before or after the event: `what` says which parts are
 * usually shown before it, in each language of the CMS. */
function shown(what: CmsText) {
  return oneOf(shownWhen)
    .optional()
    .meta({
      optionLabels: {
        before: "Until the event has ended (the default)",
        after: "Once it has ended",
        always: "Always",
      },
      title: "Shown",
      description: `before (the default): until the event has ended, for ${what.en}; after: once it has ended; always: both, for a text that stays true afterwards.`,
      it: {
        title: "Visibile",
        description: `Prima (predefinito): finché l'evento non è finito, per ${what.it}; dopo: una volta finito; sempre: in entrambi i casi, per un testo che resta vero anche dopo.`,
        optionLabels: {
          before: "Finché l'evento non è finito (predefinito)",
          after: "Quando è finito",
          always: "Sempre",
        },
      },
    });
}

/** A heading and its list: `items` names what the list holds (its title in the CMS), `nouns`
 * its items. */
const titledList = (items: CmsText, nouns: NonNullable<FieldMeta["nouns"]>) =>
  z.strictObject({
    heading: localized.meta({ title: "Heading", it: { title: "Titolo" } }),
    items: localizedList.meta({
      title: items.en,
      description: "As many in each language.",
      it: { title: items.it, description: "Lo stesso numero in ogni lingua." },
      nouns,
    }),
    shown: shown({
      en: "a list of what is to come",
      it: "un elenco di ciò che deve ancora avvenire",
    }),
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
      it: {
        title: "Il risultato in una riga",
        description:
          'Al passato, per l\'elenco degli eventi e i momenti salienti della home: "Dodici squadre hanno presentato le loro idee; ha vinto AgentDesk."',
      },
    }),
    summary: markdownText.meta({
      title: "What happened",
      description:
        "A paragraph or two in the past tense: who came, what they did, what came out of it.",
      it: {
        title: "Cosa è successo",
        description:
          "Uno o due paragrafi al passato: chi è venuto, cosa ha fatto, cosa ne è uscito.",
      },
    }),
    photos: z
      .array(
        z.strictObject({
          image: fileName(imageFolders.recaps).meta({
            title: "Photo",
            description: `A file in ${imageFolders.recaps}/: a photo as a phone takes it (${pictureKindsInWords("recap")}, at least 1200 px on its longer side).`,
            it: {
              title: "Foto",
              description: `Un file in ${imageFolders.recaps}/: una foto come la scatta un telefono (${pictureKindsInWords("recap", "it")}, almeno 1200 px sul lato lungo).`,
            },
            picture: "recap",
            focusField: "focus",
          }),
          alt: localized.meta({
            title: "What it shows",
            description: 'For people who cannot see it: "Four students pitching to the jury".',
            it: {
              title: "Cosa mostra",
              description: 'Per chi non può vederla: "Quattro studenti presentano alla giuria".',
            },
          }),
          focus: focus.optional().meta({
            title: "Focus",
            description:
              "Where its subject is (a face, a sign), so that the gallery's square crop keeps it: click it on the photo. The middle when left out.",
            it: {
              title: "Punto focale",
              description:
                "Dove si trova il soggetto (un viso, un cartello), perché il ritaglio quadrato della galleria lo mantenga: fai clic sul punto nella foto. Al centro se non indicato.",
            },
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
        it: {
          title: "Foto",
          description: `Da 1 a ${maximumRecapPhotos}, la migliore per prima: la prima rappresenta l'evento anche nei momenti salienti.`,
        },
        nouns: { en: ["a photo", "photos"], it: ["una foto", "foto"] },
      }),
    results: localizedList.optional().meta({
      title: "Results",
      description: "The winners and what came out of it, best first.",
      it: {
        title: "Risultati",
        description: "I vincitori e cosa ne è uscito, dal più importante.",
      },
      nouns: { en: ["a result", "results"], it: ["un risultato", "risultati"] },
    }),
    figures: z
      .array(
        z.strictObject({
          value: z
            .int({ error: "must be a whole number, like 48" })
            .min(0, { error: "must not be negative" })
            .meta({
              title: "Number",
              description: "Digits only: 48, 1500.",
              it: { title: "Numero", description: "Solo cifre: 48, 1500." },
            }),
          label: localized.meta({
            title: "What it counts",
            description: 'Under the number: "participants", "teams", "universities".',
            it: {
              title: "Cosa conta",
              description: 'Sotto il numero: "partecipanti", "squadre", "università".',
            },
          }),
        }),
        { error: "must be a list of figures" },
      )
      .min(1, { error: "add at least one figure" })
      .max(4, { error: "must give at most four figures" })
      .optional()
      .meta({
        title: "In figures",
        description: "Participants, teams, universities...",
        it: { title: "In numeri", description: "Partecipanti, squadre, università..." },
        nouns: { en: ["a figure", "figures"], it: ["un numero", "numeri"] },
      }),
    partner: z
      .strictObject({
        name: text.meta({
          title: "Name",
          description: "The company, as it is written.",
          it: { title: "Nome", description: "L'azienda, scritta come la scrive lei." },
        }),
        logo: fileName(imageFolders.sponsors)
          .optional()
          .meta({
            title: "Logo",
            description: `A file in ${imageFolders.sponsors}/. Without it: the logo of the sponsor of that name, if there is one.`,
            it: {
              title: "Logo",
              description: `Un file in ${imageFolders.sponsors}/. Senza: il logo dello sponsor con quel nome, se c'è.`,
            },
            picture: "logo",
          }),
        url: webAddress.optional().meta({
          title: "Web site",
          description: "Without it: the web site of the sponsor of that name, if there is one.",
          it: {
            title: "Sito web",
            description: "Senza: il sito dello sponsor con quel nome, se c'è.",
          },
        }),
      })
      .optional()
      .meta({
        title: "Partner thanked",
        description:
          "Without it, the event's partner company (if it has one) is thanked, with its sponsor logo.",
        it: {
          title: "Partner da ringraziare",
          description:
            "Senza, si ringrazia l'azienda partner dell'evento (se c'è), con il suo logo di sponsor.",
        },
      }),
    partnerOutcomes: z
      .array(
        z.strictObject({
          partner: sponsorId.meta({
            title: "Partner",
            description:
              "The partner's short name in app/content/sponsors.yaml (its id), like example-systems.",
            it: {
              title: "Partner",
              description:
                "Il nome breve del partner in app/content/sponsors.yaml (il suo id), come example-systems.",
            },
          }),
          outcomes: localizedList.meta({
            title: "What came of it",
            description:
              'Short lines in the past tense: "Set the challenge", "Hired two interns", "Gave a talk on agentic AI".',
            it: {
              title: "Cosa ne è venuto",
              description:
                'Righe brevi al passato: "Ha proposto la sfida", "Ha assunto due stagisti", "Ha tenuto un talk sull\'AI agentica".',
            },
            nouns: { en: ["an outcome", "outcomes"], it: ["un risultato", "risultati"] },
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
        it: {
          title: "Cosa hanno ottenuto i partner",
          description:
            "Le aziende partner dell'evento, con il loro nome breve nel file degli sponsor, e cosa ne è venuto per ciascuna. La pagina dei partner le mostra, con un link a questa pagina: scrivilo solo qui.",
        },
        nouns: { en: ["a partner", "partners"], it: ["un partner", "partner"] },
      }),
  })
  .meta({
    title: "Recap",
    description:
      "What happened, once the event has ended: its page then leads with it. Until the event's end it stays hidden.",
    it: {
      title: "Resoconto",
      description:
        "Cosa è successo, una volta finito l'evento: la pagina comincia da qui. Fino alla fine dell'evento resta nascosto.",
    },
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
      it: {
        title: "Indirizzo",
        description: `L'indirizzo della pagina senza la barra, come lo stampi sui volantini: robotics-night dà /robotics-night e /it/robotics-night. Lettere, cifre e trattini singoli, al massimo ${maximumSlugLength}.`,
      },
      pattern: {
        regex: `^(?=.{1,${maximumSlugLength}}$)[A-Za-z0-9]+(-[A-Za-z0-9]+)*$`,
        message: `Letters, digits and single hyphens, like robotics-night; at most ${maximumSlugLength}.`,
        it: {
          message: `Lettere, cifre e trattini singoli, come robotics-night; al massimo ${maximumSlugLength}.`,
        },
      },
    }),
  kind: oneOf(eventKinds).meta({
    title: "Kind",
    description:
      "What the card and the page say above the title, and which calendar of a kind of event it is in.",
    it: {
      title: "Tipo",
      description:
        "Ciò che la scheda e la pagina scrivono sopra il titolo, e in quale calendario per tipo di evento compare.",
    },
  }),
  title: localized.meta({
    title: "Title",
    description: "The event's name.",
    it: { title: "Titolo", description: "Il nome dell'evento." },
  }),
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
        it: { message: "Lettere minuscole, cifre e trattini singoli, come student-tech-clash." },
      },
      title: "Series",
      description:
        "For an event held again (every year, say): the same name in every edition's file, like student-tech-clash. Each edition's page then links to the others.",
      it: {
        title: "Serie",
        description:
          "Per un evento che si ripete (ogni anno, per esempio): lo stesso nome nel file di ogni edizione, come student-tech-clash. La pagina di ogni edizione rimanda poi alle altre.",
      },
    }),
  start: localDateTime.meta({
    title: "Starts",
    description: `Day and time in the chapter's time zone (${siteTimeZone}).`,
    it: {
      title: "Inizio",
      description: `Giorno e ora nel fuso orario del chapter (${siteTimeZone}).`,
    },
    datetime: true,
  }),
  end: localDateTime.meta({
    title: "Ends",
    description: `Day and time in the chapter's time zone (${siteTimeZone}), after the start. The event counts as past from then on.`,
    it: {
      title: "Fine",
      description: `Giorno e ora nel fuso orario del chapter (${siteTimeZone}), dopo l'inizio. Da quel momento l'evento conta come passato.`,
    },
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
          it: {
            title: "Ogni quante settimane",
            description: "1 (predefinito) è ogni settimana, 2 una settimana sì e una no.",
          },
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
            it: {
              optionLabels: {
                monday: "Lunedì",
                tuesday: "Martedì",
                wednesday: "Mercoledì",
                thursday: "Giovedì",
                friday: "Venerdì",
                saturday: "Sabato",
                sunday: "Domenica",
              },
            },
          }),
          { error: "must be a list of days" },
        )
        .min(1, { error: "add at least one day of the week" })
        .meta({
          title: "Days",
          description:
            "The days of the week it takes place on (in the file: monday, tuesday...). The first date (Starts) must be one of them.",
          it: {
            title: "Giorni",
            description:
              "I giorni della settimana in cui si tiene (nel file: monday, tuesday...). La prima data (Inizio) deve cadere in uno di questi.",
          },
          nouns: { en: ["a day", "days"], it: ["un giorno", "giorni"] },
        }),
      until: localDate.optional().meta({
        title: "Last day",
        description: `No date after this day (the end of the academic year, say), at most ${maximumRepeatYears} years after the first date. Leave it empty for an event that goes on: the site then shows its dates up to ${maximumRepeatYears} years after the first one, and the board's to-do list says so four weeks before they run out. The event counts as past once its last date has ended.`,
        it: {
          title: "Ultimo giorno",
          description: `Nessuna data dopo questo giorno (la fine dell'anno accademico, per esempio), al massimo ${maximumRepeatYears} anni dopo la prima data. Lascialo vuoto per un evento che continua: il sito ne mostra allora le date fino a ${maximumRepeatYears} anni dopo la prima, e la lista delle cose da fare del direttivo lo segnala quattro settimane prima che finiscano. L'evento conta come passato quando la sua ultima data è finita.`,
        },
        date: true,
      }),
      skip: z
        .array(localDate, { error: "must be a list of dates" })
        .max(maximumSkippedDates, {
          error: (issue) =>
            `must have at most ${maximumSkippedDates} dates${Array.isArray(issue.input) ? `, not ${issue.input.length}` : ""}: move start on to a recent date and leave out the skipped dates before it`,
        })
        .optional()
        .meta({
          title: "Dates skipped",
          description: `Dates of the series that do not take place (holidays, exams), each one of its dates, at most ${maximumSkippedDates}.`,
          it: {
            title: "Date saltate",
            description: `Le date della serie in cui non si tiene (vacanze, esami), ognuna una delle sue date, al massimo ${maximumSkippedDates}.`,
          },
          nouns: { en: ["a date", "dates"], it: ["una data", "date"] },
        }),
    })
    .optional()
    .meta({
      title: "Repeats",
      description:
        "For an event held every week (or every few weeks), like the weekly meeting: Starts and Ends are its first date, every date has the same hours. Pages and lists show the next date; calendars get one repeating event.",
      it: {
        title: "Si ripete",
        description:
          "Per un evento che si tiene ogni settimana (o ogni qualche settimana), come la riunione settimanale: Inizio e Fine sono la sua prima data, ogni data ha gli stessi orari. Le pagine e gli elenchi mostrano la prossima data; i calendari ricevono un solo evento che si ripete.",
      },
    }),
  status: oneOf(eventStatuses)
    .optional()
    .meta({
      optionLabels: { scheduled: "Takes place (the default)", cancelled: "Cancelled" },
      title: "Status",
      description:
        "scheduled (the default) or cancelled. Keep a cancelled event's file: its page, its card and subscribers' calendars then say it is cancelled.",
      it: {
        title: "Stato",
        description:
          "Si svolge (predefinito) oppure annullato. Tieni il file di un evento annullato: la sua pagina, la sua scheda e i calendari di chi li segue diranno che è annullato.",
        optionLabels: { scheduled: "Si svolge (predefinito)", cancelled: "Annullato" },
      },
    }),
  flagship: yesNo.optional().meta({
    title: "Flagship",
    description:
      "The home page leads with this event until it ends, before one whose applications open sooner. Only for an event still ahead: remove the mark once it is over (an ended event keeps it only if its file does not change).",
    it: {
      title: "Evento di punta",
      description:
        "La home page apre con questo evento finché non si conclude, prima di uno le cui iscrizioni aprono prima. Solo per un evento ancora da svolgere: togli il segno quando è finito (un evento concluso lo tiene solo se il suo file non cambia).",
    },
  }),
  place: z
    .strictObject({
      name: localized.optional().meta({
        title: "Name",
        description:
          'As people know it: "Room 1B, main campus", or "Online". Leave it out while it is not known: the page says "Location to be announced".',
        it: {
          title: "Nome",
          description:
            'Come lo conoscono tutti: "Aula 1B, sede centrale" oppure "Online". Lascialo vuoto finché non si sa: la pagina scrive "Luogo da definire".',
        },
      }),
      address: localized.optional().meta({
        title: "Street address",
        description: "City included, for maps and calendars. Leave it out while it is not known.",
        it: {
          title: "Via e città",
          description: "Con la città, per le mappe e i calendari. Lascialo vuoto finché non si sa.",
        },
      }),
      online: yesNo.optional().meta({ title: "Online only", it: { title: "Solo online" } }),
    })
    .optional()
    .meta({
      title: "Place",
      description:
        'Leave it out while it is not known: the page and the list say "Location to be announced".',
      it: {
        title: "Luogo",
        description:
          'Lascialo vuoto finché non si sa: la pagina e l\'elenco scrivono "Luogo da definire".',
      },
    }),
  image: fileName(imageFolders.events).meta({
    title: "Picture",
    description: `A file in ${imageFolders.events}/: landscape, at least 1200 × 630 px. It heads the page, the card and social previews.`,
    it: {
      title: "Immagine",
      description: `Un file in ${imageFolders.events}/: orizzontale, almeno 1200 × 630 px. Apre la pagina, la scheda e le anteprime sui social.`,
    },
    picture: "event",
    focusField: "imageFocus",
  }),
  imageAlt: localized.meta({
    title: "What the picture shows",
    description: "For people who cannot see it.",
    it: { title: "Cosa mostra l'immagine", description: "Per chi non può vederla." },
  }),
  imageFocus: focus.optional().meta({
    title: "Picture's focus",
    description:
      "Where its subject is, so that every crop keeps it (the card, a phone's band, the social preview): click it on the picture. The middle when left out.",
    it: {
      title: "Punto focale dell'immagine",
      description:
        "Dove si trova il soggetto, perché ogni ritaglio lo mantenga (la scheda, la fascia su telefono, l'anteprima sui social): fai clic sul punto nell'immagine. Al centro se non indicato.",
    },
  }),
  summary: inlineText.meta({
    title: "Summary",
    description:
      "One or two sentences for the events list and calendars. With a page, at least 50 characters: once the event has ended, it describes the page to search engines until the recap is written.",
    it: {
      title: "Riassunto",
      description:
        "Una o due frasi per l'elenco degli eventi e i calendari. Con una pagina, almeno 50 caratteri: dopo l'evento descrive la pagina ai motori di ricerca finché non è scritto il resoconto.",
    },
  }),
  partner: text.optional().meta({
    title: "Partner company",
    description:
      "The company the event was run with, as it is written (e.g. EY). The partners page lists the past events with a partner as past collaborations. Leave it out when there is none or it is not to be named.",
    it: {
      title: "Azienda partner",
      description:
        "L'azienda con cui si organizza l'evento, scritta come la scrive lei (per esempio EY). La pagina dei partner elenca gli eventi passati con un partner tra le collaborazioni passate. Lascialo vuoto se non c'è o se non va nominata.",
    },
  }),
  audience: localized
    .optional()
    .meta({ title: "Who can take part", it: { title: "Chi può partecipare" } }),
  teamSize: z
    .strictObject({
      min: z
        .int({ error: "must be a whole number" })
        .min(1)
        .meta({ title: "At least", it: { title: "Almeno" } }),
      max: z
        .int({ error: "must be a whole number" })
        .min(1)
        .meta({ title: "At most", it: { title: "Al massimo" } }),
    })
    .refine((size) => size.min <= size.max, { error: "min must not be more than max" })
    .optional()
    .meta({
      title: "Team size",
      description: "For events where people take part in teams.",
      it: {
        title: "Dimensione delle squadre",
        description: "Per gli eventi a cui si partecipa in squadra.",
      },
    }),
  price: z
    .strictObject({
      amount: z
        .number({ error: "must be a number" })
        .min(0)
        .meta({ title: "Amount", it: { title: "Importo" } }),
      currency: oneOf(currencies).meta({
        title: "Currency",
        description: "EUR, GBP, CHF or USD.",
        optionLabels: currencyLabels.en,
        it: {
          title: "Valuta",
          description: "EUR, GBP, CHF o USD.",
          optionLabels: currencyLabels.it,
        },
      }),
      from: yesNo.optional().meta({
        title: "Starting price",
        description: 'Shown as "from €199".',
        it: { title: "Prezzo a partire da", description: 'Mostrato come "da 199 €".' },
      }),
    })
    .optional()
    .meta({
      title: "Price",
      description: "Leave it out when taking part is free.",
      it: { title: "Prezzo", description: "Lascialo vuoto se la partecipazione è gratuita." },
    }),
  promoCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, { error: "must be letters and digits" })
    .optional()
    .meta({
      title: "Promo code",
      description: "Texts show it with {{promoCode}}.",
      it: { title: "Codice promozionale", description: "I testi lo mostrano con {{promoCode}}." },
    }),
  prizes: z
    .array(
      z
        .strictObject({
          amount: z
            .number({ error: "must be a number" })
            .min(0)
            .optional()
            .meta({
              title: "Amount",
              description:
                "The prize in figures, shown large (10000 shows as €10,000). Leave it out for a prize that is not money.",
              it: {
                title: "Importo",
                description:
                  "Il premio in cifre, scritto in grande (10000 diventa 10.000 €). Lascialo vuoto per un premio che non è in denaro.",
              },
            }),
          currency: oneOf(currencies)
            .optional()
            .meta({
              title: "Currency",
              description: "EUR, GBP, CHF or USD: needed with an amount.",
              optionLabels: currencyLabels.en,
              it: {
                title: "Valuta",
                description: "EUR, GBP, CHF o USD: serve con un importo.",
                optionLabels: currencyLabels.it,
              },
            }),
          for: localized.meta({
            title: "For",
            description:
              'Under the figure: "first place", "a gift card for each member of the winning team"; the whole prize when there is no amount.',
            it: {
              title: "Per",
              description:
                'Sotto la cifra: "primo posto", "una gift card per ogni componente della squadra vincitrice"; tutto il premio quando non c\'è un importo.',
            },
          }),
        })
        .refine((prize) => (prize.amount === undefined) === (prize.currency === undefined), {
          error: "an amount needs its currency, and a currency its amount",
        }),
      { error: "must be a list of prizes" },
    )
    .min(1, { error: "add at least one prize" })
    .optional()
    .meta({
      title: "Prizes",
      description: "Best first, in figures where there are some.",
      it: { title: "Premi", description: "Dal più importante, in cifre quando ci sono." },
      nouns: { en: ["a prize", "prizes"], it: ["un premio", "premi"] },
    }),
  partners: z
    .array(sponsorId, { error: "must be a list of sponsors' short names" })
    .min(1, { error: "name at least one partner" })
    .optional()
    .meta({
      title: "Partners",
      description:
        "The companies behind the event, by their short name (id) in the sponsors' file, like example-systems: their logo and name stand on the event's page before, during and after it.",
      it: {
        title: "Partner",
        description:
          "Le aziende che sostengono l'evento, con il loro nome breve (id) nel file degli sponsor, come example-systems: il loro logo e il loro nome compaiono sulla pagina dell'evento prima, durante e dopo.",
      },
      nouns: { en: ["a partner", "partners"], it: ["un partner", "partner"] },
    }),
  registration: z
    .strictObject({
      url: webAddress.meta({
        title: "Form",
        description: "The external form or page, opened in a new tab.",
        it: {
          title: "Modulo",
          description: "Il modulo o la pagina esterna, aperti in una nuova scheda.",
        },
      }),
      action: oneOf(registrationActions).meta({
        title: "Button",
        description: "The words on the button, in the page's language.",
        it: {
          title: "Pulsante",
          description: "Le parole sul pulsante, nella lingua della pagina.",
        },
      }),
      opens: localDate.optional().meta({
        title: "First day to apply",
        description:
          "When applications do not open at once: until that day the button says when they open.",
        it: {
          title: "Primo giorno di iscrizione",
          description:
            "Se le iscrizioni non si aprono subito: fino a quel giorno il pulsante dice quando si aprono.",
        },
        date: true,
      }),
      deadline: localDate.optional().meta({
        title: "Last day to apply",
        description: `The button closes at the end of that day in the chapter's time zone (${siteTimeZone}). Without it, applications close when the event ends.`,
        it: {
          title: "Ultimo giorno di iscrizione",
          description: `Il pulsante si chiude alla fine di quel giorno nel fuso orario del chapter (${siteTimeZone}). Senza questa data, le iscrizioni si chiudono alla fine dell'evento.`,
        },
        date: true,
      }),
      note: inlineText.optional().meta({
        title: "Note",
        description: "Next to the button, e.g. which e-mail account the form needs.",
        it: {
          title: "Nota",
          description: "Accanto al pulsante, per esempio quale account e-mail serve per il modulo.",
        },
      }),
    })
    .optional()
    .meta({
      title: "Applications",
      description: "Leave it out when there is nothing to sign up for.",
      it: {
        title: "Iscrizioni",
        description: "Lascialo vuoto se non c'è niente a cui iscriversi.",
      },
    }),
  page: z
    .strictObject({
      intro: inlineText.meta({
        title: "Introduction",
        description: `One or two sentences that open the page; also its description for search engines (at least ${minimumDescriptionLength} characters).`,
        it: {
          title: "Introduzione",
          description: `Una o due frasi che aprono la pagina; sono anche la sua descrizione per i motori di ricerca (almeno ${minimumDescriptionLength} caratteri).`,
        },
      }),
      sections: z
        .array(
          z.strictObject({
            heading: localized.meta({ title: "Heading", it: { title: "Titolo" } }),
            text: markdownText.meta({ title: "Text", it: { title: "Testo" } }),
            shown: shown({
              en: "what is to come: how to apply, what to bring, the programme",
              it: "ciò che deve ancora avvenire: come iscriversi, cosa portare, il programma",
            }),
          }),
          { error: "must be a list of sections" },
        )
        .min(1, { error: "add at least one section" })
        .meta({
          title: "Sections",
          description: "The blocks of the page, in order.",
          it: { title: "Sezioni", description: "I blocchi della pagina, in ordine." },
          nouns: { en: ["a section", "sections"], it: ["una sezione", "sezioni"] },
        }),
      steps: titledList(
        { en: "Steps", it: "Passi" },
        { en: ["a step", "steps"], it: ["un passo", "passi"] },
      )
        .optional()
        .meta({
          title: "Programme",
          description: "Numbered steps.",
          it: { title: "Programma", description: "Passi numerati." },
        }),
      agenda: z
        .array(
          z.strictObject({
            time: z
              .string({ error: "must be a time like 09:30" })
              .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "must be a time like 09:30" })
              .meta({
                title: "Time",
                description: `Hours and minutes in the chapter's time zone (${siteTimeZone}), like 09:30.`,
                it: {
                  title: "Ora",
                  description: `Ore e minuti nel fuso orario del chapter (${siteTimeZone}), come 09:30.`,
                },
                pattern: {
                  regex: "^([01]\\d|2[0-3]):[0-5]\\d$",
                  message: "A time like 09:30.",
                  it: { message: "Un orario come 09:30." },
                },
              }),
            title: localized.meta({ title: "What happens", it: { title: "Che cosa succede" } }),
          }),
          { error: "must be a list of times and steps" },
        )
        .min(1, { error: "add at least one step" })
        .optional()
        .meta({
          title: "Agenda",
          description: "The day hour by hour, in order: shown until the event has ended.",
          it: {
            title: "Programma",
            description:
              "La giornata ora per ora, in ordine: compare finché l'evento non si è concluso.",
          },
          nouns: { en: ["a step", "steps"], it: ["un momento", "momenti"] },
        }),
      benefits: titledList(
        { en: "Benefits", it: "Vantaggi" },
        { en: ["a benefit", "benefits"], it: ["un vantaggio", "vantaggi"] },
      )
        .optional()
        .meta({
          title: "What participants take home",
          it: { title: "Cosa si portano a casa i partecipanti" },
        }),
      faq: z
        .array(
          z.strictObject({
            question: localized.meta({ title: "Question", it: { title: "Domanda" } }),
            answer: markdownText.meta({ title: "Answer", it: { title: "Risposta" } }),
            shown: shown({
              en: "questions about taking part",
              it: "le domande su come partecipare",
            }),
          }),
        )
        .optional()
        .meta({
          title: "Questions and answers",
          description: "Shown as an accordion.",
          it: {
            title: "Domande e risposte",
            description: "Mostrate a fisarmonica: si apre una risposta alla volta.",
          },
          nouns: { en: ["a question", "questions"], it: ["una domanda", "domande"] },
        }),
      sectionNavigation: yesNo.optional().meta({
        title: "Section navigation",
        description:
          "For a long page: an arrow to the first section, a dot per section and sections that fade in.",
        it: {
          title: "Navigazione tra le sezioni",
          description:
            "Per una pagina lunga: una freccia verso la prima sezione, un punto per ogni sezione e sezioni che compaiono in dissolvenza.",
        },
      }),
      repeatRegistration: yesNo.optional().meta({
        title: "Button at the end too",
        description: "Repeat the application button at the end of the page.",
        it: {
          title: "Pulsante anche in fondo",
          description: "Ripete il pulsante di iscrizione in fondo alla pagina.",
        },
      }),
    })
    .optional()
    .meta({
      title: "Page",
      description: "The event's own page. Leave it out for an entry of the list only.",
      it: {
        title: "Pagina",
        description:
          "La pagina dell'evento. Lasciala vuota per un evento che compare solo nell'elenco.",
      },
    }),
  contacts: z
    .strictObject({
      emails: z
        .array(email)
        .min(1, { error: "add at least one address" })
        .optional()
        .meta({
          title: "E-mail addresses",
          description: "Whom to write to. Without them: the events address of the identity.",
          it: {
            title: "Indirizzi e-mail",
            description: "A chi scrivere. Senza: l'indirizzo per gli eventi dell'identità.",
          },
          nouns: {
            en: ["an e-mail address", "e-mail addresses"],
            it: ["un indirizzo e-mail", "indirizzi e-mail"],
          },
        }),
      people: z
        .array(
          z.strictObject({
            name: text.meta({ title: "Name", it: { title: "Nome" } }),
            email: email.meta({ title: "E-mail", it: { title: "E-mail" } }),
          }),
        )
        .optional()
        .meta({
          title: "Organisers",
          description: "People to write to by name ({{organisers}}).",
          it: {
            title: "Organizzatori",
            description: "Persone a cui scrivere per nome ({{organisers}}).",
          },
          nouns: { en: ["an organiser", "organisers"], it: ["un organizzatore", "organizzatori"] },
        }),
      community: yesNo.optional().meta({
        title: "Community links",
        description: "Show the chapter's Instagram and WhatsApp community.",
        it: {
          title: "Link alla community",
          description: "Mostra l'Instagram e la community WhatsApp del chapter.",
        },
      }),
      links: z
        .array(
          z.strictObject({
            label: localized.meta({ title: "Label", it: { title: "Etichetta" } }),
            url: webAddress.meta({ title: "Address", it: { title: "Indirizzo" } }),
          }),
        )
        .optional()
        .meta({
          title: "Other links",
          it: { title: "Altri link" },
          nouns: { en: ["a link", "links"], it: ["un link", "link"] },
        }),
    })
    .optional()
    .meta({ title: "Contacts", it: { title: "Contatti" } }),
  recap: recapSchema.optional(),
  examples: exampleFields,
});

export type EventContent = z.output<typeof eventSchema>;

// ---------------------------------------------------------------------------------------------
// Pages

const photo = (folder: string, use: "banner" | "photo") =>
  z.strictObject({
    image: fileName(folder).meta({
      title: "Picture",
      it: { title: "Immagine" },
      picture: use,
      focusField: "focus",
    }),
    alt: localized.meta({ title: "What it shows", it: { title: "Cosa mostra" } }),
    focus: focus.optional().meta({
      title: "Focus",
      description:
        "Where the subject is, so that every crop keeps it: click it on the picture. The middle when left out.",
      it: {
        title: "Punto focale",
        description:
          "Dove si trova il soggetto, perché ogni ritaglio lo mantenga: fai clic sul punto nell'immagine. Al centro se non indicato.",
      },
    }),
  });

const statement = z.strictObject({
  tagline: localized.meta({ title: "Tagline", it: { title: "Motto" } }),
  summary: inlineText.meta({
    title: "In one sentence",
    description: "Under the tagline on the About page (/about), above the whole text.",
    it: {
      title: "In una frase",
      description: "Sotto il motto nella pagina Chi siamo (/about), sopra il testo completo.",
    },
  }),
  text: markdownText.meta({
    title: "Text",
    description: "The whole statement, on the About page (/about#mission, /about#vision).",
    it: {
      title: "Testo",
      description: "Il testo completo, nella pagina Chi siamo (/about#mission, /about#vision).",
    },
  }),
});

export const homePageSchema = z.strictObject({
  heading: localized.meta({
    title: "Promise",
    description:
      "The page's main heading, on the banner: what a student gets by joining, in a few words (the chapter's name is written above it).",
    it: {
      title: "Promessa",
      description:
        "Il titolo principale della pagina, sul banner: cosa ottiene uno studente che si unisce, in poche parole (il nome del chapter è scritto sopra).",
    },
  }),
  intro: inlineText.meta({
    title: "Introduction",
    description: "Under the promise, on the banner: who you are, in one sentence.",
    it: {
      title: "Introduzione",
      description: "Sotto la promessa, sul banner: chi siete, in una frase.",
    },
  }),
  banner: photo(imageFolders.photos, "banner").meta({
    title: "Banner",
    description: `A file in ${imageFolders.photos}/, at least 1920 px wide.`,
    it: {
      title: "Banner",
      description: `Un file in ${imageFolders.photos}/, largo almeno 1920 px.`,
    },
  }),
  reasons: z
    .array(
      z.strictObject({
        title: localized.meta({
          title: "Reason",
          description: 'In a few words: "Learn by doing".',
          it: { title: "Motivo", description: 'In poche parole: "Imparare facendo".' },
        }),
        text: inlineText.meta({
          title: "In one line",
          description: "What it means for a student.",
          it: { title: "In una riga", description: "Cosa significa per uno studente." },
        }),
      }),
      { error: "must be a list of reasons" },
    )
    .min(3, { error: "add at least three reasons" })
    .max(4, { error: "must give at most four reasons" })
    .meta({
      title: "Why join",
      description: "Three or four reasons, each a title and a line.",
      it: {
        title: "Perché unirsi",
        description: "Tre o quattro motivi, ciascuno con un titolo e una riga.",
      },
      nouns: { en: ["a reason", "reasons"], it: ["un motivo", "motivi"] },
    }),
  joining: z
    .strictObject({
      cost: inlineText.meta({
        title: "What it costs",
        description: '"Free: no membership fee."',
        it: { title: "Quanto costa", description: '"Gratis: nessuna quota di iscrizione."' },
      }),
      time: inlineText.meta({
        title: "How much time",
        description: '"A meeting a week, and as much more as you like."',
        it: {
          title: "Quanto tempo",
          description: '"Una riunione a settimana, e quanto altro vuoi."',
        },
      }),
      who: inlineText.meta({
        title: "Who can join",
        description: '"Any student of {{university}}, any subject, any year."',
        it: {
          title: "Chi può unirsi",
          description: '"Qualsiasi studente di {{university}}, di qualsiasi corso e anno."',
        },
      }),
      afterApplying: markdownText.meta({
        title: "After applying",
        description:
          "What happens once someone has sent the join-us form, in a few steps (a numbered list): who answers, how soon, what comes next.",
        it: {
          title: "Dopo l'iscrizione",
          description:
            "Cosa succede dopo che qualcuno ha inviato il modulo per unirsi, in pochi passi (un elenco numerato): chi risponde, entro quando, cosa viene dopo.",
        },
      }),
    })
    .meta({
      title: "What joining involves",
      description: "Beside the reasons, with the Join us button.",
      it: {
        title: "Cosa comporta unirsi",
        description: "Accanto ai motivi, con il pulsante Unisciti a noi.",
      },
    }),
  aboutUs: markdownText.meta({ title: "About us", it: { title: "Chi siamo" } }),
  figures: figureNames.meta({
    title: "The association in figures",
    description:
      "Under \"About us\": the names of the identity's figures to show, in order (the organisation's founding year, universities, members). The home page says each figure once: its texts do not name these again.",
    it: {
      title: "L'associazione in numeri",
      description:
        "Sotto \"Chi siamo\": i nomi dei numeri dell'identità da mostrare, in ordine (l'anno di fondazione dell'organizzazione, le università, i membri). La home page dice ogni numero una volta sola: i suoi testi non li nominano di nuovo.",
    },
    nouns: { en: ["a figure", "figures"], it: ["un numero", "numeri"] },
  }),
  mission: statement.meta({ title: "Mission", it: { title: "Missione" } }),
  vision: statement.meta({ title: "Vision", it: { title: "Visione" } }),
  partnerPitch: inlineText.meta({
    title: "Partner with us",
    description:
      "One or two sentences for companies, on the home page above the partners' logos, with a link to the partners page.",
    it: {
      title: "Collabora con noi",
      description:
        "Una o due frasi per le aziende, nella home page sopra i loghi dei partner, con un link alla pagina dei partner.",
    },
  }),
  whereWeAre: markdownText.meta({
    title: "Where we are",
    description: "Next to the map.",
    it: { title: "Dove siamo", description: "Accanto alla mappa." },
  }),
  photos: z
    .array(photo(imageFolders.photos, "photo"))
    .min(1, { error: "add at least one photo" })
    .meta({
      title: "Photos",
      description: `Life in the chapter: files in ${imageFolders.photos}/, at least 1280 px wide.`,
      it: {
        title: "Foto",
        description: `La vita del chapter: file in ${imageFolders.photos}/, larghi almeno 1280 px.`,
      },
      nouns: { en: ["a photo", "photos"], it: ["una foto", "foto"] },
    }),
  examples: exampleFields,
});

export const partnersPageSchema = z.strictObject({
  collaborationsText: markdownText.meta({
    title: "Collaborations",
    description:
      "Why companies work with the chapter: a short pitch at the top of the page, above the audience in figures.",
    it: {
      title: "Collaborazioni",
      description:
        "Perché le aziende lavorano con il chapter: una breve presentazione in cima alla pagina, sopra il pubblico in numeri.",
    },
  }),
  figures: figureNames.default([]).meta({
    title: "Our audience in figures",
    description:
      "The names of the chapter's own figures in the identity that companies care about, in order (students reached, events a year...); not the network's.",
    it: {
      title: "Il nostro pubblico in numeri",
      description:
        "I nomi dei numeri del chapter nell'identità che interessano alle aziende, in ordine (studenti raggiunti, eventi all'anno...); non quelli della rete.",
    },
    nouns: { en: ["a figure", "figures"], it: ["un numero", "numeri"] },
  }),
  formats: z
    .array(
      z.strictObject({
        title: localized.meta({
          title: "Title",
          description: 'The format\'s name: "Hackathon challenge".',
          it: { title: "Titolo", description: 'Il nome della formula: "Sfida hackathon".' },
        }),
        description: inlineText.meta({
          title: "Description",
          description: "One or two sentences: what the company brings and what it gets.",
          it: {
            title: "Descrizione",
            description: "Una o due frasi: cosa porta l'azienda e cosa ne ottiene.",
          },
        }),
        gets: localizedList.meta({
          title: "What the company gets",
          description:
            'Short lines, as a company compares offers: "Your logo on the event\'s page and posters", "A seat on the jury", "A recruiting slot".',
          it: {
            title: "Cosa ottiene l'azienda",
            description:
              'Righe brevi, come un\'azienda confronta le offerte: "Il vostro logo sulla pagina e sui poster dell\'evento", "Un posto in giuria", "Uno spazio per il recruiting".',
          },
          nouns: { en: ["a benefit", "benefits"], it: ["un vantaggio", "vantaggi"] },
        }),
      }),
      { error: "must be a list of formats" },
    )
    .min(1, { error: "add at least one format" })
    .meta({
      title: "Ways to collaborate",
      description: "The formats a company can choose, one card each, in this order.",
      it: {
        title: "Modi di collaborare",
        description:
          "Le formule che un'azienda può scegliere, una scheda ciascuna, in quest'ordine.",
      },
      nouns: { en: ["a format", "formats"], it: ["una formula", "formule"] },
    }),
  audience: z
    .strictObject({
      fieldsOfStudy: localizedList.meta({
        title: "Fields of study",
        description: 'What the students you reach study: "Computer engineering", "Design".',
        it: {
          title: "Ambiti di studio",
          description:
            'Cosa studiano gli studenti che raggiungete: "Ingegneria informatica", "Design".',
        },
        nouns: { en: ["a field of study", "fields of study"], it: ["un ambito", "ambiti"] },
      }),
      universities: localizedList.meta({
        title: "Universities",
        description: "Where they study.",
        it: { title: "Università", description: "Dove studiano." },
        nouns: { en: ["a university", "universities"], it: ["un'università", "università"] },
      }),
      yearsOfStudy: localizedList.optional().meta({
        title: "Years of study",
        description: '"Bachelor\'s, from the first year", "Master\'s".',
        it: { title: "Anni di studio", description: '"Triennale, dal primo anno", "Magistrale".' },
        nouns: { en: ["a year of study", "years of study"], it: ["un anno", "anni"] },
      }),
    })
    .optional()
    .meta({
      title: "Who you meet",
      description:
        "What a recruiter asks about the students, beside the figures: what they study, where, in which year.",
      it: {
        title: "Chi incontrate",
        description:
          "Ciò che un recruiter chiede degli studenti, oltre ai numeri: cosa studiano, dove, in quale anno.",
      },
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
      it: {
        title: "Chi l'ha detto",
        description:
          "studente o partner: la home page mostra le parole di uno studente e di un partner, la pagina dei partner quelle dei partner.",
        optionLabels: { student: "Uno studente", partner: "Una persona di un'azienda partner" },
      },
    }),
    text: localized.meta({
      title: "Words",
      description: "What they said, without quotation marks; in both languages.",
      it: {
        title: "Parole",
        description: "Ciò che ha detto, senza virgolette; in entrambe le lingue.",
      },
    }),
    name: text.meta({
      title: "Name",
      description: "As they want to be named.",
      it: { title: "Nome", description: "Come vuole essere nominata." },
    }),
    role: localized.meta({
      title: "What they study, or their role",
      description:
        'For a student, what and where they study ("MSc Computer Engineering"); for a partner, their role ("Head of Talent").',
      it: {
        title: "Cosa studia, o il suo ruolo",
        description:
          'Per uno studente, cosa e dove studia ("LM Ingegneria Informatica"); per un partner, il suo ruolo ("Head of Talent").',
      },
    }),
    company: text.optional().meta({
      title: "Company",
      description: "For a partner: the company, as it is written.",
      it: {
        title: "Azienda",
        description: "Per un partner: l'azienda, scritta come la scrive lei.",
      },
    }),
    portrait: fileName(imageFolders.quotes)
      .optional()
      .meta({
        title: "Portrait",
        description: `A file in ${imageFolders.quotes}/: square, at least 480 px wide (${pictureKindsInWords("portrait")}). Ask them first.`,
        it: {
          title: "Ritratto",
          description: `Un file in ${imageFolders.quotes}/: quadrato, largo almeno 480 px (${pictureKindsInWords("portrait", "it")}). Chiedi prima il permesso.`,
        },
        picture: "portrait",
        focusField: "portraitFocus",
      }),
    portraitFocus: focus.optional().meta({
      title: "Portrait's focus",
      description:
        "Where the face is, when the portrait is not square: click it on the picture. The middle when left out.",
      it: {
        title: "Punto focale del ritratto",
        description:
          "Dove si trova il viso, se il ritratto non è quadrato: fai clic sul punto nell'immagine. Al centro se non indicato.",
      },
    }),
    event: text.optional().meta({
      title: "Event",
      description:
        "The address (slug) of the event the words are about, like student-tech-clash: its recap shows them too.",
      it: {
        title: "Evento",
        description:
          "L'indirizzo (slug) dell'evento di cui parlano, come student-tech-clash: le mostra anche il suo resoconto.",
      },
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

export const quotesFileSchema = listFileSchema(
  "quotes",
  z.array(quoteSchema, { error: "must be a list of quotes" }),
  {
    title: "Quotes",
    description:
      "Students' and partners' own words. The home page shows the first of each, the partners page the partners', an event's recap those about it.",
    it: {
      title: "Citazioni",
      description:
        "Le parole di studenti e partner. La home page mostra la prima di ciascun tipo, la pagina dei partner quelle dei partner, il resoconto di un evento quelle che lo riguardano.",
    },
    nouns: { en: ["a quote", "quotes"], it: ["una citazione", "citazioni"] },
  },
);

export type Quote = z.output<typeof quoteSchema>;
