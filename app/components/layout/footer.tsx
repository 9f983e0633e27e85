import { Link } from "react-router";
import { useTranslation } from "~/i18n/i18n";
// The icons are white only, LinkedIn's letters cut out, so that they show the footer's colour,
// the chapter's (no comment in the files: a published SVG is a picture only).
import instagramIconUrl from "~/assets/icons/instagram.svg";
import linkedinIconUrl from "~/assets/icons/linkedin.svg";
import whatsappIconUrl from "~/assets/icons/whatsapp.svg";
import { ExternalLink } from "~/components/external-link/external-link";
import { identity, socialProfiles as givenProfiles } from "~/lib/identity";
import { pageIds, type PageId } from "~/config/pages";
import type { MessageKey } from "~/i18n/en";
import { pageTextKeys } from "~/i18n/page-texts";
import { pagePath } from "~/lib/paths";
import type { ChapterLogo } from "~/types/picture";
import { ChapterLogoImage } from "./chapter-logo-image";
import styles from "./footer.module.css";

/** A link of the footer: a page of this site (in the page's language), or another site. */
type FooterLink = { label: MessageKey } & ({ page: PageId } | { href: string });

const icons = {
  instagram: instagramIconUrl,
  linkedin: linkedinIconUrl,
  whatsappGroup: whatsappIconUrl,
} as const;

/** The profiles the identity gives (a new chapter may have none yet: then no column, no icon). */
const socialProfiles: { href: string; label: MessageKey; icon: string }[] = givenProfiles().map(
  ({ name, url }) => ({ href: url, label: name, icon: icons[name] }),
);

/** The site's own pages, with the bar's words for them. */
const sitePages: FooterLink[] = pageIds.flatMap((page) => {
  const label = pageTextKeys[page].navigation;
  return label ? [{ page, label }] : [];
});

const organisationSite = identity.organisation.url;
const privacyPolicy = identity.links?.privacyPolicy;

/** The columns with something to link: a link the identity does not give yet is left out, and
 * a column left without links with it. */
const allColumns: { heading: MessageKey; links: FooterLink[] }[] = [
  { heading: "footerSite", links: sitePages },
  {
    heading: "footerAbout",
    // The specification's "link to the chapter" is this site: its home page.
    links: [
      ...(organisationSite ? [{ href: organisationSite, label: "organisationSite" as const }] : []),
      { page: "home", label: "chapterLink" },
    ],
  },
  { heading: "footerFollowUs", links: socialProfiles },
  {
    heading: "footerLegal",
    links: privacyPolicy ? [{ href: privacyPolicy, label: "privacyPolicy" }] : [],
  },
];
const columns = allColumns.filter((column) => column.links.length > 0);

/** Where a demonstration's line leads, after the repository's address when the identity names
 * one: "Start your chapter" in its board guide, as GitHub shows the file on the default branch
 * (`HEAD`, whatever the branch is called). */
const startYourChapterPath = "/blob/HEAD/docs/board-guide.md#start-your-chapter";

/**
 * The one quiet line of a demonstration site (identity.yaml, `demonstration: true`): the
 * chapter and its values are examples. In the footer, never over content (decision 0034).
 */
function DemonstrationNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.demonstration} data-demonstration="">
      {t("demonstrationNotice")}
      {identity.repository && (
        <>
          {" "}
          <ExternalLink
            href={`${identity.repository}${startYourChapterPath}`}
            className={styles.link}
          >
            {t("demonstrationLink")}
          </ExternalLink>
        </>
      )}
    </p>
  );
}

/** The footer: the site's pages, then the specification's three columns of links (about, follow
 * us, legal), the chapter's logo (`logo`: the identity's, root.tsx) beside the copyright line
 * (`year`: the year of the build, root.tsx) and the social icons. */
export function Footer({ year, logo }: { year?: number; logo?: ChapterLogo }) {
  const { t, language } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {columns.map(({ heading, links }) => (
          <section key={heading} className={styles.column} aria-labelledby={`footer-${heading}`}>
            <h2 id={`footer-${heading}`} className={styles.heading}>
              {t(heading)}
            </h2>
            <ul className={styles.list}>
              {links.map((link) => (
                <li key={link.label}>
                  {"page" in link ? (
                    <Link to={pagePath(link.page, language)} reloadDocument className={styles.link}>
                      {t(link.label)}
                    </Link>
                  ) : (
                    <ExternalLink href={link.href} className={styles.link}>
                      {t(link.label)}
                    </ExternalLink>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {identity.demonstration && <DemonstrationNotice />}
      <div className={styles.bottom}>
        <div className={styles.signature}>
          {logo && (
            <ChapterLogoImage logo={logo} loading="lazy" className={styles.logo} data-footer-logo />
          )}
          {year !== undefined && <p className={styles.copyright}>{t("copyright", { year })}</p>}
        </div>
        {socialProfiles.length > 0 && (
          <ul className={styles.icons} aria-label={t("socialLinks")}>
            {socialProfiles.map(({ href, label, icon }) => (
              <li key={label}>
                <ExternalLink href={href} className={styles.iconLink}>
                  <img src={icon} alt={t(label)} width={24} height={24} loading="lazy" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
