import { describe, expect, it } from "vitest";
import { eventFiles } from "./events/index";
import { checkEvents, loadSponsors, loadTeam } from "./load.server";
import { sponsors } from "./sponsors";
import { team } from "./team";
import type { EventContent } from "./types";
import {
  ContentError,
  eventSchema,
  parseContent,
  sponsorsSchema,
  teamSchema,
} from "./validation.server";

const teamFile = "app/content/team.ts";
const eventFile = "app/content/events/levels.ts";

function errorOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError");
}

/** A copy of a real event, changed by `change`. */
function levelsWith(change: (event: Record<string, unknown>) => void): unknown {
  const found = eventFiles.find(({ file }) => file === eventFile);
  if (!found) throw new Error(`${eventFile} is missing`);
  const copy = structuredClone(found.event) as unknown as Record<string, unknown>;
  change(copy);
  return copy;
}

describe("the chapter's content", () => {
  it("passes every check", () => {
    expect(loadTeam()).toHaveLength(4);
    expect(loadSponsors()).toHaveLength(10);
    expect(
      checkEvents(eventFiles)
        .map((event) => event.slug)
        .sort(),
    ).toEqual([
      "EcoTech-Challenge",
      "ey-competition",
      "levels",
      "snowweek",
      "student-tech-clash",
      "weekly-meeting",
    ]);
  });
});

describe("malformed team entries", () => {
  it("name the file and the field of a missing e-mail", () => {
    const [first, ...rest] = team;
    const broken = [{ ...first, email: undefined }, ...rest];
    expect(errorOf(() => parseContent(teamSchema, broken, teamFile))).toContain(
      "app/content/team.ts: [0].email must be an e-mail address",
    );
  });

  it("refuse a role that has no label", () => {
    const broken = team.map((member, index) =>
      index === 2 ? { ...member, role: "vicepresident" } : member,
    );
    expect(errorOf(() => parseContent(teamSchema, broken, teamFile))).toMatch(
      /app\/content\/team\.ts: \[2\]\.role must be one of president, secretary/,
    );
  });

  it("refuse a photo that does not exist", () => {
    const broken = team.map((member) => ({ ...member, photo: "nobody.jpg" }));
    expect(errorOf(() => parseContent(teamSchema, broken, teamFile))).toContain(
      "[0].photo names a file that does not exist: app/assets/team/nobody.jpg",
    );
  });
});

describe("malformed sponsors", () => {
  it("refuse a logo file that does not exist, and an address that is not a web address", () => {
    const broken = [{ ...sponsors[0], logo: "missing.svg", url: "www.example.com" }];
    const message = errorOf(() => parseContent(sponsorsSchema, broken, "app/content/sponsors.ts"));
    expect(message).toContain(
      "app/content/sponsors.ts: [0].logo names a file that does not exist: app/assets/sponsors/missing.svg",
    );
    expect(message).toContain(
      "app/content/sponsors.ts: [0].url must be a web address starting with https://",
    );
  });
});

describe("malformed events", () => {
  it("name a missing date, and a date that is not one", () => {
    const broken = levelsWith((event) => delete event.start);
    expect(errorOf(() => parseContent(eventSchema, broken, eventFile))).toContain(
      "app/content/events/levels.ts: start is missing",
    );
    const wrong = levelsWith((event) => {
      event.start = "31 October 2024";
    });
    expect(errorOf(() => parseContent(eventSchema, wrong, eventFile))).toContain(
      "levels.ts: start must be a date and time like 2025-12-05T09:00 (local time in Italy)",
    );
  });

  it("name a missing Italian text", () => {
    const broken = levelsWith((event) => {
      event.title = { en: "Document Intelligence" };
    });
    expect(errorOf(() => parseContent(eventSchema, broken, eventFile))).toContain(
      "app/content/events/levels.ts: title.it is missing",
    );
  });

  it("name an empty text deep in the page", () => {
    const broken = levelsWith((event) => {
      const page = event.page as { sections: { heading: { it: string } }[] };
      if (page.sections[0]) page.sections[0].heading.it = "  ";
    });
    expect(errorOf(() => parseContent(eventSchema, broken, eventFile))).toContain(
      "page.sections[0].heading.it must not be empty",
    );
  });

  it("refuse a broken image path", () => {
    const broken = levelsWith((event) => {
      event.image = "events/levels.jpg";
    });
    expect(errorOf(() => parseContent(eventSchema, broken, eventFile))).toContain(
      "image names a file that does not exist",
    );
  });

  it("refuse an end before the start and a deadline that is not a date", () => {
    const broken = levelsWith((event) => {
      event.end = "2024-10-31T15:00";
      (event.registration as { deadline: string }).deadline = "24/10/2024";
    });
    const message = errorOf(() => parseContent(eventSchema, broken, eventFile));
    expect(message).toContain("levels.ts: end must be after start");
    expect(message).toContain("levels.ts: registration.deadline must be a date like 2024-10-24");
  });

  it("refuse lists that differ between languages", () => {
    const broken = levelsWith((event) => {
      const steps = (event.page as { steps: { items: { it: string[] } } }).steps;
      steps.items.it = steps.items.it.slice(1);
    });
    expect(errorOf(() => parseContent(eventSchema, broken, eventFile))).toMatch(
      /page\.steps\.items must have as many items in every language \(en: 4, it: 3\)/,
    );
  });

  it("refuse two events at the same address, and an address taken by a page", () => {
    const levels = eventFiles.find(({ file }) => file === eventFile);
    if (!levels) throw new Error("levels.ts is missing");
    const twin = {
      file: "app/content/events/levels-2.ts",
      event: { ...levels.event, slug: "Levels" },
    };
    expect(errorOf(() => checkEvents([levels, twin]))).toContain(
      'app/content/events/levels-2.ts: slug "Levels" is already used by app/content/events/levels.ts',
    );
    const clash = {
      file: "app/content/events/about.ts",
      event: { ...levels.event, slug: "about" },
    };
    expect(errorOf(() => checkEvents([clash]))).toContain('slug "about" is the address of a page');
  });

  it("refuse an event that would show nowhere", () => {
    const broken = levelsWith((event) => {
      delete event.page;
      delete event.listing;
    });
    expect(errorOf(() => parseContent(eventSchema, broken as EventContent, eventFile))).toContain(
      "levels.ts: listing or page must be given",
    );
  });
});
