/**
 * The interface texts of the kinds of event (lib/content-schemas/event-fields.ts, `eventKinds`) have keys made
 * from the kind's name, in the keys' one style: `ideas-day` is `kindIdeasDay` ("Ideas day") and
 * `kindIdeasDayPlural` ("Ideas days", its calendar's name). A kind without its two texts fails
 * the type check where it is shown.
 */

/** `ideas-day` → `IdeasDay`. */
type Capitalized<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Capitalized<Tail>}`
  : Capitalize<Name>;

function capitalized(name: string): string {
  return name
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/** The key of a kind's name: `kindWorkshop`. */
export function kindKey<Kind extends string>(kind: Kind): `kind${Capitalized<Kind>}` {
  return `kind${capitalized(kind)}` as `kind${Capitalized<Kind>}`;
}

/** The key of a kind's name in the plural, the name of its calendar: `kindWorkshopPlural`. */
export function kindPluralKey<Kind extends string>(kind: Kind): `kind${Capitalized<Kind>}Plural` {
  return `${kindKey(kind)}Plural`;
}
