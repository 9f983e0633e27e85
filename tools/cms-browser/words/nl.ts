/**
 * The content manager's words in Dutch (tools/cms-browser/words.ts): its own parts' words, Decap
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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const texts: CmsTexts = {
  optional: "optioneel",
  add: (item: string) => `${capitalised(item)} toevoegen`,
  addInLanguage: (item: string, language: string) => `${capitalised(item)} toevoegen (${language})`,
  otherInterfaceHint: (language: string) => `Toon het contentbeheer in het ${language}`,
  mistakes: (count: number) =>
    `Niet opgeslagen: ${count === 1 ? "1 fout" : `${count} fouten`} te verbeteren (zo kan de site niet gebouwd worden)`,
  refusal: (count: number) =>
    `${count === 1 ? "1 fout" : `${count} fouten`} te verbeteren, in de lijst rechtsonder.`,
  close: "Sluiten",
  datePlaceholder: "dd/mm/jjjj",
  timePlaceholder: "uu:mm",
  timeLabel: (field: string) => `${field}: tijd (24 uur)`,
  timeZoneNote: (zone: string) => `tijdzone ${zone}`,
  calendar: (field: string) => `${field}: kies de dag in een kalender`,
  dateProblem: (field: string) => `${field}: schrijf de datum als dag/maand/jaar, zoals 05/12/2025`,
  timeProblem: (field: string) =>
    `${field}: schrijf de tijd in 24-uursnotatie, zoals 09:00 of 18:30`,
  renamed: (original: string, saved: string, taken: string) =>
    `${original} is geüpload als ${saved}: ${taken} is al een andere afbeelding, die blijft zoals ze is.`,
  uploaded: (original: string, saved: string) => `${original} is geüpload als ${saved}.`,
  stripped: (located: boolean) =>
    located
      ? "De plek waar de foto is genomen (gps) en de cameragegevens zijn uit het bestand gehaald; de afbeelding zelf is niet veranderd."
      : "De cameragegevens zijn uit het bestand gehaald; de afbeelding zelf is niet veranderd.",
  neverReplaced: (name: string) =>
    `${name} is al een andere afbeelding: die is niet vervangen. Upload de nieuwe opnieuw: hij krijgt een eigen naam.`,
  otherEntry: (held: string, named: string) =>
    `Dit formulier bevat ${held}, maar het adres noemt ${named}: er is niets opgeslagen. Open het item dat je bedoelt vanuit de lijst.`,
  newEntry: "een nieuw item",
  until: (day: string) => `tot ${day}`,
  focus: {
    places: [
      "Linksboven",
      "Boven",
      "Rechtsboven",
      "Links",
      "Midden",
      "Rechts",
      "Linksonder",
      "Onder",
      "Rechtsonder",
    ],
    middle: "Het midden (geen focuspunt gekozen)",
    at: (across: number, down: number) => `${across} % van links, ${down} % van boven`,
    loading: "Afbeelding laden…",
    choosePictureFirst:
      "Kies eerst hierboven de afbeelding: die verschijnt hier, en een klik op het onderwerp zet het focuspunt. Kies tot dan hieronder een plek.",
    wideBand: "Een brede strook",
    square: "Een vierkant",
    group: (described: string) => `Focuspunt: ${described}`,
    picture: (described: string) =>
      `De afbeelding, met haar focuspunt: ${described}. Klik op het onderwerp, of verplaats het punt met de pijltjestoetsen.`,
    orChoose: "Of kies een plek",
  },
  event: "Evenement",
};

export const decap: CmsLanguageFile["decap"] = {
  collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
  editor: {
    editorToolbar: { changesSaved: "Alle wijzigingen zijn opgeslagen" },
    editorControl: { field: { optional: "optioneel" } },
  },
  ui: { toast: { onFailToPersist: "Niet opgeslagen. %{details}" } },
};

export const entries: CmsLanguageFile["entries"] = {
  events: {
    label: "Evenementen",
    description:
      "Eén bestand per evenement. Het adres (slug) en de bestandsnaam kies je één keer, bij het aanmaken.",
  },
  site: {
    label: "Afdeling",
    description:
      "De identiteit van de afdeling, het team, de sponsors en de teksten van de pagina's.",
  },
  identity: {
    label: "Identiteit",
    description: "Namen, adressen en links die elke pagina gebruikt.",
  },
  team: {
    label: "Team",
    description: "Het bestuur, één kaart per persoon, in de volgorde van de carrousel.",
  },
  sponsors: { label: "Sponsors", description: "De logo's van de partnerpagina, op volgorde." },
  quotes: {
    label: "Citaten",
    description:
      "Woorden van studenten en partners, voor de homepage, de partnerpagina en de pagina's van evenementen.",
  },
  home: { label: "Homepage", description: "De teksten en foto's van de homepage." },
  partners: { label: "Partnerpagina", description: "De tekst van de partnerpagina." },
};

/** A function, so that the browser's script, which never calls it, leaves these words out (a text
 * with a value in it, such as the time zone, would otherwise keep them all). */
export const fields: CmsLanguageFile["fields"] = () => ({
  "events: slug": {
    title: "Adres",
    description: `Het adres van de pagina zonder de schuine streep, zoals het op posters staat: robotics-night geeft /robotics-night en /${second}/robotics-night. Letters, cijfers en losse koppeltekens, hoogstens 80.`,
    pattern: "Letters, cijfers en losse koppeltekens, zoals robotics-night; hoogstens 80.",
  },
  "events: kind": {
    title: "Soort",
    description:
      "Wat er op de kaart en de pagina boven de titel staat, en in welke thema-agenda het evenement komt.",
  },
  "events: title": { title: "Titel", description: "De naam van het evenement." },
  "events: series": {
    title: "Reeks",
    description:
      "Voor een evenement dat terugkomt (bijvoorbeeld elk jaar): dezelfde naam in het bestand van elke editie, zoals student-tech-clash. Zo linkt de pagina van elke editie naar de andere.",
    pattern: "Kleine letters, cijfers en losse koppeltekens, zoals student-tech-clash.",
  },
  "events: start": {
    title: "Begin",
    description: `Dag en tijd in de tijdzone van de afdeling (${zone}).`,
  },
  "events: end": {
    title: "Einde",
    description: `Dag en tijd in de tijdzone van de afdeling (${zone}), na het begin. Vanaf dan telt het evenement als voorbij.`,
  },
  "events: repeat": {
    title: "Herhaling",
    description:
      "Voor een evenement dat elke week (of om de paar weken) plaatsvindt, zoals de wekelijkse bijeenkomst: Begin en Einde zijn de eerste datum, en elke datum heeft dezelfde tijden. Pagina's en lijsten tonen de volgende datum; agenda's krijgen één terugkerende afspraak.",
  },
  "events: repeat.every": {
    title: "Om de hoeveel weken",
    description: "1 (standaard) is elke week, 2 om de week.",
  },
  "events: repeat.days": {
    title: "Dagen",
    description:
      "De dagen van de week waarop het plaatsvindt (in het bestand: monday, tuesday...). De eerste datum (Begin) moet op een van die dagen vallen.",
    nouns: { a: "dag", one: "dag", other: "dagen" },
  },
  "events: repeat.days[]": {
    optionLabels: {
      monday: "Maandag",
      tuesday: "Dinsdag",
      wednesday: "Woensdag",
      thursday: "Donderdag",
      friday: "Vrijdag",
      saturday: "Zaterdag",
      sunday: "Zondag",
    },
  },
  "events: repeat.until": {
    title: "Laatste dag",
    description:
      "Geen data na deze dag (bijvoorbeeld het einde van het studiejaar), hoogstens 5 jaar na de eerste datum. Laat leeg voor een evenement zonder einddatum: de site toont dan de data tot 5 jaar na de eerste, en de takenlijst van het bestuur waarschuwt vier weken voordat ze op zijn. Het evenement telt als voorbij zodra de laatste datum is afgelopen.",
  },
  "events: repeat.skip": {
    title: "Overgeslagen data",
    description:
      "Data uit de reeks waarop het evenement niet doorgaat (vakanties, tentamenweken); elke datum moet een van de data van de reeks zijn, hoogstens 366.",
    nouns: { a: "datum", one: "datum", other: "data" },
  },
  "events: status": {
    title: "Status",
    description:
      "Gaat door (standaard) of Afgelast. Verwijder het bestand van een afgelast evenement niet: de pagina, de kaart en de agenda's van abonnees laten dan zien dat het is afgelast.",
    optionLabels: { scheduled: "Gaat door (standaard)", cancelled: "Afgelast" },
  },
  "events: flagship": {
    title: "Topevenement",
    description:
      "De homepage opent met dit evenement tot het voorbij is, ook als de aanmelding voor een ander evenement eerder opengaat. Alleen voor een evenement dat nog moet komen: zet het vinkje uit als het voorbij is (een afgelopen evenement houdt het alleen zolang het bestand niet verandert).",
  },
  "events: place": {
    title: "Locatie",
    description:
      "Laat leeg zolang het niet bekend is: de pagina en de lijst zeggen dan ‘Locatie volgt’.",
  },
  "events: place.name": {
    title: "Naam",
    description:
      "Zoals mensen de plek kennen: ‘Zaal 1B, hoofdcampus’ of ‘Online’. Laat leeg zolang het niet bekend is: de pagina zegt dan ‘Locatie volgt’.",
  },
  "events: place.address": {
    title: "Adres",
    description:
      "Met de plaats erbij, voor kaarten en agenda's. Laat leeg zolang het niet bekend is.",
  },
  "events: place.online": { title: "Alleen online" },
  "events: image": {
    title: "Afbeelding",
    description:
      "Een bestand in app/assets/events/: liggend, minstens 1200 × 630 px. Staat bovenaan de pagina, op de kaart en in voorbeelden op sociale media.",
  },
  "events: imageAlt": {
    title: "Wat de afbeelding laat zien",
    description: "Voor mensen die haar niet kunnen zien.",
  },
  "events: imageFocus": {
    title: "Focuspunt van de afbeelding",
    description:
      "Waar het onderwerp staat, zodat het in elke uitsnede blijft (de kaart, de strook op de telefoon, het voorbeeld op sociale media): klik erop in de afbeelding. Anders: het midden.",
  },
  "events: summary": {
    title: "Samenvatting",
    description:
      "Een of twee zinnen voor de lijst met evenementen en de agenda's. Met een eigen pagina minstens 50 tekens: na afloop beschrijft dit de pagina in zoekmachines, tot je het verslag hebt geschreven.",
  },
  "events: partner": {
    title: "Partnerbedrijf",
    description:
      "Het bedrijf waarmee jullie het evenement hebben georganiseerd, met de naam zoals het bedrijf die zelf schrijft (bijv. EY). De partnerpagina toont eerdere evenementen met een partner als eerdere samenwerkingen. Laat leeg als er geen is of als het niet genoemd mag worden.",
  },
  "events: audience": { title: "Wie kan meedoen" },
  "events: teamSize": {
    title: "Teamgrootte",
    description: "Voor evenementen waaraan je in teams meedoet.",
  },
  "events: teamSize.min": { title: "Minstens" },
  "events: teamSize.max": { title: "Hoogstens" },
  "events: price": { title: "Prijs", description: "Laat leeg als meedoen gratis is." },
  "events: price.amount": { title: "Bedrag" },
  "events: price.currency": {
    title: "Valuta",
    description: "EUR, GBP, CHF of USD.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Britse pond (£)",
      CHF: "Zwitserse frank (CHF)",
      USD: "Amerikaanse dollar ($)",
    },
  },
  "events: price.from": { title: "Vanafprijs", description: "Getoond als ‘vanaf € 199’." },
  "events: promoCode": {
    title: "Kortingscode",
    description: "Teksten tonen hem met {{promoCode}}.",
  },
  "events: prizes": {
    title: "Prijzen",
    description: "De grootste eerst, met een bedrag waar dat er is.",
    nouns: { a: "prijs", one: "prijs", other: "prijzen" },
  },
  "events: prizes.amount": {
    title: "Bedrag",
    description:
      "Het bedrag van de prijs, in grote cijfers getoond (10000 wordt € 10.000). Laat leeg voor een prijs die geen geld is.",
  },
  "events: prizes.currency": {
    title: "Valuta",
    description: "EUR, GBP, CHF of USD: nodig bij een bedrag.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Britse pond (£)",
      CHF: "Zwitserse frank (CHF)",
      USD: "Amerikaanse dollar ($)",
    },
  },
  "events: prizes.for": {
    title: "Voor",
    description:
      "Onder het bedrag: ‘eerste plaats’, ‘een cadeaukaart voor elk lid van het winnende team’; zonder bedrag zet je hier de hele prijs.",
  },
  "events: partners": {
    title: "Partners",
    description:
      "De bedrijven die het evenement steunen, met hun korte naam (id) in het sponsorbestand, zoals example-systems: hun logo en naam staan vóór, tijdens en na het evenement op de pagina.",
    nouns: { a: "partner", one: "partner", other: "partners" },
  },
  "events: partners[]": {
    pattern: "Kleine letters, cijfers en losse koppeltekens, zoals example-systems.",
  },
  "events: registration": {
    title: "Aanmelding",
    description: "Laat leeg als aanmelden niet nodig is.",
  },
  "events: registration.url": {
    title: "Formulier",
    description: "Het externe aanmeldformulier of de externe pagina; opent in een nieuw tabblad.",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "events: registration.action": {
    title: "Knop",
    description: "De tekst op de knop, in de taal van de pagina.",
  },
  "events: registration.opens": {
    title: "Eerste aanmelddag",
    description:
      "Als de aanmelding niet meteen opengaat: tot dan staat op de knop wanneer ze opengaat.",
  },
  "events: registration.deadline": {
    title: "Laatste aanmelddag",
    description: `De knop sluit aan het eind van die dag, in de tijdzone van de afdeling (${zone}). Laat je dit leeg, dan sluit de aanmelding als het evenement afgelopen is.`,
  },
  "events: registration.note": {
    title: "Opmerking",
    description: "Naast de knop, bijv. met welk e-mailaccount je het formulier invult.",
  },
  "events: page": {
    title: "Pagina",
    description:
      "Een eigen pagina voor het evenement. Laat leeg als een regel in de lijst genoeg is.",
  },
  "events: page.intro": {
    title: "Inleiding",
    description:
      "Een of twee zinnen bovenaan de pagina; ook de beschrijving van de pagina in zoekmachines (minstens 50 tekens).",
  },
  "events: page.sections": {
    title: "Secties",
    description: "De onderdelen van de pagina, op volgorde.",
    nouns: { a: "sectie", one: "sectie", other: "secties" },
  },
  "events: page.sections.heading": { title: "Kop" },
  "events: page.sections.text": { title: "Tekst" },
  "events: page.sections.shown": {
    title: "Zichtbaar",
    description:
      "Vooraf (standaard): tot het evenement voorbij is, voor alles rond meedoen: hoe je je aanmeldt, wat je meeneemt, het programma; achteraf: zodra het voorbij is; altijd: allebei, voor een tekst die ook daarna nog klopt.",
    optionLabels: {
      before: "Tot het evenement voorbij is (standaard)",
      after: "Zodra het voorbij is",
      always: "Altijd",
    },
  },
  "events: page.steps": { title: "Programma", description: "Genummerde stappen." },
  "events: page.steps.heading": { title: "Kop" },
  "events: page.steps.items": {
    title: "Stappen",
    description: "In elke taal evenveel.",
    nouns: { a: "stap", one: "stap", other: "stappen" },
  },
  "events: page.steps.shown": {
    title: "Zichtbaar",
    description:
      "Vooraf (standaard): tot het evenement voorbij is, voor een lijst over meedoen; achteraf: zodra het voorbij is; altijd: allebei, voor een tekst die ook daarna nog klopt.",
    optionLabels: {
      before: "Tot het evenement voorbij is (standaard)",
      after: "Zodra het voorbij is",
      always: "Altijd",
    },
  },
  "events: page.agenda": {
    title: "Dagprogramma",
    description: "De dag uur voor uur, op volgorde; zichtbaar tot het evenement voorbij is.",
    nouns: { a: "onderdeel", one: "onderdeel", other: "onderdelen" },
  },
  "events: page.agenda.time": {
    title: "Tijd",
    description: `Uren en minuten in de tijdzone van de afdeling (${zone}), zoals 09:30.`,
    pattern: "Een tijd zoals 09:30.",
  },
  "events: page.agenda.title": { title: "Wat er gebeurt" },
  "events: page.benefits": { title: "Wat deelnemers eraan overhouden" },
  "events: page.benefits.heading": { title: "Kop" },
  "events: page.benefits.items": {
    title: "Voordelen",
    description: "In elke taal evenveel.",
    nouns: { a: "voordeel", one: "voordeel", other: "voordelen" },
  },
  "events: page.benefits.shown": {
    title: "Zichtbaar",
    description:
      "Vooraf (standaard): tot het evenement voorbij is, voor een lijst over meedoen; achteraf: zodra het voorbij is; altijd: allebei, voor een tekst die ook daarna nog klopt.",
    optionLabels: {
      before: "Tot het evenement voorbij is (standaard)",
      after: "Zodra het voorbij is",
      always: "Altijd",
    },
  },
  "events: page.faq": {
    title: "Vragen en antwoorden",
    description: "Getoond als lijst waarin je elke vraag openklapt.",
    nouns: { a: "vraag", one: "vraag", other: "vragen" },
  },
  "events: page.faq.question": { title: "Vraag" },
  "events: page.faq.answer": { title: "Antwoord" },
  "events: page.faq.shown": {
    title: "Zichtbaar",
    description:
      "Vooraf (standaard): tot het evenement voorbij is, voor vragen over meedoen; achteraf: zodra het voorbij is; altijd: allebei, voor een tekst die ook daarna nog klopt.",
    optionLabels: {
      before: "Tot het evenement voorbij is (standaard)",
      after: "Zodra het voorbij is",
      always: "Altijd",
    },
  },
  "events: page.sectionNavigation": {
    title: "Navigatie tussen secties",
    description:
      "Voor een lange pagina: een pijl naar de eerste sectie, een stip per sectie en secties die geleidelijk verschijnen als je scrolt.",
  },
  "events: page.repeatRegistration": {
    title: "Knop ook onderaan",
    description: "De aanmeldknop staat ook onderaan de pagina.",
  },
  "events: contacts": { title: "Contact" },
  "events: contacts.emails": {
    title: "E-mailadressen",
    description:
      "Waar mensen met vragen naartoe mailen. Laat je dit leeg, dan gebruikt de pagina het evenementenadres uit Identiteit.",
    nouns: { a: "e-mailadres", one: "e-mailadres", other: "e-mailadressen" },
  },
  "events: contacts.emails[]": { pattern: "Eén e-mailadres, zoals naam@example.org." },
  "events: contacts.people": {
    title: "Organisatoren",
    description: "Mensen die je persoonlijk kunt mailen ({{organisers}}).",
    nouns: { a: "organisator", one: "organisator", other: "organisatoren" },
  },
  "events: contacts.people.name": { title: "Naam" },
  "events: contacts.people.email": {
    title: "E-mail",
    pattern: "Eén e-mailadres, zoals naam@example.org.",
  },
  "events: contacts.community": {
    title: "Communitylinks",
    description: "Toont de Instagram en de WhatsApp-community van de afdeling.",
  },
  "events: contacts.links": {
    title: "Andere links",
    nouns: { a: "link", one: "link", other: "links" },
  },
  "events: contacts.links.label": { title: "Linktekst" },
  "events: contacts.links.url": {
    title: "Adres",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "events: recap": {
    title: "Verslag",
    description:
      "Wat er op het evenement gebeurd is: zodra het voorbij is, opent de pagina met het verslag. Tot dan blijft het verborgen.",
  },
  "events: recap.outcome": {
    title: "Resultaat in één regel",
    description:
      "In de verleden tijd, voor de lijst met evenementen en de ‘Recente hoogtepunten’ op de homepage: ‘Twaalf teams pitchten hun ideeën; AgentDesk won.’",
  },
  "events: recap.summary": {
    title: "Wat er gebeurd is",
    description:
      "Een of twee alinea's in de verleden tijd: wie er kwam, wat ze deden, wat het opleverde.",
  },
  "events: recap.photos": {
    title: "Foto's",
    description:
      "1 tot 24, de beste eerst: die staat ook voor het evenement bij de ‘Recente hoogtepunten’.",
    nouns: { a: "foto", one: "foto", other: "foto's" },
  },
  "events: recap.photos.image": {
    title: "Foto",
    description:
      "Een bestand in app/assets/events/recaps/: een foto zoals een telefoon hem maakt (JPEG, PNG of WebP, minstens 1200 px aan de lange kant).",
  },
  "events: recap.photos.alt": {
    title: "Wat hij laat zien",
    description: "Voor mensen die hem niet kunnen zien: ‘Vier studenten pitchen voor de jury’.",
  },
  "events: recap.photos.focus": {
    title: "Focuspunt",
    description:
      "Waar het onderwerp staat (een gezicht, een bord), zodat het in de vierkante uitsnede van de galerij blijft: klik erop in de foto. Anders: het midden.",
  },
  "events: recap.results": {
    title: "Resultaten",
    description: "De winnaars en wat het opleverde, het belangrijkste eerst.",
    nouns: { a: "resultaat", one: "resultaat", other: "resultaten" },
  },
  "events: recap.figures": {
    title: "In cijfers",
    description: "Deelnemers, teams, universiteiten...",
    nouns: { a: "cijfer", one: "cijfer", other: "cijfers" },
  },
  "events: recap.figures.value": { title: "Getal", description: "Alleen cijfers: 48, 1500." },
  "events: recap.figures.label": {
    title: "Wat het telt",
    description: "Onder het getal: ‘deelnemers’, ‘teams’, ‘universiteiten’.",
  },
  "events: recap.partner": {
    title: "Partner die we bedanken",
    description:
      "Laat je dit leeg, dan bedankt de pagina het partnerbedrijf van het evenement (als er een is), met zijn sponsorlogo.",
  },
  "events: recap.partner.name": {
    title: "Naam",
    description: "De naam van het bedrijf, zoals het bedrijf die zelf schrijft.",
  },
  "events: recap.partner.logo": {
    title: "Logo",
    description:
      "Een bestand in app/assets/sponsors/. Laat je dit leeg, dan wordt het logo van de sponsor met die naam gebruikt, als die er is.",
  },
  "events: recap.partner.url": {
    title: "Website",
    description:
      "Laat je dit leeg, dan wordt de website van de sponsor met die naam gebruikt, als die er is.",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "events: recap.partnerOutcomes": {
    title: "Wat partners eraan hadden",
    description:
      "De partnerbedrijven van het evenement, met hun korte naam in het sponsorbestand, en wat het elk van hen opleverde. De partnerpagina toont dit, met een link naar deze pagina: vul het alleen hier in.",
    nouns: { a: "partner", one: "partner", other: "partners" },
  },
  "events: recap.partnerOutcomes.partner": {
    title: "Partner",
    description:
      "De korte naam van de partner in app/content/sponsors.yaml (zijn id), zoals example-systems.",
    pattern: "Kleine letters, cijfers en losse koppeltekens, zoals example-systems.",
  },
  "events: recap.partnerOutcomes.outcomes": {
    title: "Wat het opleverde",
    description:
      "Korte regels in de verleden tijd: ‘Bedacht de challenge’, ‘Nam twee stagiairs aan’, ‘Gaf een talk over agentic AI’.",
    nouns: { a: "resultaat", one: "resultaat", other: "resultaten" },
  },
  "events: examples": {
    title: "Voorbeeldwaarden die nog vervangen moeten worden",
    description:
      "De velden van dit bestand die nog tijdelijke waarden hebben, zoals de build ze noemt (emails.general, members[0].name). Vervang een waarde en haal haar dan uit deze lijst.",
    nouns: { a: "veld", one: "veld", other: "velden" },
  },
  "identity: url": {
    title: "Adres van de site",
    description:
      "Waar de site gepubliceerd wordt, zonder schuine streep aan het eind, bijv. https://owner.github.io/repository of https://www.your-chapter.example. Canonieke links, de sitemap, social cards en agenda's gebruiken het; het pad is het pad waaronder de site draait.",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "identity: chapterName": {
    title: "Naam van de afdeling",
    description: "Zoals hij in titels staat, naast het logo en in de copyrightregel.",
  },
  "identity: languages": {
    title: "Talen",
    description:
      "De talen van de site als codes, de eerste op / en elke andere onder /code: [en, it]. Elke taal heeft haar interfaceteksten nodig (app/i18n/<code>.ts) en elke tekst van de inhoud in die taal.",
    nouns: { a: "taal", one: "taal", other: "talen" },
  },
  "identity: timeZone": {
    title: "Tijdzone",
    description:
      "De klok van de afdeling, zoals de IANA-tijdzonedatabase hem noemt: een regio en een stad, zoals Europe/Amsterdam, Europe/Lisbon of Europe/Athens. Elke dag en tijd in de inhoud (begin en einde van een evenement, een deadline, het dagprogramma) is daar de lokale tijd, zomer en winter, en zo geven de pagina's ze door aan agenda's en zoekmachines.",
  },
  "identity: organisation": { title: "Internationale organisatie" },
  "identity: organisation.name": {
    title: "Naam",
    description:
      "De korte naam van de internationale organisatie, zoals die in lopende tekst staat.",
  },
  "identity: organisation.url": {
    title: "Website",
    description: "Haar website, gelinkt in de footer (zonder: geen link).",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "identity: university": { title: "Universiteit" },
  "identity: university.name": {
    title: "Naam",
    description: "De officiële naam, zoals die in teksten staat.",
  },
  "identity: university.nameWithArticle": {
    title: "Naam met lidwoord",
    description:
      "Voor talen die een lidwoord voor de naam zetten (in het Italiaans: ‘l’Università degli Studi’, ‘la Scuola Superiore’). Zonder: teksten gebruiken alleen de naam.",
  },
  "identity: university.mailDomain": {
    title: "Maildomein van studenten",
    description:
      "Het domein van de e-mailaccounts van studenten, zonder de @ (sommige aanmeldformulieren vragen zo'n account, en de tekst van een evenement kan dat zeggen met {{mailDomain}}).",
  },
  "identity: city": { title: "Stad op de kaart" },
  "identity: city.name": { title: "Stad", description: "De naam in elke taal." },
  "identity: city.country": {
    title: "Land",
    description:
      "De naam van het land in elke taal, voor de beschrijving van de kaart. De pagina Over ons toont de kaart als het land, de landcode en de coördinaten allemaal zijn ingevuld.",
  },
  "identity: city.countryCode": {
    title: "Landcode",
    description:
      "Numerieke ISO 3166-1-code van het land, gemarkeerd op de kaart (Nederland: 528, België: 056).",
  },
  "identity: city.latitude": {
    title: "Breedtegraad",
    description: "Decimale graden, bijv. 45.0703.",
  },
  "identity: city.longitude": {
    title: "Lengtegraad",
    description: "Decimale graden, bijv. 7.6869.",
  },
  "identity: emails": { title: "E-mailadressen" },
  "identity: emails.general": {
    title: "Algemeen",
    description: "Voor alles: de pagina /about en de wekelijkse bijeenkomst.",
    pattern: "Eén e-mailadres, zoals naam@example.org.",
  },
  "identity: emails.events": {
    title: "Evenementen",
    description:
      "Vragen over evenementen en aanmeldingen: het contact van een evenement als die geen eigen contact noemt.",
    pattern: "Eén e-mailadres, zoals naam@example.org.",
  },
  "identity: emails.partners": {
    title: "Partners",
    description: "Bedrijven en samenwerkingen: de pagina's /partners en /about.",
    pattern: "Eén e-mailadres, zoals naam@example.org.",
  },
  "identity: social": {
    title: "Socialemediaprofielen",
    description:
      "Gelinkt in de footer en waar een pagina uitnodigt om de afdeling te volgen; een leeg gelaten profiel krijgt geen link.",
  },
  "identity: social.instagram": {
    title: "Instagramprofiel",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "identity: social.linkedin": {
    title: "LinkedIn-pagina",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "identity: social.whatsappGroup": {
    title: "WhatsApp-community",
    description: "De uitnodigingslink.",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "identity: links": { title: "Andere websites", description: "Geopend in een nieuw tabblad." },
  "identity: links.courses": {
    title: "Cursussen",
    description: "De pagina met cursussen (navigatiebalk; zonder: niet getoond).",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "identity: links.joinUs": {
    title: "Word lid",
    description:
      "Het lidmaatschapsformulier (navigatiebalk, homepage). Zonder: ‘Word lid’ opent een e-mail naar het algemene adres.",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "identity: links.privacyPolicy": {
    title: "Privacybeleid",
    description: "Footer (zonder: niet getoond).",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "identity: figures": {
    title: "Cijfers",
    description:
      "Elk getal dat de site over de organisatie en de afdeling noemt, op één plek: de pagina's noemen ze bij naam (home.yaml, partners.yaml) en teksten gebruiken ze als {{name}}, geschreven zoals elke taal dat doet.",
    nouns: { a: "cijfer", one: "cijfer", other: "cijfers" },
  },
  "identity: figures.name": {
    title: "Naam",
    description:
      "Hoe teksten het gebruiken: members geeft {{members}}; de homepage en de partnerpagina noemen cijfers bij deze naam.",
    pattern: "Eén woord van letters, beginnend met een kleine letter, zoals studentsReached.",
  },
  "identity: figures.value": {
    title: "Getal",
    description: "Alleen cijfers: 1500, niet 1.500 of 1,500.",
  },
  "identity: figures.plus": { title: "Of meer", description: "Getoond met een plus: ‘90+’." },
  "identity: figures.year": {
    title: "Een jaartal",
    description: "Geschreven zoals het is (1989), zonder scheidingsteken voor duizendtallen.",
  },
  "identity: figures.network": {
    title: "Van het hele netwerk",
    description:
      "Een getal van het hele netwerk, niet van de afdeling (het oprichtingsjaar, de universiteiten, de leden): de partnerpagina toont het publiek van de afdeling zelf en neemt het niet aan.",
  },
  "identity: figures.label": {
    title: "Wat het telt",
    description: "Onder het cijfer: ‘universiteiten in het netwerk’.",
  },
  "identity: demonstration": {
    title: "Demosite",
    description:
      "Ja: de site is een voorbeeld, zegt dat op elke pagina in één onopvallende regel en mag voorbeeldwaarden bevatten. Nee (een echte afdeling): de build stopt zolang er nog een voorbeeldwaarde over is, en somt ze op.",
  },
  "identity: repository": {
    title: "Coderepository",
    description:
      "Het webadres van de code van de site (bijv. https://github.com/owner/name). De regel van een demo linkt naar ‘Start your chapter’ in de bestuurshandleiding (docs/board-guide.md).",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "identity: logo": {
    title: "Logo",
    description:
      "Een bestand in app/assets/identity/ (SVG, JPEG, PNG of WebP; liefst SVG): een vierkant beeldmerk, wit op een transparante achtergrond, getoond in de navigatiebalk op de hoofdkleur. Het favicon, de icoontjes voor telefoons en de social card van pagina's zonder eigen afbeelding worden er bij elke build van gemaakt, op de hoofdkleur.",
  },
  "identity: brand": {
    title: "Huisstijlkleuren",
    description:
      "De kleuren van de site in beide kleurenschema's. Een kleur waarop tekst moeilijk te lezen zou zijn (contrast onder 4,5:1) wordt geweigerd, met elk paar dat niet voldoet, de verhouding en de dichtstbijzijnde kleur die wel voldoet.",
  },
  "identity: brand.primary": {
    title: "Hoofdkleur",
    description:
      "De balk, de banden en de links, met witte tekst erop (#rrggbb, bijv. #1b4f9c); de donkerdere tinten van het donkere schema worden ervan afgeleid.",
  },
  "identity: brand.accent": {
    title: "Accentkleur",
    description:
      "De belangrijkste actie van elk scherm, met donkere tekst erop, en de lijnen onder de cijfers (#rrggbb, bijv. #ffd23f).",
  },
  "identity: examples": {
    title: "Voorbeeldwaarden die nog vervangen moeten worden",
    description:
      "De velden van dit bestand die nog tijdelijke waarden hebben, zoals de build ze noemt (emails.general, members[0].name). Vervang een waarde en haal haar dan uit deze lijst.",
    nouns: { a: "veld", one: "veld", other: "velden" },
  },
  "team: members": {
    title: "Leden",
    description:
      "Eén kaart per persoon, in de volgorde van de carrousel. Zonder leden toont de pagina /about alleen de e-mailadressen van de afdeling.",
    nouns: { a: "lid", one: "lid", other: "leden" },
  },
  "team: members.name": { title: "Naam", description: "Volledige naam, de titel van de kaart." },
  "team: members.role": {
    title: "Functie",
    description:
      "De kaart toont de naam in de taal van de pagina (het volgende veld zegt in welke vorm, voor talen die een vrouwelijke en een mannelijke vorm hebben).",
  },
  "team: members.roleForm": {
    title: "Vorm van de functie",
    description:
      "Veel talen schrijven de meeste functies anders voor een vrouw dan voor een man (in het Frans: Présidente of Président, Trésorière of Trésorier). De kaart gebruikt in elke taal de vorm die hier gekozen is.",
    optionLabels: {
      feminine: "Vrouwelijk (in het Frans: Présidente, Trésorière)",
      masculine: "Mannelijk (in het Frans: Président, Trésorier)",
    },
  },
  "team: members.roleLabel": {
    title: "Functie zoals die voor deze persoon heet",
    description:
      "Als de gewone woorden van de functie niet bij de persoon passen (een gedeelde functie, een plaatsvervanger): de functie zoals de kaart haar moet noemen, in elke taal.",
  },
  "team: members.photo": {
    title: "Portret",
    description:
      "Een bestand in app/assets/team/: vierkant, minstens 480 px breed (JPEG, PNG of WebP).",
  },
  "team: members.photoFocus": {
    title: "Focuspunt van het portret",
    description:
      "Waar het gezicht is, als het portret niet vierkant is: klik erop in de afbeelding (x horizontaal, y verticaal, elk van 0 tot 1; zonder: het midden).",
  },
  "team: members.email": {
    title: "E-mail",
    description: "De kaart mailt naar dit adres.",
    pattern: "Eén e-mailadres, zoals naam@example.org.",
  },
  "team: examples": {
    title: "Voorbeeldwaarden die nog vervangen moeten worden",
    description:
      "De velden van dit bestand die nog tijdelijke waarden hebben, zoals de build ze noemt (emails.general, members[0].name). Vervang een waarde en haal haar dan uit deze lijst.",
    nouns: { a: "veld", one: "veld", other: "velden" },
  },
  "sponsors: sponsors": {
    title: "Sponsors",
    description:
      "In de volgorde van de partnerpagina. Zonder sponsors nodigt de pagina in plaats daarvan de eerste partner uit.",
    nouns: { a: "sponsor", one: "sponsor", other: "sponsors" },
  },
  "sponsors: sponsors.name": {
    title: "Naam",
    description:
      "De naam van het bedrijf: wat mensen horen die het logo niet kunnen zien. Zonder: het logo heet ‘Sponsor N’.",
  },
  "sponsors: sponsors.id": {
    title: "Korte naam",
    description:
      "Een korte naam van kleine letters en koppeltekens, zoals example-systems, waarmee het verslag van een evenement deze partner noemt (recap.partnerOutcomes). Alleen nodig voor een partner die zo genoemd wordt.",
    pattern: "Kleine letters, cijfers en losse koppeltekens, zoals example-systems.",
  },
  "sponsors: sponsors.logo": {
    title: "Logo",
    description:
      "Een bestand in app/assets/sponsors/ (SVG, JPEG, PNG of WebP): liefst SVG, met een afmeting (width en height, of een viewBox); de site publiceert het zoals de controle het opnieuw schrijft.",
  },
  "sponsors: sponsors.url": {
    title: "Website",
    description: "Geopend in een nieuw tabblad.",
    pattern: "Een webadres dat begint met https://, zoals https://www.example.org.",
  },
  "sponsors: examples": {
    title: "Voorbeeldwaarden die nog vervangen moeten worden",
    description:
      "De velden van dit bestand die nog tijdelijke waarden hebben, zoals de build ze noemt (emails.general, members[0].name). Vervang een waarde en haal haar dan uit deze lijst.",
    nouns: { a: "veld", one: "veld", other: "velden" },
  },
  "quotes: quotes": {
    title: "Citaten",
    description:
      "Woorden van studenten en partners. De homepage toont de eerste van elke soort, de partnerpagina die van de partners, het verslag van een evenement die erover gaan.",
    nouns: { a: "citaat", one: "citaat", other: "citaten" },
  },
  "quotes: quotes.from": {
    title: "Wie het zei",
    description:
      "Student of partner: de homepage toont de woorden van een student en die van een partner, de partnerpagina die van de partners.",
    optionLabels: { student: "Een student", partner: "Iemand van een partnerbedrijf" },
  },
  "quotes: quotes.text": {
    title: "Woorden",
    description: "Wat er gezegd is, zonder aanhalingstekens; in elke taal.",
  },
  "quotes: quotes.name": { title: "Naam", description: "Zoals de persoon genoemd wil worden." },
  "quotes: quotes.role": {
    title: "Studie of functie",
    description:
      "Voor een student wat en waar hij of zij studeert (‘MSc Computer Engineering’); voor een partner de functie (‘Head of Talent’).",
  },
  "quotes: quotes.company": {
    title: "Bedrijf",
    description: "Voor een partner: het bedrijf, geschreven zoals het zichzelf schrijft.",
  },
  "quotes: quotes.portrait": {
    title: "Portret",
    description:
      "Een bestand in app/assets/quotes/: vierkant, minstens 480 px breed (JPEG, PNG of WebP). Vraag eerst toestemming.",
  },
  "quotes: quotes.portraitFocus": {
    title: "Focuspunt van het portret",
    description:
      "Waar het gezicht is, als het portret niet vierkant is: klik erop in de afbeelding. Anders: het midden.",
  },
  "quotes: quotes.event": {
    title: "Evenement",
    description:
      "Het adres (slug) van het evenement waarover de woorden gaan, zoals student-tech-clash: het verslag ervan toont ze ook.",
  },
  "quotes: examples": {
    title: "Voorbeeldwaarden die nog vervangen moeten worden",
    description:
      "De velden van dit bestand die nog tijdelijke waarden hebben, zoals de build ze noemt (emails.general, members[0].name). Vervang een waarde en haal haar dan uit deze lijst.",
    nouns: { a: "veld", one: "veld", other: "velden" },
  },
  "home: heading": {
    title: "Belofte",
    description:
      "De hoofdkop van de pagina, op de banner: wat een student krijgt door lid te worden, in een paar woorden (de naam van de afdeling staat erboven).",
  },
  "home: intro": {
    title: "Inleiding",
    description: "Onder de belofte, op de banner: wie jullie zijn, in één zin.",
  },
  "home: banner": {
    title: "Banner",
    description: "Een bestand in app/assets/photos/, minstens 1920 px breed.",
  },
  "home: banner.image": { title: "Afbeelding" },
  "home: banner.alt": { title: "Wat hij laat zien" },
  "home: banner.focus": {
    title: "Focuspunt",
    description:
      "Waar het onderwerp staat, zodat het in elke uitsnede blijft: klik erop in de afbeelding. Anders: het midden.",
  },
  "home: reasons": {
    title: "Waarom lid worden",
    description: "Drie of vier redenen, elk met een titel en een regel.",
    nouns: { a: "reden", one: "reden", other: "redenen" },
  },
  "home: reasons.title": {
    title: "Reden",
    description: "In een paar woorden: ‘Leer door te doen’.",
  },
  "home: reasons.text": {
    title: "In één regel",
    description: "Wat het voor een student betekent.",
  },
  "home: joining": {
    title: "Wat lid worden inhoudt",
    description: "Naast de redenen, met de knop Word lid.",
  },
  "home: joining.cost": { title: "Wat het kost", description: "‘Gratis: geen contributie.’" },
  "home: joining.time": {
    title: "Tijdsinvestering",
    description: "‘Eén bijeenkomst per week, en zoveel meer als je wilt.’",
  },
  "home: joining.who": {
    title: "Wie lid kan worden",
    description: "‘Elke student van de {{university}}, van elke studie en elk jaar.’",
  },
  "home: joining.afterApplying": {
    title: "Na je aanmelding",
    description:
      "Wat er gebeurt als iemand het lidmaatschapsformulier heeft verstuurd, in een paar stappen (een genummerde lijst): wie antwoordt, hoe snel, wat er daarna komt.",
  },
  "home: aboutUs": { title: "Over ons" },
  "home: figures": {
    title: "De vereniging in cijfers",
    description:
      "Onder ‘Over ons’: de namen van de cijfers uit de identiteit die getoond worden, op volgorde (het oprichtingsjaar van de organisatie, universiteiten, leden). De homepage noemt elk cijfer één keer: de teksten noemen ze niet nog eens.",
    nouns: { a: "cijfer", one: "cijfer", other: "cijfers" },
  },
  "home: figures[]": {
    pattern: "Eén woord van letters, beginnend met een kleine letter, zoals studentsReached.",
  },
  "home: mission": { title: "Missie" },
  "home: mission.tagline": { title: "Slogan" },
  "home: mission.summary": {
    title: "In één zin",
    description: "Onder de slogan op de pagina Over ons (/about), boven de hele tekst.",
  },
  "home: mission.text": {
    title: "Tekst",
    description: "De hele tekst, op de pagina Over ons (/about#mission, /about#vision).",
  },
  "home: vision": { title: "Visie" },
  "home: vision.tagline": { title: "Slogan" },
  "home: vision.summary": {
    title: "In één zin",
    description: "Onder de slogan op de pagina Over ons (/about), boven de hele tekst.",
  },
  "home: vision.text": {
    title: "Tekst",
    description: "De hele tekst, op de pagina Over ons (/about#mission, /about#vision).",
  },
  "home: partnerPitch": {
    title: "Word partner",
    description:
      "Een of twee zinnen voor bedrijven, op de homepage boven de logo's van de partners, met een link naar de partnerpagina.",
  },
  "home: whereWeAre": { title: "Waar je ons vindt", description: "Naast de kaart." },
  "home: photos": {
    title: "Foto's",
    description: "Het afdelingsleven: bestanden in app/assets/photos/, minstens 1280 px breed.",
    nouns: { a: "foto", one: "foto", other: "foto's" },
  },
  "home: photos.image": { title: "Afbeelding" },
  "home: photos.alt": { title: "Wat hij laat zien" },
  "home: photos.focus": {
    title: "Focuspunt",
    description:
      "Waar het onderwerp staat, zodat het in elke uitsnede blijft: klik erop in de afbeelding. Anders: het midden.",
  },
  "home: examples": {
    title: "Voorbeeldwaarden die nog vervangen moeten worden",
    description:
      "De velden van dit bestand die nog tijdelijke waarden hebben, zoals de build ze noemt (emails.general, members[0].name). Vervang een waarde en haal haar dan uit deze lijst.",
    nouns: { a: "veld", one: "veld", other: "velden" },
  },
  "partners: collaborationsText": {
    title: "Samenwerkingen",
    description:
      "Waarom bedrijven met de afdeling samenwerken: een korte pitch bovenaan de pagina, boven ‘Ons bereik in cijfers’.",
  },
  "partners: figures": {
    title: "Ons bereik in cijfers",
    description:
      "De cijfers uit Identiteit die voor bedrijven tellen, bij hun naam, op volgorde (bereikte studenten, evenementen per jaar...).",
    nouns: { a: "cijfer", one: "cijfer", other: "cijfers" },
  },
  "partners: figures[]": {
    pattern: "Eén woord van letters, beginnend met een kleine letter, zoals studentsReached.",
  },
  "partners: formats": {
    title: "Manieren om samen te werken",
    description:
      "De vormen van samenwerking waaruit een bedrijf kan kiezen, één kaart per vorm, in deze volgorde.",
    nouns: { a: "samenwerkingsvorm", one: "samenwerkingsvorm", other: "samenwerkingsvormen" },
  },
  "partners: formats.title": {
    title: "Titel",
    description: "De naam van de samenwerking: ‘Hackathon-challenge’.",
  },
  "partners: formats.description": {
    title: "Beschrijving",
    description: "Een of twee zinnen: wat het bedrijf inbrengt en wat het krijgt.",
  },
  "partners: formats.gets": {
    title: "Wat het bedrijf krijgt",
    description:
      "Korte regels, zodat een bedrijf de vormen makkelijk kan vergelijken: ‘Jullie logo op de pagina en de posters van het evenement’, ‘Een plek in de jury’, ‘Een recruitmentmoment’.",
    nouns: { a: "voordeel", one: "voordeel", other: "voordelen" },
  },
  "partners: audience": {
    title: "Wie je ontmoet",
    description:
      "Wat een recruiter naast de cijfers over de studenten wil weten: wat ze studeren, waar en in welk jaar.",
  },
  "partners: audience.fieldsOfStudy": {
    title: "Studierichtingen",
    description: "Wat de studenten die we bereiken studeren: ‘Informatica’, ‘Design’.",
    nouns: { a: "studierichting", one: "studierichting", other: "studierichtingen" },
  },
  "partners: audience.universities": {
    title: "Universiteiten",
    description: "Waar ze studeren.",
    nouns: { a: "universiteit", one: "universiteit", other: "universiteiten" },
  },
  "partners: audience.yearsOfStudy": {
    title: "Studiejaren",
    description: "‘Bachelor, vanaf het eerste jaar’, ‘Master’.",
    nouns: { a: "studiejaar", one: "studiejaar", other: "studiejaren" },
  },
  "partners: examples": {
    title: "Voorbeeldwaarden die nog vervangen moeten worden",
    description:
      "De velden van dit bestand die nog tijdelijke waarden hebben, zoals de build ze noemt (emails.general, members[0].name). Vervang een waarde en haal haar dan uit deze lijst.",
    nouns: { a: "veld", one: "veld", other: "velden" },
  },
});
