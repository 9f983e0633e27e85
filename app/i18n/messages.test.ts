import { describe, expect, it } from "vitest";
import { languages, type Language } from "../config/languages";
import { homePageSchema, partnersPageSchema } from "../lib/content-schema";
import { namedFigures } from "../lib/figures";
import { identityPlaceholderNames } from "../lib/identity-values";
import { labelCase } from "../lib/label-case";
import { placeholdersOf } from "../lib/placeholders";
import { actionLabels } from "./actions";
import { fixtureContent } from "../../tests/support/fixture-content";
import { isKnownLanguage } from "../config/known-languages";
import { en, type Message } from "./en";
import { messageFileProblems } from "./message-check";
import { messageFiles, messages } from "./messages";

/** The languages whose interface words ship with the project: English, Italian and German, and
 * those of the network's largest countries. A chapter's own language is one more file (board
 * guide: Languages), which every check here reads too. */
const networkLanguages = ["en", "it", "de", "pt", "es", "fr", "pl", "el", "ro", "nl"] as const;

/** The translation keys the specification names that are interface texts. */
const specificationKeys = [
  "ourteam",
  "clickcards",
  "partnershipPitch",
  "ourpartners",
  "upcomingevents",
  "pastevents",
  "aboutus",
  "mission",
  "vision",
  "president",
  "secretary",
  "treasurer",
  "hr",
  "cr",
] as const;

/** The interface strings the specification fixes word for word, and their Italian. */
const fixedStrings = {
  home: ["Home", "Home"],
  events: ["Events", "Eventi"],
  partners: ["Partners", "Partner"],
  contactus: ["Contact us", "Contattaci"],
  courses: ["Courses", "Corsi"],
  joinus: ["Join us", "Unisciti a noi"],
  ourteam: ["Our team", "Il nostro team"],
  clickcards: ["Click on the cards to contact us", "Clicca sulle card per contattarci"],
  partnershipPitch: ["Collaborations", "Collaborazioni"],
  ourpartners: ["Our partners", "I nostri partner"],
  upcomingevents: ["Upcoming events", "Prossimi eventi"],
  pastevents: ["Past events", "Eventi passati"],
  aboutus: ["About us", "Chi siamo"],
  mission: ["Mission", "Missione"],
  vision: ["Vision", "Visione"],
  president: ["President", "Presidente"],
  secretary: ["Secretary", "Segretario"],
  treasurer: ["Treasurer", "Tesoriere"],
  hr: ["Human resources", "Risorse umane"],
  cr: ["Corporate relations", "Relazioni aziendali"],
  noEvents: ["No events scheduled yet", "Nessun evento in programma al momento"],
  // The specification's words in the site's sentence case ("Learn More", "APPLY NOW"): the
  // template, not whoever typed them, decides the case of a label (lib/label-case.ts).
  learnMore: ["Learn more", "Scopri di più"],
  applicationsClosed: ["Applications closed", "Iscrizioni chiuse"],
  applyNow: ["Apply now", "Iscriviti ora"],
  sponsorAlt: ["Sponsor {{number}}", "Sponsor {{number}}"],
} as const;

/**
 * The interface strings the specification gives in one language only: its footer and its APPLY
 * button in English, its snow-week page (and so its button) in Italian.
 */
const fixedInOneLanguage: Partial<Record<keyof typeof en, Partial<Record<Language, string>>>> = {
  footerAbout: { en: "About" },
  footerFollowUs: { en: "Follow us" },
  footerLegal: { en: "Legal" },
  instagram: { en: "Instagram" },
  linkedin: { en: "LinkedIn" },
  privacyPolicy: { en: "Privacy Policy" },
  apply: { en: "Apply" },
  signUp: { it: "Iscriviti!" },
};

describe("translations", () => {
  it("have every key of the specification; its longer texts are content the board edits", () => {
    for (const key of specificationKeys) expect(en).toHaveProperty(key);
    // aboutustext, missiontext, visiontext and collaborationstext
    expect(Object.keys(homePageSchema.shape)).toEqual(
      expect.arrayContaining(["aboutUs", "mission", "vision"]),
    );
    expect(Object.keys(partnersPageSchema.shape)).toContain("collaborationsText");
  });

  it("give the fixed strings of the design in both languages", () => {
    for (const [key, [english, italian]] of Object.entries(fixedStrings)) {
      expect(messages.en[key as keyof typeof en], key).toBe(english);
      expect(messages.it[key as keyof typeof en], key).toBe(italian);
    }
    for (const [key, texts] of Object.entries(fixedInOneLanguage)) {
      for (const [language, fixed] of Object.entries(texts)) {
        expect(messages[language as Language][key as keyof typeof en], `${language}.${key}`).toBe(
          fixed,
        );
      }
    }
    // "a WhatsApp group": named so in both languages.
    for (const language of languages)
      expect(messages[language].whatsappGroup).toContain("WhatsApp");
  });

  it("write every action's words in the site's sentence case, in every language", () => {
    for (const language of languages) {
      for (const key of Object.values(actionLabels).flat()) {
        const text = String(messages[language][key]);
        expect(`${language}.${key}: ${text}`).toBe(
          `${language}.${key}: ${labelCase(text, language)}`,
        );
      }
    }
  });

  it("give a role in Italian in the form chosen for the person (roleForm), English alike", () => {
    expect([messages.it.secretaryFeminine, messages.it.treasurerFeminine]).toEqual([
      "Segretaria",
      "Tesoriera",
    ]);
    expect(messages.it.presidentFeminine).toBe(messages.it.president);
  });

  it("ship in the languages of the network's largest countries, each a language the site knows", () => {
    expect(Object.keys(messageFiles)).toEqual(expect.arrayContaining([...networkLanguages]));
    for (const language of Object.keys(messageFiles)) {
      expect(isKnownLanguage(language), `app/i18n/${language}.ts`).toBe(true);
    }
  });

  it("have the same keys, no empty text and each count's forms in every file, as the build asks", () => {
    for (const [language, texts] of Object.entries(messageFiles)) {
      expect(Object.keys(texts ?? {}).sort(), language).toEqual(Object.keys(en).sort());
      expect(messageFileProblems(language, texts ?? {}), language).toEqual([]);
    }
  });

  it("use only placeholders that the identity configuration or the caller fills", () => {
    /** Placeholders that components give when they call t(). */
    const givenByCaller: Partial<Record<keyof typeof en, string[]>> = {
      carouselSlide: ["index", "total"],
      sponsorAlt: ["number"],
      eventPageTitle: ["event"],
      teamSize: ["size"],
      scrollDown: ["section"],
      priceFrom: ["price"],
      calendarKindName: ["kind"],
      calendarReminder: ["event"],
      calendarCancelledTitle: ["event"],
      withPartner: ["partner"],
      applicationsOpenOn: ["date"],
      applicationsClosedOn: ["date"],
      galleryOpen: ["index", "total"],
      galleryPhoto: ["index", "total"],
      hearNextEditionText: ["kinds"],
      formatSubject: ["format"],
      partnershipDeck: ["size"],
      subscribeIn: ["app"],
      applyByDate: ["date"],
      repeatsWeekly: ["days", "time"],
      repeatsEveryWeeks: ["weeks", "days", "time"],
      nextDate: ["date"],
      copyright: ["year"],
    };
    for (const [language, texts] of Object.entries(messageFiles)) {
      for (const [key, text] of Object.entries(texts as Record<string, Message>)) {
        const known = [
          ...identityPlaceholderNames,
          ...(givenByCaller[key as keyof typeof en] ?? []),
        ];
        const sentences = typeof text === "string" ? [text] : Object.values(text);
        for (const name of sentences.flatMap(placeholdersOf)) {
          expect(known, `${language}.${key} uses {{${name}}}`).toContain(name);
        }
      }
    }
  });

  it("leave room in the home page's content for the facts of the specification", () => {
    const { pages, identity } = fixtureContent;
    const home = pages.home;
    for (const language of languages) {
      // Founded 1989, more than 90 universities: the identity's figures, which the home page
      // shows once, under "About us" (its texts leave them to the figures).
      const shown = namedFigures(identity.figures, home.figures, language).map(
        (figure) => figure.value,
      );
      expect(shown).toContain("1989");
      expect(shown).toContain("90+");
    }
    expect(home.mission.tagline.en).toBe("Developing skills");
    expect(home.vision.tagline.en).toBe("Empowering Diversity");
  });
});
