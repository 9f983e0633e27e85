/**
 * The CMS's words in each language of its interface: the labels, hints and choices of the
 * content's fields and the nouns of its lists ("1 section", "2 sections", "Add a section"), and
 * the words of its own parts (the panel of mistakes, the date fields, the uploads).
 *
 * English and Italian are written in the schemas, beside each other (`FieldMeta` in
 * app/lib/schema-walk.ts), and the own parts' words below. Every other language has one file,
 * tools/cms-browser/words/<code>.ts (`CmsLanguageFile`): its own parts' words, and each field's
 * words by the field's path (`fieldKey`); tools/cms-browser/field-words.test.ts names every field
 * a file lacks. Decap CMS's own interface has its own translations (its `locale`,
 * `decapLocales`); tools/cms-browser/language.ts corrects a few.
 */
import { defaultLanguage, languages, type Language } from "../../app/config/languages";
import type { Messages } from "../../app/i18n/en";
import { messagesOf } from "../../app/i18n/messages";
import type { CmsEntry } from "../../app/lib/content-collections";
import type { CmsText, FieldMeta, FieldWords } from "../../app/lib/schema-walk";
import * as de from "./words/de";
import * as el from "./words/el";
import * as es from "./words/es";
import * as fr from "./words/fr";
import * as nl from "./words/nl";
import * as pl from "./words/pl";
import * as pt from "./words/pt";
import * as ro from "./words/ro";

/** The languages the CMS's interface has words in. */
export const cmsWordLanguages = [
  "en",
  "it",
  "de",
  "pt",
  "es",
  "fr",
  "pl",
  "el",
  "ro",
  "nl",
] as const;
export type CmsLanguage = (typeof cmsWordLanguages)[number];
/** The languages whose words are in a file of their own (not beside the English in the schemas). */
export type FileLanguage = Exclude<CmsLanguage, keyof CmsText>;

const isCmsLanguage = (code: string): code is CmsLanguage =>
  (cmsWordLanguages as readonly string[]).includes(code);

/** The languages of the CMS's interface on a site in `siteLanguages`: those it has words in, in
 * the site's order, and English always (the schemas' language, and the interface of every
 * other language). */
export function cmsLanguagesOf(siteLanguages: readonly Language[]): readonly CmsLanguage[] {
  const own = siteLanguages.filter(isCmsLanguage);
  return own.includes("en") ? own : [...own, "en"];
}

/** The languages of the CMS's interface on this site. */
export const cmsLanguages: readonly CmsLanguage[] = cmsLanguagesOf(languages);

/** The CMS's language when the board member's browser asks for none of them: the site's first
 * language, or English. */
export const firstCmsLanguage: CmsLanguage = isCmsLanguage(defaultLanguage)
  ? defaultLanguage
  : "en";

/** Decap CMS's name of each language's translation of its own interface (its `locale`): Greek is
 * "gr" there. */
export const decapLocales: Record<CmsLanguage, string> = {
  en: "en",
  it: "it",
  de: "de",
  pt: "pt",
  es: "es",
  fr: "fr",
  pl: "pl",
  el: "gr",
  ro: "ro",
  nl: "nl",
};

/** A language's name in another's words, with a capital: "Tedesco", "German". */
export function languageNameIn(language: Language, words: CmsLanguage): string {
  const name = new Intl.DisplayNames([words], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(words) + name.slice(1);
}

/** A list's items in words: with the indefinite article, without, and in the plural. */
export interface ListNouns {
  /** "a section" */
  a: string;
  /** "section" */
  one: string;
  /** "sections" */
  other: string;
}

/** The words of the focal point's widget (tools/cms-browser/focus-widget.ts). */
export interface FocusWords {
  /** The nine usual places, row by row from the top left. */
  places: readonly string[];
  /** Said of a picture without a focal point. */
  middle: string;
  /** A point, in percent across and down. */
  at(across: number, down: number): string;
  loading: string;
  choosePictureFirst: string;
  wideBand: string;
  square: string;
  /** The widget's name, with its point described. */
  group(described: string): string;
  /** The picture to click, with its point described. */
  picture(described: string): string;
  orChoose: string;
}

/** The CMS's own texts (tools/cms-browser/setup.ts and its widgets). */
export interface CmsTexts {
  optional: string;
  add(item: string): string;
  addInLanguage(item: string, language: string): string;
  /** The hint of the button that shows the CMS in another language (named in these words). */
  otherInterfaceHint(language: string): string;
  mistakes(count: number): string;
  refusal(count: number): string;
  close: string;
  datePlaceholder: string;
  timePlaceholder: string;
  timeLabel(field: string): string;
  /** The zone the times are in, beside the time: "time in Europe/Lisbon". */
  timeZoneNote(zone: string): string;
  calendar(field: string): string;
  dateProblem(field: string): string;
  timeProblem(field: string): string;
  renamed(original: string, saved: string, taken: string): string;
  uploaded(original: string, saved: string): string;
  stripped(located: boolean): string;
  neverReplaced(name: string): string;
  /** Said when a save is refused because the form holds another entry than the address names
   * (tools/cms-browser/entry-navigation.ts): each entry by its name in the address, or
   * `newEntry`. */
  otherEntry(held: string, named: string): string;
  newEntry: string;
  /** The last day of an event that repeats, in the events' list: "until 30/06/2026". */
  until(day: string): string;
  focus: FocusWords;
  /** One entry of the events' collection: "Event". */
  event: string;
}

/** A field's words in a language of its own file (`CmsLanguageFile`), under the keys of the
 * English ones of its meta: its label, hint and choices, its list's items, its pattern's mistake. */
export interface FileFieldWords extends FieldWords {
  nouns?: ListNouns;
  pattern?: string;
}

/** A language's words in its file, tools/cms-browser/words/<code>.ts. */
export interface CmsLanguageFile {
  /** The CMS's own parts. */
  texts: CmsTexts;
  /** Decap CMS's own words put right (tools/cms-browser/language.ts), as its `locale` nests them. */
  decap: Record<string, unknown>;
  /** The CMS's collections ("events", "site") and the files of "site" ("identity", "team", ...),
   * by the names tools/cms-config.ts gives them. */
  entries: Record<string, { label: string; description: string }>;
  /** Each field's words, by `fieldKey`: "events: page.sections.heading", and "events: repeat.days[]"
   * for the items of a list of values (a function: the browser's script leaves them out). */
  fields: () => Record<string, FileFieldWords>;
}

/** The key of a field's words in a language's file: the file's name in the CMS ("events",
 * "identity", ...), then the field's path, without the positions in lists: "events:
 * page.sections.heading". */
export function fieldKey(file: string, path: readonly string[]): string {
  return `${file}: ${path.join(".")}`;
}

/** The key of the words of a list's items, where they are values (a day, an address). */
export const itemKey = (listKey: string) => `${listKey}[]`;

/** The files of the languages whose words are not in the schemas. */
export const cmsLanguageFiles: Record<FileLanguage, CmsLanguageFile> = {
  de: { texts: de.texts, decap: de.decap, entries: de.entries, fields: de.fields },
  pt: { texts: pt.texts, decap: pt.decap, entries: pt.entries, fields: pt.fields },
  es: { texts: es.texts, decap: es.decap, entries: es.entries, fields: es.fields },
  fr: { texts: fr.texts, decap: fr.decap, entries: fr.entries, fields: fr.fields },
  pl: { texts: pl.texts, decap: pl.decap, entries: pl.entries, fields: pl.fields },
  el: { texts: el.texts, decap: el.decap, entries: el.entries, fields: el.fields },
  ro: { texts: ro.texts, decap: ro.decap, entries: ro.entries, fields: ro.fields },
  nl: { texts: nl.texts, decap: nl.decap, entries: nl.entries, fields: nl.fields },
};

/** Decap CMS's own words put right, in each language of its own file (tools/cms-browser/language.ts
 * adds English's and Italian's). Apart from `cmsLanguageFiles`, so that the browser's script
 * leaves the fields' words out: the configuration already holds them. */
export const decapPhrases: Record<FileLanguage, Record<string, unknown>> = {
  de: de.decap,
  pt: pt.decap,
  es: es.decap,
  fr: fr.decap,
  pl: pl.decap,
  el: el.decap,
  ro: ro.decap,
  nl: nl.decap,
};

const schemaTexts: Record<keyof CmsText, CmsTexts> = {
  en: {
    optional: "optional",
    add: (item: string) => `Add ${item}`,
    addInLanguage: (item: string, language: string) => `Add ${item} (${language})`,
    otherInterfaceHint: (language: string) => `Show the content manager in ${language}`,
    mistakes: (count: number) =>
      `Not saved: ${count === 1 ? "1 mistake" : `${count} mistakes`} to correct (the site could not be built with them)`,
    refusal: (count: number) =>
      `${count === 1 ? "1 mistake" : `${count} mistakes`} to correct, listed at the bottom right.`,
    close: "Close",
    datePlaceholder: "dd/mm/yyyy",
    timePlaceholder: "hh:mm",
    timeLabel: (field: string) => `${field}: time (24-hour)`,
    timeZoneNote: (zone: string) => `time in ${zone}`,
    calendar: (field: string) => `${field}: choose the day on a calendar`,
    dateProblem: (field: string) => `${field}: write the day as day/month/year, like 05/12/2025`,
    timeProblem: (field: string) =>
      `${field}: write the time on the 24-hour clock, like 09:00 or 18:30`,
    renamed: (original: string, saved: string, taken: string) =>
      `${original} is uploaded as ${saved}: ${taken} is already another picture, which stays as it is.`,
    uploaded: (original: string, saved: string) => `${original} is uploaded as ${saved}.`,
    stripped: (located: boolean) =>
      located
        ? "The place it was taken (GPS) and the camera's details were removed from the file; the picture is unchanged."
        : "The camera's details were removed from the file; the picture is unchanged.",
    neverReplaced: (name: string) =>
      `${name} is already another picture: it was not replaced. Upload the new one again: it gets a name of its own.`,
    otherEntry: (held: string, named: string) =>
      `This form holds ${held}, but the address names ${named}: nothing was saved. Open the entry you mean from the list.`,
    newEntry: "a new entry",
    until: (day: string) => `until ${day}`,
    focus: {
      places: [
        "Top left",
        "Top",
        "Top right",
        "Left",
        "Middle",
        "Right",
        "Bottom left",
        "Bottom",
        "Bottom right",
      ],
      middle: "The middle (no focal point chosen)",
      at: (across: number, down: number) => `${across} % across, ${down} % down`,
      loading: "Loading the picture…",
      choosePictureFirst:
        "Choose the picture above first: it shows here, and a click on its subject sets the focal point. Until then, choose a place below.",
      wideBand: "A wide band",
      square: "A square",
      group: (described: string) => `Focal point: ${described}`,
      picture: (described: string) =>
        `The picture, with its focal point: ${described}. Click its subject, or move the point with the arrow keys.`,
      orChoose: "Or choose a place",
    },
    event: "Event",
  },
  it: {
    optional: "facoltativo",
    add: (item: string) => `Aggiungi ${item}`,
    addInLanguage: (item: string, language: string) =>
      `Aggiungi ${item} (${language.toLowerCase()})`,
    otherInterfaceHint: (language: string) =>
      `Mostra il gestore dei contenuti in ${language.toLowerCase()}`,
    mistakes: (count: number) =>
      `Non salvato: ${count === 1 ? "1 errore" : `${count} errori`} da correggere (altrimenti il sito non si può generare)`,
    refusal: (count: number) =>
      `${count === 1 ? "1 errore" : `${count} errori`} da correggere, elencati in basso a destra.`,
    close: "Chiudi",
    datePlaceholder: "gg/mm/aaaa",
    timePlaceholder: "hh:mm",
    timeLabel: (field: string) => `${field}: ora (24 ore)`,
    timeZoneNote: (zone: string) => `fuso orario ${zone}`,
    calendar: (field: string) => `${field}: scegli il giorno sul calendario`,
    dateProblem: (field: string) =>
      `${field}: scrivi la data come giorno/mese/anno, per esempio 05/12/2025`,
    timeProblem: (field: string) =>
      `${field}: scrivi l'ora nel formato 24 ore, per esempio 09:00 o 18:30`,
    renamed: (original: string, saved: string, taken: string) =>
      `${original} è stata caricata come ${saved}: ${taken} è già un'altra immagine, che resta com'è.`,
    uploaded: (original: string, saved: string) => `${original} è stata caricata come ${saved}.`,
    stripped: (located: boolean) =>
      located
        ? "Il luogo dello scatto (GPS) e i dati della fotocamera sono stati tolti dal file; l'immagine è invariata."
        : "I dati della fotocamera sono stati tolti dal file; l'immagine è invariata.",
    neverReplaced: (name: string) =>
      `${name} è già un'altra immagine: non è stata sostituita. Carica di nuovo la nuova immagine: riceverà un nome tutto suo.`,
    otherEntry: (held: string, named: string) =>
      `Questo modulo contiene ${held}, ma l'indirizzo indica ${named}: non è stato salvato nulla. Apri dall'elenco la voce che intendi modificare.`,
    newEntry: "una nuova voce",
    until: (day: string) => `fino al ${day}`,
    focus: {
      places: [
        "In alto a sinistra",
        "In alto",
        "In alto a destra",
        "A sinistra",
        "Al centro",
        "A destra",
        "In basso a sinistra",
        "In basso",
        "In basso a destra",
      ],
      middle: "Al centro (nessun punto focale scelto)",
      at: (across: number, down: number) => `${across} % da sinistra, ${down} % dall'alto`,
      loading: "Caricamento dell'immagine…",
      choosePictureFirst:
        "Scegli prima l'immagine qui sopra: compare qui, e un clic sul soggetto fissa il punto focale. Nel frattempo, scegli una posizione qui sotto.",
      wideBand: "Una fascia larga",
      square: "Un quadrato",
      group: (described: string) => `Punto focale: ${described}`,
      picture: (described: string) =>
        `L'immagine, con il suo punto focale: ${described}. Fai clic sul soggetto, o sposta il punto con i tasti freccia.`,
      orChoose: "Oppure scegli una posizione",
    },
    event: "Evento",
  },
};

/** The CMS's own texts in each language. */
export const cmsTexts: Record<CmsLanguage, CmsTexts> = {
  ...schemaTexts,
  de: de.texts,
  pt: pt.texts,
  es: es.texts,
  fr: fr.texts,
  pl: pl.texts,
  el: el.texts,
  ro: ro.texts,
  nl: nl.texts,
};

/** A field's label without the "(optional)" the configuration adds to it ("Series (optional)" →
 * "Series"): where the label is said again (a mistake's field, a date's calendar button), the
 * field itself has already said it. */
export function withoutOptional(label: string, texts: Pick<CmsTexts, "optional">): string {
  const mark = ` (${texts.optional})`;
  return label.endsWith(mark) ? label.slice(0, -mark.length) : label;
}

/** The words of the CMS's configuration in one language. */
export interface CmsWords {
  language: CmsLanguage;
  /** The site's interface texts in that language (roles, kinds of event, buttons). */
  messages: Messages;
  /** A field's label, hint and choices in the CMS's language: the English of its meta, the
   * Italian beside it, or another language's from its file by the field's key (`fieldKey`); the
   * English where they lack (tools/cms-config.test.ts and field-words.test.ts name such a
   * field). */
  field(meta: FieldMeta, key: string): FieldWords;
  /** A pattern's mistake in the CMS's language. */
  patternMessage(pattern: NonNullable<FieldMeta["pattern"]>, key: string): string;
  /** A collection's or file's name and the line under it in the CMS's list, by its name. */
  entry(
    name: string,
    cms: Pick<CmsEntry, "label" | "description" | "it">,
  ): {
    label: string;
    description: string;
  };
  /** A label marked as optional: "Series (optional)". */
  optional(label: string): string;
  /** A language's name in the CMS's language, as the label of a text in it. */
  languageName(language: Language): string;
  /** A list's items in words, from the nouns of its meta (the list's field's, or the pair's it
   * is in) or its file; without them, its title. */
  listNouns(meta: FieldMeta, key: string): ListNouns;
  add(item: string): string;
  addInLanguage(item: string, language: Language): string;
}

/** The indefinite article's words, to find a noun without it. */
const article = /^(an?|un|uno|una) |^un'/;

/** A list's nouns as the schemas write them: with the article, and in the plural. */
function schemaNouns([a, other]: readonly [a: string, other: string]): ListNouns {
  return { a, one: a.replace(article, ""), other };
}

export function cmsWords(language: CmsLanguage): CmsWords {
  const texts = cmsTexts[language];
  const file = language === "en" || language === "it" ? undefined : cmsLanguageFiles[language];
  const fileWords = file?.fields() ?? {};
  const ownWords = (meta: FieldMeta, key: string): FileFieldWords | undefined =>
    language === "it" ? meta.it : fileWords[key];
  const field = (meta: FieldMeta, key: string): FieldWords => {
    if (language === "en") return meta;
    const words = ownWords(meta, key);
    return {
      title: words?.title ?? meta.title,
      description: words?.description ?? meta.description,
      optionLabels: meta.optionLabels && { ...meta.optionLabels, ...words?.optionLabels },
    };
  };
  return {
    language,
    messages: messagesOf(language),
    field,
    patternMessage: (pattern, key) =>
      language === "en"
        ? pattern.message
        : language === "it"
          ? pattern.it.message
          : (fileWords[key]?.pattern ?? pattern.message),
    entry: (name, cms) =>
      language === "en" ? cms : language === "it" ? cms.it : (file?.entries[name] ?? cms),
    optional: (label) => `${label} (${texts.optional})`,
    languageName: (name) => languageNameIn(name, language),
    listNouns(meta, key) {
      const nouns =
        language === "en" || language === "it"
          ? meta.nouns && schemaNouns(meta.nouns[language])
          : (fileWords[key]?.nouns ?? (meta.nouns && schemaNouns(meta.nouns.en)));
      if (nouns) return nouns;
      const noun = (field(meta, key).title ?? "").toLowerCase();
      return { a: noun, one: noun, other: noun };
    },
    add: (item) => texts.add(item),
    addInLanguage: (item, name) => texts.addInLanguage(item, languageNameIn(name, language)),
  };
}
