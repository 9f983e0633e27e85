/**
 * The home page as one designed sequence (issues 33 and 41): each figure said once, the headline
 * never over the picture (or on a ground that keeps it readable), seven sections at most in the
 * order a visitor decides (the story, mission, vision and map are the About page's), and sections
 * of different weight.
 */
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { languages, localized } from "./support";
import { escaped, fixtureFigures, text } from "./texts";

for (const language of languages) {
  // One load of the home page: each check reads it as loaded, without a scroll or a change.
  test(`says each figure once, in its figures or in a sentence; is seven sections at most, in the order a visitor decides (${language})`, async ({
    page,
  }) => {
    await page.goto(localized("/", language));
    const main = page.getByRole("main");
    await test.step("says each figure once, in its figures or in a sentence", async () => {
      // The figures the page shows as figures: none of them twice.
      const shown = await main.locator("dl dd").allInnerTexts();
      const figureValues = fixtureFigures(language).map((figure) => figure.value);
      const shownFigures = shown
        .map((value) => value.trim())
        .filter((value) => figureValues.includes(value));
      expect(shownFigures.length).toBeGreaterThanOrEqual(3);
      expect(new Set(shownFigures).size).toBe(shownFigures.length);
      // And nowhere else on the page: not in a text, not in the mission's whole text (closed, but
      // on the page). Times are left out ("18:00" is no figure); figures of one digit too, as
      // the content check does ("2" is too often something else).
      const words = (await main.evaluate((element) => element.textContent ?? "")).replace(
        /\d{1,2}:\d\d/g,
        " ",
      );
      for (const { name, value } of fixtureFigures(language)) {
        if (!/\d{2}/.test(value)) continue;
        const pattern = new RegExp(`(?<![\\d.,])${escaped(value)}(?!\\d|[.,]\\d)`, "g");
        const count = words.match(pattern)?.length ?? 0;
        expect(count, `${name} (${value}) is said ${count} times`).toBeLessThanOrEqual(1);
      }
    });
    await test.step("is seven sections at most, in the order a visitor decides", async () => {
      // Each part of the page by its first heading: the promise (h1), then the sections (h2).
      const parts = await main.evaluate((element) =>
        [...element.children].map(
          (child) => child.querySelector("h1, h2")?.textContent?.trim() ?? child.tagName,
        ),
      );
      expect(parts.length).toBeLessThanOrEqual(7);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(parts[0]!);
      expect(parts.slice(1)).toEqual(
        (
          [
            "nextEvent",
            "whyJoin",
            "voicesHeading",
            "lifeInTheChapter",
            "partnerWithUs",
            "associationFigures",
          ] as const
        ).map((key) => text(language, key)),
      );
      // The story, mission, vision and map are the About page's, not the home page's.
      for (const key of ["aboutus", "mission", "vision", "whereWeAre"] as const) {
        await expect(
          main.getByRole("heading", { name: text(language, key), exact: true }),
        ).toHaveCount(0);
      }
      await expect(main.getByRole("img", { name: text(language, "mapAlt") })).toHaveCount(0);
    });
  });
}

/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance([red, green, blue]: readonly number[]): number {
  const channel = (value: number) => {
    const unit = value / 255;
    return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(red!) + 0.7152 * channel(green!) + 0.0722 * channel(blue!);
}

function contrast(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

for (const width of [320, 390, 768, 1024, 1280, 1440, 1920]) {
  test(`the headline stands clear of the picture, or on a ground that keeps it readable, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 800 : Math.round(width * 0.6) });
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    const picture = page.locator("main img").first();
    const [headingBox, pictureBox] = [await heading.boundingBox(), await picture.boundingBox()];
    expect(headingBox && pictureBox).toBeTruthy();
    const intersects =
      headingBox!.x < pictureBox!.x + pictureBox!.width &&
      pictureBox!.x < headingBox!.x + headingBox!.width &&
      headingBox!.y < pictureBox!.y + pictureBox!.height &&
      pictureBox!.y < headingBox!.y + headingBox!.height;
    // The ground behind the words, measured: the heading's box with its text hidden, every pixel
    // against the text's colour.
    const colour = await heading.evaluate((element) => {
      const value = getComputedStyle(element).color;
      element.style.color = "transparent";
      element.style.textShadow = "none";
      return value;
    });
    const rgb = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const shot = await page.screenshot({ clip: headingBox! });
    const { data, info } = await sharp(shot)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const text = luminance(rgb);
    let lowest = Infinity;
    for (let offset = 0; offset < data.length; offset += info.channels) {
      lowest = Math.min(lowest, contrast(text, luminance([...data.subarray(offset, offset + 3)])));
    }
    expect(
      !intersects || lowest >= 4.5,
      `the headline ${intersects ? "is over" : "is clear of"} the picture; lowest contrast ${lowest.toFixed(2)}`,
    ).toBe(true);
    expect(lowest).toBeGreaterThanOrEqual(4.5);
  });
}
