/** The quotes' file (quotes.yaml): what students and partners said, each naming its event. */
import { z } from "zod";
import { imageFolders } from "../../config/content-locations";
import { pictureKindsInWords } from "../../config/pictures";
import { fileName, focus, localized, text } from "../schema-fields";
import { listFileSchema, oneOf } from "./fields";

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
          'Per uno studente, cosa e dove studia ("Laurea magistrale in Ingegneria informatica"); per un partner, il suo ruolo ("Head of Talent").',
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
