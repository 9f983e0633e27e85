import { languageInfo, type Language } from "../config/languages";
import { numberFormat } from "./intl-formats";

/** A file's size or a limit for a message: "1.2 MB", "40 MB". */
export function megabytes(bytes: number): string {
  const value = bytes / 1024 / 1024;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

/** A number for people: "1,500" in English, "1.500" in Italian (which groups four digits too,
 * as people write them, though its locale data leaves "1500"). */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(languageInfo[language].locale, { useGrouping: "always" }).format(value);
}

/** A file's size for people, in the language's way: "840 KB", "1.2 MB" ("1,2 MB" in Italian). */
export function formatFileSize(bytes: number, language: Language): string {
  const locale = languageInfo[language].locale;
  if (bytes < 1024 * 1024) {
    return `${numberFormat(locale).format(Math.max(1, Math.ceil(bytes / 1024)))} KB`;
  }
  const value = numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
  return `${value} MB`;
}
