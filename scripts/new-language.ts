// `npm run new-language -- cs`: the file of a language's interface words, for a language the
// project does not ship (board guide: Languages, "Add a language"). Writes app/i18n/<code>.ts
// with every text of app/i18n/en.ts empty under its English (app/i18n/blank-messages.ts), for the
// board to write in its language; `npm run check` then names the first text still empty. Refuses
// a code the site does not know, and a language whose file is there already.
import "../tools/give-site-identity.ts";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isKnownLanguage, knownLanguages } from "../app/config/known-languages.ts";
import { blankMessageFile } from "../app/i18n/blank-messages.ts";
import { messageFile } from "../app/i18n/messages.ts";

const root = process.env.SITE_ROOT ?? process.cwd();
const [code = "", ...rest] = process.argv.slice(2).map((argument) => argument.trim().toLowerCase());

if (!code || rest.length > 0) {
  console.error("Usage: npm run new-language -- <code>   (one language, by its code: cs, sv, hu)");
  process.exit(1);
}
if (!isKnownLanguage(code)) {
  console.error(
    `"${code}" is not a language code the site knows: ${Object.keys(knownLanguages).join(", ")} (app/config/known-languages.ts)`,
  );
  process.exit(1);
}
const file = messageFile(code);
const name = knownLanguages[code].englishName;
if (existsSync(join(root, file))) {
  console.error(`${file} is there already: the site has interface words in ${name}.`);
  process.exit(1);
}
writeFileSync(join(root, file), blankMessageFile(code));
console.log(`${file} written: every text of the interface, empty under its English.
Next (board guide: Languages, "Add a language"):
  1. Write each text in ${name} between its empty quotes, keeping every {{placeholder}} as it is.
  2. A new site: npm run new-chapter with ${code} among its languages; it names a text still empty.
     A site already made: add ${code} to languages in app/config/identity.yaml; npm run check
     then names the first text still empty, and each text of the content without its ${code}.`);
