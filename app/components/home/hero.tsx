import { Picture } from "~/components/picture/picture";
import { InlineText } from "~/components/rich-text/rich-text";
import type { FocusPoint } from "~/config/schema-fields";
import type { Inline } from "~/lib/rich-text";
import type { PictureData } from "~/types/picture";
import styles from "./hero.module.css";

export interface HeroProps {
  picture: PictureData;
  alt: string;
  focus?: FocusPoint;
  heading: string;
  intro: Inline[];
}

/** The banner photo with the page's title over its lower edge. The photo is the page's largest
 * paint, so it loads first and eagerly. */
export function Hero({ picture, alt, focus, heading, intro }: HeroProps) {
  return (
    <div className={styles.hero}>
      <Picture
        picture={picture}
        alt={alt}
        sizes="100vw"
        priority
        focus={focus}
        className={styles.image}
      />
      <div className={styles.text}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.intro}>
          <InlineText content={intro} />
        </p>
      </div>
    </div>
  );
}
