import { describe, expect, it } from "vitest";
import { languages } from "../config/languages";
import { eventSchema } from "./content-schema";
import {
  editionChanges,
  mentionsDates,
  newStartProblem,
  nextEditionSlug,
  nextEditionText,
  seriesNameFor,
  shiftDate,
  withoutFlagship,
  withSeries,
} from "./next-edition";

/** A text in every language of the site: Italian in Italian, English in the others. */
const inAll = (en: string, it: string) =>
  Object.fromEntries(languages.map((language) => [language, language === "it" ? it : en]));

const event = {
  slug: "robotics-night-2025",
  kind: "workshop",
  title: inAll("Robotics Night 2025", "Notte della robotica 2025"),
  start: "2025-03-07T18:00",
  end: "2025-03-07T22:00",
  repeat: { days: ["friday"], until: "2025-05-30", skip: ["2025-04-18"] },
  image: "robotics-night.jpg",
  imageAlt: inAll("Robots on a table", "Robot su un tavolo"),
  summary: inAll("An evening building robots.", "Una sera a costruire robot."),
  registration: {
    url: "https://forms.example.org/robotics",
    action: "apply",
    deadline: "2025-02-28",
  },
  page: {
    intro: inAll("Build a robot in one evening.", "Costruisci un robot in una sera."),
    sections: [
      {
        heading: inAll("Apply", "Iscriviti"),
        text: inAll("Teams close on 28 February.", "Iscriviti entro il 28 febbraio."),
      },
      { heading: inAll("Bring", "Cosa portare"), text: inAll("A laptop.", "Un pc.") },
    ],
    agenda: [{ time: "18:00", title: inAll("Welcome", "Benvenuto") }],
  },
  recap: { outcome: inAll("Ten robots in 2025.", "Dieci robot nel 2025.") },
};

describe("the next edition's address and series", () => {
  it("replaces the year of the address, or appends the new one", () => {
    expect(nextEditionSlug("student-tech-clash-2024", 2025)).toBe("student-tech-clash-2025");
    expect(nextEditionSlug("hack-2024-spring", 2025)).toBe("hack-2025-spring");
    expect(nextEditionSlug("levels", 2027)).toBe("levels-2027");
  });

  it("gives none for a second edition in the same year, or one too long", () => {
    expect(nextEditionSlug("levels-2027", 2027)).toBeUndefined();
    expect(nextEditionSlug("a".repeat(76), 2027)).toBeUndefined();
  });

  it("names a series after the address, its year left out, in small letters", () => {
    expect(seriesNameFor("Student-Tech-Clash-2024")).toBe("student-tech-clash");
    expect(seriesNameFor("2024-hack")).toBe("hack");
    expect(seriesNameFor("levels")).toBe("levels");
  });
});

describe("moving dates", () => {
  it("moves a date or a date and time by whole days, across months and years", () => {
    expect(shiftDate("2025-12-30", 3)).toBe("2026-01-02");
    expect(shiftDate("2024-02-28T09:30", 1)).toBe("2024-02-29T09:30");
    expect(shiftDate("2025-03-07T18:00", 364)).toBe("2026-03-06T18:00");
  });

  it("moves every date the schema has, lists of dates included, and no recap", () => {
    const { dates } = editionChanges(eventSchema, event, languages, "2026-03-06");
    expect(dates.map(({ path, moved }) => [path.join("."), moved])).toEqual([
      ["start", "2026-03-06T18:00"],
      ["end", "2026-03-06T22:00"],
      ["repeat.until", "2026-05-29"],
      ["repeat.skip.0", "2026-04-17"],
      ["registration.deadline", "2026-02-27"],
    ]);
  });

  it("refuses a date that is not one, or one not after the old edition", () => {
    expect(newStartProblem("2026-02-30", "2025-03-07T22:00")).toBe(
      'the new edition\'s date must be a date like 2027-03-05, not "2026-02-30"',
    );
    expect(newStartProblem("2025-03-07", "2025-03-07T22:00")).toBe(
      "the new edition's date must be after the old edition, which ends on 2025-03-07, not 2025-03-07",
    );
    expect(newStartProblem("2025-03-08", "2025-03-07T22:00")).toBeUndefined();
  });
});

describe("the texts to rewrite", () => {
  it("are the edition's own texts and every text that names its dates or years", () => {
    const { textsToRewrite } = editionChanges(eventSchema, event, languages, "2026-03-06");
    expect(textsToRewrite.map(({ field }) => field)).toEqual([
      "title",
      "summary",
      "page.intro",
      "page.sections[0].text",
    ]);
  });

  it("find a date written out in the text's language, or a year", () => {
    const dates = ["2025-03-07", "2025-02-28"];
    expect(mentionsDates("Teams close on 28 February.", dates, "en")).toBe(true);
    expect(mentionsDates("On March 7th, at six.", dates, "en")).toBe(true);
    expect(mentionsDates("Iscriviti entro il 28 febbraio.", dates, "it")).toBe(true);
    expect(mentionsDates("Since 2025.", dates, "en")).toBe(true);
    expect(mentionsDates("Bring 28 sheets, since 2019, in March.", dates, "en")).toBe(false);
  });

  it("move the old edition's years, and set the new year apart where a page needs its own", () => {
    const dates = ["2024-11-23", "2024-11-01"];
    expect(nextEditionText("Clash 2024, since 2019", "title", dates, "2025-11-22")).toBe(
      "Clash 2025, since 2019",
    );
    expect(nextEditionText("Student Tech Clash", "title", dates, "2025-11-22")).toBe(
      "Student Tech Clash 2025",
    );
    expect(nextEditionText("An ideas day.", "page.intro", dates, "2025-11-22")).toBe(
      "An ideas day. (2025)",
    );
    expect(
      nextEditionText("Teams close on 1 November.", "page.faq[0].answer", dates, "2025-11-22"),
    ).toBe("Teams close on 1 November.");
  });
});

describe("the old edition's file", () => {
  const source = [
    "slug: levels",
    "title: # the event's name",
    "  en: Levels",
    "  it: Livelli",
    "# When",
    'start: "2024-10-31T16:00"',
    "flagship: true",
    "summary:",
    "  en: >-",
    "    A long text folded",
    "    over two lines.",
    "",
  ].join("\n");

  it("gains its series after the title, every other line kept", () => {
    expect(withSeries(source, "levels").split("\n").slice(0, 6)).toEqual([
      "slug: levels",
      "title: # the event's name",
      "  en: Levels",
      "  it: Livelli",
      "series: levels",
      "# When",
    ]);
    expect(withSeries(source, "levels").replace("series: levels\n", "")).toBe(source);
  });

  it("loses its flagship mark, and only that line", () => {
    expect(withoutFlagship(source)).toBe(source.replace("flagship: true\n", ""));
  });
});
