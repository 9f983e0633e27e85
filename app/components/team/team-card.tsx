import { Picture } from "~/components/picture/picture";
import type { PictureData } from "~/types/picture";
import styles from "./team-card.module.css";

export interface TeamCardProps {
  name: string;
  /** The role's label in the page's language. */
  role: string;
  email: string;
  picture: PictureData;
  /** The link's name, saying whom it writes to: "Write to Giulia Romano, President". */
  label: string;
}

/** A member of the team: the whole card is a link that writes them an e-mail. */
export function TeamCard({ name, role, email, picture, label }: TeamCardProps) {
  return (
    <a href={`mailto:${email}`} className={styles.card} aria-label={label}>
      <Picture
        picture={picture}
        alt=""
        sizes="(min-width: 72rem) 17rem, (min-width: 48rem) 25vw, (min-width: 29rem) 33vw, 50vw"
        className={styles.photo}
      />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{role}</span>
      </span>
    </a>
  );
}
