import { isoWithOffset } from "./dates";

/** What schema.org's `Event` needs of an event, already in one language. */
export interface EventFacts {
  name: string;
  description: string;
  start: number;
  end: number;
  /** The chapter's time zone: the dates are written with its offset at each. */
  timeZone: string;
  /** Absolute URLs. */
  url: string;
  /** The event's picture, then its recap's photos once it has ended. */
  images: string[];
  /** Without a name while the place is to be announced: then only the city is said. */
  place: { name?: string; address?: string; online: boolean };
  /** The city, for a place whose address is not known yet. */
  city: string;
  organizer: { name: string; url: string };
  registrationUrl?: string;
  language: string;
  /** It will not take place (search engines then show it as cancelled). */
  cancelled?: boolean;
}

/** schema.org `Event` JSON-LD for an event page. */
export function eventJsonLd(event: EventFacts): Record<string, unknown> {
  const location = event.place.online
    ? { "@type": "VirtualLocation", url: event.registrationUrl ?? event.url }
    : {
        "@type": "Place",
        ...(event.place.name ? { name: event.place.name } : {}),
        address: {
          "@type": "PostalAddress",
          ...(event.place.address ? { streetAddress: event.place.address } : {}),
          // No country: the site's chapter may be in any (the identity names it in words only).
          addressLocality: event.city,
        },
      };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: isoWithOffset(event.start, event.timeZone),
    endDate: isoWithOffset(event.end, event.timeZone),
    eventStatus: event.cancelled
      ? "https://schema.org/EventCancelled"
      : "https://schema.org/EventScheduled",
    eventAttendanceMode: event.place.online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location,
    image: event.images,
    url: event.url,
    inLanguage: event.language,
    organizer: { "@type": "Organization", name: event.organizer.name, url: event.organizer.url },
    ...(event.registrationUrl && !event.cancelled
      ? {
          offers: {
            "@type": "Offer",
            url: event.registrationUrl,
            availability: "https://schema.org/InStock",
          },
        }
      : {}),
  };
}

/** What schema.org's `Organization` needs of the chapter. */
export interface OrganizationFacts {
  name: string;
  /** Absolute URLs. */
  url: string;
  logo: string;
  email: string;
  /** The chapter's profiles elsewhere (social networks). */
  sameAs: string[];
  /** The international organisation the chapter belongs to. */
  parent: { name: string; url?: string };
  city: string;
}

/** schema.org `Organization` JSON-LD for the home page. */
export function organizationJsonLd(organization: OrganizationFacts): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: organization.name,
    url: organization.url,
    logo: organization.logo,
    email: organization.email,
    sameAs: organization.sameAs,
    address: { "@type": "PostalAddress", addressLocality: organization.city },
    parentOrganization: {
      "@type": "Organization",
      name: organization.parent.name,
      ...(organization.parent.url ? { url: organization.parent.url } : {}),
    },
  };
}
