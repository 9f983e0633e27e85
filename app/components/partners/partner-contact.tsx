import { Action } from "~/components/action/action";
import { Picture } from "~/components/picture/picture";
import type { PartnerContact as Contact } from "~/server/partner-contact.server";
import styles from "./partner-contact.module.css";

export interface PartnerContactProps {
  /** The team's corporate-relations member; without one, the chapter's partners address. */
  person?: Contact;
  email: string;
  /** The e-mail link, its subject written (lib/safe-links.ts `mailtoHref`). */
  href: string;
  heading: string;
}

/** The person a company talks to: portrait, name, role and e-mail, and a button that writes to
 * them ("Write an e-mail"); without one, the address and "Become a partner". */
export function PartnerContact({ person, email, href, heading }: PartnerContactProps) {
  return (
    <div className={styles.card}>
      {person && (
        <Picture
          picture={person.picture}
          alt=""
          sizes="6rem"
          focus={person.focus}
          className={styles.portrait}
        />
      )}
      <div className={styles.text}>
        <h3 className={styles.heading}>{heading}</h3>
        {person && (
          <p className={styles.who}>
            <span className={styles.name}>{person.name}</span>
            <span className={styles.role}>{person.role}</span>
          </p>
        )}
        <p className={styles.email}>
          <a href={href}>{email}</a>
        </p>
        {/* To the person, "Write an e-mail"; without one, the chapter's "Become a partner". */}
        <Action
          kind={person ? "write" : "partner"}
          weight="primary"
          href={href}
          about={person?.name}
        />
      </div>
    </div>
  );
}
