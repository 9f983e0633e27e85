/**
 * The countries a chapter may be in (Europe and its neighbours), each with its codes and the time
 * zone of its capital: `npm run new-chapter` proposes the zone from the country (a chapter in the
 * Azores, the Canaries or Madeira, or in Russia east of Moscow, writes its own), and writes the
 * country's name in each language and its code for the map.
 */

export interface Country {
  /** ISO 3166-1 alpha-2: "PT". */
  code: string;
  /** Its name in English: "Portugal". */
  name: string;
  /** ISO 3166-1 numeric, which the map's outlines name countries by: "620" (none for Kosovo). */
  numeric?: string;
  /** The time zone of its capital: "Europe/Lisbon". */
  timeZone: string;
}

export const countries: readonly Country[] = [
  { code: "AL", name: "Albania", numeric: "008", timeZone: "Europe/Tirane" },
  { code: "AD", name: "Andorra", numeric: "020", timeZone: "Europe/Andorra" },
  { code: "AM", name: "Armenia", numeric: "051", timeZone: "Asia/Yerevan" },
  { code: "AT", name: "Austria", numeric: "040", timeZone: "Europe/Vienna" },
  { code: "AZ", name: "Azerbaijan", numeric: "031", timeZone: "Asia/Baku" },
  { code: "BY", name: "Belarus", numeric: "112", timeZone: "Europe/Minsk" },
  { code: "BE", name: "Belgium", numeric: "056", timeZone: "Europe/Brussels" },
  { code: "BA", name: "Bosnia and Herzegovina", numeric: "070", timeZone: "Europe/Sarajevo" },
  { code: "BG", name: "Bulgaria", numeric: "100", timeZone: "Europe/Sofia" },
  { code: "HR", name: "Croatia", numeric: "191", timeZone: "Europe/Zagreb" },
  { code: "CY", name: "Cyprus", numeric: "196", timeZone: "Asia/Nicosia" },
  { code: "CZ", name: "Czechia", numeric: "203", timeZone: "Europe/Prague" },
  { code: "DK", name: "Denmark", numeric: "208", timeZone: "Europe/Copenhagen" },
  { code: "EE", name: "Estonia", numeric: "233", timeZone: "Europe/Tallinn" },
  { code: "FI", name: "Finland", numeric: "246", timeZone: "Europe/Helsinki" },
  { code: "FR", name: "France", numeric: "250", timeZone: "Europe/Paris" },
  { code: "GE", name: "Georgia", numeric: "268", timeZone: "Asia/Tbilisi" },
  { code: "DE", name: "Germany", numeric: "276", timeZone: "Europe/Berlin" },
  { code: "GR", name: "Greece", numeric: "300", timeZone: "Europe/Athens" },
  { code: "HU", name: "Hungary", numeric: "348", timeZone: "Europe/Budapest" },
  { code: "IS", name: "Iceland", numeric: "352", timeZone: "Atlantic/Reykjavik" },
  { code: "IE", name: "Ireland", numeric: "372", timeZone: "Europe/Dublin" },
  { code: "IT", name: "Italy", numeric: "380", timeZone: "Europe/Rome" },
  { code: "XK", name: "Kosovo", timeZone: "Europe/Belgrade" },
  { code: "LV", name: "Latvia", numeric: "428", timeZone: "Europe/Riga" },
  { code: "LI", name: "Liechtenstein", numeric: "438", timeZone: "Europe/Vaduz" },
  { code: "LT", name: "Lithuania", numeric: "440", timeZone: "Europe/Vilnius" },
  { code: "LU", name: "Luxembourg", numeric: "442", timeZone: "Europe/Luxembourg" },
  { code: "MT", name: "Malta", numeric: "470", timeZone: "Europe/Malta" },
  { code: "MD", name: "Moldova", numeric: "498", timeZone: "Europe/Chisinau" },
  { code: "MC", name: "Monaco", numeric: "492", timeZone: "Europe/Monaco" },
  { code: "ME", name: "Montenegro", numeric: "499", timeZone: "Europe/Podgorica" },
  { code: "NL", name: "Netherlands", numeric: "528", timeZone: "Europe/Amsterdam" },
  { code: "MK", name: "North Macedonia", numeric: "807", timeZone: "Europe/Skopje" },
  { code: "NO", name: "Norway", numeric: "578", timeZone: "Europe/Oslo" },
  { code: "PL", name: "Poland", numeric: "616", timeZone: "Europe/Warsaw" },
  { code: "PT", name: "Portugal", numeric: "620", timeZone: "Europe/Lisbon" },
  { code: "RO", name: "Romania", numeric: "642", timeZone: "Europe/Bucharest" },
  { code: "RU", name: "Russia", numeric: "643", timeZone: "Europe/Moscow" },
  { code: "SM", name: "San Marino", numeric: "674", timeZone: "Europe/San_Marino" },
  { code: "RS", name: "Serbia", numeric: "688", timeZone: "Europe/Belgrade" },
  { code: "SK", name: "Slovakia", numeric: "703", timeZone: "Europe/Bratislava" },
  { code: "SI", name: "Slovenia", numeric: "705", timeZone: "Europe/Ljubljana" },
  { code: "ES", name: "Spain", numeric: "724", timeZone: "Europe/Madrid" },
  { code: "SE", name: "Sweden", numeric: "752", timeZone: "Europe/Stockholm" },
  { code: "CH", name: "Switzerland", numeric: "756", timeZone: "Europe/Zurich" },
  { code: "TR", name: "Türkiye", numeric: "792", timeZone: "Europe/Istanbul" },
  { code: "UA", name: "Ukraine", numeric: "804", timeZone: "Europe/Kyiv" },
  { code: "GB", name: "United Kingdom", numeric: "826", timeZone: "Europe/London" },
];

/** Other English names people write: "Turkey", "Czech Republic", "UK". */
const otherNames: Record<string, string> = {
  turkey: "TR",
  "czech republic": "CZ",
  macedonia: "MK",
  "great britain": "GB",
  uk: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  holland: "NL",
  "the netherlands": "NL",
  bosnia: "BA",
};

/** A name for comparison: no accents, no case, single spaces. */
function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The country an answer names: its two-letter code ("pt") or its English name ("Portugal"). */
export function findCountry(answer: string): Country | undefined {
  const wanted = comparable(answer);
  const code = otherNames[wanted] ?? wanted.toUpperCase();
  return countries.find((country) => country.code === code || comparable(country.name) === wanted);
}

/** The country's name in a language, as the language writes it ("Portugal", "Portogallo"). */
export function countryName(country: Country, locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  return names.of(country.code) ?? country.name;
}
