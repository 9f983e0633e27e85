import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from "react";
import { useHydrated, usePrefersReducedMotion } from "~/hooks/use-client-state";
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

/** Copies on each side of the real slides, for the endless loop: as many as the most slides
 * visible at once (4, see carousel.module.css). */
const cloneCount = 4;
const swipeThreshold = 40;

/**
 * A carousel after the WAI-ARIA APG pattern: endless loop, one slide per step, turning by itself
 * every few seconds until the visitor hovers it, focuses it or presses pause, and never under
 * reduced motion. Arrow keys, the arrow buttons (desktop) and touch swipes move it; the mouse does
 * not drag it. How many slides show at each width is set in CSS, so the prerendered page already
 * shows the right number. Before JavaScript runs the slides are a row that scrolls natively.
 */
export function Carousel({ slides, labels, intervalMs = 3000, transitionMs = 500 }: CarouselProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [animating, setAnimating] = useState(false);
  // Undefined until the visitor presses pause or play: then it follows their system setting.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const paused = pausedByVisitor ?? reducedMotion;
  const rotating = hydrated && count > 1 && !paused && !hovered && !focused;
  const animated = !reducedMotion;

  const move = (delta: number) => {
    if (animating || count < 2) return;
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

  const perView = () => {
    const root = rootRef.current;
    const value = root ? Number(getComputedStyle(root).getPropertyValue("--per-view")) : 1;
    return Number.isFinite(value) && value > 0 ? value : 1;
  };

  /** Brings a slide that receives focus into view, so keyboard users see where they are. */
  const reveal = (slide: number) => {
    const first = ((index % count) + count) % count;
    const offset = (slide - first + count) % count;
    if (offset >= perView()) move(offset - perView() + 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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

  const track = hydrated
    ? [
        ...slides
          .slice(-cloneCount)
          .map((slide, i) => ({ ...slide, copy: true, real: count - cloneCount + i })),
        ...slides.map((slide, i) => ({ ...slide, copy: false, real: i })),
        ...slides.slice(0, cloneCount).map((slide, i) => ({ ...slide, copy: true, real: i })),
      ]
    : slides.map((slide, i) => ({ ...slide, copy: false, real: i }));
  const leadingCopies = hydrated ? Math.min(cloneCount, count) : 0;

  const trackStyle = {
    "--offset": index + leadingCopies,
    "--transition": animating ? `${transitionMs}ms` : "0ms",
  } as CSSProperties;

  return (
    // The region listens for hover, focus and arrow keys of everything inside it: the slides'
    // links and the buttons stay the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={rootRef}
      className={styles.carousel}
      data-enhanced={hydrated || undefined}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={onKeyDown}
    >
      {/* Always there, so the slides do not move down when the button appears. */}
      <div className={styles.controls}>
        {hydrated && (
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
        {/* The position is set once scripts run: the static page needs none, and a style
            attribute in it would need 'unsafe-inline' in the Content-Security-Policy. */}
        <div className={styles.track} style={hydrated ? trackStyle : undefined}>
          {track.map((slide, position) => (
            <div
              // A real slide keeps its key when the copies come around it, so that hydration
              // keeps the prerendered cards (and their pictures) instead of making them again.
              key={slide.copy ? `copy-${position}-${slide.key}` : `slide-${slide.key}`}
              className={styles.slide}
              role={slide.copy ? undefined : "group"}
              aria-roledescription={slide.copy ? undefined : "slide"}
              aria-label={slide.copy ? undefined : labels.slide(slide.real + 1, count)}
              aria-hidden={slide.copy || undefined}
              data-slide={slide.real + 1}
              inert={slide.copy || undefined}
              onFocus={slide.copy ? undefined : () => reveal(slide.real)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {hydrated && (
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
