/**
 * The longest dates of every shipped language fit a phone's event card at 320 px, the narrowest
 * screen the site is made for: each piece a line may not break inside (a date, a year joined by
 * a word, hours, a label with the first word it is tied to) is drawn in the site's font and size
 * in Chromium and measured against the card's text column. The days on a card and a page
 * (EventDays) and the `{{date}}` placeholder of an event's texts break into the same pieces
 * (lib/date-pieces.ts): the placeholder, one piece before, cut "terça-feira, 9 de fevereiro de
 * 202" at 390 px.
 */
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Identity } from "~/lib/identity-schema";
import type { Language } from "~/config/languages";
import { eventPlaceholders } from "~/content-texts/event-placeholders";
import { messagesOf } from "~/i18n/messages";
import { dayPieces } from "~/lib/date-pieces";
import { formatEventDays, formatEventHours, localInstant } from "~/lib/dates";
import { unbreakableEnd, unbreakableStart } from "~/lib/placeholders";
import type { EventContent } from "~/lib/content-schema";
import { testBrowserLaunch } from "../../../tests/support/test-browser";

const shipped: Language[] = ["pt", "el", "pl", "ro", "fr", "es", "nl", "de", "it", "en"];
const zone = "Europe/Lisbon";

/** The text column of an event card at 320 px: the page's column (320 px less 1rem each side)
 * less the card's padding (--space-4, 1.5rem, each side). The event page's facts are wider. */
const cardText = 320 - 2 * 16 - 2 * 24;

/** Every day of a year (each month has every weekday), each day's hours, and the longest ranges of each kind. */
function longestDays(language: Language): string[] {
  const days: string[] = [];
  for (let day = 0; day < 366; day++) {
    const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
    const start = localInstant(`${date}T18:00`, zone);
    days.push(formatEventDays(start, localInstant(`${date}T21:00`, zone), language, zone));
    const end = new Date(Date.UTC(2027, 0, 3 + day)).toISOString().slice(0, 10);
    days.push(formatEventDays(start, localInstant(`${end}T12:00`, zone), language, zone));
    const nextYear = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
    days.push(formatEventDays(start, localInstant(`${nextYear}T12:00`, zone), language, zone));
  }
  return days;
}

/** The pieces a line may not break inside, as the site draws them: a date and a year joined by a
 * word (EventDays), the weekday with the label "When:" it follows (tied by a no-break space). */
function cardPieces(language: Language): { text: string; bold?: string }[] {
  const when = messagesOf(language).when;
  const pieces = new Map<string, { text: string; bold?: string }>();
  for (const days of longestDays(language)) {
    dayPieces(days).forEach(({ weekday, date, year }, index) => {
      for (const text of [date, year]) if (text) pieces.set(text, { text });
      if (index === 0) {
        const first = weekday ?? date.split(" ")[0] ?? "";
        pieces.set(`${when} ${first}`, { bold: `${when}:\u00a0`, text: first });
      }
    });
  }
  const hours = formatEventHours(
    localInstant("2027-02-09T18:00", zone),
    localInstant("2027-02-09T21:30", zone),
    language,
    zone,
  );
  if (hours) pieces.set(hours, { text: hours });
  return [...pieces.values()];
}

/** The unbreakable pieces of the `{{date}}` placeholder's value, for each day of a year. */
function placeholderPieces(language: Language): string[] {
  const pieces = new Set<string>();
  for (let day = 0; day < 366; day++) {
    const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
    const value = eventPlaceholders.date!.value({
      event: { start: `${date}T18:00`, end: `${date}T21:00` } as EventContent,
      identity: { timeZone: zone } as Identity,
      language,
    });
    for (const match of value.matchAll(
      new RegExp(`${unbreakableStart}([^${unbreakableEnd}]*)${unbreakableEnd}`, "g"),
    )) {
      pieces.add((match[1] ?? "").replaceAll("\\", ""));
    }
  }
  return [...pieces];
}

const fonts = fileURLToPath(new URL("../../assets/fonts/", import.meta.url));
let browser: Browser;
let folder: string;
/** The pieces of each language, and their widths, measured on one page. */
const measuredPieces = new Map<Language, { text: string; bold?: string; width: number }[]>();

beforeAll(async () => {
  browser = await chromium.launch(testBrowserLaunch);
  folder = mkdtempSync(join(tmpdir(), "date-fit-"));
  const all = shipped.flatMap((language) =>
    [...cardPieces(language), ...placeholderPieces(language).map((text) => ({ text }))].map(
      (piece) => ({ language, ...piece }),
    ),
  );
  const measured = await widths(all);
  all.forEach(({ language, ...piece }, index) => {
    measuredPieces.set(language, [
      ...(measuredPieces.get(language) ?? []),
      { ...piece, width: Math.ceil(measured[index] ?? 0) },
    ]);
  });
});
afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The width in pixels of each piece, one line each, in the site's font at its body size. */
async function widths(pieces: { text: string; bold?: string }[]): Promise<number[]> {
  const face = (file: string) =>
    `@font-face { font-family: "Inter Variable"; font-weight: 100 900; src: url("${pathToFileURL(join(fonts, file)).href}") format("woff2"); }`;
  const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
  const file = join(folder, "fit.html");
  writeFileSync(
    file,
    `<!doctype html><meta charset="utf-8"><style>
${["inter-latin-wght-normal.woff2", "inter-latin-ext-wght-normal.woff2", "inter-greek-wght-normal.woff2"].map(face).join("\n")}
body { font-family: "Inter Variable", sans-serif; font-size: 17px; }
span { white-space: nowrap; }
</style><body></body>`,
  );
  await page.goto(pathToFileURL(file).href);
  const measured = await page.evaluate(async (pieces) => {
    const spans = pieces.map(({ text, bold }) => {
      const line = document.createElement("div");
      const span = document.createElement("span");
      if (bold) {
        const label = document.createElement("b");
        label.textContent = bold;
        span.append(label);
      }
      span.append(text);
      line.append(span);
      document.body.append(line);
      return span;
    });
    await document.fonts.ready;
    const loaded = [...document.fonts].every((font) => font.status !== "error");
    return { loaded, widths: spans.map((span) => span.getBoundingClientRect().width) };
  }, pieces);
  await page.close();
  expect(measured.loaded).toBe(true);
  return measured.widths;
}

describe("the longest dates of each language at 320 px", () => {
  for (const language of shipped) {
    it(`fit an event card's text column in ${language}`, () => {
      const pieces = measuredPieces.get(language) ?? [];
      expect(pieces.length).toBeGreaterThan(10);
      expect(pieces.filter(({ width }) => width > cardText)).toEqual([]);
    });
  }
});
