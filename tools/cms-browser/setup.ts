/**
 * The CMS's own script (`/admin/setup.js`), run in the board's browser after Decap CMS has
 * loaded and before it starts:
 *
 * - the interface in the board member's language, among the site's languages and English
 *   (tools/cms-browser/language.ts);
 * - a form that always holds the entry its address names, however the board member moves
 *   between entries (tools/cms-browser/entry-navigation.ts);
 * - a save refused, before it is made, when the build would refuse the file, with the build's
 *   own words, each mistake named by its field's labels and a way to the field, in a panel that
 *   follows the form (content-rules/content-rules.ts, tools/cms-browser/mistakes.ts);
 * - a saved file changed only where its values changed (tools/cms-browser/saving.ts);
 * - an uploaded picture stripped of its metadata and never named like another
 *   (tools/cms-browser/uploads.ts);
 * - lists that name their items, dates day first on the 24-hour clock in the chapter's time zone
 *   (tools/cms-browser/widgets.ts); events listed by when they take place
 *   (tools/cms-browser/event-list.ts);
 * - a picture's focal point set with a click on the picture (tools/cms-browser/focus-widget.ts).
 *
 * Bundled by tools/cms-admin.ts with the site's identity, which texts' placeholders need.
 */
import { parse } from "yaml";
import type { Identity } from "../../app/lib/identity-schema";
import { cmsFiles, eventFiles, siteFiles } from "../../app/lib/content-collections";
import {
  checkEditedFile,
  type ContentProblem,
  type EditedFile,
} from "../../app/content-rules/content-rules";
import { adminConfigFiles } from "./admin-files";
import { addressMismatch, reopenEachEntry } from "./entry-navigation";
import { listEventsWithDates, withoutListedWhen } from "./event-list";
import { cmsLanguage, languageSwitch, useLanguage } from "./language";
import {
  fieldLabels,
  formFields,
  mistakesPanelId,
  showMistakes,
  type FormConfig,
  type ShownMistake,
} from "./mistakes";
import { keepFilesAsWritten, type DecapBackend } from "./saving";
import { keepUploadsApart } from "./uploads";
import {
  dayFirstDates,
  namedLists,
  watchDraft,
  type ImmutableLike,
  type WidgetRegistry,
} from "./widgets";
import { cmsTexts, type CmsLanguage, type CmsTexts } from "./words";
import { focusControl, focusPreview, pictureControl } from "./focus-widget";

/** What the build wrote in: the identity and the sponsors' short names as they were built
 * (esbuild's `define`). */
declare const CONTENT_IDENTITY: Identity;
declare const CONTENT_SPONSOR_IDS: readonly string[];

interface DecapCms extends WidgetRegistry {
  init(): void;
  getLocale(name: string): Record<string, unknown> | undefined;
  registerLocale(name: string, phrases: Record<string, unknown>): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  getWidget(name: string): { control: unknown; preview?: unknown } | undefined;
  registerEventListener(listener: {
    name: "preSave" | "postSave";
    handler: (event: { entry: ImmutableLike }) => Promise<unknown> | unknown;
  }): void;
  getBackend(name: string): { init: (...args: unknown[]) => DecapBackend } | undefined;
}

declare global {
  interface Window {
    CMS: DecapCms;
  }
}

/** The files of the "Chapter" collection, by the CMS's names for them (tools/cms-config.ts). */
const chapterFiles: Record<string, { kind: EditedFile; file: string }> = Object.fromEntries(
  cmsFiles.map(({ name, file }) => [name, { kind: name, file }]),
);

/** The file an entry of the CMS is, and what kind of content it holds. A new event's file is
 * named after its address (the collection's `slug`), which the entry has not got yet. */
export function editedFile(
  collection: string,
  slug: string,
  data: unknown,
): { kind: EditedFile; file: string } | undefined {
  if (collection === "events") {
    const address = (data as { slug?: unknown } | null)?.slug;
    const name = slug || (typeof address === "string" && address.trim()) || "new-event";
    return { kind: "event", file: `${eventFiles.folder}/${name}.yaml` };
  }
  return collection === "site" ? chapterFiles[slug] : undefined;
}

/** The message of Decap's notice when the CMS refuses to save; the panel lists the mistakes. */
export function refusal(count: number, language: CmsLanguage = "en"): string {
  return cmsTexts[language].refusal(count);
}

/** An entry of the CMS by what names it: its collection and its slug ("" for a new one). */
const entryKey = (entry: ImmutableLike) =>
  `${String(entry.get("collection"))}/${String(entry.get("slug") ?? "")}`;

/** What the build would refuse in the entry: its file's mistakes. */
async function mistakesIn(entry: ImmutableLike): Promise<ContentProblem[]> {
  const data = withoutListedWhen((entry.get("data") as ImmutableLike | undefined)?.toJS());
  const target = editedFile(String(entry.get("collection")), String(entry.get("slug") ?? ""), data);
  if (!target) return [];
  const problems = checkEditedFile(target.kind, target.file, data, {
    identity: CONTENT_IDENTITY,
    identityFile: siteFiles.identity.file,
    sponsorIds: CONTENT_SPONSOR_IDS,
    sponsorsFile: siteFiles.sponsors.file,
  });
  return problems;
}

/**
 * The panel of mistakes of the CMS (tools/cms-browser/mistakes.ts) for the entries it refuses
 * to save: each mistake with its field's labels, read from the configuration the CMS shows (in
 * its language); and, while it is shown, the same check again at each change of the form, which
 * shortens the list, or closes the panel once nothing is left to correct.
 */
function mistakesPanel(language: CmsLanguage, texts: CmsTexts) {
  let config: Promise<FormConfig> | undefined;
  const loadConfig = () =>
    (config ??= fetch(adminConfigFiles[language])
      .then((response) => response.text())
      .then((text) => parse(text) as FormConfig)
      .catch(() => ({})));
  let shownFor: string | undefined;
  let round = 0;

  async function labelled(entry: ImmutableLike, problems: readonly ContentProblem[]) {
    const fields = formFields(
      await loadConfig(),
      String(entry.get("collection")),
      String(entry.get("slug") ?? ""),
    );
    return problems.map((problem): ShownMistake => ({
      problem,
      labels: problem.field ? fieldLabels(fields, problem.field, texts) : undefined,
    }));
  }

  async function show(
    entry: ImmutableLike,
    problems: readonly ContentProblem[],
    options: { update: boolean; follow: boolean },
  ) {
    const mine = ++round;
    const mistakes = await labelled(entry, problems);
    if (mine !== round) return;
    showMistakes(mistakes, texts, options.update);
    shownFor = options.follow && mistakes.length > 0 ? entryKey(entry) : undefined;
  }

  watchDraft((draft) => {
    const entry = draft as ImmutableLike;
    if (!shownFor || !document.getElementById(mistakesPanelId)) {
      shownFor = undefined;
      return;
    }
    if (entryKey(entry) !== shownFor) return;
    const mine = ++round;
    void mistakesIn(entry).then((problems) => {
      if (mine === round) return show(entry, problems, { update: true, follow: true });
      return undefined;
    });
  });

  return {
    /** Shows the entry's mistakes as a save is refused; `follow`: the form's changes update
     * them. */
    refused: (entry: ImmutableLike, problems: readonly ContentProblem[], follow = true) =>
      show(entry, problems, { update: false, follow }),
  };
}

function setUp(cms: DecapCms) {
  const language = cmsLanguage();
  const texts = cmsTexts[language];
  useLanguage(cms, language);
  let backend: DecapBackend | undefined;
  keepFilesAsWritten(cms, (made) => {
    backend = made;
    listEventsWithDates(made, language);
  });
  keepUploadsApart(() => backend, texts);
  const entries = reopenEachEntry(window);
  namedLists(cms);
  dayFirstDates(cms, texts, CONTENT_IDENTITY.timeZone);
  // A picture's focal point, set with a click on the picture (tools/cms-browser/focus-widget.ts):
  // the picture field beside it is Decap's image widget that says what it shows.
  const image = cms.getWidget("image");
  if (image) cms.registerWidget("picture", pictureControl(window, image.control), image.preview);
  cms.registerWidget("focus", focusControl(window, texts.focus), focusPreview(window, texts.focus));
  const panel = mistakesPanel(language, texts);
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const slug = String(entry.get("slug") ?? "");
      const isNew = Boolean(entry.get("newRecord"));
      const collection = String(entry.get("collection"));
      const named = addressMismatch({ collection, slug, isNew }, window.location.href);
      if (named) {
        // A form that is not the entry of the address is never saved (the way it came here was
        // missed): saved, its fields would go into its own file, meant for another.
        const message = texts.otherEntry(
          isNew ? texts.newEntry : `“${slug}”`,
          named.slug === undefined ? texts.newEntry : `“${named.slug}”`,
        );
        await panel.refused(entry, [{ file: "", message }], false);
        throw new Error(refusal(1, language));
      }
      const problems = await mistakesIn(entry);
      await panel.refused(entry, problems);
      if (problems.length > 0) throw new Error(refusal(problems.length, language));
      return undefined;
    },
  });
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      if (entry.get("newRecord")) entries.justCreated(String(entry.get("collection")));
      return undefined;
    },
  });
  cms.init();
  languageSwitch(language);
}

/** Inside another site's frame, a click there could be a click here, with the board member's
 * GitHub access: hosts without headers cannot forbid framing (decision 0016), so the CMS does not
 * start in a frame at all. */
function framed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

if (typeof window !== "undefined") {
  if (framed()) {
    document.body.textContent = "The content manager opens only in a window of its own.";
  } else if (window.CMS) setUp(window.CMS);
}
