/**
 * An entry of the events list as the build makes it (server/event-views.server.ts), for the tests
 * of the components that show one: a workshop on 10 March 2027, free, with a picture and no page
 * of its own unless `overrides` give one.
 */
import type { EventListing } from "../../app/server/event-views.server";

export function eventListing(overrides: Partial<EventListing> = {}): EventListing {
  return {
    slug: "robotics-night",
    kind: "workshop",
    title: "Robotics Night",
    start: 0,
    end: 1,
    firstDay: 0,
    when: "Tuesday, 10 March 2027, 18:00–22:00",
    days: "Tuesday, 10 March 2027",
    hours: "18:00–22:00",
    badge: { day: "10", month: "Mar", date: "2027-03-10" },
    place: "Lab",
    placeKnown: true,
    summary: [{ type: "text", text: "Robots." }],
    image: { sources: { jpeg: "/a.jpg 800w" }, img: { src: "/a.jpg", w: 800, h: 450 } },
    imageAlt: "A robot",
    calendarPath: "/robotics-night.ics",
    cancelled: false,
    free: false,
    happening: false,
    flagship: false,
    applicationsOpen: false,
    ...overrides,
  };
}
