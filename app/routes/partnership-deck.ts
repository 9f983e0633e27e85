import { requestedPage } from "~/lib/paths";
import { partnershipDeck } from "~/server/partnership-deck.server";
import { siteContent } from "~/server/site-content.server";
import type { LoaderFunctionArgs } from "react-router";

/** The partnership deck in the page's language (`/partnership-deck.pdf`,
 * `/it/partnership-deck.pdf`), a PDF written at build time from the site's own data. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { language } = requestedPage(request);
  const deck = await partnershipDeck(siteContent(), language);
  return new Response(deck, { headers: { "Content-Type": "application/pdf" } });
}
