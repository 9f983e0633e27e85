import { useRef } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "~/i18n/i18n";
import { languageChoiceAttribute } from "~/lib/language-detection";
import { useLanguageAlternates } from "~/hooks/use-language-alternates";
import { languageInfo, languages } from "~/config/languages";
import styles from "./language-menu.module.css";

const menuId = "language-menu";

/**
 * The language button (the language's code) and its list of the site's languages, a
 * disclosure: each item is a link to the same page
 * in that language, in a native popover that opens on the button and closes on Escape or a click
 * outside, with or without JavaScript; Tab moves through the links, and the page's inline popover
 * script closes it when focus leaves it (lib/popover-focus.ts). The page's inline language script
 * remembers the choice when one is followed (lib/language-detection.ts). Not a `menu`: that role
 * promises arrow keys, which a page without scripts cannot give.
 */
export function LanguageMenu() {
  const { t, language: current } = useTranslation();
  const location = useLocation();
  const alternates = useLanguageAlternates();
  const menuRef = useRef<HTMLUListElement>(null);

  return (
    <div className={styles.wrapper}>
      {/* A language is not a country: no flags. Its code, and its name in the button's name,
          "Language: English (EN)", which holds the words a visitor sees. */}
      <button
        type="button"
        className={styles.button}
        popoverTarget={menuId}
        aria-controls={menuId}
        aria-label={`${t("languageButtonLabel")} (${languageInfo[current].abbreviation})`}
      >
        <span className={styles.code}>{languageInfo[current].abbreviation}</span>
      </button>
      <ul
        id={menuId}
        ref={menuRef}
        popover="auto"
        aria-label={t("languageMenuLabel")}
        className={styles.menu}
      >
        {languages.map((language) => (
          <li key={language}>
            <Link
              aria-current={language === current ? "true" : undefined}
              {...{ [languageChoiceAttribute]: language }}
              to={{ pathname: alternates[language], search: location.search, hash: location.hash }}
              lang={languageInfo[language].tag}
              hrefLang={languageInfo[language].tag}
              className={styles.item}
              onClick={() => menuRef.current?.hidePopover()}
            >
              <span className={styles.itemCode} aria-hidden="true">
                {languageInfo[language].abbreviation}
              </span>
              {languageInfo[language].nativeName}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
