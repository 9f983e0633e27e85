import { describe, expect, it } from "vitest";
import { fixtureContent } from "../../tests/support/fixture-content";
import { siteClock } from "./clock.server";
import { homeView } from "./home-view.server";

/** The fixture site's home page as built on `day`. */
const homeOn = (day: string, language: "en" | "it" = "en") =>
  homeView(fixtureContent, language, siteClock({ SITE_TODAY: day }));

describe("the home page's lead, on fixture content", () => {
  it("leads with the event ahead while there is one, the meeting beside it", () => {
    const { lead } = homeOn("2025-10-20");
    expect(lead.opens).toBe("event");
    expect(lead.opens === "event" && lead.event.kind).not.toBe("meeting");
    expect(lead.opens === "event" && lead.meeting?.kind).toBe("meeting");
  });

  it("invites to the weekly meeting when it is all that is ahead, last spring's recap under it", () => {
    const { lead, meetingWhere } = homeOn("2026-03-10");
    expect(lead).toMatchObject({ opens: "meeting", highlightsRecent: true });
    if (lead.opens !== "meeting") return;
    expect(lead.meeting.slug).toBe("weekly-meeting");
    expect(lead.highlights.map(({ slug }) => slug)).toEqual(["ey-competition"]);
    expect(meetingWhere).toBe("Room 7, main campus · Corso Duca degli Abruzzi 24, 10129 Torino");
  });

  it("keeps recaps older than twelve months from leading: they are the archive under it", () => {
    const { lead } = homeOn("2026-05-05", "it");
    expect(lead).toMatchObject({ opens: "meeting", highlightsRecent: false });
    expect(lead.opens === "meeting" && lead.highlights.length).toBeGreaterThan(0);
  });

  it("says the next event is being planned once nothing at all is ahead", () => {
    expect(homeOn("2026-08-01").lead.opens).toBe("planning");
  });
});
