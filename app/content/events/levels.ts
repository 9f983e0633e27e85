/**
 * Document Intelligence: Extract Data with GenAI: a hands-on workshop, open to anyone, on
 * extracting structured data from documents with generative AI. It has its own page (/levels)
 * and is kept off the events list.
 */
import { site } from "../site";
import type { EventContent } from "../types";

export default {
  slug: "levels",
  kind: "workshop",
  title: {
    en: "Document Intelligence: Extract Data with GenAI",
    it: "Document Intelligence: estrarre dati con la GenAI",
  },
  start: "2024-10-31T16:00",
  end: "2024-10-31T18:30",
  place: {
    name: { en: "Room 2T, building T", it: "Aula 2T, edificio T" }, // EXAMPLE
    address: {
      en: "Corso Duca degli Abruzzi 24, 10129 Torino", // EXAMPLE
      it: "Corso Duca degli Abruzzi 24, 10129 Torino", // EXAMPLE
    },
  },
  image: "levels.jpg",
  imageAlt: {
    en: "Documents turned into structured data: sheets of paper, arrows pointing to a table and an AI sparkle",
    it: "Documenti trasformati in dati strutturati: fogli di carta, frecce verso una tabella e una scintilla che rappresenta l'AI",
  },
  audience: {
    en: "Open to anyone: no prior background needed",
    it: "Aperto a tutti: non servono conoscenze pregresse",
  },
  registration: {
    url: site.forms.levels,
    action: "apply",
    deadline: "2024-10-24",
  },
  page: {
    intro: {
      en: "A hands-on workshop on document intelligence: learn how generative AI can extract structured data from documents. Open to anyone, with no prior background needed.",
      it: "Un workshop pratico sulla document intelligence: scopri come la GenAI può estrarre dati strutturati dai documenti. Aperto a tutti, senza bisogno di conoscenze pregresse.",
    },
    sections: [
      {
        id: "objectives",
        heading: { en: "Objectives", it: "Obiettivi" },
        paragraphs: {
          en: [
            "The workshop starts from the basics, so you can follow it even if you have never worked with AI. By the end, you will be able to:",
          ],
          it: [
            "Il workshop parte dalle basi: puoi seguirlo anche se non hai mai lavorato con l'intelligenza artificiale. Alla fine saprai:",
          ],
        },
        list: {
          en: [
            "understand what document intelligence is and what it is used for;",
            "extract structured data from documents with generative AI;",
            "describe the data you need with a schema and a prompt;",
            "check the results and recognise the limits of the approach.",
          ],
          it: [
            "capire cos'è la document intelligence e a cosa serve;",
            "estrarre dati strutturati dai documenti con l'AI generativa;",
            "descrivere i dati che ti servono con uno schema e un prompt;",
            "verificare i risultati e riconoscere i limiti dell'approccio.",
          ],
        },
      },
    ],
    steps: {
      heading: { en: "What we will do", it: "Cosa faremo" },
      items: {
        en: [
          "An introduction to document intelligence and generative AI",
          "A tour of the shared notebook we will work on together",
          "Hands-on practice: extracting structured data from sample documents",
          "A review of the results, with time for questions",
        ],
        it: [
          "Un'introduzione alla document intelligence e all'AI generativa",
          "Una presentazione del notebook condiviso su cui lavoreremo insieme",
          "Esercitazione pratica: estrazione di dati strutturati da documenti di esempio",
          "Un'analisi dei risultati, con spazio per le domande",
        ],
      },
    },
    benefits: {
      heading: { en: "What you take home", it: "Cosa porti a casa" },
      items: {
        en: [
          "The shared notebook used in the workshop, yours to keep",
          "A participation certificate",
        ],
        it: [
          "Il notebook condiviso usato nel workshop, che resta a te",
          "Un attestato di partecipazione",
        ],
      },
    },
  },
  contacts: {
    emails: [site.emails.events, site.email],
    links: [
      { label: { en: "Instagram", it: "Instagram" }, url: site.social.instagram },
      {
        label: { en: "WhatsApp community", it: "Community WhatsApp" },
        url: site.social.whatsappGroup,
      },
    ],
  },
} satisfies EventContent;
