import { isEmailAddress, webAddressProblem } from "../config/address-rules";

/**
 * The `href` of an e-mail link, with an optional subject. The address is checked again here,
 * whatever checked it before: no text can turn into a second recipient or a header.
 */
export function mailtoHref(address: string, subject?: string): string {
  if (!isEmailAddress(address))
    throw new Error(`not an e-mail address: ${JSON.stringify(address)}`);
  return subject === undefined
    ? `mailto:${address}`
    : `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The `href` of a link to another site: https only, checked again here, so no text can become
 * a `javascript:` or `data:` link. */
export function externalHref(url: string): string {
  const problem = webAddressProblem(url);
  if (problem)
    throw new Error(`not a safe link to another site (${problem}): ${JSON.stringify(url)}`);
  return url;
}
