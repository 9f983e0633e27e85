import { useRef, type FocusEvent, type KeyboardEvent, type ToggleEvent } from "react";
import { Link, useLocation } from "react-router";
import gbFlagUrl from "~/assets/flags/gb.svg";
import itFlagUrl from "~/assets/flags/it.svg";
import { usePopoverOpen } from "~/components/popover/use-popover-open";
import { useTranslation } from "~/i18n/i18n";
import { useLanguageAlternates } from "./use-language-alternates";
import { languageStorageKey } from "~/lib/language-detection";
import { languageInfo, languages, type Language } from "~/config/languages";
import styles from "./language-menu.module.css";

const flags: Record<Language, string> = { en: gbFlagUrl, it: itFlagUrl };

const menuId = "language-menu";

/** Remembers the visitor's choice; storage may be disabled, which changes nothing else. */
function storeLanguage(language: Language) {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode or disabled storage: the choice lasts for this page only.
  }
}

/**
 * The flag button and its menu of languages (the WAI-ARIA menu button pattern, with one
 * `menuitemradio` per language). Each item is a link to the same page in that language, so the
 * menu works without JavaScript: the native popover opens it and closes it on Escape or a click
 * outside. The handlers add what the pattern asks for: focus on the checked item when it opens,
 * arrow keys, Home and End, focus back on the button, and closing when focus leaves.
 */
export function LanguageMenu() {
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

  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const to = event.relatedTarget as Node | null;
    if (to && !menuRef.current?.contains(to) && to !== buttonRef.current) {
      menuRef.current?.hidePopover();
    }
  };

  const choose = (language: Language) => {
    storeLanguage(language);
    menuRef.current?.hidePopover();
  };

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        popoverTarget={menuId}
        aria-controls={menuId}
        aria-haspopup="menu"
        aria-expanded={open}
      >
        <img src={flags[current]} alt="" width={30} height={20} className={styles.flag} />
        <span className="visually-hidden">{t("languageButtonLabel")}</span>
      </button>
      <ul
        id={menuId}
        ref={menuRef}
        popover="auto"
        role="menu"
        aria-label={t("languageMenuLabel")}
        className={styles.menu}
        onToggle={onToggle}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        {languages.map((language) => (
          <li key={language} role="none">
            <Link
              role="menuitemradio"
              aria-checked={language === current}
              to={{ pathname: alternates[language], search: location.search, hash: location.hash }}
              lang={languageInfo[language].tag}
              hrefLang={languageInfo[language].tag}
              className={styles.item}
              onClick={() => choose(language)}
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
