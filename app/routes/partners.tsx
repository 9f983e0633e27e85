import { RichText } from "~/components/rich-text/rich-text";
import { Section } from "~/components/section/section";
import { SponsorGrid } from "~/components/sponsors/sponsor-grid";
import { identity } from "~/config/identity";
import { useTranslation } from "~/i18n/i18n";
import { pageMeta } from "~/i18n/page-meta";
import { requestedPage } from "~/lib/paths";
import { mailtoHref } from "~/lib/safe-links";
import { pageTexts } from "~/server/content-text.server";
import { sponsorLogo } from "~/server/pictures.server";
import { defaultSocialImage, siteContent } from "~/server/site-content.server";
import type { Route } from "./+types/partners";
import buttons from "~/styles/buttons.module.css";
import styles from "./partners.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta("partners", location.pathname, loaderData?.socialImage);

export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  const content = siteContent();
  const texts = pageTexts(content.identity, language);
  return {
    socialImage: defaultSocialImage(language),
    collaborations: texts.blocks(content.pages.partners.collaborations[language]),
    sponsors: content.sponsors.map((sponsor, index) => ({
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
        <div className={styles.intro}>
          <RichText blocks={loaderData.collaborations} />
        </div>
        <a href={mailtoHref(identity.emails.partners)} className={buttons.primary}>
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
