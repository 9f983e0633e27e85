/** A place in a carousel's track: the slide it shows (from 0), and whether it is a copy. */
export interface TrackPosition {
  slide: number;
  copy: boolean;
}

/**
 * The track of a carousel of `count` slides that shows `perView` at once (undefined until the
 * page is laid out: the prerendered row). When they all fit, the slides alone, which never move:
 * `copies` 0. When they do not, the endless loop's copies of `perView` slides on each side, so
 * that a window of `perView` slides, and the `perView + 1` that show during a move of one, always
 * finds slides beside the real ones from the first real slide back to the copy before it and
 * from the last to the copies after it; and, as more slides than fit make the loop, no window
 * holds a slide twice.
 */
export function carouselTrack(
  count: number,
  perView: number | undefined,
): { copies: number; positions: TrackPosition[] } {
  const real = Array.from({ length: count }, (_, slide) => ({ slide, copy: false }));
  if (perView === undefined || count <= perView) return { copies: 0, positions: real };
  const copies = perView;
  return {
    copies,
    positions: [
      ...real.slice(count - copies).map(({ slide }) => ({ slide, copy: true })),
      ...real,
      ...real.slice(0, copies).map(({ slide }) => ({ slide, copy: true })),
    ],
  };
}
