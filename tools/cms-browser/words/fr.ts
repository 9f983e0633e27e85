/**
 * The content manager's words in French (tools/cms-browser/words.ts): its own parts' words, Decap
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
  optional: "facultatif",
  add: (item: string) => `Ajouter ${item}`,
  addInLanguage: (item: string, language: string) => `Ajouter ${item} (${language.toLowerCase()})`,
  otherInterfaceHint: (language: string) =>
    `Afficher le gestionnaire de contenu en ${language.toLowerCase()}`,
  mistakes: (count: number) =>
    `Non enregistré\u00a0: ${count === 1 ? "1 erreur" : `${count} erreurs`} à corriger (le site ne pourrait pas être compilé ainsi)`,
  refusal: (count: number) =>
    `${count === 1 ? "1 erreur à corriger, indiquée" : `${count} erreurs à corriger, listées`} en bas à droite.`,
  close: "Fermer",
  datePlaceholder: "jj/mm/aaaa",
  timePlaceholder: "hh:mm",
  timeLabel: (field: string) => `${field}\u00a0: heure (sur 24 heures)`,
  timeZoneNote: (zone: string) => `fuseau horaire ${zone}`,
  calendar: (field: string) => `${field}\u00a0: choisir le jour dans un calendrier`,
  dateProblem: (field: string) =>
    `${field}\u00a0: écrivez la date sous la forme jour/mois/année, par exemple 05/12/2025`,
  timeProblem: (field: string) =>
    `${field}\u00a0: écrivez l’heure sur 24 heures, par exemple 09:00 ou 18:30`,
  renamed: (original: string, saved: string, taken: string) =>
    `${original} est envoyée sous le nom ${saved}\u00a0: ${taken} est déjà une autre image, qui reste telle quelle.`,
  uploaded: (original: string, saved: string) => `${original} est envoyée sous le nom ${saved}.`,
  stripped: (located: boolean) =>
    located
      ? "Le lieu de la prise de vue (GPS) et les données de l’appareil ont été retirés du fichier\u00a0; l’image est inchangée."
      : "Les données de l’appareil ont été retirées du fichier\u00a0; l’image est inchangée.",
  neverReplaced: (name: string) =>
    `${name} est déjà une autre image\u00a0: elle n’a pas été remplacée. Envoyez à nouveau la nouvelle\u00a0: elle recevra un nom à elle.`,
  otherEntry: (held: string, named: string) =>
    `Ce formulaire contient ${held}, mais l’adresse indique ${named}\u00a0: rien n’a été enregistré. Ouvrez depuis la liste l’entrée que vous voulez modifier.`,
  newEntry: "une nouvelle entrée",
  until: (day: string) => `jusqu’au ${day}`,
  focus: {
    places: [
      "En haut à gauche",
      "En haut",
      "En haut à droite",
      "À gauche",
      "Au centre",
      "À droite",
      "En bas à gauche",
      "En bas",
      "En bas à droite",
    ],
    middle: "Le centre (aucun point focal choisi)",
    at: (across: number, down: number) => `${across} % depuis la gauche, ${down} % depuis le haut`,
    loading: "Chargement de l’image…",
    choosePictureFirst:
      "Choisissez d’abord l’image ci-dessus\u00a0: elle s’affiche ici, et un clic sur le sujet fixe le point focal. En attendant, choisissez une position ci-dessous.",
    wideBand: "Un bandeau large",
    square: "Un carré",
    group: (described: string) => `Point focal\u00a0: ${described}`,
    picture: (described: string) =>
      `L’image, avec son point focal\u00a0: ${described}. Cliquez sur le sujet, ou déplacez le point avec les flèches du clavier.`,
    orChoose: "Ou choisissez une position",
  },
  event: "Événement",
};

export const decap: CmsLanguageFile["decap"] = {
  collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
  editor: {
    editorToolbar: { changesSaved: "Aucune modification non enregistrée" },
    editorControl: { field: { optional: "facultatif" } },
  },
  ui: { toast: { onFailToPersist: "Non enregistré. %{details}" } },
};

export const entries: CmsLanguageFile["entries"] = {
  events: {
    label: "Événements",
    description:
      "Un fichier par événement. Son adresse (slug) et son nom de fichier se choisissent une seule fois, à sa création.",
  },
  site: {
    label: "Groupe local",
    description: "L’identité du groupe local, son équipe, ses sponsors et les textes des pages.",
  },
  identity: {
    label: "Identité",
    description: "Les noms, adresses et liens utilisés par toutes les pages.",
  },
  team: { label: "Équipe", description: "Le bureau, une carte chacun, dans l’ordre du carrousel." },
  sponsors: {
    label: "Sponsors",
    description: "Les logos de la page des partenaires, dans l’ordre.",
  },
  quotes: {
    label: "Citations",
    description:
      "Les mots d’étudiants et de partenaires, pour la page d’accueil, celle des partenaires et celles des événements.",
  },
  home: { label: "Page d’accueil", description: "Les textes et les photos de la page d’accueil." },
  partners: { label: "Page des partenaires", description: "Le texte de la page des partenaires." },
};

/** A function, so that the browser's script, which never calls it, leaves these words out (a text
 * with a value in it, such as the time zone, would otherwise keep them all). */
export const fields: CmsLanguageFile["fields"] = () => ({
  "events: slug": {
    title: "Adresse",
    description: `L’adresse de la page sans la barre oblique, telle qu’elle figure sur les affiches\u00a0: robotics-night donne /robotics-night et /${second}/robotics-night. Lettres, chiffres et tirets simples, 80 au plus.`,
    pattern: "Lettres, chiffres et tirets simples, comme robotics-night\u00a0; 80 au plus.",
  },
  "events: kind": {
    title: "Type",
    description:
      "Ce que la carte et la page affichent au-dessus du titre, et le calendrier de type d’événement où il figure.",
  },
  "events: title": { title: "Titre", description: "Le nom de l’événement." },
  "events: series": {
    title: "Série",
    description:
      "Pour un événement qui revient (chaque année, par exemple)\u00a0: le même nom dans le fichier de chaque édition, comme student-tech-clash. La page de chaque édition renvoie alors aux autres.",
    pattern: "Minuscules, chiffres et tirets simples, comme student-tech-clash.",
  },
  "events: start": {
    title: "Début",
    description: `Jour et heure dans le fuseau horaire du groupe local (${zone}).`,
  },
  "events: end": {
    title: "Fin",
    description: `Jour et heure dans le fuseau horaire du groupe local (${zone}), après le début. À partir de là, l’événement compte comme passé.`,
  },
  "events: repeat": {
    title: "Répétition",
    description:
      "Pour un événement hebdomadaire (ou toutes les quelques semaines), comme la réunion de la semaine\u00a0: Début et Fin sont sa première date, et toutes les dates ont les mêmes horaires. Les pages et les listes montrent la prochaine date\u00a0; les calendriers reçoivent un seul événement récurrent.",
  },
  "events: repeat.every": {
    title: "Toutes les combien de semaines",
    description: "1 (par défaut)\u00a0: chaque semaine\u00a0; 2\u00a0: une semaine sur deux.",
  },
  "events: repeat.days": {
    title: "Jours",
    description:
      "Les jours de la semaine où il a lieu (dans le fichier\u00a0: monday, tuesday…). La première date (Début) doit tomber l’un de ces jours.",
    nouns: { a: "un jour", one: "jour", other: "jours" },
  },
  "events: repeat.days[]": {
    optionLabels: {
      monday: "Lundi",
      tuesday: "Mardi",
      wednesday: "Mercredi",
      thursday: "Jeudi",
      friday: "Vendredi",
      saturday: "Samedi",
      sunday: "Dimanche",
    },
  },
  "events: repeat.until": {
    title: "Dernier jour",
    description:
      "Aucune date après ce jour (la fin de l’année universitaire, par exemple), au plus 5 ans après la première date. Laissez vide pour un événement sans fin\u00a0: le site affiche alors ses dates jusqu’à 5 ans après la première, et la liste des tâches du bureau le signale quatre semaines avant qu’elles ne s’épuisent. L’événement compte comme passé une fois sa dernière date terminée.",
  },
  "events: repeat.skip": {
    title: "Dates annulées",
    description:
      "Les dates de la série qui n’ont pas lieu (vacances, examens), chacune l’une de ses dates, 366 au plus.",
    nouns: { a: "une date", one: "date", other: "dates" },
  },
  "events: status": {
    title: "Statut",
    description:
      "A lieu (par défaut) ou Annulé. Gardez le fichier d’un événement annulé\u00a0: sa page, sa carte et les calendriers des abonnés indiquent alors qu’il est annulé.",
    optionLabels: { scheduled: "A lieu (par défaut)", cancelled: "Annulé" },
  },
  "events: flagship": {
    title: "Événement phare",
    description:
      "La page d’accueil met cet événement en avant jusqu’à sa fin, devant un autre dont les inscriptions ouvrent plus tôt. Seulement pour un événement à venir\u00a0: retirez la marque une fois qu’il est passé (un événement terminé ne la garde que si son fichier ne change pas).",
  },
  "events: place": {
    title: "Lieu",
    description:
      "Laissez vide tant qu’il n’est pas connu\u00a0: la page et la liste indiquent « Lieu communiqué prochainement ».",
  },
  "events: place.name": {
    title: "Nom",
    description:
      "Tel que les gens le connaissent\u00a0: « Salle 1B, campus principal » ou « En ligne ». Laissez vide tant qu’il n’est pas connu\u00a0: la page indique « Lieu communiqué prochainement ».",
  },
  "events: place.address": {
    title: "Adresse postale",
    description:
      "Avec la ville, pour les cartes et les calendriers. Laissez vide tant qu’elle n’est pas connue.",
  },
  "events: place.online": { title: "En ligne uniquement" },
  "events: image": {
    title: "Image",
    description:
      "Un fichier dans app/assets/events/\u00a0: au format paysage, d’au moins 1200 × 630 px. Elle ouvre la page, la carte et les aperçus sur les réseaux sociaux.",
  },
  "events: imageAlt": {
    title: "Ce que montre l’image",
    description: "Pour les personnes qui ne peuvent pas la voir.",
  },
  "events: imageFocus": {
    title: "Point focal de l’image",
    description:
      "Où se trouve le sujet, pour que chaque recadrage le garde (la carte, le bandeau sur mobile, l’aperçu sur les réseaux)\u00a0: cliquez dessus dans l’image. Sinon, le centre.",
  },
  "events: summary": {
    title: "Résumé",
    description:
      "Une ou deux phrases pour la liste des événements et les calendriers. Avec une page, au moins 50 caractères\u00a0: une fois l’événement terminé, ce texte décrit la page aux moteurs de recherche jusqu’à ce que le bilan soit écrit.",
  },
  "events: partner": {
    title: "Entreprise partenaire",
    description:
      "L’entreprise avec laquelle l’événement a été organisé, écrite comme elle s’écrit (par ex. EY). La page des partenaires présente les événements passés avec un partenaire comme partenariats passés. Laissez vide s’il n’y en a pas ou s’il ne faut pas la nommer.",
  },
  "events: audience": { title: "Qui peut participer" },
  "events: teamSize": {
    title: "Taille des équipes",
    description: "Pour les événements où l’on participe en équipe.",
  },
  "events: teamSize.min": { title: "Au moins" },
  "events: teamSize.max": { title: "Au plus" },
  "events: price": { title: "Prix", description: "Laissez vide si la participation est gratuite." },
  "events: price.amount": { title: "Montant" },
  "events: price.currency": {
    title: "Devise",
    description: "EUR, GBP, CHF ou USD.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Livre sterling (£)",
      CHF: "Franc suisse (CHF)",
      USD: "Dollar américain ($)",
    },
  },
  "events: price.from": { title: "Prix de départ", description: "Affiché « à partir de 199 € »." },
  "events: promoCode": {
    title: "Code promo",
    description: "Les textes l’affichent avec {{promoCode}}.",
  },
  "events: prizes": {
    title: "Prix",
    description: "Le meilleur d’abord, en chiffres quand il y en a.",
    nouns: { a: "un prix", one: "prix", other: "prix" },
  },
  "events: prizes.amount": {
    title: "Montant",
    description:
      "Le prix en chiffres, affiché en grand (10000 s’affiche 10 000 €). Laissez vide pour un prix qui n’est pas de l’argent.",
  },
  "events: prizes.currency": {
    title: "Devise",
    description: "EUR, GBP, CHF ou USD\u00a0: nécessaire avec un montant.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Livre sterling (£)",
      CHF: "Franc suisse (CHF)",
      USD: "Dollar américain ($)",
    },
  },
  "events: prizes.for": {
    title: "Pour",
    description:
      "Sous le chiffre\u00a0: « première place », « une carte cadeau pour chaque membre de l’équipe gagnante »\u00a0; le prix entier s’il n’y a pas de montant.",
  },
  "events: partners": {
    title: "Partenaires",
    description:
      "Les entreprises derrière l’événement, par leur nom court (id) dans le fichier des sponsors, comme example-systems\u00a0: leur logo et leur nom figurent sur la page de l’événement avant, pendant et après.",
    nouns: { a: "un partenaire", one: "partenaire", other: "partenaires" },
  },
  "events: partners[]": {
    pattern: "Minuscules, chiffres et tirets simples, comme example-systems.",
  },
  "events: registration": {
    title: "Inscriptions",
    description: "Laissez vide quand il n’y a rien à quoi s’inscrire.",
  },
  "events: registration.url": {
    title: "Formulaire",
    description: "Le formulaire ou la page externe, ouvert dans un nouvel onglet.",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "events: registration.action": {
    title: "Bouton",
    description: "Le texte du bouton, dans la langue de la page.",
  },
  "events: registration.opens": {
    title: "Premier jour d’inscription",
    description:
      "Quand les inscriptions n’ouvrent pas tout de suite\u00a0: jusqu’à ce jour, le bouton indique quand elles ouvrent.",
  },
  "events: registration.deadline": {
    title: "Dernier jour d’inscription",
    description: `Le bouton se ferme à la fin de ce jour, dans le fuseau horaire du groupe local (${zone}). Sinon, les inscriptions ferment à la fin de l’événement.`,
  },
  "events: registration.note": {
    title: "Remarque",
    description: "À côté du bouton, par ex. le compte e-mail que le formulaire demande.",
  },
  "events: page": {
    title: "Page",
    description: "La page de l’événement. Laissez vide pour une simple entrée de la liste.",
  },
  "events: page.intro": {
    title: "Introduction",
    description:
      "Une ou deux phrases qui ouvrent la page\u00a0; c’est aussi sa description pour les moteurs de recherche (au moins 50 caractères).",
  },
  "events: page.sections": {
    title: "Sections",
    description: "Les blocs de la page, dans l’ordre.",
    nouns: { a: "une section", one: "section", other: "sections" },
  },
  "events: page.sections.heading": { title: "Titre" },
  "events: page.sections.text": { title: "Texte" },
  "events: page.sections.shown": {
    title: "Affiché",
    description:
      "Avant (par défaut)\u00a0: jusqu’à la fin de l’événement, pour ce qui est à venir\u00a0: comment s’inscrire, quoi apporter, le programme\u00a0; après\u00a0: une fois qu’il est terminé\u00a0; toujours\u00a0: les deux, pour un texte qui reste vrai ensuite.",
    optionLabels: {
      before: "Jusqu’à la fin de l’événement (par défaut)",
      after: "Une fois terminé",
      always: "Toujours",
    },
  },
  "events: page.steps": { title: "Programme", description: "Étapes numérotées." },
  "events: page.steps.heading": { title: "Titre" },
  "events: page.steps.items": {
    title: "Étapes",
    description: "Autant dans chaque langue.",
    nouns: { a: "une étape", one: "étape", other: "étapes" },
  },
  "events: page.steps.shown": {
    title: "Affiché",
    description:
      "Avant (par défaut)\u00a0: jusqu’à la fin de l’événement, pour une liste de ce qui est à venir\u00a0; après\u00a0: une fois qu’il est terminé\u00a0; toujours\u00a0: les deux, pour un texte qui reste vrai ensuite.",
    optionLabels: {
      before: "Jusqu’à la fin de l’événement (par défaut)",
      after: "Une fois terminé",
      always: "Toujours",
    },
  },
  "events: page.agenda": {
    title: "Déroulé",
    description:
      "La journée heure par heure, dans l’ordre\u00a0: affiché jusqu’à la fin de l’événement.",
    nouns: { a: "une étape", one: "étape", other: "étapes" },
  },
  "events: page.agenda.time": {
    title: "Heure",
    description: `Heures et minutes dans le fuseau horaire du groupe local (${zone}), comme 09:30.`,
    pattern: "Une heure comme 09:30.",
  },
  "events: page.agenda.title": { title: "Ce qui se passe" },
  "events: page.benefits": { title: "Ce que les participants en retirent" },
  "events: page.benefits.heading": { title: "Titre" },
  "events: page.benefits.items": {
    title: "Avantages",
    description: "Autant dans chaque langue.",
    nouns: { a: "un avantage", one: "avantage", other: "avantages" },
  },
  "events: page.benefits.shown": {
    title: "Affiché",
    description:
      "Avant (par défaut)\u00a0: jusqu’à la fin de l’événement, pour une liste de ce qui est à venir\u00a0; après\u00a0: une fois qu’il est terminé\u00a0; toujours\u00a0: les deux, pour un texte qui reste vrai ensuite.",
    optionLabels: {
      before: "Jusqu’à la fin de l’événement (par défaut)",
      after: "Une fois terminé",
      always: "Toujours",
    },
  },
  "events: page.faq": {
    title: "Questions et réponses",
    description: "Affichées en accordéon.",
    nouns: { a: "une question", one: "question", other: "questions" },
  },
  "events: page.faq.question": { title: "Question" },
  "events: page.faq.answer": { title: "Réponse" },
  "events: page.faq.shown": {
    title: "Affiché",
    description:
      "Avant (par défaut)\u00a0: jusqu’à la fin de l’événement, pour les questions sur la participation\u00a0; après\u00a0: une fois qu’il est terminé\u00a0; toujours\u00a0: les deux, pour un texte qui reste vrai ensuite.",
    optionLabels: {
      before: "Jusqu’à la fin de l’événement (par défaut)",
      after: "Une fois terminé",
      always: "Toujours",
    },
  },
  "events: page.sectionNavigation": {
    title: "Navigation entre sections",
    description:
      "Pour une longue page\u00a0: une flèche vers la première section, un point par section et des sections qui apparaissent en fondu.",
  },
  "events: page.repeatRegistration": {
    title: "Bouton aussi à la fin",
    description: "Répéter le bouton d’inscription en bas de la page.",
  },
  "events: contacts": { title: "Contacts" },
  "events: contacts.emails": {
    title: "Adresses e-mail",
    description: "À qui écrire. Sinon\u00a0: l’adresse événements de l’identité.",
    nouns: { a: "une adresse e-mail", one: "adresse e-mail", other: "adresses e-mail" },
  },
  "events: contacts.emails[]": { pattern: "Une adresse e-mail, comme nom@example.org." },
  "events: contacts.people": {
    title: "Organisateurs",
    description: "Les personnes à qui écrire nommément ({{organisers}}).",
    nouns: { a: "un organisateur", one: "organisateur", other: "organisateurs" },
  },
  "events: contacts.people.name": { title: "Nom" },
  "events: contacts.people.email": {
    title: "E-mail",
    pattern: "Une adresse e-mail, comme nom@example.org.",
  },
  "events: contacts.community": {
    title: "Liens vers la communauté",
    description: "Afficher notre Instagram et notre groupe WhatsApp.",
  },
  "events: contacts.links": {
    title: "Autres liens",
    nouns: { a: "un lien", one: "lien", other: "liens" },
  },
  "events: contacts.links.label": { title: "Libellé" },
  "events: contacts.links.url": {
    title: "Adresse",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "events: recap": {
    title: "Bilan",
    description:
      "Ce qui s’est passé, une fois l’événement terminé\u00a0: sa page s’ouvre alors dessus. Jusqu’à la fin de l’événement, il reste caché.",
  },
  "events: recap.outcome": {
    title: "Résultat en une ligne",
    description:
      "Au passé, pour la liste des événements et les temps forts de la page d’accueil\u00a0: « Douze équipes ont présenté leurs idées\u00a0; AgentDesk a gagné. »",
  },
  "events: recap.summary": {
    title: "Retour sur l’événement",
    description:
      "Un ou deux paragraphes au passé\u00a0: qui est venu, ce qu’ils ont fait, ce qui en est sorti.",
  },
  "events: recap.photos": {
    title: "Photos",
    description:
      "De 1 à 24, la meilleure d’abord\u00a0: la première représente aussi l’événement dans les temps forts.",
    nouns: { a: "une photo", one: "photo", other: "photos" },
  },
  "events: recap.photos.image": {
    title: "Photo",
    description:
      "Un fichier dans app/assets/events/recaps/\u00a0: une photo telle qu’un téléphone la prend (JPEG, PNG ou WebP, au moins 1200 px sur le grand côté).",
  },
  "events: recap.photos.alt": {
    title: "Ce qu’elle montre",
    description:
      "Pour les personnes qui ne peuvent pas la voir\u00a0: « Quatre étudiants présentent leur projet au jury ».",
  },
  "events: recap.photos.focus": {
    title: "Point focal",
    description:
      "Où se trouve le sujet (un visage, un panneau), pour que le recadrage carré de la galerie le garde\u00a0: cliquez dessus dans la photo. Sinon, le centre.",
  },
  "events: recap.results": {
    title: "Résultats",
    description: "Les gagnants et ce qui en est sorti, le meilleur d’abord.",
    nouns: { a: "un résultat", one: "résultat", other: "résultats" },
  },
  "events: recap.figures": {
    title: "En chiffres",
    description: "Participants, équipes, universités…",
    nouns: { a: "un chiffre", one: "chiffre", other: "chiffres" },
  },
  "events: recap.figures.value": {
    title: "Nombre",
    description: "Chiffres uniquement\u00a0: 48, 1500.",
  },
  "events: recap.figures.label": {
    title: "Ce qu’il compte",
    description: "Sous le nombre\u00a0: « participants », « équipes », « universités ».",
  },
  "events: recap.partner": {
    title: "Partenaire remercié",
    description:
      "Sinon, l’entreprise partenaire de l’événement (s’il y en a une) est remerciée, avec son logo de sponsor.",
  },
  "events: recap.partner.name": {
    title: "Nom",
    description: "L’entreprise, écrite comme elle s’écrit.",
  },
  "events: recap.partner.logo": {
    title: "Logo",
    description:
      "Un fichier dans app/assets/sponsors/. Sinon\u00a0: le logo du sponsor de ce nom, s’il y en a un.",
  },
  "events: recap.partner.url": {
    title: "Site web",
    description: "Sinon\u00a0: le site web du sponsor de ce nom, s’il y en a un.",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "events: recap.partnerOutcomes": {
    title: "Ce que les partenaires en ont retiré",
    description:
      "Les entreprises partenaires de l’événement, par leur nom court dans le fichier des sponsors, et ce que chacune en a retiré. La page des partenaires les affiche, avec un lien vers cette page\u00a0: écrivez-le ici seulement.",
    nouns: { a: "un partenaire", one: "partenaire", other: "partenaires" },
  },
  "events: recap.partnerOutcomes.partner": {
    title: "Partenaire",
    description:
      "Le nom court du partenaire dans app/content/sponsors.yaml (son id), comme example-systems.",
    pattern: "Minuscules, chiffres et tirets simples, comme example-systems.",
  },
  "events: recap.partnerOutcomes.outcomes": {
    title: "Ce qui en est sorti",
    description:
      "Des lignes courtes au passé\u00a0: « A lancé le défi », « A recruté deux stagiaires », « A donné une conférence sur l’IA agentique ».",
    nouns: { a: "un résultat", one: "résultat", other: "résultats" },
  },
  "events: examples": {
    title: "Valeurs d’exemple encore à remplacer",
    description:
      "Les champs de ce fichier qui contiennent encore des valeurs provisoires, tels que la compilation les nomme (emails.general, members[0].name). Remplacez une valeur, puis retirez-la de cette liste.",
    nouns: { a: "un champ", one: "champ", other: "champs" },
  },
  "identity: url": {
    title: "Adresse du site",
    description:
      "Où le site est publié, sans barre oblique à la fin, par ex. https://owner.github.io/repository ou https://www.your-chapter.example. Les liens canoniques, le plan du site, les cartes pour les réseaux sociaux et les calendriers l’utilisent\u00a0; son chemin est celui sous lequel le site est servi.",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "identity: chapterName": {
    title: "Nom du groupe local",
    description:
      "Tel qu’il apparaît dans les titres, à côté du logo et dans la ligne de copyright.",
  },
  "identity: languages": {
    title: "Langues",
    description:
      "Les langues du site en codes, la première à / et chacune des autres sous /code\u00a0: [en, it]. Chacune a besoin de ses textes d’interface (app/i18n/<code>.ts) et de chaque texte du contenu dans cette langue.",
    nouns: { a: "une langue", one: "langue", other: "langues" },
  },
  "identity: timeZone": {
    title: "Fuseau horaire",
    description:
      "L’heure du groupe local, telle que la nomme la base de données des fuseaux horaires IANA\u00a0: une région et une ville, comme Europe/Paris, Europe/Lisbon ou Europe/Athens. Chaque jour et chaque heure du contenu (le début et la fin d’un événement, une date limite, le déroulé) sont à l’heure locale de ce lieu, été comme hiver, et c’est ainsi que les pages les communiquent aux calendriers et aux moteurs de recherche.",
  },
  "identity: organisation": { title: "Organisation internationale" },
  "identity: organisation.name": {
    title: "Nom",
    description: "Le nom court de l’organisation internationale, utilisé dans le texte.",
  },
  "identity: organisation.url": {
    title: "Site web",
    description: "Son site, en lien dans le pied de page (sans lui, pas de lien).",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "identity: university": { title: "Université" },
  "identity: university.name": {
    title: "Nom",
    description: "Son nom officiel, utilisé dans les textes.",
  },
  "identity: university.nameWithArticle": {
    title: "Nom avec son article",
    description:
      "Pour les langues qui mettent un article devant le nom (en italien\u00a0: « l’Università degli Studi », « la Scuola Superiore »). Sinon, les textes utilisent le nom seul.",
  },
  "identity: university.mailDomain": {
    title: "Domaine e-mail des étudiants",
    description:
      "Le domaine des comptes e-mail des étudiants, sans le @ (certains formulaires d’inscription demandent un tel compte, et le texte d’un événement peut le dire avec {{mailDomain}}).",
  },
  "identity: city": { title: "Ville sur la carte" },
  "identity: city.name": { title: "Ville", description: "Son nom dans chaque langue." },
  "identity: city.country": {
    title: "Pays",
    description:
      "Le nom du pays dans chaque langue, pour la description de la carte. La page À propos affiche la carte quand le pays, son code et les coordonnées sont tous renseignés.",
  },
  "identity: city.countryCode": {
    title: "Code du pays",
    description:
      "Code numérique ISO 3166-1 du pays, mis en évidence sur la carte (France\u00a0: 250, Belgique\u00a0: 056).",
  },
  "identity: city.latitude": {
    title: "Latitude",
    description: "Degrés décimaux, par ex. 45.0703.",
  },
  "identity: city.longitude": {
    title: "Longitude",
    description: "Degrés décimaux, par ex. 7.6869.",
  },
  "identity: emails": { title: "Adresses e-mail" },
  "identity: emails.general": {
    title: "Général",
    description: "Pour tout\u00a0: la page /about et la réunion de la semaine.",
    pattern: "Une adresse e-mail, comme nom@example.org.",
  },
  "identity: emails.events": {
    title: "Événements",
    description:
      "Questions sur les événements et les inscriptions\u00a0: le contact d’un événement s’il n’en indique pas un à lui.",
    pattern: "Une adresse e-mail, comme nom@example.org.",
  },
  "identity: emails.partners": {
    title: "Partenaires",
    description: "Entreprises et partenariats\u00a0: les pages /partners et /about.",
    pattern: "Une adresse e-mail, comme nom@example.org.",
  },
  "identity: social": {
    title: "Réseaux sociaux",
    description:
      "En lien dans le pied de page et là où une page invite à suivre le groupe local\u00a0; un profil laissé vide n’a pas de lien.",
  },
  "identity: social.instagram": {
    title: "Profil Instagram",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "identity: social.linkedin": {
    title: "Page LinkedIn",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "identity: social.whatsappGroup": {
    title: "Groupe WhatsApp",
    description: "Son lien d’invitation.",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "identity: links": { title: "Autres sites", description: "Ouverts dans un nouvel onglet." },
  "identity: links.courses": {
    title: "Formations",
    description: "La page des formations (barre de navigation\u00a0; absente sans elle).",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "identity: links.joinUs": {
    title: "Adhérer",
    description:
      "Le formulaire d’adhésion (barre de navigation, page d’accueil). Sinon, « Adhérer » écrit un e-mail à l’adresse générale.",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "identity: links.privacyPolicy": {
    title: "Politique de confidentialité",
    description: "Pied de page (absente sans elle).",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "identity: figures": {
    title: "Chiffres",
    description:
      "Chaque nombre que le site donne sur l’organisation et le groupe local, à un seul endroit\u00a0: les pages les listent par leur nom (home.yaml, partners.yaml) et les textes les utilisent sous la forme {{name}}, écrits à la manière de chaque langue.",
    nouns: { a: "un chiffre", one: "chiffre", other: "chiffres" },
  },
  "identity: figures.name": {
    title: "Nom",
    description:
      "Comment les textes l’utilisent\u00a0: members donne {{members}}\u00a0; les pages d’accueil et des partenaires listent les chiffres par ce nom.",
    pattern: "Un mot en lettres, qui commence par une minuscule, comme studentsReached.",
  },
  "identity: figures.value": {
    title: "Nombre",
    description: "Chiffres uniquement\u00a0: 1500, pas 1 500 ni 1.500.",
  },
  "identity: figures.plus": {
    title: "Ou plus",
    description: "Affiché avec un plus\u00a0: « 90+ ».",
  },
  "identity: figures.year": {
    title: "Une année",
    description: "Écrite telle quelle (1989), sans séparateur de milliers.",
  },
  "identity: figures.network": {
    title: "De tout le réseau",
    description:
      "Un chiffre de tout le réseau, pas du groupe local (son année de fondation, ses universités, ses membres)\u00a0: la page des partenaires montre l’audience du groupe local lui-même et ne l’accepte pas.",
  },
  "identity: figures.label": {
    title: "Ce qu’il compte",
    description: "Sous le chiffre\u00a0: « universités du réseau ».",
  },
  "identity: demonstration": {
    title: "Site de démonstration",
    description:
      "Oui\u00a0: le site est un exemple, le dit sur chaque page en une ligne discrète et peut contenir des valeurs d’exemple. Non (un vrai groupe local)\u00a0: la compilation s’arrête tant qu’il reste une valeur d’exemple, et les liste.",
  },
  "identity: repository": {
    title: "Dépôt du code source",
    description:
      "L’adresse web du code du site (par ex. https://github.com/owner/name). La ligne d’une démonstration renvoie à « Start your chapter » dans son guide du bureau (docs/board-guide.md).",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "identity: logo": {
    title: "Logo",
    description:
      "Un fichier dans app/assets/identity/ (SVG, JPEG, PNG ou WebP\u00a0; SVG de préférence)\u00a0: un symbole carré, blanc sur fond transparent, affiché dans la barre de navigation sur la couleur principale. Le favicon, les icônes pour téléphones et la carte pour les réseaux sociaux des pages sans image propre en sont tirés, sur la couleur principale, à chaque compilation.",
  },
  "identity: brand": {
    title: "Couleurs de la marque",
    description:
      "Les couleurs du site dans les deux thèmes. Une couleur sur laquelle le texte serait difficile à lire (contraste inférieur à 4,5:1) est refusée, avec chaque paire qui échoue, son rapport et la couleur la plus proche qui passe.",
  },
  "identity: brand.primary": {
    title: "Couleur principale",
    description:
      "La barre, les bandeaux et les liens, avec du texte blanc dessus (#rrggbb, par ex. #1b4f9c)\u00a0; les teintes plus sombres du thème sombre en sont tirées.",
  },
  "identity: brand.accent": {
    title: "Couleur d’accent",
    description:
      "L’action principale de chaque écran, avec du texte foncé dessus, et les traits sous les chiffres (#rrggbb, par ex. #ffd23f).",
  },
  "identity: examples": {
    title: "Valeurs d’exemple encore à remplacer",
    description:
      "Les champs de ce fichier qui contiennent encore des valeurs provisoires, tels que la compilation les nomme (emails.general, members[0].name). Remplacez une valeur, puis retirez-la de cette liste.",
    nouns: { a: "un champ", one: "champ", other: "champs" },
  },
  "team: members": {
    title: "Membres",
    description:
      "Une carte chacun, dans l’ordre du carrousel. S’il n’y en a aucun, la page /about n’affiche que les adresses e-mail du groupe local.",
    nouns: { a: "un membre", one: "membre", other: "membres" },
  },
  "team: members.name": { title: "Nom", description: "Nom complet, le titre de la carte." },
  "team: members.role": {
    title: "Rôle",
    description:
      "La carte affiche son nom dans la langue de la page\u00a0: Trésorière ou Trésorier (le champ suivant dit lequel).",
  },
  "team: members.roleForm": {
    title: "Forme du rôle",
    description:
      "Beaucoup de langues écrivent la plupart des rôles d’une façon pour une femme et d’une autre pour un homme (Secrétaire pour les deux, mais Trésorière ou Trésorier, Présidente ou Président). La carte utilise dans chaque langue la forme choisie ici.",
    optionLabels: {
      feminine: "Féminin (Présidente, Trésorière)",
      masculine: "Masculin (Président, Trésorier)",
    },
  },
  "team: members.roleLabel": {
    title: "Rôle tel qu’il s’écrit pour cette personne",
    description:
      "Quand les mots habituels du rôle ne conviennent pas à la personne (un rôle partagé, un adjoint)\u00a0: le rôle tel que la carte doit le dire, dans chaque langue.",
  },
  "team: members.photo": {
    title: "Portrait",
    description:
      "Un fichier dans app/assets/team/\u00a0: carré, d’au moins 480 px de large (JPEG, PNG ou WebP).",
  },
  "team: members.photoFocus": {
    title: "Point focal du portrait",
    description:
      "Où se trouve le visage, quand le portrait n’est pas carré\u00a0: cliquez dessus dans l’image (x à l’horizontale, y à la verticale, chacun de 0 à 1\u00a0; sinon, le centre).",
  },
  "team: members.email": {
    title: "E-mail",
    description: "La carte écrit à cette adresse.",
    pattern: "Une adresse e-mail, comme nom@example.org.",
  },
  "team: examples": {
    title: "Valeurs d’exemple encore à remplacer",
    description:
      "Les champs de ce fichier qui contiennent encore des valeurs provisoires, tels que la compilation les nomme (emails.general, members[0].name). Remplacez une valeur, puis retirez-la de cette liste.",
    nouns: { a: "un champ", one: "champ", other: "champs" },
  },
  "sponsors: sponsors": {
    title: "Sponsors",
    description:
      "Dans l’ordre de la page des partenaires. S’il n’y en a aucun, la page invite à la place le premier partenaire.",
    nouns: { a: "un sponsor", one: "sponsor", other: "sponsors" },
  },
  "sponsors: sponsors.name": {
    title: "Nom",
    description:
      "Le nom de l’entreprise\u00a0: ce qu’entendent les personnes qui ne voient pas le logo. Sinon, le logo s’appelle « Sponsor N ».",
  },
  "sponsors: sponsors.id": {
    title: "Nom court",
    description:
      "Un nom court en minuscules et tirets, comme example-systems, par lequel le bilan d’un événement nomme ce partenaire (recap.partnerOutcomes). Nécessaire seulement pour un partenaire nommé ainsi.",
    pattern: "Minuscules, chiffres et tirets simples, comme example-systems.",
  },
  "sponsors: sponsors.logo": {
    title: "Logo",
    description:
      "Un fichier dans app/assets/sponsors/ (SVG, JPEG, PNG ou WebP)\u00a0: SVG de préférence, avec une taille (width et height, ou une viewBox)\u00a0; le site le publie tel que sa vérification le réécrit.",
  },
  "sponsors: sponsors.url": {
    title: "Site web",
    description: "S’ouvre dans un nouvel onglet.",
    pattern: "Une adresse web qui commence par https://, comme https://www.example.org.",
  },
  "sponsors: examples": {
    title: "Valeurs d’exemple encore à remplacer",
    description:
      "Les champs de ce fichier qui contiennent encore des valeurs provisoires, tels que la compilation les nomme (emails.general, members[0].name). Remplacez une valeur, puis retirez-la de cette liste.",
    nouns: { a: "un champ", one: "champ", other: "champs" },
  },
  "quotes: quotes": {
    title: "Citations",
    description:
      "Les mots d’étudiants et de partenaires. La page d’accueil affiche la première de chaque, la page des partenaires celles des partenaires, le bilan d’un événement celles qui en parlent.",
    nouns: { a: "une citation", one: "citation", other: "citations" },
  },
  "quotes: quotes.from": {
    title: "Qui l’a dit",
    description:
      "Étudiant ou partenaire\u00a0: la page d’accueil affiche les mots d’un étudiant et ceux d’un partenaire, la page des partenaires ceux des partenaires.",
    optionLabels: { student: "Un étudiant", partner: "Une personne d’une entreprise partenaire" },
  },
  "quotes: quotes.text": {
    title: "Mots",
    description: "Ce qui a été dit, sans guillemets\u00a0; dans chaque langue.",
  },
  "quotes: quotes.name": { title: "Nom", description: "Comme la personne veut être nommée." },
  "quotes: quotes.role": {
    title: "Ce qu’elle étudie, ou son rôle",
    description:
      "Pour un étudiant, ce qu’il étudie et où (« Master Génie informatique »)\u00a0; pour un partenaire, son rôle (« Head of Talent »).",
  },
  "quotes: quotes.company": {
    title: "Entreprise",
    description: "Pour un partenaire\u00a0: l’entreprise, écrite comme elle s’écrit.",
  },
  "quotes: quotes.portrait": {
    title: "Portrait",
    description:
      "Un fichier dans app/assets/quotes/\u00a0: carré, d’au moins 480 px de large (JPEG, PNG ou WebP). Demandez d’abord l’accord de la personne.",
  },
  "quotes: quotes.portraitFocus": {
    title: "Point focal du portrait",
    description:
      "Où se trouve le visage, quand le portrait n’est pas carré\u00a0: cliquez dessus dans l’image. Sinon, le centre.",
  },
  "quotes: quotes.event": {
    title: "Événement",
    description:
      "L’adresse (slug) de l’événement dont parlent ces mots, comme student-tech-clash\u00a0: son bilan les affiche aussi.",
  },
  "quotes: examples": {
    title: "Valeurs d’exemple encore à remplacer",
    description:
      "Les champs de ce fichier qui contiennent encore des valeurs provisoires, tels que la compilation les nomme (emails.general, members[0].name). Remplacez une valeur, puis retirez-la de cette liste.",
    nouns: { a: "un champ", one: "champ", other: "champs" },
  },
  "home: heading": {
    title: "Promesse",
    description:
      "Le titre principal de la page, sur la bannière\u00a0: ce qu’un étudiant gagne à adhérer, en quelques mots (le nom du groupe local est écrit au-dessus).",
  },
  "home: intro": {
    title: "Introduction",
    description: "Sous la promesse, sur la bannière\u00a0: qui vous êtes, en une phrase.",
  },
  "home: banner": {
    title: "Bannière",
    description: "Un fichier dans app/assets/photos/, d’au moins 1920 px de large.",
  },
  "home: banner.image": { title: "Image" },
  "home: banner.alt": { title: "Ce qu’elle montre" },
  "home: banner.focus": {
    title: "Point focal",
    description:
      "Où se trouve le sujet, pour que chaque recadrage le garde\u00a0: cliquez dessus dans l’image. Sinon, le centre.",
  },
  "home: reasons": {
    title: "Pourquoi nous rejoindre",
    description: "Trois ou quatre raisons, chacune avec un titre et une ligne.",
    nouns: { a: "une raison", one: "raison", other: "raisons" },
  },
  "home: reasons.title": {
    title: "Raison",
    description: "En quelques mots\u00a0: « Apprendre par la pratique ».",
  },
  "home: reasons.text": {
    title: "En une ligne",
    description: "Ce que cela apporte à un étudiant.",
  },
  "home: joining": {
    title: "Nous rejoindre, concrètement",
    description: "À côté des raisons, avec le bouton Adhérer.",
  },
  "home: joining.cost": {
    title: "Ce que ça coûte",
    description: "« Gratuit\u00a0: pas de cotisation. »",
  },
  "home: joining.time": {
    title: "Combien de temps",
    description: "« Une réunion par semaine, et plus si vous le souhaitez. »",
  },
  "home: joining.who": {
    title: "Qui peut adhérer",
    description:
      "« Tous les étudiants de notre université ({{university}}), quelles que soient leur filière et leur année. »",
  },
  "home: joining.afterApplying": {
    title: "Après votre candidature",
    description:
      "Ce qui se passe une fois que quelqu’un a envoyé le formulaire d’adhésion, en quelques étapes (une liste numérotée)\u00a0: qui répond, dans quel délai, la suite.",
  },
  "home: aboutUs": { title: "Qui sommes-nous" },
  "home: figures": {
    title: "L’association en chiffres",
    description:
      "Sous « Qui sommes-nous »\u00a0: les noms des chiffres de l’identité à afficher, dans l’ordre (l’année de fondation de l’organisation, les universités, les membres). La page d’accueil donne chaque chiffre une seule fois\u00a0: ses textes ne les renomment pas.",
    nouns: { a: "un chiffre", one: "chiffre", other: "chiffres" },
  },
  "home: figures[]": {
    pattern: "Un mot en lettres, qui commence par une minuscule, comme studentsReached.",
  },
  "home: mission": { title: "Mission" },
  "home: mission.tagline": { title: "Accroche" },
  "home: mission.summary": {
    title: "En une phrase",
    description: "Sous l’accroche de la page À propos (/about), au-dessus du texte complet.",
  },
  "home: mission.text": {
    title: "Texte",
    description: "Le texte complet, sur la page À propos (/about#mission, /about#vision).",
  },
  "home: vision": { title: "Vision" },
  "home: vision.tagline": { title: "Accroche" },
  "home: vision.summary": {
    title: "En une phrase",
    description: "Sous l’accroche de la page À propos (/about), au-dessus du texte complet.",
  },
  "home: vision.text": {
    title: "Texte",
    description: "Le texte complet, sur la page À propos (/about#mission, /about#vision).",
  },
  "home: partnerPitch": {
    title: "Devenez partenaire",
    description:
      "Une ou deux phrases pour les entreprises, sur la page d’accueil au-dessus des logos des partenaires, avec un lien vers la page des partenaires.",
  },
  "home: whereWeAre": { title: "Où nous trouver", description: "À côté de la carte." },
  "home: photos": {
    title: "Photos",
    description:
      "La vie du groupe\u00a0: des fichiers dans app/assets/photos/, d’au moins 1280 px de large.",
    nouns: { a: "une photo", one: "photo", other: "photos" },
  },
  "home: photos.image": { title: "Image" },
  "home: photos.alt": { title: "Ce qu’elle montre" },
  "home: photos.focus": {
    title: "Point focal",
    description:
      "Où se trouve le sujet, pour que chaque recadrage le garde\u00a0: cliquez dessus dans l’image. Sinon, le centre.",
  },
  "home: examples": {
    title: "Valeurs d’exemple encore à remplacer",
    description:
      "Les champs de ce fichier qui contiennent encore des valeurs provisoires, tels que la compilation les nomme (emails.general, members[0].name). Remplacez une valeur, puis retirez-la de cette liste.",
    nouns: { a: "un champ", one: "champ", other: "champs" },
  },
  "partners: collaborationsText": {
    title: "Partenariats",
    description:
      "Pourquoi les entreprises travaillent avec le groupe local\u00a0: un court argumentaire en haut de la page, au-dessus de l’audience en chiffres.",
  },
  "partners: figures": {
    title: "Notre audience en chiffres",
    description:
      "Les noms des chiffres de l’identité qui intéressent les entreprises, dans l’ordre (étudiants touchés, événements par an…).",
    nouns: { a: "un chiffre", one: "chiffre", other: "chiffres" },
  },
  "partners: figures[]": {
    pattern: "Un mot en lettres, qui commence par une minuscule, comme studentsReached.",
  },
  "partners: formats": {
    title: "Nos formules de partenariat",
    description: "Les formats qu’une entreprise peut choisir, une carte chacun, dans cet ordre.",
    nouns: { a: "un format", one: "format", other: "formats" },
  },
  "partners: formats.title": {
    title: "Titre",
    description: "Le nom du format\u00a0: « Défi de hackathon ».",
  },
  "partners: formats.description": {
    title: "Description",
    description: "Une ou deux phrases\u00a0: ce que l’entreprise apporte et ce qu’elle obtient.",
  },
  "partners: formats.gets": {
    title: "Ce que l’entreprise obtient",
    description:
      "Des lignes courtes, comme une entreprise compare des offres\u00a0: « Votre logo sur la page et les affiches de l’événement », « Une place dans le jury », « Un créneau de recrutement ».",
    nouns: { a: "un avantage", one: "avantage", other: "avantages" },
  },
  "partners: audience": {
    title: "Qui vous allez rencontrer",
    description:
      "Ce qu’un recruteur demande sur les étudiants, en plus des chiffres\u00a0: ce qu’ils étudient, où, en quelle année.",
  },
  "partners: audience.fieldsOfStudy": {
    title: "Filières",
    description:
      "Ce qu’étudient les étudiants que vous touchez\u00a0: « Génie informatique », « Design ».",
    nouns: { a: "une filière", one: "filière", other: "filières" },
  },
  "partners: audience.universities": {
    title: "Universités",
    description: "Où ils étudient.",
    nouns: { a: "une université", one: "université", other: "universités" },
  },
  "partners: audience.yearsOfStudy": {
    title: "Années d’études",
    description: "« Licence, dès la première année », « Master ».",
    nouns: { a: "une année d’études", one: "année d’études", other: "années d’études" },
  },
  "partners: examples": {
    title: "Valeurs d’exemple encore à remplacer",
    description:
      "Les champs de ce fichier qui contiennent encore des valeurs provisoires, tels que la compilation les nomme (emails.general, members[0].name). Remplacez une valeur, puis retirez-la de cette liste.",
    nouns: { a: "un champ", one: "champ", other: "champs" },
  },
});
