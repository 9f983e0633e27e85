/**
 * What a page tells the document around it (React Router's route `handle`, read by the bar with
 * `useMatches`). Yellow marks the one main action of a screen: a page whose first screen holds its
 * own (home, partners, not found) says so, and the bar's Join us steps back to an outline there.
 * An event's page decides by its state, so its loader's data says it instead
 * (`mainActionInFirstScreen`).
 */
export interface PageHandle {
  mainActionInFirstScreen?: boolean;
}

/** Whether a matched route (its handle, or its loader's data) holds the screen's main action. */
export function holdsMainAction(match: { handle?: unknown; loaderData?: unknown }): boolean {
  const said = (value: unknown) =>
    typeof value === "object" &&
    value !== null &&
    (value as PageHandle).mainActionInFirstScreen === true;
  return said(match.handle) || said(match.loaderData);
}
