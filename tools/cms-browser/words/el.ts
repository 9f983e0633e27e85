/**
 * The content manager's words in Greek (tools/cms-browser/words.ts): its own parts' words, Decap
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
  optional: "προαιρετικό",
  add: (item: string) => `Προσθήκη ${item}`,
  addInLanguage: (item: string, language: string) => `Προσθήκη ${item} (${language.toLowerCase()})`,
  otherInterfaceHint: (language: string) =>
    `Εμφάνιση της διαχείρισης περιεχομένου στα ${language.toLowerCase()}`,
  mistakes: (count: number) =>
    `Δεν αποθηκεύτηκε: ${count === 1 ? "1 λάθος" : `${count} λάθη`} προς διόρθωση (έτσι ο ιστότοπος δεν θα μπορούσε να δημιουργηθεί)`,
  refusal: (count: number) =>
    `${count === 1 ? "1 λάθος" : `${count} λάθη`} προς διόρθωση, στη λίστα κάτω δεξιά.`,
  close: "Κλείσιμο",
  datePlaceholder: "ηη/μμ/εεεε",
  timePlaceholder: "ωω:λλ",
  timeLabel: (field: string) => `${field}: ώρα (24ωρο)`,
  timeZoneNote: (zone: string) => `ζώνη ώρας ${zone}`,
  calendar: (field: string) => `${field}: επιλογή ημέρας από ημερολόγιο`,
  dateProblem: (field: string) =>
    `${field}: γράψε την ημερομηνία ως ημέρα/μήνα/έτος, π.χ. 05/12/2025`,
  timeProblem: (field: string) => `${field}: γράψε την ώρα σε 24ωρη μορφή, π.χ. 09:00 ή 18:30`,
  renamed: (original: string, saved: string, taken: string) =>
    `Το ${original} ανέβηκε ως ${saved}: το ${taken} είναι ήδη άλλη εικόνα, που μένει ως έχει.`,
  uploaded: (original: string, saved: string) => `Το ${original} ανέβηκε ως ${saved}.`,
  stripped: (located: boolean) =>
    located
      ? "Το σημείο λήψης (GPS) και τα στοιχεία της κάμερας αφαιρέθηκαν από το αρχείο· η εικόνα δεν άλλαξε."
      : "Τα στοιχεία της κάμερας αφαιρέθηκαν από το αρχείο· η εικόνα δεν άλλαξε.",
  neverReplaced: (name: string) =>
    `Το ${name} είναι ήδη άλλη εικόνα: δεν αντικαταστάθηκε. Ανέβασε ξανά τη νέα: θα πάρει δικό της όνομα.`,
  otherEntry: (held: string, named: string) =>
    `Αυτή η φόρμα περιέχει ${held}, αλλά η διεύθυνση δείχνει ${named}: δεν αποθηκεύτηκε τίποτα. Άνοιξε από τη λίστα την καταχώριση που θέλεις.`,
  newEntry: "μια νέα καταχώριση",
  until: (day: string) => `έως ${day}`,
  focus: {
    places: [
      "Πάνω αριστερά",
      "Πάνω",
      "Πάνω δεξιά",
      "Αριστερά",
      "Στο κέντρο",
      "Δεξιά",
      "Κάτω αριστερά",
      "Κάτω",
      "Κάτω δεξιά",
    ],
    middle: "Το κέντρο (δεν επιλέχθηκε σημείο εστίασης)",
    at: (across: number, down: number) => `${across} % από αριστερά, ${down} % από πάνω`,
    loading: "Φόρτωση της εικόνας…",
    choosePictureFirst:
      "Επίλεξε πρώτα την εικόνα παραπάνω: εμφανίζεται εδώ, και ένα κλικ στο θέμα ορίζει το σημείο εστίασης. Μέχρι τότε, επίλεξε μια θέση παρακάτω.",
    wideBand: "Μια φαρδιά λωρίδα",
    square: "Ένα τετράγωνο",
    group: (described: string) => `Σημείο εστίασης: ${described}`,
    picture: (described: string) =>
      `Η εικόνα, με το σημείο εστίασής της: ${described}. Κάνε κλικ στο θέμα ή μετακίνησε το σημείο με τα βελάκια.`,
    orChoose: "Ή επίλεξε μια θέση",
  },
  event: "Εκδήλωση",
};

export const decap: CmsLanguageFile["decap"] = {
  collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
  editor: {
    editorToolbar: { changesSaved: "Όλες οι αλλαγές έχουν αποθηκευτεί" },
    editorControl: { field: { optional: "προαιρετικό" } },
  },
  ui: { toast: { onFailToPersist: "Δεν αποθηκεύτηκε. %{details}" } },
};

export const entries: CmsLanguageFile["entries"] = {
  events: {
    label: "Εκδηλώσεις",
    description:
      "Ένα αρχείο ανά εκδήλωση. Η διεύθυνσή της (slug) και το όνομα του αρχείου επιλέγονται μία φορά, όταν δημιουργείται.",
  },
  site: {
    label: "Τοπική ομάδα",
    description:
      "Η ταυτότητα της τοπικής ομάδας, το ΔΣ της, οι χορηγοί της και τα κείμενα των σελίδων.",
  },
  identity: {
    label: "Ταυτότητα",
    description: "Ονόματα, διευθύνσεις και σύνδεσμοι που χρησιμοποιεί κάθε σελίδα.",
  },
  team: {
    label: "Ομάδα",
    description: "Το ΔΣ, μία κάρτα για τον καθένα, με τη σειρά του καρουζέλ.",
  },
  sponsors: {
    label: "Χορηγοί",
    description: "Τα λογότυπα της σελίδας των συνεργατών, με τη σειρά.",
  },
  quotes: {
    label: "Γνώμες",
    description:
      "Τα λόγια φοιτητών και συνεργατών, για την αρχική σελίδα, τη σελίδα των συνεργατών και τις σελίδες των εκδηλώσεων.",
  },
  home: {
    label: "Αρχική σελίδα",
    description: "Τα κείμενα και οι φωτογραφίες της αρχικής σελίδας.",
  },
  partners: { label: "Σελίδα συνεργατών", description: "Το κείμενο της σελίδας των συνεργατών." },
};

/** A function, so that the browser's script, which never calls it, leaves these words out (a text
 * with a value in it, such as the time zone, would otherwise keep them all). */
export const fields: CmsLanguageFile["fields"] = () => ({
  "events: slug": {
    title: "Διεύθυνση",
    description: `Η διεύθυνση της σελίδας χωρίς την κάθετο, όπως τυπώνεται στις αφίσες: το robotics-night δίνει /robotics-night και /${second}/robotics-night. Γράμματα, ψηφία και μονές παύλες, έως 80.`,
    pattern: "Γράμματα, ψηφία και μονές παύλες, όπως robotics-night· έως 80.",
  },
  "events: kind": {
    title: "Είδος",
    description:
      "Τι γράφουν η κάρτα και η σελίδα πάνω από τον τίτλο, και σε ποιο ημερολόγιο ανά είδος μπαίνει η εκδήλωση.",
  },
  "events: title": { title: "Τίτλος", description: "Το όνομα της εκδήλωσης." },
  "events: series": {
    title: "Σειρά",
    description:
      "Για εκδήλωση που επαναλαμβάνεται (π.χ. κάθε χρόνο): το ίδιο όνομα στο αρχείο κάθε διοργάνωσης, όπως student-tech-clash. Η σελίδα κάθε διοργάνωσης παραπέμπει τότε στις άλλες.",
    pattern: "Πεζά γράμματα, ψηφία και μονές παύλες, όπως student-tech-clash.",
  },
  "events: start": {
    title: "Έναρξη",
    description: `Ημέρα και ώρα στη ζώνη ώρας της τοπικής ομάδας (${zone}).`,
  },
  "events: end": {
    title: "Λήξη",
    description: `Ημέρα και ώρα στη ζώνη ώρας της τοπικής ομάδας (${zone}), μετά την έναρξη. Από τότε η εκδήλωση θεωρείται ότι έχει περάσει.`,
  },
  "events: repeat": {
    title: "Επανάληψη",
    description:
      "Για εκδήλωση κάθε εβδομάδα (ή κάθε λίγες εβδομάδες), όπως η εβδομαδιαία συνάντηση: η Έναρξη και η Λήξη είναι η πρώτη της ημερομηνία, και κάθε ημερομηνία έχει τις ίδιες ώρες. Οι σελίδες και οι λίστες δείχνουν την επόμενη ημερομηνία· τα ημερολόγια παίρνουν μία επαναλαμβανόμενη εκδήλωση.",
  },
  "events: repeat.every": {
    title: "Κάθε πόσες εβδομάδες",
    description: "1 (προεπιλογή) σημαίνει κάθε εβδομάδα, 2 μία εβδομάδα ναι, μία όχι.",
  },
  "events: repeat.days": {
    title: "Ημέρες",
    description:
      "Οι ημέρες της εβδομάδας που γίνεται (στο αρχείο: monday, tuesday...). Η πρώτη ημερομηνία (Έναρξη) πρέπει να πέφτει σε μία από αυτές.",
    nouns: { a: "ημέρας", one: "ημέρα", other: "ημέρες" },
  },
  "events: repeat.days[]": {
    optionLabels: {
      monday: "Δευτέρα",
      tuesday: "Τρίτη",
      wednesday: "Τετάρτη",
      thursday: "Πέμπτη",
      friday: "Παρασκευή",
      saturday: "Σάββατο",
      sunday: "Κυριακή",
    },
  },
  "events: repeat.until": {
    title: "Τελευταία ημέρα",
    description:
      "Καμία ημερομηνία μετά από αυτή την ημέρα (π.χ. το τέλος του ακαδημαϊκού έτους), το πολύ 5 χρόνια μετά την πρώτη ημερομηνία. Άφησέ το κενό για εκδήλωση χωρίς τέλος: ο ιστότοπος δείχνει τότε τις ημερομηνίες της έως 5 χρόνια μετά την πρώτη, και η λίστα εκκρεμοτήτων του ΔΣ το επισημαίνει τέσσερις εβδομάδες πριν εξαντληθούν. Η εκδήλωση θεωρείται ότι έχει περάσει όταν τελειώσει η τελευταία της ημερομηνία.",
  },
  "events: repeat.skip": {
    title: "Ημερομηνίες που παραλείπονται",
    description:
      "Ημερομηνίες της σειράς που η εκδήλωση δεν γίνεται (διακοπές, εξεταστική)· η καθεμία πρέπει να είναι μία από τις ημερομηνίες της, έως 366.",
    nouns: { a: "ημερομηνίας", one: "ημερομηνία", other: "ημερομηνίες" },
  },
  "events: status": {
    title: "Κατάσταση",
    description:
      "Θα γίνει (προεπιλογή) ή Ακυρώθηκε. Κράτησε το αρχείο μιας ακυρωμένης εκδήλωσης: η σελίδα της, η κάρτα της και τα ημερολόγια των συνδρομητών θα δείχνουν ότι ακυρώθηκε.",
    optionLabels: { scheduled: "Θα γίνει (προεπιλογή)", cancelled: "Ακυρώθηκε" },
  },
  "events: flagship": {
    title: "Κορυφαία εκδήλωση",
    description:
      "Η αρχική σελίδα ανοίγει με αυτή την εκδήλωση μέχρι να τελειώσει, ακόμη κι αν άλλη ανοίγει νωρίτερα τις αιτήσεις της. Μόνο για εκδήλωση που δεν έχει γίνει ακόμη: βγάλε τη σήμανση όταν περάσει (μια εκδήλωση που τελείωσε την κρατά μόνο όσο δεν αλλάζει το αρχείο της).",
  },
  "events: place": {
    title: "Τοποθεσία",
    description:
      "Άφησέ το κενό όσο δεν είναι γνωστή: η σελίδα και η λίστα γράφουν «Ο χώρος θα ανακοινωθεί».",
  },
  "events: place.name": {
    title: "Όνομα",
    description:
      "Όπως την ξέρει ο κόσμος: «Αίθουσα 1Β, κεντρική πανεπιστημιούπολη» ή «Διαδικτυακά». Άφησέ το κενό όσο δεν είναι γνωστή: η σελίδα γράφει «Ο χώρος θα ανακοινωθεί».",
  },
  "events: place.address": {
    title: "Ταχυδρομική διεύθυνση",
    description: "Μαζί με την πόλη, για χάρτες και ημερολόγια. Άφησέ το κενό όσο δεν είναι γνωστή.",
  },
  "events: place.online": { title: "Μόνο διαδικτυακά" },
  "events: image": {
    title: "Εικόνα",
    description:
      "Ένα αρχείο στο app/assets/events/: οριζόντιο, τουλάχιστον 1200 × 630 px. Εμφανίζεται στην κορυφή της σελίδας, στην κάρτα και στις προεπισκοπήσεις στα μέσα κοινωνικής δικτύωσης.",
  },
  "events: imageAlt": {
    title: "Τι δείχνει η εικόνα",
    description: "Για όσους δεν μπορούν να τη δουν.",
  },
  "events: imageFocus": {
    title: "Σημείο εστίασης της εικόνας",
    description:
      "Πού βρίσκεται το θέμα, ώστε να το κρατά κάθε περικοπή (η κάρτα, η λωρίδα στο κινητό, η προεπισκόπηση στα κοινωνικά δίκτυα): κάνε κλικ πάνω του στην εικόνα. Αλλιώς, το κέντρο.",
  },
  "events: summary": {
    title: "Περίληψη",
    description:
      "Μία ή δύο προτάσεις για τη λίστα εκδηλώσεων και τα ημερολόγια. Με σελίδα, τουλάχιστον 50 χαρακτήρες: όταν τελειώσει η εκδήλωση, περιγράφει τη σελίδα στις μηχανές αναζήτησης μέχρι να γραφτεί ο απολογισμός.",
  },
  "events: partner": {
    title: "Συνεργαζόμενη εταιρεία",
    description:
      "Η εταιρεία με την οποία έγινε η εκδήλωση, με το όνομα όπως το γράφει η ίδια (π.χ. EY). Η σελίδα των συνεργατών δείχνει τις περασμένες εκδηλώσεις με συνεργάτη ως προηγούμενες συνεργασίες. Άφησέ το κενό αν δεν υπάρχει ή αν δεν πρέπει να αναφερθεί.",
  },
  "events: audience": { title: "Ποιος μπορεί να συμμετάσχει" },
  "events: teamSize": {
    title: "Μέγεθος ομάδων",
    description: "Για εκδηλώσεις όπου η συμμετοχή γίνεται σε ομάδες.",
  },
  "events: teamSize.min": { title: "Τουλάχιστον" },
  "events: teamSize.max": { title: "Το πολύ" },
  "events: price": { title: "Τιμή", description: "Άφησέ το κενό αν η συμμετοχή είναι δωρεάν." },
  "events: price.amount": { title: "Ποσό" },
  "events: price.currency": {
    title: "Νόμισμα",
    description: "EUR, GBP, CHF ή USD.",
    optionLabels: {
      EUR: "Ευρώ (€)",
      GBP: "Λίρα στερλίνα (£)",
      CHF: "Ελβετικό φράγκο (CHF)",
      USD: "Δολάριο ΗΠΑ ($)",
    },
  },
  "events: price.from": { title: "Τιμή από", description: "Εμφανίζεται ως «από 199 €»." },
  "events: promoCode": {
    title: "Εκπτωτικός κωδικός",
    description: "Τα κείμενα τον δείχνουν με {{promoCode}}.",
  },
  "events: prizes": {
    title: "Βραβεία",
    description: "Πρώτα το μεγαλύτερο, με ποσό όπου υπάρχει.",
    nouns: { a: "βραβείου", one: "βραβείο", other: "βραβεία" },
  },
  "events: prizes.amount": {
    title: "Ποσό",
    description:
      "Το ποσό του βραβείου, που εμφανίζεται με μεγάλα ψηφία (το 10000 γίνεται 10.000 €). Άφησέ το κενό για βραβείο που δεν είναι χρήματα.",
  },
  "events: prizes.currency": {
    title: "Νόμισμα",
    description: "EUR, GBP, CHF ή USD: χρειάζεται όταν υπάρχει ποσό.",
    optionLabels: {
      EUR: "Ευρώ (€)",
      GBP: "Λίρα στερλίνα (£)",
      CHF: "Ελβετικό φράγκο (CHF)",
      USD: "Δολάριο ΗΠΑ ($)",
    },
  },
  "events: prizes.for": {
    title: "Για",
    description:
      "Κάτω από το ποσό: «πρώτη θέση», «μια δωροκάρτα για κάθε μέλος της νικήτριας ομάδας»· όταν δεν υπάρχει ποσό, γράψε εδώ όλο το βραβείο.",
  },
  "events: partners": {
    title: "Συνεργάτες",
    description:
      "Οι εταιρείες που στηρίζουν την εκδήλωση, με το σύντομο όνομά τους (id) στο αρχείο των χορηγών, όπως example-systems: το λογότυπο και το όνομά τους εμφανίζονται στη σελίδα της εκδήλωσης πριν, κατά τη διάρκεια και μετά.",
    nouns: { a: "συνεργάτη", one: "συνεργάτης", other: "συνεργάτες" },
  },
  "events: partners[]": { pattern: "Πεζά γράμματα, ψηφία και μονές παύλες, όπως example-systems." },
  "events: registration": {
    title: "Αιτήσεις",
    description: "Άφησέ το κενό όταν δεν χρειάζεται αίτηση.",
  },
  "events: registration.url": {
    title: "Φόρμα",
    description: "Η εξωτερική φόρμα ή σελίδα αιτήσεων· ανοίγει σε νέα καρτέλα.",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "events: registration.action": {
    title: "Κουμπί",
    description: "Το κείμενο του κουμπιού, στη γλώσσα της σελίδας.",
  },
  "events: registration.opens": {
    title: "Πρώτη ημέρα αιτήσεων",
    description: "Αν οι αιτήσεις δεν ανοίγουν αμέσως: ως τότε, το κουμπί γράφει πότε ανοίγουν.",
  },
  "events: registration.deadline": {
    title: "Τελευταία ημέρα αιτήσεων",
    description: `Το κουμπί κλείνει στο τέλος εκείνης της ημέρας, στη ζώνη ώρας της τοπικής ομάδας (${zone}). Αν μείνει κενό, οι αιτήσεις κλείνουν όταν τελειώσει η εκδήλωση.`,
  },
  "events: registration.note": {
    title: "Σημείωση",
    description: "Δίπλα στο κουμπί, π.χ. με ποιον λογαριασμό email συμπληρώνεται η φόρμα.",
  },
  "events: page": {
    title: "Σελίδα",
    description:
      "Μια σελίδα μόνο για την εκδήλωση. Άφησέ το κενό αν αρκεί μια καταχώριση στη λίστα.",
  },
  "events: page.intro": {
    title: "Εισαγωγή",
    description:
      "Μία ή δύο προτάσεις στην αρχή της σελίδας· είναι και η περιγραφή της στις μηχανές αναζήτησης (τουλάχιστον 50 χαρακτήρες).",
  },
  "events: page.sections": {
    title: "Ενότητες",
    description: "Τα τμήματα της σελίδας, με τη σειρά.",
    nouns: { a: "ενότητας", one: "ενότητα", other: "ενότητες" },
  },
  "events: page.sections.heading": { title: "Επικεφαλίδα" },
  "events: page.sections.text": { title: "Κείμενο" },
  "events: page.sections.shown": {
    title: "Εμφάνιση",
    description:
      "Πριν (προεπιλογή): μέχρι να τελειώσει η εκδήλωση, για όσα αφορούν τη συμμετοχή: πώς κάνεις αίτηση, τι φέρνεις, το πρόγραμμα· μετά: όταν τελειώσει· πάντα: και τα δύο, για κείμενο που ισχύει και μετά.",
    optionLabels: {
      before: "Μέχρι να τελειώσει η εκδήλωση (προεπιλογή)",
      after: "Όταν τελειώσει",
      always: "Πάντα",
    },
  },
  "events: page.steps": { title: "Πρόγραμμα", description: "Αριθμημένα βήματα." },
  "events: page.steps.heading": { title: "Επικεφαλίδα" },
  "events: page.steps.items": {
    title: "Βήματα",
    description: "Ο ίδιος αριθμός σε κάθε γλώσσα.",
    nouns: { a: "βήματος", one: "βήμα", other: "βήματα" },
  },
  "events: page.steps.shown": {
    title: "Εμφάνιση",
    description:
      "Πριν (προεπιλογή): μέχρι να τελειώσει η εκδήλωση, για λίστα με όσα αφορούν τη συμμετοχή· μετά: όταν τελειώσει· πάντα: και τα δύο, για κείμενο που ισχύει και μετά.",
    optionLabels: {
      before: "Μέχρι να τελειώσει η εκδήλωση (προεπιλογή)",
      after: "Όταν τελειώσει",
      always: "Πάντα",
    },
  },
  "events: page.agenda": {
    title: "Ωρολόγιο πρόγραμμα",
    description: "Η μέρα ώρα προς ώρα, με τη σειρά· εμφανίζεται μέχρι να τελειώσει η εκδήλωση.",
    nouns: { a: "σημείου", one: "σημείο", other: "σημεία" },
  },
  "events: page.agenda.time": {
    title: "Ώρα",
    description: `Ώρες και λεπτά στη ζώνη ώρας της τοπικής ομάδας (${zone}), όπως 09:30.`,
    pattern: "Μια ώρα όπως 09:30.",
  },
  "events: page.agenda.title": { title: "Τι γίνεται" },
  "events: page.benefits": { title: "Τι κερδίζουν οι συμμετέχοντες" },
  "events: page.benefits.heading": { title: "Επικεφαλίδα" },
  "events: page.benefits.items": {
    title: "Οφέλη",
    description: "Ο ίδιος αριθμός σε κάθε γλώσσα.",
    nouns: { a: "οφέλους", one: "όφελος", other: "οφέλη" },
  },
  "events: page.benefits.shown": {
    title: "Εμφάνιση",
    description:
      "Πριν (προεπιλογή): μέχρι να τελειώσει η εκδήλωση, για λίστα με όσα αφορούν τη συμμετοχή· μετά: όταν τελειώσει· πάντα: και τα δύο, για κείμενο που ισχύει και μετά.",
    optionLabels: {
      before: "Μέχρι να τελειώσει η εκδήλωση (προεπιλογή)",
      after: "Όταν τελειώσει",
      always: "Πάντα",
    },
  },
  "events: page.faq": {
    title: "Ερωτήσεις και απαντήσεις",
    description: "Εμφανίζονται ως λίστα που ανοίγει ερώτηση προς ερώτηση.",
    nouns: { a: "ερώτησης", one: "ερώτηση", other: "ερωτήσεις" },
  },
  "events: page.faq.question": { title: "Ερώτηση" },
  "events: page.faq.answer": { title: "Απάντηση" },
  "events: page.faq.shown": {
    title: "Εμφάνιση",
    description:
      "Πριν (προεπιλογή): μέχρι να τελειώσει η εκδήλωση, για ερωτήσεις για τη συμμετοχή· μετά: όταν τελειώσει· πάντα: και τα δύο, για κείμενο που ισχύει και μετά.",
    optionLabels: {
      before: "Μέχρι να τελειώσει η εκδήλωση (προεπιλογή)",
      after: "Όταν τελειώσει",
      always: "Πάντα",
    },
  },
  "events: page.sectionNavigation": {
    title: "Πλοήγηση ενοτήτων",
    description:
      "Για μεγάλη σελίδα: ένα βέλος προς την πρώτη ενότητα, μια τελεία για κάθε ενότητα και ενότητες που εμφανίζονται σταδιακά καθώς κατεβαίνεις.",
  },
  "events: page.repeatRegistration": {
    title: "Κουμπί και στο τέλος",
    description: "Το κουμπί αίτησης εμφανίζεται ξανά στο τέλος της σελίδας.",
  },
  "events: contacts": { title: "Επικοινωνία" },
  "events: contacts.emails": {
    title: "Διευθύνσεις email",
    description:
      "Πού να γράψει όποιος έχει ερώτηση. Αν μείνει κενό: η διεύθυνση για τις εκδηλώσεις από την Ταυτότητα.",
    nouns: { a: "διεύθυνσης email", one: "διεύθυνση email", other: "διευθύνσεις email" },
  },
  "events: contacts.emails[]": { pattern: "Μία διεύθυνση email, όπως name@example.org." },
  "events: contacts.people": {
    title: "Διοργανωτές",
    description: "Άνθρωποι στους οποίους μπορεί να γράψει κανείς προσωπικά ({{organisers}}).",
    nouns: { a: "διοργανωτή", one: "διοργανωτής", other: "διοργανωτές" },
  },
  "events: contacts.people.name": { title: "Ονοματεπώνυμο" },
  "events: contacts.people.email": {
    title: "Email",
    pattern: "Μία διεύθυνση email, όπως name@example.org.",
  },
  "events: contacts.community": {
    title: "Σύνδεσμοι κοινότητας",
    description: "Δείχνει το Instagram και την κοινότητα WhatsApp της τοπικής ομάδας.",
  },
  "events: contacts.links": {
    title: "Άλλοι σύνδεσμοι",
    nouns: { a: "συνδέσμου", one: "σύνδεσμος", other: "σύνδεσμοι" },
  },
  "events: contacts.links.label": { title: "Ετικέτα" },
  "events: contacts.links.url": {
    title: "Διεύθυνση",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "events: recap": {
    title: "Απολογισμός",
    description:
      "Τι έγινε στην εκδήλωση: μόλις τελειώσει, η σελίδα της ανοίγει με τον απολογισμό. Ως τότε μένει κρυφός.",
  },
  "events: recap.outcome": {
    title: "Αποτέλεσμα σε μία γραμμή",
    description:
      "Σε αόριστο, για τη λίστα εκδηλώσεων και τις «Πρόσφατες στιγμές» της αρχικής σελίδας: «Δώδεκα ομάδες παρουσίασαν τις ιδέες τους· κέρδισε η AgentDesk.»",
  },
  "events: recap.summary": {
    title: "Τι έγινε",
    description: "Μία ή δύο παράγραφοι σε αόριστο: ποιοι ήρθαν, τι έκαναν, τι βγήκε από αυτό.",
  },
  "events: recap.photos": {
    title: "Φωτογραφίες",
    description:
      "Από 1 έως 24, η καλύτερη πρώτη: αυτή δείχνει και την εκδήλωση στις «Πρόσφατες στιγμές».",
    nouns: { a: "φωτογραφίας", one: "φωτογραφία", other: "φωτογραφίες" },
  },
  "events: recap.photos.image": {
    title: "Φωτογραφία",
    description:
      "Ένα αρχείο στο app/assets/events/recaps/: μια φωτογραφία όπως τη βγάζει ένα κινητό (JPEG, PNG ή WebP, τουλάχιστον 1200 px στη μεγάλη πλευρά).",
  },
  "events: recap.photos.alt": {
    title: "Τι δείχνει",
    description:
      "Για όσους δεν μπορούν να τη δουν: «Τέσσερις φοιτητές παρουσιάζουν στην κριτική επιτροπή».",
  },
  "events: recap.photos.focus": {
    title: "Σημείο εστίασης",
    description:
      "Πού βρίσκεται το θέμα (ένα πρόσωπο, μια πινακίδα), ώστε να το κρατά η τετράγωνη περικοπή της γκαλερί: κάνε κλικ πάνω του στη φωτογραφία. Αλλιώς, το κέντρο.",
  },
  "events: recap.results": {
    title: "Αποτελέσματα",
    description: "Οι νικητές και τι προέκυψε, πρώτα το σημαντικότερο.",
    nouns: { a: "αποτελέσματος", one: "αποτέλεσμα", other: "αποτελέσματα" },
  },
  "events: recap.figures": {
    title: "Σε αριθμούς",
    description: "Συμμετέχοντες, ομάδες, πανεπιστήμια...",
    nouns: { a: "αριθμού", one: "αριθμός", other: "αριθμοί" },
  },
  "events: recap.figures.value": { title: "Αριθμός", description: "Μόνο ψηφία: 48, 1500." },
  "events: recap.figures.label": {
    title: "Τι μετράει",
    description: "Κάτω από τον αριθμό: «συμμετέχοντες», «ομάδες», «πανεπιστήμια».",
  },
  "events: recap.partner": {
    title: "Συνεργάτης που ευχαριστούμε",
    description:
      "Αν μείνει κενό, η σελίδα ευχαριστεί τη συνεργαζόμενη εταιρεία της εκδήλωσης (αν υπάρχει), με το λογότυπο που έχει ως χορηγός.",
  },
  "events: recap.partner.name": {
    title: "Όνομα",
    description: "Το όνομα της εταιρείας, όπως το γράφει η ίδια.",
  },
  "events: recap.partner.logo": {
    title: "Λογότυπο",
    description:
      "Ένα αρχείο στο app/assets/sponsors/. Αν μείνει κενό: το λογότυπο του χορηγού με αυτό το όνομα, αν υπάρχει.",
  },
  "events: recap.partner.url": {
    title: "Ιστότοπος",
    description: "Αν μείνει κενό: ο ιστότοπος του χορηγού με αυτό το όνομα, αν υπάρχει.",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "events: recap.partnerOutcomes": {
    title: "Τι κέρδισαν οι συνεργάτες",
    description:
      "Οι συνεργαζόμενες εταιρείες της εκδήλωσης, με το σύντομο όνομά τους στο αρχείο των χορηγών, και τι κέρδισε η καθεμία. Η σελίδα των συνεργατών τις δείχνει με σύνδεσμο προς αυτή τη σελίδα: γράψ' το μόνο εδώ.",
    nouns: { a: "συνεργάτη", one: "συνεργάτης", other: "συνεργάτες" },
  },
  "events: recap.partnerOutcomes.partner": {
    title: "Συνεργάτης",
    description:
      "Το σύντομο όνομα του συνεργάτη στο app/content/sponsors.yaml (το id του), όπως example-systems.",
    pattern: "Πεζά γράμματα, ψηφία και μονές παύλες, όπως example-systems.",
  },
  "events: recap.partnerOutcomes.outcomes": {
    title: "Τι βγήκε από αυτό",
    description:
      "Σύντομες γραμμές σε αόριστο: «Έθεσε την πρόκληση», «Προσέλαβε δύο ασκούμενους», «Έδωσε ομιλία για την αυτόνομη ΤΝ».",
    nouns: { a: "αποτελέσματος", one: "αποτέλεσμα", other: "αποτελέσματα" },
  },
  "events: examples": {
    title: "Τιμές παραδείγματος που μένουν να αντικατασταθούν",
    description:
      "Τα πεδία αυτού του αρχείου που έχουν ακόμη προσωρινές τιμές, όπως τα ονομάζει η δημιουργία του ιστότοπου (emails.general, members[0].name). Αντικατάστησε μια τιμή και μετά αφαίρεσέ την από αυτή τη λίστα.",
    nouns: { a: "πεδίου", one: "πεδίο", other: "πεδία" },
  },
  "identity: url": {
    title: "Διεύθυνση του ιστότοπου",
    description:
      "Πού δημοσιεύεται ο ιστότοπος, χωρίς κάθετο στο τέλος, π.χ. https://owner.github.io/repository ή https://www.your-chapter.example. Τη χρησιμοποιούν οι κανονικοί σύνδεσμοι, ο χάρτης ιστότοπου, οι κάρτες για τα κοινωνικά δίκτυα και τα ημερολόγια· η διαδρομή της είναι η διαδρομή όπου σερβίρεται ο ιστότοπος.",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "identity: chapterName": {
    title: "Όνομα της τοπικής ομάδας",
    description:
      "Όπως εμφανίζεται στους τίτλους, δίπλα στο λογότυπο και στη γραμμή πνευματικών δικαιωμάτων.",
  },
  "identity: languages": {
    title: "Γλώσσες",
    description:
      "Οι γλώσσες του ιστότοπου ως κωδικοί, η πρώτη στο / και κάθε άλλη στο /κωδικός: [en, it]. Καθεμία χρειάζεται τα κείμενα της διεπαφής της (app/i18n/<code>.ts) και κάθε κείμενο του περιεχομένου σε αυτήν.",
    nouns: { a: "γλώσσας", one: "γλώσσα", other: "γλώσσες" },
  },
  "identity: timeZone": {
    title: "Ζώνη ώρας",
    description:
      "Το ρολόι της τοπικής ομάδας, όπως το ονομάζει η βάση δεδομένων ζωνών ώρας IANA: μια περιοχή και μια πόλη, όπως Europe/Athens, Europe/Lisbon ή Europe/Warsaw. Κάθε ημέρα και ώρα του περιεχομένου (η έναρξη και η λήξη μιας εκδήλωσης, μια προθεσμία, το ωρολόγιο πρόγραμμα) είναι τοπική ώρα εκεί, χειμώνα και καλοκαίρι, και έτσι τις μεταδίδουν οι σελίδες στα ημερολόγια και στις μηχανές αναζήτησης.",
  },
  "identity: organisation": { title: "Διεθνής οργάνωση" },
  "identity: organisation.name": {
    title: "Όνομα",
    description: "Το σύντομο όνομα της διεθνούς οργάνωσης, όπως γράφεται μέσα στο κείμενο.",
  },
  "identity: organisation.url": {
    title: "Ιστότοπος",
    description: "Ο ιστότοπός της, με σύνδεσμο στο υποσέλιδο (χωρίς αυτόν, δεν υπάρχει σύνδεσμος).",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "identity: university": { title: "Πανεπιστήμιο" },
  "identity: university.name": {
    title: "Όνομα",
    description: "Το επίσημο όνομά του, όπως γράφεται στα κείμενα.",
  },
  "identity: university.nameWithArticle": {
    title: "Όνομα με το άρθρο του",
    description:
      "Για γλώσσες που βάζουν άρθρο πριν από το όνομα (στα ιταλικά: «l'Università degli Studi», «la Scuola Superiore»). Αλλιώς, τα κείμενα χρησιμοποιούν σκέτο το όνομα.",
  },
  "identity: university.mailDomain": {
    title: "Domain email των φοιτητών",
    description:
      "Το domain των φοιτητικών λογαριασμών email, χωρίς το @ (κάποιες φόρμες αιτήσεων ζητούν τέτοιον λογαριασμό, και το κείμενο μιας εκδήλωσης μπορεί να το πει με {{mailDomain}}).",
  },
  "identity: city": { title: "Πόλη στον χάρτη" },
  "identity: city.name": { title: "Πόλη", description: "Το όνομά της σε κάθε γλώσσα." },
  "identity: city.country": {
    title: "Χώρα",
    description:
      "Το όνομα της χώρας σε κάθε γλώσσα, για την περιγραφή του χάρτη. Η σελίδα «Ποιοι είμαστε» δείχνει τον χάρτη όταν η χώρα, ο κωδικός της και οι συντεταγμένες έχουν όλα συμπληρωθεί.",
  },
  "identity: city.countryCode": {
    title: "Κωδικός χώρας",
    description:
      "Αριθμητικός κωδικός ISO 3166-1 της χώρας, τονισμένη στον χάρτη (Ελλάδα: 300, Κύπρος: 196).",
  },
  "identity: city.latitude": {
    title: "Γεωγραφικό πλάτος",
    description: "Δεκαδικές μοίρες, π.χ. 45.0703.",
  },
  "identity: city.longitude": {
    title: "Γεωγραφικό μήκος",
    description: "Δεκαδικές μοίρες, π.χ. 7.6869.",
  },
  "identity: emails": { title: "Διευθύνσεις email" },
  "identity: emails.general": {
    title: "Γενική",
    description: "Για οτιδήποτε: η σελίδα /about και η εβδομαδιαία συνάντηση.",
    pattern: "Μία διεύθυνση email, όπως name@example.org.",
  },
  "identity: emails.events": {
    title: "Εκδηλώσεις",
    description:
      "Ερωτήσεις για εκδηλώσεις και αιτήσεις: η επαφή μιας εκδήλωσης, εκτός αν δίνει δική της.",
    pattern: "Μία διεύθυνση email, όπως name@example.org.",
  },
  "identity: emails.partners": {
    title: "Συνεργάτες",
    description: "Εταιρείες και συνεργασίες: οι σελίδες /partners και /about.",
    pattern: "Μία διεύθυνση email, όπως name@example.org.",
  },
  "identity: social": {
    title: "Προφίλ στα κοινωνικά δίκτυα",
    description:
      "Με σύνδεσμο στο υποσέλιδο και όπου μια σελίδα καλεί τους επισκέπτες να ακολουθήσουν την τοπική ομάδα· ένα προφίλ που λείπει δεν έχει σύνδεσμο.",
  },
  "identity: social.instagram": {
    title: "Προφίλ στο Instagram",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "identity: social.linkedin": {
    title: "Σελίδα στο LinkedIn",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "identity: social.whatsappGroup": {
    title: "Κοινότητα WhatsApp",
    description: "Ο σύνδεσμος πρόσκλησής της.",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "identity: links": { title: "Άλλοι ιστότοποι", description: "Ανοίγουν σε νέα καρτέλα." },
  "identity: links.courses": {
    title: "Μαθήματα",
    description: "Η σελίδα των μαθημάτων (γραμμή πλοήγησης· χωρίς αυτήν, δεν εμφανίζεται).",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "identity: links.joinUs": {
    title: "Γίνε μέλος",
    description:
      "Η φόρμα εγγραφής μέλους (γραμμή πλοήγησης, αρχική σελίδα). Αλλιώς, το «Γίνε μέλος» ανοίγει ένα email προς τη γενική διεύθυνση.",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "identity: links.privacyPolicy": {
    title: "Πολιτική απορρήτου",
    description: "Υποσέλιδο (χωρίς αυτήν, δεν εμφανίζεται).",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "identity: figures": {
    title: "Αριθμοί",
    description:
      "Κάθε αριθμός που λέει ο ιστότοπος για την οργάνωση και την τοπική ομάδα, σε ένα σημείο: οι σελίδες τους απαριθμούν με το όνομά τους (home.yaml, partners.yaml) και τα κείμενα τους χρησιμοποιούν ως {{name}}, γραμμένους όπως τους γράφει κάθε γλώσσα.",
    nouns: { a: "αριθμού", one: "αριθμός", other: "αριθμοί" },
  },
  "identity: figures.name": {
    title: "Όνομα",
    description:
      "Πώς το χρησιμοποιούν τα κείμενα: το members δίνει {{members}}· η αρχική σελίδα και η σελίδα των συνεργατών απαριθμούν τους αριθμούς με αυτό το όνομα.",
    pattern: "Μία λέξη από γράμματα, που αρχίζει με πεζό, όπως studentsReached.",
  },
  "identity: figures.value": {
    title: "Αριθμός",
    description: "Μόνο ψηφία: 1500, όχι 1.500 ή 1,500.",
  },
  "identity: figures.plus": {
    title: "Με συν",
    description: "Εμφανίζεται με ένα συν: «90+».",
  },
  "identity: figures.year": {
    title: "Χρονιά",
    description: "Γραμμένη όπως είναι (1989), χωρίς διαχωριστικό χιλιάδων.",
  },
  "identity: figures.network": {
    title: "Αφορά όλο το δίκτυο",
    description:
      "Ένας αριθμός όλου του δικτύου, όχι της τοπικής ομάδας (η χρονιά ίδρυσης, τα πανεπιστήμια, τα μέλη): η σελίδα των συνεργατών δείχνει το κοινό του ίδιου της τοπικής ομάδας και δεν τον δέχεται.",
  },
  "identity: figures.label": {
    title: "Τι μετράει",
    description: "Κάτω από τον αριθμό: «πανεπιστήμια στο δίκτυο».",
  },
  "identity: demonstration": {
    title: "Ιστότοπος επίδειξης",
    description:
      "Ναι: ο ιστότοπος είναι παράδειγμα, το λέει σε κάθε σελίδα με μια διακριτική γραμμή και μπορεί να έχει τιμές παραδείγματος. Όχι (πραγματική τοπική ομάδα): η δημιουργία του ιστότοπου σταματά όσο μένει κάποια τιμή παραδείγματος, και τις απαριθμεί.",
  },
  "identity: repository": {
    title: "Αποθετήριο κώδικα",
    description:
      "Η διεύθυνση web του κώδικα του ιστότοπου (π.χ. https://github.com/owner/name). Η γραμμή μιας επίδειξης παραπέμπει στο «Start your chapter» του οδηγού του ΔΣ (docs/board-guide.md).",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "identity: logo": {
    title: "Λογότυπο",
    description:
      "Ένα αρχείο στο app/assets/identity/ (SVG, JPEG, PNG ή WebP· καλύτερα SVG): ένα τετράγωνο σήμα, λευκό σε διάφανο φόντο, που εμφανίζεται στη γραμμή πλοήγησης πάνω στο κύριο χρώμα. Το favicon, τα εικονίδια για κινητά και η κάρτα για τα κοινωνικά δίκτυα των σελίδων χωρίς δική τους εικόνα φτιάχνονται από αυτό, πάνω στο κύριο χρώμα, σε κάθε δημιουργία.",
  },
  "identity: brand": {
    title: "Χρώματα της ταυτότητας",
    description:
      "Τα χρώματα του ιστότοπου και στα δύο θέματα. Ένα χρώμα πάνω στο οποίο το κείμενο θα διαβαζόταν δύσκολα (αντίθεση κάτω από 4,5:1) απορρίπτεται, με κάθε ζεύγος που αποτυγχάνει, τον λόγο του και το πλησιέστερο χρώμα που περνά.",
  },
  "identity: brand.primary": {
    title: "Κύριο χρώμα",
    description:
      "Η γραμμή, οι ζώνες και οι σύνδεσμοι, με λευκό κείμενο πάνω τους (#rrggbb, π.χ. #1b4f9c)· οι σκουρότερες αποχρώσεις του σκούρου θέματος βγαίνουν από αυτό.",
  },
  "identity: brand.accent": {
    title: "Χρώμα έμφασης",
    description:
      "Η κύρια ενέργεια κάθε οθόνης, με σκούρο κείμενο πάνω της, και οι γραμμές κάτω από τους αριθμούς (#rrggbb, π.χ. #ffd23f).",
  },
  "identity: examples": {
    title: "Τιμές παραδείγματος που μένουν να αντικατασταθούν",
    description:
      "Τα πεδία αυτού του αρχείου που έχουν ακόμη προσωρινές τιμές, όπως τα ονομάζει η δημιουργία του ιστότοπου (emails.general, members[0].name). Αντικατάστησε μια τιμή και μετά αφαίρεσέ την από αυτή τη λίστα.",
    nouns: { a: "πεδίου", one: "πεδίο", other: "πεδία" },
  },
  "team: members": {
    title: "Μέλη",
    description:
      "Μία κάρτα για το καθένα, με τη σειρά του καρουζέλ. Αν δεν υπάρχει κανένα, η σελίδα /about δείχνει μόνο τις διευθύνσεις email της τοπικής ομάδας.",
    nouns: { a: "μέλους", one: "μέλος", other: "μέλη" },
  },
  "team: members.name": { title: "Όνομα", description: "Ονοματεπώνυμο, ο τίτλος της κάρτας." },
  "team: members.role": {
    title: "Ρόλος",
    description:
      "Η κάρτα δείχνει το όνομά του στη γλώσσα της σελίδας: Πρόεδρος, Ταμίας (το επόμενο πεδίο λέει ποια μορφή).",
  },
  "team: members.roleForm": {
    title: "Μορφή του ρόλου",
    description:
      "Πολλές γλώσσες γράφουν τους περισσότερους ρόλους αλλιώς για μια γυναίκα και αλλιώς για έναν άνδρα (στα ελληνικά συχνά αλλάζει μόνο το άρθρο: η Πρόεδρος, ο Πρόεδρος). Η κάρτα χρησιμοποιεί σε κάθε γλώσσα τη μορφή που επιλέγεται εδώ.",
    optionLabels: {
      feminine: "Θηλυκό (η Πρόεδρος, η Γραμματέας)",
      masculine: "Αρσενικό (ο Πρόεδρος, ο Γραμματέας)",
    },
  },
  "team: members.roleLabel": {
    title: "Ρόλος όπως γράφεται για αυτό το άτομο",
    description:
      "Όταν οι συνηθισμένες λέξεις του ρόλου δεν ταιριάζουν στο άτομο (κοινός ρόλος, αναπληρωτής): ο ρόλος όπως πρέπει να τον γράφει η κάρτα, σε κάθε γλώσσα.",
  },
  "team: members.photo": {
    title: "Πορτρέτο",
    description:
      "Ένα αρχείο στο app/assets/team/: τετράγωνο, πλάτους τουλάχιστον 480 px (JPEG, PNG ή WebP).",
  },
  "team: members.photoFocus": {
    title: "Σημείο εστίασης του πορτρέτου",
    description:
      "Πού βρίσκεται το πρόσωπο, όταν το πορτρέτο δεν είναι τετράγωνο: κάνε κλικ πάνω του στην εικόνα (x οριζόντια, y κάθετα, το καθένα από 0 έως 1· αλλιώς, το κέντρο).",
  },
  "team: members.email": {
    title: "Email",
    description: "Η κάρτα στέλνει email σε αυτή τη διεύθυνση.",
    pattern: "Μία διεύθυνση email, όπως name@example.org.",
  },
  "team: examples": {
    title: "Τιμές παραδείγματος που μένουν να αντικατασταθούν",
    description:
      "Τα πεδία αυτού του αρχείου που έχουν ακόμη προσωρινές τιμές, όπως τα ονομάζει η δημιουργία του ιστότοπου (emails.general, members[0].name). Αντικατάστησε μια τιμή και μετά αφαίρεσέ την από αυτή τη λίστα.",
    nouns: { a: "πεδίου", one: "πεδίο", other: "πεδία" },
  },
  "sponsors: sponsors": {
    title: "Χορηγοί",
    description:
      "Με τη σειρά της σελίδας των συνεργατών. Αν δεν υπάρχει κανένας, η σελίδα προσκαλεί στη θέση τους τον πρώτο συνεργάτη.",
    nouns: { a: "χορηγού", one: "χορηγός", other: "χορηγοί" },
  },
  "sponsors: sponsors.name": {
    title: "Όνομα",
    description:
      "Το όνομα της εταιρείας: αυτό που ακούνε όσοι δεν βλέπουν το λογότυπο. Αλλιώς, το λογότυπο λέγεται «Sponsor N».",
  },
  "sponsors: sponsors.id": {
    title: "Σύντομο όνομα",
    description:
      "Ένα σύντομο όνομα από πεζά γράμματα και παύλες, όπως example-systems, με το οποίο ο απολογισμός μιας εκδήλωσης αναφέρει αυτόν τον συνεργάτη (recap.partnerOutcomes). Χρειάζεται μόνο για συνεργάτη που αναφέρεται έτσι.",
    pattern: "Πεζά γράμματα, ψηφία και μονές παύλες, όπως example-systems.",
  },
  "sponsors: sponsors.logo": {
    title: "Λογότυπο",
    description:
      "Ένα αρχείο στο app/assets/sponsors/ (SVG, JPEG, PNG ή WebP): καλύτερα SVG, με μέγεθος (width και height, ή viewBox)· ο ιστότοπος το δημοσιεύει όπως το ξαναγράφει ο έλεγχός του.",
  },
  "sponsors: sponsors.url": {
    title: "Ιστότοπος",
    description: "Ανοίγει σε νέα καρτέλα.",
    pattern: "Μια διεύθυνση web που αρχίζει με https://, όπως https://www.example.org.",
  },
  "sponsors: examples": {
    title: "Τιμές παραδείγματος που μένουν να αντικατασταθούν",
    description:
      "Τα πεδία αυτού του αρχείου που έχουν ακόμη προσωρινές τιμές, όπως τα ονομάζει η δημιουργία του ιστότοπου (emails.general, members[0].name). Αντικατάστησε μια τιμή και μετά αφαίρεσέ την από αυτή τη λίστα.",
    nouns: { a: "πεδίου", one: "πεδίο", other: "πεδία" },
  },
  "quotes: quotes": {
    title: "Γνώμες",
    description:
      "Τα λόγια φοιτητών και συνεργατών. Η αρχική σελίδα δείχνει την πρώτη από κάθε είδος, η σελίδα των συνεργατών όσες είπαν συνεργάτες, ο απολογισμός μιας εκδήλωσης όσες αφορούν εκείνη.",
    nouns: { a: "γνώμης", one: "γνώμη", other: "γνώμες" },
  },
  "quotes: quotes.from": {
    title: "Ποιος το είπε",
    description:
      "Φοιτητής ή συνεργάτης: η αρχική σελίδα δείχνει τα λόγια ενός φοιτητή και ενός συνεργάτη, η σελίδα των συνεργατών μόνο των συνεργατών.",
    optionLabels: {
      student: "Φοιτητής ή φοιτήτρια",
      partner: "Κάποιος από συνεργαζόμενη εταιρεία",
    },
  },
  "quotes: quotes.text": {
    title: "Λόγια",
    description: "Τι είπε, χωρίς εισαγωγικά· σε κάθε γλώσσα.",
  },
  "quotes: quotes.name": { title: "Όνομα", description: "Όπως θέλει να αναφέρεται." },
  "quotes: quotes.role": {
    title: "Τι σπουδάζει ή ο ρόλος του",
    description:
      "Για φοιτητή, τι και πού σπουδάζει («MSc Μηχανικών Υπολογιστών»)· για συνεργάτη, ο ρόλος του («Head of Talent»).",
  },
  "quotes: quotes.company": {
    title: "Εταιρεία",
    description: "Για συνεργάτη: η εταιρεία, γραμμένη όπως γράφεται.",
  },
  "quotes: quotes.portrait": {
    title: "Πορτρέτο",
    description:
      "Ένα αρχείο στο app/assets/quotes/: τετράγωνο, πλάτους τουλάχιστον 480 px (JPEG, PNG ή WebP). Ζήτησε πρώτα την άδειά τους.",
  },
  "quotes: quotes.portraitFocus": {
    title: "Σημείο εστίασης του πορτρέτου",
    description:
      "Πού βρίσκεται το πρόσωπο, όταν το πορτρέτο δεν είναι τετράγωνο: κάνε κλικ πάνω του στην εικόνα. Αλλιώς, το κέντρο.",
  },
  "quotes: quotes.event": {
    title: "Εκδήλωση",
    description:
      "Η διεύθυνση (slug) της εκδήλωσης που αφορούν τα λόγια, όπως student-tech-clash: ο απολογισμός της τα δείχνει κι αυτός.",
  },
  "quotes: examples": {
    title: "Τιμές παραδείγματος που μένουν να αντικατασταθούν",
    description:
      "Τα πεδία αυτού του αρχείου που έχουν ακόμη προσωρινές τιμές, όπως τα ονομάζει η δημιουργία του ιστότοπου (emails.general, members[0].name). Αντικατάστησε μια τιμή και μετά αφαίρεσέ την από αυτή τη λίστα.",
    nouns: { a: "πεδίου", one: "πεδίο", other: "πεδία" },
  },
  "home: heading": {
    title: "Υπόσχεση",
    description:
      "Η κύρια επικεφαλίδα της σελίδας, στο banner: τι κερδίζει ένας φοιτητής αν γίνει μέλος, με λίγα λόγια (το όνομα της τοπικής ομάδας γράφεται από πάνω).",
  },
  "home: intro": {
    title: "Εισαγωγή",
    description: "Κάτω από την υπόσχεση, στο banner: ποιοι είστε, με μία πρόταση.",
  },
  "home: banner": {
    title: "Banner",
    description: "Ένα αρχείο στο app/assets/photos/, πλάτους τουλάχιστον 1920 px.",
  },
  "home: banner.image": { title: "Εικόνα" },
  "home: banner.alt": { title: "Τι δείχνει" },
  "home: banner.focus": {
    title: "Σημείο εστίασης",
    description:
      "Πού βρίσκεται το θέμα, ώστε να το κρατά κάθε περικοπή: κάνε κλικ πάνω του στην εικόνα. Αλλιώς, το κέντρο.",
  },
  "home: reasons": {
    title: "Γιατί να γίνεις μέλος",
    description: "Τρεις ή τέσσερις λόγοι, ο καθένας με τίτλο και μία γραμμή.",
    nouns: { a: "λόγου", one: "λόγος", other: "λόγοι" },
  },
  "home: reasons.title": { title: "Λόγος", description: "Με λίγα λόγια: «Μάθε στην πράξη»." },
  "home: reasons.text": { title: "Σε μία γραμμή", description: "Τι σημαίνει για έναν φοιτητή." },
  "home: joining": {
    title: "Τι σημαίνει να γίνεις μέλος",
    description: "Δίπλα στους λόγους, με το κουμπί «Γίνε μέλος».",
  },
  "home: joining.cost": { title: "Πόσο κοστίζει", description: "«Δωρεάν: χωρίς συνδρομή.»" },
  "home: joining.time": {
    title: "Πόσο χρόνο",
    description: "«Μία συνάντηση την εβδομάδα, και όσο περισσότερο θέλεις.»",
  },
  "home: joining.who": {
    title: "Ποιος μπορεί να γίνει μέλος",
    description: "«Κάθε φοιτητής και φοιτήτρια ({{university}}), από κάθε σχολή και έτος.»",
  },
  "home: joining.afterApplying": {
    title: "Μετά την αίτηση",
    description:
      "Τι γίνεται όταν κάποιος στείλει τη φόρμα μέλους, σε λίγα βήματα (αριθμημένη λίστα): ποιος απαντά, πόσο γρήγορα, τι ακολουθεί.",
  },
  "home: aboutUs": { title: "Ποιοι είμαστε" },
  "home: figures": {
    title: "Η οργάνωση σε αριθμούς",
    description:
      "Κάτω από το «Ποιοι είμαστε»: τα ονόματα των αριθμών της ταυτότητας που εμφανίζονται, με τη σειρά (έτος ίδρυσης της οργάνωσης, πανεπιστήμια, μέλη). Η αρχική σελίδα λέει κάθε αριθμό μία φορά: τα κείμενά της δεν τους ξαναναφέρουν.",
    nouns: { a: "αριθμού", one: "αριθμός", other: "αριθμοί" },
  },
  "home: figures[]": {
    pattern: "Μία λέξη από γράμματα, που αρχίζει με πεζό, όπως studentsReached.",
  },
  "home: mission": { title: "Αποστολή" },
  "home: mission.tagline": { title: "Σύνθημα" },
  "home: mission.summary": {
    title: "Σε μία πρόταση",
    description:
      "Κάτω από το σύνθημα στη σελίδα «Ποιοι είμαστε» (/about), πάνω από ολόκληρο το κείμενο.",
  },
  "home: mission.text": {
    title: "Κείμενο",
    description: "Ολόκληρο το κείμενο, στη σελίδα «Ποιοι είμαστε» (/about#mission, /about#vision).",
  },
  "home: vision": { title: "Όραμα" },
  "home: vision.tagline": { title: "Σύνθημα" },
  "home: vision.summary": {
    title: "Σε μία πρόταση",
    description:
      "Κάτω από το σύνθημα στη σελίδα «Ποιοι είμαστε» (/about), πάνω από ολόκληρο το κείμενο.",
  },
  "home: vision.text": {
    title: "Κείμενο",
    description: "Ολόκληρο το κείμενο, στη σελίδα «Ποιοι είμαστε» (/about#mission, /about#vision).",
  },
  "home: partnerPitch": {
    title: "Πρόταση προς τις εταιρείες",
    description:
      "Μία ή δύο προτάσεις για εταιρείες, στην αρχική σελίδα πάνω από τα λογότυπα των συνεργατών, με σύνδεσμο στη σελίδα των συνεργατών.",
  },
  "home: whereWeAre": { title: "Πού βρισκόμαστε", description: "Δίπλα στον χάρτη." },
  "home: photos": {
    title: "Φωτογραφίες",
    description:
      "Η ζωή στην τοπική ομάδα: αρχεία στο app/assets/photos/, πλάτους τουλάχιστον 1280 px.",
    nouns: { a: "φωτογραφίας", one: "φωτογραφία", other: "φωτογραφίες" },
  },
  "home: photos.image": { title: "Εικόνα" },
  "home: photos.alt": { title: "Τι δείχνει" },
  "home: photos.focus": {
    title: "Σημείο εστίασης",
    description:
      "Πού βρίσκεται το θέμα, ώστε να το κρατά κάθε περικοπή: κάνε κλικ πάνω του στην εικόνα. Αλλιώς, το κέντρο.",
  },
  "home: examples": {
    title: "Τιμές παραδείγματος που μένουν να αντικατασταθούν",
    description:
      "Τα πεδία αυτού του αρχείου που έχουν ακόμη προσωρινές τιμές, όπως τα ονομάζει η δημιουργία του ιστότοπου (emails.general, members[0].name). Αντικατάστησε μια τιμή και μετά αφαίρεσέ την από αυτή τη λίστα.",
    nouns: { a: "πεδίου", one: "πεδίο", other: "πεδία" },
  },
  "partners: collaborationsText": {
    title: "Συνεργασίες",
    description:
      "Γιατί οι εταιρείες συνεργάζονται με την τοπική ομάδα: μια σύντομη παρουσίαση στην κορυφή της σελίδας, πάνω από το κοινό σε αριθμούς.",
  },
  "partners: figures": {
    title: "Το κοινό μας σε αριθμούς",
    description:
      "Τα ονόματα των αριθμών της ταυτότητας που ενδιαφέρουν τις εταιρείες, με τη σειρά (φοιτητές που φτάνουμε, εκδηλώσεις τον χρόνο...).",
    nouns: { a: "αριθμού", one: "αριθμός", other: "αριθμοί" },
  },
  "partners: figures[]": {
    pattern: "Μία λέξη από γράμματα, που αρχίζει με πεζό, όπως studentsReached.",
  },
  "partners: formats": {
    title: "Τρόποι συνεργασίας",
    description:
      "Οι μορφές που μπορεί να επιλέξει μια εταιρεία, μία κάρτα για την καθεμία, με αυτή τη σειρά.",
    nouns: { a: "μορφής", one: "μορφή", other: "μορφές" },
  },
  "partners: formats.title": {
    title: "Τίτλος",
    description: "Το όνομα της μορφής: «Πρόκληση hackathon».",
  },
  "partners: formats.description": {
    title: "Περιγραφή",
    description: "Μία ή δύο προτάσεις: τι φέρνει η εταιρεία και τι παίρνει.",
  },
  "partners: formats.gets": {
    title: "Τι παίρνει η εταιρεία",
    description:
      "Σύντομες γραμμές, όπως συγκρίνει προσφορές μια εταιρεία: «Το λογότυπό σου στη σελίδα και στις αφίσες της εκδήλωσης», «Μια θέση στην κριτική επιτροπή», «Χρόνος για προσλήψεις».",
    nouns: { a: "οφέλους", one: "όφελος", other: "οφέλη" },
  },
  "partners: audience": {
    title: "Ποιους θα γνωρίσεις",
    description:
      "Τι ρωτά ένας υπεύθυνος προσλήψεων για τους φοιτητές, πέρα από τους αριθμούς: τι σπουδάζουν, πού, σε ποιο έτος.",
  },
  "partners: audience.fieldsOfStudy": {
    title: "Πεδία σπουδών",
    description: "Τι σπουδάζουν οι φοιτητές που φτάνουμε: «Μηχανικοί υπολογιστών», «Design».",
    nouns: { a: "πεδίου σπουδών", one: "πεδίο σπουδών", other: "πεδία σπουδών" },
  },
  "partners: audience.universities": {
    title: "Πανεπιστήμια",
    description: "Πού σπουδάζουν.",
    nouns: { a: "πανεπιστημίου", one: "πανεπιστήμιο", other: "πανεπιστήμια" },
  },
  "partners: audience.yearsOfStudy": {
    title: "Έτη σπουδών",
    description: "«Προπτυχιακοί, από το πρώτο έτος», «Μεταπτυχιακοί».",
    nouns: { a: "έτους σπουδών", one: "έτος σπουδών", other: "έτη σπουδών" },
  },
  "partners: examples": {
    title: "Τιμές παραδείγματος που μένουν να αντικατασταθούν",
    description:
      "Τα πεδία αυτού του αρχείου που έχουν ακόμη προσωρινές τιμές, όπως τα ονομάζει η δημιουργία του ιστότοπου (emails.general, members[0].name). Αντικατάστησε μια τιμή και μετά αφαίρεσέ την από αυτή τη λίστα.",
    nouns: { a: "πεδίου", one: "πεδίο", other: "πεδία" },
  },
});
