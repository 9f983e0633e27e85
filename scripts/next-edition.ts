// `npm run next-edition -- <event> <date>`: writes the next edition of an event, held again from
// <date> (2027-03-05): app/content/events/<new address>.yaml, a copy of the old edition's file,
// comments kept, with its own address (the year replaced, or appended), every date moved by as
// many days as the start, no recap, and the texts to rewrite added to its `examples`, so that
// `npm run check` lists them. Both editions get the same `series` (the old file only gains it,
// and loses a flagship mark it can no longer carry). The file work is
// tools/next-edition-file.ts, the logic app/lib/next-edition.ts.
import "../tools/give-site-identity.ts";
import { NextEditionRefused, writeNextEdition } from "../tools/next-edition-file.ts";

const usage =
  "usage: npm run next-edition -- <event's address or file> <new start date, like 2027-03-05>";

const [eventArgument, dateArgument, ...rest] = process.argv.slice(2);
if (!eventArgument || !dateArgument || rest.length > 0) {
  console.error(usage);
  process.exit(1);
}
try {
  console.log(
    writeNextEdition(process.env.SITE_ROOT ?? process.cwd(), eventArgument, dateArgument),
  );
} catch (error) {
  if (!(error instanceof NextEditionRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
