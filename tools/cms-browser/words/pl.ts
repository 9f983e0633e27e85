/**
 * The content manager's words in Polish (tools/cms-browser/words.ts): its own parts' words, Decap
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

/** Mistakes counted: "1 błąd", "3 błędy", "5 błędów", "22 błędy". */
function errors(count: number): string {
  const ones = count % 10;
  const tens = count % 100;
  const few = ones >= 2 && ones <= 4 && (tens < 12 || tens > 14);
  return `${count} ${count === 1 ? "błąd" : few ? "błędy" : "błędów"}`;
}

export const texts: CmsTexts = {
  optional: "opcjonalnie",
  add: (item: string) => `Dodaj ${item}`,
  addInLanguage: (item: string, language: string) => `Dodaj ${item} (${language.toLowerCase()})`,
  otherInterfaceHint: (language: string) =>
    `Pokaż system zarządzania treścią w języku: ${language.toLowerCase()}`,
  mistakes: (count: number) =>
    `Nie zapisano: ${errors(count)} do poprawienia (z nimi strony nie da się zbudować)`,
  refusal: (count: number) => `${errors(count)} do poprawienia – lista w prawym dolnym rogu.`,
  close: "Zamknij",
  datePlaceholder: "dd/mm/rrrr",
  timePlaceholder: "gg:mm",
  timeLabel: (field: string) => `${field}: godzina (zegar 24-godzinny)`,
  timeZoneNote: (zone: string) => `strefa czasowa ${zone}`,
  calendar: (field: string) => `${field}: wybierz dzień w kalendarzu`,
  dateProblem: (field: string) => `${field}: wpisz datę jako dzień/miesiąc/rok, np. 05/12/2025`,
  timeProblem: (field: string) =>
    `${field}: wpisz godzinę w formacie 24-godzinnym, np. 09:00 albo 18:30`,
  renamed: (original: string, saved: string, taken: string) =>
    `${original} przesłano jako ${saved}: ${taken} to już inne zdjęcie, które zostaje bez zmian.`,
  uploaded: (original: string, saved: string) => `${original} przesłano jako ${saved}.`,
  stripped: (located: boolean) =>
    located
      ? "Miejsce wykonania zdjęcia (GPS) i dane aparatu zostały usunięte z pliku; samo zdjęcie się nie zmieniło."
      : "Dane aparatu zostały usunięte z pliku; samo zdjęcie się nie zmieniło.",
  neverReplaced: (name: string) =>
    `${name} to już inne zdjęcie: nie zostało zastąpione. Prześlij nowe jeszcze raz: dostanie własną nazwę.`,
  otherEntry: (held: string, named: string) =>
    `Ten formularz zawiera ${held}, ale adres wskazuje ${named}: nic nie zapisano. Otwórz z listy wpis, który chcesz edytować.`,
  newEntry: "nowy wpis",
  until: (day: string) => `do ${day}`,
  focus: {
    places: [
      "Lewy górny róg",
      "Góra",
      "Prawy górny róg",
      "Lewa strona",
      "Środek",
      "Prawa strona",
      "Lewy dolny róg",
      "Dół",
      "Prawy dolny róg",
    ],
    middle: "Środek (nie wybrano punktu centralnego)",
    at: (across: number, down: number) => `${across} % od lewej, ${down} % od góry`,
    loading: "Wczytywanie zdjęcia…",
    choosePictureFirst:
      "Najpierw wybierz zdjęcie powyżej: pojawi się tutaj, a kliknięcie głównego motywu ustawi punkt centralny. Do tego czasu wybierz położenie poniżej.",
    wideBand: "Szeroki pas",
    square: "Kwadrat",
    group: (described: string) => `Punkt centralny: ${described}`,
    picture: (described: string) =>
      `Zdjęcie z punktem centralnym: ${described}. Kliknij główny motyw albo przesuń punkt klawiszami strzałek.`,
    orChoose: "Albo wybierz położenie",
  },
  event: "Wydarzenie",
};

export const decap: CmsLanguageFile["decap"] = {
  collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
  editor: {
    editorToolbar: { changesSaved: "Brak niezapisanych zmian" },
    editorControl: { field: { optional: "opcjonalnie" } },
  },
  ui: { toast: { onFailToPersist: "Nie zapisano. %{details}" } },
};

export const entries: CmsLanguageFile["entries"] = {
  events: {
    label: "Wydarzenia",
    description:
      "Jeden plik na wydarzenie. Jego adres (slug) i nazwę pliku wybiera się raz, przy tworzeniu.",
  },
  site: {
    label: "Grupa",
    description: "Tożsamość grupy, jej zespół, sponsorzy i teksty stron.",
  },
  identity: {
    label: "Tożsamość",
    description: "Nazwy, adresy i linki, których używa każda strona.",
  },
  team: {
    label: "Zespół",
    description: "Zarząd, po jednej karcie na osobę, w kolejności karuzeli.",
  },
  sponsors: { label: "Sponsorzy", description: "Logo na stronie partnerów, po kolei." },
  quotes: {
    label: "Cytaty",
    description:
      "Słowa studentów i partnerów, na stronę główną, stronę partnerów i strony wydarzeń.",
  },
  home: { label: "Strona główna", description: "Teksty i zdjęcia strony głównej." },
  partners: { label: "Strona partnerów", description: "Tekst strony partnerów." },
};

/** A function, so that the browser's script, which never calls it, leaves these words out (a text
 * with a value in it, such as the time zone, would otherwise keep them all). */
export const fields: CmsLanguageFile["fields"] = () => ({
  "events: slug": {
    title: "Adres",
    description: `Adres strony bez ukośnika, taki jak na plakatach: robotics-night daje /robotics-night i /${second}/robotics-night. Litery, cyfry i pojedyncze łączniki, najwyżej 80 znaków.`,
    pattern: "Litery, cyfry i pojedyncze łączniki, np. robotics-night; najwyżej 80 znaków.",
  },
  "events: kind": {
    title: "Rodzaj",
    description:
      "To, co karta i strona pokazują nad tytułem, oraz w którym kalendarzu rodzaju wydarzeń się znajduje.",
  },
  "events: title": { title: "Tytuł", description: "Nazwa wydarzenia." },
  "events: series": {
    title: "Cykl",
    description:
      "Dla wydarzenia, które się powtarza (np. co roku): ta sama nazwa w pliku każdej edycji, np. student-tech-clash. Strona każdej edycji linkuje wtedy do pozostałych.",
    pattern: "Małe litery, cyfry i pojedyncze łączniki, np. student-tech-clash.",
  },
  "events: start": {
    title: "Początek",
    description: `Dzień i godzina w strefie czasowej grupy (${zone}).`,
  },
  "events: end": {
    title: "Koniec",
    description: `Dzień i godzina w strefie czasowej grupy (${zone}), po początku. Od tej chwili wydarzenie uznaje się za minione.`,
  },
  "events: repeat": {
    title: "Powtarzanie",
    description:
      "Dla wydarzenia co tydzień (lub co kilka tygodni), np. cotygodniowego spotkania: Początek i Koniec to jego pierwszy termin, każdy termin ma te same godziny. Strony i listy pokazują najbliższy termin; kalendarze dostają jedno wydarzenie cykliczne.",
  },
  "events: repeat.every": {
    title: "Co ile tygodni",
    description: "1 (domyślnie) to co tydzień, 2 to co drugi tydzień.",
  },
  "events: repeat.days": {
    title: "Dni",
    description:
      "Dni tygodnia, w które się odbywa (w pliku: monday, tuesday...). Pierwszy termin (Początek) musi przypadać w jeden z nich.",
    nouns: { a: "dzień", one: "dzień", other: "dni" },
  },
  "events: repeat.days[]": {
    optionLabels: {
      monday: "Poniedziałek",
      tuesday: "Wtorek",
      wednesday: "Środa",
      thursday: "Czwartek",
      friday: "Piątek",
      saturday: "Sobota",
      sunday: "Niedziela",
    },
  },
  "events: repeat.until": {
    title: "Ostatni dzień",
    description:
      "Żadnego terminu po tym dniu (np. koniec roku akademickiego), najwyżej 5 lat po pierwszym terminie. Zostaw puste dla wydarzenia bez końca: strona pokazuje wtedy terminy do 5 lat po pierwszym, a lista zadań zarządu przypomina o tym cztery tygodnie przed ich wyczerpaniem. Wydarzenie uznaje się za minione, gdy skończy się jego ostatni termin.",
  },
  "events: repeat.skip": {
    title: "Pominięte terminy",
    description:
      "Terminy cyklu, które się nie odbywają (ferie, sesja), każdy z nich jednym z jego terminów, najwyżej 366.",
    nouns: { a: "termin", one: "termin", other: "terminy" },
  },
  "events: status": {
    title: "Status",
    description:
      "Odbędzie się (domyślnie) albo Odwołane. Zachowaj plik odwołanego wydarzenia: jego strona, karta i kalendarze subskrybentów pokażą wtedy, że zostało odwołane.",
    optionLabels: { scheduled: "Odbędzie się (domyślnie)", cancelled: "Odwołane" },
  },
  "events: flagship": {
    title: "Wydarzenie flagowe",
    description:
      "Strona główna wyróżnia to wydarzenie do jego końca, przed innym, na które zgłoszenia ruszają wcześniej. Tylko dla wydarzenia, które jeszcze przed nami: zdejmij oznaczenie, gdy się skończy (zakończone wydarzenie zachowuje je tylko, jeśli jego plik się nie zmienia).",
  },
  "events: place": {
    title: "Miejsce",
    description:
      "Pomiń, dopóki nie jest znane: strona i lista pokazują wtedy „Miejsce podamy wkrótce”.",
  },
  "events: place.name": {
    title: "Nazwa",
    description:
      "Tak, jak ludzie je znają: „Sala 1B, kampus główny” albo „Online”. Pomiń, dopóki nie jest znane: strona pokazuje wtedy „Miejsce podamy wkrótce”.",
  },
  "events: place.address": {
    title: "Adres pocztowy",
    description: "Z miastem, dla map i kalendarzy. Pomiń, dopóki nie jest znany.",
  },
  "events: place.online": { title: "Tylko online" },
  "events: image": {
    title: "Zdjęcie",
    description:
      "Plik w app/assets/events/: poziomy, co najmniej 1200 × 630 px. Otwiera stronę, kartę i podglądy w mediach społecznościowych.",
  },
  "events: imageAlt": {
    title: "Co przedstawia zdjęcie",
    description: "Dla osób, które go nie widzą.",
  },
  "events: imageFocus": {
    title: "Punkt centralny zdjęcia",
    description:
      "Gdzie jest główny motyw, żeby każde kadrowanie go zachowało (karta, pasek na telefonie, podgląd w mediach społecznościowych): kliknij go na zdjęciu. Bez tego: środek.",
  },
  "events: summary": {
    title: "Podsumowanie",
    description:
      "Jedno lub dwa zdania do listy wydarzeń i kalendarzy. Przy własnej stronie co najmniej 50 znaków: po zakończeniu wydarzenia opisuje stronę dla wyszukiwarek, dopóki nie powstanie relacja.",
  },
  "events: partner": {
    title: "Firma partnerska",
    description:
      "Firma, z którą zorganizowano wydarzenie, zapisana tak, jak sama się pisze (np. EY). Strona partnerów pokazuje minione wydarzenia z partnerem jako dotychczasową współpracę. Pomiń, jeśli jej nie ma albo nie należy jej wymieniać.",
  },
  "events: audience": { title: "Kto może wziąć udział" },
  "events: teamSize": {
    title: "Wielkość zespołów",
    description: "Dla wydarzeń, w których startuje się w zespołach.",
  },
  "events: teamSize.min": { title: "Co najmniej" },
  "events: teamSize.max": { title: "Najwyżej" },
  "events: price": { title: "Cena", description: "Pomiń, jeśli udział jest bezpłatny." },
  "events: price.amount": { title: "Kwota" },
  "events: price.currency": {
    title: "Waluta",
    description: "EUR, GBP, CHF lub USD.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Funt szterling (£)",
      CHF: "Frank szwajcarski (CHF)",
      USD: "Dolar amerykański ($)",
    },
  },
  "events: price.from": { title: "Cena od", description: "Wyświetlana jako „od 199 €”." },
  "events: promoCode": {
    title: "Kod promocyjny",
    description: "Teksty pokazują go za pomocą {{promoCode}}.",
  },
  "events: prizes": {
    title: "Nagrody",
    description: "Najlepsza najpierw, w liczbach, jeśli są.",
    nouns: { a: "nagrodę", one: "nagroda", other: "nagrody" },
  },
  "events: prizes.amount": {
    title: "Kwota",
    description:
      "Nagroda w liczbach, wyświetlana dużą czcionką (10000 wyświetla się jako 10 000 €). Pomiń przy nagrodzie, która nie jest pieniężna.",
  },
  "events: prizes.currency": {
    title: "Waluta",
    description: "EUR, GBP, CHF lub USD: wymagana razem z kwotą.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Funt szterling (£)",
      CHF: "Frank szwajcarski (CHF)",
      USD: "Dolar amerykański ($)",
    },
  },
  "events: prizes.for": {
    title: "Za co",
    description:
      "Pod liczbą: „pierwsze miejsce”, „karta podarunkowa dla każdego członka zwycięskiego zespołu”; cała nagroda, gdy nie ma kwoty.",
  },
  "events: partners": {
    title: "Partnerzy",
    description:
      "Firmy stojące za wydarzeniem, według ich krótkiej nazwy (id) w pliku sponsorów, np. example-systems: ich logo i nazwa są na stronie wydarzenia przed nim, w trakcie i po nim.",
    nouns: { a: "partnera", one: "partner", other: "partnerzy" },
  },
  "events: partners[]": {
    pattern: "Małe litery, cyfry i pojedyncze łączniki, np. example-systems.",
  },
  "events: registration": {
    title: "Zgłoszenia",
    description: "Pomiń, jeśli nie trzeba się zgłaszać.",
  },
  "events: registration.url": {
    title: "Formularz",
    description: "Zewnętrzny formularz lub strona, otwierane w nowej karcie.",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "events: registration.action": {
    title: "Przycisk",
    description: "Tekst na przycisku, w języku strony.",
  },
  "events: registration.opens": {
    title: "Pierwszy dzień zgłoszeń",
    description:
      "Gdy zgłoszenia nie ruszają od razu: do tego dnia przycisk mówi, kiedy się zaczną.",
  },
  "events: registration.deadline": {
    title: "Ostatni dzień zgłoszeń",
    description: `Przycisk wyłącza się z końcem tego dnia w strefie czasowej grupy (${zone}). Bez tego zgłoszenia zamykają się wraz z końcem wydarzenia.`,
  },
  "events: registration.note": {
    title: "Uwaga",
    description: "Obok przycisku, np. jakiego konta e-mail wymaga formularz.",
  },
  "events: page": {
    title: "Strona",
    description: "Własna strona wydarzenia. Pomiń, jeśli ma to być tylko pozycja na liście.",
  },
  "events: page.intro": {
    title: "Wstęp",
    description:
      "Jedno lub dwa zdania otwierające stronę; także jej opis dla wyszukiwarek (co najmniej 50 znaków).",
  },
  "events: page.sections": {
    title: "Sekcje",
    description: "Bloki strony, po kolei.",
    nouns: { a: "sekcję", one: "sekcja", other: "sekcje" },
  },
  "events: page.sections.heading": { title: "Nagłówek" },
  "events: page.sections.text": { title: "Tekst" },
  "events: page.sections.shown": {
    title: "Widoczne",
    description:
      "Przed (domyślnie): do końca wydarzenia, dla tego, co dopiero nastąpi: jak się zgłosić, co zabrać, program; po: gdy się skończy; zawsze: w obu przypadkach, dla tekstu, który jest prawdziwy także potem.",
    optionLabels: {
      before: "Do końca wydarzenia (domyślnie)",
      after: "Po jego zakończeniu",
      always: "Zawsze",
    },
  },
  "events: page.steps": { title: "Program", description: "Ponumerowane kroki." },
  "events: page.steps.heading": { title: "Nagłówek" },
  "events: page.steps.items": {
    title: "Kroki",
    description: "Tyle samo w każdym języku.",
    nouns: { a: "krok", one: "krok", other: "kroki" },
  },
  "events: page.steps.shown": {
    title: "Widoczne",
    description:
      "Przed (domyślnie): do końca wydarzenia, dla listy tego, co dopiero nastąpi; po: gdy się skończy; zawsze: w obu przypadkach, dla tekstu, który jest prawdziwy także potem.",
    optionLabels: {
      before: "Do końca wydarzenia (domyślnie)",
      after: "Po jego zakończeniu",
      always: "Zawsze",
    },
  },
  "events: page.agenda": {
    title: "Harmonogram",
    description: "Dzień godzina po godzinie, po kolei: widoczny do końca wydarzenia.",
    nouns: { a: "krok", one: "krok", other: "kroki" },
  },
  "events: page.agenda.time": {
    title: "Godzina",
    description: `Godziny i minuty w strefie czasowej grupy (${zone}), np. 09:30.`,
    pattern: "Godzina w formacie 09:30.",
  },
  "events: page.agenda.title": { title: "Co się dzieje" },
  "events: page.benefits": { title: "Co uczestnicy wynoszą" },
  "events: page.benefits.heading": { title: "Nagłówek" },
  "events: page.benefits.items": {
    title: "Korzyści",
    description: "Tyle samo w każdym języku.",
    nouns: { a: "korzyść", one: "korzyść", other: "korzyści" },
  },
  "events: page.benefits.shown": {
    title: "Widoczne",
    description:
      "Przed (domyślnie): do końca wydarzenia, dla listy tego, co dopiero nastąpi; po: gdy się skończy; zawsze: w obu przypadkach, dla tekstu, który jest prawdziwy także potem.",
    optionLabels: {
      before: "Do końca wydarzenia (domyślnie)",
      after: "Po jego zakończeniu",
      always: "Zawsze",
    },
  },
  "events: page.faq": {
    title: "Pytania i odpowiedzi",
    description: "Wyświetlane jako lista rozwijana.",
    nouns: { a: "pytanie", one: "pytanie", other: "pytania" },
  },
  "events: page.faq.question": { title: "Pytanie" },
  "events: page.faq.answer": { title: "Odpowiedź" },
  "events: page.faq.shown": {
    title: "Widoczne",
    description:
      "Przed (domyślnie): do końca wydarzenia, dla pytań o udział; po: gdy się skończy; zawsze: w obu przypadkach, dla tekstu, który jest prawdziwy także potem.",
    optionLabels: {
      before: "Do końca wydarzenia (domyślnie)",
      after: "Po jego zakończeniu",
      always: "Zawsze",
    },
  },
  "events: page.sectionNavigation": {
    title: "Nawigacja po sekcjach",
    description:
      "Dla długiej strony: strzałka do pierwszej sekcji, kropka dla każdej sekcji i sekcje, które łagodnie się pojawiają.",
  },
  "events: page.repeatRegistration": {
    title: "Przycisk także na końcu",
    description: "Powtórz przycisk zgłoszeń na końcu strony.",
  },
  "events: contacts": { title: "Kontakt" },
  "events: contacts.emails": {
    title: "Adresy e-mail",
    description: "Do kogo pisać. Bez nich: adres wydarzeń z tożsamości.",
    nouns: { a: "adres e-mail", one: "adres e-mail", other: "adresy e-mail" },
  },
  "events: contacts.emails[]": { pattern: "Jeden adres e-mail, np. imie@example.org." },
  "events: contacts.people": {
    title: "Organizatorzy",
    description: "Osoby, do których można pisać imiennie ({{organisers}}).",
    nouns: { a: "organizatora", one: "organizator", other: "organizatorzy" },
  },
  "events: contacts.people.name": { title: "Imię i nazwisko" },
  "events: contacts.people.email": {
    title: "E-mail",
    pattern: "Jeden adres e-mail, np. imie@example.org.",
  },
  "events: contacts.community": {
    title: "Linki do społeczności",
    description: "Pokaż Instagram i społeczność WhatsApp grupy.",
  },
  "events: contacts.links": {
    title: "Inne linki",
    nouns: { a: "link", one: "link", other: "linki" },
  },
  "events: contacts.links.label": { title: "Tekst linku" },
  "events: contacts.links.url": {
    title: "Adres",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "events: recap": {
    title: "Relacja",
    description:
      "Co się wydarzyło, po zakończeniu wydarzenia: strona zaczyna się wtedy od tego. Do końca wydarzenia pozostaje ukryta.",
  },
  "events: recap.outcome": {
    title: "Wynik w jednym zdaniu",
    description:
      "W czasie przeszłym, do listy wydarzeń i wyróżnień na stronie głównej: „Dwanaście zespołów zaprezentowało swoje pomysły; wygrał AgentDesk.”",
  },
  "events: recap.summary": {
    title: "Co się wydarzyło",
    description: "Akapit lub dwa w czasie przeszłym: kto przyszedł, co robili, co z tego wyszło.",
  },
  "events: recap.photos": {
    title: "Zdjęcia",
    description:
      "Od 1 do 24, najlepsze najpierw: pierwsze reprezentuje też wydarzenie w wyróżnieniach.",
    nouns: { a: "zdjęcie", one: "zdjęcie", other: "zdjęcia" },
  },
  "events: recap.photos.image": {
    title: "Zdjęcie",
    description:
      "Plik w app/assets/events/recaps/: zdjęcie takie, jak robi je telefon (JPEG, PNG lub WebP, co najmniej 1200 px na dłuższym boku).",
  },
  "events: recap.photos.alt": {
    title: "Co przedstawia",
    description: "Dla osób, które go nie widzą: „Czworo studentów prezentuje projekt przed jury”.",
  },
  "events: recap.photos.focus": {
    title: "Punkt centralny",
    description:
      "Gdzie jest główny motyw (twarz, napis), żeby kwadratowy kadr galerii go zachował: kliknij go na zdjęciu. Bez tego: środek.",
  },
  "events: recap.results": {
    title: "Wyniki",
    description: "Zwycięzcy i to, co z tego wyszło, najlepsze najpierw.",
    nouns: { a: "wynik", one: "wynik", other: "wyniki" },
  },
  "events: recap.figures": {
    title: "W liczbach",
    description: "Uczestnicy, zespoły, uczelnie...",
    nouns: { a: "liczbę", one: "liczba", other: "liczby" },
  },
  "events: recap.figures.value": { title: "Liczba", description: "Tylko cyfry: 48, 1500." },
  "events: recap.figures.label": {
    title: "Co liczy",
    description: "Pod liczbą: „uczestników”, „zespołów”, „uczelni”.",
  },
  "events: recap.partner": {
    title: "Partner, któremu dziękujemy",
    description:
      "Bez tego podziękowanie trafia do firmy partnerskiej wydarzenia (jeśli jest), z jej logo sponsora.",
  },
  "events: recap.partner.name": {
    title: "Nazwa",
    description: "Firma, zapisana tak, jak sama się pisze.",
  },
  "events: recap.partner.logo": {
    title: "Logo",
    description:
      "Plik w app/assets/sponsors/. Bez niego: logo sponsora o tej nazwie, jeśli taki jest.",
  },
  "events: recap.partner.url": {
    title: "Strona internetowa",
    description: "Bez niej: strona internetowa sponsora o tej nazwie, jeśli taki jest.",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "events: recap.partnerOutcomes": {
    title: "Co zyskali partnerzy",
    description:
      "Firmy partnerskie wydarzenia, według ich krótkiej nazwy w pliku sponsorów, i co każda z tego miała. Strona partnerów je pokazuje, z linkiem do tej strony: wpisz to tylko tutaj.",
    nouns: { a: "partnera", one: "partner", other: "partnerzy" },
  },
  "events: recap.partnerOutcomes.partner": {
    title: "Partner",
    description:
      "Krótka nazwa partnera w app/content/sponsors.yaml (jego id), np. example-systems.",
    pattern: "Małe litery, cyfry i pojedyncze łączniki, np. example-systems.",
  },
  "events: recap.partnerOutcomes.outcomes": {
    title: "Co z tego wyszło",
    description:
      "Krótkie zdania w czasie przeszłym: „Przygotował zadanie”, „Zatrudnił dwoje stażystów”, „Wygłosił wykład o agentowej AI”.",
    nouns: { a: "efekt", one: "efekt", other: "efekty" },
  },
  "events: examples": {
    title: "Przykładowe wartości do zastąpienia",
    description:
      "Pola tego pliku, które wciąż mają wartości zastępcze, nazwane tak jak w budowaniu strony (emails.general, members[0].name). Zastąp wartość, a potem usuń ją z tej listy.",
    nouns: { a: "pole", one: "pole", other: "pola" },
  },
  "identity: url": {
    title: "Adres strony",
    description:
      "Gdzie strona jest opublikowana, bez ukośnika na końcu, np. https://owner.github.io/repository lub https://www.your-chapter.example. Używają go linki kanoniczne, mapa strony, karty w mediach społecznościowych i kalendarze; jego ścieżka to ścieżka, pod którą strona jest serwowana.",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "identity: chapterName": {
    title: "Nazwa grupy",
    description: "Tak, jak pojawia się w tytułach, obok logo i w linii praw autorskich.",
  },
  "identity: languages": {
    title: "Języki",
    description:
      "Języki strony jako kody, pierwszy pod /, każdy kolejny pod /kod: [en, it]. Każdy potrzebuje swoich tekstów interfejsu (app/i18n/<code>.ts) i każdego tekstu treści w tym języku.",
    nouns: { a: "język", one: "język", other: "języki" },
  },
  "identity: timeZone": {
    title: "Strefa czasowa",
    description:
      "Zegar grupy, tak jak nazywa go baza stref czasowych IANA: region i miasto, np. Europe/Warsaw, Europe/Lisbon albo Europe/Athens. Każdy dzień i godzina w treści (początek i koniec wydarzenia, termin, harmonogram) to czas lokalny tego miejsca, latem i zimą, i tak strony podają je kalendarzom i wyszukiwarkom.",
  },
  "identity: organisation": { title: "Organizacja międzynarodowa" },
  "identity: organisation.name": {
    title: "Nazwa",
    description: "Krótka nazwa organizacji międzynarodowej, używana w tekście.",
  },
  "identity: organisation.url": {
    title: "Strona internetowa",
    description: "Jej strona, podlinkowana w stopce (bez niej nie ma linku).",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "identity: university": { title: "Uczelnia" },
  "identity: university.name": {
    title: "Nazwa",
    description: "Jej oficjalna nazwa, używana w tekstach.",
  },
  "identity: university.nameWithArticle": {
    title: "Nazwa z rodzajnikiem",
    description:
      "Dla języków, które stawiają rodzajnik przed nazwą (po włosku: „l'Università degli Studi”, „la Scuola Superiore”). Bez tego teksty używają samej nazwy.",
  },
  "identity: university.mailDomain": {
    title: "Domena poczty studentów",
    description:
      "Domena studenckich kont e-mail, bez @ (niektóre formularze zgłoszeń wymagają takiego konta, a tekst wydarzenia może to powiedzieć za pomocą {{mailDomain}}).",
  },
  "identity: city": { title: "Miasto na mapie" },
  "identity: city.name": { title: "Miasto", description: "Jego nazwa w każdym języku." },
  "identity: city.country": {
    title: "Kraj",
    description:
      "Nazwa kraju w każdym języku, do opisu mapy. Strona O nas pokazuje mapę, gdy kraj, jego kod i współrzędne są podane.",
  },
  "identity: city.countryCode": {
    title: "Kod kraju",
    description: "Numeryczny kod kraju ISO 3166-1, wyróżniony na mapie (Polska: 616).",
  },
  "identity: city.latitude": {
    title: "Szerokość geograficzna",
    description: "Stopnie dziesiętne, np. 45.0703.",
  },
  "identity: city.longitude": {
    title: "Długość geograficzna",
    description: "Stopnie dziesiętne, np. 7.6869.",
  },
  "identity: emails": { title: "Adresy e-mail" },
  "identity: emails.general": {
    title: "Ogólny",
    description: "W każdej sprawie: strona /about i cotygodniowe spotkanie.",
    pattern: "Jeden adres e-mail, np. imie@example.org.",
  },
  "identity: emails.events": {
    title: "Wydarzenia",
    description:
      "Pytania o wydarzenia i zgłoszenia: kontakt wydarzenia, jeśli nie podaje własnego.",
    pattern: "Jeden adres e-mail, np. imie@example.org.",
  },
  "identity: emails.partners": {
    title: "Partnerzy",
    description: "Firmy i partnerstwa: strony /partners i /about.",
    pattern: "Jeden adres e-mail, np. imie@example.org.",
  },
  "identity: social": {
    title: "Profile w mediach społecznościowych",
    description:
      "Podlinkowane w stopce i tam, gdzie strona zaprasza do obserwowania grupy; pominięty profil nie jest linkowany.",
  },
  "identity: social.instagram": {
    title: "Profil na Instagramie",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "identity: social.linkedin": {
    title: "Strona na LinkedIn",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "identity: social.whatsappGroup": {
    title: "Społeczność WhatsApp",
    description: "Jej link z zaproszeniem.",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "identity: links": { title: "Inne strony", description: "Otwierane w nowej karcie." },
  "identity: links.courses": {
    title: "Kursy",
    description: "Strona kursów (pasek nawigacji; bez niej niewidoczna).",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "identity: links.joinUs": {
    title: "Dołącz",
    description:
      "Formularz członkowski (pasek nawigacji, strona główna). Bez niego „Dołącz” otwiera e-mail na adres ogólny.",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "identity: links.privacyPolicy": {
    title: "Polityka prywatności",
    description: "Stopka (bez niej niewidoczna).",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "identity: figures": {
    title: "Liczby",
    description:
      "Każda liczba, którą strona podaje o organizacji i grupie, w jednym miejscu: strony wymieniają je po nazwie (home.yaml, partners.yaml), a teksty używają ich jako {{name}}, zapisanych zgodnie ze zwyczajem każdego języka.",
    nouns: { a: "liczbę", one: "liczba", other: "liczby" },
  },
  "identity: figures.name": {
    title: "Nazwa",
    description:
      "Jak używają jej teksty: members daje {{members}}; strona główna i strona partnerów wymieniają liczby pod tą nazwą.",
    pattern: "Jedno słowo z liter, zaczynające się małą literą, np. studentsReached.",
  },
  "identity: figures.value": {
    title: "Liczba",
    description: "Tylko cyfry: 1500, nie 1 500 ani 1.500.",
  },
  "identity: figures.plus": { title: "Z plusem", description: "Wyświetlana z plusem: „90+”." },
  "identity: figures.year": {
    title: "Rok",
    description: "Zapisany tak, jak jest (1989), bez separatora tysięcy.",
  },
  "identity: figures.network": {
    title: "Dotyczy całej sieci",
    description:
      "Liczba dotycząca całej sieci, nie grupy (rok założenia, uczelnie, członkowie): strona dla partnerów pokazuje odbiorców samej grupy i jej nie przyjmuje.",
  },
  "identity: figures.label": { title: "Co liczy", description: "Pod liczbą: „uczelni w sieci”." },
  "identity: demonstration": {
    title: "Strona demonstracyjna",
    description:
      "Tak: strona jest przykładem, mówi o tym na każdej stronie w jednej dyskretnej linii i może zawierać przykładowe wartości. Nie (prawdziwa grupa): budowanie strony zatrzymuje się, dopóki zostaje jakaś przykładowa wartość, i wypisuje je.",
  },
  "identity: repository": {
    title: "Repozytorium kodu",
    description:
      "Adres internetowy kodu strony (np. https://github.com/owner/name). Linia demonstracji linkuje do „Start your chapter” w jej przewodniku dla zarządu (docs/board-guide.md).",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "identity: logo": {
    title: "Logo",
    description:
      "Plik w app/assets/identity/ (SVG, JPEG, PNG lub WebP; najlepiej SVG): kwadratowy znak, biały na przezroczystym tle, pokazywany na pasku nawigacji na kolorze głównym. Favicon, ikony na telefony i karta w mediach społecznościowych stron bez własnego zdjęcia powstają z niego na kolorze głównym przy każdym budowaniu.",
  },
  "identity: brand": {
    title: "Kolory marki",
    description:
      "Kolory strony w obu motywach kolorystycznych. Kolor, na którym tekst byłby trudny do odczytania (kontrast poniżej 4,5:1), jest odrzucany, z każdą parą, która nie przechodzi, jej współczynnikiem i najbliższym kolorem, który przechodzi.",
  },
  "identity: brand.primary": {
    title: "Kolor główny",
    description:
      "Pasek, pasy i linki, z białym tekstem na nim (#rrggbb, np. #1b4f9c); ciemniejsze odcienie ciemnego motywu powstają z niego.",
  },
  "identity: brand.accent": {
    title: "Kolor akcentu",
    description:
      "Główna akcja każdego ekranu, z ciemnym tekstem na nim, i kreski pod liczbami (#rrggbb, np. #ffd23f).",
  },
  "identity: examples": {
    title: "Przykładowe wartości do zastąpienia",
    description:
      "Pola tego pliku, które wciąż mają wartości zastępcze, nazwane tak jak w budowaniu strony (emails.general, members[0].name). Zastąp wartość, a potem usuń ją z tej listy.",
    nouns: { a: "pole", one: "pole", other: "pola" },
  },
  "team: members": {
    title: "Członkowie",
    description:
      "Po jednej karcie na osobę, w kolejności karuzeli. Bez członków strona /about pokazuje tylko adresy e-mail grupy.",
    nouns: { a: "członka", one: "członek", other: "członkowie" },
  },
  "team: members.name": {
    title: "Imię i nazwisko",
    description: "Pełne imię i nazwisko, tytuł karty.",
  },
  "team: members.role": {
    title: "Funkcja",
    description:
      "Karta pokazuje jej nazwę w języku strony: Skarbniczka albo Skarbnik (kolejne pole mówi, która forma).",
  },
  "team: members.roleForm": {
    title: "Forma funkcji",
    description:
      "Wiele języków zapisuje większość funkcji inaczej dla kobiety, a inaczej dla mężczyzny (Przewodnicząca albo Przewodniczący, Skarbniczka albo Skarbnik). Karta używa w każdym języku formy wybranej tutaj.",
    optionLabels: {
      feminine: "Żeńska (Przewodnicząca, Skarbniczka)",
      masculine: "Męska (Przewodniczący, Skarbnik)",
    },
  },
  "team: members.roleLabel": {
    title: "Funkcja zapisana dla tej osoby",
    description:
      "Gdy zwykłe słowa funkcji nie pasują do osoby (funkcja dzielona, zastępstwo): funkcja tak, jak ma ją podać karta, w każdym języku.",
  },
  "team: members.photo": {
    title: "Portret",
    description:
      "Plik w app/assets/team/: kwadratowy, co najmniej 480 px szerokości (JPEG, PNG lub WebP).",
  },
  "team: members.photoFocus": {
    title: "Punkt centralny portretu",
    description:
      "Gdzie jest twarz, gdy portret nie jest kwadratowy: kliknij ją na zdjęciu (x w poziomie, y w pionie, każde od 0 do 1; bez tego: środek).",
  },
  "team: members.email": {
    title: "E-mail",
    description: "Karta otwiera wiadomość na ten adres.",
    pattern: "Jeden adres e-mail, np. imie@example.org.",
  },
  "team: examples": {
    title: "Przykładowe wartości do zastąpienia",
    description:
      "Pola tego pliku, które wciąż mają wartości zastępcze, nazwane tak jak w budowaniu strony (emails.general, members[0].name). Zastąp wartość, a potem usuń ją z tej listy.",
    nouns: { a: "pole", one: "pole", other: "pola" },
  },
  "sponsors: sponsors": {
    title: "Sponsorzy",
    description:
      "W kolejności strony partnerów. Bez sponsorów strona zaprasza w tym miejscu pierwszego partnera.",
    nouns: { a: "sponsora", one: "sponsor", other: "sponsorzy" },
  },
  "sponsors: sponsors.name": {
    title: "Nazwa",
    description:
      "Nazwa firmy: to, co słyszą osoby, które nie widzą logo. Bez niej logo nazywa się „Sponsor N”.",
  },
  "sponsors: sponsors.id": {
    title: "Krótka nazwa",
    description:
      "Krótka nazwa z małych liter i łączników, np. example-systems, po której relacja wydarzenia wskazuje tego partnera (recap.partnerOutcomes). Potrzebna tylko dla partnera wskazanego w ten sposób.",
    pattern: "Małe litery, cyfry i pojedyncze łączniki, np. example-systems.",
  },
  "sponsors: sponsors.logo": {
    title: "Logo",
    description:
      "Plik w app/assets/sponsors/ (SVG, JPEG, PNG lub WebP): najlepiej SVG, z rozmiarem (width i height albo viewBox); strona publikuje go w postaci, jaką nadaje mu kontrola przy budowaniu.",
  },
  "sponsors: sponsors.url": {
    title: "Strona internetowa",
    description: "Otwiera się w nowej karcie.",
    pattern: "Adres internetowy zaczynający się od https://, np. https://www.example.org.",
  },
  "sponsors: examples": {
    title: "Przykładowe wartości do zastąpienia",
    description:
      "Pola tego pliku, które wciąż mają wartości zastępcze, nazwane tak jak w budowaniu strony (emails.general, members[0].name). Zastąp wartość, a potem usuń ją z tej listy.",
    nouns: { a: "pole", one: "pole", other: "pola" },
  },
  "quotes: quotes": {
    title: "Cytaty",
    description:
      "Słowa studentów i partnerów. Strona główna pokazuje pierwszy z każdego rodzaju, strona partnerów cytaty partnerów, relacja wydarzenia te, które go dotyczą.",
    nouns: { a: "cytat", one: "cytat", other: "cytaty" },
  },
  "quotes: quotes.from": {
    title: "Kto to powiedział",
    description:
      "Student albo partner: strona główna pokazuje słowa studenta i słowa partnera, strona partnerów słowa partnerów.",
    optionLabels: { student: "Student lub studentka", partner: "Ktoś z firmy partnerskiej" },
  },
  "quotes: quotes.text": {
    title: "Słowa",
    description: "Co powiedział(a), bez cudzysłowu; w każdym języku.",
  },
  "quotes: quotes.name": {
    title: "Imię i nazwisko",
    description: "Tak, jak ta osoba chce być przedstawiona.",
  },
  "quotes: quotes.role": {
    title: "Kierunek studiów albo funkcja",
    description:
      "Dla studenta: co i gdzie studiuje („Informatyka, studia magisterskie”); dla partnera: funkcja („Head of Talent”).",
  },
  "quotes: quotes.company": {
    title: "Firma",
    description: "Dla partnera: firma, zapisana tak, jak sama się pisze.",
  },
  "quotes: quotes.portrait": {
    title: "Portret",
    description:
      "Plik w app/assets/quotes/: kwadratowy, co najmniej 480 px szerokości (JPEG, PNG lub WebP). Najpierw zapytaj o zgodę.",
  },
  "quotes: quotes.portraitFocus": {
    title: "Punkt centralny portretu",
    description:
      "Gdzie jest twarz, gdy portret nie jest kwadratowy: kliknij ją na zdjęciu. Bez tego: środek.",
  },
  "quotes: quotes.event": {
    title: "Wydarzenie",
    description:
      "Adres (slug) wydarzenia, którego dotyczą te słowa, np. student-tech-clash: jego relacja też je pokazuje.",
  },
  "quotes: examples": {
    title: "Przykładowe wartości do zastąpienia",
    description:
      "Pola tego pliku, które wciąż mają wartości zastępcze, nazwane tak jak w budowaniu strony (emails.general, members[0].name). Zastąp wartość, a potem usuń ją z tej listy.",
    nouns: { a: "pole", one: "pole", other: "pola" },
  },
  "home: heading": {
    title: "Obietnica",
    description:
      "Główny nagłówek strony, na banerze: co student zyskuje, dołączając, w kilku słowach (nazwa grupy jest nad nim).",
  },
  "home: intro": {
    title: "Wstęp",
    description: "Pod obietnicą, na banerze: kim jesteście, w jednym zdaniu.",
  },
  "home: banner": {
    title: "Baner",
    description: "Plik w app/assets/photos/, co najmniej 1920 px szerokości.",
  },
  "home: banner.image": { title: "Zdjęcie" },
  "home: banner.alt": { title: "Co przedstawia" },
  "home: banner.focus": {
    title: "Punkt centralny",
    description:
      "Gdzie jest główny motyw, żeby każde kadrowanie go zachowało: kliknij go na zdjęciu. Bez tego: środek.",
  },
  "home: reasons": {
    title: "Dlaczego dołączyć",
    description: "Trzy lub cztery powody, każdy z tytułem i jedną linią.",
    nouns: { a: "powód", one: "powód", other: "powody" },
  },
  "home: reasons.title": { title: "Powód", description: "W kilku słowach: „Ucz się w praktyce”." },
  "home: reasons.text": { title: "W jednej linii", description: "Co to daje studentowi." },
  "home: joining": {
    title: "Co oznacza dołączenie",
    description: "Obok powodów, z przyciskiem Dołącz.",
  },
  "home: joining.cost": { title: "Ile to kosztuje", description: "„Za darmo: bez składek.”" },
  "home: joining.time": {
    title: "Ile czasu",
    description: "„Jedno spotkanie w tygodniu, a więcej – ile zechcesz.”",
  },
  "home: joining.who": {
    title: "Kto może dołączyć",
    description:
      "„Każdy, kto studiuje na naszej uczelni ({{university}}), na dowolnym kierunku i roku.”",
  },
  "home: joining.afterApplying": {
    title: "Po zgłoszeniu",
    description:
      "Co się dzieje, gdy ktoś wyśle formularz „Dołącz”, w kilku krokach (lista numerowana): kto odpowiada, jak szybko, co dalej.",
  },
  "home: aboutUs": { title: "O nas" },
  "home: figures": {
    title: "Stowarzyszenie w liczbach",
    description:
      "Pod „O nas”: nazwy liczb z tożsamości do pokazania, po kolei (rok założenia organizacji, uczelnie, członkowie). Strona główna podaje każdą liczbę raz: jej teksty ich nie powtarzają.",
    nouns: { a: "liczbę", one: "liczba", other: "liczby" },
  },
  "home: figures[]": {
    pattern: "Jedno słowo z liter, zaczynające się małą literą, np. studentsReached.",
  },
  "home: mission": { title: "Misja" },
  "home: mission.tagline": { title: "Hasło" },
  "home: mission.summary": {
    title: "W jednym zdaniu",
    description: "Pod hasłem na stronie O nas (/about), nad całym tekstem.",
  },
  "home: mission.text": {
    title: "Tekst",
    description: "Cały tekst, na stronie O nas (/about#mission, /about#vision).",
  },
  "home: vision": { title: "Wizja" },
  "home: vision.tagline": { title: "Hasło" },
  "home: vision.summary": {
    title: "W jednym zdaniu",
    description: "Pod hasłem na stronie O nas (/about), nad całym tekstem.",
  },
  "home: vision.text": {
    title: "Tekst",
    description: "Cały tekst, na stronie O nas (/about#mission, /about#vision).",
  },
  "home: partnerPitch": {
    title: "Zostań partnerem",
    description:
      "Jedno lub dwa zdania dla firm, na stronie głównej nad logo partnerów, z linkiem do strony partnerów.",
  },
  "home: whereWeAre": { title: "Gdzie jesteśmy", description: "Obok mapy." },
  "home: photos": {
    title: "Zdjęcia",
    description: "Życie grupy: pliki w app/assets/photos/, co najmniej 1280 px szerokości.",
    nouns: { a: "zdjęcie", one: "zdjęcie", other: "zdjęcia" },
  },
  "home: photos.image": { title: "Zdjęcie" },
  "home: photos.alt": { title: "Co przedstawia" },
  "home: photos.focus": {
    title: "Punkt centralny",
    description:
      "Gdzie jest główny motyw, żeby każde kadrowanie go zachowało: kliknij go na zdjęciu. Bez tego: środek.",
  },
  "home: examples": {
    title: "Przykładowe wartości do zastąpienia",
    description:
      "Pola tego pliku, które wciąż mają wartości zastępcze, nazwane tak jak w budowaniu strony (emails.general, members[0].name). Zastąp wartość, a potem usuń ją z tej listy.",
    nouns: { a: "pole", one: "pole", other: "pola" },
  },
  "partners: collaborationsText": {
    title: "Współpraca",
    description:
      "Dlaczego firmy współpracują z grupą: krótka prezentacja na górze strony, nad odbiorcami w liczbach.",
  },
  "partners: figures": {
    title: "Nasi odbiorcy w liczbach",
    description:
      "Nazwy liczb z tożsamości, które interesują firmy, po kolei (studenci, do których docieramy, wydarzenia w roku...).",
    nouns: { a: "liczbę", one: "liczba", other: "liczby" },
  },
  "partners: figures[]": {
    pattern: "Jedno słowo z liter, zaczynające się małą literą, np. studentsReached.",
  },
  "partners: formats": {
    title: "Formy współpracy",
    description: "Formaty, które firma może wybrać, po jednej karcie, w tej kolejności.",
    nouns: { a: "format", one: "format", other: "formaty" },
  },
  "partners: formats.title": {
    title: "Tytuł",
    description: "Nazwa formatu: „Zadanie hackathonowe”.",
  },
  "partners: formats.description": {
    title: "Opis",
    description: "Jedno lub dwa zdania: co firma wnosi i co dostaje.",
  },
  "partners: formats.gets": {
    title: "Co dostaje firma",
    description:
      "Krótkie linie, tak jak firma porównuje oferty: „Wasze logo na stronie i plakatach wydarzenia”, „Miejsce w jury”, „Czas na rekrutację”.",
    nouns: { a: "korzyść", one: "korzyść", other: "korzyści" },
  },
  "partners: audience": {
    title: "Kogo poznasz",
    description:
      "O co rekruter pyta w sprawie studentów, poza liczbami: co studiują, gdzie, na którym roku.",
  },
  "partners: audience.fieldsOfStudy": {
    title: "Kierunki studiów",
    description: "Co studiują studenci, do których docieramy: „Informatyka”, „Projektowanie”.",
    nouns: { a: "kierunek studiów", one: "kierunek studiów", other: "kierunki studiów" },
  },
  "partners: audience.universities": {
    title: "Uczelnie",
    description: "Gdzie studiują.",
    nouns: { a: "uczelnię", one: "uczelnia", other: "uczelnie" },
  },
  "partners: audience.yearsOfStudy": {
    title: "Lata studiów",
    description: "„Studia licencjackie, od pierwszego roku”, „Studia magisterskie”.",
    nouns: { a: "rok studiów", one: "rok studiów", other: "lata studiów" },
  },
  "partners: examples": {
    title: "Przykładowe wartości do zastąpienia",
    description:
      "Pola tego pliku, które wciąż mają wartości zastępcze, nazwane tak jak w budowaniu strony (emails.general, members[0].name). Zastąp wartość, a potem usuń ją z tej listy.",
    nouns: { a: "pole", one: "pole", other: "pola" },
  },
});
