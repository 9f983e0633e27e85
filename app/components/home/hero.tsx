import type { ReactNode } from "react";
import { Picture } from "~/components/picture/picture";
import { InlineText } from "~/components/rich-text/rich-text";
import type { FocusPoint } from "~/lib/schema-fields";
import { pictureSizes, type PictureBox } from "~/lib/picture-sizes";
import type { Inline } from "~/lib/rich-text";
import type { PictureData } from "~/types/picture";
import styles from "./hero.module.css";

/**
 * The banner (hero.module.css): on phones a band across the screen, cropped top and bottom; wider,
 * the right 44% (50% from 80rem) of a band at least min(34rem, 62vh) high, cropped to fill it
 * (a headline and an introduction of the usual length fit that height; longer ones make the band
 * taller, and the photo a little soft).
 */
const bannerBoxes: PictureBox[] = [
  { media: "(min-width: 80rem)", width: "50vw", height: "min(34rem, 62vh)" },
  { media: "(min-width: 48rem)", width: "44vw", height: "min(34rem, 62vh)" },
  { width: "100vw" },
];

export interface HeroProps {
  picture: PictureData;
  alt: string;
  focus?: FocusPoint;
  /** Small, above the heading: whose page it is (the chapter's name). */
  eyebrow?: string;
  heading: string;
  intro: Inline[];
  /** The page's actions (components/action), under the introduction, in the first screen on
   * any device: the first is the main one. */
  actions?: ReactNode;
}

/** The banner photo with the page's title over its lower edge. The photo is the page's largest
 * paint, so it loads first and eagerly. */
export function Hero({ picture, alt, focus, eyebrow, heading, intro, actions }: HeroProps) {
  return (
    <div className={styles.hero}>
      <Picture
        picture={picture}
        alt={alt}
        sizes={pictureSizes(bannerBoxes, picture.img)}
        priority
        focus={focus}
        className={styles.image}
      />
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.intro}>
          <InlineText content={intro} />
        </p>
        {actions && <p className={styles.actions}>{actions}</p>}
      </div>
    </div>
  );
}
