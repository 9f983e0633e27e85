import { Section } from "~/components/section/section";
import { SponsorGrid } from "~/components/sponsors/sponsor-grid";
import { loadSponsors } from "~/content/load.server";
import { sponsorLogo } from "~/content/pictures.server";
import { site } from "~/content/site";
import { useTranslation } from "~/i18n/i18n";
import { translatedMeta } from "~/i18n/page-meta";
import type { Route } from "./+types/partners";
import buttons from "~/styles/buttons.module.css";
import styles from "./partners.module.css";

export const meta: Route.MetaFunction = ({ location }) =>
  translatedMeta(location.pathname, "partnersTitle", "partnersDescription");

export function loader() {
  return {
    sponsors: loadSponsors().map((sponsor, index) => ({
      url: sponsor.url,
      name: sponsor.name,
      number: index + 1,
      logo: sponsorLogo(sponsor.logo),
    })),
  };
}

/** Collaborations with companies, and the sponsors' logos. */
export default function Partners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <Section id="collaborations" heading={t("collaborations")} level={1}>
        <p className={styles.intro}>{t("collaborationstext")}</p>
        <a href={`mailto:${site.emails.corporate}`} className={buttons.primary}>
          {t("becomePartner")}
        </a>
      </Section>
      <Section id="our-partners" heading={t("ourpartners")}>
        <SponsorGrid
          sponsors={loaderData.sponsors.map((sponsor) => ({
            url: sponsor.url,
            logo: sponsor.logo,
            alt: sponsor.name ?? t("sponsorAlt", { number: sponsor.number }),
          }))}
        />
      </Section>
    </>
  );
}
