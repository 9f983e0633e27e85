import { Carousel } from "~/components/carousel/carousel";
import { TeamCard, type TeamCardProps } from "./team-card";

/** A member as the carousel shows them: a card, whose action and loading the carousel decides. */
export type TeamCarouselMember = Omit<TeamCardProps, "action" | "eager">;

export interface TeamCarouselProps {
  members: TeamCarouselMember[];
  /** The page's texts for the carousel, in its language. */
  labels: {
    carousel: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    /** Each card's name as a slide: "1 of 4", ... */
    slides: string[];
    /** The words under each card that say what its link does. */
    action: string;
  };
}

/**
 * The team as a carousel of cards, each an e-mail link. Its props are data only: it runs in the
 * browser as an island (app/islands/team-carousel.tsx).
 */
export function TeamCarousel({ members, labels }: TeamCarouselProps) {
  return (
    <Carousel
      labels={{
        carousel: labels.carousel,
        previous: labels.previous,
        next: labels.next,
        pause: labels.pause,
        play: labels.play,
        slide: (index) => labels.slides[index - 1] ?? String(index),
      }}
      slides={members.map((member) => ({
        key: member.email,
        content: (
          <TeamCard
            name={member.name}
            role={member.role}
            email={member.email}
            picture={member.picture}
            focus={member.focus}
            action={labels.action}
            eager
          />
        ),
      }))}
    />
  );
}
