/**
 * The about page with a team of any size, for the carousel's browser tests: a new chapter's
 * first team of two, a large board of nine. The fixture lists four members; a build per size
 * would cost a minute each, so the page is written as that build would write it, in the
 * browser, before the carousel's script runs: the prerendered cards (the fixture's four, then
 * again with a number after the name and the address) and the carousel's props, from which the
 * script hydrates the same cards.
 */
import type { Page } from "@playwright/test";
import { waitForHydration } from "./fixtures";
import { localized, type Language } from "./support";
import { text } from "./texts";

/** The names of a team of `size` made from the fixture's `names`, in order. */
export function teamNames(names: readonly string[], size: number): string[] {
  return Array.from({ length: size }, (_, index) => {
    const round = Math.floor(index / names.length);
    const name = names[index % names.length] ?? "";
    return round === 0 ? name : `${name} ${round + 1}`;
  });
}

/** Opens `/about` (in `language`) with a team of `size`, hydrated. */
export async function openAboutWithTeamOf(page: Page, size: number, language: Language = "en") {
  const path = localized("/about", language);
  // The page's module script held back (it hydrates the carousel), to run once the team is in.
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      const body = (await response.text()).replace(
        '<script type="module">',
        '<script type="text/x-held-module">',
      );
      await route.fulfill({ response, headers, body });
    },
  );
  await page.goto(path);
  const slides = Array.from({ length: size }, (_, index) =>
    text(language, "carouselSlide", { index: index + 1, total: size }),
  );
  await page.evaluate(
    ({ size, slides }) => {
      const island = document.querySelector('[data-island="team-carousel"]');
      const data = island?.nextElementSibling;
      const held = document.querySelector('script[type="text/x-held-module"]');
      const cards = Array.from(island?.querySelectorAll<HTMLElement>("[data-slide]") ?? []);
      const track = cards[0]?.parentElement;
      if (!island || !data || !held || !track) throw new Error("no team carousel on the page");
      const props = JSON.parse(data.textContent ?? "") as {
        members: { name: string; email: string }[];
        labels: Record<string, unknown>;
      };
      const members = Array.from({ length: size }, (_, index) => {
        const model = props.members[index % props.members.length]!;
        const round = Math.floor(index / props.members.length);
        if (round === 0) return model;
        return {
          ...model,
          name: `${model.name} ${round + 1}`,
          email: model.email.replace("@", `+${round + 1}@`),
        };
      });
      track.replaceChildren(
        ...members.map((member, index) => {
          const model = props.members[index % props.members.length]!;
          const card = cards[index % cards.length]!.cloneNode(true) as HTMLElement;
          card.dataset.slide = String(index + 1);
          card.setAttribute("aria-label", slides[index] ?? "");
          card.querySelector("a")?.setAttribute("href", `mailto:${member.email}`);
          const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.textContent === model.name) node.textContent = member.name;
          }
          return card;
        }),
      );
      // Hydration keeps the attributes the HTML has: the count the style reads, as built.
      island.querySelector<HTMLElement>("[data-count]")!.dataset.count = String(size);
      data.textContent = JSON.stringify({ ...props, members, labels: { ...props.labels, slides } });
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = held.textContent;
      document.body.append(script);
    },
    { size, slides },
  );
  await waitForHydration(page);
}
