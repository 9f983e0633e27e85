/**
 * What the site publishes holds no placeholder: in the copy of hard-content.test.ts (the fixture
 * content, built as on 20 October 2025, the fixture site's day), a placeholder is planted in every
 * text of every content file (tests/support/planted-placeholders.ts: every text field of the
 * schemas, found by walking them), its headlines' long words too (long-words.ts leaves room for
 * it). Every published file is read, pages (their meta tags, JSON-LD and islands' props), calendar
 * files and feeds, the sitemap and robots.txt: wherever a planted text shows, its placeholders are
 * filled, and no `{{` is left anywhere but in the CMS's own files.
 *
 * A build rather than the views alone: what reaches a visitor goes through route loaders, meta
 * functions, components, calendars and the islands' props, and a text can slip past any of them
 * (the steps of an event page were shown as the file wrote them, `{{button}}` and all). The
 * content as the views read it is checked for every field whatever the day in
 * app/server/filled-texts.test.ts; here, what one day's build publishes of it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { parse, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { eventFiles, namedFiles } from "../../app/lib/content-collections";
import { adminFolder } from "../../tools/cms-admin";
import { plantPlaceholders, type PlantedText } from "../support/planted-placeholders";
import { filesUnder } from "../support/files-under";
import type { ServedCopy } from "../support/project-copy";

/** The files a build writes that are not text: pictures, fonts, documents, the CMS's
 * WebAssembly, and the compressed twins of the others. */
const binary = new Set([
  ...[".avif", ".webp", ".jpg", ".jpeg", ".png", ".gif", ".ico"],
  ...[".woff2", ".pdf", ".wasm", ".gz", ".br"],
]);

/** Every published text file but the CMS's (`/admin/`, whose code and configuration name
 * placeholders by right), by its path in the site, with its content; a calendar's folded lines
 * joined. */
function publishedTexts(client: string): { file: string; content: string }[] {
  return filesUnder(client)
    .map((path) => ({ path, file: `/${relative(client, path)}` }))
    .filter(({ file }) => !binary.has(extname(file)) && !file.startsWith(`/${adminFolder}/`))
    .map(({ path, file }) => ({
      file,
      content: readFileSync(path, "utf8").replace(/\r?\n[ \t]/g, ""),
    }));
}

/** Characters written as `%XX` in an address (an e-mail's subject, a map's search), read. */
const decodedAddress = (text: string) =>
  text.replace(/(%[0-9A-F]{2})+/gi, (encoded) => {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  });

/** The words after a position of a published file, as a reader finds them: markup left out,
 * entities, addresses' and a calendar's escapes read, spaces as spaces. */
function wordsAfter(content: string, at: number): string {
  return decodedAddress(content.slice(at, at + 300))
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\\([,;\\])/g, "$1")
    .replace(/\s+/g, " ");
}

/** Plants a placeholder in every text of the copy at `dir`, before its build: what it planted. */
export function plantEveryPlaceholder(dir: string): PlantedText[] {
  const planted = plantPlaceholders(dir);
  // The one event whose page has steps and benefits has ended by the day of the build: they
  // are shown after it too, so that the build publishes them.
  const levels = join(dir, eventFiles.folder, "levels.yaml");
  const event = parse(readFileSync(levels, "utf8")) as { page: Record<string, { shown?: string }> };
  for (const list of ["steps", "benefits"]) event.page[list]!.shown = "always";
  writeFileSync(levels, stringify(event, { lineWidth: 0 }));
  return planted;
}

/** The test, on the copy's build: `planted` gives what `plantEveryPlaceholder` planted. */
export function placeholderTests(site: ServedCopy, planted: () => PlantedText[]) {
  describe("a placeholder planted in every text of every content file, built", () => {
    it("is filled wherever its text is published", () => {
      const texts = publishedTexts(site.client);
      // Pages in three languages, calendar files and feeds, the sitemap, robots.txt.
      expect(texts.filter(({ file }) => file.endsWith(".html")).length).toBeGreaterThan(30);
      expect(texts.filter(({ file }) => file.endsWith(".ics")).length).toBeGreaterThan(30);
      const byToken = new Map(planted().map((text) => [text.token, text]));
      // Each planted text left unfilled, once, with the first file that publishes it so.
      const unfilled = new Map<PlantedText, string>();
      const shown = new Set<PlantedText>();
      for (const { file, content } of texts) {
        for (const { 0: token, index } of content.matchAll(/Pz\d+q/g)) {
          const text = byToken.get(token);
          if (!text) continue;
          shown.add(text);
          const after = wordsAfter(content, index + token.length);
          if (!after.startsWith(` ${text.value}`) && !unfilled.has(text)) {
            unfilled.set(
              text,
              `${text.file}: ${text.at}: ${file}: "${token}${after.slice(0, 30)}"`,
            );
          }
        }
      }
      expect([...unfilled.values()]).toEqual([]);
      // Nor any other placeholder, from the content or from the interface's texts.
      const left = texts.flatMap(({ file, content }) =>
        [...content.matchAll(/\{\{/g)].map(
          ({ index }) => `${file}: ${content.slice(Math.max(0, index - 60), index + 40)}`,
        ),
      );
      expect(left).toEqual([]);
      // What the day's pages show of them: the steps of an event page, and texts of every kind of
      // file that has any.
      const shownFields = new Set([...shown].map((text) => `${text.file}: ${text.field}`));
      expect(shownFields).toContain(`${eventFiles.folder}/levels.yaml: page.steps.items`);
      const kinds = new Set(
        [...shown].map((text) => (text.file.startsWith(eventFiles.folder) ? "events" : text.file)),
      );
      expect([...kinds].sort()).toEqual(
        [
          "events",
          namedFiles.identity.file,
          namedFiles.team.file,
          namedFiles.quotes.file,
          namedFiles.home.file,
          namedFiles.partners.file,
        ].sort(),
      );
    });
  });
}
