/** How many lines at the start and at the end of two texts are the same. */
export function sameEnds(before: string, after: string): { head: number; tail: number } {
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail++;
  }
  return { head, tail };
}

/** The lines two versions of a text do not share, between what they have in common at their
 * start and at their end. */
export function changedLines(
  before: string,
  after: string,
): { removed: string[]; added: string[] } {
  const { head, tail } = sameEnds(before, after);
  const a = before.split("\n");
  const b = after.split("\n");
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}
