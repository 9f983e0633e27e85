import { isEmailAddress, quoted, webAddressProblem } from "../config/address-rules";

/**
 * Why a link written in content may not be published, or undefined when it may: an https
 * address of another site, a `mailto:` with one well-formed address, or a path of a page of this
 * site (`/events`, `/levels#programme`; `isPage` knows the English paths).
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
