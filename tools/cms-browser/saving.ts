/**
 * How the CMS writes a content file: Decap CMS writes a whole file from the entry's data, its
 * own way (every text refolded, quoted and ordered anew). Here each of its backends (GitHub
 * online, the local proxy of `npm run cms`) is wrapped: before a save, the file's current text is
 * read and only what changed is written into it (tools/cms-browser/yaml-patch.ts), so that a
 * commit shows the lines that changed. A new file is written in the content files' style, its
 * fields in the schema's order and its blank fields left out. A file read under a field's old
 * name (app/lib/renamed-fields.ts) is shown under its new one, which its next save writes. The
 * wrapped backend also lists the picture folders for the uploads (tools/cms-browser/uploads.ts).
 */
import { parse } from "yaml";
import { cmsFiles, eventFiles } from "../../app/lib/content-collections";
import { renamedFieldsIn } from "../../app/lib/renamed-fields";
import { schemaAt, shapeOf } from "../../app/lib/schema-walk";
import { withoutListedWhen } from "./event-list";
import { patchYaml, renameKeys, type KeyOrder } from "./yaml-patch";

/** A file Decap CMS saves: its path in the repository and its whole text. */
interface DataFile {
  path: string;
  raw: string;
  [other: string]: unknown;
}

/** What Decap CMS's backends (its "implementations") offer that this uses. */
export interface DecapBackend {
  persistEntry(
    entry: { dataFiles: DataFile[]; [other: string]: unknown },
    options: unknown,
  ): unknown;
  getEntry(path: string): Promise<{ data?: string }>;
  getMedia(folder: string): Promise<{ name: string; path?: string }[]>;
}

interface BackendRegistration {
  init: (...args: unknown[]) => DecapBackend;
}

/** The backends the site's CMS uses: GitHub, and the local proxy that replaces it on a laptop. */
const wrappedBackends = ["github", "proxy"];

/** The schema's order of the fields of the object at a path of a content file. */
export function keyOrderOf(path: string): KeyOrder | undefined {
  const schema = path.startsWith(`${eventFiles.folder}/`)
    ? eventFiles.schema
    : cmsFiles.find(({ file }) => file === path)?.schema;
  if (!schema) return undefined;
  return (at) => {
    const shape = shapeOf(schemaAt(schema, at) ?? schema);
    return shape ? Object.keys(shape) : undefined;
  };
}

/**
 * A content file's text as the CMS reads it: its renamed fields under their new names, where
 * they are (a chapter's file from before a rename). The build tells the old names; the CMS shows
 * the field's value in its field, and writes the new name with the next save.
 */
export function withNewNames(path: string, text: string): string {
  const renamed = /\.ya?ml$/.test(path) ? renamedFieldsIn(path) : [];
  return renamed.length > 0 ? renameKeys(text, renamed) : text;
}

/** A saved file's text: its data written into the file as it is in the repository (`read`),
 * without what only the CMS's lists show (tools/cms-browser/event-list.ts). */
async function keptAsWritten(
  read: DecapBackend["getEntry"],
  file: DataFile,
  isNew: boolean,
): Promise<DataFile> {
  if (!/\.ya?ml$/.test(file.path)) return file;
  let before: string | undefined;
  if (!isNew) {
    try {
      before = (await read(file.path)).data || undefined;
    } catch {
      before = undefined; // Not there yet: written whole.
    }
  }
  const data = withoutListedWhen(parse(file.raw) as unknown);
  return { ...file, raw: patchYaml(before, data, { order: keyOrderOf(file.path) }) };
}

/**
 * Wraps the CMS's backends before it starts; `found` receives each backend the CMS makes (the
 * one it saves with, once someone signs in).
 */
export function keepFilesAsWritten(
  cms: { getBackend(name: string): BackendRegistration | undefined },
  found: (backend: DecapBackend) => void,
) {
  for (const name of wrappedBackends) {
    const registration = cms.getBackend(name);
    if (!registration) continue;
    const init = registration.init;
    registration.init = (...args) => {
      const backend = init(...args);
      // Every read of a file, the one before a save included, sees the fields' new names.
      const read = backend.getEntry.bind(backend);
      const fileAsItIs: DecapBackend["getEntry"] = async (path) => {
        const entry = await read(path);
        return entry.data ? { ...entry, data: withNewNames(path, entry.data) } : entry;
      };
      backend.getEntry = fileAsItIs;
      const persist = backend.persistEntry.bind(backend);
      backend.persistEntry = async (entry, options) => {
        const isNew = Boolean((options as { newEntry?: boolean } | undefined)?.newEntry);
        const dataFiles = await Promise.all(
          entry.dataFiles.map((file) => keptAsWritten(fileAsItIs, file, isNew)),
        );
        return persist({ ...entry, dataFiles }, options);
      };
      found(backend);
      return backend;
    };
  }
}
