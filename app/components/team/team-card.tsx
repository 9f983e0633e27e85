import { Picture } from "~/components/picture/picture";
import type { FocusPoint } from "~/config/schema-fields";
import { mailtoHref } from "~/lib/safe-links";
import type { PictureData } from "~/types/picture";
import styles from "./team-card.module.css";

export interface TeamCardProps {
  name: string;
  /** The role's label in the page's language. */
  role: string;
  email: string;
  picture: PictureData;
  /** Where the face is, when the portrait is not square. */
  focus?: FocusPoint;
  /** Hidden words before the name that say what the link does: "Write to". */
  action: string;
  /** Load the photo at once: for cards in view when the page opens. */
  eager?: boolean;
}

/** A member of the team: the whole card is a link that writes them an e-mail. */
export function TeamCard({
  name,
  role,
  email,
  picture,
  focus,
  action,
  eager = false,
}: TeamCardProps) {
  // The link's name is its text, "Write to Giulia Romano President", so that it contains the
  // words people see (a requirement for speech input).
  return (
    <a href={mailtoHref(email)} className={styles.card}>
      <Picture
        picture={picture}
        alt=""
        sizes="(min-width: 72rem) 17rem, (min-width: 48rem) 25vw, (min-width: 29rem) 33vw, 50vw"
        loading={eager ? "eager" : "lazy"}
        focus={focus}
        className={styles.photo}
      />
      <span className={styles.text}>
        <span className={styles.name}>
          <span className="visually-hidden">{action} </span>
          {name}
        </span>
        <span className={styles.role}>{role}</span>
      </span>
    </a>
  );
}
