/**
 * The shape of the chapter's identity (app/config/identity.yaml): every name, address and link
 * the site shows that is not part of an event, a team member, a sponsor or a page's text. The
 * build checks the file against this schema before anything else; the `Identity` type is
 * inferred from it.
 */
import { z } from "zod";
import { brandContrastProblems, exampleBrand } from "./brand.ts";
import { imageFolders } from "../config/content-locations.ts";
import { pictureKindsInWords } from "../config/pictures.ts";
import {
  email,
  exampleFields,
  fileName,
  identityFigure,
  localized,
  text,
  webAddress,
} from "./schema-fields.ts";
import { siteTimeZone } from "../config/time-zone.ts";
import { languageList, timeZoneField } from "./identity-base-fields.ts";
import { exampleTimeZones } from "./time-zones.ts";

/** An ISO 3166-1 numeric country code, as the identity writes it: "380". */
const countryCodePattern = /^\d{3}$/;

/**
 * The country of the chapter's time zone, its name in English and Italian and its code, for the
 * hints of the country's code: the example is the board's own, not another chapter's. Given where
 * Node makes the CMS's hints (tools/give-site-identity.ts), so that the table of countries stays
 * out of the bundles; none in a bundle, or where the zone is no capital's.
 */
declare const __SITE_COUNTRY__: { code: string; en: string; it: string } | null | undefined;
const countryExample = typeof __SITE_COUNTRY__ === "undefined" ? null : __SITE_COUNTRY__;

/** The hint's example in English or Italian: " (Germany: 276)". */
function countryCodeExample(language: "en" | "it"): string {
  return countryExample ? ` (${countryExample[language]}: ${countryExample.code})` : "";
}

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
    it: {
      title: "Sito dimostrativo",
      description:
        "true: il sito è un esempio, lo dice in ogni pagina con una riga discreta e può contenere valori d'esempio. false (un chapter vero): il sito non viene generato finché resta un valore d'esempio, e i valori rimasti vengono elencati.",
    },
  }),
  repository: webAddress.optional().meta({
    title: "Source repository",
    description:
      "The web address of the site's code (e.g. https://github.com/owner/name). A demonstration's line links to \"Start your chapter\" in its board guide (docs/board-guide.md).",
    it: {
      title: "Repository del codice",
      description:
        'L\'indirizzo web del codice del sito (ad es. https://github.com/owner/name). La riga di un sito dimostrativo rimanda alla sezione "Start your chapter" della sua guida per il direttivo (docs/board-guide.md).',
    },
  }),
  logo: fileName(imageFolders.identity).meta({
    title: "Logo",
    description: `A file in ${imageFolders.identity}/ (${pictureKindsInWords("logo")}; SVG is best): a square mark, white on a transparent background, shown in the navigation bar on the primary colour. The favicon, the phones' icons and the social card of pages without a picture of their own are drawn from it on the primary colour at each build.`,
    it: {
      title: "Logo",
      description: `Un file in ${imageFolders.identity}/ (${pictureKindsInWords("logo", "it")}; meglio SVG): un marchio quadrato, bianco su sfondo trasparente, mostrato nella barra di navigazione sul colore principale. La favicon, le icone per i telefoni e l'immagine di condivisione delle pagine senza una foto propria ne sono ricavate sul colore principale ogni volta che il sito viene generato.`,
    },
    picture: "logo",
  }),
  brand: z
    .strictObject({
      primary: colour.meta({
        title: "Primary colour",
        description: `The bar, the bands and the links, with white text on it (#rrggbb, e.g. ${exampleBrand.primary}); the darker shades of the dark scheme are drawn from it.`,
        it: {
          title: "Colore principale",
          description: `La barra, le fasce e i link, con testo bianco sopra (#rrggbb, ad es. ${exampleBrand.primary}); ne derivano le tonalità più scure del tema scuro.`,
        },
      }),
      accent: colour.meta({
        title: "Accent colour",
        description: `The main action of each screen, with dark text on it, and the rules under figures (#rrggbb, e.g. ${exampleBrand.accent}).`,
        it: {
          title: "Colore d'accento",
          description: `L'azione principale di ogni schermata, con testo scuro sopra, e le linee sotto i numeri (#rrggbb, ad es. ${exampleBrand.accent}).`,
        },
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
        "The site's colours in both colour schemes. A colour on which text would be hard to read (contrast below 4.5:1) is refused, with every pair that fails, its ratio, and the nearest colour that passes.",
      it: {
        title: "Colori del marchio",
        description:
          "I colori del sito, nel tema chiaro e in quello scuro. Un colore su cui il testo si leggerebbe male (contrasto sotto 4,5:1) viene rifiutato, indicando ogni coppia di colori che non va, il suo rapporto e il colore più vicino che va bene.",
      },
    }),
};

export const identitySchema = z.strictObject({
  url: webAddress.meta({
    title: "Address of the site",
    description:
      "Where the site is published, without a slash at the end, e.g. https://owner.github.io/repository or https://www.your-chapter.example. Canonical links, the sitemap, social cards and calendars use it; its path is the path the site is served under.",
    it: {
      title: "Indirizzo del sito",
      description:
        "Dove è pubblicato il sito, senza barra finale, per esempio https://owner.github.io/repository o https://www.tuo-chapter.example. Lo usano i link canonici, la sitemap, le anteprime social e i calendari; il suo percorso è quello sotto cui il sito è servito.",
    },
  }),
  chapterName: text.meta({
    title: "Chapter name",
    description: "As it appears in titles, next to the logo and in the copyright line.",
    it: {
      title: "Nome del chapter",
      description: "Come compare nei titoli, accanto al logo e nella riga del copyright.",
    },
  }),
  languages: languageList.meta({
    title: "Languages",
    description:
      "The site's languages as codes, the first at / and each other under /code: [en, it]. Each needs its interface words (app/i18n/<code>.ts) and every text of the content in it.",
    it: {
      title: "Lingue",
      description:
        "Le lingue del sito come codici, la prima su / e le altre sotto /codice: [en, it]. Ognuna ha bisogno delle sue parole dell'interfaccia (app/i18n/<codice>.ts) e di ogni testo dei contenuti in quella lingua.",
    },
    nouns: { en: ["a language", "languages"], it: ["una lingua", "lingue"] },
  }),
  timeZone: timeZoneField(siteTimeZone).meta({
    title: "Time zone",
    description: `The chapter's clocks, as the IANA time zone database names them: a region and a city, like ${exampleTimeZones(siteTimeZone)}. Every day and time of the content (an event's start and end, a deadline, the agenda) is local time there, summer and winter, and the pages, calendars and search engines are told them so.`,
    it: {
      title: "Fuso orario",
      description: `L'ora del chapter, con il nome del database IANA dei fusi orari: una regione e una città, come ${exampleTimeZones(siteTimeZone).replace(" or ", " o ")}. Ogni giorno e ora dei contenuti (inizio e fine di un evento, una scadenza, il programma) è l'ora locale di quel fuso, d'estate e d'inverno, e così la ricevono le pagine, i calendari e i motori di ricerca.`,
    },
  }),
  organisation: z
    .strictObject({
      name: text.meta({
        title: "Name",
        description: "The international organisation's short name, used in running text.",
        it: {
          title: "Nome",
          description: "Il nome breve dell'organizzazione internazionale, usato nei testi.",
        },
      }),
      url: webAddress.optional().meta({
        title: "Web site",
        description: "Its home page, linked in the footer (no link without it).",
        it: {
          title: "Sito web",
          description: "La sua home page, collegata nel piè di pagina (nessun link senza).",
        },
      }),
    })
    .meta({ title: "International organisation", it: { title: "Organizzazione internazionale" } }),
  university: z
    .strictObject({
      name: text.meta({
        title: "Name",
        description: "Its official name, used in texts.",
        it: { title: "Nome", description: "Il suo nome ufficiale, usato nei testi." },
      }),
      nameWithArticle: text.optional().meta({
        forLanguage: "it",
        title: "Name with its Italian article",
        description:
          'For Italian sentences, the name with its article: "l\'Università degli Studi", "la Scuola Superiore". Without it, Italian texts use the name alone.',
        it: {
          title: "Nome con l'articolo italiano",
          description:
            'Per le frasi in italiano, il nome con il suo articolo: "l\'Università degli Studi", "la Scuola Superiore". Senza, i testi in italiano usano il nome da solo.',
        },
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
          it: {
            title: "Dominio e-mail degli studenti",
            description:
              "Il dominio degli account e-mail degli studenti, senza la @ (alcuni moduli di iscrizione richiedono un account così, e il testo di un evento può dirlo con {{mailDomain}}).",
          },
        }),
    })
    .meta({ title: "University", it: { title: "Università" } }),
  city: z
    .strictObject({
      name: localized.meta({
        title: "City",
        description: "Its name in each language.",
        it: { title: "Città", description: "Il suo nome in ogni lingua." },
      }),
      country: localized.optional().meta({
        title: "Country",
        description:
          "The country's name in each language, for the map's description. The About page shows the map when the country, its code and the coordinates are all given.",
        it: {
          title: "Paese",
          description:
            "Il nome del paese in ogni lingua, per la descrizione della mappa. La pagina Chi siamo mostra la mappa quando il paese, il suo codice e le coordinate sono tutti indicati.",
        },
      }),
      countryCode: z
        .string()
        .regex(countryCodePattern, {
          error: `must be a three-digit ISO 3166 code${countryExample ? `, like ${countryExample.code} for ${countryExample.en}` : ""}`,
        })
        .optional()
        .meta({
          title: "Country code",
          description: `ISO 3166-1 numeric code of the country, highlighted on the map${countryCodeExample("en")}.`,
          it: {
            title: "Codice del paese",
            description: `Codice numerico ISO 3166-1 del paese, evidenziato sulla mappa${countryCodeExample("it")}.`,
          },
        }),
      latitude: z
        .number({ error: "must be a number of degrees" })
        .min(-90)
        .max(90)
        .optional()
        .meta({
          title: "Latitude",
          description: "Decimal degrees, e.g. 45.0703.",
          it: { title: "Latitudine", description: "Gradi decimali, per esempio 45.0703." },
        }),
      longitude: z
        .number({ error: "must be a number of degrees" })
        .min(-180)
        .max(180)
        .optional()
        .meta({
          title: "Longitude",
          description: "Decimal degrees, e.g. 7.6869.",
          it: { title: "Longitudine", description: "Gradi decimali, per esempio 7.6869." },
        }),
    })
    .meta({ title: "City on the map", it: { title: "Città sulla mappa" } }),
  emails: z
    .strictObject({
      general: email.meta({
        title: "General",
        description: "For anything: the /about page and the weekly meeting.",
        it: {
          title: "Generale",
          description: "Per qualsiasi cosa: la pagina /about e la riunione settimanale.",
        },
      }),
      events: email.meta({
        title: "Events",
        description:
          "Questions about events and applications: an event's contact unless it names its own.",
        it: {
          title: "Eventi",
          description:
            "Domande su eventi e iscrizioni: il contatto di un evento, se non ne indica uno suo.",
        },
      }),
      partners: email.meta({
        title: "Partners",
        description: "Companies and partnerships: the /partners and /about pages.",
        it: {
          title: "Partner",
          description: "Aziende e collaborazioni: le pagine /partners e /about.",
        },
      }),
    })
    .meta({ title: "E-mail addresses", it: { title: "Indirizzi e-mail" } }),
  social: z
    .strictObject({
      instagram: webAddress
        .optional()
        .meta({ title: "Instagram profile", it: { title: "Profilo Instagram" } }),
      linkedin: webAddress
        .optional()
        .meta({ title: "LinkedIn page", it: { title: "Pagina LinkedIn" } }),
      whatsappGroup: webAddress.optional().meta({
        title: "WhatsApp community",
        description: "Its invite link.",
        it: { title: "Community WhatsApp", description: "Il suo link di invito." },
      }),
    })
    .optional()
    .meta({
      title: "Social profiles",
      description:
        "Linked in the footer and where a page invites to follow the chapter; a profile left out is not linked.",
      it: {
        title: "Profili social",
        description:
          "Collegati nel piè di pagina e dove una pagina invita a seguire il chapter; un profilo non indicato non è collegato.",
      },
    }),
  links: z
    .strictObject({
      courses: webAddress.optional().meta({
        title: "Courses",
        description: "The courses page (navigation bar; not shown without it).",
        it: {
          title: "Corsi",
          description: "La pagina dei corsi (barra di navigazione; non mostrata senza).",
        },
      }),
      joinUs: webAddress.optional().meta({
        title: "Join us",
        description:
          "The membership form (navigation bar, home page). Without it, Join us writes an e-mail to the general address.",
        it: {
          title: "Unisciti a noi",
          description:
            "Il modulo di adesione (barra di navigazione, home page). Senza, Unisciti a noi scrive un'e-mail all'indirizzo generale.",
        },
      }),
      privacyPolicy: webAddress.optional().meta({
        title: "Privacy policy",
        description: "Footer (not shown without it).",
        it: {
          title: "Informativa sulla privacy",
          description: "Piè di pagina (non mostrata senza).",
        },
      }),
    })
    .optional()
    .meta({
      title: "Other sites",
      description: "Opened in a new tab.",
      it: { title: "Altri siti", description: "Aperti in una nuova scheda." },
    }),
  figures: z
    .array(identityFigure, { error: "must be a list of figures" })
    .min(1, { error: "add at least one figure" })
    .meta({
      title: "Figures",
      description:
        "Every number the site says about the organisation and the chapter, once: the pages list them by name (home.yaml, partners.yaml) and texts use them as {{name}}, written in each language's way.",
      it: {
        title: "Numeri",
        description:
          "Ogni numero che il sito dice dell'organizzazione e del chapter, una volta sola: le pagine li elencano per nome (home.yaml, partners.yaml) e i testi li usano come {{name}}, scritti nel modo di ogni lingua.",
      },
      nouns: { en: ["a figure", "figures"], it: ["un numero", "numeri"] },
    }),
  ...chapterLook,
  examples: exampleFields,
});

export type Identity = z.output<typeof identitySchema>;

/** The city of an identity that places the chapter on the map: its coordinates, country and
 * country code, all given. */
export type MapCity = Identity["city"] &
  Required<Pick<Identity["city"], "latitude" | "longitude" | "countryCode" | "country">>;

/** Whether the identity's city places the chapter on the map (the about page shows the map, and
 * tools/europe-map-plugin.ts draws it, only then: the map's description names the country). */
export function hasMapPosition(city: Identity["city"]): city is MapCity {
  const { latitude, longitude, countryCode, country } = city;
  return (
    latitude !== undefined &&
    longitude !== undefined &&
    countryCode !== undefined &&
    country !== undefined
  );
}
