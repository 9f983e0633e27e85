import type { Identity } from "./identity-schema";
import { mailtoHref } from "./safe-links";

/** Where "Join us" leads: the membership form, opened in a new tab, or an e-mail. */
export type JoinUsLink = { href: string; external: true } | { href: string; external?: never };

/**
 * The identity's membership form (`links.joinUs`) or, while a new chapter has none yet, an
 * e-mail to its general address with `subject` ("Joining EST München"): Join us always leads
 * somewhere, and never to an example form.
 */
export function joinUsLink(identity: Identity, subject: string): JoinUsLink {
  const form = identity.links?.joinUs;
  return form
    ? { href: form, external: true }
    : { href: mailtoHref(identity.emails.general, subject) };
}
