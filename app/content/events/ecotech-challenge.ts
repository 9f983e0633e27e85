/**
 * EcoTech Challenge: an online challenge on sustainable technology, run with a partner, for
 * teams of 2–3 students of science, engineering, computer science, business and marketing.
 * It has its own page (/EcoTech-Challenge) and is kept off the events list.
 */
import { site } from "../site";
import type { EventContent } from "../types";

export default {
  slug: "EcoTech-Challenge",
  kind: "hackathon",
  title: { en: "EcoTech Challenge", it: "EcoTech Challenge" },
  start: "2024-11-11T09:00", // EXAMPLE: the dates of the challenge are not known
  end: "2024-12-13T18:00", // EXAMPLE: the dates of the challenge are not known
  place: {
    name: { en: "Online", it: "Online" },
    online: true,
  },
  image: "ecotech-challenge.jpg",
  imageAlt: {
    en: "Green technology: leaves, a wind turbine, a solar panel and a laptop",
    it: "Tecnologia verde: foglie, una pala eolica, un pannello solare e un computer portatile",
  },
  audience: {
    en: "Students of science, engineering, computer science, business and marketing",
    it: "Studenti di materie scientifiche, ingegneria, informatica, economia e marketing",
  },
  teamSize: { min: 2, max: 3 },
  prizes: {
    en: ["£10,000 for first place", "£7,500 for second place", "£5,000 for third place"],
    it: ["10.000 £ al primo posto", "7.500 £ al secondo posto", "5.000 £ al terzo posto"],
  },
  registration: {
    url: site.forms.ecoTechChallenge,
    action: "apply",
    deadline: "2024-11-04",
  },
  page: {
    intro: {
      en: "The EcoTech Challenge is an online challenge on sustainable technology, run together with a partner. Form a team of 2 or 3 and apply by 4 November 2024.",
      it: "L'EcoTech Challenge è una sfida online sulla tecnologia sostenibile, organizzata insieme a un partner. Forma una squadra di 2 o 3 persone e candidati entro il 4 novembre 2024.",
    },
    sections: [
      {
        id: "the-challenge",
        heading: { en: "The challenge", it: "La sfida" },
        paragraphs: {
          en: [
            "The EcoTech Challenge is a competition on sustainable technology, organised together with a partner.",
            "It takes place entirely online, so you can take part from wherever you are.",
          ],
          it: [
            "L'EcoTech Challenge è una competizione dedicata alla tecnologia sostenibile, organizzata insieme a un partner.",
            "Si svolge interamente online: puoi partecipare da dove vuoi.",
          ],
        },
      },
      {
        id: "who-can-apply",
        heading: { en: "Who can apply", it: "Chi può candidarsi" },
        paragraphs: {
          en: [
            "The challenge is open to students of science, engineering, computer science, business and marketing.",
            "You take part in teams of 2 or 3 people. Applications close on 4 November 2024.",
          ],
          it: [
            "La sfida è aperta a studenti di materie scientifiche, ingegneria, informatica, economia e marketing.",
            "Si partecipa in squadre di 2 o 3 persone. Le candidature si chiudono il 4 novembre 2024.",
          ],
        },
      },
      {
        id: "how-it-works",
        heading: { en: "How it works", it: "Come funziona" },
        paragraphs: {
          en: [
            "Teams work on the challenge remotely, from start to finish.",
            "Your team's first deliverable is a deck of five slides.",
          ],
          it: [
            "Le squadre lavorano alla sfida a distanza, dall'inizio alla fine.",
            "La prima consegna della tua squadra è una presentazione di cinque slide.",
          ],
        },
      },
      {
        id: "prizes-and-internships",
        heading: { en: "Prizes and internships", it: "Premi e stage" },
        paragraphs: {
          en: [
            "The three best teams win cash prizes: £10,000 for first place, £7,500 for second and £5,000 for third.",
            "Taking part may also lead to internship opportunities.",
          ],
          it: [
            "Le tre squadre migliori vincono premi in denaro: 10.000 £ alla prima classificata, 7.500 £ alla seconda e 5.000 £ alla terza.",
            "Partecipare può inoltre aprire la strada a possibili stage.",
          ],
        },
      },
    ],
  },
  contacts: {
    emails: [site.emails.events],
  },
} satisfies EventContent;
