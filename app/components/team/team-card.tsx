import { Fragment } from "react";
import { Picture } from "~/components/picture/picture";
import type { FocusPoint } from "~/lib/schema-fields";
import { column, pictureSizes, type PictureBox } from "~/lib/picture-sizes";
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
  /** Visible words under the role that say what the link does: "Write an e-mail". */
  action: string;
  /** Load the photo at once: for cards in view when the page opens. */
  eager?: boolean;
}

/**
 * The portrait's square box: a slide of the team's carousel (carousel.module.css: 4, 4, 3 or 2
 * slides across the page's column, less the arrows' margins on desktop), less the slide's
 * padding (--space-2 each side).
 */
const portraitBoxes: PictureBox[] = [
  { media: "(min-width: 64rem)", width: `calc((${column} - 7.5rem) / 4 - 1rem)`, ratio: 1 },
  { media: "(min-width: 48rem)", width: `calc(${column} / 4 - 1rem)`, ratio: 1 },
  { media: "(min-width: 29rem)", width: `calc(${column} / 3 - 1rem)`, ratio: 1 },
  { width: `calc(${column} / 2 - 1rem)`, ratio: 1 },
];

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
  // The link's name is its text, "Giulia Romano President Write an e-mail": the words people
  // see (a requirement for speech input), the envelope being only a picture of the last ones.
  return (
    <a href={mailtoHref(email)} className={styles.card}>
      <Picture
        picture={picture}
        alt=""
        sizes={pictureSizes(portraitBoxes, picture.img)}
        loading={eager ? "eager" : "lazy"}
        focus={focus}
        className={styles.photo}
      />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{role}</span>
        <span className={styles.action}>
          <svg
            className={styles.envelope}
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.3V17h16V7.3l-8 5.6-8-5.6ZM18.3 7H5.7L12 11.4 18.3 7Z"
              fill="currentColor"
            />
          </svg>
          {/* Lines break between words only, never inside "e-mail". */}
          <span>
            {action.split(" ").map((word, index) => (
              <Fragment key={index}>
                {index > 0 && " "}
                <span className={styles.word}>{word}</span>
              </Fragment>
            ))}
          </span>
        </span>
      </span>
    </a>
  );
}
