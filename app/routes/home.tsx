import mapEnUrl from "~/assets/generated/europe-map-en.svg";
import mapItUrl from "~/assets/generated/europe-map-it.svg";
import banner from "~/assets/photos/banner.jpg?picture=hero";
import groupOne from "~/assets/photos/group-1.jpg?picture=photo";
import groupTwo from "~/assets/photos/group-2.jpg?picture=photo";
import { Hero } from "~/components/home/hero";
import { StatementCard } from "~/components/home/statement-card";
import { Picture } from "~/components/picture/picture";
import { Section } from "~/components/section/section";
import { site } from "~/content/site";
import { useTranslation } from "~/i18n/i18n";
import { translatedMeta } from "~/i18n/page-meta";
import type { Language } from "~/lib/languages";
import { splitLocalizedPath } from "~/lib/paths";
import { absoluteUrl } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

export const meta: Route.MetaFunction = ({ location }) => [
  ...translatedMeta(location.pathname, "homeTitle", "homeDescription"),
  {
    "script:ld+json": organizationJsonLd({
      name: site.chapterName,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/apple-touch-icon.png"),
      email: site.email,
      sameAs: [site.social.instagram, site.social.linkedin],
      parent: site.organisation,
      city: site.city.name[splitLocalizedPath(location.pathname).language],
    }),
  },
];

/** The map's city label is translated, so each language has its own drawing. */
const mapUrls: Record<Language, string> = { en: mapEnUrl, it: mapItUrl };

export default function Home() {
  const { t, language } = useTranslation();
  return (
    <>
      <Hero
        picture={banner}
        alt={t("bannerAlt")}
        heading={t("homeHeading")}
        intro={t("homeIntro")}
      />

      <Section id="about-us" heading={t("aboutus")}>
        <p className={styles.lead}>{t("aboutustext")}</p>
      </Section>

      <div className={styles.statements}>
        <StatementCard
          heading={t("mission")}
          tagline={t("missionTagline")}
          text={t("missiontext")}
        />
        <StatementCard heading={t("vision")} tagline={t("visionTagline")} text={t("visiontext")} />
      </div>

      <Section id="where-we-are" heading={t("whereWeAre")}>
        <div className={styles.map}>
          <p>{t("whereWeAreText")}</p>
          <img
            src={mapUrls[language]}
            alt={t("mapAlt")}
            width={800}
            height={700}
            loading="lazy"
            decoding="async"
            className={styles.mapImage}
          />
        </div>
      </Section>

      <Section id="life-in-the-chapter" heading={t("lifeInTheChapter")}>
        <div className={styles.photos}>
          <Picture
            picture={groupOne}
            alt={t("groupPhotoOneAlt")}
            sizes="(min-width: 48rem) min(34rem, 50vw), 100vw"
            className={styles.photo}
          />
          <Picture
            picture={groupTwo}
            alt={t("groupPhotoTwoAlt")}
            sizes="(min-width: 48rem) min(34rem, 50vw), 100vw"
            className={styles.photo}
          />
        </div>
      </Section>
    </>
  );
}
