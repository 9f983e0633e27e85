import styles from "./audience.module.css";

export interface AudienceProps {
  heading: string;
  /** Each list with its label: fields of study, universities, years of study. */
  lists: readonly { label: string; items: readonly string[] }[];
}

/** Who a company meets, in the words a recruiter reads: what the students study, where, and in
 * which year. */
export function Audience({ heading, lists }: AudienceProps) {
  return (
    <>
      <h3 className={styles.heading}>{heading}</h3>
      <dl className={styles.lists}>
        {lists.map((list) => (
          <div key={list.label} className={styles.list}>
            <dt className={styles.label}>{list.label}</dt>
            {list.items.map((item) => (
              <dd key={item} className={styles.item}>
                {item}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </>
  );
}
