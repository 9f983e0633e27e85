import { useEffect, useLayoutEffect } from "react";
import { useSectionTracking } from "~/hooks/use-section-tracking";
import { SectionDots } from "./section-dots";

export interface SectionNavigationProps {
  /** The event page's sections, as the page shows them (components/event-page/event-sections). */
  sections: { id: string; heading: string }[];
  /** Accessible name of the dots' navigation. */
  label: string;
}

/** The attributes of event-sections.module.css that fade the sections in. */
const trackingAttribute = "data-tracking";
const appearedAttribute = "data-appear";

/**
 * A dot per section of an event page, marking the current one and scrolling to it, and the
 * sections' fade-in as they come into view. It runs in the browser as an island
 * (app/islands/section-navigation.tsx) beside the sections the build rendered, and drives them by
 * their ids: until it runs, and without JavaScript, every section is simply shown and there are
 * no dots. The page starts at its top, unless the address points into it.
 */
export function SectionNavigation({ sections, label }: SectionNavigationProps) {
  const { current, reached, appeared, tracking, choose } = useSectionTracking(
    sections.map((section) => section.id),
  );

  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: "instant" });
  }, []);

  // Before the browser paints, so that no section shows and then fades.
  useLayoutEffect(() => {
    if (!tracking) return;
    for (const { id } of sections) {
      const section = document.getElementById(id);
      section?.parentElement?.setAttribute(trackingAttribute, "");
      section?.toggleAttribute(appearedAttribute, appeared.has(id));
    }
  }, [sections, appeared, tracking]);

  if (!tracking) return null;
  return (
    <SectionDots
      label={label}
      sections={sections}
      current={current}
      hidden={!reached}
      onChoose={choose}
    />
  );
}
