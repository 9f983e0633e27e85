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
  ourteam: "Our team",
  clickcards: "Click on the cards to contact us",
  president: "President",
  secretary: "Secretary",
  treasurer: "Treasurer",
  hr: "Human resources",
  cr: "Corporate relations",

  // Partners
  collaborations: "Collaborations",
  collaborationstext:
    "Companies work with us to meet motivated technology students: we organise hackathons, workshops, case studies and company visits together, and give partners visibility across our events and channels. If your company would like to collaborate, contact us.",
  ourpartners: "Our partners",

  // Events
  upcomingevents: "Upcoming events",
  pastevents: "Past events",
  noEvents: "No events scheduled yet",
  learnMore: "Learn More",
  applicationsClosed: "APPLICATIONS CLOSED",
  applyNow: "APPLY NOW",

  // Not found
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  notFoundHome: "Go to the home page",
} satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
