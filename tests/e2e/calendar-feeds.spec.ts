/**
 * The calendar feeds on the fixture build: the events page's "Subscribe" section in each
 * language, where its links lead, and the feeds themselves as the server gives them.
 */
import ICAL from "ical.js";
import { scaled } from "../support/time-scale";
import { expect, test } from "./fixtures";
import {
  colourRules,
  expectNoSeriousViolations,
  languages,
  localized,
  withoutJavaScript,
} from "./support";
import { escaped, fixtureTexts, text } from "./texts";

/** The calendars of one kind of event, in the order each language lists them (by name). */
const kindCalendars = {
  en: [
    "kindCompetitionPlural",
    "kindHackathonPlural",
    "kindIdeasDayPlural",
    "kindMeetingPlural",
    "kindTripPlural",
    "kindWorkshopPlural",
  ],
  it: [
    "kindCompetitionPlural",
    "kindIdeasDayPlural",
    "kindHackathonPlural",
    "kindMeetingPlural",
    "kindTripPlural",
    "kindWorkshopPlural",
  ],
  // In German's alphabetical order: Hackathons, Ideentage, Reisen, Treffen, Wettbewerbe, Workshops.
  de: [
    "kindHackathonPlural",
    "kindIdeasDayPlural",
    "kindTripPlural",
    "kindMeetingPlural",
    "kindCompetitionPlural",
    "kindWorkshopPlural",
  ],
} as const;

for (const language of languages) {
  const path = localized("/events", language);
  // The fixture identity's public URL: links are absolute, to the published site.
  const feed = `https://chapter.example.org${localized("/events.ics", language)}`;
  const webcal = feed.replace("https:", "webcal:");

  test.describe(`subscribing from ${path}`, () => {
    test("offers the feeds of the page's language, which the site serves as calendars", async ({
      page,
    }) => {
      // One page, loaded once, which no step changes: its links, then the feeds they lead to.
      test.setTimeout(scaled(45_000));
      await page.goto(path);
      await test.step("offers the feed of the page's language to calendar apps, Google and Outlook", async () => {
        const section = page.getByRole("region", { name: text(language, "subscribeHeading") });
        await expect(
          section.getByRole("link", { name: text(language, "subscribe"), exact: true }),
        ).toHaveAttribute("href", webcal);

        const google = section.getByRole("link", {
          name: new RegExp(
            `^${escaped(text(language, "subscribeIn", { app: "Google Calendar" }))}`,
          ),
        });
        const googleHref = (await google.getAttribute("href")) ?? "";
        expect(googleHref).toBe(
          `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
        );
        expect(googleHref).toContain("cid=webcal%3A%2F%2Fchapter.example.org%2F");
        expect(new URL(googleHref).searchParams.get("cid")).toBe(webcal);

        const outlook = section.getByRole("link", {
          name: new RegExp(`^${escaped(text(language, "subscribeIn", { app: "Outlook" }))}`),
        });
        const outlookHref = new URL((await outlook.getAttribute("href")) ?? "");
        expect(outlookHref.origin + outlookHref.pathname).toBe(
          "https://outlook.live.com/calendar/0/addfromweb",
        );
        expect(outlookHref.searchParams.get("url")).toBe(feed);
        expect(outlookHref.searchParams.get("name")).toBe(text(language, "calendarName"));
        expect(outlookHref.search).toContain(`url=${encodeURIComponent(feed)}`);
        for (const link of [google, outlook]) {
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        }

        const address = section.getByRole("textbox", { name: text(language, "subscribeAddress") });
        await expect(address).toHaveValue(feed);
        await expect(address).not.toBeEditable();

        const kinds = section
          .getByRole("list", { name: text(language, "subscribeKinds") })
          .getByRole("link");
        await expect(kinds).toHaveText(
          fixtureTexts(kindCalendars, language).map((kind) => text(language, kind)),
        );
        for (const link of await kinds.all()) {
          expect(await link.getAttribute("href")).toMatch(
            new RegExp(
              `^webcal://chapter\\.example\\.org${localized("/events", language)}/[a-z-]+s\\.ics$`,
            ),
          );
        }
      });
      await test.step("links to feeds the site serves as calendars", async () => {
        const section = page.getByRole("region", { name: text(language, "subscribeHeading") });
        const hrefs = [
          await section
            .getByRole("link", { name: text(language, "subscribe"), exact: true })
            .getAttribute("href"),
          ...(await section
            .getByRole("list", { name: text(language, "subscribeKinds") })
            .getByRole("link")
            .evaluateAll((links) => links.map((link) => link.getAttribute("href")))),
        ];
        for (const href of hrefs) {
          const response = await page.request.get(new URL(href ?? "").pathname);
          expect(response.status(), href ?? "").toBe(200);
          expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
          expect(response.headers()["cache-control"]).toBe("no-cache");
          expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
        }
        // Every event, the cancelled one marked so; a kind's feed holds only that kind.
        const all = await (await page.request.get(new URL(feed).pathname)).text();
        expect(all.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(11);
        expect(all).toContain("\r\nUID:robotics-cup@chapter.example.org\r\n");
        expect(all).toContain("\r\nSTATUS:CANCELLED\r\n");
        const competitions = await (
          await page.request.get(localized("/events/competitions.ics", language))
        ).text();
        expect(competitions.match(/\r\nUID:[^\r]+/g)).toEqual([
          "\r\nUID:robotics-cup@chapter.example.org",
        ]);
      });
      await test.step("hold the weekly meeting once, as a weekly rule that a calendar library expands to its Tuesdays", async () => {
        const served = [
          localized("/events.ics", language),
          localized("/events/meetings.ics", language),
          localized("/weekly-meeting.ics", language),
        ];
        for (const path of served) {
          const response = await page.request.get(path);
          expect(response.status(), path).toBe(200);
          const calendar = new ICAL.Component(ICAL.parse(await response.text()));
          for (const zone of calendar.getAllSubcomponents("vtimezone")) {
            ICAL.TimezoneService.register(new ICAL.Timezone(zone));
          }
          const meetings = calendar
            .getAllSubcomponents("vevent")
            .filter((event) =>
              String(event.getFirstPropertyValue("uid")).startsWith("weekly-meeting@"),
            );
          expect(meetings, path).toHaveLength(1);
          const meeting = new ICAL.Event(meetings[0]);
          expect(meeting.isRecurring()).toBe(true);
          const iterator = meeting.iterator();
          const starts: string[] = [];
          for (let next = iterator.next(); next && starts.length < 6; next = iterator.next()) {
            starts.push(next.toJSDate().toISOString());
          }
          // 18:20 in Italy every Tuesday, summer time then winter time; the 21 October skipped.
          expect(starts, path).toEqual([
            "2025-09-30T16:20:00.000Z",
            "2025-10-07T16:20:00.000Z",
            "2025-10-14T16:20:00.000Z",
            "2025-10-28T17:20:00.000Z",
            "2025-11-04T17:20:00.000Z",
            "2025-11-11T17:20:00.000Z",
          ]);
        }
      });
    });

    test("works without JavaScript, on a phone, in both colour schemes", async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const section = page.getByRole("region", { name: text(language, "subscribeHeading") });
      await section.scrollIntoViewIfNeeded();
      // Nothing wider than the screen; the whole address shows, wrapped.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      const address = section.getByRole("textbox", { name: text(language, "subscribeAddress") });
      expect(
        await address.evaluate(
          (field) =>
            field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight + 1,
        ),
      ).toBe(true);
      await expectNoSeriousViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expectNoSeriousViolations(page, colourRules);

      await withoutJavaScript(browser, path, async (staticPage) => {
        const staticSection = staticPage.getByRole("region", {
          name: text(language, "subscribeHeading"),
        });
        await expect(
          staticSection.getByRole("link", { name: text(language, "subscribe"), exact: true }),
        ).toBeVisible();
        await expect(
          staticSection.getByRole("textbox", { name: text(language, "subscribeAddress") }),
        ).toHaveValue(feed);
      });
    });
  });
}
