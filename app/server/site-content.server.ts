/**
 * The chapter's content for route loaders, checked (server/content.server.ts). The build has
 * checked it before it started, so a loader only meets a mistake in the development server,
 * where the page then shows it.
 */
import { data } from "react-router";
import { identity } from "../lib/identity";
import type { Language } from "../config/languages";
import { withBase } from "../lib/base-path";
import { formatProblem, readContent, type EventEntry, type SiteContent } from "./content.server";
import { photoSocialImage } from "./pictures.server";

export class ContentError extends Error {
  override name = "ContentError";
}

let built: SiteContent | undefined;

/** Every checked content file. The production build reads the files once; the development
 * server looks at them at each request and reads them again when one has changed, so an edit
 * shows on reload. */
export function siteContent(): SiteContent {
  if (built) return built;
  const report = readContent(process.cwd());
  if (!report.content) {
    const lines = report.problems.map(formatProblem);
    // On a laptop (npm run dev, npm run cms): the page lists the mistakes, the terminal too,
    // one line each, without a stack trace. A build has stopped before any of this.
    if (import.meta.env.DEV) {
      console.error(`The content has mistakes:\n${lines.join("\n")}`);
      throw data({ contentMistakes: lines }, { status: 500 });
    }
    throw new ContentError(`The content has mistakes:\n${lines.join("\n")}`);
  }
  if (import.meta.env.PROD) built = report.content;
  return report.content;
}

/** The event of a first-language path: `/levels` (its page), `/levels.ics` (its calendar file). */
export function findEventByPath(path: string): EventEntry | undefined {
  const slug = path
    .replace(/^\//, "")
    .replace(/\.ics$/, "")
    .replace(/\/+$/, "");
  return siteContent().events.find((entry) => entry.event.slug === slug);
}

/** The picture of the social cards of pages without one of their own: the chapter's logo on
 * its primary colour, 1200 × 630, which the build draws from the identity's `logo`
 * (tools/icons-plugin.ts, decision 0034). It shows the chapter's name as its mark. */
export function defaultSocialImage(): { path: string; alt: string } {
  return { path: withBase("/social-card.png"), alt: identity.chapterName };
}

/** The home page's social card: its own picture, the banner. */
export function homeSocialImage(
  language: Language,
  content: Pick<SiteContent, "pages"> = siteContent(),
): { path: string; alt: string } {
  const { banner } = content.pages.home;
  return { path: photoSocialImage(banner.image), alt: banner.alt[language] };
}
