/**
 * English interface texts: the source of truth. Every key here must exist in every other
 * language's file (`it.ts`, `de.ts`, ...: the type check fails otherwise). Keys are flat;
 * `{{name}}` is filled in by the component. A text that counts something is one form per plural
 * category (`{ one: "{{size}} person", other: "{{size}} people" }`): each language gives the
 * categories `Intl.PluralRules` has for it (Polish: one, few, many, other), and the caller gives
 * the number (`count`). The keys in lower case without separators (ourteam, aboutustext, ...) are
 * the ones the specification names.
 */
export const en = {
  // Navigation bar
  home: "Home",
  events: "Events",
  partners: "Partners",
  contactus: "Contact us",
  courses: "Courses",
  joinus: "Join us",
  joinUsSubject: "Joining {{chapter}}",
  mainNavigation: "Main",
  menu: "Menu",
  languageButtonLabel: "Language: English",
  languageMenuLabel: "Choose a language",
  skipToContent: "Skip to main content",
  opensInNewTab: "(opens in a new tab)",

  // Footer
  footerSite: "{{chapter}}",
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
  demonstrationNotice:
    "A demonstration site: {{chapter}} is an example chapter, and its names, figures and addresses are made up.",
  demonstrationLink: "Start your chapter's site",

  // Home page
  homeTitle: "{{chapter}}: technology students at {{university}}",
  homeDescription:
    "{{chapter}} is the local chapter of {{organisation}} at {{university}}: events, courses, competitions and company partnerships for technology students.",
  whyJoin: "Why join",
  joiningHeading: "What joining involves",
  joiningCost: "Cost",
  joiningTime: "Time",
  joiningWho: "Who can join",
  partnerWithUs: "Partner with us",
  nextEvent: "Next event",
  noNextEvent: "The next event is being planned",
  noNextEventCalendarText: "Add our events to your calendar to hear about the next one first.",
  noNextEventText: "Follow us to hear about it first, or add our events to your calendar.",
  allPartners: "Meet our partners",
  aboutus: "About us",
  associationFigures: "{{organisation}} in figures",
  mission: "Mission",
  vision: "Vision",
  whereWeAre: "Where we are",
  missionAndVision: "Mission and vision",
  /** The heading and words of the About page's last band, before "Join us". */
  aboutJoinHeading: "Become one of us",
  findUsCampus: "Campus",
  findUsEmail: "E-mail",
  mapTitle: "Map of Europe",
  mapAlt: "Map of Europe marking {{city}}, {{country}}, the home of our chapter",
  lifeInTheChapter: "Life in the chapter",

  // Team (/about)
  aboutTitle: "About us: the team of {{chapter}}",
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
  generalContact: "Questions about the chapter",
  corporateContact: "Companies and partnerships",
  president: "President",
  secretary: "Secretary",
  treasurer: "Treasurer",
  hr: "Human resources",
  cr: "Corporate relations",
  // The same roles for a woman (roleForm: feminine): Italian writes some differently.
  presidentFeminine: "President",
  secretaryFeminine: "Secretary",
  treasurerFeminine: "Treasurer",
  hrFeminine: "Human resources",
  crFeminine: "Corporate relations",

  // Partners
  partnersTitle: "Partners and sponsors of {{chapter}}",
  partnersDescription:
    "The companies that support {{chapter}}, and how your company can collaborate with technology students at {{university}}.",
  partnershipPitch: "Collaborations",
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
  partnershipSubject: "Partnership with {{chapter}} (from the partners page)",

  // Proof: voices, what partners got, the partners page's offer and contact
  voicesHeading: "In their own words",
  partnerVoices: "What partners say",
  formatGets: "What you get",
  askAboutFormat: "Ask us about it",
  formatSubject: "{{format}}: partnership with {{chapter}} (from the partners page)",
  audienceHeading: "Who you meet",
  fieldsOfStudy: "Fields of study",
  /** Under the number of fields of study, on the partners page's figures. */
  fieldsOfStudyCount: { one: "field of study", other: "fields of study" },
  universitiesList: "Universities",
  yearsOfStudy: "Years of study",
  partnershipDeck: "Partnership deck (PDF, {{size}})",
  yourContact: "Your contact",

  // Events
  eventsTitle: "Events of {{chapter}}",
  eventsDescription:
    "Upcoming and past events of {{chapter}}: meetings, workshops, hackathons, competitions and trips for students of {{university}}.",
  upcomingevents: "Upcoming events",
  pastevents: "Past events",
  noEvents: "No events scheduled yet",
  recentHighlights: "Recent highlights",
  recapLink: "See the recap",
  followTheChapter: "Follow the chapter to hear about the next event first:",
  learnMore: "Learn more",
  addToCalendar: "Add to calendar",
  when: "When",
  where: "Where",
  kindMeeting: "Meeting",
  kindWorkshop: "Workshop",
  kindHackathon: "Hackathon",
  kindIdeasDay: "Ideas day",
  kindTrip: "Trip",
  kindCompetition: "Competition",
  applicationsClosed: "Applications closed",
  applicationsClosedOn: "Applications closed on {{date}}",
  eventCancelled: "This event is cancelled.",
  applyNow: "Apply now",
  apply: "Apply",
  signUp: "Sign up!",

  // Calendars: the subscribe section of the events page, and the feeds themselves
  subscribeHeading: "Subscribe to our calendar",
  subscribe: "Subscribe to the calendar",
  subscribeIn: "Subscribe in {{app}}",
  subscribeText:
    "Add our events to your calendar once and it stays up to date: new events, changes and cancellations appear by themselves.",
  subscribeAddress: "Address of the calendar, to copy",
  subscribeAddressHint:
    'Another calendar? Copy this address into its "add calendar from URL" or "subscribe" option.',
  subscribeKinds: "Only some kinds of event",
  subscribeKindsText: "Each of these is a calendar of its own:",
  kindMeetingPlural: "Meetings",
  kindWorkshopPlural: "Workshops",
  kindHackathonPlural: "Hackathons",
  kindIdeasDayPlural: "Ideas days",
  kindTripPlural: "Trips",
  kindCompetitionPlural: "Competitions",
  calendarName: "{{chapter}} events",
  calendarKindName: "{{chapter}}: {{kind}}",
  calendarReminder: "Tomorrow: {{event}}",
  calendarCancelledTitle: "Cancelled: {{event}}",

  // Event pages
  eventPageTitle: "{{event}}: an event by {{chapter}}",
  eventEnded: "This event has ended.",
  seeAllEvents: "See all events",
  teams: "Teams",
  teamSize: { one: "{{size}} person", other: "{{size}} people" },
  audience: "Who can take part",
  price: "Price",
  priceFrom: "from {{price}}",
  /** An event whose file gives no price: taking part costs nothing (its card, its facts). */
  free: "Free",
  prizes: "Prizes",
  agenda: "Agenda",
  /** Above the logos and names of an event's partners, on its page. */
  eventPartnersLabel: "With the support of",
  /** A link from an event's address to a map of it (another site). */
  mapLink: "Open the map",
  faq: "Frequently asked questions",
  questions: "Questions?",
  writeToUs: "Write to us at",
  organisers: "Organisers",
  community: "Join the community",
  sections: "Sections of the page",
  scrollDown: "Scroll down to: {{section}}",
  keyFacts: "Key facts",
  placeToBeAnnounced: "Location to be announced",
  happeningToday: "Today",
  happeningNow: "Happening now",
  repeatsWeekly: "Every {{days}}, {{time}}",
  repeatsEveryWeeks: {
    one: "Every week on {{days}}, {{time}}",
    other: "Every {{weeks}} weeks on {{days}}, {{time}}",
  },
  nextDate: "next: {{date}}",
  applicationsOpenOn: "Applications open on {{date}}",
  recapHeading: "What happened",
  recapPhotos: "Photos",
  recapResults: "Results",
  recapFigures: "In figures",
  recapThanks: "With thanks to",
  galleryOpen: "Enlarge photo {{index}} of {{total}}",
  galleryPhoto: "Photo {{index}} of {{total}}",
  galleryClose: "Close",
  nextSteps: "What comes next",
  nextEdition: "Next edition",
  /** Before the previous edition's name on an event's page, its colon as the language writes it. */
  lastEdition: "Last edition:",
  partnerNextOne: "Partner with us on the next one",
  partnerNextOneText:
    "Bring your company's challenge, talk or prize to our next event, and meet the students who take part.",
  hearNextEdition: "Hear about the next edition",
  hearNextEditionText:
    "Subscribe to our “{{kinds}}” calendar: the next one appears in it as soon as it is planned. Or follow us:",

  // Not found
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  notFoundHome: "Go to the home page",
  notFoundNext: "See what is coming up, or join the students who make it happen.",
  somethingWentWrong: "Something went wrong",

  // The next step on every page: the home page's lead event, the event page's Apply bar, an
  // ended event's way to the next one, what happens after joining
  applyByDate: "Apply by {{date}}",
  openUntilEvent: "Applications open until the event starts",
  meetingInvitation: "Come and meet us",
  archiveHighlights: "From our archive",
  alsoComingUp: "Also coming up",
  afterApplying: "After you apply",
} satisfies Record<string, Message>;

/** The forms of a text that counts something, by plural category (`Intl.PluralRules`): `other`
 * always, and each other category the language has. */
export type PluralText = Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>> & {
  other: string;
};

/** An interface text: one sentence, or one per plural category. */
export type Message = string | PluralText;

export type MessageKey = keyof typeof en;

/** Every language's interface texts: English's keys, each a sentence where English has one and
 * the forms of a count where English has them. */
export type Messages = {
  [Key in MessageKey]: (typeof en)[Key] extends string ? string : PluralText;
};
