/**
 * Crisis Management Workshop: a team workshop with a partner company for master's students in
 * computer engineering and management engineering, who handle a simulated IT crisis and present
 * their response to the board. The partner company is deliberately not named.
 */
import { site } from "../site";
import type { EventContent } from "../types";

export default {
  slug: "ey-competition",
  kind: "workshop",
  title: { en: "Crisis Management Workshop", it: "Workshop di gestione delle crisi" },
  start: "2025-04-11T14:00", // EXAMPLE: the time is not known
  end: "2025-04-11T18:00", // EXAMPLE: the time is not known
  place: {
    name: { en: "Room 12, main campus", it: "Aula 12, sede centrale" }, // EXAMPLE
    address: {
      en: "Corso Duca degli Abruzzi 24, 10129 Torino", // EXAMPLE
      it: "Corso Duca degli Abruzzi 24, 10129 Torino", // EXAMPLE
    },
  },
  image: "ey-competition.jpg",
  imageAlt: {
    en: "A team in a crisis room in front of a screen showing an alert and a rising chart",
    it: "Una squadra in una sala crisi davanti a uno schermo con un allarme e un grafico in salita",
  },
  listing: {
    summary: {
      en: "A team workshop for master's students in computer engineering and management engineering: handle a simulated IT crisis and present your response to the board.",
      it: "Un workshop a squadre per studenti magistrali di Ingegneria informatica e Ingegneria gestionale: gestite una crisi informatica simulata e presentate la vostra risposta al consiglio di amministrazione.",
    },
  },
  audience: {
    en: "Master's students in computer engineering and management engineering",
    it: "Studenti magistrali di Ingegneria informatica e Ingegneria gestionale",
  },
  teamSize: { min: 5, max: 8 },
  prizes: {
    en: ["A €100 gift card for each member of the winning team"],
    it: ["Una gift card da 100 € per ogni componente della squadra vincitrice"],
  },
  registration: {
    url: site.forms.eyCompetition,
    action: "apply",
  },
  page: {
    intro: {
      en: "Work in a team to manage a simulated IT crisis, from the first alert to the final presentation to the board. A workshop with a partner company for master's students in computer engineering and management engineering.",
      it: "Lavora in squadra per gestire una crisi informatica simulata, dal primo allarme alla presentazione finale davanti al consiglio di amministrazione. Un workshop con un'azienda partner per studenti magistrali di Ingegneria informatica e Ingegneria gestionale.",
    },
    sections: [
      {
        id: "the-challenge",
        heading: { en: "The challenge", it: "La sfida" },
        paragraphs: {
          en: [
            "Your team faces a simulated crisis in the world of IT, such as a cyber-security incident.",
            "The scenario evolves: periodic updates bring new information, and your team has to adapt its decisions.",
          ],
          it: [
            "La tua squadra affronta una crisi informatica simulata, per esempio un incidente di sicurezza informatica.",
            "Lo scenario si evolve: aggiornamenti periodici portano nuove informazioni e la squadra deve adattare le proprie decisioni.",
          ],
        },
      },
      {
        id: "how-it-works",
        heading: { en: "How it works", it: "Come funziona" },
        paragraphs: {
          en: [
            "You take part in teams of 5 to 8 people.",
            "Each team manages the crisis as it unfolds and ends with a final presentation at board level, where it explains its decisions.",
          ],
          it: [
            "Si partecipa in squadre da 5 a 8 persone.",
            "Ogni squadra gestisce la crisi man mano che si sviluppa e chiude con una presentazione finale davanti al consiglio di amministrazione, in cui illustra le proprie decisioni.",
          ],
        },
      },
      {
        id: "why-take-part",
        heading: { en: "Why take part", it: "Perché partecipare" },
        paragraphs: {
          en: [
            "You put crisis management into practice on a realistic case, working in a team and under pressure.",
            "Each member of the winning team receives a €100 gift card.",
            "You may also get the chance of a job interview with the partner company.",
          ],
          it: [
            "Metti in pratica la gestione delle crisi su un caso realistico, lavorando in squadra e sotto pressione.",
            "Ogni componente della squadra vincitrice riceve una gift card da 100 €.",
            "Potresti inoltre avere l'occasione di sostenere un colloquio di lavoro con l'azienda partner.",
          ],
        },
      },
    ],
  },
  contacts: {
    emails: [site.emails.events],
  },
} satisfies EventContent;
