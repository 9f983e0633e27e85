/** What happened at an event that has ended (an event file's `recap`): its page leads with it. */
import { z } from "zod";
import { imageFolders } from "../../config/content-locations";
import { pictureKindsInWords } from "../../config/pictures";
import { fileName, focus, localized, localizedList, text, webAddress } from "../schema-fields";
import { maximumRecapPhotos } from "./event-fields";
import { inlineText, markdownText } from "./fields";
import { sponsorId } from "./sponsors";

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
        title: "Com'è andata",
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
        it: { title: "In cifre", description: "Partecipanti, squadre, università…" },
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
