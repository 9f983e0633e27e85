/**
 * The interface words of every language: one file per language beside this one, named by its
 * code (`en.ts`, `it.ts`, `de.ts`), found by name so that adding a language edits no code.
 * English (en.ts) is the typed source of truth; each other file exports `const <code>: Messages`.
 * The build's content check stops on a listed language without its file or with a missing word
 * (server/content.server.ts, `messageProblems`).
 */
import { knownLanguages } from "../config/known-languages.ts";
import { languages, type Language } from "../config/languages.ts";
import { en, type Messages } from "./en.ts";

type MessageModule = Record<string, unknown>;

/** The message files Vite bundles (every build, the dev server and Vitest); the CMS's bundler
 * writes the same call out (tools/cms-admin.ts). */
function bundledFiles(): Record<string, MessageModule> | undefined {
  try {
    return import.meta.glob<MessageModule>("./[a-z][a-z].ts", { eager: true });
  } catch {
    // Outside Vite (scripts run by tsx, the browser tests' runner) there is no `import.meta.glob`.
    return undefined;
  }
}

/** The same files, required one by one where Vite is not there to bundle them: Node's loaders
 * of TypeScript (tsx, the browser tests' runner) read them. */
function requiredFiles(): Record<string, MessageModule> {
  const files: Record<string, MessageModule> = {};
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const module = node?.getBuiltinModule?.("node:module") as
    { createRequire(from: string): (id: string) => unknown } | undefined;
  if (!module) return files;
  const require = module.createRequire(import.meta.url);
  for (const code of Object.keys(knownLanguages)) {
    const file = `./${code}.ts`;
    try {
      files[file] = require(file) as MessageModule;
    } catch {
      // No file of interface words for that language.
    }
  }
  return files;
}

const files = bundledFiles() ?? requiredFiles();

/** The path of a language's file of interface words, from the project's folder. */
export function messageFile(language: string): string {
  return `app/i18n/${language}.ts`;
}

/** Every file of interface words there is, by language: its `const <code>` as it is written. */
export const messageFiles: Partial<Record<Language, Record<string, unknown>>> = Object.fromEntries(
  Object.entries(files).flatMap(([path, module]) => {
    const code = /^\.\/([a-z]{2})\.ts$/.exec(path)?.[1];
    const words = code ? module[code] : undefined;
    return code && typeof words === "object" && words !== null ? [[code, words]] : [];
  }),
);

/**
 * The interface words of each of the site's languages. A listed language whose file is missing
 * or incomplete is reported by the build's content check before any page is made; until then its
 * missing words are English, so that the development server keeps running.
 */
export const messages = Object.fromEntries(
  languages.map((language) => [language, { ...en, ...messageFiles[language] } as Messages]),
) as Record<Language, Messages>;

/** The words of a language whether or not the site lists it (the tests read any file). */
export function messagesOf(language: Language): Messages {
  return { ...en, ...messageFiles[language] } as Messages;
}
