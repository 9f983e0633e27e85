import { Link } from "react-router";
import { translatorFor } from "~/i18n/i18n";
import { languageInfo, languages } from "~/config/languages";
import { pagePath } from "~/lib/paths";
import type { Route } from "./+types/not-found";
import buttons from "~/styles/buttons.module.css";
import styles from "./not-found.module.css";

export const meta: Route.MetaFunction = () => [
  { title: languages.map((language) => translatorFor(language)("notFoundTitle")).join(" · ") },
  { name: "robots", content: "noindex" },
];

/**
 * The page for any unknown address, in every language at once: one static `404.html` serves
 * `/anything` and `/it/anything` alike, so it cannot know which language the visitor reads.
 */
export default function NotFound() {
  return (
    <div className={styles.page}>
      {languages.map((language, index) => {
        const t = translatorFor(language);
        const Heading = index === 0 ? "h1" : "h2";
        return (
          <section key={language} lang={languageInfo[language].tag} className={styles.block}>
            <Heading className={styles.heading}>{t("notFoundTitle")}</Heading>
            <p>{t("notFoundText")}</p>
            <Link to={pagePath("home", language)} className={buttons.primary} reloadDocument>
              {t("notFoundHome")}
            </Link>
          </section>
        );
      })}
    </div>
  );
}
