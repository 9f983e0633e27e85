/**
 * What counts as an e-mail address or a web address the site may link to, and how a wrong
 * value is quoted in a message. Plain functions, without the schema library: the browser's code
 * checks links with them too (lib/safe-links.ts).
 */
import { hostNameProblem } from "./host-names.ts";

/** A value as a message shows it: quoted, on one line, not too long. */
export function quoted(value: unknown): string {
  const text = JSON.stringify(String(value));
  return text.length > 80 ? `${text.slice(0, 76)}…"` : text;
}

/**
 * An e-mail address that is safe to put in a `mailto:` link: letters, digits, dots, plus signs,
 * hyphens and underscores before the @, a domain with a dot after it. Nothing that could add a
 * second recipient, a header or a line break (`?`, `&`, `%`, `,`, spaces).
 */
export const emailPattern =
  /^[A-Za-z0-9._+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

/**
 * Why a text is not a public web address the site may link to, or undefined when it is one:
 * https only, a host named (not an IP address, not `localhost`) with a dot, whose name is what it
 * looks like (lib/host-names.ts), no spaces, no user name or password.
 */
export function webAddressProblem(value: string): string | undefined {
  if (/\s/.test(value)) return "must not contain spaces";
  if (value.startsWith("//")) return "must start with https:// (not //)";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be a web address starting with https://";
  }
  if (url.protocol !== "https:") return "must start with https://";
  // The URL parser writes every form of an IP address (`127.1`, `0x7f000001`) as `127.0.0.1`,
  // and IPv6 ones in brackets: a visitor's own machine or network, never a public site.
  if (url.hostname.startsWith("[") || /^\d+(\.\d+){3}$/.test(url.hostname)) {
    return "must name a site by its name, not by a numeric (IP) address: like https://www.example.org";
  }
  if (!url.hostname.includes(".") || /(^|\.)localhost\.?$/.test(url.hostname)) {
    return "must name a real site, like https://www.example.org";
  }
  if (url.username || url.password) return "must not contain a user name or password";
  return hostNameProblem(url.hostname);
}
