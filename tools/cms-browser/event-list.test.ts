/**
 * The CMS's list of events says when each takes place, day first, and an event that repeats by
 * its rule (tests/project-copies/cms.test.ts reads the list in Chromium).
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  eventSummary,
  listedWhen,
  listedWhenKey,
  withListedWhen,
  withoutListedWhen,
} from "./event-list";

const weekly = {
  start: "2025-09-30T18:20",
  end: "2025-09-30T19:30",
  repeat: { days: ["tuesday"], until: "2026-06-30" },
};

describe("when an event takes place, as the CMS's list says it", () => {
  it("is its day and time, day first", () => {
    expect(listedWhen({ start: "2031-03-10T18:00" }, "en")).toBe(" · 10/03/2031 18:00");
    expect(listedWhen({ start: "2031-03-10T18:00" }, "it")).toBe(" · 10/03/2031 18:00");
  });

  it("is its rule for an event that repeats, with its last day, in the CMS's language", () => {
    expect(listedWhen(weekly, "en")).toBe(" · Every Tuesday, 18:20 (until 30/06/2026)");
    expect(listedWhen(weekly, "it")).toBe(" · Ogni martedì, 18:20 (fino al 30/06/2026)");
    const fortnightly = {
      ...weekly,
      repeat: { days: ["thursday", "monday"], every: 2, until: "2026-06-30" },
    };
    expect(listedWhen(fortnightly, "en")).toBe(
      " · Every 2 weeks on Monday and Thursday, 18:20 (until 30/06/2026)",
    );
  });

  it("is nothing for a file without a date yet", () => {
    expect(listedWhen({}, "en")).toBe("");
    expect(listedWhen(null, "en")).toBe("");
    expect(listedWhen({ start: "  " }, "en")).toBe("");
  });
});

describe("a listed event's file", () => {
  const text =
    'slug: weekly-meeting\nstart: "2025-09-30T18:20"\nrepeat:\n  days: [tuesday]\n  until: "2026-06-30"\n';

  it("gets when it takes place as one more value, which the events' summary shows after the title", () => {
    const listed = withListedWhen(
      { file: { path: "app/content/events/weekly-meeting.yaml" }, data: text },
      "en",
    );
    const data = parse(listed.data as string) as Record<string, unknown>;
    expect(data[listedWhenKey]).toBe(" · Every Tuesday, 18:20 (until 30/06/2026)");
    expect(data.slug).toBe("weekly-meeting");
    expect(eventSummary("it")).toBe(`{{title.it}}{{${listedWhenKey}}}`);
  });

  it("is listed as it is when it is no event, or has a YAML mistake", () => {
    const page = { file: { path: "app/content/pages/home.yaml" }, data: text };
    expect(withListedWhen(page, "en")).toBe(page);
    const broken = { file: { path: "app/content/events/broken.yaml" }, data: "title: [unclosed\n" };
    expect(withListedWhen(broken, "en")).toBe(broken);
  });

  it("is checked and saved without it", () => {
    const data = { slug: "levels", [listedWhenKey]: " · 31/10/2024 16:00" };
    expect(withoutListedWhen(data)).toEqual({ slug: "levels" });
    expect(withoutListedWhen({ slug: "levels" })).toEqual({ slug: "levels" });
    expect(withoutListedWhen(undefined)).toBeUndefined();
  });
});
