import { createContext, useContext, type ReactNode } from "react";
import { site } from "~/content/site";
import type { Language } from "~/lib/languages";
import { en, type Messages } from "./en";
import { it } from "./it";
import { createTranslate, type TextValues, type Translate } from "./translate";

export const messages: Record<Language, Messages> = { en, it };

/** Values every text may use, such as `{{chapter}}`, taken from the identity configuration. */
export function identityVariables(language: Language): TextValues {
  return {
    chapter: site.chapterName,
    organisation: site.organisation.name,
    university: site.university.name,
    universityWithArticle: site.university.italianNameWithArticle,
    city: site.city.name[language],
    country: site.city.country[language],
    year: site.copyrightYear,
  };
}

const translators = new Map<Language, Translate>();

/** The translate function of a language, for code outside components (such as `meta`). */
export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslate(messages[language], identityVariables(language));
    translators.set(language, translate);
  }
  return translate;
}

const LanguageContext = createContext<Language | null>(null);

/** Makes a page's language, and so its texts, available to every component inside. */
export function TranslationProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language of the page being rendered. */
export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error("useLanguage() needs a <TranslationProvider> above it");
  return language;
}

/** The texts of the page's language: `const { t } = useTranslation(); t("ourteam")`. */
export function useTranslation(): { t: Translate; language: Language } {
  const language = useLanguage();
  return { t: translatorFor(language), language };
}
