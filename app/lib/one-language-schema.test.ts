import { describe, expect, it } from "vitest";
import { z } from "zod";
import { oneLanguageSchema } from "./one-language-schema";
import { localized, localizedList } from "./schema-fields";

const page = z.strictObject({
  heading: localized,
  items: z.array(z.strictObject({ title: localized, gets: localizedList })),
  note: localized.optional(),
  image: z.string(),
});

describe("a schema in one language", () => {
  const one = oneLanguageSchema(page);

  it("takes each text in every language as one text, through objects and lists", () => {
    const written = {
      heading: "Hello",
      items: [{ title: "A workshop", gets: ["a logo", "a talk"] }],
      image: "banner.jpg",
    };
    expect(one.parse(written)).toEqual(written);
  });

  it("keeps the fields' own checks and the strict objects", () => {
    expect(one.safeParse({ heading: " ", items: [], image: "b.jpg" }).success).toBe(false);
    expect(one.safeParse({ heading: "Hello", items: [], image: "b.jpg", extra: "?" }).success).toBe(
      false,
    );
    expect(one.safeParse({ heading: { en: "Hello" }, items: [], image: "b.jpg" }).success).toBe(
      false,
    );
  });
});
