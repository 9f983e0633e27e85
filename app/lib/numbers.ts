import { languageInfo, type Language } from "../config/languages";

/** A file's size or a limit for a message: "1.2 MB", "40 MB". */
export function megabytes(bytes: number): string {
  const value = bytes / 1024 / 1024;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

/** A number for people: "1,500" in English, "1.500" in Italian (which groups four digits too,
 * as people write them, though its locale data leaves "1500"). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(languageInfo[language].locale, { useGrouping: "always" }).format(
    value,
  );
}
