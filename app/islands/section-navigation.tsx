// The event page's section navigation as an island (config/islands.ts): React, the dots and the
// fade-in, nothing else.
import { SectionNavigation } from "~/components/event-page/section-navigation";
import { hydrateIslands } from "./hydrate";

hydrateIslands("section-navigation", SectionNavigation);
