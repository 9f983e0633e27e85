import { ExternalLink } from "~/components/external-link/external-link";
import { Figures } from "~/components/figures/figures";
import { Gallery } from "./gallery";
import { QuoteCard } from "~/components/quotes/quote-card";
import { RichText } from "~/components/rich-text/rich-text";
import { SponsorLogoTile } from "~/components/sponsors/sponsor-logo-tile";
import type { Translate } from "~/i18n/translate";
import type { RecapView } from "~/server/event-views.server";
import type { DetailBlock } from "./event-sections";
import styles from "./event-recap.module.css";

/** The partner thanked: its logo (which names it), else its name, linking to its site when
 * there is one. */
function Thanks({ partner }: { partner: NonNullable<RecapView["partner"]> }) {
  const content = partner.logo ? (
    <SponsorLogoTile logo={partner.logo} name={partner.name} size="large" />
  ) : (
    <span className={styles.partnerName}>{partner.name}</span>
  );
  return (
    <p className={styles.thanks}>
      {partner.url ? (
        <ExternalLink href={partner.url} className={styles.partner}>
          {content}
        </ExternalLink>
      ) : (
        <span className={styles.partner}>{content}</span>
      )}
    </p>
  );
}

/** The partners a recap names, each with its logo and what came of it. */
function PartnerOutcomes({ partners }: { partners: RecapView["partnerOutcomes"] }) {
  return (
    <ul className={styles.partnerOutcomes}>
      {partners.map((partner) => (
        <li key={partner.name} className={styles.partnerOutcome}>
          <Thanks partner={partner} />
          <ul className={styles.outcomes}>
            {partner.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * What happened at an event that has ended, as the titled blocks its page leads with: the
 * summary with its figures, its results and the words of people who were there; the photos; and
 * the partners thanked with what came of it for each; each when the recap has it. Three blocks at
 * most, so that a page with section navigation has as many dots ended as ahead (the tech clash's
 * three, as the specification says): the results are part of what happened, not a fourth.
 */
export function recapBlocks(recap: RecapView, t: Translate): DetailBlock[] {
  const blocks: DetailBlock[] = [
    {
      id: "recap",
      heading: t("recapHeading"),
      content: (
        <div className={styles.recap}>
          <div className={styles.story}>
            {/* Its paragraphs keep the text's own spacing, not the column's gap. */}
            <div className={styles.summary}>
              <RichText blocks={recap.summary} />
            </div>
            {recap.figures && (
              <div>
                <h3 className="visually-hidden">{t("recapFigures")}</h3>
                <Figures figures={recap.figures} />
              </div>
            )}
            {recap.results && (
              <div>
                <h3 className={styles.resultsHeading}>{t("recapResults")}</h3>
                <ol className={styles.results}>
                  {recap.results.map((result) => (
                    <li key={result}>{result}</li>
                  ))}
                </ol>
              </div>
            )}
          </div>
          {recap.quotes.length > 0 && (
            <div className={styles.voices}>
              {recap.quotes.map((quote) => (
                <QuoteCard key={`${quote.name} ${quote.text}`} quote={quote} />
              ))}
            </div>
          )}
        </div>
      ),
    },
  ];
  if (recap.photos.length > 0) {
    blocks.push({
      id: "photos",
      heading: t("recapPhotos"),
      content: <Gallery id="photo" photos={recap.photos} />,
    });
  }
  if (recap.partnerOutcomes.length > 0) {
    blocks.push({
      id: "thanks",
      heading: t("recapThanks"),
      content: <PartnerOutcomes partners={recap.partnerOutcomes} />,
    });
  } else if (recap.partner) {
    blocks.push({
      id: "thanks",
      heading: t("recapThanks"),
      content: <Thanks partner={recap.partner} />,
    });
  }
  return blocks;
}
