/**
 * The file of interface words a board writes for a language the project does not ship
 * (`npm run new-language -- cs`, scripts/new-language.ts): every key of en.ts in its order, its
 * English in a comment above it and its text empty, in the shape the type check and the build
 * ask for (`export const cs: Messages`). A text that counts has an empty form for each plural
 * category of the language. Until every text is written, the build names the first one empty.
 */
import { knownLanguages, type KnownLanguageCode } from "../config/known-languages";
import { en, type Message, type MessageKey } from "./en";
import { pluralCategories } from "./message-check";

/** A text as TypeScript writes it between double quotes. */
const quoted = (text: string) => JSON.stringify(text);

function entry(key: MessageKey, english: Message, language: KnownLanguageCode): string {
  if (typeof english === "string") return `  // ${quoted(english)}\n  ${key}: "",`;
  const forms = Object.entries(english)
    .map(([category, form]) => `${category}: ${quoted(form)}`)
    .join(", ");
  const categories = pluralCategories(language);
  return [
    `  // A count: one form per plural category of ${knownLanguages[language].englishName}. English: ${forms}`,
    `  ${key}: { ${categories.map((category) => `${category}: ""`).join(", ")} },`,
  ].join("\n");
}

/** The text of `app/i18n/<language>.ts`, each text empty under its English. */
export function blankMessageFile(language: KnownLanguageCode): string {
  const name = knownLanguages[language].englishName;
  const entries = (Object.keys(en) as MessageKey[]).map((key) => entry(key, en[key], language));
  return `import type { Messages } from "./en.ts";

/**
 * ${name} interface texts. Above each text is its English: write the ${name} between the empty
 * quotes, keeping every {{placeholder}} as it is (the site fills it in: {{chapter}} is the
 * chapter's name). A text that counts has one form per plural category of ${name} ("1 person",
 * "2 people", ...). \`npm run check\` names the first text still empty (board guide: Languages).
 */
export const ${language}: Messages = {
${entries.join("\n")}
};
`;
}
