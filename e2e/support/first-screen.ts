import { expect, type Page } from '@playwright/test';
import { FIRST_SCREEN_ATTRIBUTE } from '../../shared/first-screens';

/**
 * Waits until the app has taken the page over from the first screen the server sent in it (step 1 and home;
 * scripts/vite/first-screens.ts). A test that acts on the page as the app draws it, rather than on what the
 * customer sees before the app runs, waits for this first: an element of the first screen is replaced.
 */
export const takenOver = (page: Page) =>
  expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(0, { timeout: 15_000 });
