/**
 * The Italian of the labels, hints and choices the schemas write in English
 * (tools/cms-browser/words.ts), for the CMS in Italian. A test checks that every text of the
 * configuration has its Italian here, and that nothing here is left over.
 */
export const italianFieldWords: Record<string, string> = {
  Events: "Eventi",
  Event: "Evento",
  "One file per event. Its address (slug) and file name are chosen once, when it is created.":
    "Un file per evento. Il suo indirizzo (slug) e il nome del file si scelgono una volta sola, quando lo crei.",
  Address: "Indirizzo",
  "The page's address without the slash, as printed on posters: robotics-night gives /robotics-night and /it/robotics-night. Letters, digits and single hyphens, at most 80.":
    "L'indirizzo della pagina senza la barra, come lo stampi sui volantini: robotics-night dà /robotics-night e /it/robotics-night. Lettere, cifre e trattini singoli, al massimo 80.",
  "Letters, digits and single hyphens, like robotics-night; at most 80.":
    "Lettere, cifre e trattini singoli, come robotics-night; al massimo 80.",
  Kind: "Tipo",
  "What the card and the page say above the title, and which calendar of a kind of event it is in.":
    "Ciò che la scheda e la pagina scrivono sopra il titolo, e in quale calendario per tipo di evento compare.",
  Title: "Titolo",
  "The event's name.": "Il nome dell'evento.",
  Series: "Serie",
  "For an event held again (every year, say): the same name in every edition's file, like student-tech-clash. Each edition's page then links to the others.":
    "Per un evento che si ripete (ogni anno, per esempio): lo stesso nome nel file di ogni edizione, come student-tech-clash. La pagina di ogni edizione rimanda poi alle altre.",
  "Small letters, digits and single hyphens, like student-tech-clash.":
    "Lettere minuscole, cifre e trattini singoli, come student-tech-clash.",
  Starts: "Inizio",
  "Day and time in Italy.": "Giorno e ora, in Italia.",
  Ends: "Fine",
  "Day and time in Italy, after the start. The event counts as past from then on.":
    "Giorno e ora, in Italia, dopo l'inizio. Da quel momento l'evento conta come passato.",
  Repeats: "Si ripete",
  "For an event held every week (or every few weeks), like the weekly meeting: Starts and Ends are its first date, every date has the same hours. Pages and lists show the next date; calendars get one repeating event.":
    "Per un evento che si tiene ogni settimana (o ogni qualche settimana), come la riunione settimanale: Inizio e Fine sono la sua prima data, ogni data ha gli stessi orari. Le pagine e gli elenchi mostrano la prossima data; i calendari ricevono un solo evento che si ripete.",
  "Every how many weeks": "Ogni quante settimane",
  "1 (the default) is every week, 2 every other week.":
    "1 (predefinito) è ogni settimana, 2 una settimana sì e una no.",
  Days: "Giorni",
  "The days of the week it takes place on (in the file: monday, tuesday...). The first date (Starts) must be one of them.":
    "I giorni della settimana in cui si tiene (nel file: monday, tuesday...). La prima data (Inizio) deve cadere in uno di questi.",
  Monday: "Lunedì",
  Tuesday: "Martedì",
  Wednesday: "Mercoledì",
  Thursday: "Giovedì",
  Friday: "Venerdì",
  Saturday: "Sabato",
  Sunday: "Domenica",
  "Last day": "Ultimo giorno",
  "No date after this day (the end of the academic year, say). The event counts as past once its last date has ended.":
    "Nessuna data dopo questo giorno (la fine dell'anno accademico, per esempio). L'evento conta come passato quando la sua ultima data è finita.",
  "Dates skipped": "Date saltate",
  "Dates of the series that do not take place (holidays, exams), each one of its dates.":
    "Le date della serie in cui non si tiene (vacanze, esami), ognuna una delle sue date.",
  Status: "Stato",
  "scheduled (the default) or cancelled. Keep a cancelled event's file: its page, its card and subscribers' calendars then say it is cancelled.":
    "Si svolge (predefinito) oppure annullato. Tieni il file di un evento annullato: la sua pagina, la sua scheda e i calendari di chi li segue diranno che è annullato.",
  "Takes place (the default)": "Si svolge (predefinito)",
  Cancelled: "Annullato",
  Place: "Luogo",
  'Leave it out while it is not known: the page and the list say "Location to be announced".':
    'Lascialo vuoto finché non si sa: la pagina e l\'elenco scrivono "Luogo da definire".',
  Name: "Nome",
  'As people know it: "Room 1B, main campus", or "Online". Leave it out while it is not known: the page says "Location to be announced".':
    'Come lo conoscono tutti: "Aula 1B, sede centrale" oppure "Online". Lascialo vuoto finché non si sa: la pagina scrive "Luogo da definire".',
  "Street address": "Via e città",
  "City included, for maps and calendars. Leave it out while it is not known.":
    "Con la città, per le mappe e i calendari. Lascialo vuoto finché non si sa.",
  "Online only": "Solo online",
  Picture: "Immagine",
  "A file in app/assets/events/: landscape, at least 1200 × 630 px. It heads the page, the card and social previews.":
    "Un file in app/assets/events/: orizzontale, almeno 1200 × 630 px. Apre la pagina, la scheda e le anteprime sui social.",
  "What the picture shows": "Cosa mostra l'immagine",
  "For people who cannot see it.": "Per chi non può vederla.",
  "Picture's focus": "Punto focale dell'immagine",
  "Where its subject is, so that every crop keeps it (the card, a phone's band, the social preview): click it on the picture. The middle when left out.":
    "Dove si trova il soggetto, perché ogni ritaglio lo mantenga (la scheda, la fascia su telefono, l'anteprima sui social): fai clic sul punto nell'immagine. Al centro se non indicato.",
  Summary: "Riassunto",
  "Partner company": "Azienda partner",
  "The company the event was run with, as it is written (e.g. EY). The partners page lists the past events with a partner as past collaborations. Leave it out when there is none or it is not to be named.":
    "L'azienda con cui si organizza l'evento, scritta come la scrive lei (per esempio EY). La pagina dei partner elenca gli eventi passati con un partner tra le collaborazioni passate. Lascialo vuoto se non c'è o se non va nominata.",
  "Who can take part": "Chi può partecipare",
  "Team size": "Dimensione delle squadre",
  "For events where people take part in teams.": "Per gli eventi a cui si partecipa in squadra.",
  "At least": "Almeno",
  "At most": "Al massimo",
  Price: "Prezzo",
  "Leave it out when taking part is free.": "Lascialo vuoto se la partecipazione è gratuita.",
  Amount: "Importo",
  Currency: "Valuta",
  "EUR, GBP, CHF or USD.": "EUR, GBP, CHF o USD.",
  "Euro (€)": "Euro (€)",
  "Pound sterling (£)": "Sterlina (£)",
  "Swiss franc (CHF)": "Franco svizzero (CHF)",
  "US dollar ($)": "Dollaro statunitense ($)",
  "Starting price": "Prezzo a partire da",
  'Shown as "from €199".': 'Mostrato come "da 199 €".',
  "Promo code": "Codice promozionale",
  "Texts show it with {{promoCode}}.": "I testi lo mostrano con {{promoCode}}.",
  Prizes: "Premi",
  "Best first, in figures where there are some.": "Dal più importante, in cifre quando ci sono.",
  "The prize in figures, shown large (10000 shows as £10,000). Leave it out for a prize that is not money.":
    "Il premio in cifre, scritto in grande (10000 diventa 10.000 £). Lascialo vuoto per un premio che non è in denaro.",
  "EUR, GBP, CHF or USD: needed with an amount.": "EUR, GBP, CHF o USD: serve con un importo.",
  For: "Per",
  'Under the figure: "first place", "a gift card for each member of the winning team"; the whole prize when there is no amount.':
    'Sotto la cifra: "primo posto", "una gift card per ogni componente della squadra vincitrice"; tutto il premio quando non c\'è un importo.',
  "The companies behind the event, by their short name (id) in the sponsors' file, like example-systems: their logo and name stand on the event's page before, during and after it.":
    "Le aziende che sostengono l'evento, con il loro nome breve (id) nel file degli sponsor, come example-systems: il loro logo e il loro nome compaiono sulla pagina dell'evento prima, durante e dopo.",
  Agenda: "Programma orario",
  "The day hour by hour, in order: shown until the event has ended.":
    "La giornata ora per ora, in ordine: compare finché l'evento non si è concluso.",
  Time: "Ora",
  "Hours and minutes in Italy, like 09:30.": "Ore e minuti, in Italia, come 09:30.",
  "A time like 09:30.": "Un orario come 09:30.",
  "What happens": "Che cosa succede",
  Applications: "Iscrizioni",
  "Leave it out when there is nothing to sign up for.":
    "Lascialo vuoto se non c'è niente a cui iscriversi.",
  Form: "Modulo",
  "The external form or page, opened in a new tab.":
    "Il modulo o la pagina esterna, aperti in una nuova scheda.",
  "A web address starting with https://, like https://www.example.org.":
    "Un indirizzo web che inizia con https://, come https://www.example.org.",
  Button: "Pulsante",
  "The words on the button, in the page's language.":
    "Le parole sul pulsante, nella lingua della pagina.",
  "First day to apply": "Primo giorno di iscrizione",
  "When applications do not open at once: until that day the button says when they open.":
    "Se le iscrizioni non si aprono subito: fino a quel giorno il pulsante dice quando si aprono.",
  "Last day to apply": "Ultimo giorno di iscrizione",
  "The button closes at the end of that day in Italy. Without it, applications close when the event ends.":
    "Il pulsante si chiude alla fine di quel giorno, ora italiana. Senza questa data, le iscrizioni si chiudono alla fine dell'evento.",
  Note: "Nota",
  "Next to the button, e.g. which e-mail account the form needs.":
    "Accanto al pulsante, per esempio quale account e-mail serve per il modulo.",
  Page: "Pagina",
  "The event's own page. Leave it out for an entry of the list only.":
    "La pagina dell'evento. Lasciala vuota per un evento che compare solo nell'elenco.",
  Introduction: "Introduzione",
  "One or two sentences that open the page; also its description for search engines (at least 50 characters).":
    "Una o due frasi che aprono la pagina; sono anche la sua descrizione per i motori di ricerca (almeno 50 caratteri).",
  Sections: "Sezioni",
  "The blocks of the page, in order.": "I blocchi della pagina, in ordine.",
  Heading: "Titolo",
  Text: "Testo",
  Shown: "Visibile",
  "before (the default): until the event has ended, for what is to come: how to apply, what to bring, the programme; after: once it has ended; always: both, for a text that stays true afterwards.":
    "Prima (predefinito): finché l'evento non è finito, per ciò che deve ancora avvenire: come iscriversi, cosa portare, il programma; dopo: una volta finito; sempre: in entrambi i casi, per un testo che resta vero anche dopo.",
  "Until the event has ended (the default)": "Finché l'evento non è finito (predefinito)",
  "Once it has ended": "Quando è finito",
  Always: "Sempre",
  Programme: "Programma",
  "Numbered steps.": "Passi numerati.",
  Steps: "Passi",
  Benefits: "Vantaggi",
  "As many in each language.": "Lo stesso numero in ogni lingua.",
  "before (the default): until the event has ended, for a list of what is to come; after: once it has ended; always: both, for a text that stays true afterwards.":
    "Prima (predefinito): finché l'evento non è finito, per un elenco di ciò che deve ancora avvenire; dopo: una volta finito; sempre: in entrambi i casi, per un testo che resta vero anche dopo.",
  "What participants take home": "Cosa si portano a casa i partecipanti",
  "Questions and answers": "Domande e risposte",
  "Shown as an accordion.": "Mostrate a fisarmonica: si apre una risposta alla volta.",
  Question: "Domanda",
  Answer: "Risposta",
  "before (the default): until the event has ended, for questions about taking part; after: once it has ended; always: both, for a text that stays true afterwards.":
    "Prima (predefinito): finché l'evento non è finito, per le domande su come partecipare; dopo: una volta finito; sempre: in entrambi i casi, per un testo che resta vero anche dopo.",
  "Section navigation": "Navigazione tra le sezioni",
  "For a long page: an arrow to the first section, a dot per section and sections that fade in.":
    "Per una pagina lunga: una freccia verso la prima sezione, un punto per ogni sezione e sezioni che compaiono in dissolvenza.",
  "Button at the end too": "Pulsante anche in fondo",
  "Repeat the application button at the end of the page.":
    "Ripete il pulsante di iscrizione in fondo alla pagina.",
  Contacts: "Contatti",
  "E-mail addresses": "Indirizzi e-mail",
  "Whom to write to. Without them: the events address of the identity.":
    "A chi scrivere. Senza: l'indirizzo per gli eventi dell'identità.",
  "One e-mail address, like name@example.org.": "Un indirizzo e-mail, come nome@example.org.",
  Organisers: "Organizzatori",
  "People to write to by name ({{organisers}}).":
    "Persone a cui scrivere per nome ({{organisers}}).",
  "E-mail": "E-mail",
  "Community links": "Link alla community",
  "Show the chapter's Instagram and WhatsApp community.":
    "Mostra l'Instagram e la community WhatsApp del chapter.",
  "Other links": "Altri link",
  Label: "Etichetta",
  Recap: "Resoconto",
  "What happened, once the event has ended: its page then leads with it. Until the event's end it stays hidden.":
    "Cosa è successo, una volta finito l'evento: la pagina comincia da qui. Fino alla fine dell'evento resta nascosto.",
  "Outcome in one line": "Il risultato in una riga",
  'In the past tense, for the events list and the home page\'s highlights: "Twelve teams pitched their ideas; AgentDesk won."':
    'Al passato, per l\'elenco degli eventi e i momenti salienti della home: "Dodici squadre hanno presentato le loro idee; ha vinto AgentDesk."',
  "What happened": "Cosa è successo",
  "A paragraph or two in the past tense: who came, what they did, what came out of it.":
    "Uno o due paragrafi al passato: chi è venuto, cosa ha fatto, cosa ne è uscito.",
  Photos: "Foto",
  "1 to 24, best first: the first one also stands for the event in the highlights.":
    "Da 1 a 24, la migliore per prima: la prima rappresenta l'evento anche nei momenti salienti.",
  Photo: "Foto",
  "A file in app/assets/events/recaps/: a photo as a phone takes it (JPEG, PNG or WebP, at least 1200 px on its longer side).":
    "Un file in app/assets/events/recaps/: una foto come la scatta un telefono (JPEG, PNG o WebP, almeno 1200 px sul lato lungo).",
  "What it shows": "Cosa mostra",
  'For people who cannot see it: "Four students pitching to the jury".':
    'Per chi non può vederla: "Quattro studenti presentano alla giuria".',
  Focus: "Punto focale",
  "Where its subject is (a face, a sign), so that the gallery's square crop keeps it: click it on the photo. The middle when left out.":
    "Dove si trova il soggetto (un viso, un cartello), perché il ritaglio quadrato della galleria lo mantenga: fai clic sul punto nella foto. Al centro se non indicato.",
  Results: "Risultati",
  "The winners and what came out of it, best first.":
    "I vincitori e cosa ne è uscito, dal più importante.",
  "In figures": "In numeri",
  "Participants, teams, universities...": "Partecipanti, squadre, università...",
  Number: "Numero",
  "Digits only: 48, 1500.": "Solo cifre: 48, 1500.",
  "What it counts": "Cosa conta",
  'Under the number: "participants", "teams", "universities".':
    'Sotto il numero: "partecipanti", "squadre", "università".',
  "Partner thanked": "Partner da ringraziare",
  "Without it, the event's partner company (if it has one) is thanked, with its sponsor logo.":
    "Senza, si ringrazia l'azienda partner dell'evento (se c'è), con il suo logo di sponsor.",
  "The company, as it is written.": "L'azienda, scritta come la scrive lei.",
  Logo: "Logo",
  "A file in app/assets/identity/ (SVG, JPEG, PNG or WebP; SVG is best): a square mark, white on a transparent background, shown in the navigation bar on the primary colour. The favicon, the phones' icons and the social card of pages without a picture of their own are drawn from it on the primary colour at each build.":
    "Un file in app/assets/identity/ (SVG, JPEG, PNG o WebP; meglio SVG): un marchio quadrato, bianco su sfondo trasparente, mostrato nella barra di navigazione sul colore principale. La favicon, le icone per i telefoni e l'immagine di condivisione delle pagine senza una foto propria ne sono ricavate sul colore principale a ogni build.",
  "A file in app/assets/sponsors/. Without it: the logo of the sponsor of that name, if there is one.":
    "Un file in app/assets/sponsors/. Senza: il logo dello sponsor con quel nome, se c'è.",
  "Web site": "Sito web",
  "Without it: the web site of the sponsor of that name, if there is one.":
    "Senza: il sito dello sponsor con quel nome, se c'è.",
  Words: "Parole",
  "Who said it": "Chi l'ha detto",
  "Example values still to replace": "Valori d'esempio ancora da sostituire",
  "The fields of this file that still hold stand-in values, as the build names them (emails.general, members[0].name). Replace a value, then remove it from this list.":
    "I campi di questo file che contengono ancora valori provvisori, come li chiama la build (emails.general, members[0].name). Sostituisci un valore, poi toglilo da questo elenco.",
  Identity: "Identità",
  "Names, addresses and links every page uses.": "Nomi, indirizzi e link usati da tutte le pagine.",
  "Address of the site": "Indirizzo del sito",
  "Where the site is published, without a slash at the end, e.g. https://chapter.example.org. Canonical links, the sitemap, social cards and calendars use it; its path is the path the site is served under.":
    "Dove è pubblicato il sito, senza barra finale, per esempio https://chapter.example.org. Lo usano i link canonici, la sitemap, le anteprime social e i calendari; il suo percorso è quello sotto cui il sito è servito.",
  "Chapter name": "Nome del chapter",
  Languages: "Lingue",
  "The site's languages as codes, the first at / and each other under /code: [en, it]. Each needs its interface words (app/i18n/<code>.ts) and every text of the content in it.":
    "Le lingue del sito come codici, la prima su / e le altre sotto /codice: [en, it]. Ognuna ha bisogno delle sue parole dell'interfaccia (app/i18n/<codice>.ts) e di ogni testo dei contenuti in quella lingua.",
  "As it appears in titles, next to the logo and in the copyright line.":
    "Come compare nei titoli, accanto al logo e nella riga del copyright.",
  "International organisation": "Organizzazione internazionale",
  "The international organisation's short name, used in running text.":
    "Il nome breve dell'organizzazione internazionale, usato nei testi.",
  "Its home page, linked in the footer (no link without it).":
    "La sua home page, collegata nel piè di pagina (nessun link senza).",
  University: "Università",
  "Its official name, used in texts.": "Il suo nome ufficiale, usato nei testi.",
  "Name with its Italian article": "Nome con l'articolo italiano",
  'For Italian sentences, the name with its article: "l\'Università degli Studi", "la Scuola Superiore". Without it, Italian texts use the name alone.':
    'Per le frasi in italiano, il nome con il suo articolo: "l\'Università degli Studi", "la Scuola Superiore". Senza, i testi in italiano usano il nome da solo.',
  "Students' mail domain": "Dominio e-mail degli studenti",
  "The domain of students' e-mail accounts, without the @ (some application forms need such an account, and an event's text may say so with {{mailDomain}}).":
    "Il dominio degli account e-mail degli studenti, senza la @ (alcuni moduli di iscrizione richiedono un account così, e il testo di un evento può dirlo con {{mailDomain}}).",
  "City on the map": "Città sulla mappa",
  City: "Città",
  "Its name in each language.": "Il suo nome in ogni lingua.",
  Country: "Paese",
  "The country's name in each language, for the map's description. The home page shows the map when the country, its code and the coordinates are all given.":
    "Il nome del paese in ogni lingua, per la descrizione della mappa. La home page mostra la mappa quando il paese, il suo codice e le coordinate sono tutti indicati.",
  "Country code": "Codice del paese",
  "ISO 3166-1 numeric code of the country, highlighted on the map (Italy: 380).":
    "Codice numerico ISO 3166-1 del paese, evidenziato sulla mappa (Italia: 380).",
  Latitude: "Latitudine",
  "Decimal degrees, e.g. 45.0703.": "Gradi decimali, per esempio 45.0703.",
  Longitude: "Longitudine",
  "Decimal degrees, e.g. 7.6869.": "Gradi decimali, per esempio 7.6869.",
  General: "Generale",
  "For anything: the /about page and the weekly meeting.":
    "Per qualsiasi cosa: la pagina /about e la riunione settimanale.",
  "Questions about events and applications: an event's contact unless it names its own.":
    "Domande su eventi e iscrizioni: il contatto di un evento, se non ne indica uno suo.",
  Partners: "Partner",
  "Companies and partnerships: the /partners and /about pages.":
    "Aziende e collaborazioni: le pagine /partners e /about.",
  "Social profiles": "Profili social",
  "Linked in the footer and where a page invites to follow the chapter; a profile left out is not linked.":
    "Collegati nel piè di pagina e dove una pagina invita a seguire il chapter; un profilo non indicato non è collegato.",
  "Instagram profile": "Profilo Instagram",
  "LinkedIn page": "Pagina LinkedIn",
  "WhatsApp community": "Community WhatsApp",
  "Its invite link.": "Il suo link di invito.",
  "Other sites": "Altri siti",
  "Opened in a new tab.": "Aperti in una nuova scheda.",
  Courses: "Corsi",
  "The courses page (navigation bar; not shown without it).":
    "La pagina dei corsi (barra di navigazione; non mostrata senza).",
  "Join us": "Unisciti a noi",
  "The membership form (navigation bar, home page). Without it, Join us writes an e-mail to the general address.":
    "Il modulo di adesione (barra di navigazione, home page). Senza, Unisciti a noi scrive un'e-mail all'indirizzo generale.",
  "Privacy policy": "Informativa sulla privacy",
  "Footer (not shown without it).": "Piè di pagina (non mostrata senza).",
  Figures: "Numeri",
  "Every number the site says about the organisation and the chapter, once: the pages list them by name (home.yaml, partners.yaml) and texts use them as {{name}}, written in each language's way.":
    "Ogni numero che il sito dice dell'organizzazione e del chapter, una volta sola: le pagine li elencano per nome (home.yaml, partners.yaml) e i testi li usano come {{name}}, scritti nel modo di ogni lingua.",
  "How texts use it: members gives {{members}}; the home and partners pages list figures by this name.":
    "Come lo usano i testi: members dà {{members}}; la home page e la pagina dei partner elencano i numeri con questo nome.",
  "One word of letters, starting with a small letter, like studentsReached.":
    "Una parola di sole lettere, che inizia con una minuscola, come studentsReached.",
  "Digits only: 1500, not 1,500 or 1.500.": "Solo cifre: 1500, non 1,500 né 1.500.",
  "Or more": "O più",
  'Shown with a plus: "90+".': 'Mostrato con un più: "90+".',
  "A year": "Un anno",
  "Written as it is (1989), without a thousands separator.":
    "Scritto così com'è (1989), senza separatore delle migliaia.",
  'Under the figure: "universities in the network".': 'Sotto il numero: "università nella rete".',
  "Demonstration site": "Sito dimostrativo",
  "true: the site is an example, says so on every page in one quiet line, and may hold example values. false (a real chapter): the build stops while any example value is left, and lists them.":
    "true: il sito è un esempio, lo dice in ogni pagina con una riga discreta e può contenere valori d'esempio. false (un chapter vero): la build si ferma finché resta un valore d'esempio, e li elenca.",
  "Source repository": "Repository del codice",
  "The web address of the site's code (e.g. https://github.com/owner/name). A demonstration's line links to \"Start your chapter\" in its board guide (docs/board-guide.md).":
    'L\'indirizzo web del codice del sito (ad es. https://github.com/owner/name). La riga di un sito dimostrativo rimanda alla sezione "Start your chapter" della sua guida per il direttivo (docs/board-guide.md).',
  "Brand colours": "Colori del marchio",
  "The site's colours in both colour schemes. A colour on which text would be hard to read (contrast below 4.5:1) is refused, with the pair and the ratio.":
    "I colori del sito, nel tema chiaro e in quello scuro. Un colore su cui il testo si leggerebbe male (contrasto sotto 4,5:1) viene rifiutato, indicando la coppia di colori e il rapporto.",
  "Primary colour": "Colore principale",
  "The bar, the bands and the links, with white text on it (#rrggbb, e.g. #1b4f9c); the darker shades of the dark scheme are drawn from it.":
    "La barra, le fasce e i link, con testo bianco sopra (#rrggbb, ad es. #1b4f9c); ne derivano le tonalità più scure del tema scuro.",
  "Accent colour": "Colore d'accento",
  "The main action of each screen, with dark text on it, and the rules under figures (#rrggbb, e.g. #ffd23f).":
    "L'azione principale di ogni schermata, con testo scuro sopra, e le linee sotto i numeri (#rrggbb, ad es. #ffd23f).",
  Team: "Team",
  "The board, one card each, in the carousel's order.":
    "Il direttivo, una scheda a testa, nell'ordine del carosello.",
  Members: "Membri",
  "One card each, in the order of the carousel. Without any, the /about page shows the chapter's e-mail addresses alone.":
    "Una scheda a testa, nell'ordine del carosello. Senza nessuna, la pagina /about mostra solo gli indirizzi e-mail del chapter.",
  "Full name, the card's title.": "Nome e cognome, il titolo della scheda.",
  Role: "Ruolo",
  "The card shows its name in the page's language: Treasurer, Tesoriera or Tesoriere (the next field says which).":
    "La scheda lo scrive nella lingua della pagina: Treasurer, Tesoriera o Tesoriere (il campo seguente dice quale).",
  "Italian form of the role": "Forma italiana del ruolo",
  "Italian writes most roles one way for a woman and another for a man: Segretaria or Segretario, Tesoriera or Tesoriere (Presidente for both).":
    "In italiano quasi tutti i ruoli si scrivono in un modo per una donna e in un altro per un uomo: Segretaria o Segretario, Tesoriera o Tesoriere (Presidente per entrambi).",
  "Feminine (Segretaria, Tesoriera)": "Femminile (Segretaria, Tesoriera)",
  "Masculine (Segretario, Tesoriere)": "Maschile (Segretario, Tesoriere)",
  "Role as written for this person": "Ruolo scritto per questa persona",
  "When the role's usual words do not fit the person (a shared role, a deputy): the role as the card should say it, in both languages.":
    "Quando le parole abituali del ruolo non vanno bene per la persona (un ruolo condiviso, un vice): il ruolo come la scheda deve scriverlo, in entrambe le lingue.",
  Portrait: "Ritratto",
  "A file in app/assets/team/: square, at least 480 px wide (JPEG, PNG or WebP).":
    "Un file in app/assets/team/: quadrato, largo almeno 480 px (JPEG, PNG o WebP).",
  "Portrait's focus": "Punto focale del ritratto",
  "Where the face is, when the portrait is not square: click it on the picture (x across, y down, each from 0 to 1; the middle when left out).":
    "Dove si trova il viso, se il ritratto non è quadrato: fai clic sul punto nell'immagine (x in orizzontale, y in verticale, ciascuno da 0 a 1; al centro se non indicato).",
  "Where the face is, when the portrait is not square: click it on the picture. The middle when left out.":
    "Dove si trova il viso, se il ritratto non è quadrato: fai clic sul punto nell'immagine. Al centro se non indicato.",
  "Where the subject is, so that every crop keeps it: click it on the picture. The middle when left out.":
    "Dove si trova il soggetto, perché ogni ritaglio lo mantenga: fai clic sul punto nell'immagine. Al centro se non indicato.",
  "The card writes to this address.": "La scheda scrive a questo indirizzo.",
  Sponsors: "Sponsor",
  "The partners page's logos, in order.": "I loghi della pagina dei partner, in ordine.",
  "In the order of the partners page. Without any, the page invites the first partner instead.":
    "Nell'ordine della pagina dei partner. Senza nessuno, la pagina invita invece il primo partner.",
  'The company\'s name: what people who cannot see the logo hear. Without it the logo is called "Sponsor N".':
    'Il nome dell\'azienda: ciò che sente chi non può vedere il logo. Senza, il logo si chiama "Sponsor N".',
  "Home page": "Home page",
  "The home page's texts and photos.": "I testi e le foto della home page.",
  Promise: "Promessa",
  "The page's main heading, on the banner: what a student gets by joining, in a few words (the chapter's name is written above it).":
    "Il titolo principale della pagina, sul banner: cosa ottiene uno studente che si unisce, in poche parole (il nome del chapter è scritto sopra).",
  "Under the promise, on the banner: who you are, in one sentence.":
    "Sotto la promessa, sul banner: chi siete, in una frase.",
  Banner: "Banner",
  "A file in app/assets/photos/, at least 1920 px wide.":
    "Un file in app/assets/photos/, largo almeno 1920 px.",
  "Why join": "Perché unirsi",
  "Three or four reasons, each a title and a line.":
    "Tre o quattro motivi, ciascuno con un titolo e una riga.",
  Reason: "Motivo",
  'In a few words: "Learn by doing".': 'In poche parole: "Imparare facendo".',
  "In one line": "In una riga",
  "What it means for a student.": "Cosa significa per uno studente.",
  "What joining involves": "Cosa comporta unirsi",
  "Beside the reasons, with the Join us button.":
    "Accanto ai motivi, con il pulsante Unisciti a noi.",
  "What it costs": "Quanto costa",
  '"Free: no membership fee."': '"Gratis: nessuna quota di iscrizione."',
  "How much time": "Quanto tempo",
  '"A meeting a week, and as much more as you like."':
    '"Una riunione a settimana, e quanto altro vuoi."',
  "Who can join": "Chi può unirsi",
  '"Any student of {{university}}, any subject, any year."':
    '"Qualsiasi studente di {{university}}, di qualsiasi corso e anno."',
  "About us": "Chi siamo",
  "The association in figures": "L'associazione in numeri",
  "Under \"About us\": the names of the identity's figures to show, in order (the organisation's founding year, universities, members). The home page says each figure once: its texts do not name these again.":
    "Sotto \"Chi siamo\": i nomi dei numeri dell'identità da mostrare, in ordine (l'anno di fondazione dell'organizzazione, le università, i membri). La home page dice ogni numero una volta sola: i suoi testi non li nominano di nuovo.",
  Mission: "Missione",
  "In one sentence": "In una frase",
  "Under the tagline on the About page (/about), above the whole text.":
    "Sotto il motto nella pagina Chi siamo (/about), sopra il testo completo.",
  "The whole statement, on the About page (/about#mission, /about#vision).":
    "Il testo completo, nella pagina Chi siamo (/about#mission, /about#vision).",
  Tagline: "Motto",
  Vision: "Visione",
  "Partner with us": "Collabora con noi",
  "One or two sentences for companies, on the home page above the partners' logos, with a link to the partners page.":
    "Una o due frasi per le aziende, nella home page sopra i loghi dei partner, con un link alla pagina dei partner.",
  "Where we are": "Dove siamo",
  "Next to the map.": "Accanto alla mappa.",
  "Life in the chapter: files in app/assets/photos/, at least 1280 px wide.":
    "La vita del chapter: file in app/assets/photos/, larghi almeno 1280 px.",
  "Partners page": "Pagina dei partner",
  "The partners page's text.": "Il testo della pagina dei partner.",
  Collaborations: "Collaborazioni",
  "Why companies work with the chapter: a short pitch at the top of the page, above the audience in figures.":
    "Perché le aziende lavorano con il chapter: una breve presentazione in cima alla pagina, sopra il pubblico in numeri.",
  "Our audience in figures": "Il nostro pubblico in numeri",
  "The names of the identity's figures companies care about, in order (students reached, events a year...).":
    "I nomi dei numeri dell'identità che interessano alle aziende, in ordine (studenti raggiunti, eventi all'anno...).",
  "Ways to collaborate": "Modi di collaborare",
  "The formats a company can choose, one card each, in this order.":
    "Le formule che un'azienda può scegliere, una scheda ciascuna, in quest'ordine.",
  'The format\'s name: "Hackathon challenge".': 'Il nome della formula: "Sfida hackathon".',
  Description: "Descrizione",
  "One or two sentences: what the company brings and what it gets.":
    "Una o due frasi: cosa porta l'azienda e cosa ne ottiene.",
  Chapter: "Chapter",
  "The chapter's identity, its team, its sponsors and the pages' texts.":
    "L'identità del chapter, il suo team, i suoi sponsor e i testi delle pagine.",
  Flagship: "Evento di punta",
  "The home page leads with this event until it ends, before one whose applications open sooner. Only for an event still ahead: remove the mark once it is over (an ended event keeps it only if its file does not change).":
    "La home page apre con questo evento finché non si conclude, prima di uno le cui iscrizioni aprono prima. Solo per un evento ancora da svolgere: togli il segno quando è finito (un evento concluso lo tiene solo se il suo file non cambia).",
  "One or two sentences for the events list and calendars. With a page, at least 50 characters: once the event has ended, it describes the page to search engines until the recap is written.":
    "Una o due frasi per l'elenco degli eventi e i calendari. Con una pagina, almeno 50 caratteri: dopo l'evento descrive la pagina ai motori di ricerca finché non è scritto il resoconto.",
  "What partners got": "Cosa hanno ottenuto i partner",
  "The partner companies of the event, by their short name in the sponsors' file, and what came of it for each. The partners page shows them, linked to this page: write it here only.":
    "Le aziende partner dell'evento, con il loro nome breve nel file degli sponsor, e cosa ne è venuto per ciascuna. La pagina dei partner le mostra, con un link a questa pagina: scrivilo solo qui.",
  Partner: "Partner",
  "The partner's short name in app/content/sponsors.yaml (its id), like example-systems.":
    "Il nome breve del partner in app/content/sponsors.yaml (il suo id), come example-systems.",
  "Small letters, digits and single hyphens, like example-systems.":
    "Lettere minuscole, cifre e trattini singoli, come example-systems.",
  "What came of it": "Cosa ne è venuto",
  'Short lines in the past tense: "Set the challenge", "Hired two interns", "Gave a talk on agentic AI".':
    'Righe brevi al passato: "Ha proposto la sfida", "Ha assunto due stagisti", "Ha tenuto un talk sull\'AI agentica".',
  "Short name": "Nome breve",
  "A short name of small letters and hyphens, like example-systems, by which an event's recap names this partner (recap.partnerOutcomes). Needed only for a partner named so.":
    "Un nome breve di lettere minuscole e trattini, come example-systems, con cui il resoconto di un evento nomina questo partner (recap.partnerOutcomes). Serve solo a un partner nominato così.",
  "A file in app/assets/sponsors/ (SVG, JPEG, PNG or WebP): SVG is best, with a size (width and height, or a viewBox); the site publishes it as its check writes it again.":
    "Un file in app/assets/sponsors/ (SVG, JPEG, PNG o WebP): meglio SVG, con le sue dimensioni (width e height, o un viewBox); il sito pubblica il file come lo riscrive il controllo.",
  Quotes: "Citazioni",
  "Students' and partners' own words, for the home, partners and event pages.":
    "Le parole di studenti e partner, per la home page, la pagina dei partner e quelle degli eventi.",
  "Students' and partners' own words. The home page shows the first of each, the partners page the partners', an event's recap those about it.":
    "Le parole di studenti e partner. La home page mostra la prima di ciascun tipo, la pagina dei partner quelle dei partner, il resoconto di un evento quelle che lo riguardano.",
  "student or partner: the home page shows a student's words and a partner's, the partners page the partners'.":
    "studente o partner: la home page mostra le parole di uno studente e di un partner, la pagina dei partner quelle dei partner.",
  "A student": "Uno studente",
  "Someone of a partner company": "Una persona di un'azienda partner",
  "What they said, without quotation marks; in both languages.":
    "Ciò che ha detto, senza virgolette; in entrambe le lingue.",
  "As they want to be named.": "Come vuole essere nominata.",
  "What they study, or their role": "Cosa studia, o il suo ruolo",
  'For a student, what and where they study ("MSc Computer Engineering"); for a partner, their role ("Head of Talent").':
    'Per uno studente, cosa e dove studia ("LM Ingegneria Informatica"); per un partner, il suo ruolo ("Head of Talent").',
  Company: "Azienda",
  "For a partner: the company, as it is written.":
    "Per un partner: l'azienda, scritta come la scrive lei.",
  "A file in app/assets/quotes/: square, at least 480 px wide (JPEG, PNG or WebP). Ask them first.":
    "Un file in app/assets/quotes/: quadrato, largo almeno 480 px (JPEG, PNG o WebP). Chiedi prima il permesso.",
  "The address (slug) of the event the words are about, like student-tech-clash: its recap shows them too.":
    "L'indirizzo (slug) dell'evento di cui parlano, come student-tech-clash: le mostra anche il suo resoconto.",
  "After applying": "Dopo l'iscrizione",
  "What happens once someone has sent the join-us form, in a few steps (a numbered list): who answers, how soon, what comes next.":
    "Cosa succede dopo che qualcuno ha inviato il modulo per unirsi, in pochi passi (un elenco numerato): chi risponde, entro quando, cosa viene dopo.",
  "What the company gets": "Cosa ottiene l'azienda",
  'Short lines, as a company compares offers: "Your logo on the event\'s page and posters", "A seat on the jury", "A recruiting slot".':
    'Righe brevi, come un\'azienda confronta le offerte: "Il vostro logo sulla pagina e sui poster dell\'evento", "Un posto in giuria", "Uno spazio per il recruiting".',
  "Who you meet": "Chi incontrate",
  "What a recruiter asks about the students, beside the figures: what they study, where, in which year.":
    "Ciò che un recruiter chiede degli studenti, oltre ai numeri: cosa studiano, dove, in quale anno.",
  "Fields of study": "Ambiti di studio",
  'What the students you reach study: "Computer engineering", "Design".':
    'Cosa studiano gli studenti che raggiungete: "Ingegneria informatica", "Design".',
  Universities: "Università",
  "Where they study.": "Dove studiano.",
  "Years of study": "Anni di studio",
  '"Bachelor\'s, from the first year", "Master\'s".': '"Triennale, dal primo anno", "Magistrale".',
  "Partnership deck": "Presentazione per i partner",
  "A PDF in app/assets/documents/, at most 10 MB: the page links it with its size.":
    "Un PDF in app/assets/documents/, al massimo 10 MB: la pagina lo collega con la sua dimensione.",
};
