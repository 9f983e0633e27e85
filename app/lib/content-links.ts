import { isEmailAddress, quoted, webAddressProblem } from "./address-rules";

/**
 * Why a link written in content may not be published, or undefined when it may: an https
 * address of another site, a `mailto:` with one well-formed address, or a path of a page of this
 * site (`/events`, `/levels#programme`; `isPage` knows the first-language paths).
 */
export function linkProblem(href: string, isPage: (path: string) => boolean): string | undefined {
  if (href.startsWith("mailto:")) {
    const address = href.slice("mailto:".length);
    return isEmailAddress(address)
      ? undefined
      : `has a link to ${quoted(href)}: an e-mail link must be mailto: and one address, nothing else`;
  }
  if (href.startsWith("//")) {
    return `has a link to ${quoted(href)}: write the whole address, starting with https://`;
  }
  if (href.startsWith("/")) {
    const path = (href.split(/[?#]/)[0] ?? "").replace(/^\/it(?=\/|$)/, "") || "/";
    return isPage(path.length > 1 ? path.replace(/\/$/, "") : path)
      ? undefined
      : `has a link to ${quoted(href)}, which is not a page of the site`;
  }
  if (/^http:\/\//i.test(href)) {
    return `has a link to ${quoted(href)}: write https:// (links to other sites must be secure)`;
  }
  if (!/^https:\/\//i.test(href)) {
    return `has a link to ${quoted(href)}: a link must start with https://, mailto: or / (a page of this site)`;
  }
  const problem = webAddressProblem(href);
  return problem ? `has a link to ${quoted(href)}, which ${problem}` : undefined;
}

/** Endings of the sites people know by name: words that end so (`paypal.com`) read as an
 * address; `Node.js` does not. */
const knownEndings = new Set(
  (
    "com org net edu gov int eu it io co uk de fr es ch at be nl pt pl se no dk fi ie gr cz hu ro " +
    "sk si hr bg lu us ca au nz jp cn in br ru info biz dev app ai me tv xyz online site tech store " +
    "shop page link ly gl to cc"
  ).split(" "),
);

/** A host name as written in words: `www.example.org`, `https://example.org/page`, `example.org`. */
const writtenAddress =
  /^(https?:\/\/)?((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(\p{L}{2,}))(?::\d+)?(?:[/?#]\S*)?$/iu;

/** The site a link's words name, as a URL parser writes its host (`www.` left out), when the
 * words read as a web address; an e-mail address when they read as one. */
function namedIn(words: string): { site: string } | { email: string } | undefined {
  const text = words.trim();
  const email = /^[^\s@]+@([^\s@]+)$/u.exec(text);
  if (email) return { email: text.toLowerCase() };
  const address = writtenAddress.exec(text);
  if (!address) return undefined;
  const [, scheme, host = "", ending = ""] = address;
  if (!scheme && !/^www\./i.test(host) && !knownEndings.has(ending.toLowerCase())) return undefined;
  try {
    return { site: new URL(`https://${host}`).hostname.replace(/^www\./, "") };
  } catch {
    return { site: host.toLowerCase() };
  }
}

/**
 * Why a link's words may not be published with it, or undefined: words that read as a web
 * address (or an e-mail address) must name where the link leads (the same site, or a part of
 * it: `example.org` for `https://shop.example.org`), so that no link shows one site and opens
 * another.
 */
export function linkTextProblem(words: string, href: string): string | undefined {
  const named = namedIn(words);
  if (!named) return undefined;
  const shown = quoted(words.trim());
  if ("email" in named) {
    return href.toLowerCase() === `mailto:${named.email}`
      ? undefined
      : `has a link whose words are the e-mail address ${shown} but that leads to ${quoted(href)}: make them the same`;
  }
  let host = "";
  try {
    host = /^https:\/\//i.test(href) ? new URL(href).hostname.replace(/^www\./, "") : "";
  } catch {
    return undefined; // The address itself is told by linkProblem.
  }
  if (host === named.site || host.endsWith(`.${named.site}`)) return undefined;
  return `has a link whose words name the site ${shown} but that leads to ${quoted(href)}: write the address it leads to, or other words`;
}
