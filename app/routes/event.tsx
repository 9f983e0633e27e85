import { EventActions } from "~/components/event-page/event-actions";
import { eventDetailBlocks } from "~/components/event-page/event-details";
import { EventFacts } from "~/components/event-page/event-facts";
import { EventHeader } from "~/components/event-page/event-header";
import { EventNextSteps } from "~/components/event-page/event-next-steps";
import { recapBlocks } from "~/components/event-page/event-recap";
import {
  EventSections,
  sectionBlocks,
  type DetailBlock,
} from "~/components/event-page/event-sections";
import { RegistrationButton } from "~/components/event-page/registration-button";
import { SectionNavigation } from "~/components/event-page/section-navigation";
import { Island } from "~/components/island/island";
import { identity } from "~/lib/identity";
import { translatorFor, useTranslation } from "~/i18n/i18n";
import { languageInfo, type Language } from "~/config/languages";
import { applicationsOpen, eventPhase, hasMainAction, isShown } from "~/lib/events";
import { eventPagePath, requestedPage, splitLocalizedPath } from "~/lib/paths";
import { absoluteUrl, assetUrl, seoMeta } from "~/lib/seo";
import { eventJsonLd } from "~/lib/structured-data";
import { siteClock } from "~/server/clock.server";
import { eventPageView, type EventPageView } from "~/server/event-views.server";
import { findEventByPath, siteContent } from "~/server/site-content.server";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import styles from "./event.module.css";

// This module is typed by React Router's own types, not by its generated ./+types/event: a
// chapter without events yet has no route to it, so nothing is generated for it, and its type
// check must pass all the same.
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = requestedPage(request);
  const entry = findEventByPath(path);
  // The build prerenders events' pages only, and the development server has a route per event.
  if (!entry?.event.page) throw new Response("Not found", { status: 404 });
  const clock = siteClock();
  const event = eventPageView(entry, language, siteContent(), clock.now);
  return {
    event,
    clock,
    // The page's own main action is yellow in its first screen: the bar's Join us is outlined.
    mainActionInFirstScreen: hasMainAction(event, clock.now),
    // Written by the build: on a page that hydrates, working out the offsets of the chapter's time
    // zone in the browser again cost a phone some 150 ms of blocked main thread.
    structuredData: eventStructuredData(
      event,
      absoluteUrl(eventPagePath(entry.event.slug, language)),
      language,
      clock.now,
    ),
  };
}

/** The schema.org Event of the page, as the build sees it. */
function eventStructuredData(event: EventPageView, url: string, language: Language, now: number) {
  // Offered to search engines only while applications are open on the day of the build.
  const registration =
    event.registration &&
    applicationsOpen(event.registration.closesAt, now, event.registration.opensAt)
      ? event.registration
      : undefined;
  return eventJsonLd({
    name: event.title,
    description: event.description,
    start: event.start,
    end: event.end,
    timeZone: identity.timeZone,
    url,
    // The recap's photos join the picture once the event has ended.
    images: [
      assetUrl(event.socialImage),
      ...(event.recap?.photos ?? []).map((photo) => assetUrl(photo.picture.img.src)),
    ],
    place: {
      name: event.placeKnown ? event.place : undefined,
      address: event.address,
      online: event.online,
    },
    city: identity.city.name[language],
    organizer: { name: identity.chapterName, url: identity.url },
    registrationUrl: registration?.url,
    language: languageInfo[language].tag,
    cancelled: event.cancelled,
  });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { event, structuredData } = loaderData;
  const { language } = splitLocalizedPath(location.pathname);
  const t = translatorFor(language);
  return [
    ...seoMeta({
      pathname: location.pathname,
      title: t("eventPageTitle", { event: event.title }),
      description: event.description,
      image: { path: event.socialImage, alt: event.imageAlt },
    }),
    { "script:ld+json": structuredData },
  ];
};

/**
 * The page of any event, from its content file. While the event is ahead: its sections, the
 * programme, the FAQ and the way to apply. Once it has ended: its recap first (if it has one),
 * what is marked to stay, and what comes next.
 */
export default function EventPage({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  const { t } = useTranslation();
  const { event, clock } = loaderData;
  const ended = eventPhase(event, clock.now) === "ended";
  const sections = sectionBlocks(event.sections.filter((section) => isShown(section.shown, ended)));
  const details = eventDetailBlocks(event, t, ended);
  const lead = ended && event.recap ? recapBlocks(event.recap, t) : [];
  const navigable = [...lead, ...sections];

  return (
    <article>
      <EventHeader
        event={event}
        clock={clock}
        firstSection={event.sectionNavigation ? navigable[0] : undefined}
      />
      {/* Ahead of the event, a panel beside the text keeps its facts and its main action in
          reach while the visitor reads (sticky on wide screens). Once it has ended there is
          nothing to act on there and its when and where are the header's: the recap takes the
          width. */}
      <div className={ended ? styles.wide : styles.layout}>
        {!ended && (
          <aside className={styles.aside} aria-label={t("keyFacts")}>
            {/* On wide screens the actions of the header move here (event-header.module.css),
                first, so that the main action is in a laptop's first screen. */}
            <EventActions
              event={event}
              clock={clock}
              tone="panel"
              className={styles.panelActions}
            />
            <EventFacts event={event} />
          </aside>
        )}
        <div className={styles.content}>
          <EventSections blocks={navigable} />
          {event.sectionNavigation && navigable.length > 0 && (
            <Island
              name="section-navigation"
              component={SectionNavigation}
              props={{
                label: t("sections"),
                sections: navigable.map(({ id, heading }) => ({ id, heading })),
              }}
            />
          )}
          <EventSections blocks={details} />
          {ended && (
            <EventSections
              blocks={[
                {
                  id: "next-steps",
                  heading: t("nextSteps"),
                  content: <EventNextSteps event={event} />,
                } satisfies DetailBlock,
              ]}
            />
          )}
          {/* Repeated at the page's end while there is a form to go to; a closed or not yet
              open state is said once, at the top. */}
          {event.registration &&
            event.repeatRegistration &&
            !event.cancelled &&
            applicationsOpen(
              event.registration.closesAt,
              clock.now,
              event.registration.opensAt,
            ) && (
              <div className={styles.bottomAction}>
                <RegistrationButton
                  registration={event.registration}
                  clock={clock}
                  cancelled={event.cancelled}
                />
              </div>
            )}
        </div>
      </div>
    </article>
  );
}
