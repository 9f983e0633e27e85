/**
 * The chapter's weekly meeting: open to everyone who wants to meet the team and get involved.
 * It has no page of its own and appears only in the events list.
 */
import { site } from "../site";
import type { EventContent } from "../types";

export default {
  slug: "weekly-meeting",
  kind: "meeting",
  title: { en: "Weekly meeting", it: "Riunione settimanale" },
  start: "2025-10-28T18:20",
  end: "2025-10-28T19:30",
  place: {
    name: { en: "Room 7, main campus", it: "Aula 7, sede centrale" }, // EXAMPLE
    address: {
      en: "Corso Duca degli Abruzzi 24, 10129 Torino", // EXAMPLE
      it: "Corso Duca degli Abruzzi 24, 10129 Torino", // EXAMPLE
    },
  },
  image: "weekly-meeting.jpg",
  imageAlt: {
    en: "A group of students around a table in a classroom, with a whiteboard behind them",
    it: "Un gruppo di studenti attorno a un tavolo in un'aula, con una lavagna bianca alle spalle",
  },
  listing: {
    summary: {
      en: "The chapter's weekly meeting, open to everyone: come and meet the team and find out how to get involved.",
      it: "La riunione settimanale del chapter, aperta a tutti: vieni a conoscere il team e scopri come metterti in gioco con noi.",
    },
  },
  contacts: {
    emails: [site.email],
  },
} satisfies EventContent;
