import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Focus went with the page it was on: nothing, or only the page's frame, has it now. */
const focusLost = (main: HTMLElement) =>
  document.activeElement === null ||
  document.activeElement === document.body ||
  document.activeElement === main;

/**
 * Focuses the main heading, made focusable by script only, unless the customer is already on a control
 * of the new page; false while the page has no heading yet.
 */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!focusLost(main)) return true;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * On every new page after the first, focus moves to its heading, so a keyboard or screen reader user
 * starts reading the new page instead of at the top of the document (WCAG 2.4.3).
 */
export function FocusPageHeading() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.getElementById('main-content');
    if (!main || focusHeading(main)) return;
    // A page still loading shows its heading a moment later.
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
