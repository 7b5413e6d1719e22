/**
 * Presses whose element moved between pointerdown and pointerup: the release then lands on something else
 * and the click the customer aimed is lost (a message removed by a blur moves everything below it).
 */
import type { Page } from '@playwright/test';

export interface MovedPress {
  /** The pressed element: its tag, and its text or label. */
  element: string;
  /** How far it moved, in CSS pixels, between press and release. */
  dx: number;
  dy: number;
}

declare global {
  interface Window {
    __movedPresses?: MovedPress[];
  }
}

/** Records, from the next page load on, every press whose element moved under the pointer. */
export async function watchPresses(page: Page) {
  await page.addInitScript(() => {
    const moved: MovedPress[] = [];
    window.__movedPresses = moved;
    let pressed: { element: Element; left: number; top: number } | null = null;
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (!(event.target instanceof Element)) return;
        const { left, top } = event.target.getBoundingClientRect();
        pressed = { element: event.target, left, top };
      },
      { capture: true },
    );
    document.addEventListener(
      'pointerup',
      () => {
        if (pressed === null) return;
        const { element, left, top } = pressed;
        pressed = null;
        const now = element.getBoundingClientRect();
        const dx = Math.round(now.left - left);
        const dy = Math.round(now.top - top);
        if (dx === 0 && dy === 0) return;
        const name = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40);
        moved.push({ element: `${element.tagName.toLowerCase()} "${name}"`, dx, dy });
      },
      { capture: true },
    );
  });
}

/** The presses recorded on the page shown now (`watchPresses` first). */
export function movedUnderPointer(page: Page): Promise<MovedPress[]> {
  return page.evaluate(() => window.__movedPresses ?? []);
}
