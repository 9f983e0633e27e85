/**
 * The fields of the content files that were renamed (decision 0036). A chapter that upgrades its
 * copy of the project still has the old names in its files: the content check tells each one by its
 * new name and the day of the rename (content-rules/content-rules.ts, `checkSchema`), instead of
 * "is not a known field", and the CMS reads a file under the new names, so that its next save
 * writes them (tools/cms-browser/saving.ts). The board guide says what to rename ("Renamed
 * fields"). A line stays here as long as a chapter may still upgrade from before its date.
 */
import { eventFiles, pageTexts } from "./content-collections";

export interface RenamedField {
  /** The file the field is in, or the folder of such files (ending in "/"), from the root. */
  in: string;
  /** The old field and the new one, as the check names fields: `recap.collaborations`. Keys
   * only, no list positions; the two differ in their last key. */
  from: string;
  to: string;
  /** The day of the rename. */
  date: string;
  /** What the field holds, which stays as it is: "its text". */
  holds: string;
}

export const renamedFields: readonly RenamedField[] = [
  {
    in: pageTexts.partners.file,
    from: "collaborations",
    to: "collaborationsText",
    date: "2026-11-28",
    holds: "its text",
  },
  {
    in: `${eventFiles.folder}/`,
    from: "recap.collaborations",
    to: "recap.partnerOutcomes",
    date: "2026-11-28",
    holds: "its list of partners",
  },
];

/** The renamed fields of a file (its path from the project's root). */
export function renamedFieldsIn(
  file: string,
  renamed: readonly RenamedField[] = renamedFields,
): RenamedField[] {
  return renamed.filter((field) =>
    field.in.endsWith("/") ? file.startsWith(field.in) : file === field.in,
  );
}

/** The field a path of a file now is, when the path is or lies under a renamed field:
 * `recap.collaborations[0].partner` is `recap.partnerOutcomes[0].partner`. */
export function renamedPath(
  file: string,
  path: string,
): { field: RenamedField; path: string } | undefined {
  for (const field of renamedFieldsIn(file)) {
    if (path === field.from) return { field, path: field.to };
    if (path.startsWith(`${field.from}.`) || path.startsWith(`${field.from}[`)) {
      return { field, path: `${field.to}${path.slice(field.from.length)}` };
    }
  }
  return undefined;
}

/** What the check says of a field found under its old name. */
export function renamedMessage(field: RenamedField): string {
  return `renamed ${field.to} (${field.date}): rename the field, ${field.holds} stays`;
}
