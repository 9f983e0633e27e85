import { Action } from "~/components/action/action";
import { identity } from "~/lib/identity";
import { translatorFor, useTranslation } from "~/i18n/i18n";
import { joinUsLink } from "~/lib/join-us";
import { defaultLanguage, languageInfo, languages, type Language } from "~/config/languages";
import { basePath } from "~/lib/base-path";
import { pagePath } from "~/lib/paths";
import styles from "./not-found-page.module.css";

/**
 * On the default language's not-found page, which some hosts (GitHub Pages) serve for every
 * unknown address, the other languages' messages wait hidden; this inline script shows the one
 * the address's first folder names (`/it/...`), hides the default one and gives the document
 * that language and title. Without scripts, or under the default language's folder, the default
 * language's message stays. Plain ES5; the build hashes it for the Content-Security-Policy.
 */
function chooseLanguageScript(base: string): string {
  return [
    "(function(){var b=" + JSON.stringify(base.replace(/\/$/, "")) + ",p=location.pathname;",
    "if(p.indexOf(b)===0)p=p.slice(b.length);",
    "var l=p.split('/')[1],e=document.querySelector('[data-not-found=\"'+l+'\"]');",
    "if(!e||!e.hidden)return;",
    "var a=document.querySelectorAll('[data-not-found]');",
    "for(var i=0;i<a.length;i++)a[i].hidden=a[i]!==e;",
    "document.documentElement.lang=e.getAttribute('lang');",
    "document.title=e.getAttribute('data-title')})()",
  ].join("");
}

/**
 * The page for any unknown address, in the language of the folder it is under: what happened,
 * and where to go instead: the events (the main action), joining, and the home page. One is
 * prerendered per language (`404.html`, `it/404.html`); the default language's also holds the
 * others' messages, hidden, for hosts that serve it for every address (chooseLanguageScript).
 */
export function NotFoundPage() {
  const { language } = useTranslation();
  const shown = language === defaultLanguage ? languages : [language];
  return (
    <div className={styles.page}>
      {shown.map((each: Language) => {
        const t = translatorFor(each);
        const own = each === language;
        return (
          <section
            key={each}
            lang={languageInfo[each].tag}
            data-not-found={each}
            data-title={t("notFoundTitle")}
            hidden={!own}
            className={styles.block}
          >
            <p className={styles.code} aria-hidden="true">
              404
            </p>
            <h1 className={styles.heading}>{t("notFoundTitle")}</h1>
            <p className={styles.text}>{t("notFoundText")}</p>
            <p className={styles.text}>{t("notFoundNext")}</p>
            <div className={styles.actions}>
              <Action
                kind="events"
                weight="primary"
                to={pagePath("events", each)}
                language={each}
              />
              <Action
                kind="join"
                weight="secondary"
                {...joinUsLink(identity, t("joinUsSubject"))}
                language={each}
              />
              <Action kind="home" weight="link" to={pagePath("home", each)} language={each} />
            </div>
          </section>
        );
      })}
      {shown.length > 1 && (
        <script dangerouslySetInnerHTML={{ __html: chooseLanguageScript(basePath) }} />
      )}
    </div>
  );
}
