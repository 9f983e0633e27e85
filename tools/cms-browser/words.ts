/**
 * The CMS's words in each language of its interface (English, Italian; a site's other languages
 * see it in English until their words are added here): the labels, hints and choices of the
 * content's fields and the nouns of its lists ("1 section", "2 sections", "Add a section"), read
 * from the schemas, which write each field's words in both languages beside each other
 * (`FieldMeta` in app/lib/schema-walk.ts); and the words of its own parts (the panel of mistakes,
 * the date fields, the uploads), written here. Decap CMS's own interface has its own translations
 * (its `locale`); tools/cms-browser/setup.ts corrects a few.
 */
import { languages, type Language } from "../../app/config/languages";
import type { Messages } from "../../app/i18n/en";
import { messagesOf } from "../../app/i18n/messages";
import type { CmsEntry } from "../../app/lib/content-collections";
import type { CmsText, FieldMeta, FieldWords } from "../../app/lib/schema-walk";

/** The languages the CMS's interface has words in. */
export const cmsWordLanguages = ["en", "it"] as const;
export type CmsLanguage = (typeof cmsWordLanguages)[number];

/** The languages of the CMS's interface on this site: the site's languages it has words in,
 * English always (the schemas' language, and the interface of every other language). */
export const cmsLanguages: readonly CmsLanguage[] = [
  "en",
  ...cmsWordLanguages.filter((code) => code !== "en" && languages.includes(code)),
];

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
}

/** The CMS's own texts in each language. */
export const cmsTexts: Record<CmsLanguage, CmsTexts> = {
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
  },
  it: {
    optional: "facoltativo",
    add: (item: string) => `Aggiungi ${item}`,
    addInLanguage: (item: string, language: string) =>
      `Aggiungi ${item} (${language.toLowerCase()})`,
    otherInterfaceHint: (language: string) =>
      `Mostra il gestore dei contenuti in ${language.toLowerCase()}`,
    mistakes: (count: number) =>
      `Non salvato: ${count === 1 ? "1 errore" : `${count} errori`} da correggere (con questi il sito non si potrebbe costruire)`,
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
      `${original} è caricata come ${saved}: ${taken} è già un'altra immagine, che resta com'è.`,
    uploaded: (original: string, saved: string) => `${original} è caricata come ${saved}.`,
    stripped: (located: boolean) =>
      located
        ? "Il luogo dello scatto (GPS) e i dati della fotocamera sono stati tolti dal file; l'immagine è invariata."
        : "I dati della fotocamera sono stati tolti dal file; l'immagine è invariata.",
    neverReplaced: (name: string) =>
      `${name} è già un'altra immagine: non è stata sostituita. Carica di nuovo quella nuova: avrà un nome suo.`,
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
  },
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
  /** A field's label, hint and choices in the CMS's language, from its meta: the English, or
   * the words in that language beside it (the English where it has none: the test of
   * tools/cms-config.test.ts names such a field). */
  field(meta: FieldMeta): FieldWords;
  /** A pattern's mistake in the CMS's language. */
  patternMessage(pattern: NonNullable<FieldMeta["pattern"]>): string;
  /** A file's name and the line under it in the CMS's list, in the CMS's language. */
  entry(cms: CmsEntry): { label: string; description: string };
  /** A text written in each language of the CMS, in its language. */
  say(text: CmsText): string;
  /** A label marked as optional: "Series (optional)". */
  optional(label: string): string;
  /** A language's name in the CMS's language, as the label of a text in it. */
  languageName(language: Language): string;
  /** A list's items in words, from the nouns of its meta (the list's field's, or the pair's it
   * is in); without them, its title. */
  listNouns(meta: FieldMeta): ListNouns;
  add(item: string): string;
  addInLanguage(item: string, language: Language): string;
}

/** The indefinite article's words, to find a noun without it. */
const article = /^(an?|un|uno|una) |^un'/;

export function cmsWords(language: CmsLanguage): CmsWords {
  const texts = cmsTexts[language];
  const field = (meta: FieldMeta): FieldWords => {
    if (language === "en") return meta;
    const words = meta[language];
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
    patternMessage: (pattern) => (language === "en" ? pattern.message : pattern[language].message),
    entry: (cms) => (language === "en" ? cms : cms[language]),
    say: (text) => text[language],
    optional: (label) => `${label} (${texts.optional})`,
    languageName: (name) => languageNameIn(name, language),
    listNouns(meta) {
      const nouns = meta.nouns?.[language];
      if (!nouns) {
        const noun = (field(meta).title ?? "").toLowerCase();
        return { a: noun, one: noun, other: noun };
      }
      const [a, other] = nouns;
      return { a, one: a.replace(article, ""), other };
    },
    add: (item) => texts.add(item),
    addInLanguage: (item, name) => texts.addInLanguage(item, languageNameIn(name, language)),
  };
}
