import { createContext, useContext, type ReactNode } from "react";
import { identity } from "../lib/identity";
import { languageInfo, type Language } from "../config/languages";
import { identityValues } from "../lib/identity-values";
import { messages } from "./messages";
import { createTranslate, type Translate } from "./translate";

const translators = new Map<Language, Translate>();

/** The translate function of a language, for code outside components (such as `meta`). */
export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslate(
      messages[language],
      languageInfo[language].locale,
      identityValues(identity, language),
    );
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
