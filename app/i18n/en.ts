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
  homeIntro: "Technology students of {{university}}, part of a network across Europe.",
  bannerAlt: "Students of the chapter together in front of the Alps",
  aboutus: "About us",
  aboutustext:
    "We are the local chapter of {{organisation}} at {{university}}. {{organisation}} is a non-governmental, non-profit organisation of students of technical universities across Europe. Founded in 1989, it has grown into a network of thousands of members in more than 90 universities. Here in {{city}} we organise events, courses and competitions, and we work with companies so that students meet the world of work before they graduate.",
  mission: "Mission",
  missionTagline: "Developing skills",
  missiontext:
    "We help students develop the skills that lectures alone do not teach: working in a team, leading a project, speaking in public and solving real problems under pressure. Our workshops, hackathons and case studies are built together with companies and universities, so that what you learn is what the world of work asks for.",
  vision: "Vision",
  visionTagline: "Empowering Diversity",
  visiontext:
    "We believe technology is better when it is made by many different people. We bring together students of every discipline, country and background, and give each of them the chance to contribute, to lead and to grow, in {{city}} and across Europe.",
  whereWeAre: "Where we are",
  whereWeAreText:
    "Our chapter is one of more than 90 across Europe. You find us in {{city}}, at {{university}}.",
  mapAlt: "Map of Europe with {{city}}, the home of our chapter, marked in {{country}}",
  lifeInTheChapter: "Life in the chapter",
  groupPhotoOneAlt: "Chapter members together at one of our events",
  groupPhotoTwoAlt: "Chapter members working in teams during a workshop",

  // Team (/about)
  aboutTitle: "Contact us: the team of {{chapter}}",
  aboutDescription:
    "Meet the board of {{chapter}} and write to us: the president, the secretary, human resources and corporate relations.",
  ourteam: "Our team",
  clickcards: "Click on the cards to contact us",
  writeTo: "Write to",
  teamMembers: "Team members",
  carouselPrevious: "Previous team member",
  carouselNext: "Next team member",
  carouselPause: "Pause",
  carouselPlay: "Play",
  carouselSlide: "{{index}} of {{total}}",
  otherContacts: "Other ways to reach us",
  generalContact: "For anything else, write to",
  corporateContact: "Companies interested in working with us can write to",
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
  collaborationstext:
    "Companies work with us to meet motivated technology students: we organise hackathons, workshops, case studies and company visits together, and give partners visibility across our events and channels. If your company would like to collaborate, contact us.",
  ourpartners: "Our partners",
  sponsorAlt: "Sponsor {{number}}",
  becomePartner: "Become a partner",

  // Events
  eventsTitle: "Events of {{chapter}}",
  eventsDescription:
    "Upcoming and past events of {{chapter}}: meetings, workshops, hackathons, competitions and trips for students of {{university}}.",
  upcomingevents: "Upcoming events",
  pastevents: "Past events",
  noEvents: "No events scheduled yet",
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
  applyNow: "APPLY NOW",
  apply: "APPLY",
  signUp: "SIGN UP!",

  // Event pages
  eventPageTitle: "{{event}}: an event by {{chapter}}",
  applyBy: "Apply by",
  teams: "Teams",
  teamSizeRange: "{{min}}–{{max}} people",
  teamSizeExact: "{{size}} people",
  audience: "Who can take part",
  price: "Price",
  online: "Online",
  prizes: "Prizes",
  faq: "Frequently asked questions",
  questions: "Questions?",
  writeToUs: "Write to us at",
  organisers: "Organisers",
  community: "Join the community",
  sections: "Sections of the page",
  scrollDown: "Scroll down to: {{section}}",

  // Not found
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  notFoundHome: "Go to the home page",
} satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
