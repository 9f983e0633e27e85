// The team carousel's island (config/islands.ts): React and the carousel, nothing else.
import { TeamCarousel } from "~/components/team/team-carousel";
import { hydrateIslands } from "./hydrate";

hydrateIslands("team-carousel", TeamCarousel);
