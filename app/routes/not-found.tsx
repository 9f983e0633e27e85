import { Action } from "~/components/action/action";
import { translatorFor, useTranslation } from "~/i18n/i18n";
import { defaultLanguage, languageInfo, languages, type Language } from "~/config/languages";
import { pagePath, splitLocalizedPath } from "~/lib/paths";
import type { Route } from "./+types/not-found";
import styles from "./not-found.module.css";

/**
 * The languages the not-found page speaks, its own first. One is prerendered per language
 * (`404.html`, `it/404.html`), and hosts serve each for the unknown addresses under its folder;
 * the root one is also all that some hosts (GitHub Pages) serve for `/it/...`, so it says its
 * message in every language.
 */
function notFoundLanguages(language: Language): Language[] {
  return language === defaultLanguage
    ? [language, ...languages.filter((other) => other !== language)]
    : [language];
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: notFoundLanguages(splitLocalizedPath(location.pathname).language)
      .map((language) => translatorFor(language)("notFoundTitle"))
      .join(" · "),
  },
  { name: "robots", content: "noindex" },
];

/** The page for any unknown address, in the language of the folder it is under. */
export default function NotFound() {
  const { language } = useTranslation();
  return (
    <div className={styles.page}>
      {notFoundLanguages(language).map((shown, index) => {
        const t = translatorFor(shown);
        const Heading = index === 0 ? "h1" : "h2";
        return (
          <section
            key={shown}
            lang={shown === language ? undefined : languageInfo[shown].tag}
            className={styles.block}
          >
            <Heading className={styles.heading}>{t("notFoundTitle")}</Heading>
            <p>{t("notFoundText")}</p>
            <Action kind="home" weight="primary" to={pagePath("home", shown)} language={shown} />
          </section>
        );
      })}
    </div>
  );
}
