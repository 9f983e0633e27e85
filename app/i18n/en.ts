/**
 * English interface texts: the source of truth. Every key here must exist in `it.ts`
 * (the type check fails otherwise). Keys are flat; `{{name}}` is filled in by the component.
 * The keys in lower case without separators (ourteam, aboutustext, ...) are the ones the
 * specification names.
 */
export const en = {
  // Navigation bar
  home: "Home",
  events: "Events",
  partners: "Partners",
  contactus: "Contact us",
  courses: "Courses",
  joinus: "Join us",
  mainNavigation: "Main",
  menu: "Menu",
  homeLinkLabel: "{{chapter}}, home",
  languageButtonLabel: "Language: English",
  languageMenuLabel: "Choose a language",
  skipToContent: "Skip to main content",
  opensInNewTab: "(opens in a new tab)",

  // Footer
  footerAbout: "About",
  footerFollowUs: "Follow us",
  footerLegal: "Legal",
  organisationSite: "{{organisation}} international",
  chapterLink: "Our chapter",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  whatsappGroup: "WhatsApp group",
  privacyPolicy: "Privacy Policy",
  socialLinks: "Social media",
  copyright: "© {{year}} {{chapter}}. All rights reserved.",

  // Home page
  homeTitle: "{{chapter}}: technology students at {{university}}",
  homeDescription:
    "{{chapter}} is the local chapter of {{organisation}} at {{university}}: events, courses, competitions and company partnerships for technology students.",
  homeHeading: "{{chapter}}",
  homeJoinUs: "Join us",
  homeSeeEvents: "See events",
  nextEvent: "Next event",
  nextEventLink: "About the event",
  noNextEvent: "The next event is being planned",
  noNextEventText: "Follow us to hear about it first, or add our events to your calendar.",
  subscribeToEvents: "Subscribe to our events",
  ourPartnersStrip: "Our partners",
  allPartners: "Meet our partners",
  aboutus: "About us",
  associationFigures: "{{organisation}} in figures",
  mission: "Mission",
  vision: "Vision",
  whereWeAre: "Where we are",
  findUsCampus: "Campus",
  findUsEmail: "E-mail",
  allContacts: "All our contacts",
  mapAlt: "Map of Europe with {{city}}, the home of our chapter, marked in {{country}}",
  lifeInTheChapter: "Life in the chapter",

  // Team (/about)
  aboutTitle: "Contact us: the team of {{chapter}}",
  aboutDescription:
    "Meet the board of {{chapter}} and write to us: the president, the secretary, human resources and corporate relations.",
  ourteam: "Our team",
  clickcards: "Click on the cards to contact us",
  writeAnEmail: "Write an e-mail",
  teamMembers: "Team members",
  carouselPrevious: "Previous team member",
  carouselNext: "Next team member",
  carouselPause: "Pause",
  carouselPlay: "Play",
  carouselSlide: "{{index}} of {{total}}",
  contactAddresses: "Our e-mail addresses",
  generalContact: "Questions about the chapter",
  corporateContact: "Companies and partnerships",
  president: "President",
  secretary: "Secretary",
  treasurer: "Treasurer",
  hr: "Human resources",
  cr: "Corporate relations",

  // Partners
  partnersTitle: "Partners and sponsors of {{chapter}}",
  partnersDescription:
    "The companies that support {{chapter}}, and how your company can collaborate with technology students at {{university}}.",
  collaborations: "Collaborations",
  ourpartners: "Our partners",
  sponsorAlt: "Sponsor {{number}}",
  becomePartner: "Become a partner",
  audienceFigures: "Our audience in figures",
  collaborationFormats: "Ways to collaborate",
  pastCollaborations: "Past collaborations",
  withPartner: "with {{partner}}",
  workWithUs: "Work with us",
  workWithUsText:
    "Tell us about your company and what you have in mind: we will shape the collaboration together.",
  orWriteTo: "or write to",
  partnershipSubject: "Partnership with {{chapter}}",

  // Events
  eventsTitle: "Events of {{chapter}}",
  eventsDescription:
    "Upcoming and past events of {{chapter}}: meetings, workshops, hackathons, competitions and trips for students of {{university}}.",
  upcomingevents: "Upcoming events",
  pastevents: "Past events",
  noEvents: "No events scheduled yet",
  followTheChapter: "Follow the chapter to hear about the next event first:",
  subscribeCalendar: "Subscribe to our calendar",
  learnMore: "Learn More",
  addToCalendar: "Add to calendar",
  when: "When",
  where: "Where",
  "kind-meeting": "Meeting",
  "kind-workshop": "Workshop",
  "kind-hackathon": "Hackathon",
  "kind-ideas-day": "Ideas day",
  "kind-trip": "Trip",
  "kind-competition": "Competition",
  applicationsClosed: "APPLICATIONS CLOSED",
  eventCancelled: "This event is cancelled.",
  applyNow: "APPLY NOW",
  apply: "APPLY",
  signUp: "SIGN UP!",

  // Calendars: the subscribe section of the events page, and the feeds themselves
  subscribeHeading: "Subscribe to our calendar",
  subscribeText:
    "Add our events to your calendar once and it stays up to date: new events, changes and cancellations appear by themselves.",
  subscribeApp: "Subscribe in your calendar app",
  subscribeGoogle: "Add to Google Calendar",
  subscribeOutlook: "Add to Outlook",
  subscribeAddress: "Address of the calendar, to copy",
  subscribeAddressHint:
    'Another calendar? Copy this address into its "add calendar from URL" or "subscribe" option.',
  subscribeKinds: "Only some kinds of event",
  subscribeKindsText: "Each of these is a calendar of its own:",
  "kinds-meeting": "Meetings",
  "kinds-workshop": "Workshops",
  "kinds-hackathon": "Hackathons",
  "kinds-ideas-day": "Ideas days",
  "kinds-trip": "Trips",
  "kinds-competition": "Competitions",
  calendarName: "{{chapter}} events",
  calendarKindName: "{{chapter}}: {{kind}}",
  calendarReminder: "Tomorrow: {{event}}",
  calendarCancelledTitle: "Cancelled: {{event}}",

  // Event pages
  eventPageTitle: "{{event}}: an event by {{chapter}}",
  applyBy: "Apply by",
  eventEnded: "This event has ended.",
  seeUpcomingEvents: "See the upcoming events",
  teams: "Teams",
  teamSizeRange: "{{min}}–{{max}} people",
  teamSizeExact: "{{size}} people",
  audience: "Who can take part",
  price: "Price",
  priceFrom: "from {{price}}",
  online: "Online",
  prizes: "Prizes",
  faq: "Frequently asked questions",
  questions: "Questions?",
  writeToUs: "Write to us at",
  organisers: "Organisers",
  community: "Join the community",
  sections: "Sections of the page",
  scrollDown: "Scroll down to: {{section}}",
  keyFacts: "Key facts",

  // Not found
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  notFoundHome: "Go to the home page",
} satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
