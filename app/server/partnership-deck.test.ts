/**
 * The partnership deck made from the fixture content, opened as a reader opens it (pdf.js): its
 * slides, its words in each language, its size.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { fixtureContent } from "../../tests/support/fixture-content";
import { fixtureSiteToday } from "../../tests/support/fixture-build";
import { fixtureSite } from "../../tests/support/project-copy";
import { translatorFor } from "../i18n/i18n";
import { formatFigure } from "../lib/figures";
import { siteClock } from "./clock.server";
import { deckContent, renderDeck, type DeckContent } from "./partnership-deck.server";

const now = siteClock({ SITE_TODAY: fixtureSiteToday }).now;

/** Each page's text, as pdf.js extracts it (spaces between runs removed, as a reader's search). */
async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join("")
        .replace(/\s+/g, " "),
    );
  }
  await pdf.destroy();
  return pages;
}

const decks = new Map<string, Promise<{ data: DeckContent; bytes: Uint8Array }>>();
function deck(language: "en" | "it" | "de") {
  if (!decks.has(language)) {
    decks.set(
      language,
      deckContent(fixtureContent, language, now, fixtureSite).then(async (data) => ({
        data,
        bytes: await renderDeck(data),
      })),
    );
  }
  return decks.get(language)!;
}

const squash = (text: string) => text.replace(/\s+/g, " ");

describe("the partnership deck", () => {
  it.each(["en", "it"] as const)(
    "is a PDF of several slides in %s, with the chapter's figures and formats in that language",
    async (language) => {
      const { bytes } = await deck(language);
      const t = translatorFor(language);
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
      expect(bytes.byteLength).toBeLessThan(1024 * 1024);
      const pages = await pagesText(bytes);
      expect(pages.length).toBeGreaterThan(3);
      const all = pages.join("\n");
      const partners = fixtureContent.pages.partners;
      for (const name of partners.figures) {
        const figure = fixtureContent.identity.figures.find((f) => f.name === name)!;
        expect(all).toContain(formatFigure(figure, language));
        expect(all).toContain(squash(figure.label[language]));
      }
      for (const format of partners.formats) {
        expect(all).toContain(squash(format.title[language]));
        for (const gets of format.gets[language]) expect(all).toContain(squash(gets));
      }
      for (const heading of [
        "audienceFigures",
        "collaborationFormats",
        "pastCollaborations",
        "yourContact",
      ] as const) {
        expect(all).toContain(t(heading));
      }
      expect(all).toContain("corporate@example.org");
    },
  );

  it("writes the figures as the language does: 1,500+ in English, 1.500+ in Italian", async () => {
    const [english, italian] = await Promise.all([deck("en"), deck("it")]);
    expect((await pagesText(english.bytes)).join()).toContain("1,500+");
    expect((await pagesText(italian.bytes)).join()).toContain("1.500+");
  });

  it("holds the past collaborations with their outcomes, partners' words and every logo", async () => {
    const { data, bytes } = await deck("en");
    const all = (await pagesText(bytes)).join("\n");
    expect(data.pastCollaborations.length).toBeGreaterThan(0);
    for (const collaboration of data.pastCollaborations) {
      expect(all).toContain(squash(collaboration.title));
      for (const partner of collaboration.partners) {
        for (const outcome of partner.outcomes) expect(all).toContain(squash(outcome));
      }
    }
    expect(data.quotes.length).toBeGreaterThan(0);
    expect(all).toContain(squash(data.quotes[0]!.name));
    expect(data.logos).toHaveLength(fixtureContent.sponsors.length);
    const images = new TextDecoder("latin1").decode(bytes).match(/\/Subtype \/Image/g) ?? [];
    // Each sponsor's logo and the chapter's own.
    expect(images.length).toBeGreaterThanOrEqual(fixtureContent.sponsors.length + 1);
  });

  it("draws Greek and Cyrillic in the site's font, beside Latin", async () => {
    const { data } = await deck("en");
    const bytes = await renderDeck({
      ...data,
      language: "el",
      words: { ...data.words, workWithUs: "Συνεργαστείτε μαζί μας" },
      intro: "Φοιτητές 2026 · Студенти · Łódź",
    });
    const all = (await pagesText(bytes)).join("\n");
    expect(all).toContain("Συνεργαστείτε μαζί μας");
    expect(all).toContain("Φοιτητές 2026 · Студенти · Łódź");
    const fonts = new TextDecoder("latin1").decode(bytes).match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g);
    expect(new Set(fonts?.map((font) => font.split("+")[1]))).toEqual(
      new Set(["Inter-Regular", "Inter-Bold"]),
    );
  });

  it("is still a deck for a new chapter without partners, words or a contact yet", async () => {
    const { data } = await deck("en");
    const bytes = await renderDeck({
      ...data,
      logo: undefined,
      audience: [],
      pastCollaborations: [],
      quotes: [],
      logos: [],
      contact: { email: "partners@example.org" },
    });
    const pages = await pagesText(bytes);
    // Cover, audience, formats and contact.
    expect(pages).toHaveLength(4);
    expect(pages.at(-1)).toContain("partners@example.org");
    expect(pages.join()).not.toContain(translatorFor("en")("pastCollaborations"));
  });
});
