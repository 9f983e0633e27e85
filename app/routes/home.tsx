import { Action } from "~/components/action/action";
import type { PageHandle } from "~/lib/page-handle";
import { Figures } from "~/components/figures/figures";
import { Hero } from "~/components/home/hero";
import { HomeLeadSection } from "~/components/home/home-lead";
import { PartnerBand } from "~/components/home/partner-band";
import { WhyJoin } from "~/components/home/why-join";
import { SponsorStrip } from "~/components/sponsors/sponsor-strip";
import { Picture } from "~/components/picture/picture";
import { QuoteList } from "~/components/quotes/quote-card";
import { Section } from "~/components/section/section";
import { identity, socialProfiles } from "~/lib/identity";
import { joinUsLink } from "~/lib/join-us";
import { useTranslation } from "~/i18n/i18n";
import { pageMeta } from "~/i18n/page-meta";
import { pagePath, requestedPage, splitLocalizedPath } from "~/lib/paths";
import { column, pictureSizes, shareOf, type PictureBox } from "~/lib/picture-sizes";
import { absoluteUrl } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { siteClock } from "~/server/clock.server";
import { homeView } from "~/server/home-view.server";
import { siteContent } from "~/server/site-content.server";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) => [
  ...pageMeta("home", location.pathname, loaderData?.socialImage),
  {
    "script:ld+json": organizationJsonLd({
      name: identity.chapterName,
      url: absoluteUrl("/"),
      // The identity's logo as the build draws it on the primary colour (tools/icons-plugin.ts):
      // opaque, where the logo itself is white on transparency, and larger than search needs.
      logo: absoluteUrl("/icon-512.png"),
      email: identity.emails.general,
      sameAs: socialProfiles(["instagram", "linkedin"]).map(({ url }) => url),
      parent: identity.organisation,
      city: identity.city.name[splitLocalizedPath(location.pathname).language],
    }),
  },
];

/** Its first screen holds its own main (yellow) action: the bar's Join us is outlined. */
export const handle: PageHandle = { mainActionInFirstScreen: true };

export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  return homeView(siteContent(), language, siteClock());
}

/**
 * The home page, in the order a visitor decides (seven sections at most): the promise and its
 * two actions, the next event, why join and what joining involves, members' and partners' words,
 * life in the chapter, the partners with the invitation to companies, and the figures. The
 * chapter's story, mission, vision, team and map are the About page's (`/about`).
 */
/**
 * The boxes of `count` photos of the chapter's life (home.module.css: as many columns of at least
 * 20rem as fit the column, --space-4 apart, at most three: two from 43.5rem, three from 65rem;
 * the photos fill their width, uncropped).
 */
function photoBoxes(count: number): PictureBox[] {
  const across = (columns: number) => shareOf(column, Math.min(count, columns), "1.5rem");
  return [
    { media: "(min-width: 65rem)", width: across(3) },
    { media: "(min-width: 43.5rem)", width: across(2) },
    { width: column },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { heading, intro, banner, clock, lead, meetingWhere } = loaderData;
  const { sponsors, figures, reasons, joining, partnerPitch, photos } = loaderData;
  const eventsPath = pagePath("events", language);
  const partnersPath = pagePath("partners", language);
  const join = joinUsLink(identity, t("joinUsSubject"));
  return (
    <>
      <Hero
        picture={banner.picture}
        alt={banner.alt}
        focus={banner.focus}
        eyebrow={identity.chapterName}
        heading={heading}
        intro={intro}
        actions={
          <>
            {/* One yellow action in the first screen: this Join us, unless the section under
                it leads with an event and its own main action (Apply, or Learn more). */}
            <Action
              kind="join"
              weight={lead.opens === "event" ? "secondary" : "primary"}
              {...join}
            />
            <Action kind="events" weight="secondary" to={eventsPath} />
          </>
        }
      />

      <HomeLeadSection
        lead={lead}
        meetingWhere={meetingWhere}
        clock={clock}
        eventsPath={eventsPath}
        join={join}
      />

      <Section id="why-join" heading={t("whyJoin")}>
        <WhyJoin reasons={reasons} joining={joining} join={join} />
      </Section>

      {/* Proof: a student's and a partner's words, on a band of their own. */}
      {loaderData.voices.length > 0 && (
        <Section id="voices" heading={t("voicesHeading")} tone="band">
          <QuoteList quotes={loaderData.voices} />
        </Section>
      )}

      <Section id="life-in-the-chapter" heading={t("lifeInTheChapter")}>
        <div className={styles.photos}>
          {photos.map((item) => (
            <Picture
              key={item.picture.img.src}
              picture={item.picture}
              alt={item.alt}
              focus={item.focus}
              sizes={pictureSizes(photoBoxes(photos.length), item.picture.img)}
              className={styles.photo}
            />
          ))}
        </div>
      </Section>

      {/* The partners won and the invitation to the next ones: one band. */}
      <Section id="partners" heading={t("partnerWithUs")} tone="band">
        <PartnerBand pitch={partnerPitch} partnersPath={partnersPath} />
        {sponsors.length > 0 && (
          <SponsorStrip
            sponsors={sponsors.map((sponsor) => ({
              logo: sponsor.logo,
              alt: sponsor.name ?? t("sponsorAlt", { number: sponsor.number }),
            }))}
            partnersPath={partnersPath}
          />
        )}
      </Section>

      <Section id="association-figures" heading={t("associationFigures")} tone="brand">
        <Figures figures={figures} look="band" />
      </Section>
    </>
  );
}
