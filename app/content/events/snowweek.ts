/**
 * Snow Week 2025: a four-day snow and party trip to Sestriere, 5–8 December 2025, from €199,
 * booked on the organiser's page with the chapter's promo code (site.promoCode).
 * The texts were written in Italian first; the English is a translation of the Italian.
 */
import { site } from "../site";
import type { EventContent } from "../types";

export default {
  slug: "snowweek",
  kind: "trip",
  title: { en: "Snow Week 2025", it: "Snow Week 2025" },
  start: "2025-12-05T08:00", // EXAMPLE: the time of departure is not known
  end: "2025-12-08T20:00", // EXAMPLE: the time of return is not known
  place: {
    name: { en: "Sestriere (TO)", it: "Sestriere (TO)" },
    address: { en: "Sestriere, 10058 (TO), Italy", it: "Sestriere, 10058 (TO), Italia" },
  },
  image: "snowweek.jpg",
  imageAlt: {
    en: "The snowy Alps, with ski slopes and skiers",
    it: "Le Alpi innevate, con piste da sci e sciatori",
  },
  listing: {
    summary: {
      en: `Four days of snow and parties in Sestriere, 5–8 December, from €199. Book with the promo code ${site.promoCode}.`,
      it: `Quattro giorni di neve e feste a Sestriere, dal 5 all'8 dicembre, da 199 €. Prenota con il codice promozionale ${site.promoCode}.`,
    },
  },
  price: { en: "from €199", it: "da 199 €" },
  registration: {
    url: site.forms.snowWeekAccommodation,
    action: "signUp",
    note: {
      en: `Enter the promo code ${site.promoCode} when you choose your accommodation.`,
      it: `Inserisci il codice promozionale ${site.promoCode} quando scegli l'alloggio.`,
    },
  },
  page: {
    intro: {
      en: "Snow Week 2025 takes you to Sestriere from 5 to 8 December: four days of skiing, snowboarding and parties, from €199.",
      it: "La Snow Week 2025 ti porta a Sestriere dal 5 all'8 dicembre: quattro giorni di sci, snowboard e feste, a partire da 199 €.",
    },
    sections: [
      {
        id: "the-trip",
        heading: { en: "The trip", it: "Il viaggio" },
        paragraphs: {
          en: [
            "Four days in Sestriere, in the Alps of Piedmont, between skiing, snowboarding and parties.",
            "The slopes by day, the parties after: four days of snow to enjoy together.",
          ],
          it: [
            "Quattro giorni a Sestriere, sulle Alpi piemontesi, tra sci, snowboard e feste.",
            "Di giorno sulle piste, poi si fa festa: quattro giorni di neve da vivere in compagnia.",
          ],
        },
      },
      {
        id: "prices",
        heading: { en: "Prices", it: "Prezzi" },
        paragraphs: {
          en: [
            "Prices start at €199 and depend on the accommodation you choose on the organiser's page.",
          ],
          it: [
            "I prezzi partono da 199 € e variano in base all'alloggio che scegli sulla pagina dell'organizzatore.",
          ],
        },
      },
      {
        id: "sign-up",
        heading: { en: "How to sign up", it: "Come iscriversi" },
        paragraphs: {
          en: [
            "Press SIGN UP! to open the organiser's page in a new tab, then choose your accommodation.",
            `When you book, enter the promo code ${site.promoCode}.`,
          ],
          it: [
            "Premi ISCRIVITI! per aprire la pagina dell'organizzatore in una nuova scheda e scegli il tuo alloggio.",
            `Al momento della prenotazione inserisci il codice promozionale ${site.promoCode}.`,
          ],
        },
      },
    ],
  },
  contacts: {
    emails: [site.emails.events],
  },
} satisfies EventContent;
