/**
 * A journey opened with answers already in browser storage, as a customer returning to the same browser finds
 * it. The answers are given once through the pages, per worker and surname, then kept: tests about later pages
 * start there instead of typing the same six steps again (the steps themselves are e2e/wizard-*.spec.ts and
 * the journey paths).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { PERSISTENCE_KEY } from '../../machines/session/persistence';
import { TEXT } from '../../machines/core/catalogue';
import {
  answerAboutYou,
  answerDriverDetails,
  answerDrivingHistory,
  answerVehicleCover,
} from './browser-customer';
import { STEP_PATH, continueTo, heading, vehicleDetails, vehicleDetailsTwo } from './wizard-steps';

/** The app's origin: playwright.config.ts chooses the port once and hands it to every worker. */
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? ''}`;

/**
 * What storage holds once the page is left: the page saves what was typed as it goes (a step's draft is
 * otherwise written a moment after the typing stops, and may not have the last answer yet).
 */
async function storedAfterLeaving(page: Page): Promise<string> {
  await page.goto('/favicon.svg');
  return page.evaluate((key) => localStorage.getItem(key) ?? '', PERSISTENCE_KEY);
}

/** Steps 1 to 6 answered for DL19 CAR and `surname` in a page of its own, to the cover step. */
async function answerToTheCover(page: Page, surname: string) {
  await vehicleDetails(page);
  await vehicleDetailsTwo(page);
  await continueTo(page, STEP_PATH.aboutYou);
  await answerAboutYou(page, surname);
  await continueTo(page, STEP_PATH.driverDetails);
  await answerDriverDetails(page, surname);
  await continueTo(page, STEP_PATH.driverDetailsTwo);
  await answerDrivingHistory(page, { addDrivers: false });
  await continueTo(page, STEP_PATH.vehicleCover);
}

const upToTheCover = new Map<string, Promise<string>>();

/** What storage holds once steps 1 to 6 are answered for `surname`: given once per worker. */
export function answersUpToTheCover(browser: Browser, surname = 'Carter'): Promise<string> {
  const known = upToTheCover.get(surname);
  if (known) return known;
  const recording = (async () => {
    const context = await browser.newContext({ baseURL: origin() });
    try {
      const page = await context.newPage();
      await answerToTheCover(page, surname);
      return await storedAfterLeaving(page);
    } finally {
      await context.close();
    }
  })();
  upToTheCover.set(surname, recording);
  return recording;
}

/** The customer's answers to every step, and step 7 filled in but not yet sent: what browser storage holds. */
export async function answersUpToTheQuote(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: origin() });
  try {
    const page = await context.newPage();
    await answerToTheCover(page, 'Carter');
    await answerVehicleCover(page, { excess: '£250' });
    return await storedAfterLeaving(page);
  } finally {
    await context.close();
  }
}

/** Opens `path` in a browser whose storage holds `stored` (a journey saved in this browser before). */
export async function openWithStored(page: Page, stored: string, path: string) {
  // Any page of the origin that is not the app: storage is written before the app reads it.
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    PERSISTENCE_KEY,
    stored,
  ] as const);
  await page.goto(path);
}

/** The cover step, steps 1 to 6 answered for `surname` as they were in this browser before. */
export async function atTheCoverStepFor(page: Page, surname = 'Carter') {
  const browser = page.context().browser();
  if (!browser) throw new Error('A persistent context has no browser to record answers in');
  await openWithStored(page, await answersUpToTheCover(browser, surname), '/quote/vehicle-cover');
  await expect(heading(page, TEXT.wizard.heading.vehicleCover)).toBeVisible({ timeout: 15_000 });
}
