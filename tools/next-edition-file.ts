// The next edition of an event, written beside it: the file work of `npm run next-edition`
// (scripts/next-edition.ts), whose comment says what it writes. The logic is app/lib/next-edition.ts.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import {
  isMap,
  isNode,
  isScalar,
  isSeq,
  parseDocument,
  Pair,
  Scalar,
  visit,
  type Document,
} from "yaml";
import { contentLocations } from "../app/config/content-locations.ts";
import { languages } from "../app/config/languages.ts";
import { siteTimeZone } from "../app/config/time-zone.ts";
import { eventSchema } from "../app/lib/content-schema.ts";
import { finalEnd, heldDates } from "../app/lib/event-recurrence.ts";
import {
  editionChanges,
  newStartProblem,
  nextEditionSlug,
  nextEditionText,
  seriesNameFor,
  withoutFlagship,
  withSeries,
} from "../app/lib/next-edition.ts";
import { contentLineWidth } from "./cms-browser/yaml-patch.ts";
import { siteClock } from "../app/server/clock.server.ts";

const eventsFolder = `${contentLocations.content}/events`;

/** What the command refuses to do, in one line that names the file. */
export class NextEditionRefused extends Error {}

function fail(message: string): never {
  throw new NextEditionRefused(message);
}

/** The event file an argument names: its address (student-tech-clash) or its file's path. */
function eventFile(root: string, argument: string): string {
  const name = basename(argument).replace(/\.ya?ml$/, "");
  for (const file of [`${eventsFolder}/${name}.yaml`, `${eventsFolder}/${name}.yml`]) {
    if (existsSync(join(root, file))) return file;
  }
  fail(
    `${eventsFolder}/${name}.yaml: no such event: give the address of an event of ${eventsFolder}`,
  );
}

/** Sets a field's value, keeping its quotes when it is a scalar already there. */
function setValue(document: Document, path: readonly (string | number)[], value: string) {
  const node = document.getIn(path, true);
  if (isScalar(node)) node.value = value;
  else document.setIn(path, value);
}

/** Sets `series`, right after the title when the file has none yet. */
function setSeries(document: Document, series: string) {
  if (document.has("series")) {
    setValue(document, ["series"], series);
    return;
  }
  const map = document.contents;
  if (!isMap(map)) return;
  const title = map.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === "title");
  map.items.splice(title + 1, 0, new Pair(new Scalar("series"), new Scalar(series)));
}

/**
 * Writes the next edition of the event `eventArgument` names (its address or file), held again
 * from `dateArgument`, in the site under `root`, and gives the old edition its series. Returns what
 * it did, for the board member; refuses with `NextEditionRefused`, having written nothing.
 */
export function writeNextEdition(
  root: string,
  eventArgument: string,
  dateArgument: string,
): string {
  const oldFile = eventFile(root, eventArgument);
  const oldSource = readFileSync(join(root, oldFile), "utf8");
  const oldDocument = parseDocument(oldSource);
  const checked = eventSchema.safeParse(oldDocument.toJS());
  if (oldDocument.errors.length > 0 || !checked.success) {
    fail(`${oldFile}: has mistakes: run npm run check and correct them first`);
  }
  const old = checked.data;
  // A repeating event ends with its last date.
  const oldLastDay = old.repeat ? heldDates(old.start.slice(0, 10), old.repeat).at(-1) : undefined;
  const problem = newStartProblem(dateArgument, oldLastDay ?? old.end);
  if (problem) fail(`${oldFile}: ${problem}`);

  const newYear = Number(dateArgument.slice(0, 4));
  const newSlug = nextEditionSlug(old.slug, newYear);
  if (!newSlug) {
    fail(
      `${oldFile}: the new edition's address would be ${old.slug} again: write a copy with its own address by hand (see the board guide, "Adding an event")`,
    );
  }
  const newFile = `${eventsFolder}/${newSlug}.yaml`;
  if (existsSync(join(root, newFile))) {
    fail(`${newFile}: already exists: the next edition is there (delete it to write it again)`);
  }
  const series = old.series ?? seriesNameFor(old.slug);

  if (old.repeat) {
    const weekday = new Intl.DateTimeFormat("en", { weekday: "long", timeZone: "UTC" })
      .format(new Date(`${dateArgument}T12:00:00Z`))
      .toLowerCase();
    if (!old.repeat.days.includes(weekday as (typeof old.repeat.days)[number])) {
      fail(
        `${oldFile}: repeats on ${old.repeat.days.join(", ")}: the new edition's first date must be one of those days, not a ${weekday} (${dateArgument})`,
      );
    }
  }

  const changes = editionChanges(eventSchema, old, languages, dateArgument);

  // The new edition: a copy of the old file, comments and formatting kept.
  const edition = parseDocument(oldSource);
  setValue(edition, ["slug"], newSlug);
  setSeries(edition, series);
  for (const { path, moved } of changes.dates) setValue(edition, path, moved);
  const oldDates = changes.dates.map((date) => date.value);
  for (const { field, path } of changes.textsToRewrite) {
    const node = edition.getIn(path, true);
    const rewrite = (scalar: Scalar) => {
      if (typeof scalar.value === "string") {
        scalar.value = nextEditionText(scalar.value, field, oldDates, dateArgument);
      }
    };
    if (isScalar(node)) rewrite(node);
    else if (isNode(node)) {
      visit(node, {
        Scalar: (key, scalar) => {
          if (key !== "key") rewrite(scalar);
        },
      });
    }
  }
  edition.delete("recap");
  // A new edition takes place: a cancelled one's mark is not carried over.
  edition.delete("status");
  const examples = edition.get("examples", true);
  const kept = isSeq(examples)
    ? examples.items.flatMap((item) => {
        const field = isScalar(item) ? String(item.value) : "";
        return field === "recap" || field.startsWith("recap.") || field.startsWith("recap[")
          ? []
          : [field];
      })
    : [];
  const toRewrite = changes.textsToRewrite
    .map(({ field }) => field)
    .filter((field) => !kept.includes(field));
  const listed = [...kept, ...toRewrite];
  if (isSeq(examples)) {
    examples.items = examples.items.filter(
      (item) => isScalar(item) && kept.includes(String(item.value)),
    );
    for (const field of toRewrite) examples.add(edition.createNode(field));
    if (listed.length === 0) edition.delete("examples");
  } else if (listed.length > 0) {
    edition.set("examples", edition.createNode(listed));
  }
  /** The file as YAML, its lines folded at the width the CMS writes. */
  const yamlText = (document: Document) =>
    document.toString({ lineWidth: contentLineWidth, minContentWidth: 0 });
  writeFileSync(join(root, newFile), yamlText(edition));

  // The old edition: the same series; a flagship mark it can no longer carry once ended goes, as a
  // changed file that keeps it on an ended event stops the build.
  const oldChanges: string[] = [];
  if (old.series === undefined) {
    let source = withSeries(oldSource, series);
    oldChanges.push(`series: ${series}`);
    if (old.flagship && finalEnd(old, siteTimeZone) <= siteClock().now) {
      source = withoutFlagship(source);
      oldChanges.push("no flagship mark (it has ended)");
    }
    writeFileSync(join(root, oldFile), source);
  }

  return [
    `Wrote ${newFile}: ${newSlug}, from ${changes.dates.find((date) => date.path.join(".") === "start")?.moved ?? dateArgument}, series ${series}, every date moved by the same number of days, no recap.`,
    ...(oldChanges.length > 0 ? [`${oldFile}: ${oldChanges.join(", ")}.`] : []),
    toRewrite.length > 0
      ? `Texts to rewrite for this edition, listed in its examples (npm run check lists them; remove each line once rewritten): ${toRewrite.join(", ")}.`
      : "No text mentions the old edition's dates.",
    `Then: its picture, the form's address, the place; npm run check; SITE_TODAY=${dateArgument} npm start to see its page as on its day.`,
  ].join("\n");
}
