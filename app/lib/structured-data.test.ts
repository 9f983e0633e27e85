import { describe, expect, it } from "vitest";
import { localInstant } from "./dates";
import { eventJsonLd, organizationJsonLd } from "./structured-data";

const base = {
  name: "Weekly meeting",
  description: "Open to everyone.",
  start: localInstant("2025-10-28T18:20", "Europe/Rome"),
  end: localInstant("2025-10-28T19:30", "Europe/Rome"),
  timeZone: "Europe/Rome",
  url: "https://chapter.example.org/weekly-meeting",
  images: ["https://chapter.example.org/assets/meeting.jpg"],
  city: "Turin",
  organizer: { name: "EST Torino", url: "https://chapter.example.org" },
  language: "en",
};

describe("eventJsonLd", () => {
  it("describes an event in a place, with dates and their offset", () => {
    const data = eventJsonLd({
      ...base,
      place: { name: "Room 7", address: "Corso Duca degli Abruzzi 24, Torino", online: false },
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      startDate: "2025-10-28T18:20:00+01:00",
      endDate: "2025-10-28T19:30:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Room 7",
        address: { streetAddress: "Corso Duca degli Abruzzi 24, Torino", addressLocality: "Turin" },
      },
      organizer: { "@type": "Organization", name: "EST Torino" },
      image: base.images,
    });
  });

  it("describes an online event with a virtual location", () => {
    const data = eventJsonLd({
      ...base,
      place: { name: "Online", online: true },
      registrationUrl: "https://forms.example.org/x",
    });
    expect(data.location).toEqual({
      "@type": "VirtualLocation",
      url: "https://forms.example.org/x",
    });
    expect(data.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
  });

  it("marks a cancelled event so, with nothing left to book", () => {
    const data = eventJsonLd({
      ...base,
      place: { name: "Room 7", online: false },
      registrationUrl: "https://forms.example.org/x",
      cancelled: true,
    });
    expect(data.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(data).not.toHaveProperty("offers");
  });
});

describe("organizationJsonLd", () => {
  it("describes the chapter with its logo, profiles and parent organisation", () => {
    expect(
      organizationJsonLd({
        name: "EST Torino",
        url: "https://chapter.example.org/",
        logo: "https://chapter.example.org/apple-touch-icon.png",
        email: "info@example.org",
        sameAs: ["https://www.instagram.com/example/"],
        parent: { name: "EST", url: "https://www.example.org" },
        city: "Turin",
      }),
    ).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "EST Torino",
      logo: "https://chapter.example.org/apple-touch-icon.png",
      sameAs: ["https://www.instagram.com/example/"],
      parentOrganization: { "@type": "Organization", name: "EST" },
    });
  });
});
