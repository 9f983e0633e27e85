/**
 * The chapter's own languages, as its identity lists them (app/config/identity.yaml at the
 * project's root), for the checks that run on the chapter's build (tests/built-site, the specs of
 * the "chapter content" browser project, scripts/nginx-check.mjs, tests/serve): they hold for any
 * chapter, in English and Italian as in English and German or English alone. The browser specs
 * read the fixture's languages through app/config/languages.ts (SITE_ROOT), so these read the
 * file themselves (by its schema, tools/identity-file.ts), whatever SITE_ROOT says. Scripts load
 * this module first (tsx's `tsImport`), so it gives app/config/ its values itself.
 */
import "../../tools/give-site-identity.ts";
import { join } from "node:path";
import { knownLanguages } from "../../app/config/known-languages";
import type { Language } from "../../app/config/languages";
import { readIdentityForTools } from "../../tools/identity-file";

const root = join(import.meta.dirname, "..", "..");

/** The chapter's languages, the default (at `/`) first. */
export const chapterLanguages: readonly Language[] = readIdentityForTools(root).languages ?? ["en"];

/** The language of the chapter's unprefixed addresses. */
export const chapterDefault: Language = chapterLanguages[0] ?? "en";

/** The language a check of "another language" takes: the second listed, none on a site in one
 * language (where such checks are skipped with `oneLanguage` as the reason, or check that there
 * is no other language). */
export const otherLanguage: Language | undefined = chapterLanguages[1];

/** Why a check of another language does not run. */
export const oneLanguage = "the chapter's site has one language: no other language to check";

/** A path of the chapter's site in a language: `/events` → `/de/events`, `/` → `/de`. */
export function chapterPath(path: string, language: Language): string {
  if (language === chapterDefault) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/** The folder of a language's pages in the build: "" for the default, "/de" for another. */
export const chapterFolder = (language: Language) => chapterPath("", language);

/** A language's own name, as the language menu shows it: "Deutsch". */
export const nativeName = (language: Language) => knownLanguages[language].nativeName;
