import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentLocations, imageFolders } from "../app/config/content-locations";
import { kindKey } from "../app/i18n/event-kinds";
import { messagesOf } from "../app/i18n/messages";
import { cmsFiles, eventFiles, namedFiles, type NamedFile } from "../app/lib/content-collections";
import { eventKinds, eventSchema } from "../app/lib/content-schema";
import { languages } from "../app/config/languages";
import { localizedList } from "../app/lib/schema-fields";
import { elementOf, shapeOf, typeOf, unwrap, type FieldMeta } from "../app/lib/schema-walk";
import { parse } from "yaml";
import { adminConfig } from "./cms-admin";
import { cmsConfig, type CmsField } from "./cms-config";
import { fieldLabels, type FormField } from "./cms-browser/mistakes";
import { cmsTexts } from "./cms-browser/words";

type Config = Record<string, unknown>;

const settings = {
  repository: "chapter/site",
  branch: "main",
  saving: "pull-request" as const,
  visibility: "public" as const,
  signInUrl: "https://auth.example.org",
};
const config = cmsConfig(settings, { siteUrl: "https://chapter.example.org" });
const [events, site] = config.collections as unknown as [
  { fields: CmsField[]; folder: string },
  { files: { name: string; file: string; fields: CmsField[] }[] },
];

/** Every field path of a schema and of CMS fields, to compare them. A focal point is one field
 * of the CMS (its own widget), not its two numbers. */
function schemaPaths(schema: z.ZodType, prefix = ""): string[] {
  const shape = shapeOf(schema) ?? {};
  return Object.entries(shape).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    if (unwrap(field).meta.focus) return [path];
    const element = elementOf(field);
    const nested = element && shapeOf(element) ? element : shapeOf(field) ? field : undefined;
    return [path, ...(nested ? schemaPaths(nested, `${path}.`) : [])];
  });
}

function cmsPaths(fields: CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const nested = field.fields as CmsField[] | undefined;
    return [path, ...(nested ? cmsPaths(nested, `${path}.`) : [])];
  });
}

/** What a field's meta lacks of the words the CMS shows in Italian, or says in Italian with no
 * English beside it: its title, hint, choices and pattern's mistake. */
function wordProblems(meta: FieldMeta, parts: { choices: boolean; label: boolean }): string[] {
  const { it } = meta;
  const problems: string[] = [];
  for (const key of ["title", "description"] as const) {
    const shown = parts.label || key === "description";
    if (shown && meta[key] && !it?.[key]) problems.push(`no Italian ${key} (it.${key})`);
    if (it?.[key] && !meta[key]) problems.push(`an Italian ${key} without its English`);
  }
  const english = Object.keys((parts.choices && meta.optionLabels) || {});
  const italian = Object.keys(it?.optionLabels ?? {});
  for (const value of english.filter((choice) => !italian.includes(choice))) {
    problems.push(`no Italian for the choice ${value} (it.optionLabels)`);
  }
  for (const value of italian.filter((choice) => !english.includes(choice))) {
    problems.push(`an Italian choice ${value} without its English`);
  }
  if (meta.pattern && !meta.pattern.it?.message) {
    problems.push("no Italian for its pattern's mistake (pattern.it.message)");
  }
  return problems;
}

/** Every field of a schema that the CMS shows with a word not in Italian beside the English, or
 * with Italian words or list nouns for nothing, as "path: what": a list needs its nouns in both
 * languages, a text whose every language is a list too, and nothing else has them. */
function missingItalian(schema: z.ZodType, prefix = ""): string[] {
  return Object.entries(shapeOf(schema) ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const { schema: inner, meta } = unwrap(field);
    const shape = shapeOf(inner);
    const pairOfLists =
      shape !== undefined &&
      languages.every((language) => shape[language] && elementOf(shape[language]));
    const list = typeOf(inner) === "array" || pairOfLists;
    const element = elementOf(inner);
    const problems = [
      ...wordProblems(meta, { choices: true, label: true }),
      ...(list && !(meta.nouns?.en && meta.nouns.it) ? ["a list without its nouns (nouns)"] : []),
      ...(!list && meta.nouns ? ["nouns, but it is not a list"] : []),
      // The item of a list of values is labelled with the list's noun: its choices and pattern
      // are the CMS's, not its title.
      ...(element && !shapeOf(element)
        ? wordProblems(unwrap(element).meta, { choices: true, label: false })
        : []),
    ].map((problem) => `${path}: ${problem}`);
    if (meta.focus || pairOfLists) return problems;
    const nested = element && shapeOf(element) ? element : shape ? inner : undefined;
    return [...problems, ...(nested ? missingItalian(nested, `${path}.`) : [])];
  });
}

/** The fields of the team's file. */
const teamFields = () => site.files.find((file) => file.name === "team")?.fields ?? [];

function fieldAt(fields: CmsField[], path: string): CmsField {
  const [name, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no CMS field ${path}`);
  return rest.length ? fieldAt(field.fields as CmsField[], rest.join(".")) : field;
}

describe("the CMS's configuration", () => {
  it("has every field of every content file, and no other", () => {
    expect(cmsPaths(events.fields)).toEqual(schemaPaths(eventSchema));
    expect(site.files.map((file) => file.name)).toEqual(cmsFiles.map(({ name }) => name));
    for (const file of site.files) {
      const { schema } = namedFiles[file.name as NamedFile];
      expect(cmsPaths(file.fields), file.name).toEqual(schemaPaths(schema));
    }
  });

  it("edits the files the build reads, and uploads pictures where it looks for them", () => {
    expect(events.folder).toBe(eventFiles.folder);
    // Every file the build reads (lib/content-collections.ts) but the CMS's own settings.
    expect(site.files.map((file) => file.file)).toEqual(
      Object.values(namedFiles)
        .map((entry) => entry.file)
        .filter((file) => file !== contentLocations.cms),
    );
    // A picture with a focal point beside it: Decap's image widget that says what it shows.
    expect(fieldAt(events.fields, "image")).toMatchObject({
      widget: "picture",
      media_folder: `/${imageFolders.events}`,
      public_folder: "",
    });
    const team = site.files.find((file) => file.name === "team")!;
    expect(fieldAt(team.fields, "members.photo")).toMatchObject({
      widget: "picture",
      media_folder: `/${imageFolders.team}`,
    });
  });

  it("labels every field, shows both languages side by side and gives each field its hint", () => {
    expect(fieldAt(events.fields, "title")).toMatchObject({
      label: "Title",
      widget: "object",
      hint: "The event's name.",
    });
    expect(
      (fieldAt(events.fields, "title").fields as CmsField[]).map((field) => field.label),
    ).toEqual(["English", "Italian", "German"]);
    const labelled = (fields: CmsField[]): boolean =>
      fields.every(
        (field) => field.label && (!field.fields || labelled(field.fields as CmsField[])),
      );
    expect(labelled(events.fields)).toBe(true);
  });

  it("requires what the schema requires, outside optional groups", () => {
    expect(fieldAt(events.fields, "title.it").required).toBeUndefined();
    expect(fieldAt(events.fields, "slug").required).toBeUndefined();
    // A repeating event may go on without a last day, within the horizon the hint names.
    expect(fieldAt(events.fields, "repeat.until")).toMatchObject({
      label: "Last day (optional)",
      required: false,
      hint: expect.stringContaining("at most 5 years after the first date"),
    });
    expect(fieldAt(events.fields, "audience").required).toBe(false);
    // An optional group may be left out: none of its fields is required by the CMS.
    expect(fieldAt(events.fields, "registration.url").required).toBe(false);
    // An item added to a list is filled: its fields are required again.
    expect(fieldAt(events.fields, "page.sections.heading").required).toBeUndefined();
    for (const path of schemaPaths(eventSchema)) {
      const optional = path
        .split(".")
        .some((_, index, parts) => unwrap(schemaAt(parts.slice(0, index + 1))).optional);
      if (!optional) expect(fieldAt(events.fields, path).required, path).toBeUndefined();
    }
  });

  it("writes dates, texts and choices as the schema reads them", () => {
    expect(fieldAt(events.fields, "start")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DDTHH:mm",
      picker_utc: false,
    });
    expect(fieldAt(events.fields, "registration.deadline")).toMatchObject({ format: "YYYY-MM-DD" });
    // Days and times are the chapter's local time, and their hints name its zone (the fixture's).
    expect(fieldAt(events.fields, "start").hint).toBe(
      "Day and time in the chapter's time zone (Europe/Rome).",
    );
    expect(fieldAt(events.fields, "registration.deadline").hint).toContain(
      "at the end of that day in the chapter's time zone (Europe/Rome)",
    );
    expect(fieldAt(events.fields, "page.agenda.time").hint).toBe(
      "Hours and minutes in the chapter's time zone (Europe/Rome), like 09:30.",
    );
    expect(fieldAt(events.fields, "page.sections.text.en")).toMatchObject({
      widget: "markdown",
      buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
    });
    expect(fieldAt(events.fields, "summary.it").widget).toBe("text");
    // Choices in words, saved as the codes the schema reads.
    expect(fieldAt(events.fields, "kind")).toMatchObject({
      widget: "select",
      options: eventKinds.map((kind) => ({ label: messagesOf("en")[kindKey(kind)], value: kind })),
    });
    expect(fieldAt(teamFields(), "members.role").options).toContainEqual({
      label: messagesOf("en").hr,
      value: "hr",
    });
    expect(fieldAt(events.fields, "registration.action").options).toContainEqual({
      label: messagesOf("en").applyNow,
      value: "applyNow",
    });
    // What the board types is checked at once where a pattern can say it.
    expect(fieldAt(events.fields, "slug").pattern).toEqual([
      "^(?=.{1,80}$)[A-Za-z0-9]+(-[A-Za-z0-9]+)*$",
      "Letters, digits and single hyphens, like robotics-night; at most 80.",
    ]);
    expect((fieldAt(events.fields, "registration.url").pattern as string[])[0]).toMatch(/^\^/);
    // A cancelled event: a choice the board may leave out (the event then takes place).
    expect(fieldAt(events.fields, "status")).toMatchObject({
      label: "Status (optional)",
      widget: "select",
      options: [
        { label: "Takes place (the default)", value: "scheduled" },
        { label: "Cancelled", value: "cancelled" },
      ],
      required: false,
    });
    expect(fieldAt(events.fields, "teamSize.min")).toMatchObject({
      widget: "number",
      value_type: "int",
    });
  });

  it("names each list's items: its count, its button, and the label of a single item", () => {
    expect(fieldAt(events.fields, "page.sections")).toMatchObject({
      widget: "list",
      label: "Sections",
      label_singular: "section",
      label_plural: "sections",
      add_label: "Add a section",
    });
    const results = fieldAt(events.fields, "recap.results").fields as CmsField[];
    expect(results.map((list) => list.add_label)).toEqual([
      "Add a result (English)",
      "Add a result (Italian)",
      "Add a result (German)",
    ]);
    expect(fieldAt(events.fields, "prizes")).toMatchObject({ add_label: "Add a prize" });
    expect(fieldAt(events.fields, "page.agenda")).toMatchObject({ add_label: "Add a step" });
    expect(fieldAt(events.fields, "contacts.emails")).toMatchObject({
      add_label: "Add an e-mail address",
      field: { label: "E-mail address" },
    });
    const everyList = (fields: CmsField[]): CmsField[] =>
      fields.flatMap((field) => [
        ...(field.widget === "list" ? [field] : []),
        ...everyList((field.fields as CmsField[] | undefined) ?? []),
      ]);
    for (const list of [
      ...everyList(events.fields),
      ...site.files.flatMap((f) => everyList(f.fields)),
    ]) {
      expect(list.add_label, list.name).toMatch(/^Add (a|an) [a-z]/);
      expect(list.label_plural, list.name).toMatch(/^[a-z]/);
      expect((list.field as CmsField | undefined)?.label ?? "", list.name).not.toBe("Item");
      // A folded item shows a text of its own: an item's value, or its first text field (in the
      // CMS's language when the text is in every language), never a blank or a line of code.
      const texts = ((list.fields as CmsField[] | undefined) ?? []).filter(
        (field) =>
          ["string", "text", "markdown"].includes(field.widget) ||
          (field.fields as CmsField[] | undefined)?.some((inner) => inner.name === "en"),
      );
      const shown = list.field
        ? "item"
        : texts[0] && `${texts[0].name}${texts[0].widget === "object" ? ".en" : ""}`;
      expect(list.summary, list.name).toMatch(new RegExp(`^\\{\\{${shown} \\| `));
    }
    expect(fieldAt(site.files.find(({ name }) => name === "team")!.fields, "members").summary).toBe(
      "{{name | default('Member')}}",
    );
    expect(fieldAt(events.fields, "page.sections").summary).toBe("{{heading.en | truncate(60)}}");
    expect(fieldAt(events.fields, "contacts.emails").summary).toBe(
      "{{item | default('E-mail address')}}",
    );
  });

  it("lists events by when they take place, the latest first, an event that repeats by its rule", () => {
    expect(config.collections[0]).toMatchObject({
      summary: "{{title.en}}{{listedWhen}}",
      sortable_fields: [{ field: "start", default_sort: "desc" }, "slug"],
    });
  });

  it("names a mistake's field by the labels of the form, in the CMS's language", () => {
    const labels = (fields: CmsField[], path: string, language: "en" | "it" = "en") =>
      fieldLabels(fields as FormField[], path, cmsTexts[language])?.join(" › ");
    expect(labels(events.fields, "page.intro.en")).toBe("Page › Introduction › English");
    expect(labels(events.fields, "page.sections[1].text.it")).toBe(
      "Page › Section 2 › Text › Italian",
    );
    expect(labels(events.fields, "contacts.emails[0]")).toBe("Contacts › E-mail address 1");
    expect(labels(events.fields, "series")).toBe("Series");
    const italian = cmsConfig(settings, { siteUrl: "https://chapter.example.org", language: "it" });
    const [italianEvents] = italian.collections as unknown as [{ fields: CmsField[] }];
    expect(labels(italianEvents.fields, "page.intro.en", "it")).toBe(
      "Pagina › Introduzione › Inglese",
    );
    expect(labels(italianEvents.fields, "series", "it")).toBe("Serie");
  });

  it("has every label, hint, choice and pattern's mistake in Italian beside its English", () => {
    // Each field of each file the CMS edits says its words in both languages in its meta, and
    // each list names its items in both: a field without them is named with its path.
    expect(missingItalian(eventFiles.schema, "events: ")).toEqual([]);
    for (const { name, schema } of cmsFiles) {
      expect(missingItalian(schema, `${name}: `)).toEqual([]);
    }
    // What it finds (made-up fields): a title, a list's nouns, a choice of the items, an Italian hint too many.
    const words = z.strictObject({
      name: z.string().meta({ title: "Name" }),
      days: z
        .array(z.enum(["monday"]).meta({ optionLabels: { monday: "Monday" } }))
        .meta({ title: "Days", it: { title: "Giorni" } }),
      rooms: localizedList.meta({
        title: "Rooms",
        it: { title: "Aule" },
        nouns: { en: ["a room", "rooms"], it: ["un'aula", "aule"] },
      }),
      place: z.strictObject({
        name: z.string().meta({ title: "Name", it: { title: "Nome", description: "Il nome." } }),
      }),
    });
    expect(missingItalian(words)).toEqual([
      "name: no Italian title (it.title)",
      "days: a list without its nouns (nouns)",
      "days: no Italian for the choice monday (it.optionLabels)",
      "place.name: an Italian description without its English",
    ]);
  });

  it("has an Italian interface, every label, hint and choice in Italian", () => {
    const italian = cmsConfig(settings, { siteUrl: "https://chapter.example.org", language: "it" });
    expect(italian.locale).toBe("it");
    const [italianEvents] = italian.collections as unknown as [
      { label: string; fields: CmsField[] },
    ];
    expect(italianEvents.label).toBe(messagesOf("it").events);
    expect(fieldAt(italianEvents.fields, "title")).toMatchObject({ label: "Titolo" });
    expect(
      (fieldAt(italianEvents.fields, "title").fields as CmsField[]).map((field) => field.label),
    ).toEqual(["Inglese", "Italiano", "Tedesco"]);
    expect(fieldAt(italianEvents.fields, "series").label).toBe("Serie (facoltativo)");
    expect(fieldAt(italianEvents.fields, "page.sections").add_label).toBe("Aggiungi una sezione");
    expect(
      (fieldAt(italianEvents.fields, "recap.results").fields as CmsField[]).map(
        (list) => list.add_label,
      ),
    ).toEqual([
      "Aggiungi un risultato (inglese)",
      "Aggiungi un risultato (italiano)",
      "Aggiungi un risultato (tedesco)",
    ]);
    expect(fieldAt(italianEvents.fields, "kind").options).toContainEqual({
      label: messagesOf("it").kindWorkshop,
      value: "workshop",
    });
    expect(fieldAt(italianEvents.fields, "registration.action").options).toContainEqual({
      label: messagesOf("it").applyNow,
      value: "applyNow",
    });
  });

  it("asks for the form of each team member's role, feminine or masculine", () => {
    expect(fieldAt(teamFields(), "members.roleForm")).toMatchObject({
      widget: "select",
      options: [
        { label: "Feminine (Segretaria, Tesoriera)", value: "feminine" },
        { label: "Masculine (Segretario, Tesoriere)", value: "masculine" },
      ],
    });
    expect(fieldAt(teamFields(), "members.roleForm").required).toBeUndefined();
  });

  it("offers every focal point as a click on the picture beside it, never as numbers to type", () => {
    const home = site.files.find((file) => file.name === "home")?.fields ?? [];
    const quotes = site.files.find((file) => file.name === "quotes")?.fields ?? [];
    for (const [fields, path, picture] of [
      [events.fields, "imageFocus", "image"],
      [events.fields, "recap.photos.focus", "image"],
      [teamFields(), "members.photoFocus", "photo"],
      [home, "banner.focus", "image"],
      [home, "photos.focus", "image"],
      [quotes, "quotes.portraitFocus", "portrait"],
    ] as const) {
      expect(fieldAt(fields, path), path).toMatchObject({
        widget: "focus",
        picture_field: picture,
        required: false,
      });
      expect(fieldAt(fields, path).fields, path).toBeUndefined();
    }
  });

  it("saves through GitHub, as pull requests or commits, and signs in through the helper", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "chapter/site",
      branch: "main",
      base_url: "https://auth.example.org",
      // Access to the person's public repositories only, not to every one of them.
      auth_scope: "public_repo",
    });
    expect(
      cmsConfig({ ...settings, visibility: "private" }, { siteUrl: "https://chapter.example.org" })
        .backend,
    ).toMatchObject({ auth_scope: "repo" });
    expect(config.publish_mode).toBe("editorial_workflow");
    const commits = cmsConfig(
      { ...settings, saving: "commit", signInUrl: undefined },
      {
        siteUrl: "https://chapter.example.org",
      },
    );
    expect(commits.publish_mode).toBeUndefined();
    expect(commits.backend).not.toHaveProperty("base_url");
    expect(config).not.toHaveProperty("local_backend");
    expect(
      cmsConfig(settings, {
        siteUrl: "https://x.example.org",
        localBackend: "http://localhost:5173/api/v1",
      }).local_backend,
    ).toEqual({ url: "http://localhost:5173/api/v1" });
  });

  it("opens the site on this computer with View Live when it edits this checkout", () => {
    const content = { cms: settings, identity: { url: "https://chapter.example.org" } };
    const online = parse(adminConfig(content as Parameters<typeof adminConfig>[0])) as Config;
    expect(online).toMatchObject({
      site_url: content.identity.url,
      display_url: content.identity.url,
    });
    const local = parse(
      adminConfig(content as Parameters<typeof adminConfig>[0], {
        backend: "http://localhost:5173/api/v1",
        site: "http://localhost:5173",
      }),
    ) as Config;
    expect(local).toMatchObject({
      site_url: "http://localhost:5173",
      display_url: "http://localhost:5173",
      local_backend: { url: "http://localhost:5173/api/v1" },
    });
  });
});

/** The event schema's field at a dotted path (list items by their element). */
function schemaAt(parts: string[]): z.ZodType {
  let current: z.ZodType = eventSchema;
  for (const part of parts) {
    const shape = shapeOf(current) ?? shapeOf(elementOf(current) ?? current);
    current = shape![part]!;
  }
  return current;
}
