import { languageInfo, type Language } from "../config/languages";

/** A number for people: "1,500" in English, "1.500" in Italian (which groups four digits too,
 * as people write them, though its locale data leaves "1500"). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(languageInfo[language].locale, { useGrouping: "always" }).format(
    value,
  );
}
