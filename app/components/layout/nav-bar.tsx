import { Link, NavLink, useMatches } from "react-router";
import { ExternalLink } from "~/components/external-link/external-link";
import { identity } from "~/lib/identity";
import { useTranslation } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/en";
import { multilingual } from "~/config/languages";
import { pageIds } from "~/config/pages";
import { pageTextKeys } from "~/i18n/page-texts";
import { joinUsLink } from "~/lib/join-us";
import { holdsMainAction } from "~/lib/page-handle";
import { pagePath } from "~/lib/paths";
import type { ChapterLogo } from "~/types/picture";
import { ChapterLogoImage } from "./chapter-logo-image";
import { LanguageMenu } from "./language-menu";
import styles from "./nav-bar.module.css";

/** The site's own pages in the bar, in the page table's order, with the key of their label. */
const pageLinks = pageIds.flatMap((page) => {
  const label = pageTextKeys[page].navigation;
  return label ? [{ page, label }] : [];
});

/** Other sites in the bar, those the identity gives; they open in a new tab. Joining is the
 * bar's accent action (below: an e-mail to the chapter while there is no membership form). */
const courses = identity.links?.courses;
const externalLinks: { href: string; label: MessageKey }[] = courses
  ? [{ href: courses, label: "courses" }]
  : [];

const menuId = "site-menu";

/**
 * The fixed navigation bar: logo (`logo`, from the identity), page links, external links and the language menu. Below the
 * desktop width the links fold into a "Menu" popover, which needs no JavaScript: the browser
 * tells assistive technology whether it is open (no React runs in the bar of a built page).
 */
export function NavBar({ logo }: { logo?: ChapterLogo }) {
  const { t, language } = useTranslation();
  // An event's page belongs to the events: the bar says so there too.
  const matches = useMatches();
  const onEventPage = matches.some((match) => match.id.startsWith("event-"));
  // A page whose first screen holds its own main action (the home page's promise or the event
  // it leads with, the partners page's invitation, an event's Apply or its way on once ended)
  // keeps the one yellow: the bar's Join us steps back to an outline there (lib/page-handle.ts).
  const pageHasMainAction = matches.some(holdsMainAction);
  const joinClass = `${styles.link} ${styles.join}${pageHasMainAction ? ` ${styles.joinQuiet}` : ""}`;
  const join = joinUsLink(identity, t("joinUsSubject"));

  return (
    <header className={styles.bar}>
      <Link to={pagePath("home", language)} className={styles.brand} reloadDocument data-logo>
        {logo && <ChapterLogoImage logo={logo} className={styles.logo} />}
        <span className={styles.brandName}>{identity.chapterName}</span>
        <span className="visually-hidden">, {t("home")}</span>
      </Link>
      <nav aria-label={t("mainNavigation")} className={styles.nav}>
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget={menuId}
          aria-controls={menuId}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {t("menu")}
        </button>
        <ul id={menuId} popover="auto" className={styles.links}>
          {pageLinks.map(({ page, label }) => (
            <li key={page}>
              {page === "events" && onEventPage ? (
                <Link
                  to={pagePath(page, language)}
                  className={styles.link}
                  aria-current="page"
                  reloadDocument
                >
                  {t(label)}
                </Link>
              ) : (
                <NavLink to={pagePath(page, language)} end className={styles.link} reloadDocument>
                  {t(label)}
                </NavLink>
              )}
            </li>
          ))}
          {externalLinks.map(({ href, label }) => (
            <li key={label}>
              <ExternalLink href={href} className={styles.link}>
                {t(label)}
                <span className={styles.externalMark} aria-hidden="true">
                  ↗
                </span>
              </ExternalLink>
            </li>
          ))}
          <li>
            {join.external ? (
              <ExternalLink href={join.href} className={joinClass}>
                {t("joinus")}
                <span className={styles.externalMark} aria-hidden="true">
                  ↗
                </span>
              </ExternalLink>
            ) : (
              <a href={join.href} className={joinClass}>
                {t("joinus")}
              </a>
            )}
          </li>
        </ul>
      </nav>
      {multilingual && <LanguageMenu />}
    </header>
  );
}
