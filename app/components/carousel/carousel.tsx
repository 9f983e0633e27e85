import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from "react";
import { usePrefersReducedMotion } from "~/hooks/use-client-state";
import { carouselTrack } from "~/lib/carousel-track";
import styles from "./carousel.module.css";

export interface CarouselLabels {
  /** Accessible name of the whole carousel. */
  carousel: string;
  previous: string;
  next: string;
  /** The pause/play button while the slides turn by themselves, and while they do not. */
  pause: string;
  play: string;
  /** The name of slide `index` (from 1) of `total`, such as "1 of 4". */
  slide: (index: number, total: number) => string;
}

export interface CarouselProps {
  /** The slides, each with a key. */
  slides: { key: string; content: ReactNode }[];
  labels: CarouselLabels;
  /** Time a slide stays before the next one comes, while turning by itself. */
  intervalMs?: number;
  /** Duration of the move from one slide to the next. */
  transitionMs?: number;
}

const swipeThreshold = 40;

/** How many slides the carousel's style shows at once at the current width (`--per-view`). */
function slidesInView(root: HTMLElement): number {
  const value = Number(getComputedStyle(root).getPropertyValue("--per-view"));
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * A carousel after the WAI-ARIA APG pattern, when its slides do not all fit: endless loop, one
 * slide per step, turning by itself every few seconds until the visitor hovers it, focuses it or
 * presses pause, and never under reduced motion. Arrow keys, the arrow buttons (desktop) and
 * touch swipes move it; the mouse does not drag it. How many slides show at each width is set in
 * CSS (`--per-view`), so the prerendered page already shows the right number; the script reads
 * it there, again whenever the width changes. When every slide fits, they stand still in a row:
 * no copies, no buttons, nothing turns, so no slide ever shows twice. Before JavaScript runs the
 * slides are a row that scrolls natively.
 */
export function Carousel({ slides, labels, intervalMs = 3000, transitionMs = 500 }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  // Unknown until the page is laid out in the browser: the prerendered row until then.
  const [perView, setPerView] = useState<number | undefined>(undefined);
  const [index, setIndex] = useState(0);
  const [animating, setAnimating] = useState(false);
  // Undefined until the visitor presses pause or play: then it follows their system setting.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  // Read before the first paint after hydration, and again whenever the carousel's width changes
  // (a media query of its style may have changed how many slides it shows).
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const measure = () => setPerView(slidesInView(root));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const { copies, positions } = carouselTrack(count, perView);
  /** The slides do not all fit: the carousel moves, with its copies and its buttons. */
  const moves = copies > 0;
  const shown = perView ?? count;
  const paused = pausedByVisitor ?? reducedMotion;
  const rotating = moves && !paused && !hovered && !focused;
  const animated = !reducedMotion;

  const move = (delta: number) => {
    if (animating || !moves) return;
    if (!animated) {
      setIndex((current) => (((current + delta) % count) + count) % count);
      return;
    }
    setAnimating(true);
    setIndex((current) => current + delta);
  };

  // After a move into the copies, jump without animation to the real slide they copy.
  useEffect(() => {
    if (!animating) return;
    const timer = window.setTimeout(() => {
      setAnimating(false);
      setIndex((current) => ((current % count) + count) % count);
    }, transitionMs);
    return () => window.clearTimeout(timer);
  }, [animating, count, transitionMs]);

  // One timer while the slides turn by themselves, kept across the renders each move makes: a
  // timer made again at each render would wait for the move too (3.5 s instead of 3).
  const turn = useEffectEvent(() => move(1));
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(turn, intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs]);

  /** Brings a slide that receives focus into view, so keyboard users see where they are. */
  const reveal = (slide: number) => {
    if (!moves) return;
    const first = ((index % count) + count) % count;
    const offset = (slide - first + count) % count;
    if (offset >= shown) move(offset - shown + 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!moves) return;
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return;
    move(dx < 0 ? 1 : -1);
  };

  const trackStyle = {
    "--offset": index + copies,
    "--transition": animating ? `${transitionMs}ms` : "0ms",
  } as CSSProperties;

  return (
    // The region listens for hover, focus and arrow keys of everything inside it: the slides'
    // links and the buttons stay the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={rootRef}
      className={styles.carousel}
      data-count={count}
      data-moves={moves || undefined}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={onKeyDown}
    >
      {/* Its room is kept wherever the slides do not all fit (carousel.module.css), so that they
          do not move down when the button appears. */}
      <div className={styles.controls}>
        {moves && (
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPausedByVisitor(!paused)}
          >
            <span
              aria-hidden="true"
              className={styles.pauseIcon}
              data-paused={paused || undefined}
            />
            {paused ? labels.play : labels.pause}
          </button>
        )}
      </div>
      <div
        className={styles.viewport}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        // Focus on a slide stops the rotation; focus on the pause/play button does not, so
        // that pressing play plays.
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        aria-live={rotating ? "off" : "polite"}
      >
        {/* The position is set once scripts run, for slides that move: the static page needs
            none, and a style attribute in it would need 'unsafe-inline' in the
            Content-Security-Policy. */}
        <div className={styles.track} style={moves ? trackStyle : undefined}>
          {positions.map(({ slide: real, copy }, position) => {
            const slide = slides[real]!;
            return (
              <div
                // A real slide keeps its key when the copies come around it, so that hydration
                // keeps the prerendered cards (and their pictures) instead of making them again.
                key={copy ? `copy-${position}-${slide.key}` : `slide-${slide.key}`}
                className={styles.slide}
                role={copy ? undefined : "group"}
                aria-roledescription={copy ? undefined : "slide"}
                aria-label={copy ? undefined : labels.slide(real + 1, count)}
                aria-hidden={copy || undefined}
                data-slide={real + 1}
                inert={copy || undefined}
                onFocus={copy ? undefined : () => reveal(real)}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      {moves && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={() => move(-1)}
            aria-label={labels.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => move(1)}
            aria-label={labels.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}
