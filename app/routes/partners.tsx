import { PageTitle } from "~/components/page-title/page-title";
import type { PageHandle } from "~/lib/page-handle";
import { Action } from "~/components/action/action";
import { Audience } from "~/components/partners/audience";
import { PastCollaborationList } from "~/components/partners/past-collaboration-list";
import { FormatCards } from "~/components/partners/format-cards";
import { PartnerContact } from "~/components/partners/partner-contact";
import { Figures } from "~/components/figures/figures";
import { QuoteList } from "~/components/quotes/quote-card";
import { RichText } from "~/components/rich-text/rich-text";
import { Section } from "~/components/section/section";
import { SponsorGrid } from "~/components/sponsors/sponsor-grid";
import { identity } from "~/lib/identity";
import { useTranslation } from "~/i18n/i18n";
import { pageMeta } from "~/i18n/page-meta";
import { inLanguage } from "~/lib/in-language";
import { requestedPage } from "~/lib/paths";
import { mailtoHref } from "~/lib/safe-links";
import { siteClock } from "~/server/clock.server";
import { pastCollaborations } from "~/server/past-collaborations.server";
import { pageTexts } from "~/content-texts/content-text";
import { namedFigures } from "~/lib/figures";
import { formatNumber } from "~/lib/numbers";
import { sponsorLogo } from "~/server/pictures.server";
import { defaultSocialImage, siteContent } from "~/server/site-content.server";
import { deckView } from "~/server/deck.server";
import { partnerContact } from "~/server/partner-contact.server";
import { quoteViews } from "~/server/quotes.server";
import type { Route } from "./+types/partners";
import styles from "./partners.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta("partners", location.pathname, loaderData?.socialImage);

/** Its first screen holds its own main (yellow) action: the bar's Join us is outlined. */
export const handle: PageHandle = { mainActionInFirstScreen: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  const content = siteContent();
  const texts = pageTexts(content.identity, language);
  const page = inLanguage(content.pages.partners, language);
  const { now } = siteClock();
  const past = pastCollaborations(content, language, now);
  return {
    socialImage: defaultSocialImage(),
    collaborationsText: texts.blocks(page.collaborationsText),
    // The chapter's own figures (the content check refuses the network's), then how many fields
    // its students study, counted from the list below them.
    figures: namedFigures(content.identity.figures, page.figures, language),
    fieldsOfStudy: page.audience && {
      count: page.audience.fieldsOfStudy.length,
      value: formatNumber(page.audience.fieldsOfStudy.length, language),
    },
    audience: page.audience,
    deck: await deckView(content, language),
    formats: page.formats.map((format) => ({
      ...format,
      description: texts.inline(format.description),
    })),
    pastCollaborations: past,
    quotes: quoteViews(content, language).filter((quote) => quote.from === "partner"),
    contact: partnerContact(content.team, language),
    sponsors: content.sponsors.map((sponsor, index) => ({
      url: sponsor.url,
      name: sponsor.name,
      number: index + 1,
      logo: sponsorLogo(sponsor.logo),
    })),
  };
}

/**
 * The page for companies, evidence first: why to partner with the chapter and the deck; the
 * students they meet (the chapter's own figures, and who they are); the partners' logos; the
 * ways to collaborate and what each gives; past collaborations and what came of them (from the
 * events' recaps); partners' own words; and the one person to write to, with the e-mail's
 * subject saying where it came from. Plain HTML and CSS.
 */
export default function Partners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { fieldsOfStudy, audience, deck, formats, pastCollaborations, quotes, contact } =
    loaderData;
  const figures = fieldsOfStudy
    ? [
        ...loaderData.figures,
        {
          value: fieldsOfStudy.value,
          label: t("fieldsOfStudyCount", { count: fieldsOfStudy.count }),
        },
      ]
    : loaderData.figures;
  // One address for every partnership e-mail of the page: the person's, else the chapter's.
  const email = contact?.email ?? identity.emails.partners;
  const partnerMail = mailtoHref(email, t("partnershipSubject"));
  return (
    <>
      {/* The bar's word for the page; the specification's "Collaborations" heads its first
          section (docs/design-system.md, "Names"). */}
      <PageTitle>{t("partners")}</PageTitle>
      <Section id="collaborations" heading={t("partnershipPitch")}>
        <div className={styles.intro}>
          <RichText blocks={loaderData.collaborationsText} />
        </div>
        <p className={styles.actions}>
          <Action kind="partner" weight="primary" href={partnerMail} />
          {deck && (
            <Action
              kind="deck"
              weight="secondary"
              href={deck.url}
              type="application/pdf"
              values={{ size: deck.size }}
            />
          )}
        </p>
        {figures.length > 0 && (
          <>
            <h3 id="figures-heading" className={styles.subheading}>
              {t("audienceFigures")}
            </h3>
            <Figures figures={figures} />
          </>
        )}
        {audience && (
          <Audience
            heading={t("audienceHeading")}
            lists={[
              { label: t("fieldsOfStudy"), items: audience.fieldsOfStudy },
              { label: t("universitiesList"), items: audience.universities },
              ...(audience.yearsOfStudy
                ? [{ label: t("yearsOfStudy"), items: audience.yearsOfStudy }]
                : []),
            ]}
          />
        )}
      </Section>
      {/* A new chapter has no partner yet: no empty grid, the invitation below says the rest. */}
      {loaderData.sponsors.length > 0 && (
        <Section id="our-partners" heading={t("ourpartners")}>
          <SponsorGrid
            sponsors={loaderData.sponsors.map((sponsor) => ({
              url: sponsor.url,
              logo: sponsor.logo,
              alt: sponsor.name ?? t("sponsorAlt", { number: sponsor.number }),
            }))}
          />
        </Section>
      )}
      <Section id="formats" heading={t("collaborationFormats")}>
        <FormatCards
          formats={formats.map((format) => ({
            ...format,
            href: mailtoHref(email, t("formatSubject", { format: format.title })),
          }))}
          getsLabel={t("formatGets")}
        />
      </Section>
      {pastCollaborations.length > 0 && (
        <Section id="past-collaborations" heading={t("pastCollaborations")}>
          <PastCollaborationList
            pastCollaborations={pastCollaborations}
            withPartner={(partner) => t("withPartner", { partner })}
          />
        </Section>
      )}
      {quotes.length > 0 && (
        <Section id="partner-voices" heading={t("partnerVoices")}>
          <QuoteList quotes={quotes} />
        </Section>
      )}
      <Section id="work-with-us" heading={t("workWithUs")}>
        <p className={styles.intro}>{t("workWithUsText")}</p>
        <PartnerContact
          person={contact}
          email={email}
          href={partnerMail}
          heading={t("yourContact")}
        />
      </Section>
    </>
  );
}
