/**
 * The chapter's identity: every name, address and URL the site shows that is not part of an
 * event, a team member or a sponsor. Change it here and every page follows.
 *
 * EXAMPLE VALUES: the specification does not give the chapter's real name, addresses, people or
 * URLs. Every value marked `EXAMPLE` is a stand-in for the chapter to replace. E-mail addresses
 * use the reserved `example.org` domain so that nothing is ever sent to a stranger.
 */
export interface SiteIdentity {
  /** Public base URL of the deployed site, without a trailing slash. Used for canonical and
   * `hreflang` links, the sitemap and social cards. */
  url: string;
  /** The chapter's name as it appears in titles, the logo's label and the copyright line. */
  chapterName: string;
  /** The international organisation the chapter belongs to. */
  organisation: {
    /** Name used in running text. */
    name: string;
    /** Home page of the international organisation (footer, About column). */
    url: string;
  };
  /** Page about this chapter (footer, About column): e.g. its profile on the international site. */
  chapterProfileUrl: string;
  /** The university the chapter is part of. */
  university: {
    /** Official name, used in English texts. */
    name: string;
    /** The name with its Italian article, for Italian sentences ("presso il Politecnico ..."). */
    italianNameWithArticle: string;
  };
  /** The chapter's city, marked on the home page's map of Europe. */
  city: {
    /** Name in each language. */
    name: { en: string; it: string };
    /** The country's name in each language, for the map's description. */
    country: { en: string; it: string };
    /** ISO 3166-1 numeric code of the country, which the map highlights (Italy: 380). */
    countryCode: string;
    /** WGS 84 coordinates in decimal degrees. */
    latitude: number;
    longitude: number;
  };
  /** General contact address. */
  email: string;
  /** Contact addresses of the chapter's teams, used by the event pages. */
  emails: {
    /** Events team: questions about events and applications. */
    events: string;
    /** Corporate relations: companies and partnerships. */
    corporate: string;
  };
  /** Organisers named on event pages (e.g. whom to write to when a form does not open). */
  organisers: { name: string; email: string }[];
  /** External forms and pages the event pages send people to. */
  forms: {
    ecoTechChallenge: string;
    levels: string;
    studentTechClash: string;
    eyCompetition: string;
    /** The snow-week organiser's page where participants choose their accommodation. */
    snowWeekAccommodation: string;
  };
  /** The snow week's promotion code, shown on the events page and the snow-week page. */
  promoCode: string;
  /** The mail domain of the university's student accounts, which the application forms need. */
  universityMailDomain: string;
  /** Social profiles, linked in the footer (text links and icons). */
  social: {
    instagram: string;
    linkedin: string;
    whatsappGroup: string;
  };
  /** External pages the navigation bar and footer link to (opened in a new tab). */
  links: {
    courses: string;
    joinUs: string;
    privacyPolicy: string;
  };
  /** Theme colour: the navigation bar, buttons and the browser's UI (`theme-color`). */
  themeColor: string;
  /** The copyright year of the footer (the specification says 2025). */
  copyrightYear: number;
}

export const site: SiteIdentity = {
  url: "https://chapter.example.org", // EXAMPLE
  chapterName: "EST Torino", // EXAMPLE
  organisation: {
    name: "EST", // EXAMPLE: the international organisation's short name
    url: "https://www.example.org", // EXAMPLE
  },
  chapterProfileUrl: "https://www.example.org/chapters/torino", // EXAMPLE
  university: {
    name: "Politecnico di Torino", // EXAMPLE
    italianNameWithArticle: "il Politecnico di Torino", // EXAMPLE
  },
  city: {
    name: { en: "Turin", it: "Torino" }, // EXAMPLE
    country: { en: "Italy", it: "Italia" }, // EXAMPLE
    countryCode: "380", // EXAMPLE
    latitude: 45.0703, // EXAMPLE
    longitude: 7.6869, // EXAMPLE
  },
  email: "info@example.org", // EXAMPLE
  emails: {
    events: "events@example.org", // EXAMPLE
    corporate: "partners@example.org", // EXAMPLE
  },
  organisers: [
    { name: "Alessandro Conti", email: "alessandro.conti@example.org" }, // EXAMPLE
    { name: "Chiara Gallo", email: "chiara.gallo@example.org" }, // EXAMPLE
  ],
  forms: {
    ecoTechChallenge: "https://forms.example.org/ecotech-challenge", // EXAMPLE
    levels: "https://forms.example.org/levels", // EXAMPLE
    studentTechClash: "https://forms.example.org/student-tech-clash", // EXAMPLE
    eyCompetition: "https://forms.example.org/crisis-workshop", // EXAMPLE
    snowWeekAccommodation: "https://snowweek.example.com/accommodation", // EXAMPLE
  },
  promoCode: "SNOWEST25", // EXAMPLE
  universityMailDomain: "studenti.example.org", // EXAMPLE
  social: {
    instagram: "https://www.instagram.com/example.chapter/", // EXAMPLE
    linkedin: "https://www.linkedin.com/company/example-chapter/", // EXAMPLE
    whatsappGroup: "https://chat.whatsapp.com/EXAMPLEINVITE", // EXAMPLE
  },
  links: {
    courses: "https://www.example.org/courses", // EXAMPLE
    joinUs: "https://forms.example.org/join-us", // EXAMPLE
    privacyPolicy: "https://www.example.org/privacy-policy", // EXAMPLE
  },
  themeColor: "#1b4f9c",
  copyrightYear: 2025,
};
