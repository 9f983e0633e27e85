import { Link } from "react-router";
import { EventDays } from "~/components/event-page/event-days";
import { Figures } from "~/components/figures/figures";
import { InlineText, RichText } from "~/components/rich-text/rich-text";
import { Section } from "~/components/section/section";
import { SponsorGrid } from "~/components/sponsors/sponsor-grid";
import { identity } from "~/config/identity";
import { useTranslation } from "~/i18n/i18n";
import { pageMeta } from "~/i18n/page-meta";
import { classifyEvents } from "~/lib/events";
import { requestedPage } from "~/lib/paths";
import { mailtoHref } from "~/lib/safe-links";
import { siteClock } from "~/server/clock.server";
import { pageTexts } from "~/server/content-text.server";
import { namedFigures } from "~/lib/figures";
import { eventListing } from "~/server/event-views.server";
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
  const page = content.pages.partners;
  // Past collaborations: the events run with a partner company that have ended by the build.
  const withPartner = content.events.filter((entry) => entry.event.partner);
  const { now } = siteClock();
  const { past } = classifyEvents(
    withPartner.map((entry) => ({
      ...eventListing(entry, language, content.identity, now),
      partner: entry.event.partner ?? "",
    })),
    now,
  );
  return {
    socialImage: defaultSocialImage(language),
    collaborations: texts.blocks(page.collaborations[language]),
    figures: namedFigures(content.identity.figures, page.figures, language),
    formats: page.formats.map((format) => ({
      title: format.title[language],
      description: texts.inline(format.description[language]),
    })),
    pastCollaborations: past.map((event) => ({
      slug: event.slug,
      title: event.title,
      partner: event.partner,
      days: event.days,
      date: event.badge.date,
      pagePath: event.pagePath,
      outcome: event.outcome,
    })),
    sponsors: content.sponsors.map((sponsor, index) => ({
      url: sponsor.url,
      name: sponsor.name,
      number: index + 1,
      logo: sponsorLogo(sponsor.logo),
    })),
  };
}

/**
 * The page for companies: why to partner with the chapter and its audience in figures, the ways
 * to collaborate, past collaborations (from the events), the sponsors' logos and how to get in
 * touch: an e-mail to the partners address with its subject written. Plain HTML and CSS.
 */
export default function Partners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { figures, formats, pastCollaborations } = loaderData;
  const partnerMail = mailtoHref(identity.emails.partners, t("partnershipSubject"));
  return (
    <>
      <Section id="collaborations" heading={t("collaborations")} level={1}>
        <div className={styles.intro}>
          <RichText blocks={loaderData.collaborations} />
        </div>
        <a href={partnerMail} className={buttons.primary}>
          {t("becomePartner")}
        </a>
        <h2 id="figures-heading" className={styles.subheading}>
          {t("audienceFigures")}
        </h2>
        <Figures figures={figures} />
      </Section>
      <Section id="formats" heading={t("collaborationFormats")}>
        <ul className={styles.formats}>
          {formats.map((format) => (
            <li key={format.title} className={styles.format}>
              <h3 className={styles.formatTitle}>{format.title}</h3>
              <p>
                <InlineText content={format.description} />
              </p>
            </li>
          ))}
        </ul>
      </Section>
      {pastCollaborations.length > 0 && (
        <Section id="past-collaborations" heading={t("pastCollaborations")}>
          <ul className={styles.past}>
            {pastCollaborations.map((event) => (
              <li key={event.slug}>
                {event.pagePath ? (
                  <Link to={event.pagePath} reloadDocument className={styles.pastTitle}>
                    {event.title}
                  </Link>
                ) : (
                  <span className={styles.pastTitle}>{event.title}</span>
                )}{" "}
                <span className={styles.pastPartner}>
                  {t("withPartner", { partner: event.partner })}
                </span>
                <time className={styles.pastDate} dateTime={event.date}>
                  <EventDays days={event.days} />
                </time>
                {event.outcome && (
                  <span className={styles.pastOutcome}>
                    <InlineText content={event.outcome} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="our-partners" heading={t("ourpartners")}>
        <SponsorGrid
          sponsors={loaderData.sponsors.map((sponsor) => ({
            url: sponsor.url,
            logo: sponsor.logo,
            alt: sponsor.name ?? t("sponsorAlt", { number: sponsor.number }),
          }))}
        />
      </Section>
      <Section id="work-with-us" heading={t("workWithUs")}>
        <p className={styles.intro}>{t("workWithUsText")}</p>
        <p className={styles.contact}>
          <a href={partnerMail} className={buttons.primary}>
            {t("becomePartner")}
          </a>
          <span>
            {t("orWriteTo")} <a href={partnerMail}>{identity.emails.partners}</a>
          </span>
        </p>
      </Section>
    </>
  );
}
