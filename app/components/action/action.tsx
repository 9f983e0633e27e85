import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link/external-link";
import { actionLabels, type ActionKind, type ActionLabel, type ActionWeight } from "~/i18n/actions";
import { translatorFor, useTranslation } from "~/i18n/i18n";
import type { Language } from "~/config/languages";
import { labelCase } from "~/lib/label-case";
import type { TextValues } from "~/lib/placeholders";
import styles from "./action.module.css";

/** Where an action leads. */
export type ActionTarget =
  /** A page of this site (a full page load, as every link between pages). */
  | { to: string; href?: never; external?: never; download?: never }
  /** Another site, in a new tab. */
  | { href: string; external: true; to?: never; download?: never }
  /** A file to save (an event's calendar file). */
  | { href: string; download: true; to?: never; external?: never }
  /** Anything else: an e-mail, a calendar feed, a place on the page, a document. */
  | { href: string; to?: never; external?: never; download?: never; type?: string };

export type ActionProps<Kind extends ActionKind> = ActionTarget & {
  kind: Kind;
  weight: ActionWeight;
  /** Its words, where the kind has more than one (apply: the event's choice). */
  label?: ActionLabel<Kind>;
  /** Values of its words' placeholders ("Subscribe in {{app}}"). */
  values?: TextValues;
  /** What it is about, said after its words to assistive technology only: "(Snow Week)". */
  about?: string;
  /** For the place it takes in a layout (a width, a margin); never for how it looks. */
  className?: string;
  /** The language of its words, where a block speaks another than the page (the not-found
   * page says its message in every language). */
  language?: Language;
};

/** The class names and data attributes of an action: its look, and what the tests read. */
export function actionAttributes(kind: ActionKind, weight: ActionWeight, className?: string) {
  return {
    className: [styles.action, styles[weight], className].filter(Boolean).join(" "),
    "data-action": kind,
    "data-weight": weight,
  };
}

/**
 * An action of the site: a link whose words are its kind's (i18n/actions.ts) and whose look is
 * its weight's (docs/design-system.md). A link-weight action ends with an arrow; a filled or
 * outlined one never does.
 */
export function Action<Kind extends ActionKind>(props: ActionProps<Kind>) {
  const page = useTranslation();
  const { kind, weight, label, values, about, className, language } = props;
  const t = language ? translatorFor(language) : page.t;
  const key = label ?? actionLabels[kind][0];
  const attributes = actionAttributes(kind, weight, className);
  const content: ReactNode = (
    <>
      {/* The template decides the case: words typed in capitals are shown in sentence case. */}
      {labelCase(t(key, values), language ?? page.language)}
      {about && <span className="visually-hidden"> ({about})</span>}
      {weight === "link" && (
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      )}
    </>
  );
  if (props.to !== undefined) {
    return (
      <Link to={props.to} reloadDocument {...attributes}>
        {content}
      </Link>
    );
  }
  if (props.external) {
    return (
      <ExternalLink href={props.href} {...attributes}>
        {content}
      </ExternalLink>
    );
  }
  if (props.download) {
    return (
      <a href={props.href} download {...attributes}>
        {content}
      </a>
    );
  }
  return (
    <a href={props.href} type={props.type} {...attributes}>
      {content}
    </a>
  );
}
