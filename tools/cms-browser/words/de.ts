/**
 * The content manager's words in German (tools/cms-browser/words.ts): its own parts' words, Decap
 * CMS's own put right, and each field's words by its key, the file's name in the CMS and the
 * field's path (`fieldKey`). A field without its words here shows its English, and
 * tools/cms-browser/field-words.test.ts names it. The browser's script takes `texts` and `decap`
 * only; the CMS's configuration, written at build time, takes the others.
 */
import { defaultLanguage, languages } from "../../../app/config/languages";
import { siteTimeZone as zone } from "../../../app/config/time-zone";
import type { CmsLanguageFile, CmsTexts } from "../words";

/** The site's language under its own folder, in the example of an address. */
const second = languages.find((code) => code !== defaultLanguage) ?? "en";

export const texts: CmsTexts = {
  optional: "optional",
  add: (item: string) => `${item} hinzufügen`,
  addInLanguage: (item: string, language: string) => `${item} hinzufügen (${language})`,
  otherInterfaceHint: (language: string) => `Das Redaktionssystem auf ${language} anzeigen`,
  mistakes: (count: number) =>
    `Nicht gespeichert: ${count === 1 ? "1 Fehler" : `${count} Fehler`} zu korrigieren (damit ließe sich die Website nicht bauen)`,
  refusal: (count: number) =>
    `${count === 1 ? "1 Fehler" : `${count} Fehler`} zu korrigieren, unten rechts aufgelistet.`,
  close: "Schließen",
  datePlaceholder: "tt/mm/jjjj",
  timePlaceholder: "hh:mm",
  timeLabel: (field: string) => `${field}: Uhrzeit (24 Stunden)`,
  timeZoneNote: (zone: string) => `Zeitzone ${zone}`,
  calendar: (field: string) => `${field}: Tag im Kalender wählen`,
  dateProblem: (field: string) =>
    `${field}: Schreibe das Datum als Tag/Monat/Jahr, z. B. 05/12/2025`,
  timeProblem: (field: string) =>
    `${field}: Schreibe die Uhrzeit im 24-Stunden-Format, z. B. 09:00 oder 18:30`,
  renamed: (original: string, saved: string, taken: string) =>
    `${original} wird als ${saved} hochgeladen: ${taken} ist schon ein anderes Bild und bleibt, wie es ist.`,
  uploaded: (original: string, saved: string) => `${original} wird als ${saved} hochgeladen.`,
  stripped: (located: boolean) =>
    located
      ? "Der Aufnahmeort (GPS) und die Kameradaten wurden aus der Datei entfernt; das Bild selbst ist unverändert."
      : "Die Kameradaten wurden aus der Datei entfernt; das Bild selbst ist unverändert.",
  neverReplaced: (name: string) =>
    `${name} ist schon ein anderes Bild: Es wurde nicht ersetzt. Lade das neue noch einmal hoch: Es bekommt einen eigenen Namen.`,
  otherEntry: (held: string, named: string) =>
    `Dieses Formular enthält ${held}, die Adresse nennt aber ${named}: Es wurde nichts gespeichert. Öffne den gewünschten Eintrag aus der Liste.`,
  newEntry: "einen neuen Eintrag",
  until: (day: string) => `bis ${day}`,
  focus: {
    places: [
      "Oben links",
      "Oben",
      "Oben rechts",
      "Links",
      "Mitte",
      "Rechts",
      "Unten links",
      "Unten",
      "Unten rechts",
    ],
    middle: "Die Mitte (kein Bildmittelpunkt gewählt)",
    at: (across: number, down: number) => `${across} % von links, ${down} % von oben`,
    loading: "Bild wird geladen …",
    choosePictureFirst:
      "Wähle zuerst oben das Bild: Es erscheint hier, und ein Klick auf das Motiv setzt den Bildmittelpunkt. Bis dahin wähle unten eine Position.",
    wideBand: "Ein breiter Streifen",
    square: "Ein Quadrat",
    group: (described: string) => `Bildmittelpunkt: ${described}`,
    picture: (described: string) =>
      `Das Bild mit seinem Bildmittelpunkt: ${described}. Klicke auf das Motiv oder verschiebe den Punkt mit den Pfeiltasten.`,
    orChoose: "Oder wähle eine Position",
  },
  event: "Event",
};

export const decap: CmsLanguageFile["decap"] = {
  collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
  editor: {
    editorToolbar: { changesSaved: "Keine ungespeicherten Änderungen" },
    editorControl: { field: { optional: "optional" } },
  },
  ui: { toast: { onFailToPersist: "Nicht gespeichert. %{details}" } },
};

export const entries: CmsLanguageFile["entries"] = {
  events: {
    label: "Events",
    description:
      "Eine Datei pro Event. Seine Adresse (slug) und sein Dateiname werden einmal gewählt, beim Anlegen.",
  },
  site: {
    label: "Chapter",
    description: "Die Identität des Chapters, sein Team, seine Sponsoren und die Texte der Seiten.",
  },
  identity: {
    label: "Identität",
    description: "Namen, Adressen und Links, die jede Seite verwendet.",
  },
  team: {
    label: "Team",
    description: "Der Vorstand, eine Karte pro Person, in der Reihenfolge des Karussells.",
  },
  sponsors: { label: "Sponsoren", description: "Die Logos der Partnerseite, der Reihe nach." },
  quotes: {
    label: "Zitate",
    description:
      "Eigene Worte von Studierenden und Partnern, für Start-, Partner- und Event-Seiten.",
  },
  home: { label: "Startseite", description: "Die Texte und Fotos der Startseite." },
  partners: { label: "Partnerseite", description: "Der Text der Partnerseite." },
};

/** A function, so that the browser's script, which never calls it, leaves these words out (a text
 * with a value in it, such as the time zone, would otherwise keep them all). */
export const fields: CmsLanguageFile["fields"] = () => ({
  "events: slug": {
    title: "Adresse",
    description: `Die Adresse der Seite ohne Schrägstrich, wie sie auf Plakaten steht: robotics-night ergibt /robotics-night und /${second}/robotics-night. Buchstaben, Ziffern und einzelne Bindestriche, höchstens 80.`,
    pattern: "Buchstaben, Ziffern und einzelne Bindestriche, z. B. robotics-night; höchstens 80.",
  },
  "events: kind": {
    title: "Art",
    description:
      "Was Karte und Seite über dem Titel zeigen, und in welchem Kalender einer Event-Art es steht.",
  },
  "events: title": { title: "Titel", description: "Der Name des Events." },
  "events: series": {
    title: "Reihe",
    description:
      "Für ein Event, das wiederkommt (etwa jedes Jahr): derselbe Name in der Datei jeder Ausgabe, z. B. student-tech-clash. Die Seite jeder Ausgabe verlinkt dann die anderen.",
    pattern: "Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. student-tech-clash.",
  },
  "events: start": {
    title: "Beginn",
    description: `Tag und Uhrzeit in der Zeitzone des Chapters (${zone}).`,
  },
  "events: end": {
    title: "Ende",
    description: `Tag und Uhrzeit in der Zeitzone des Chapters (${zone}), nach dem Beginn. Ab dann gilt das Event als vorbei.`,
  },
  "events: repeat": {
    title: "Wiederholung",
    description:
      "Für ein Event jede Woche (oder alle paar Wochen), etwa das wöchentliche Treffen: Beginn und Ende sind der erste Termin, jeder Termin hat dieselben Uhrzeiten. Seiten und Listen zeigen den nächsten Termin; Kalender bekommen einen wiederkehrenden Termin.",
  },
  "events: repeat.every": {
    title: "Alle wie viele Wochen",
    description: "1 (Standard) heißt jede Woche, 2 jede zweite Woche.",
  },
  "events: repeat.days": {
    title: "Tage",
    description:
      "Die Wochentage, an denen sie stattfindet (in der Datei: monday, tuesday …). Der erste Termin (Beginn) muss auf einen davon fallen.",
    nouns: { a: "Tag", one: "Tag", other: "Tage" },
  },
  "events: repeat.days[]": {
    optionLabels: {
      monday: "Montag",
      tuesday: "Dienstag",
      wednesday: "Mittwoch",
      thursday: "Donnerstag",
      friday: "Freitag",
      saturday: "Samstag",
      sunday: "Sonntag",
    },
  },
  "events: repeat.until": {
    title: "Letzter Tag",
    description:
      "Kein Termin nach diesem Tag (etwa das Ende des Studienjahres), höchstens 5 Jahre nach dem ersten Termin. Leer lassen für ein Event ohne Ende: Die Website zeigt dann seine Termine bis 5 Jahre nach dem ersten, und die To-do-Liste des Vorstands meldet sich vier Wochen, bevor sie ausgehen. Das Event gilt als vorbei, sobald sein letzter Termin zu Ende ist.",
  },
  "events: repeat.skip": {
    title: "Ausgelassene Termine",
    description:
      "Termine der Reihe, die ausfallen (Ferien, Prüfungen), jeweils einer ihrer Termine, höchstens 366.",
    nouns: { a: "Termin", one: "Termin", other: "Termine" },
  },
  "events: status": {
    title: "Status",
    description:
      "Findet statt (Standard) oder Abgesagt. Die Datei eines abgesagten Events bleibt: Seine Seite, seine Karte und die Kalender der Abonnenten zeigen dann, dass es abgesagt ist.",
    optionLabels: { scheduled: "Findet statt (Standard)", cancelled: "Abgesagt" },
  },
  "events: flagship": {
    title: "Highlight",
    description:
      "Die Startseite stellt dieses Event bis zu seinem Ende nach vorn, vor eines, dessen Anmeldung früher öffnet. Nur für ein Event, das noch bevorsteht: Nimm die Markierung heraus, wenn es vorbei ist (ein vergangenes behält sie nur, solange seine Datei unverändert bleibt).",
  },
  "events: place": {
    title: "Ort",
    description:
      "Weglassen, solange er nicht feststeht: Seite und Liste sagen dann „Ort wird noch bekannt gegeben“.",
  },
  "events: place.name": {
    title: "Name",
    description:
      "Wie man ihn kennt: „Raum 1B, Hauptcampus“ oder „Online“. Weglassen, solange er nicht feststeht: Die Seite sagt dann „Ort wird noch bekannt gegeben“.",
  },
  "events: place.address": {
    title: "Anschrift",
    description: "Mit Stadt, für Karten und Kalender. Weglassen, solange sie nicht feststeht.",
  },
  "events: place.online": { title: "Nur online" },
  "events: image": {
    title: "Bild",
    description:
      "Eine Datei in app/assets/events/: Querformat, mindestens 1200 × 630 px. Sie steht oben auf der Seite, auf der Karte und in Vorschauen in sozialen Netzwerken.",
  },
  "events: imageAlt": {
    title: "Was das Bild zeigt",
    description: "Für Menschen, die es nicht sehen können.",
  },
  "events: imageFocus": {
    title: "Bildmittelpunkt",
    description:
      "Wo das Motiv ist, damit jeder Ausschnitt es behält (die Karte, der Streifen auf dem Handy, die Vorschau in sozialen Netzwerken): Klicke im Bild darauf. Ohne Angabe die Mitte.",
  },
  "events: summary": {
    title: "Kurzbeschreibung",
    description:
      "Ein oder zwei Sätze für die Event-Liste und die Kalender. Mit eigener Seite mindestens 50 Zeichen: Nach dem Event beschreibt dieser Text die Seite für Suchmaschinen, bis der Rückblick geschrieben ist.",
  },
  "events: partner": {
    title: "Partnerunternehmen",
    description:
      "Das Unternehmen, mit dem das Event stattfand, so geschrieben, wie es sich selbst schreibt (z. B. EY). Die Partnerseite führt vergangene Events mit Partner als bisherige Zusammenarbeit auf. Weglassen, wenn es keins gibt oder es nicht genannt werden soll.",
  },
  "events: audience": { title: "Wer teilnehmen kann" },
  "events: teamSize": {
    title: "Teamgröße",
    description: "Für Events, bei denen man im Team teilnimmt.",
  },
  "events: teamSize.min": { title: "Mindestens" },
  "events: teamSize.max": { title: "Höchstens" },
  "events: price": { title: "Preis", description: "Weglassen, wenn die Teilnahme kostenlos ist." },
  "events: price.amount": { title: "Betrag" },
  "events: price.currency": {
    title: "Währung",
    description: "EUR, GBP, CHF oder USD.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Pfund Sterling (£)",
      CHF: "Schweizer Franken (CHF)",
      USD: "US-Dollar ($)",
    },
  },
  "events: price.from": { title: "Ab-Preis", description: "Wird als „ab 199 €“ angezeigt." },
  "events: promoCode": { title: "Rabattcode", description: "Texte zeigen ihn mit {{promoCode}}." },
  "events: prizes": {
    title: "Preise",
    description: "Der beste zuerst, in Zahlen, wo es welche gibt.",
    nouns: { a: "Preis", one: "Preis", other: "Preise" },
  },
  "events: prizes.amount": {
    title: "Betrag",
    description:
      "Der Preis in Zahlen, groß angezeigt (10000 wird zu 10.000 €). Weglassen bei einem Preis, der kein Geld ist.",
  },
  "events: prizes.currency": {
    title: "Währung",
    description: "EUR, GBP, CHF oder USD: nötig zusammen mit einem Betrag.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Pfund Sterling (£)",
      CHF: "Schweizer Franken (CHF)",
      USD: "US-Dollar ($)",
    },
  },
  "events: prizes.for": {
    title: "Für",
    description:
      "Unter der Zahl: „erster Platz“, „ein Gutschein für jedes Mitglied des Siegerteams“; der ganze Preis, wenn es keinen Betrag gibt.",
  },
  "events: partners": {
    title: "Partner",
    description:
      "Die Unternehmen hinter dem Event, mit ihrem Kurznamen (id) aus der Sponsorendatei, z. B. example-systems: Logo und Name stehen auf der Seite des Events, vorher, währenddessen und danach.",
    nouns: { a: "Partner", one: "Partner", other: "Partner" },
  },
  "events: partners[]": {
    pattern: "Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. example-systems.",
  },
  "events: registration": {
    title: "Anmeldung",
    description: "Weglassen, wenn man sich für nichts anmelden muss.",
  },
  "events: registration.url": {
    title: "Formular",
    description: "Das externe Formular oder die externe Seite, öffnet sich in einem neuen Tab.",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "events: registration.action": {
    title: "Button",
    description: "Der Text auf dem Button, in der Sprache der Seite.",
  },
  "events: registration.opens": {
    title: "Anmeldung ab",
    description:
      "Wenn die Anmeldung nicht sofort öffnet: Bis zu diesem Tag sagt der Button, wann sie öffnet.",
  },
  "events: registration.deadline": {
    title: "Anmeldeschluss",
    description: `Der Button schließt am Ende dieses Tages in der Zeitzone des Chapters (${zone}). Ohne Angabe endet die Anmeldung mit dem Ende des Events.`,
  },
  "events: registration.note": {
    title: "Hinweis",
    description: "Neben dem Button, z. B. welches E-Mail-Konto das Formular verlangt.",
  },
  "events: page": {
    title: "Seite",
    description: "Die eigene Seite des Events. Weglassen für einen reinen Listeneintrag.",
  },
  "events: page.intro": {
    title: "Einleitung",
    description:
      "Ein oder zwei Sätze, mit denen die Seite beginnt; zugleich ihre Beschreibung für Suchmaschinen (mindestens 50 Zeichen).",
  },
  "events: page.sections": {
    title: "Abschnitte",
    description: "Die Blöcke der Seite, der Reihe nach.",
    nouns: { a: "Abschnitt", one: "Abschnitt", other: "Abschnitte" },
  },
  "events: page.sections.heading": { title: "Überschrift" },
  "events: page.sections.text": { title: "Text" },
  "events: page.sections.shown": {
    title: "Sichtbar",
    description:
      "Vorher (Standard): bis das Event vorbei ist, für das, was noch kommt: wie man sich anmeldet, was man mitbringt, das Programm; Nachher: sobald es vorbei ist; Immer: beides, für einen Text, der auch danach noch stimmt.",
    optionLabels: {
      before: "Bis das Event vorbei ist (Standard)",
      after: "Sobald es vorbei ist",
      always: "Immer",
    },
  },
  "events: page.steps": { title: "Programm", description: "Nummerierte Schritte." },
  "events: page.steps.heading": { title: "Überschrift" },
  "events: page.steps.items": {
    title: "Schritte",
    description: "Gleich viele in jeder Sprache.",
    nouns: { a: "Schritt", one: "Schritt", other: "Schritte" },
  },
  "events: page.steps.shown": {
    title: "Sichtbar",
    description:
      "Vorher (Standard): bis das Event vorbei ist, für eine Liste dessen, was noch kommt; Nachher: sobald es vorbei ist; Immer: beides, für einen Text, der auch danach noch stimmt.",
    optionLabels: {
      before: "Bis das Event vorbei ist (Standard)",
      after: "Sobald es vorbei ist",
      always: "Immer",
    },
  },
  "events: page.agenda": {
    title: "Ablauf",
    description: "Der Tag Stunde für Stunde, der Reihe nach: sichtbar, bis das Event vorbei ist.",
    nouns: { a: "Schritt", one: "Schritt", other: "Schritte" },
  },
  "events: page.agenda.time": {
    title: "Uhrzeit",
    description: `Stunden und Minuten in der Zeitzone des Chapters (${zone}), z. B. 09:30.`,
    pattern: "Eine Uhrzeit wie 09:30.",
  },
  "events: page.agenda.title": { title: "Was passiert" },
  "events: page.benefits": { title: "Was die Teilnehmenden mitnehmen" },
  "events: page.benefits.heading": { title: "Überschrift" },
  "events: page.benefits.items": {
    title: "Vorteile",
    description: "Gleich viele in jeder Sprache.",
    nouns: { a: "Vorteil", one: "Vorteil", other: "Vorteile" },
  },
  "events: page.benefits.shown": {
    title: "Sichtbar",
    description:
      "Vorher (Standard): bis das Event vorbei ist, für eine Liste dessen, was noch kommt; Nachher: sobald es vorbei ist; Immer: beides, für einen Text, der auch danach noch stimmt.",
    optionLabels: {
      before: "Bis das Event vorbei ist (Standard)",
      after: "Sobald es vorbei ist",
      always: "Immer",
    },
  },
  "events: page.faq": {
    title: "Fragen und Antworten",
    description: "Als aufklappbare Liste angezeigt.",
    nouns: { a: "Frage", one: "Frage", other: "Fragen" },
  },
  "events: page.faq.question": { title: "Frage" },
  "events: page.faq.answer": { title: "Antwort" },
  "events: page.faq.shown": {
    title: "Sichtbar",
    description:
      "Vorher (Standard): bis das Event vorbei ist, für Fragen zur Teilnahme; Nachher: sobald es vorbei ist; Immer: beides, für einen Text, der auch danach noch stimmt.",
    optionLabels: {
      before: "Bis das Event vorbei ist (Standard)",
      after: "Sobald es vorbei ist",
      always: "Immer",
    },
  },
  "events: page.sectionNavigation": {
    title: "Abschnittsnavigation",
    description:
      "Für eine lange Seite: ein Pfeil zum ersten Abschnitt, ein Punkt je Abschnitt und Abschnitte, die sanft einblenden.",
  },
  "events: page.repeatRegistration": {
    title: "Button auch am Ende",
    description: "Den Anmelde-Button am Ende der Seite wiederholen.",
  },
  "events: contacts": { title: "Kontakt" },
  "events: contacts.emails": {
    title: "E-Mail-Adressen",
    description: "An wen man schreibt. Ohne Angabe: die Event-Adresse aus der Identität.",
    nouns: { a: "E-Mail-Adresse", one: "E-Mail-Adresse", other: "E-Mail-Adressen" },
  },
  "events: contacts.emails[]": { pattern: "Eine E-Mail-Adresse, z. B. name@example.org." },
  "events: contacts.people": {
    title: "Organisationsteam",
    description: "Personen, an die man namentlich schreibt ({{organisers}}).",
    nouns: { a: "Person", one: "Person", other: "Personen" },
  },
  "events: contacts.people.name": { title: "Name" },
  "events: contacts.people.email": {
    title: "E-Mail",
    pattern: "Eine E-Mail-Adresse, z. B. name@example.org.",
  },
  "events: contacts.community": {
    title: "Community-Links",
    description: "Instagram und WhatsApp-Community des Chapters zeigen.",
  },
  "events: contacts.links": {
    title: "Weitere Links",
    nouns: { a: "Link", one: "Link", other: "Links" },
  },
  "events: contacts.links.label": { title: "Beschriftung" },
  "events: contacts.links.url": {
    title: "Adresse",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "events: recap": {
    title: "Rückblick",
    description:
      "Was passiert ist, sobald das Event vorbei ist: Die Seite beginnt dann damit. Bis zum Ende des Events bleibt er verborgen.",
  },
  "events: recap.outcome": {
    title: "Ergebnis in einem Satz",
    description:
      "In der Vergangenheit, für die Event-Liste und die Highlights der Startseite: „Zwölf Teams haben ihre Ideen gepitcht; AgentDesk hat gewonnen.“",
  },
  "events: recap.summary": {
    title: "Was passiert ist",
    description:
      "Ein oder zwei Absätze in der Vergangenheit: wer kam, was sie gemacht haben, was dabei herauskam.",
  },
  "events: recap.photos": {
    title: "Fotos",
    description:
      "1 bis 24, das beste zuerst: Das erste steht auch in den Highlights für das Event.",
    nouns: { a: "Foto", one: "Foto", other: "Fotos" },
  },
  "events: recap.photos.image": {
    title: "Foto",
    description:
      "Eine Datei in app/assets/events/recaps/: ein Foto, wie ein Handy es aufnimmt (JPEG, PNG oder WebP, mindestens 1200 px an der längeren Seite).",
  },
  "events: recap.photos.alt": {
    title: "Was es zeigt",
    description:
      "Für Menschen, die es nicht sehen können: „Vier Studierende pitchen vor der Jury“.",
  },
  "events: recap.photos.focus": {
    title: "Bildmittelpunkt",
    description:
      "Wo das Motiv ist (ein Gesicht, ein Schild), damit der quadratische Ausschnitt der Galerie es behält: Klicke im Foto darauf. Ohne Angabe die Mitte.",
  },
  "events: recap.results": {
    title: "Ergebnisse",
    description: "Die Gewinner und was dabei herauskam, das Beste zuerst.",
    nouns: { a: "Ergebnis", one: "Ergebnis", other: "Ergebnisse" },
  },
  "events: recap.figures": {
    title: "In Zahlen",
    description: "Teilnehmende, Teams, Hochschulen …",
    nouns: { a: "Zahl", one: "Zahl", other: "Zahlen" },
  },
  "events: recap.figures.value": { title: "Zahl", description: "Nur Ziffern: 48, 1500." },
  "events: recap.figures.label": {
    title: "Was sie zählt",
    description: "Unter der Zahl: „Teilnehmende“, „Teams“, „Hochschulen“.",
  },
  "events: recap.partner": {
    title: "Dank an den Partner",
    description:
      "Ohne Angabe wird dem Partnerunternehmen des Events gedankt (falls es eins gibt), mit seinem Sponsorenlogo.",
  },
  "events: recap.partner.name": {
    title: "Name",
    description: "Das Unternehmen, so geschrieben wie es sich schreibt.",
  },
  "events: recap.partner.logo": {
    title: "Logo",
    description:
      "Eine Datei in app/assets/sponsors/. Ohne Angabe: das Logo des gleichnamigen Sponsors, falls es einen gibt.",
  },
  "events: recap.partner.url": {
    title: "Website",
    description: "Ohne Angabe: die Website des gleichnamigen Sponsors, falls es einen gibt.",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "events: recap.partnerOutcomes": {
    title: "Was die Partner davon hatten",
    description:
      "Die Partnerunternehmen des Events, mit ihrem Kurznamen aus der Sponsorendatei, und was es jedem gebracht hat. Die Partnerseite zeigt sie, mit Link auf diese Seite: nur hier eintragen.",
    nouns: { a: "Partner", one: "Partner", other: "Partner" },
  },
  "events: recap.partnerOutcomes.partner": {
    title: "Partner",
    description:
      "Der Kurzname des Partners in app/content/sponsors.yaml (seine id), z. B. example-systems.",
    pattern: "Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. example-systems.",
  },
  "events: recap.partnerOutcomes.outcomes": {
    title: "Was es gebracht hat",
    description:
      "Kurze Zeilen in der Vergangenheit: „Hat die Challenge gestellt“, „Hat zwei Praktikanten eingestellt“, „Hat einen Vortrag über agentische KI gehalten“.",
    nouns: { a: "Ergebnis", one: "Ergebnis", other: "Ergebnisse" },
  },
  "events: examples": {
    title: "Beispielwerte, die noch zu ersetzen sind",
    description:
      "Die Felder dieser Datei, die noch Platzhalterwerte enthalten, so wie der Build sie nennt (emails.general, members[0].name). Ersetze einen Wert und nimm ihn dann aus dieser Liste.",
    nouns: { a: "Feld", one: "Feld", other: "Felder" },
  },
  "identity: url": {
    title: "Adresse der Website",
    description:
      "Wo die Website veröffentlicht ist, ohne Schrägstrich am Ende, z. B. https://owner.github.io/repository oder https://www.your-chapter.example. Kanonische Links, Sitemap, Social Cards und Kalender verwenden sie; ihr Pfad ist der Pfad, unter dem die Website liegt.",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "identity: chapterName": {
    title: "Name des Chapters",
    description: "Wie er in Titeln, neben dem Logo und in der Copyright-Zeile steht.",
  },
  "identity: languages": {
    title: "Sprachen",
    description:
      "Die Sprachen der Website als Codes, die erste unter /, jede weitere unter /code: [en, it]. Jede braucht ihre Oberflächentexte (app/i18n/<code>.ts) und jeden Text des Inhalts in dieser Sprache.",
    nouns: { a: "Sprache", one: "Sprache", other: "Sprachen" },
  },
  "identity: timeZone": {
    title: "Zeitzone",
    description:
      "Die Uhr des Chapters, wie die IANA-Zeitzonendatenbank sie nennt: eine Region und eine Stadt, z. B. Europe/Berlin, Europe/Lisbon oder Europe/Athens. Jeder Tag und jede Uhrzeit des Inhalts (Beginn und Ende eines Events, eine Frist, der Ablauf) ist Ortszeit dort, Sommer wie Winter, und so erfahren es auch Seiten, Kalender und Suchmaschinen.",
  },
  "identity: organisation": { title: "Internationale Organisation" },
  "identity: organisation.name": {
    title: "Name",
    description: "Der Kurzname der internationalen Organisation, wie er im Text steht.",
  },
  "identity: organisation.url": {
    title: "Website",
    description: "Ihre Website, verlinkt in der Fußzeile (ohne Angabe kein Link).",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "identity: university": { title: "Hochschule" },
  "identity: university.name": {
    title: "Name",
    description: "Ihr offizieller Name, wie er in Texten steht.",
  },
  "identity: university.nameWithArticle": {
    title: "Name mit Artikel",
    description:
      "Für Sprachen, die dem Namen einen Artikel voranstellen (auf Italienisch: „l'Università degli Studi“, „la Scuola Superiore“). Ohne Angabe verwenden die Texte den Namen allein.",
  },
  "identity: university.mailDomain": {
    title: "Mail-Domain der Studierenden",
    description:
      "Die Domain der studentischen E-Mail-Konten, ohne @ (manche Anmeldeformulare verlangen ein solches Konto, und der Text eines Events kann es mit {{mailDomain}} sagen).",
  },
  "identity: city": { title: "Stadt auf der Karte" },
  "identity: city.name": { title: "Stadt", description: "Ihr Name in jeder Sprache." },
  "identity: city.country": {
    title: "Land",
    description:
      "Der Name des Landes in jeder Sprache, für die Beschreibung der Karte. Die Über-uns-Seite zeigt die Karte, wenn Land, Ländercode und Koordinaten alle angegeben sind.",
  },
  "identity: city.countryCode": {
    title: "Ländercode",
    description:
      "Numerischer ISO-3166-1-Code des Landes, auf der Karte hervorgehoben (Deutschland: 276, Österreich: 040).",
  },
  "identity: city.latitude": { title: "Breitengrad", description: "Dezimalgrad, z. B. 45.0703." },
  "identity: city.longitude": { title: "Längengrad", description: "Dezimalgrad, z. B. 7.6869." },
  "identity: emails": { title: "E-Mail-Adressen" },
  "identity: emails.general": {
    title: "Allgemein",
    description: "Für alles: die Seite /about und das wöchentliche Treffen.",
    pattern: "Eine E-Mail-Adresse, z. B. name@example.org.",
  },
  "identity: emails.events": {
    title: "Events",
    description:
      "Fragen zu Events und Anmeldungen: Kontakt eines Events, wenn es keinen eigenen nennt.",
    pattern: "Eine E-Mail-Adresse, z. B. name@example.org.",
  },
  "identity: emails.partners": {
    title: "Partner",
    description: "Unternehmen und Partnerschaften: die Seiten /partners und /about.",
    pattern: "Eine E-Mail-Adresse, z. B. name@example.org.",
  },
  "identity: social": {
    title: "Social-Media-Profile",
    description:
      "Verlinkt in der Fußzeile und dort, wo eine Seite einlädt, dem Chapter zu folgen; ein weggelassenes Profil wird nicht verlinkt.",
  },
  "identity: social.instagram": {
    title: "Instagram-Profil",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "identity: social.linkedin": {
    title: "LinkedIn-Seite",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "identity: social.whatsappGroup": {
    title: "WhatsApp-Gruppe",
    description: "Ihr Einladungslink.",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "identity: links": { title: "Weitere Websites", description: "Öffnet sich in einem neuen Tab." },
  "identity: links.courses": {
    title: "Kurse",
    description: "Die Seite der Kurse (Navigationsleiste; ohne Angabe nicht angezeigt).",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "identity: links.joinUs": {
    title: "Mitmachen",
    description:
      "Das Mitgliedsformular (Navigationsleiste, Startseite). Ohne Angabe schreibt „Mitmachen“ eine E-Mail an die allgemeine Adresse.",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "identity: links.privacyPolicy": {
    title: "Datenschutzerklärung",
    description: "Fußzeile (ohne Angabe nicht angezeigt).",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "identity: figures": {
    title: "Zahlen",
    description:
      "Jede Zahl, die die Website über die Organisation und das Chapter nennt, an einer Stelle: Die Seiten führen sie mit Namen auf (home.yaml, partners.yaml), und Texte verwenden sie als {{name}}, in der Schreibweise jeder Sprache.",
    nouns: { a: "Zahl", one: "Zahl", other: "Zahlen" },
  },
  "identity: figures.name": {
    title: "Name",
    description:
      "So verwenden Texte sie: members ergibt {{members}}; Start- und Partnerseite führen Zahlen unter diesem Namen auf.",
    pattern: "Ein Wort aus Buchstaben, mit kleinem Anfangsbuchstaben, z. B. studentsReached.",
  },
  "identity: figures.value": {
    title: "Zahl",
    description: "Nur Ziffern: 1500, nicht 1.500 oder 1,500.",
  },
  "identity: figures.plus": { title: "Oder mehr", description: "Mit einem Plus angezeigt: „90+“." },
  "identity: figures.year": {
    title: "Eine Jahreszahl",
    description: "So geschrieben, wie sie ist (1989), ohne Tausendertrennzeichen.",
  },
  "identity: figures.network": {
    title: "Zahl des ganzen Netzwerks",
    description:
      "Eine Zahl des ganzen Netzwerks, nicht des Chapters (sein Gründungsjahr, seine Universitäten, seine Mitglieder): Die Partnerseite zeigt die Reichweite des Chapters selbst und nimmt sie nicht an.",
  },
  "identity: figures.label": {
    title: "Was sie zählt",
    description: "Unter der Zahl: „Hochschulen im Netzwerk“.",
  },
  "identity: demonstration": {
    title: "Demo-Website",
    description:
      "Ja: Die Website ist ein Beispiel, sagt das auf jeder Seite in einer unauffälligen Zeile und darf Beispielwerte enthalten. Nein (ein echtes Chapter): Der Build bricht ab, solange noch ein Beispielwert übrig ist, und listet sie auf.",
  },
  "identity: repository": {
    title: "Quellcode-Repository",
    description:
      "Die Webadresse des Codes der Website (z. B. https://github.com/owner/name). Die Zeile einer Demo verlinkt auf „Start your chapter“ in ihrem Leitfaden für den Vorstand (docs/board-guide.md).",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "identity: logo": {
    title: "Logo",
    description:
      "Eine Datei in app/assets/identity/ (SVG, JPEG, PNG oder WebP; am besten SVG): ein quadratisches Zeichen, weiß auf transparentem Hintergrund, in der Navigationsleiste auf der Hauptfarbe. Favicon, App-Symbole für Handys und die Social Card der Seiten ohne eigenes Bild werden bei jedem Build daraus auf der Hauptfarbe erzeugt.",
  },
  "identity: brand": {
    title: "Markenfarben",
    description:
      "Die Farben der Website in hellem und dunklem Farbschema. Eine Farbe, auf der Text schwer zu lesen wäre (Kontrast unter 4,5:1), wird abgelehnt, mit jedem Paar, das durchfällt, seinem Verhältnis und der nächsten Farbe, die passt.",
  },
  "identity: brand.primary": {
    title: "Hauptfarbe",
    description:
      "Die Leiste, die Bänder und die Links, mit weißem Text darauf (#rrggbb, z. B. #1b4f9c); die dunkleren Töne des dunklen Schemas werden daraus abgeleitet.",
  },
  "identity: brand.accent": {
    title: "Akzentfarbe",
    description:
      "Die Hauptaktion jeder Ansicht, mit dunklem Text darauf, und die Linien unter den Zahlen (#rrggbb, z. B. #ffd23f).",
  },
  "identity: examples": {
    title: "Beispielwerte, die noch zu ersetzen sind",
    description:
      "Die Felder dieser Datei, die noch Platzhalterwerte enthalten, so wie der Build sie nennt (emails.general, members[0].name). Ersetze einen Wert und nimm ihn dann aus dieser Liste.",
    nouns: { a: "Feld", one: "Feld", other: "Felder" },
  },
  "team: members": {
    title: "Mitglieder",
    description:
      "Eine Karte pro Person, in der Reihenfolge des Karussells. Ohne Mitglieder zeigt die Seite /about nur die E-Mail-Adressen des Chapters.",
    nouns: { a: "Mitglied", one: "Mitglied", other: "Mitglieder" },
  },
  "team: members.name": { title: "Name", description: "Vor- und Nachname, der Titel der Karte." },
  "team: members.role": {
    title: "Rolle",
    description:
      "Die Karte zeigt ihren Namen in der Sprache der Seite: Schatzmeisterin oder Schatzmeister (das nächste Feld sagt, welche Form).",
  },
  "team: members.roleForm": {
    title: "Form der Rolle",
    description:
      "Viele Sprachen schreiben die meisten Rollen für eine Frau anders als für einen Mann (Präsidentin oder Präsident, Schatzmeisterin oder Schatzmeister). Die Karte verwendet die hier gewählte Form in jeder Sprache.",
    optionLabels: {
      feminine: "Weiblich (Präsidentin, Schatzmeisterin)",
      masculine: "Männlich (Präsident, Schatzmeister)",
    },
  },
  "team: members.roleLabel": {
    title: "Rolle, wie sie für diese Person heißt",
    description:
      "Wenn die üblichen Worte der Rolle nicht zur Person passen (eine geteilte Rolle, eine Stellvertretung): die Rolle so, wie die Karte sie sagen soll, in jeder Sprache.",
  },
  "team: members.photo": {
    title: "Porträt",
    description:
      "Eine Datei in app/assets/team/: quadratisch, mindestens 480 px breit (JPEG, PNG oder WebP).",
  },
  "team: members.photoFocus": {
    title: "Bildmittelpunkt des Porträts",
    description:
      "Wo das Gesicht ist, wenn das Porträt nicht quadratisch ist: Klicke im Bild darauf (x nach rechts, y nach unten, jeweils von 0 bis 1; ohne Angabe die Mitte).",
  },
  "team: members.email": {
    title: "E-Mail",
    description: "Die Karte schreibt an diese Adresse.",
    pattern: "Eine E-Mail-Adresse, z. B. name@example.org.",
  },
  "team: examples": {
    title: "Beispielwerte, die noch zu ersetzen sind",
    description:
      "Die Felder dieser Datei, die noch Platzhalterwerte enthalten, so wie der Build sie nennt (emails.general, members[0].name). Ersetze einen Wert und nimm ihn dann aus dieser Liste.",
    nouns: { a: "Feld", one: "Feld", other: "Felder" },
  },
  "sponsors: sponsors": {
    title: "Sponsoren",
    description:
      "In der Reihenfolge der Partnerseite. Ohne Sponsoren lädt die Seite stattdessen den ersten Partner ein.",
    nouns: { a: "Sponsor", one: "Sponsor", other: "Sponsoren" },
  },
  "sponsors: sponsors.name": {
    title: "Name",
    description:
      "Der Name des Unternehmens: was Menschen hören, die das Logo nicht sehen können. Ohne Angabe heißt das Logo „Sponsor N“.",
  },
  "sponsors: sponsors.id": {
    title: "Kurzname",
    description:
      "Ein Kurzname aus Kleinbuchstaben und Bindestrichen, z. B. example-systems, mit dem der Rückblick eines Events diesen Partner nennt (recap.partnerOutcomes). Nur nötig für einen Partner, der so genannt wird.",
    pattern: "Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. example-systems.",
  },
  "sponsors: sponsors.logo": {
    title: "Logo",
    description:
      "Eine Datei in app/assets/sponsors/ (SVG, JPEG, PNG oder WebP): am besten SVG, mit einer Größe (width und height oder eine viewBox); die Website veröffentlicht sie so, wie ihre Prüfung sie neu schreibt.",
  },
  "sponsors: sponsors.url": {
    title: "Website",
    description: "Öffnet sich in einem neuen Tab.",
    pattern: "Eine Webadresse, die mit https:// beginnt, z. B. https://www.example.org.",
  },
  "sponsors: examples": {
    title: "Beispielwerte, die noch zu ersetzen sind",
    description:
      "Die Felder dieser Datei, die noch Platzhalterwerte enthalten, so wie der Build sie nennt (emails.general, members[0].name). Ersetze einen Wert und nimm ihn dann aus dieser Liste.",
    nouns: { a: "Feld", one: "Feld", other: "Felder" },
  },
  "quotes: quotes": {
    title: "Zitate",
    description:
      "Eigene Worte von Studierenden und Partnern. Die Startseite zeigt jeweils das erste, die Partnerseite die der Partner, der Rückblick eines Events die, die davon handeln.",
    nouns: { a: "Zitat", one: "Zitat", other: "Zitate" },
  },
  "quotes: quotes.from": {
    title: "Wer es gesagt hat",
    description:
      "Studierende oder Partner: Die Startseite zeigt die Worte einer studierenden Person und die eines Partners, die Partnerseite die der Partner.",
    optionLabels: { student: "Studierende Person", partner: "Jemand aus einem Partnerunternehmen" },
  },
  "quotes: quotes.text": {
    title: "Worte",
    description: "Was gesagt wurde, ohne Anführungszeichen; in jeder Sprache.",
  },
  "quotes: quotes.name": { title: "Name", description: "Wie die Person genannt werden möchte." },
  "quotes: quotes.role": {
    title: "Studium oder Rolle",
    description:
      "Bei Studierenden, was und wo sie studieren („MSc Informatik“); bei Partnern ihre Rolle („Head of Talent“).",
  },
  "quotes: quotes.company": {
    title: "Unternehmen",
    description: "Bei einem Partner: das Unternehmen, so geschrieben wie es sich schreibt.",
  },
  "quotes: quotes.portrait": {
    title: "Porträt",
    description:
      "Eine Datei in app/assets/quotes/: quadratisch, mindestens 480 px breit (JPEG, PNG oder WebP). Vorher um Erlaubnis fragen.",
  },
  "quotes: quotes.portraitFocus": {
    title: "Bildmittelpunkt des Porträts",
    description:
      "Wo das Gesicht ist, wenn das Porträt nicht quadratisch ist: Klicke im Bild darauf. Ohne Angabe die Mitte.",
  },
  "quotes: quotes.event": {
    title: "Event",
    description:
      "Die Adresse (slug) des Events, um das es geht, z. B. student-tech-clash: Sein Rückblick zeigt die Worte auch.",
  },
  "quotes: examples": {
    title: "Beispielwerte, die noch zu ersetzen sind",
    description:
      "Die Felder dieser Datei, die noch Platzhalterwerte enthalten, so wie der Build sie nennt (emails.general, members[0].name). Ersetze einen Wert und nimm ihn dann aus dieser Liste.",
    nouns: { a: "Feld", one: "Feld", other: "Felder" },
  },
  "home: heading": {
    title: "Versprechen",
    description:
      "Die Hauptüberschrift der Seite, im Banner: was Studierende bekommen, wenn sie mitmachen, in wenigen Worten (der Name des Chapters steht darüber).",
  },
  "home: intro": {
    title: "Einleitung",
    description: "Unter dem Versprechen, im Banner: wer ihr seid, in einem Satz.",
  },
  "home: banner": {
    title: "Banner",
    description: "Eine Datei in app/assets/photos/, mindestens 1920 px breit.",
  },
  "home: banner.image": { title: "Bild" },
  "home: banner.alt": { title: "Was es zeigt" },
  "home: banner.focus": {
    title: "Bildmittelpunkt",
    description:
      "Wo das Motiv ist, damit jeder Ausschnitt es behält: Klicke im Bild darauf. Ohne Angabe die Mitte.",
  },
  "home: reasons": {
    title: "Warum mitmachen",
    description: "Drei oder vier Gründe, jeder mit Titel und einer Zeile.",
    nouns: { a: "Grund", one: "Grund", other: "Gründe" },
  },
  "home: reasons.title": {
    title: "Grund",
    description: "In wenigen Worten: „Praxis statt Theorie“.",
  },
  "home: reasons.text": {
    title: "In einer Zeile",
    description: "Was es für Studierende bedeutet.",
  },
  "home: joining": {
    title: "Mitmachen im Überblick",
    description: "Neben den Gründen, mit dem Button „Mitmachen“.",
  },
  "home: joining.cost": {
    title: "Was es kostet",
    description: "„Kostenlos: kein Mitgliedsbeitrag.“",
  },
  "home: joining.time": {
    title: "Wie viel Zeit",
    description: "„Ein Treffen pro Woche, und so viel mehr, wie du möchtest.“",
  },
  "home: joining.who": {
    title: "Wer mitmachen kann",
    description:
      "„Alle Studierenden unserer Hochschule ({{university}}), egal welches Fach und Semester.“",
  },
  "home: joining.afterApplying": {
    title: "So geht’s weiter",
    description:
      "Was passiert, wenn jemand das Mitmach-Formular abgeschickt hat, in wenigen Schritten (eine nummerierte Liste): wer antwortet, wie schnell, wie es weitergeht.",
  },
  "home: aboutUs": { title: "Über uns" },
  "home: figures": {
    title: "Der Verein in Zahlen",
    description:
      "Unter „Über uns“: die Namen der Zahlen aus der Identität, die gezeigt werden, der Reihe nach (Gründungsjahr der Organisation, Hochschulen, Mitglieder). Die Startseite nennt jede Zahl einmal: Ihre Texte nennen diese nicht noch einmal.",
    nouns: { a: "Zahl", one: "Zahl", other: "Zahlen" },
  },
  "home: figures[]": {
    pattern: "Ein Wort aus Buchstaben, mit kleinem Anfangsbuchstaben, z. B. studentsReached.",
  },
  "home: mission": { title: "Mission" },
  "home: mission.tagline": { title: "Leitsatz" },
  "home: mission.summary": {
    title: "In einem Satz",
    description: "Unter dem Leitsatz auf der Über-uns-Seite (/about), über dem ganzen Text.",
  },
  "home: mission.text": {
    title: "Text",
    description: "Der ganze Text, auf der Über-uns-Seite (/about#mission, /about#vision).",
  },
  "home: vision": { title: "Vision" },
  "home: vision.tagline": { title: "Leitsatz" },
  "home: vision.summary": {
    title: "In einem Satz",
    description: "Unter dem Leitsatz auf der Über-uns-Seite (/about), über dem ganzen Text.",
  },
  "home: vision.text": {
    title: "Text",
    description: "Der ganze Text, auf der Über-uns-Seite (/about#mission, /about#vision).",
  },
  "home: partnerPitch": {
    title: "Partner werden",
    description:
      "Ein oder zwei Sätze für Unternehmen, auf der Startseite über den Logos der Partner, mit einem Link zur Partnerseite.",
  },
  "home: whereWeAre": { title: "Wo du uns findest", description: "Neben der Karte." },
  "home: photos": {
    title: "Fotos",
    description: "So sieht’s bei uns aus: Dateien in app/assets/photos/, mindestens 1280 px breit.",
    nouns: { a: "Foto", one: "Foto", other: "Fotos" },
  },
  "home: photos.image": { title: "Bild" },
  "home: photos.alt": { title: "Was es zeigt" },
  "home: photos.focus": {
    title: "Bildmittelpunkt",
    description:
      "Wo das Motiv ist, damit jeder Ausschnitt es behält: Klicke im Bild darauf. Ohne Angabe die Mitte.",
  },
  "home: examples": {
    title: "Beispielwerte, die noch zu ersetzen sind",
    description:
      "Die Felder dieser Datei, die noch Platzhalterwerte enthalten, so wie der Build sie nennt (emails.general, members[0].name). Ersetze einen Wert und nimm ihn dann aus dieser Liste.",
    nouns: { a: "Feld", one: "Feld", other: "Felder" },
  },
  "partners: collaborationsText": {
    title: "Zusammenarbeit",
    description:
      "Warum Unternehmen mit dem Chapter zusammenarbeiten: ein kurzer Pitch oben auf der Seite, über der Reichweite in Zahlen.",
  },
  "partners: figures": {
    title: "Unsere Reichweite in Zahlen",
    description:
      "Die Namen der Zahlen aus der Identität, die Unternehmen interessieren, der Reihe nach (erreichte Studierende, Events pro Jahr …).",
    nouns: { a: "Zahl", one: "Zahl", other: "Zahlen" },
  },
  "partners: figures[]": {
    pattern: "Ein Wort aus Buchstaben, mit kleinem Anfangsbuchstaben, z. B. studentsReached.",
  },
  "partners: formats": {
    title: "Formen der Zusammenarbeit",
    description:
      "Die Formate, die ein Unternehmen wählen kann, eine Karte je Format, in dieser Reihenfolge.",
    nouns: { a: "Format", one: "Format", other: "Formate" },
  },
  "partners: formats.title": {
    title: "Titel",
    description: "Der Name des Formats: „Hackathon-Challenge“.",
  },
  "partners: formats.description": {
    title: "Beschreibung",
    description: "Ein oder zwei Sätze: was das Unternehmen einbringt und was es bekommt.",
  },
  "partners: formats.gets": {
    title: "Was das Unternehmen bekommt",
    description:
      "Kurze Zeilen, wie ein Unternehmen Angebote vergleicht: „Dein Logo auf der Eventseite und den Plakaten“, „Ein Platz in der Jury“, „Ein Recruiting-Slot“.",
    nouns: { a: "Vorteil", one: "Vorteil", other: "Vorteile" },
  },
  "partners: audience": {
    title: "Wen du kennenlernst",
    description:
      "Was Recruiter über die Studierenden wissen wollen, neben den Zahlen: was sie studieren, wo, in welchem Jahr.",
  },
  "partners: audience.fieldsOfStudy": {
    title: "Studienfächer",
    description: "Was die Studierenden studieren, die du erreichst: „Informatik“, „Design“.",
    nouns: { a: "Studienfach", one: "Studienfach", other: "Studienfächer" },
  },
  "partners: audience.universities": {
    title: "Hochschulen",
    description: "Wo sie studieren.",
    nouns: { a: "Hochschule", one: "Hochschule", other: "Hochschulen" },
  },
  "partners: audience.yearsOfStudy": {
    title: "Studienjahre",
    description: "„Bachelor, ab dem ersten Semester“, „Master“.",
    nouns: { a: "Studienjahr", one: "Studienjahr", other: "Studienjahre" },
  },
  "partners: examples": {
    title: "Beispielwerte, die noch zu ersetzen sind",
    description:
      "Die Felder dieser Datei, die noch Platzhalterwerte enthalten, so wie der Build sie nennt (emails.general, members[0].name). Ersetze einen Wert und nimm ihn dann aus dieser Liste.",
    nouns: { a: "Feld", one: "Feld", other: "Felder" },
  },
});
