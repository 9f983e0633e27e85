/** The partnership deck, as the partners page offers it for download. */
import type { Language } from "../config/languages";
import { withBase } from "../lib/base-path";
import { formatFileSize } from "../lib/numbers";
import { deckPath } from "../lib/paths";
import type { SiteContent } from "./content.server";
import { partnershipDeck } from "./partnership-deck.server";

/** The partnership deck in the page's language: its address and its size ("240 KB"), that of
 * the very file the build writes (server/partnership-deck.server.ts). */
export async function deckView(
  content: SiteContent,
  language: Language,
): Promise<{ url: string; size: string }> {
  const bytes = await partnershipDeck(content, language);
  return { url: withBase(deckPath(language)), size: formatFileSize(bytes.byteLength, language) };
}
