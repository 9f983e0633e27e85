/** The pages' texts (app/content/pages/home.yaml, partners.yaml). */
import { z } from "zod";
import { imageFolders } from "../../config/content-locations";
import {
  exampleFields,
  figureNames,
  fileName,
  focus,
  localized,
  localizedList,
} from "../schema-fields";
import { inlineText, markdownText } from "./fields";

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
      description: "Sotto la promessa, sul banner: chi è il chapter, in una frase.",
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
          it: { title: "Motivo", description: 'In poche parole: "Impara facendo".' },
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
        it: { title: "Quanto costa", description: '"Gratis: nessuna quota associativa."' },
      }),
      time: inlineText.meta({
        title: "How much time",
        description: '"A meeting a week, and as much more as you like."',
        it: {
          title: "Quanto tempo",
          description: '"Una riunione a settimana; per il resto, decidi tu."',
        },
      }),
      who: inlineText.meta({
        title: "Who can join",
        description: '"Any student of {{university}}, any subject, any year."',
        it: {
          title: "Chi può unirsi",
          description: '"Chi studia presso {{universityWithArticle}}, di qualunque corso e anno."',
        },
      }),
      afterApplying: markdownText.meta({
        title: "After applying",
        description:
          "What happens once someone has sent the join-us form, in a few steps (a numbered list): who answers, how soon, what comes next.",
        it: {
          title: "Dopo la candidatura",
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
      title: "L'associazione in cifre",
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
      title: "Il nostro pubblico in cifre",
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
          it: { title: "Titolo", description: 'Il nome della formula: "Sfida di un hackathon".' },
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
              'Righe brevi, come un\'azienda confronta le offerte: "Il tuo logo sulla pagina e sui poster dell\'evento", "Un posto in giuria", "Uno spazio per il recruiting".',
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
        title: "Forme di collaborazione",
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
            'Cosa studiano gli studenti che il chapter raggiunge: "Ingegneria informatica", "Design".',
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
        it: {
          title: "Anni di corso",
          description: '"Laurea triennale, dal primo anno", "Laurea magistrale".',
        },
        nouns: { en: ["a year of study", "years of study"], it: ["un anno", "anni"] },
      }),
    })
    .optional()
    .meta({
      title: "Who you meet",
      description:
        "What a recruiter asks about the students, beside the figures: what they study, where, in which year.",
      it: {
        title: "Chi incontri",
        description:
          "Ciò che un recruiter chiede degli studenti, oltre ai numeri: cosa studiano, dove, in quale anno.",
      },
    }),
  examples: exampleFields,
});
