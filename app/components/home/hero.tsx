import { Picture } from "~/components/picture/picture";
import type { PictureData } from "~/types/picture";
import styles from "./hero.module.css";

export interface HeroProps {
  picture: PictureData;
  alt: string;
  heading: string;
  intro: string;
}

/** The banner photo with the page's title over its lower edge. The photo is the page's largest
 * paint, so it loads first and eagerly. */
export function Hero({ picture, alt, heading, intro }: HeroProps) {
  return (
    <div className={styles.hero}>
      <Picture picture={picture} alt={alt} sizes="100vw" priority className={styles.image} />
      <div className={styles.text}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
    </div>
  );
}
