import { describe, expect, expectTypeOf, it } from "vitest";
import { languages, type Language } from "../config/languages";
import type { z } from "zod";
import type { focus as focusSchema } from "./schema-fields";
import { inLanguage } from "./in-language";

// A text in each of the site's languages (the tests see the fixture's: more than two).
const localized = (text: string) =>
  Object.fromEntries(languages.map((language) => [language, `${text} (${language})`])) as Record<
    Language,
    string
  >;
const localizedList = (...items: string[]) =>
  Object.fromEntries(
    languages.map((language) => [language, items.map((item) => `${item} (${language})`)]),
  ) as Record<Language, string[]>;

type Focus = z.output<typeof focusSchema>;

const [first = "en", second = first] = languages;

describe("inLanguage", () => {
  it("picks the language's text through nested objects", () => {
    const statement = { tagline: localized("Tagline"), text: { summary: localized("Summary") } };
    expect(inLanguage(statement, second)).toEqual({
      tagline: `Tagline (${second})`,
      text: { summary: `Summary (${second})` },
    });
    expectTypeOf(inLanguage(statement, second)).toEqualTypeOf<{
      tagline: string;
      text: { summary: string };
    }>();
  });

  it("goes through lists of objects, and picks a list in each language as a list", () => {
    const formats = [
      { title: localized("Design sprint"), gets: localizedList("A logo", "A seat") },
      { title: localized("Talk"), gets: localizedList("A room") },
    ];
    const view = inLanguage(formats, first);
    expect(view).toEqual([
      { title: `Design sprint (${first})`, gets: [`A logo (${first})`, `A seat (${first})`] },
      { title: `Talk (${first})`, gets: [`A room (${first})`] },
    ]);
    expectTypeOf(view).toEqualTypeOf<{ title: string; gets: string[] }[]>();
    // A copy: the view does not share the content's lists.
    expect(view[1]?.gets).not.toBe(formats[1]?.gets[first]);
  });

  it("keeps optional fields optional, and leaves out none that is there", () => {
    interface Audience {
      fieldsOfStudy: Record<Language, string[]>;
      yearsOfStudy?: Record<Language, string[]> | undefined;
    }
    const without: Audience = { fieldsOfStudy: localizedList("Design") };
    const withYears: Audience = { ...without, yearsOfStudy: localizedList("First") };
    expect(inLanguage(without, first)).toEqual({ fieldsOfStudy: [`Design (${first})`] });
    expect(inLanguage(without, first)).not.toHaveProperty("yearsOfStudy");
    expect(inLanguage(withYears, first).yearsOfStudy).toEqual([`First (${first})`]);
    expectTypeOf(inLanguage(without, first)).toEqualTypeOf<{
      fieldsOfStudy: string[];
      yearsOfStudy?: string[] | undefined;
    }>();
    const missing = undefined as Audience | undefined;
    expect(inLanguage(missing, first)).toBeUndefined();
    expectTypeOf(inLanguage(missing, first)).toEqualTypeOf<
      { fieldsOfStudy: string[]; yearsOfStudy?: string[] | undefined } | undefined
    >();
  });

  it("leaves what is not a text in each language as it is", () => {
    const focus: Focus = { x: 0.25, y: 0.75 };
    const photo = { image: "hackathon.jpg", alt: localized("Teams at work"), focus };
    const content = { id: "example-systems", figures: ["founded", "members"], count: 3, photo };
    const view = inLanguage(content, first);
    expect(view).toEqual({
      id: "example-systems",
      figures: ["founded", "members"],
      count: 3,
      photo: { image: "hackathon.jpg", alt: `Teams at work (${first})`, focus },
    });
    expectTypeOf(view.photo.focus).toEqualTypeOf<Focus>();
    expectTypeOf(view.count).toEqualTypeOf<number>();
    expect(inLanguage(null, first)).toBeNull();
    expect(inLanguage(true, first)).toBe(true);
  });

  it("does not take an object with a language's key among others for a text", () => {
    const notText = { ...localized("Name"), url: "https://example.com" };
    expect(inLanguage(notText, first)).toEqual(notText);
    const oneLanguage = { en: "Only English", note: "a note" };
    expect(inLanguage(oneLanguage, first)).toEqual(oneLanguage);
    // Nor one whose languages' values are not texts (or not all lists of texts).
    const notTexts = Object.fromEntries(languages.map((language) => [language, 1]));
    expect(inLanguage(notTexts, first)).toEqual(notTexts);
    const mixed = { ...localized("Text"), [first]: ["a list"] };
    expect(inLanguage(mixed, first)).toEqual(mixed);
  });

  it("leaves the content untouched", () => {
    const content = { title: localized("Title"), items: [{ text: localized("Item") }] };
    const copy = structuredClone(content);
    inLanguage(content, second);
    expect(content).toEqual(copy);
  });
});
