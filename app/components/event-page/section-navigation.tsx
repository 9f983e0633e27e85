import { useEffect } from "react";
import { useSectionTracking } from "~/hooks/use-section-tracking";
import { EventSections, type EventBlock } from "./event-sections";
import { SectionDots } from "./section-dots";

export interface SectionNavigationProps {
  blocks: EventBlock[];
  /** Accessible name of the dots' navigation. */
  label: string;
}

/**
 * Sections that fade in as they come into view, with a dot per section that marks the current
 * one and scrolls to it. The page starts at its top, unless the address points into it.
 */
export function SectionNavigation({ blocks, label }: SectionNavigationProps) {
  const { current, reached, appeared, tracking, choose } = useSectionTracking(
    blocks.map((block) => block.id),
  );

  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: "instant" });
  }, []);

  return (
    <>
      <EventSections blocks={blocks} appeared={appeared} tracking={tracking} />
      {tracking && (
        <SectionDots
          label={label}
          sections={blocks}
          current={current}
          hidden={!reached}
          onChoose={choose}
        />
      )}
    </>
  );
}
