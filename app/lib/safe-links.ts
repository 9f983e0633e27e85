import { isEmailAddress, webAddressProblem } from "./address-rules";
import { hasControlOrLineBreak } from "./characters";

/**
 * The `href` of an e-mail link, with an optional subject. The address is checked again here,
 * whatever checked it before: no text can turn into a second recipient or a header. The subject
 * is one line (a line break would let it start another header once the mail program decodes
 * it) and is encoded whole, so `?`, `&`, `=` and `%` in it stay words of the subject.
 */
export function mailtoHref(address: string, subject?: string): string {
  if (!isEmailAddress(address))
    throw new Error(`not an e-mail address: ${JSON.stringify(address)}`);
  if (subject === undefined) return `mailto:${address}`;
  if (hasControlOrLineBreak(subject))
    throw new Error(`an e-mail subject must be one line of text: ${JSON.stringify(subject)}`);
  return `mailto:${address}?subject=${encodeURIComponent(subject.trim())}`;
}

/** The `href` of a link to another site: https only, checked again here, so no text can become
 * a `javascript:` or `data:` link. */
export function externalHref(url: string): string {
  const problem = webAddressProblem(url);
  if (problem)
    throw new Error(`not a safe link to another site (${problem}): ${JSON.stringify(url)}`);
  return url;
}
