import { useTranslation } from "~/i18n/i18n";
import instagramIconUrl from "~/assets/icons/instagram.svg";
import linkedinIconUrl from "~/assets/icons/linkedin.svg";
import whatsappIconUrl from "~/assets/icons/whatsapp.svg";
import { ExternalLink } from "~/components/external-link/external-link";
import { identity } from "~/config/identity";
import type { MessageKey } from "~/i18n/en";
import styles from "./footer.module.css";

interface FooterLink {
  href: string;
  label: MessageKey;
}

const socialProfiles: (FooterLink & { icon: string })[] = [
  { href: identity.social.instagram, label: "instagram", icon: instagramIconUrl },
  { href: identity.social.linkedin, label: "linkedin", icon: linkedinIconUrl },
  { href: identity.social.whatsappGroup, label: "whatsappGroup", icon: whatsappIconUrl },
];

const columns: { heading: MessageKey; links: FooterLink[] }[] = [
  {
    heading: "footerAbout",
    links: [
      { href: identity.organisation.url, label: "organisationSite" },
      { href: identity.chapterProfileUrl, label: "chapterLink" },
    ],
  },
  { heading: "footerFollowUs", links: socialProfiles },
  {
    heading: "footerLegal",
    links: [{ href: identity.links.privacyPolicy, label: "privacyPolicy" }],
  },
];

/** The footer: three columns of links, the copyright line and the social icons. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {columns.map(({ heading, links }) => (
          <section key={heading} className={styles.column} aria-labelledby={`footer-${heading}`}>
            <h2 id={`footer-${heading}`} className={styles.heading}>
              {t(heading)}
            </h2>
            <ul className={styles.list}>
              {links.map(({ href, label }) => (
                <li key={label}>
                  <ExternalLink href={href} className={styles.link}>
                    {t(label)}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t("copyright")}</p>
        <ul className={styles.icons} aria-label={t("socialLinks")}>
          {socialProfiles.map(({ href, label, icon }) => (
            <li key={label}>
              <ExternalLink href={href} className={styles.iconLink}>
                <img src={icon} alt={t(label)} width={24} height={24} loading="lazy" />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
