import { describe, expect, it } from "vitest";
import { createTranslate } from "~/i18n/translate";
import { en } from "~/i18n/en";
import type { RecapView } from "~/server/event-views.server";
import { recapBlocks } from "./event-recap";

const t = createTranslate(en, "en-GB");

const picture = { src: "/p.jpg", srcSet: "", width: 800, height: 600 };

/** A recap with everything a recap can hold: summary, figures, photos, results, a partner. */
const full: RecapView = {
  outcome: [],
  summary: [],
  photos: [
    { picture: { img: picture, sources: [] }, alt: "A team on stage" },
  ] as unknown as RecapView["photos"],
  results: ["First: AgentDesk", "Second: CityPulse"],
  figures: [{ value: "40", label: "participants" }],
  partnerOutcomes: [{ name: "Sponsor 1", outcomes: ["Set the challenge"] }],
  quotes: [],
};

describe("recapBlocks", () => {
  it("makes at most three blocks, the results part of what happened: an ended page has as many section dots as ahead", () => {
    const blocks = recapBlocks(full, t);
    expect(blocks.map((block) => block.id)).toEqual(["recap", "photos", "thanks"]);
  });

  it("leaves out what the recap lacks", () => {
    const blocks = recapBlocks({ ...full, photos: [], partnerOutcomes: [] }, t);
    expect(blocks.map((block) => block.id)).toEqual(["recap"]);
  });
});
