import { Action } from "~/components/action/action";
import { InlineText, RichText } from "~/components/rich-text/rich-text";
import { useTranslation } from "~/i18n/i18n";
import type { JoinUsLink } from "~/lib/join-us";
import type { Block, Inline } from "~/lib/rich-text";
import tiles from "~/styles/tiles.module.css";
import styles from "./why-join.module.css";

export interface WhyJoinProps {
  reasons: { title: string; text: Inline[] }[];
  /** What joining involves: what it costs, how much time, who can; and what happens after
   * applying. */
  joining: { cost: Inline[]; time: Inline[]; who: Inline[]; afterApplying: Block[] };
  /** Where Join us leads: the membership form, or an e-mail to the chapter (lib/join-us.ts). */
  join: JoinUsLink;
}

/**
 * Why a student should join, in three or four reasons of a line each, and beside them what
 * joining involves (cost, time, who can) with the way in, and what happens once the form is sent:
 * the questions a student asks before filling it in.
 */
export function WhyJoin({ reasons, joining, join }: WhyJoinProps) {
  const { t } = useTranslation();
  const terms = [
    { term: t("joiningCost"), value: joining.cost },
    { term: t("joiningTime"), value: joining.time },
    { term: t("joiningWho"), value: joining.who },
  ];
  return (
    <div className={styles.layout}>
      <ol className={`${tiles.tiles} ${styles.reasons}`}>
        {reasons.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <h3 className={styles.title}>{reason.title}</h3>
            <p className={styles.text}>
              <InlineText content={reason.text} />
            </p>
          </li>
        ))}
      </ol>
      <aside className={styles.joining} aria-labelledby="joining-heading">
        <h3 id="joining-heading" className={styles.joiningHeading}>
          {t("joiningHeading")}
        </h3>
        <dl className={styles.terms}>
          {terms.map(({ term, value }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>
                <InlineText content={value} />
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.action}>
          <Action kind="join" weight="primary" {...join} />
        </p>
        <h4 className={styles.afterHeading}>{t("afterApplying")}</h4>
        <div className={styles.after}>
          <RichText blocks={joining.afterApplying} />
        </div>
      </aside>
    </div>
  );
}
