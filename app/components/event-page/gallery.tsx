import { Picture } from "~/components/picture/picture";
import { useTranslation } from "~/i18n/i18n";
import { fullViewSizes, thumbBoxes } from "~/lib/gallery-sizes";
import { pictureSizes } from "~/lib/picture-sizes";
import type { PhotoView } from "~/server/event-views.server";
import styles from "./gallery.module.css";

export interface GalleryProps {
  /** Prefix of the ids of the photos' full views: `photo` gives `photo-1`, `photo-2`, ... */
  id: string;
  photos: readonly PhotoView[];
}

/**
 * Photos in a grid, the first one larger. Each opens its full view over the page, with what it
 * shows written under it: a native popover, so it needs no script (Escape, a click outside or
 * Close shut it; Tab moves into it from the photo). The full views' images load only when opened.
 */
export function Gallery({ id, photos }: GalleryProps) {
  const { t } = useTranslation();
  const total = photos.length;
  return (
    <ul className={styles.gallery} data-count={total}>
      {photos.map((photo, position) => {
        const index = position + 1;
        const viewId = `${id}-${index}`;
        return (
          <li key={viewId} className={styles.item}>
            <button type="button" popoverTarget={viewId} className={styles.thumb}>
              <Picture
                picture={photo.picture}
                alt={photo.alt}
                focus={photo.focus}
                sizes={pictureSizes(thumbBoxes(total, position), photo.picture.img)}
                className={styles.thumbImage}
              />
              <span className="visually-hidden"> {t("galleryOpen", { index, total })}</span>
            </button>
            <div
              id={viewId}
              popover="auto"
              role="dialog"
              aria-label={t("galleryPhoto", { index, total })}
              className={styles.view}
            >
              <figure className={styles.figure}>
                <Picture
                  picture={photo.picture}
                  alt={photo.alt}
                  sizes={fullViewSizes(photo.picture.img)}
                  className={styles.viewImage}
                />
                <figcaption className={styles.caption}>
                  <span>{photo.alt}</span>
                  <span className={styles.count} aria-hidden="true">
                    {index} / {total}
                  </span>
                </figcaption>
              </figure>
              <button
                type="button"
                popoverTarget={viewId}
                popoverTargetAction="hide"
                className={styles.close}
              >
                <span aria-hidden="true">✕ </span>
                {t("galleryClose")}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
