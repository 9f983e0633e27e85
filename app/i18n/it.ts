import type { Messages } from "./en";

/** Italian interface texts. Typed against `en.ts`: a missing or extra key is a type error. */
export const it: Messages = {
  // Navigation bar
  home: "Home",
  events: "Eventi",
  partners: "Partner",
  contactus: "Contattaci",
  courses: "Corsi",
  joinus: "Unisciti a noi",
  mainNavigation: "Principale",
  menu: "Menu",
  homeLinkLabel: "{{chapter}}, home",
  languageButtonLabel: "Lingua: italiano",
  languageMenuLabel: "Scegli la lingua",
  skipToContent: "Vai al contenuto principale",
  opensInNewTab: "(si apre in una nuova scheda)",

  // Footer
  footerAbout: "Chi siamo",
  footerFollowUs: "Seguici",
  footerLegal: "Note legali",
  organisationSite: "{{organisation}} internazionale",
  chapterLink: "Il nostro chapter",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  whatsappGroup: "Gruppo WhatsApp",
  privacyPolicy: "Informativa sulla privacy",
  socialLinks: "Social",
  copyright: "© {{year}} {{chapter}}. Tutti i diritti riservati.",

  // Home page
  homeTitle: "{{chapter}}: studenti di tecnologia presso {{universityWithArticle}}",
  homeDescription:
    "{{chapter}} è il chapter locale di {{organisation}} presso {{universityWithArticle}}: eventi, corsi, competizioni e collaborazioni con le aziende per gli studenti di tecnologia.",
  homeHeading: "{{chapter}}",
  aboutus: "Chi siamo",
  mission: "Missione",
  vision: "Visione",
  whereWeAre: "Dove siamo",
  mapAlt: "Mappa dell'Europa con {{city}}, sede del nostro chapter, segnata in {{country}}",
  lifeInTheChapter: "La vita nel chapter",

  // Team (/about)
  aboutTitle: "Contattaci: il team di {{chapter}}",
  aboutDescription:
    "Conosci il direttivo di {{chapter}} e scrivici: presidente, segretario, risorse umane e relazioni aziendali.",
  ourteam: "Il nostro team",
  clickcards: "Clicca sulle card per contattarci",
  writeTo: "Scrivi a",
  teamMembers: "Membri del team",
  carouselPrevious: "Membro precedente",
  carouselNext: "Membro successivo",
  carouselPause: "Pausa",
  carouselPlay: "Riproduci",
  carouselSlide: "{{index}} di {{total}}",
  otherContacts: "Altri modi per contattarci",
  generalContact: "Per tutto il resto, scrivi a",
  corporateContact: "Le aziende interessate a collaborare con noi possono scrivere a",
  president: "Presidente",
  secretary: "Segretario",
  treasurer: "Tesoriere",
  hr: "Risorse umane",
  cr: "Relazioni aziendali",

  // Partners
  partnersTitle: "Partner e sponsor di {{chapter}}",
  partnersDescription:
    "Le aziende che sostengono {{chapter}} e come la tua azienda può collaborare con gli studenti di tecnologia presso {{universityWithArticle}}.",
  collaborations: "Collaborazioni",
  ourpartners: "I nostri partner",
  sponsorAlt: "Sponsor {{number}}",
  becomePartner: "Diventa partner",

  // Events
  eventsTitle: "Eventi di {{chapter}}",
  eventsDescription:
    "Prossimi eventi ed eventi passati di {{chapter}}: riunioni, workshop, hackathon, competizioni e viaggi per gli studenti presso {{universityWithArticle}}.",
  upcomingevents: "Prossimi eventi",
  pastevents: "Eventi passati",
  noEvents: "Nessun evento in programma al momento",
  learnMore: "Scopri di più",
  addToCalendar: "Aggiungi al calendario",
  when: "Quando",
  where: "Dove",
  "kind-meeting": "Riunione",
  "kind-workshop": "Workshop",
  "kind-hackathon": "Hackathon",
  "kind-ideas-day": "Giornata di idee",
  "kind-trip": "Viaggio",
  "kind-competition": "Competizione",
  applicationsClosed: "ISCRIZIONI CHIUSE",
  eventCancelled: "Questo evento è stato annullato.",
  applyNow: "ISCRIVITI ORA",
  apply: "CANDIDATI",
  signUp: "ISCRIVITI!",

  // Event pages
  eventPageTitle: "{{event}}: un evento di {{chapter}}",
  applyBy: "Iscrizioni entro il",
  eventEnded: "Questo evento si è concluso.",
  seeUpcomingEvents: "Vedi i prossimi eventi",
  teams: "Squadre",
  teamSizeRange: "da {{min}} a {{max}} persone",
  teamSizeExact: "{{size}} persone",
  audience: "Chi può partecipare",
  price: "Prezzo",
  priceFrom: "da {{price}}",
  online: "Online",
  prizes: "Premi",
  faq: "Domande frequenti",
  questions: "Domande?",
  writeToUs: "Scrivici a",
  organisers: "Organizzatori",
  community: "Entra nella community",
  sections: "Sezioni della pagina",
  scrollDown: "Scorri fino a: {{section}}",

  // Not found
  notFoundTitle: "Pagina non trovata",
  notFoundText: "La pagina che cerchi non esiste o è stata spostata.",
  notFoundHome: "Vai alla home page",
};
