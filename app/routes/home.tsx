import { Action } from "~/components/action/action";
import { Highlights } from "~/components/events/highlights";
import { Figures } from "~/components/figures/figures";
import { Hero } from "~/components/home/hero";
import { MeetingLine, NextEvent } from "~/components/home/next-event";
import { PartnerBand } from "~/components/home/partner-band";
import { WhyJoin } from "~/components/home/why-join";
import { SponsorStrip } from "~/components/sponsors/sponsor-strip";
import { StatementCard } from "~/components/statement/statement-card";
import { Picture } from "~/components/picture/picture";
import { QuoteList } from "~/components/quotes/quote-card";
import { InlineText, RichText } from "~/components/rich-text/rich-text";
import { Section } from "~/components/section/section";
import { hasMapPosition, identity, socialProfiles } from "~/config/identity";
import { joinUsLink } from "~/lib/join-us";
import type { Language } from "~/config/languages";
import { useTranslation } from "~/i18n/i18n";
import { pageMeta } from "~/i18n/page-meta";
import { homePageSchema } from "~/lib/content-schema";
import { classifyEvents, leadEvents } from "~/lib/events";
import { namedFigures } from "~/lib/figures";
import { pagePath, requestedPage, splitLocalizedPath } from "~/lib/paths";
import { mailtoHref } from "~/lib/safe-links";
import { absoluteUrl } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { figuresNamedIn, localizedTexts } from "~/rules/content-rules";
import { pageTexts } from "~/rules/content-text";
import { siteClock } from "~/server/clock.server";
import { eventListing, recentHighlights } from "~/server/event-views.server";
import { photo, sponsorLogo } from "~/server/pictures.server";
import { defaultSocialImage, siteContent } from "~/server/site-content.server";
import { homeQuotes } from "~/server/voices.server";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) => [
  ...pageMeta("home", location.pathname, loaderData?.socialImage),
  {
    "script:ld+json": organizationJsonLd({
      name: identity.chapterName,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/apple-touch-icon.png"),
      email: identity.emails.general,
      sameAs: socialProfiles(["instagram", "linkedin"]).map(({ url }) => url),
      parent: identity.organisation,
      city: identity.city.name[splitLocalizedPath(location.pathname).language],
    }),
  },
];

export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  const { identity, pages, events, sponsors } = siteContent();
  const home = pages.home;
  const texts = pageTexts(identity, language);
  const statement = (value: typeof home.mission) => ({
    tagline: value.tagline[language],
    summary: texts.inline(value.summary[language]),
  });
  // Each figure once: the partner band shows the partners page's figures that the page has not
  // said yet, in its figures or in a text (the content check keeps the rest from repeating).
  const figureNames = identity.figures.map((figure) => figure.name);
  const said = new Set([
    ...home.figures,
    ...figuresNamedIn(localizedTexts(homePageSchema, home, language), figureNames),
  ]);
  // What the home page leads with, as on the day of the build (the site is rebuilt every night):
  // the flagship or the event open for applications, the next meeting beside it; without one,
  // the latest recaps.
  const clock = siteClock();
  const { now } = clock;
  const { lead: nextEvent, meeting } = leadEvents(
    classifyEvents(
      events.map((entry) => eventListing(entry, language, identity, now)),
      now,
    ).upcoming,
  );
  return {
    socialImage: defaultSocialImage(language),
    // Proof near the top: a student's words and a partner's.
    voices: homeQuotes(siteContent(), language),
    heading: home.heading[language],
    intro: texts.inline(home.intro[language]),
    reasons: home.reasons.map((reason) => ({
      title: reason.title[language],
      text: texts.inline(reason.text[language]),
    })),
    joining: {
      cost: texts.inline(home.joining.cost[language]),
      time: texts.inline(home.joining.time[language]),
      who: texts.inline(home.joining.who[language]),
      afterApplying: texts.blocks(home.joining.afterApplying[language]),
    },
    partnerPitch: texts.inline(home.partnerPitch[language]),
    partnerFigures: namedFigures(
      identity.figures,
      pages.partners.figures.filter((name) => !said.has(name)),
      language,
    ),
    clock,
    nextEvent,
    meeting,
    highlights: nextEvent ? [] : recentHighlights(events, language, identity, now, 3),
    sponsors: sponsors.map((sponsor, index) => ({
      name: sponsor.name,
      number: index + 1,
      logo: sponsorLogo(sponsor.logo),
    })),
    banner: {
      picture: photo(home.banner.image),
      alt: home.banner.alt[language],
      focus: home.banner.focus,
    },
    aboutUs: texts.blocks(home.aboutUs[language]),
    figures: namedFigures(identity.figures, home.figures, language),
    mission: statement(home.mission),
    vision: statement(home.vision),
    whereWeAre: texts.blocks(home.whereWeAre[language]),
    photos: home.photos.map((item) => ({
      picture: photo(item.image),
      alt: item.alt[language],
      focus: item.focus,
    })),
  };
}

/** The map's city label is translated, so each language has its own drawing, and each colour
 * scheme its own colours. */
const mapFiles = import.meta.glob<string>("../assets/generated/europe-map-*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});

/** Whether the identity places the chapter on the map: the plugin draws it only then (a new
 * chapter's identity has no coordinates until the board adds them). */
const showMap = hasMapPosition(identity);

/** The map of a language in a colour scheme, as tools/europe-map-plugin.ts names its files. */
function mapUrl(language: Language, scheme: "light" | "dark"): string {
  const name = `../assets/generated/europe-map-${language}${scheme === "dark" ? "-dark" : ""}.svg`;
  const url = mapFiles[name];
  if (!url) throw new Error(`${name} was not drawn (tools/europe-map-plugin.ts)`);
  return url;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { heading, intro, banner, clock, nextEvent, meeting, highlights } = loaderData;
  const { sponsors, aboutUs, figures } = loaderData;
  const { mission, vision, reasons, joining, partnerPitch, partnerFigures } = loaderData;
  const { whereWeAre, photos } = loaderData;
  const eventsPath = pagePath("events", language);
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
            <Action kind="join" weight="primary" {...join} />
            <Action kind="events" weight="secondary" to={eventsPath} />
          </>
        }
      />

      {/* What the chapter does next (the lead event, with its way to apply, in the first
          screen; the next meeting in a line beside it) or, when nothing is scheduled, what it
          did last. */}
      {nextEvent ? (
        <section id="next-event" aria-labelledby="next-event-heading" className={styles.next}>
          <NextEvent
            heading={{ id: "next-event-heading", text: t("nextEvent") }}
            event={nextEvent}
            clock={clock}
            eventsPath={eventsPath}
            social={[]}
            subscribePath={`${eventsPath}#subscribe`}
          />
          {meeting && <MeetingLine meeting={meeting} eventsPath={eventsPath} />}
        </section>
      ) : (
        <Section
          id="next-event"
          heading={t(highlights.length > 0 ? "recentHighlights" : "nextEvent")}
        >
          {highlights.length > 0 && <Highlights highlights={highlights} />}
          {meeting && <MeetingLine meeting={meeting} eventsPath={eventsPath} />}
          <NextEvent
            clock={clock}
            eventsPath={eventsPath}
            social={socialProfiles(["instagram", "linkedin"]).map(({ name, url }) => ({
              label: t(name),
              url,
            }))}
            subscribePath={`${eventsPath}#subscribe`}
            compact={highlights.length > 0}
          />
        </Section>
      )}

      {/* Proof near the top: a student's and a partner's words, on a band of their own. */}
      {loaderData.voices.length > 0 && (
        <Section id="voices" heading={t("voicesHeading")} tone="band">
          <QuoteList quotes={loaderData.voices} />
        </Section>
      )}

      <Section id="why-join" heading={t("whyJoin")}>
        <WhyJoin reasons={reasons} joining={joining} join={join} />
      </Section>

      {/* The story beside mission and vision, each in a sentence (the whole text one click away,
          on the contact page's "About us"),
          then the association's figures across the page: each figure said once on the page. */}
      <Section id="about-us" heading={t("aboutus")}>
        <div className={styles.about}>
          <div className={styles.lead}>
            <RichText blocks={aboutUs} />
          </div>
          <div className={styles.statements}>
            {(
              [
                ["mission", mission],
                ["vision", vision],
              ] as const
            ).map(([id, statement]) => (
              <StatementCard key={id} heading={t(id)} tagline={statement.tagline}>
                <p className={styles.statementSummary}>
                  <InlineText content={statement.summary} />
                </p>
                <p className={styles.statementMore}>
                  <Action
                    kind="statement"
                    label={id === "mission" ? "missionInFull" : "visionInFull"}
                    weight="link"
                    to={`${pagePath("contact", language)}#${id}`}
                  />
                </p>
              </StatementCard>
            ))}
          </div>
        </div>
      </Section>

      <Section id="association-figures" heading={t("associationFigures")} tone="brand">
        <Figures figures={figures} look="band" />
      </Section>

      {/* The invitation to companies and the partners it has won: one band. */}
      <Section id="partner-with-us" heading={t("partnerWithUs")} tone="band">
        <PartnerBand
          pitch={partnerPitch}
          figures={partnerFigures}
          partnersPath={pagePath("partners", language)}
        />
      </Section>

      {sponsors.length > 0 && (
        <Section id="partners" heading={t("ourPartnersStrip")} tone="band">
          <SponsorStrip
            sponsors={sponsors.map((sponsor) => ({
              logo: sponsor.logo,
              alt: sponsor.name ?? t("sponsorAlt", { number: sponsor.number }),
            }))}
            partnersPath={pagePath("partners", language)}
          />
        </Section>
      )}

      <Section id="where-we-are" heading={t("whereWeAre")}>
        <div className={showMap ? styles.map : styles.mapless}>
          <div className={styles.mapText}>
            <RichText blocks={whereWeAre} />
            <dl className={styles.findUs}>
              <div>
                <dt>{t("findUsCampus")}</dt>
                <dd>
                  {identity.university.name}, {identity.city.name[language]}
                </dd>
              </div>
              <div>
                <dt>{t("findUsEmail")}</dt>
                <dd>
                  <a href={mailtoHref(identity.emails.general)}>{identity.emails.general}</a>
                </dd>
              </div>
            </dl>
            <p className={styles.contacts}>
              <Action kind="contact" weight="link" to={pagePath("contact", language)} />
            </p>
          </div>
          {showMap && (
            <picture>
              <source media="(prefers-color-scheme: dark)" srcSet={mapUrl(language, "dark")} />
              <img
                src={mapUrl(language, "light")}
                alt={t("mapAlt")}
                width={800}
                height={700}
                loading="lazy"
                decoding="async"
                className={styles.mapImage}
              />
            </picture>
          )}
        </div>
      </Section>

      <Section id="life-in-the-chapter" heading={t("lifeInTheChapter")}>
        <div className={styles.photos}>
          {photos.map((item) => (
            <Picture
              key={item.picture.img.src}
              picture={item.picture}
              alt={item.alt}
              focus={item.focus}
              sizes="(min-width: 48rem) min(34rem, 50vw), 100vw"
              className={styles.photo}
            />
          ))}
        </div>
      </Section>
    </>
  );
}
