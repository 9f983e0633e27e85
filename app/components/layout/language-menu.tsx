import { useRef, type KeyboardEvent, type ToggleEvent } from "react";
import { Link, useLocation } from "react-router";
import gbFlagUrl from "~/assets/flags/gb.svg";
import itFlagUrl from "~/assets/flags/it.svg";
import { usePopoverOpen } from "~/hooks/use-popover-open";
import { useTranslation } from "~/i18n/i18n";
import { usePageScripts } from "~/hooks/use-page-scripts";
import { languageChoiceAttribute } from "~/lib/language-detection";
import { useLanguageAlternates } from "~/hooks/use-language-alternates";
import { languageInfo, languages, type Language } from "~/config/languages";
import styles from "./language-menu.module.css";

const flags: Record<Language, string> = { en: gbFlagUrl, it: itFlagUrl };

const menuId = "language-menu";

/**
 * The flag button and its list of languages. Each item is a link to the same page in that
 * language, in a native popover that opens on the button and closes on Escape or a click outside,
 * with or without JavaScript; the page's inline language script remembers the choice when one is
 * followed (lib/language-detection.ts).
 *
 * On a page without scripts it is a disclosure: Tab moves through the links. On a page that runs
 * React it follows the WAI-ARIA menu button pattern (one `menuitemradio` per language), whose
 * handlers add what that pattern promises: focus on the checked item when it opens, arrow keys,
 * Home and End, and focus back on the button. On both, the page's inline popover script closes it
 * when focus leaves it (lib/popover-focus.ts).
 */
export function LanguageMenu() {
  const asMenu = usePageScripts();
  const { t, language: current } = useTranslation();
  const location = useLocation();
  const alternates = useLanguageAlternates();
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = usePopoverOpen(menuRef);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>("a") ?? []);

  const onToggle = (event: ToggleEvent<HTMLUListElement>) => {
    if (event.newState === "open") {
      const links = items();
      (links.find((link) => link.getAttribute("aria-checked") === "true") ?? links[0])?.focus();
    } else if (
      !document.activeElement ||
      document.activeElement === document.body ||
      menuRef.current?.contains(document.activeElement)
    ) {
      buttonRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = items();
    const index = links.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (index + 1) % links.length,
      ArrowUp: (index - 1 + links.length) % links.length,
      Home: 0,
      End: links.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    links[target]?.focus();
  };

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        popoverTarget={menuId}
        aria-controls={menuId}
        aria-haspopup={asMenu ? "menu" : undefined}
        aria-expanded={open}
      >
        <img src={flags[current]} alt="" width={30} height={20} className={styles.flag} />
        <span className="visually-hidden">{t("languageButtonLabel")}</span>
      </button>
      <ul
        id={menuId}
        ref={menuRef}
        popover="auto"
        role={asMenu ? "menu" : undefined}
        aria-label={t("languageMenuLabel")}
        className={styles.menu}
        {...(asMenu && { onToggle, onKeyDown })}
      >
        {languages.map((language) => (
          <li key={language} role={asMenu ? "none" : undefined}>
            <Link
              {...(asMenu
                ? { role: "menuitemradio", "aria-checked": language === current }
                : { "aria-current": language === current ? "true" : undefined })}
              {...{ [languageChoiceAttribute]: language }}
              to={{ pathname: alternates[language], search: location.search, hash: location.hash }}
              lang={languageInfo[language].tag}
              hrefLang={languageInfo[language].tag}
              className={styles.item}
              onClick={() => menuRef.current?.hidePopover()}
            >
              <img
                src={flags[language]}
                alt=""
                width={30}
                height={20}
                loading="lazy"
                className={styles.flag}
              />
              {languageInfo[language].nativeName}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
