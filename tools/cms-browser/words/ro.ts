/**
 * The content manager's words in Romanian (tools/cms-browser/words.ts): its own parts' words, Decap
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

/** Mistakes counted: "1 greșeală", "3 greșeli", "20 de greșeli". */
function mistakes(count: number): string {
  if (count === 1) return "1 greșeală";
  const tens = count % 100;
  return `${count} ${count !== 0 && (tens === 0 || tens >= 20) ? "de greșeli" : "greșeli"}`;
}

export const texts: CmsTexts = {
  optional: "opțional",
  add: (item: string) => `Adaugă ${item}`,
  addInLanguage: (item: string, language: string) => `Adaugă ${item} (${language.toLowerCase()})`,
  otherInterfaceHint: (language: string) =>
    `Arată administrarea conținutului în ${language.toLowerCase()}`,
  mistakes: (count: number) =>
    `Nu s-a salvat: ${mistakes(count)} de corectat (cu ele, site-ul nu poate fi construit)`,
  refusal: (count: number) => `${mistakes(count)} de corectat, în lista din dreapta jos.`,
  close: "Închide",
  datePlaceholder: "zz/ll/aaaa",
  timePlaceholder: "hh:mm",
  timeLabel: (field: string) => `${field}: ora (24 de ore)`,
  timeZoneNote: (zone: string) => `fusul orar ${zone}`,
  calendar: (field: string) => `${field}: alege ziua din calendar`,
  dateProblem: (field: string) => `${field}: scrie data ca zi/lună/an, de exemplu 05/12/2025`,
  timeProblem: (field: string) =>
    `${field}: scrie ora în formatul de 24 de ore, de exemplu 09:00 sau 18:30`,
  renamed: (original: string, saved: string, taken: string) =>
    `${original} a fost încărcată ca ${saved}: ${taken} e deja altă imagine, care rămâne cum e.`,
  uploaded: (original: string, saved: string) => `${original} a fost încărcată ca ${saved}.`,
  stripped: (located: boolean) =>
    located
      ? "Locul fotografierii (GPS) și datele aparatului au fost scoase din fișier; imaginea e neschimbată."
      : "Datele aparatului au fost scoase din fișier; imaginea e neschimbată.",
  neverReplaced: (name: string) =>
    `${name} e deja altă imagine: nu a fost înlocuită. Încarcă din nou imaginea nouă: va primi un nume al ei.`,
  otherEntry: (held: string, named: string) =>
    `Acest formular conține ${held}, dar adresa indică ${named}: nu s-a salvat nimic. Deschide din listă intrarea pe care vrei s-o editezi.`,
  newEntry: "o intrare nouă",
  until: (day: string) => `până la ${day}`,
  focus: {
    places: [
      "Sus în stânga",
      "Sus",
      "Sus în dreapta",
      "În stânga",
      "În centru",
      "În dreapta",
      "Jos în stânga",
      "Jos",
      "Jos în dreapta",
    ],
    middle: "Centrul (niciun punct focal ales)",
    at: (across: number, down: number) => `${across} % de la stânga, ${down} % de sus`,
    loading: "Se încarcă imaginea…",
    choosePictureFirst:
      "Alege mai întâi imaginea de mai sus: apare aici, iar un clic pe subiect fixează punctul focal. Până atunci, alege o poziție mai jos.",
    wideBand: "O bandă lată",
    square: "Un pătrat",
    group: (described: string) => `Punct focal: ${described}`,
    picture: (described: string) =>
      `Imaginea, cu punctul ei focal: ${described}. Dă clic pe subiect sau mută punctul cu tastele săgeți.`,
    orChoose: "Sau alege o poziție",
  },
  event: "Eveniment",
};

export const decap: CmsLanguageFile["decap"] = {
  collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
  editor: {
    editorToolbar: { changesSaved: "Toate modificările sunt salvate" },
    editorControl: { field: { optional: "opțional" } },
  },
  ui: { toast: { onFailToPersist: "Nu s-a salvat. %{details}" } },
};

export const entries: CmsLanguageFile["entries"] = {
  events: {
    label: "Evenimente",
    description:
      "Un fișier pentru fiecare eveniment. Adresa lui (slug) și numele fișierului se aleg o singură dată, la creare.",
  },
  site: {
    label: "Grupul local",
    description: "Identitatea grupului, echipa, sponsorii și textele paginilor.",
  },
  identity: {
    label: "Identitate",
    description: "Nume, adrese și linkuri folosite de toate paginile.",
  },
  team: {
    label: "Echipă",
    description: "Conducerea, câte un card pentru fiecare, în ordinea caruselului.",
  },
  sponsors: { label: "Sponsori", description: "Logourile de pe pagina partenerilor, în ordine." },
  quotes: {
    label: "Citate",
    description:
      "Cuvintele studenților și ale partenerilor, pentru pagina principală, pagina partenerilor și paginile evenimentelor.",
  },
  home: { label: "Pagina principală", description: "Textele și fotografiile paginii principale." },
  partners: { label: "Pagina partenerilor", description: "Textul paginii partenerilor." },
};

/** A function, so that the browser's script, which never calls it, leaves these words out (a text
 * with a value in it, such as the time zone, would otherwise keep them all). */
export const fields: CmsLanguageFile["fields"] = () => ({
  "events: slug": {
    title: "Adresă",
    description: `Adresa paginii fără bară, așa cum apare pe afișe: robotics-night dă /robotics-night și /${second}/robotics-night. Litere, cifre și cratime simple, cel mult 80.`,
    pattern: "Litere, cifre și cratime simple, ca robotics-night; cel mult 80.",
  },
  "events: kind": {
    title: "Tip",
    description:
      "Ce scrie pe card și pe pagină deasupra titlului și în ce calendar tematic intră evenimentul.",
  },
  "events: title": { title: "Titlu", description: "Numele evenimentului." },
  "events: series": {
    title: "Serie",
    description:
      "Pentru un eveniment care revine (de pildă în fiecare an): același nume în fișierul fiecărei ediții, ca student-tech-clash. Astfel, pagina fiecărei ediții face trimitere la celelalte.",
    pattern: "Litere mici, cifre și cratime simple, ca student-tech-clash.",
  },
  "events: start": {
    title: "Început",
    description: `Ziua și ora în fusul orar al grupului (${zone}).`,
  },
  "events: end": {
    title: "Sfârșit",
    description: `Ziua și ora în fusul orar al grupului (${zone}), după început. Din acel moment, evenimentul e considerat încheiat.`,
  },
  "events: repeat": {
    title: "Repetare",
    description:
      "Pentru un eveniment care are loc în fiecare săptămână (sau la câteva săptămâni), ca întâlnirea săptămânală: Început și Sfârșit sunt prima lui dată, iar toate datele au aceleași ore. Paginile și listele arată următoarea dată; calendarele primesc un singur eveniment recurent.",
  },
  "events: repeat.every": {
    title: "La câte săptămâni",
    description: "1 (implicit) înseamnă în fiecare săptămână, 2 din două în două săptămâni.",
  },
  "events: repeat.days": {
    title: "Zile",
    description:
      "Zilele săptămânii în care are loc (în fișier: monday, tuesday...). Prima dată (Început) trebuie să cadă într-una dintre ele.",
    nouns: { a: "o zi", one: "zi", other: "zile" },
  },
  "events: repeat.days[]": {
    optionLabels: {
      monday: "Luni",
      tuesday: "Marți",
      wednesday: "Miercuri",
      thursday: "Joi",
      friday: "Vineri",
      saturday: "Sâmbătă",
      sunday: "Duminică",
    },
  },
  "events: repeat.until": {
    title: "Ultima zi",
    description:
      "Nicio dată după această zi (sfârșitul anului universitar, de pildă), cel mult la 5 ani după prima dată. Lasă gol pentru un eveniment fără dată de final: site-ul îi arată atunci datele până la 5 ani după prima, iar lista de sarcini a conducerii te anunță cu patru săptămâni înainte să se epuizeze. Evenimentul e considerat încheiat după ultima lui dată.",
  },
  "events: repeat.skip": {
    title: "Date sărite",
    description:
      "Datele din serie în care evenimentul nu are loc (vacanțe, sesiune); fiecare trebuie să fie una dintre datele seriei, cel mult 366.",
    nouns: { a: "o dată", one: "dată", other: "date" },
  },
  "events: status": {
    title: "Stare",
    description:
      "Are loc (implicit) sau Anulat. Nu șterge fișierul unui eveniment anulat: pagina, cardul și calendarele abonaților vor arăta că a fost anulat.",
    optionLabels: { scheduled: "Are loc (implicit)", cancelled: "Anulat" },
  },
  "events: flagship": {
    title: "Eveniment principal",
    description:
      "Pagina principală începe cu acest eveniment până când acesta se termină, chiar dacă la altul înscrierile se deschid mai devreme. Doar pentru un eveniment care n-a avut loc încă: scoate bifa după ce a trecut (un eveniment încheiat o păstrează doar cât timp fișierul lui nu se schimbă).",
  },
  "events: place": {
    title: "Loc",
    description: "Lasă gol cât timp nu se știe: pagina și lista scriu „Locul va fi anunțat”.",
  },
  "events: place.name": {
    title: "Nume",
    description:
      "Cum îl știe lumea: „Sala 1B, campusul central” sau „Online”. Lasă gol cât timp nu se știe: pagina scrie „Locul va fi anunțat”.",
  },
  "events: place.address": {
    title: "Adresă poștală",
    description: "Cu orașul, pentru hărți și calendare. Lasă gol cât timp nu se știe.",
  },
  "events: place.online": { title: "Doar online" },
  "events: image": {
    title: "Imagine",
    description:
      "Un fișier în app/assets/events/: orizontal, de cel puțin 1200 × 630 px. Apare în partea de sus a paginii, pe card și în previzualizările din rețelele sociale.",
  },
  "events: imageAlt": {
    title: "Ce arată imaginea",
    description: "Pentru cei care nu o pot vedea.",
  },
  "events: imageFocus": {
    title: "Punctul focal al imaginii",
    description:
      "Unde e subiectul, ca să rămână în orice decupaj (cardul, banda de pe telefon, previzualizarea din rețelele sociale): dă clic pe el în imagine. Altfel, centrul.",
  },
  "events: summary": {
    title: "Rezumat",
    description:
      "Una sau două propoziții pentru lista de evenimente și calendare. Cu pagină, cel puțin 50 de caractere: după eveniment, descrie pagina în motoarele de căutare până scrii bilanțul.",
  },
  "events: partner": {
    title: "Companie parteneră",
    description:
      "Compania cu care ați organizat evenimentul, cu numele scris cum îl scrie ea (de ex. EY). Pagina partenerilor arată evenimentele trecute cu un partener drept colaborări anterioare. Lasă gol dacă nu există sau dacă nu trebuie numită.",
  },
  "events: audience": { title: "Cine poate participa" },
  "events: teamSize": {
    title: "Mărimea echipelor",
    description: "Pentru evenimente la care se participă în echipe.",
  },
  "events: teamSize.min": { title: "Cel puțin" },
  "events: teamSize.max": { title: "Cel mult" },
  "events: price": { title: "Preț", description: "Lasă gol dacă participarea e gratuită." },
  "events: price.amount": { title: "Sumă" },
  "events: price.currency": {
    title: "Monedă",
    description: "EUR, GBP, CHF sau USD.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Liră sterlină (£)",
      CHF: "Franc elvețian (CHF)",
      USD: "Dolar american ($)",
    },
  },
  "events: price.from": { title: "Preț „de la”", description: "Afișat ca „de la 199 €”." },
  "events: promoCode": {
    title: "Cod promoțional",
    description: "Textele îl arată cu {{promoCode}}.",
  },
  "events: prizes": {
    title: "Premii",
    description: "Cel mai mare primul, cu sumă acolo unde există.",
    nouns: { a: "un premiu", one: "premiu", other: "premii" },
  },
  "events: prizes.amount": {
    title: "Sumă",
    description:
      "Valoarea premiului, afișată cu cifre mari (10000 apare ca 10.000 €). Lasă gol pentru un premiu care nu e în bani.",
  },
  "events: prizes.currency": {
    title: "Monedă",
    description: "EUR, GBP, CHF sau USD: obligatorie când există o sumă.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Liră sterlină (£)",
      CHF: "Franc elvețian (CHF)",
      USD: "Dolar american ($)",
    },
  },
  "events: prizes.for": {
    title: "Pentru",
    description:
      "Sub sumă: „locul întâi”, „un card cadou pentru fiecare membru al echipei câștigătoare”; când nu există sumă, scrie aici tot premiul.",
  },
  "events: partners": {
    title: "Parteneri",
    description:
      "Companiile care susțin evenimentul, cu numele scurt (id) din fișierul sponsorilor, ca example-systems: logoul și numele lor apar pe pagina evenimentului înainte, în timpul și după eveniment.",
    nouns: { a: "un partener", one: "partener", other: "parteneri" },
  },
  "events: partners[]": { pattern: "Litere mici, cifre și cratime simple, ca example-systems." },
  "events: registration": {
    title: "Înscrieri",
    description: "Lasă gol când nu e nevoie de înscriere.",
  },
  "events: registration.url": {
    title: "Formular",
    description: "Formularul sau pagina externă de înscriere; se deschide într-o filă nouă.",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "events: registration.action": {
    title: "Buton",
    description: "Textul de pe buton, în limba paginii.",
  },
  "events: registration.opens": {
    title: "Prima zi de înscriere",
    description:
      "Dacă înscrierile nu se deschid imediat: până atunci, butonul arată când se deschid.",
  },
  "events: registration.deadline": {
    title: "Ultima zi de înscriere",
    description: `Butonul se închide la sfârșitul acelei zile, în fusul orar al grupului (${zone}). Dacă lași gol, înscrierile se închid când se termină evenimentul.`,
  },
  "events: registration.note": {
    title: "Notă",
    description: "Lângă buton, de ex. cu ce cont de e-mail se completează formularul.",
  },
  "events: page": {
    title: "Pagină",
    description: "O pagină doar pentru eveniment. Lasă gol dacă e de ajuns o intrare în listă.",
  },
  "events: page.intro": {
    title: "Introducere",
    description:
      "Una sau două propoziții la începutul paginii; sunt și descrierea ei în motoarele de căutare (cel puțin 50 de caractere).",
  },
  "events: page.sections": {
    title: "Secțiuni",
    description: "Părțile paginii, în ordine.",
    nouns: { a: "o secțiune", one: "secțiune", other: "secțiuni" },
  },
  "events: page.sections.heading": { title: "Titlu" },
  "events: page.sections.text": { title: "Text" },
  "events: page.sections.shown": {
    title: "Afișat",
    description:
      "Înainte (implicit): până se termină evenimentul, pentru ce ține de participare: cum te înscrii, ce aduci, programul; după: după ce s-a terminat; mereu: în ambele cazuri, pentru un text care rămâne adevărat și după.",
    optionLabels: {
      before: "Până se termină evenimentul (implicit)",
      after: "După ce s-a terminat",
      always: "Mereu",
    },
  },
  "events: page.steps": { title: "Program", description: "Pași numerotați." },
  "events: page.steps.heading": { title: "Titlu" },
  "events: page.steps.items": {
    title: "Pași",
    description: "Același număr în fiecare limbă.",
    nouns: { a: "un pas", one: "pas", other: "pași" },
  },
  "events: page.steps.shown": {
    title: "Afișat",
    description:
      "Înainte (implicit): până se termină evenimentul, pentru o listă despre participare; după: după ce s-a terminat; mereu: în ambele cazuri, pentru un text care rămâne adevărat și după.",
    optionLabels: {
      before: "Până se termină evenimentul (implicit)",
      after: "După ce s-a terminat",
      always: "Mereu",
    },
  },
  "events: page.agenda": {
    title: "Agendă",
    description: "Ziua oră cu oră, în ordine; apare până se termină evenimentul.",
    nouns: { a: "un moment", one: "moment", other: "momente" },
  },
  "events: page.agenda.time": {
    title: "Ora",
    description: `Ore și minute în fusul orar al grupului (${zone}), ca 09:30.`,
    pattern: "O oră ca 09:30.",
  },
  "events: page.agenda.title": { title: "Ce se întâmplă" },
  "events: page.benefits": { title: "Ce câștigă participanții" },
  "events: page.benefits.heading": { title: "Titlu" },
  "events: page.benefits.items": {
    title: "Avantaje",
    description: "Același număr în fiecare limbă.",
    nouns: { a: "un avantaj", one: "avantaj", other: "avantaje" },
  },
  "events: page.benefits.shown": {
    title: "Afișat",
    description:
      "Înainte (implicit): până se termină evenimentul, pentru o listă despre participare; după: după ce s-a terminat; mereu: în ambele cazuri, pentru un text care rămâne adevărat și după.",
    optionLabels: {
      before: "Până se termină evenimentul (implicit)",
      after: "După ce s-a terminat",
      always: "Mereu",
    },
  },
  "events: page.faq": {
    title: "Întrebări și răspunsuri",
    description: "Apar ca listă în care deschizi fiecare întrebare.",
    nouns: { a: "o întrebare", one: "întrebare", other: "întrebări" },
  },
  "events: page.faq.question": { title: "Întrebare" },
  "events: page.faq.answer": { title: "Răspuns" },
  "events: page.faq.shown": {
    title: "Afișat",
    description:
      "Înainte (implicit): până se termină evenimentul, pentru întrebări despre participare; după: după ce s-a terminat; mereu: în ambele cazuri, pentru un text care rămâne adevărat și după.",
    optionLabels: {
      before: "Până se termină evenimentul (implicit)",
      after: "După ce s-a terminat",
      always: "Mereu",
    },
  },
  "events: page.sectionNavigation": {
    title: "Navigare între secțiuni",
    description:
      "Pentru o pagină lungă: o săgeată spre prima secțiune, un punct pentru fiecare secțiune și secțiuni care apar treptat pe măsură ce derulezi.",
  },
  "events: page.repeatRegistration": {
    title: "Buton și la final",
    description: "Butonul de înscriere apare din nou la sfârșitul paginii.",
  },
  "events: contacts": { title: "Contact" },
  "events: contacts.emails": {
    title: "Adrese de e-mail",
    description:
      "Unde îți pot scrie cei care au întrebări. Dacă lași gol: adresa pentru evenimente din Identitate.",
    nouns: { a: "o adresă de e-mail", one: "adresă de e-mail", other: "adrese de e-mail" },
  },
  "events: contacts.emails[]": { pattern: "O adresă de e-mail, ca nume@example.org." },
  "events: contacts.people": {
    title: "Organizatori",
    description: "Oameni cărora li se poate scrie direct ({{organisers}}).",
    nouns: { a: "un organizator", one: "organizator", other: "organizatori" },
  },
  "events: contacts.people.name": { title: "Nume și prenume" },
  "events: contacts.people.email": {
    title: "E-mail",
    pattern: "O adresă de e-mail, ca nume@example.org.",
  },
  "events: contacts.community": {
    title: "Linkuri către comunitate",
    description: "Arată Instagramul și comunitatea de WhatsApp a grupului.",
  },
  "events: contacts.links": {
    title: "Alte linkuri",
    nouns: { a: "un link", one: "link", other: "linkuri" },
  },
  "events: contacts.links.label": { title: "Text" },
  "events: contacts.links.url": {
    title: "Adresă",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "events: recap": {
    title: "Bilanț",
    description:
      "Ce s-a întâmplat la eveniment: după ce se termină, pagina lui începe cu bilanțul. Până atunci, rămâne ascuns.",
  },
  "events: recap.outcome": {
    title: "Rezultatul într-un rând",
    description:
      "La trecut, pentru lista de evenimente și „Momente recente” de pe pagina principală: „Douăsprezece echipe și-au prezentat ideile; a câștigat AgentDesk.”",
  },
  "events: recap.summary": {
    title: "Ce s-a întâmplat",
    description: "Un paragraf sau două la trecut: cine a venit, ce s-a făcut, ce a ieșit.",
  },
  "events: recap.photos": {
    title: "Fotografii",
    description:
      "Între 1 și 24, cea mai bună prima: ea reprezintă evenimentul și la „Momente recente”.",
    nouns: { a: "o fotografie", one: "fotografie", other: "fotografii" },
  },
  "events: recap.photos.image": {
    title: "Fotografie",
    description:
      "Un fișier în app/assets/events/recaps/: o fotografie așa cum o face un telefon (JPEG, PNG sau WebP, cel puțin 1200 px pe latura mai lungă).",
  },
  "events: recap.photos.alt": {
    title: "Ce arată",
    description:
      "Pentru cei care nu o pot vedea: „Patru studenți își prezintă proiectul în fața juriului”.",
  },
  "events: recap.photos.focus": {
    title: "Punct focal",
    description:
      "Unde e subiectul (o față, un panou), ca să rămână în decupajul pătrat al galeriei: dă clic pe el în fotografie. Altfel, centrul.",
  },
  "events: recap.results": {
    title: "Rezultate",
    description: "Câștigătorii și ce a rezultat, cel mai important primul.",
    nouns: { a: "un rezultat", one: "rezultat", other: "rezultate" },
  },
  "events: recap.figures": {
    title: "În cifre",
    description: "Participanți, echipe, universități...",
    nouns: { a: "o cifră", one: "cifră", other: "cifre" },
  },
  "events: recap.figures.value": { title: "Număr", description: "Doar cifre: 48, 1500." },
  "events: recap.figures.label": {
    title: "Ce numără",
    description: "Sub număr: „participanți”, „echipe”, „universități”.",
  },
  "events: recap.partner": {
    title: "Partener căruia îi mulțumim",
    description:
      "Dacă lași gol, pagina îi mulțumește companiei partenere a evenimentului (dacă există), cu logoul ei de sponsor.",
  },
  "events: recap.partner.name": {
    title: "Nume",
    description: "Numele companiei, scris cum îl scrie ea.",
  },
  "events: recap.partner.logo": {
    title: "Logo",
    description:
      "Un fișier în app/assets/sponsors/. Dacă lași gol: logoul sponsorului cu acest nume, dacă există.",
  },
  "events: recap.partner.url": {
    title: "Site",
    description: "Dacă lași gol: site-ul sponsorului cu acest nume, dacă există.",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "events: recap.partnerOutcomes": {
    title: "Ce au câștigat partenerii",
    description:
      "Companiile partenere ale evenimentului, după numele scurt din fișierul sponsorilor, și ce a câștigat fiecare. Pagina partenerilor le arată, cu link spre această pagină: completează asta doar aici.",
    nouns: { a: "un partener", one: "partener", other: "parteneri" },
  },
  "events: recap.partnerOutcomes.partner": {
    title: "Partener",
    description:
      "Numele scurt al partenerului în app/content/sponsors.yaml (id-ul lui), ca example-systems.",
    pattern: "Litere mici, cifre și cratime simple, ca example-systems.",
  },
  "events: recap.partnerOutcomes.outcomes": {
    title: "Ce a ieșit",
    description:
      "Rânduri scurte la trecut: „A propus provocarea”, „A angajat doi stagiari”, „A ținut o prezentare despre AI agentic”.",
    nouns: { a: "un rezultat", one: "rezultat", other: "rezultate" },
  },
  "events: examples": {
    title: "Valori de exemplu încă de înlocuit",
    description:
      "Câmpurile acestui fișier care au încă valori provizorii, cum le numește construirea site-ului (emails.general, members[0].name). Înlocuiește o valoare, apoi scoate-o din această listă.",
    nouns: { a: "un câmp", one: "câmp", other: "câmpuri" },
  },
  "identity: url": {
    title: "Adresa site-ului",
    description:
      "Unde e publicat site-ul, fără bară la final, de ex. https://owner.github.io/repository sau https://www.your-chapter.example. O folosesc linkurile canonice, harta site-ului, cardurile pentru rețelele sociale și calendarele; calea ei este calea la care e servit site-ul.",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "identity: chapterName": {
    title: "Numele grupului",
    description: "Cum apare în titluri, lângă logo și în rândul de copyright.",
  },
  "identity: languages": {
    title: "Limbi",
    description:
      "Limbile site-ului, ca coduri, prima la / și fiecare dintre celelalte la /cod: [en, it]. Fiecare are nevoie de textele interfeței (app/i18n/<code>.ts) și de fiecare text al conținutului în limba ei.",
    nouns: { a: "o limbă", one: "limbă", other: "limbi" },
  },
  "identity: timeZone": {
    title: "Fus orar",
    description:
      "Ceasul grupului, cum îl numește baza de date de fusuri orare IANA: o regiune și un oraș, ca Europe/Bucharest, Europe/Lisbon sau Europe/Athens. Fiecare zi și oră din conținut (începutul și sfârșitul unui eveniment, un termen, agenda) este ora locală de acolo, vara și iarna, și așa le transmit paginile calendarelor și motoarelor de căutare.",
  },
  "identity: organisation": { title: "Organizație internațională" },
  "identity: organisation.name": {
    title: "Nume",
    description: "Numele scurt al organizației internaționale, folosit în text.",
  },
  "identity: organisation.url": {
    title: "Site",
    description: "Site-ul ei, cu link în subsolul paginii (fără el, nu există link).",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "identity: university": { title: "Universitate" },
  "identity: university.name": {
    title: "Nume",
    description: "Numele ei oficial, folosit în texte.",
  },
  "identity: university.nameWithArticle": {
    title: "Numele cu articol",
    description:
      "Pentru limbile care pun un articol înaintea numelui (în italiană: „l'Università degli Studi”, „la Scuola Superiore”). Altfel, textele folosesc numai numele.",
  },
  "identity: university.mailDomain": {
    title: "Domeniul de e-mail al studenților",
    description:
      "Domeniul conturilor de e-mail ale studenților, fără @ (unele formulare de înscriere cer un astfel de cont, iar textul unui eveniment poate spune asta cu {{mailDomain}}).",
  },
  "identity: city": { title: "Orașul pe hartă" },
  "identity: city.name": { title: "Oraș", description: "Numele lui în fiecare limbă." },
  "identity: city.country": {
    title: "Țară",
    description:
      "Numele țării în fiecare limbă, pentru descrierea hărții. Pagina Despre noi arată harta când țara, codul ei și coordonatele sunt toate completate.",
  },
  "identity: city.countryCode": {
    title: "Codul țării",
    description:
      "Codul numeric ISO 3166-1 al țării, evidențiată pe hartă (România: 642, Moldova: 498).",
  },
  "identity: city.latitude": {
    title: "Latitudine",
    description: "Grade zecimale, de ex. 45.0703.",
  },
  "identity: city.longitude": {
    title: "Longitudine",
    description: "Grade zecimale, de ex. 7.6869.",
  },
  "identity: emails": { title: "Adrese de e-mail" },
  "identity: emails.general": {
    title: "General",
    description: "Pentru orice: pagina /about și întâlnirea săptămânală.",
    pattern: "O adresă de e-mail, ca nume@example.org.",
  },
  "identity: emails.events": {
    title: "Evenimente",
    description:
      "Întrebări despre evenimente și înscrieri: contactul unui eveniment, dacă nu își dă unul propriu.",
    pattern: "O adresă de e-mail, ca nume@example.org.",
  },
  "identity: emails.partners": {
    title: "Parteneri",
    description: "Companii și parteneriate: paginile /partners și /about.",
    pattern: "O adresă de e-mail, ca nume@example.org.",
  },
  "identity: social": {
    title: "Profiluri pe rețelele sociale",
    description:
      "Cu link în subsol și acolo unde o pagină invită să urmărești grupul; un profil lăsat gol nu are link.",
  },
  "identity: social.instagram": {
    title: "Profil de Instagram",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "identity: social.linkedin": {
    title: "Pagină de LinkedIn",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "identity: social.whatsappGroup": {
    title: "Comunitate de WhatsApp",
    description: "Linkul ei de invitație.",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "identity: links": { title: "Alte site-uri", description: "Se deschid într-o filă nouă." },
  "identity: links.courses": {
    title: "Cursuri",
    description: "Pagina cursurilor (bara de navigare; fără ea, nu apare).",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "identity: links.joinUs": {
    title: "Alătură-te",
    description:
      "Formularul de înscriere ca membru (bara de navigare, pagina principală). Fără el, „Alătură-te” scrie un e-mail la adresa generală.",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "identity: links.privacyPolicy": {
    title: "Politica de confidențialitate",
    description: "Subsol (fără ea, nu apare).",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "identity: figures": {
    title: "Cifre",
    description:
      "Fiecare număr pe care site-ul îl dă despre organizație și grup, într-un singur loc: paginile le enumeră după nume (home.yaml, partners.yaml), iar textele le folosesc ca {{name}}, scrise după obiceiul fiecărei limbi.",
    nouns: { a: "o cifră", one: "cifră", other: "cifre" },
  },
  "identity: figures.name": {
    title: "Nume",
    description:
      "Cum îl folosesc textele: members dă {{members}}; pagina principală și pagina partenerilor enumeră cifrele după acest nume.",
    pattern: "Un cuvânt din litere, care începe cu literă mică, ca studentsReached.",
  },
  "identity: figures.value": {
    title: "Număr",
    description: "Doar cifre: 1500, nu 1.500 sau 1,500.",
  },
  "identity: figures.plus": { title: "Cu plus", description: "Afișat cu un plus: „90+”." },
  "identity: figures.year": {
    title: "Un an",
    description: "Scris așa cum e (1989), fără separator de mii.",
  },
  "identity: figures.network": {
    title: "Cifră a întregii rețele",
    description:
      "O cifră a întregii rețele, nu a grupului (anul înființării, universitățile, membrii): pagina partenerilor arată publicul grupului însuși și nu o acceptă.",
  },
  "identity: figures.label": {
    title: "Ce numără",
    description: "Sub cifră: „universități în rețea”.",
  },
  "identity: demonstration": {
    title: "Site demonstrativ",
    description:
      "Da: site-ul e un exemplu, spune asta pe fiecare pagină într-un rând discret și poate avea valori de exemplu. Nu (un grup local adevărat): construirea site-ului se oprește cât timp mai rămâne vreo valoare de exemplu, și le enumeră.",
  },
  "identity: repository": {
    title: "Depozitul de cod",
    description:
      "Adresa web a codului site-ului (de ex. https://github.com/owner/name). Rândul unei demonstrații trimite la „Start your chapter” din ghidul ei pentru conducere (docs/board-guide.md).",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "identity: logo": {
    title: "Logo",
    description:
      "Un fișier în app/assets/identity/ (SVG, JPEG, PNG sau WebP; cel mai bine SVG): un semn pătrat, alb pe fundal transparent, afișat în bara de navigare pe culoarea principală. Faviconul, pictogramele pentru telefoane și cardul pentru rețelele sociale al paginilor fără imagine proprie se fac din el, pe culoarea principală, la fiecare construire.",
  },
  "identity: brand": {
    title: "Culorile mărcii",
    description:
      "Culorile site-ului în ambele teme de culori. O culoare pe care textul s-ar citi greu (contrast sub 4,5:1) este refuzată, cu fiecare pereche care nu trece, raportul ei și cea mai apropiată culoare care trece.",
  },
  "identity: brand.primary": {
    title: "Culoare principală",
    description:
      "Bara, benzile și linkurile, cu text alb pe ea (#rrggbb, de ex. #1b4f9c); nuanțele mai închise ale temei întunecate sunt derivate din ea.",
  },
  "identity: brand.accent": {
    title: "Culoare de accent",
    description:
      "Acțiunea principală a fiecărui ecran, cu text închis pe ea, și liniile de sub cifre (#rrggbb, de ex. #ffd23f).",
  },
  "identity: examples": {
    title: "Valori de exemplu încă de înlocuit",
    description:
      "Câmpurile acestui fișier care au încă valori provizorii, cum le numește construirea site-ului (emails.general, members[0].name). Înlocuiește o valoare, apoi scoate-o din această listă.",
    nouns: { a: "un câmp", one: "câmp", other: "câmpuri" },
  },
  "team: members": {
    title: "Membri",
    description:
      "Câte un card pentru fiecare, în ordinea caruselului. Fără niciunul, pagina /about arată doar adresele de e-mail ale grupului.",
    nouns: { a: "un membru", one: "membru", other: "membri" },
  },
  "team: members.name": { title: "Nume", description: "Numele complet, titlul cardului." },
  "team: members.role": {
    title: "Funcție",
    description:
      "Cardul arată numele ei în limba paginii: Trezorieră sau Trezorier (câmpul următor spune care).",
  },
  "team: members.roleForm": {
    title: "Forma funcției",
    description:
      "Multe limbi scriu majoritatea funcțiilor într-un fel pentru o femeie și în altul pentru un bărbat (Secretară sau Secretar, Trezorieră sau Trezorier; Președinte pentru ambii). Cardul folosește în fiecare limbă forma aleasă aici.",
    optionLabels: {
      feminine: "Feminin (Secretară, Trezorieră)",
      masculine: "Masculin (Secretar, Trezorier)",
    },
  },
  "team: members.roleLabel": {
    title: "Funcția așa cum se scrie pentru această persoană",
    description:
      "Când cuvintele obișnuite ale funcției nu i se potrivesc persoanei (o funcție împărțită, un adjunct): funcția așa cum trebuie să o spună cardul, în fiecare limbă.",
  },
  "team: members.photo": {
    title: "Portret",
    description:
      "Un fișier în app/assets/team/: pătrat, lat de cel puțin 480 px (JPEG, PNG sau WebP).",
  },
  "team: members.photoFocus": {
    title: "Punctul focal al portretului",
    description:
      "Unde e fața, când portretul nu e pătrat: dă clic pe ea în imagine (x pe orizontală, y pe verticală, fiecare de la 0 la 1; altfel, centrul).",
  },
  "team: members.email": {
    title: "E-mail",
    description: "Cardul trimite un e-mail la această adresă.",
    pattern: "O adresă de e-mail, ca nume@example.org.",
  },
  "team: examples": {
    title: "Valori de exemplu încă de înlocuit",
    description:
      "Câmpurile acestui fișier care au încă valori provizorii, cum le numește construirea site-ului (emails.general, members[0].name). Înlocuiește o valoare, apoi scoate-o din această listă.",
    nouns: { a: "un câmp", one: "câmp", other: "câmpuri" },
  },
  "sponsors: sponsors": {
    title: "Sponsori",
    description:
      "În ordinea paginii partenerilor. Fără niciunul, pagina îl invită în schimb pe primul partener.",
    nouns: { a: "un sponsor", one: "sponsor", other: "sponsori" },
  },
  "sponsors: sponsors.name": {
    title: "Nume",
    description:
      "Numele companiei: ce aud cei care nu văd logoul. Fără el, logoul se numește „Sponsor N”.",
  },
  "sponsors: sponsors.id": {
    title: "Nume scurt",
    description:
      "Un nume scurt din litere mici și cratime, ca example-systems, cu care bilanțul unui eveniment numește acest partener (recap.partnerOutcomes). E nevoie de el doar pentru un partener numit astfel.",
    pattern: "Litere mici, cifre și cratime simple, ca example-systems.",
  },
  "sponsors: sponsors.logo": {
    title: "Logo",
    description:
      "Un fișier în app/assets/sponsors/ (SVG, JPEG, PNG sau WebP): cel mai bine SVG, cu dimensiuni (width și height, sau un viewBox); site-ul îl publică așa cum îl rescrie verificarea lui.",
  },
  "sponsors: sponsors.url": {
    title: "Site",
    description: "Se deschide într-o filă nouă.",
    pattern: "O adresă web care începe cu https://, ca https://www.example.org.",
  },
  "sponsors: examples": {
    title: "Valori de exemplu încă de înlocuit",
    description:
      "Câmpurile acestui fișier care au încă valori provizorii, cum le numește construirea site-ului (emails.general, members[0].name). Înlocuiește o valoare, apoi scoate-o din această listă.",
    nouns: { a: "un câmp", one: "câmp", other: "câmpuri" },
  },
  "quotes: quotes": {
    title: "Citate",
    description:
      "Cuvintele studenților și ale partenerilor. Pagina principală arată primul citat din fiecare fel, pagina partenerilor pe ale partenerilor, bilanțul unui eveniment pe cele despre el.",
    nouns: { a: "un citat", one: "citat", other: "citate" },
  },
  "quotes: quotes.from": {
    title: "Cine a spus-o",
    description:
      "Student sau partener: pagina principală arată cuvintele unui student și ale unui partener, pagina partenerilor pe ale partenerilor.",
    optionLabels: { student: "Un student", partner: "Cineva de la o companie parteneră" },
  },
  "quotes: quotes.text": {
    title: "Cuvinte",
    description: "Ce a spus, fără ghilimele; în fiecare limbă.",
  },
  "quotes: quotes.name": { title: "Nume", description: "Cum vrea să fie numit." },
  "quotes: quotes.role": {
    title: "Ce studiază sau funcția",
    description:
      "Pentru un student, ce și unde studiază („Master în Ingineria Calculatoarelor”); pentru un partener, funcția lui („Head of Talent”).",
  },
  "quotes: quotes.company": {
    title: "Companie",
    description: "Pentru un partener: compania, scrisă cum se scrie ea.",
  },
  "quotes: quotes.portrait": {
    title: "Portret",
    description:
      "Un fișier în app/assets/quotes/: pătrat, lat de cel puțin 480 px (JPEG, PNG sau WebP). Cere-i mai întâi acordul.",
  },
  "quotes: quotes.portraitFocus": {
    title: "Punctul focal al portretului",
    description:
      "Unde e fața, când portretul nu e pătrat: dă clic pe ea în imagine. Altfel, centrul.",
  },
  "quotes: quotes.event": {
    title: "Eveniment",
    description:
      "Adresa (slug) evenimentului despre care sunt cuvintele, ca student-tech-clash: bilanțul lui le arată și el.",
  },
  "quotes: examples": {
    title: "Valori de exemplu încă de înlocuit",
    description:
      "Câmpurile acestui fișier care au încă valori provizorii, cum le numește construirea site-ului (emails.general, members[0].name). Înlocuiește o valoare, apoi scoate-o din această listă.",
    nouns: { a: "un câmp", one: "câmp", other: "câmpuri" },
  },
  "home: heading": {
    title: "Promisiune",
    description:
      "Titlul principal al paginii, pe banner: ce câștigă un student dacă se alătură, în câteva cuvinte (numele grupului e scris deasupra).",
  },
  "home: intro": {
    title: "Introducere",
    description: "Sub promisiune, pe banner: cine sunteți, într-o propoziție.",
  },
  "home: banner": {
    title: "Banner",
    description: "Un fișier în app/assets/photos/, lat de cel puțin 1920 px.",
  },
  "home: banner.image": { title: "Imagine" },
  "home: banner.alt": { title: "Ce arată" },
  "home: banner.focus": {
    title: "Punct focal",
    description:
      "Unde e subiectul, ca să rămână în orice decupaj: dă clic pe el în imagine. Altfel, centrul.",
  },
  "home: reasons": {
    title: "De ce să ni te alături",
    description: "Trei sau patru motive, fiecare cu un titlu și un rând.",
    nouns: { a: "un motiv", one: "motiv", other: "motive" },
  },
  "home: reasons.title": {
    title: "Motiv",
    description: "În câteva cuvinte: „Învață prin practică”.",
  },
  "home: reasons.text": { title: "Într-un rând", description: "Ce înseamnă pentru un student." },
  "home: joining": {
    title: "Ce înseamnă să fii membru",
    description: "Lângă motive, cu butonul Alătură-te.",
  },
  "home: joining.cost": { title: "Cât costă", description: "„Gratuit: fără cotizație.”" },
  "home: joining.time": {
    title: "Cât timp",
    description: "„O întâlnire pe săptămână, și cât vrei în plus.”",
  },
  "home: joining.who": {
    title: "Cine poate deveni membru",
    description: "„Orice student de la {{university}}, de la orice specializare, din orice an.”",
  },
  "home: joining.afterApplying": {
    title: "După înscriere",
    description:
      "Ce se întâmplă după ce cineva a trimis formularul de înscriere, în câțiva pași (o listă numerotată): cine răspunde, cât de repede, ce urmează.",
  },
  "home: aboutUs": { title: "Despre noi" },
  "home: figures": {
    title: "Asociația în cifre",
    description:
      "Sub „Despre noi”: numele cifrelor din identitate care se arată, în ordine (anul înființării organizației, universități, membri). Pagina principală spune fiecare cifră o singură dată: textele ei nu le mai numesc.",
    nouns: { a: "o cifră", one: "cifră", other: "cifre" },
  },
  "home: figures[]": {
    pattern: "Un cuvânt din litere, care începe cu literă mică, ca studentsReached.",
  },
  "home: mission": { title: "Misiune" },
  "home: mission.tagline": { title: "Motto" },
  "home: mission.summary": {
    title: "Într-o propoziție",
    description: "Sub motto, pe pagina Despre noi (/about), deasupra textului întreg.",
  },
  "home: mission.text": {
    title: "Text",
    description: "Textul întreg, pe pagina Despre noi (/about#mission, /about#vision).",
  },
  "home: vision": { title: "Viziune" },
  "home: vision.tagline": { title: "Motto" },
  "home: vision.summary": {
    title: "Într-o propoziție",
    description: "Sub motto, pe pagina Despre noi (/about), deasupra textului întreg.",
  },
  "home: vision.text": {
    title: "Text",
    description: "Textul întreg, pe pagina Despre noi (/about#mission, /about#vision).",
  },
  "home: partnerPitch": {
    title: "Devino partenerul nostru",
    description:
      "Una sau două propoziții pentru companii, pe pagina principală deasupra logourilor partenerilor, cu un link spre pagina partenerilor.",
  },
  "home: whereWeAre": { title: "Unde ne găsești", description: "Lângă hartă." },
  "home: photos": {
    title: "Fotografii",
    description: "Viața în grup: fișiere în app/assets/photos/, late de cel puțin 1280 px.",
    nouns: { a: "o fotografie", one: "fotografie", other: "fotografii" },
  },
  "home: photos.image": { title: "Imagine" },
  "home: photos.alt": { title: "Ce arată" },
  "home: photos.focus": {
    title: "Punct focal",
    description:
      "Unde e subiectul, ca să rămână în orice decupaj: dă clic pe el în imagine. Altfel, centrul.",
  },
  "home: examples": {
    title: "Valori de exemplu încă de înlocuit",
    description:
      "Câmpurile acestui fișier care au încă valori provizorii, cum le numește construirea site-ului (emails.general, members[0].name). Înlocuiește o valoare, apoi scoate-o din această listă.",
    nouns: { a: "un câmp", one: "câmp", other: "câmpuri" },
  },
  "partners: collaborationsText": {
    title: "Colaborări",
    description:
      "De ce lucrează companiile cu grupul: câteva rânduri în partea de sus a paginii, deasupra secțiunii „Publicul nostru în cifre”.",
  },
  "partners: figures": {
    title: "Publicul nostru în cifre",
    description:
      "Cifrele din Identitate care contează pentru companii, după numele lor, în ordine (studenți la care ajungem, evenimente pe an...).",
    nouns: { a: "o cifră", one: "cifră", other: "cifre" },
  },
  "partners: figures[]": {
    pattern: "Un cuvânt din litere, care începe cu literă mică, ca studentsReached.",
  },
  "partners: formats": {
    title: "Forme de colaborare",
    description:
      "Formele de colaborare dintre care poate alege o companie, câte un card pentru fiecare, în această ordine.",
    nouns: { a: "o formă de colaborare", one: "formă de colaborare", other: "forme de colaborare" },
  },
  "partners: formats.title": {
    title: "Titlu",
    description: "Numele colaborării: „Provocare de hackathon”.",
  },
  "partners: formats.description": {
    title: "Descriere",
    description: "Una sau două propoziții: ce aduce compania și ce primește.",
  },
  "partners: formats.gets": {
    title: "Ce primește compania",
    description:
      "Rânduri scurte, ușor de comparat de la o ofertă la alta: „Logoul vostru pe pagina și afișele evenimentului”, „Un loc în juriu”, „Un moment de recrutare”.",
    nouns: { a: "un avantaj", one: "avantaj", other: "avantaje" },
  },
  "partners: audience": {
    title: "Pe cine întâlnești",
    description:
      "Ce vrea să știe un recrutor despre studenți, dincolo de cifre: ce studiază, unde și în ce an.",
  },
  "partners: audience.fieldsOfStudy": {
    title: "Domenii de studiu",
    description: "Ce studiază studenții la care ajungem: „Ingineria Calculatoarelor”, „Design”.",
    nouns: { a: "un domeniu de studiu", one: "domeniu de studiu", other: "domenii de studiu" },
  },
  "partners: audience.universities": {
    title: "Universități",
    description: "Unde studiază.",
    nouns: { a: "o universitate", one: "universitate", other: "universități" },
  },
  "partners: audience.yearsOfStudy": {
    title: "Ani de studiu",
    description: "„Licență, din primul an”, „Master”.",
    nouns: { a: "un an de studiu", one: "an de studiu", other: "ani de studiu" },
  },
  "partners: examples": {
    title: "Valori de exemplu încă de înlocuit",
    description:
      "Câmpurile acestui fișier care au încă valori provizorii, cum le numește construirea site-ului (emails.general, members[0].name). Înlocuiește o valoare, apoi scoate-o din această listă.",
    nouns: { a: "un câmp", one: "câmp", other: "câmpuri" },
  },
});
