import { useEffect, useState } from 'react';

/** spec 1 §2 Layout: the header hides once the customer scrolls down past this many pixels. */
export const HEADER_HIDE_THRESHOLD = 50;

/**
 * Whether the header is hidden after the page moved from `previousY` to `y`: hidden on the way down past
 * the threshold, shown again on the first move up and always shown near the top.
 */
export function hiddenAfterScroll(
  wasHidden: boolean,
  previousY: number,
  y: number,
  threshold = HEADER_HIDE_THRESHOLD,
): boolean {
  if (y <= threshold) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

/**
 * True while the page is scrolled down past `threshold` and the last move was downwards. Reads the scroll
 * position at most once a frame, from a passive listener, so scrolling never waits for it, and never before
 * the customer scrolls.
 */
export function useHideOnScroll(threshold = HEADER_HIDE_THRESHOLD): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // The app starts at the top of the page (ScrollToTop). Reading the position here instead would make the
    // browser lay the page out at once, inside the app's first render, rather than when it draws the frame.
    let previousY = 0;
    let frame: number | null = null;
    const update = () => {
      frame = null;
      const from = previousY;
      const y = window.scrollY;
      previousY = y;
      setHidden((wasHidden) => hiddenAfterScroll(wasHidden, from, y, threshold));
    };
    const scrolled = () => {
      frame ??= window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      window.removeEventListener('scroll', scrolled);
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return hidden;
}
