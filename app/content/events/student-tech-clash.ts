/**
 * Student Tech Clash: a company-sponsored ideas day about agentic AI, on Saturday
 * 22 November 2025. Teams of four from several universities brainstorm, prepare a presentation
 * and pitch it to a jury; the best idea wins a prize.
 */
import { site } from "../site";
import type { EventContent } from "../types";

/** A mailto link to one of the organisers in site.ts: "[Name](mailto:address)". */
function organiserLink(index: number): string {
  const organiser = site.organisers[index];
  if (!organiser) {
    throw new Error(
      `app/content/site.ts: organisers[${index}] is missing (the Student Tech Clash FAQ names two organisers)`,
    );
  }
  return `[${organiser.name}](mailto:${organiser.email})`;
}

const firstOrganiser = organiserLink(0);
const secondOrganiser = organiserLink(1);
const mailDomain = `@${site.universityMailDomain}`;

export default {
  slug: "student-tech-clash",
  kind: "ideas-day",
  title: { en: "Student Tech Clash", it: "Student Tech Clash" },
  start: "2025-11-22T09:00",
  end: "2025-11-22T18:00",
  place: {
    name: { en: "Location to be announced", it: "Luogo da definire" },
  },
  image: "student-tech-clash.jpg",
  imageAlt: {
    en: "Teams pitching their ideas on a stage, with a light bulb and a network of connected nodes",
    it: "Squadre che presentano le loro idee su un palco, con una lampadina e una rete di nodi collegati",
  },
  teamSize: { min: 4, max: 4 },
  prizes: {
    en: ["A prize for the best idea"],
    it: ["Un premio per l'idea migliore"],
  },
  registration: {
    url: site.forms.studentTechClash,
    action: "applyNow",
    note: {
      en: `Open the form with your university e-mail account (${mailDomain}).`,
      it: `Per aprire il modulo usa il tuo account e-mail universitario (${mailDomain}).`,
    },
  },
  page: {
    intro: {
      en: "Student Tech Clash is an ideas day about agentic AI, sponsored by a company. On Saturday 22 November 2025, teams of four students compete to come up with the best idea and pitch it to a jury.",
      it: "Student Tech Clash è una giornata di idee sull'AI agentica, sponsorizzata da un'azienda. Sabato 22 novembre 2025 squadre di quattro studenti si sfidano per trovare l'idea migliore e presentarla a una giuria.",
    },
    sections: [
      {
        id: "the-day",
        heading: { en: "The day", it: "La giornata" },
        paragraphs: {
          en: [
            "Student Tech Clash takes place on Saturday 22 November 2025, from 9:00 to 18:00. The location will be announced soon.",
            "Teams brainstorm ideas on agentic AI, turn the best one into a presentation and pitch it to a jury of judges.",
          ],
          it: [
            "Student Tech Clash si svolge sabato 22 novembre 2025, dalle 9:00 alle 18:00. Il luogo sarà comunicato a breve.",
            "Le squadre fanno brainstorming sull'AI agentica, trasformano l'idea migliore in una presentazione e la espongono a una giuria.",
          ],
        },
        list: {
          en: [
            "9:00 – Welcome and introduction to the challenge", // EXAMPLE
            "9:30 – Brainstorming in teams", // EXAMPLE
            "13:00 – Lunch break", // EXAMPLE
            "14:00 – Preparing the presentations", // EXAMPLE
            "16:00 – Pitches to the jury", // EXAMPLE
            "17:30 – Awards and certificates of attendance", // EXAMPLE
          ],
          it: [
            "9:00 – Accoglienza e presentazione della sfida", // EXAMPLE
            "9:30 – Brainstorming in squadra", // EXAMPLE
            "13:00 – Pausa pranzo", // EXAMPLE
            "14:00 – Preparazione delle presentazioni", // EXAMPLE
            "16:00 – Pitch davanti alla giuria", // EXAMPLE
            "17:30 – Premiazione e consegna degli attestati", // EXAMPLE
          ],
        },
      },
      {
        id: "teams-and-prizes",
        heading: { en: "Teams and prizes", it: "Squadre e premi" },
        paragraphs: {
          en: [
            "You take part in teams of four. You can sign up with your team or on your own: if you do not have a team, we will put you in one.",
            "Each team pitches its idea to a jury of judges, and the best idea wins a prize. Everyone receives a certificate of attendance.",
            "The day includes a lunch break and breaks for snacks.",
          ],
          it: [
            "Si partecipa in squadre di quattro persone. Puoi iscriverti con la tua squadra o individualmente: se non hai una squadra, te ne assegneremo una.",
            "Ogni squadra presenta la propria idea a una giuria e l'idea migliore vince un premio. Tutti i partecipanti ricevono un attestato di partecipazione.",
            "Durante la giornata sono previste una pausa pranzo e alcune pause per uno spuntino.",
          ],
        },
      },
      {
        id: "universities",
        heading: { en: "Competing universities", it: "Le università in gara" },
        paragraphs: {
          en: ["Students from these universities compete in Student Tech Clash:"],
          it: ["A Student Tech Clash si sfidano studenti di queste università:"],
        },
        list: {
          en: [
            "Politecnico di Torino", // EXAMPLE
            "Politecnico di Milano", // EXAMPLE
            "University of Turin", // EXAMPLE
            "University of Genoa", // EXAMPLE
            "Politecnico di Bari", // EXAMPLE
          ],
          it: [
            "Politecnico di Torino", // EXAMPLE
            "Politecnico di Milano", // EXAMPLE
            "Università degli Studi di Torino", // EXAMPLE
            "Università degli Studi di Genova", // EXAMPLE
            "Politecnico di Bari", // EXAMPLE
          ],
        },
      },
    ],
    faq: [
      {
        question: { en: "What is agentic AI?", it: "Che cos'è l'AI agentica?" },
        answer: {
          en: "Agentic AI means AI systems that plan and take actions to reach a goal, using tools such as web search or other software. They work with a degree of autonomy, deciding the next steps themselves.",
          it: "Con AI agentica si intendono sistemi di intelligenza artificiale che pianificano e compiono azioni per raggiungere un obiettivo, usando strumenti come la ricerca sul web o altri software. Agiscono con una certa autonomia, decidendo da soli i passi successivi.",
        },
      },
      {
        question: {
          en: "Do I need a background in AI or computer science?",
          it: "Servono conoscenze di AI o di informatica?",
        },
        answer: {
          en: "No. Student Tech Clash is an ideas day: you bring ideas and a pitch, not code, so you can take part whatever you study.",
          it: "No. Student Tech Clash è una giornata di idee: si portano idee e una presentazione, non codice, quindi puoi partecipare qualunque cosa tu studi.",
        },
      },
      {
        question: { en: "How do I register?", it: "Come mi iscrivo?" },
        answer: {
          en: `Press APPLY NOW and open the form with your university e-mail account (${mailDomain}). You can sign up on your own or as a team of four.`,
          it: `Premi ISCRIVITI ORA e apri il modulo con il tuo account e-mail universitario (${mailDomain}). Puoi iscriverti individualmente o con una squadra di quattro persone.`,
        },
      },
      {
        question: { en: "Is food provided?", it: "È previsto il cibo?" },
        answer: { en: "To be decided.", it: "Da definire." },
      },
      {
        question: {
          en: "Why can't I open the form?",
          it: "Perché non riesco ad aprire il modulo?",
        },
        answer: {
          en: `The form only opens if you are signed in with your university account (${mailDomain}). If it still does not work, write to ${firstOrganiser} or ${secondOrganiser}.`,
          it: `Il modulo si apre solo se hai effettuato l'accesso con il tuo account universitario (${mailDomain}). Se continua a non funzionare, scrivi a ${firstOrganiser} o a ${secondOrganiser}.`,
        },
      },
    ],
    sectionNavigation: true,
    repeatRegistration: true,
  },
  contacts: {
    emails: [site.emails.events],
    people: site.organisers,
  },
} satisfies EventContent;
