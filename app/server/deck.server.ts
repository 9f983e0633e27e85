/** The partnership deck, as the partners page offers it for download. */
import { statSync } from "node:fs";
import { join } from "node:path";
import { documentFolder } from "../config/content-files";
import type { Language } from "../config/languages";
import { formatFileSize } from "../lib/numbers";
import { documentUrl } from "./pictures.server";

/** The partnership deck: its address and its size in the page's language ("1.2 MB"). */
export function deckView(
  name: string | undefined,
  language: Language,
  root: string = process.cwd(),
): { url: string; size: string } | undefined {
  if (!name) return undefined;
  const bytes = statSync(join(root, documentFolder, name)).size;
  return { url: documentUrl(name), size: formatFileSize(bytes, language) };
}
