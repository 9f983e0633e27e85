/**
 * The figures of the identity (app/config/identity.yaml): each stored once, as a number, and
 * written in the page's language ("1,500+", "1.500+"; a year as it is). Pages list them by name;
 * texts use them as placeholders (`{{members}}`).
 */
import type { Language } from "../config/languages";
import type { IdentityFigure } from "./schema-fields";
import { formatNumber } from "./numbers";

/** A figure as a page shows it, its words in the page's language (the identity's `IdentityFigure` is the
 * number itself). */
export interface ShownFigure {
  /** As it reads, digits and all: "1,500+", "1989". */
  value: string;
  /** What it counts: "students reached each year". */
  label: string;
}

/** A figure's number as a page shows it: "90+", "1.500+", "1989". */
export function formatFigure(
  figure: Pick<IdentityFigure, "value" | "plus" | "year">,
  language: Language,
) {
  const number = figure.year ? String(figure.value) : formatNumber(figure.value, language);
  return figure.plus ? `${number}+` : number;
}

/** The figures as placeholder values: `{{members}}` is "3,000+" in English. */
export function figureValues(
  figures: readonly IdentityFigure[],
  language: Language,
): Record<string, string> {
  return Object.fromEntries(figures.map((figure) => [figure.name, formatFigure(figure, language)]));
}

/** The figures a page names, in its order, as it shows them (a name the content check has
 * refused is left out). */
export function namedFigures(
  figures: readonly IdentityFigure[],
  names: readonly string[],
  language: Language,
): ShownFigure[] {
  return names.flatMap((name) => {
    const figure = figures.find((candidate) => candidate.name === name);
    return figure ? [{ value: formatFigure(figure, language), label: figure.label[language] }] : [];
  });
}

/**
 * The numbers a text writes that a figure holds ("founded in 1989" when a figure is 1989): each
 * should be its placeholder, so that it stays one number. Only figures of two digits or more:
 * a lone "6" is too often something else.
 */
export function restatedFigures(
  text: string,
  figures: readonly IdentityFigure[],
): IdentityFigure[] {
  const written = new Set(
    Array.from(
      text.matchAll(
        /(?<![\w.,])\d{1,3}(?:[.,\u00a0 ]\d{3})+(?![\w]|[.,]\d)|(?<![\w.,])\d+(?![\w]|[.,]\d)/g,
      ),
      (match) => Number(match[0].replace(/[.,\u00a0 ]/g, "")),
    ),
  );
  return figures.filter((figure) => figure.value >= 10 && written.has(figure.value));
}
