/** One file per event (app/content/events/<slug>.yaml): everything its page, the listings and
 * the calendars show. */
import { z } from "zod";
import { quoted } from "../address-rules";
import { imageFolders } from "../../config/content-locations";
import { siteTimeZone } from "../../config/time-zone";
import {
  email,
  exampleFields,
  fileName,
  focus,
  localized,
  text,
  webAddress,
} from "../schema-fields";
import { maximumRepeatYears, maximumSkippedDates, weekdays } from "../event-recurrence";
import {
  currencies,
  currencyLabels,
  eventKinds,
  eventStatuses,
  registrationActions,
  shown,
  titledList,
} from "./event-fields";
import {
  inlineText,
  localDate,
  localDateTime,
  markdownText,
  minimumDescriptionLength,
  oneOf,
  yesNo,
} from "./fields";
import { recapSchema } from "./recap";
import { sponsorId } from "./sponsors";

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
