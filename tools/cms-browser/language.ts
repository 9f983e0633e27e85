/**
 * The language of the CMS's interface, one of the site's languages (or English: the ten it has
 * words in, tools/cms-browser/words.ts): the one a board member chose with the button at the
 * bottom left (kept in this browser), else the browser's first of them, else the site's first
 * language. Decap CMS then reads the configuration in that language (`config.pt.yml`, labels and
 * hints in Portuguese, `locale: pt` for its own words), and a few of its own words are put right.
 */
import { adminConfigFiles } from "./admin-files";
import {
  cmsLanguages,
  cmsTexts,
  decapLocales,
  decapPhrases,
  firstCmsLanguage,
  languageNameIn,
  type CmsLanguage,
} from "./words";

/** Where the choice is kept, in this browser's storage for the site. */
export const cmsLanguageKey = "cms-language";

function interfaceLanguage(code: string | null | undefined): CmsLanguage | undefined {
  return cmsLanguages.find((language) => language === code);
}

export function chosenLanguage(
  stored: string | null,
  preferred: readonly string[],
  fallback: CmsLanguage = firstCmsLanguage,
): CmsLanguage {
  const choice = interfaceLanguage(stored);
  if (choice) return choice;
  for (const tag of preferred) {
    const code = interfaceLanguage(tag.toLowerCase().split("-")[0]);
    if (code) return code;
  }
  return fallback;
}

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(cmsLanguageKey);
  } catch {
    return null;
  }
}

/** The language asked for in the address (`/admin/?language=it`), which the button sets too. */
const languageParameter = "language";

export function cmsLanguage(): CmsLanguage {
  const asked = new URLSearchParams(window.location.search).get(languageParameter);
  return chosenLanguage(asked ?? storedChoice(), navigator.languages ?? [navigator.language]);
}

/** Decap CMS's own words that read badly, corrected in each language (the languages of their own
 * file: its `decap`). Its "New" button's plus sign is a full-width character many computers have
 * no font for: a plain one here. */
const phrases: Record<CmsLanguage, Record<string, unknown>> = {
  ...decapPhrases,
  en: {
    collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
    editor: {
      editorToolbar: {
        // Decap says "Changes saved" on a form nobody has touched, a new one included.
        changesSaved: "No unsaved changes",
      },
    },
    ui: { toast: { onFailToPersist: "Not saved. %{details}" } },
  },
  it: {
    collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
    editor: {
      editorToolbar: { changesSaved: "Nessuna modifica da salvare" },
      editorControl: { field: { optional: "facoltativo" } },
    },
    mediaLibrary: {
      mediaLibraryModal: {
        upload: "Carica",
        download: "Scarica",
        chooseSelected: "Scegli la selezionata",
        deleteSelected: "Elimina la selezionata",
      },
    },
    ui: { toast: { onFailToPersist: "Non salvato. %{details}" } },
  },
};

function deepMerge(
  base: Record<string, unknown>,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === "object" && current && typeof current === "object"
        ? deepMerge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return merged;
}

interface LocaleRegistry {
  getLocale(name: string): Record<string, unknown> | undefined;
  registerLocale(name: string, phrases: Record<string, unknown>): void;
}

/** Sets up the CMS's page for a language before the CMS starts. */
export function useLanguage(cms: LocaleRegistry, language: CmsLanguage) {
  document.documentElement.lang = language;
  const locale = decapLocales[language];
  cms.registerLocale(locale, deepMerge(cms.getLocale(locale) ?? {}, phrases[language]));
  const link = document.createElement("link");
  link.rel = "cms-config-url";
  link.type = "text/yaml";
  link.href = adminConfigFiles[language];
  document.head.append(link);
}

/** The button that shows the CMS in its next language (the page reloads; Decap CMS asks first
 * when something is not saved). None when the CMS has one language on this site. */
export function languageSwitch(language: CmsLanguage) {
  const next = cmsLanguages[(cmsLanguages.indexOf(language) + 1) % cmsLanguages.length];
  if (!next || next === language) return;
  const button = document.createElement("button");
  button.type = "button";
  button.id = "cms-language";
  button.lang = next;
  button.textContent = languageNameIn(next, next);
  button.title = cmsTexts[language].otherInterfaceHint(languageNameIn(next, language));
  button.addEventListener("click", () => {
    try {
      window.localStorage.setItem(cmsLanguageKey, button.lang);
    } catch {
      // Storage refused (private mode): the address keeps the choice.
    }
    const address = new URL(window.location.href);
    address.searchParams.set(languageParameter, button.lang);
    window.location.assign(address.toString());
  });
  document.body.append(button);
}
