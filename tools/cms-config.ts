/**
 * The configuration of the CMS at /admin/ (Decap CMS), generated from the content schemas so
 * that the two can never drift: every field of every content file, with its label, its hint,
 * whether it is required, both languages side by side, and pictures uploaded into the folder the
 * content check looks in. See docs/decisions/0011.
 */
import type { z } from "zod";
import { imageFolders } from "../app/config/content-locations";
import { languages, type Language } from "../app/config/languages";
import type { CmsSettings } from "../app/lib/cms-schema";
import { cmsFiles, eventFiles } from "../app/lib/content-collections";
import { kindKey } from "../app/i18n/event-kinds";
import { eventSummary } from "./cms-browser/event-list";
import {
  cmsTexts,
  cmsWords,
  decapLocales,
  fieldKey,
  itemKey,
  type CmsLanguage,
  type CmsWords,
} from "./cms-browser/words";
import {
  elementOf,
  optionsOf,
  shapeOf,
  typeOf,
  unwrap,
  type FieldMeta,
} from "../app/lib/schema-walk";

/** A Decap CMS widget and its options. */
interface Widget {
  widget: string;
  [option: string]: unknown;
}

/** A Decap CMS field. */
export type CmsField = Widget & { name: string; label: string; hint?: string; required?: boolean };

type Schema = z.ZodType;

/** Whether an object schema is a text or list in every language: `{ en, it }`. */
function isLanguagePair(shape: Record<string, Schema> | undefined): boolean {
  return (
    shape !== undefined &&
    Object.keys(shape).length === languages.length &&
    languages.every((language) => language in shape)
  );
}

/**
 * The words a choice is shown with: the schema's own labels, or the site's interface text for
 * the value (a role's label, a kind of event's, an application button's words), else the value.
 */
function optionLabel(value: string, meta: FieldMeta, key: string, words: CmsWords): string {
  const label = words.field(meta, key).optionLabels?.[value];
  if (label) return label;
  const messages = words.messages as Record<string, unknown>;
  const text = messages[kindKey(value)] ?? messages[value];
  return typeof text === "string" ? text : value;
}

/** The words of the Markdown buttons a text may use (what the content check accepts). */
const markdownButtons = ["bold", "italic", "link", "bulleted-list", "numbered-list"];

/** Where a field is: the name of its file in the CMS, and its path there (without the positions
 * in lists), by which a language's file keys its words (`fieldKey`). */
interface FieldPlace {
  file: string;
  path: readonly string[];
}

/**
 * A field's widget and its options, from its schema. `optional` is true inside an optional group
 * (an event's applications, its page, ...): the CMS then requires none of its fields, as it
 * cannot tell a group left out from a group half filled; the content check tells the latter.
 * `key` is its words' key (`fieldKey`).
 */
function widgetOf(
  schema: Schema,
  markdown: "blocks" | "inline" | undefined,
  optional: boolean,
  words: CmsWords,
  place: FieldPlace & { key: string },
  list?: { meta: FieldMeta; key: string; language?: Language },
): Widget {
  const { schema: inner, meta } = unwrap(schema);
  const type = typeOf(inner);
  if (meta.picture) {
    return {
      // A picture with a focal point beside it says what it shows
      // (tools/cms-browser/focus-widget.ts).
      widget: meta.picture === "logo" ? "file" : meta.focusField ? "picture" : "image",
      media_folder: `/${meta.folder}`,
      public_folder: "",
      choose_url: false,
    };
  }
  if (meta.datetime) {
    return {
      widget: "datetime",
      format: "YYYY-MM-DDTHH:mm",
      date_format: "DD/MM/YYYY",
      time_format: "HH:mm",
      picker_utc: false,
    };
  }
  const pattern = meta.pattern
    ? { pattern: [meta.pattern.regex, words.patternMessage(meta.pattern, place.key)] }
    : {};
  if (meta.date) {
    return {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "DD/MM/YYYY",
      time_format: false,
      picker_utc: false,
    };
  }
  switch (type) {
    case "string":
      if (markdown === "blocks") {
        return {
          widget: "markdown",
          buttons: markdownButtons,
          editor_components: [],
          modes: ["rich_text", "raw"],
        };
      }
      return { widget: markdown === "inline" ? "text" : "string", ...pattern };
    case "number":
      return {
        widget: "number",
        value_type: (inner as unknown as { isInt?: boolean }).isInt ? "int" : "float",
      };
    case "boolean":
      return { widget: "boolean" };
    case "enum":
      return {
        widget: "select",
        options: (optionsOf(inner) ?? []).map((value) => ({
          label: optionLabel(value, meta, place.key, words),
          value,
        })),
      };
    case "array": {
      const element = elementOf(inner);
      // The list's items named in words: "1 section", "2 sections", "Add a section", and for a
      // list in one language of a pair, "Add a result (English)".
      const nouns = list ? words.listNouns(list.meta, list.key) : words.listNouns(meta, place.key);
      const add = list?.language ? words.addInLanguage(nouns.a, list.language) : words.add(nouns.a);
      const labels = { label_singular: nouns.one, label_plural: nouns.other, add_label: add };
      // Someone who adds an item to a list means to fill it: its fields are required again.
      const itemLabel = nouns.one.charAt(0).toUpperCase() + nouns.one.slice(1);
      if (element && shapeOf(element)) {
        const fields = fieldsOf(element, { place }, words);
        return {
          widget: "list",
          ...labels,
          // A folded item shows its first text ("Giulia Romano", a section's heading).
          summary: itemSummary(fields, itemLabel, words.language),
          fields,
          collapsed: false,
        };
      }
      return {
        widget: "list",
        ...labels,
        summary: `{{item | default('${itemLabel}')}}`,
        field: {
          name: "item",
          label: itemLabel,
          ...widgetOf(element ?? inner, undefined, false, words, {
            ...place,
            key: itemKey(place.key),
          }),
        },
      };
    }
    case "object":
      return {
        widget: "object",
        fields: fieldsOf(inner, { markdown: meta.markdown, optional, meta, place }, words),
        collapsed: false,
      };
    default:
      throw new Error(`cms-config: no CMS widget for a ${type} field`);
  }
}

/** A text a person writes: a line, a paragraph, Markdown. */
const textWidgets = new Set(["string", "text", "markdown"]);

/**
 * What a folded item of a list shows (its `summary`): its first text, or the item's noun while
 * it is empty; for a text in every language, the one in the CMS's language, cut after 60
 * characters (Decap's template takes one filter: empty, Decap says "No" and the field's name).
 * Decap CMS would show the first field's value, whatever it is: a picture's file name, a
 * number, a text in every language as one line of code.
 */
function itemSummary(
  fields: readonly CmsField[],
  itemLabel: string,
  language: CmsLanguage,
): string {
  const fallback = `default('${itemLabel}')`;
  for (const field of fields) {
    if (textWidgets.has(field.widget)) return `{{${field.name} | ${fallback}}}`;
    const inLanguages = field.widget === "object" ? (field.fields as CmsField[] | undefined) : [];
    const text = inLanguages?.find(
      (inner) => inner.name === language && textWidgets.has(inner.widget),
    );
    if (text) return `{{${field.name}.${language} | truncate(60)}}`;
  }
  return itemLabel;
}

/** The CMS fields of an object schema, in the schema's order, in the words of the CMS's
 * language; `within` says what the object is in (a Markdown text in every language, an optional
 * group, the meta of the field it is, where it is: the events' file by default). */
export function fieldsOf(
  schema: Schema,
  within: {
    markdown?: "blocks" | "inline";
    optional?: boolean;
    meta?: FieldMeta;
    place?: FieldPlace;
  } = {},
  words: CmsWords = cmsWords("en"),
): CmsField[] {
  const at = within.place ?? { file: "events", path: [] };
  const shape = shapeOf(schema);
  if (!shape) throw new Error("cms-config: fields of something that is not an object");
  const pair = isLanguagePair(shape);
  // A field for a language the site is not in (the Italian article) is not shown.
  const forTheSite = Object.entries(shape).filter(([, field]) => {
    const only = unwrap(field).meta.forLanguage;
    return only === undefined || (languages as readonly string[]).includes(only);
  });
  return forTheSite.map(([name, field]) => {
    const { meta, optional } = unwrap(field);
    const path = [...at.path, name];
    const place = { file: at.file, path, key: fieldKey(at.file, path) };
    if (meta.focus)
      return focusField(name, meta, shape, Boolean(within.optional) || optional, words, place.key);
    // "(optional)" only where the build lets the field out: not on a field of an optional group
    // that the build requires once the group is filled (the CMS itself marks neither, see
    // cms-admin.ts), nor on one language of a text, which needs both or neither.
    const said = words.field(meta, place.key);
    const title = pair ? words.languageName(name as Language) : (said.title ?? name);
    const label = optional && !pair ? words.optional(title) : title;
    const inOptionalGroup = Boolean(within.optional) || optional;
    const hint = said.description;
    // A list in one language of a pair is named after the pair's field: "Add a result (English)".
    const list =
      pair && within.meta
        ? {
            meta: within.meta,
            key: fieldKey(at.file, at.path),
            language: name as Language,
          }
        : undefined;
    return {
      name,
      label,
      ...(hint ? { hint } : {}),
      ...(inOptionalGroup ? { required: false } : {}),
      ...widgetOf(
        field,
        pair ? within.markdown : meta.markdown,
        inOptionalGroup,
        words,
        place,
        list,
      ),
    };
  });
}

/**
 * A picture's focal point: the CMS's own widget (`focus`, registered by
 * tools/cms-browser/setup.ts) shows the picture chosen in the field beside it (`picture_field`,
 * the one whose `focusField` names this field) and writes the point the board clicks on it as
 * `{ x, y }`.
 */
function focusField(
  name: string,
  meta: FieldMeta,
  shape: Record<string, Schema>,
  optional: boolean,
  words: CmsWords,
  key: string,
): CmsField {
  const picture = Object.entries(shape).find(
    ([, field]) => unwrap(field).meta.focusField === name,
  )?.[0];
  if (!picture) throw new Error(`cms-config: no picture field names ${name} as its focus`);
  const said = words.field(meta, key);
  const title = said.title ?? name;
  return {
    name,
    label: optional ? words.optional(title) : title,
    ...(said.description ? { hint: said.description } : {}),
    ...(optional ? { required: false } : {}),
    widget: "focus",
    picture_field: picture,
  };
}

/** The collection of the chapter's single files, in English and Italian (another language's file
 * names it "site"). */
const siteCollection = {
  label: "Chapter",
  description: "The chapter's identity, its team, its sponsors and the pages' texts.",
  it: {
    label: "Chapter",
    description: "L'identità del chapter, il suo team, i suoi sponsor e i testi delle pagine.",
  },
};

/** The configuration of the CMS, its labels in `language` (English by default): the content's
 * files and fields, where it saves, and how people sign in. */
export function cmsConfig(
  settings: CmsSettings,
  options: { siteUrl: string; localBackend?: string; language?: CmsLanguage },
) {
  const language = options.language ?? "en";
  const words = cmsWords(language);
  const folderCollection = {
    name: "events",
    label: words.entry("events", eventFiles.cms).label,
    label_singular: cmsTexts[language].event,
    description: words.entry("events", eventFiles.cms).description,
    folder: eventFiles.folder,
    extension: "yaml",
    format: "yaml",
    create: true,
    delete: true,
    identifier_field: "slug",
    slug: "{{slug}}",
    // The date as the board reads it, day first ("Robotics Night · 10/03/2031 18:00"), an event
    // that repeats by its rule ("Every Tuesday, 18:20"): tools/cms-browser/event-list.ts.
    summary: eventSummary(language),
    // The latest first: the events to come, then the ones just past, which the board edits most.
    sortable_fields: [{ field: "start", default_sort: "desc" }, "slug"],
    media_folder: `/${eventFiles.cms.mediaFolder}`,
    public_folder: "",
    fields: fieldsOf(eventFiles.schema, { place: { file: "events", path: [] } }, words),
  };
  const files = cmsFiles.map(({ name, file, schema, cms }) => ({
    name,
    label: words.entry(name, cms).label,
    file,
    description: words.entry(name, cms).description,
    fields: fieldsOf(schema, { place: { file: name, path: [] } }, words),
    ...(cms.mediaFolder ? { media_folder: `/${cms.mediaFolder}`, public_folder: "" } : {}),
  }));
  return {
    ...(options.localBackend ? { local_backend: { url: options.localBackend } } : {}),
    backend: {
      name: "github",
      repo: settings.repository,
      branch: settings.branch,
      // The least GitHub grants that still lets the CMS save: every public repository of the
      // person for a public site, every repository for a private one (GitHub has nothing narrower).
      auth_scope: settings.visibility === "private" ? "repo" : "public_repo",
      ...(settings.signInUrl ? { base_url: settings.signInUrl } : {}),
      commit_messages: {
        create: "Add {{collection}} “{{slug}}” (CMS, {{author-name}})",
        update: "Update {{collection}} “{{slug}}” (CMS, {{author-name}})",
        delete: "Delete {{collection}} “{{slug}}” (CMS, {{author-name}})",
        uploadMedia: "Add picture “{{path}}” (CMS, {{author-name}})",
        deleteMedia: "Delete picture “{{path}}” (CMS, {{author-name}})",
      },
    },
    ...(settings.saving === "pull-request" ? { publish_mode: "editorial_workflow" } : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    locale: decapLocales[language],
    media_folder: imageFolders.photos,
    public_folder: "",
    editor: { preview: false },
    collections: [
      folderCollection,
      {
        name: "site",
        label: words.entry("site", siteCollection).label,
        description: words.entry("site", siteCollection).description,
        files,
      },
    ],
  };
}
