/**
 * Faults in the browser: the sandbox's own (a status or a latency for one operation, scoped to this worker's
 * calls by `x-sandbox-scope`), a call held by the browser until the test lets it go, and a journey opened
 * with answers already in browser storage, as a customer returning to the same browser finds it.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type Route,
} from '@playwright/test';
import { PERSISTENCE_KEY } from '../../machines/persistence';
import { TEXT } from '../../machines/text/pages';
import {
  answerAboutYou,
  answerDriverDetails,
  answerDrivingHistory,
  answerVehicleCover,
} from './browser-customer';
import { STEP_PATH, continueTo, heading, vehicleDetails, vehicleDetailsTwo } from './wizard-steps';

export interface SandboxFault {
  operationId: string;
  status?: number;
  code?: string;
  times?: number;
  latencyMs?: number;
}

/** Sets a fault on the sandbox for this worker's calls (README "Configuration"). */
export async function setFault(request: APIRequestContext, fault: SandboxFault) {
  const response = await request.post('/__sandbox/faults', { data: fault });
  expect(response.status(), `set the fault on ${fault.operationId}`).toBe(204);
}

export async function clearFaults(request: APIRequestContext) {
  await request.delete('/__sandbox/faults');
}

/** A call the browser holds: the app waits for it as for a slow network. */
export interface HeldCall {
  /** Resolves once the app has made the call. */
  seen: Promise<void>;
  /**
   * Reloads the page while the call is held. The held call never reaches the sandbox, as a call cut off by a
   * reload; the same call made by the reloaded page goes through.
   */
  reloadPage(): Promise<void>;
}

export async function holdCall(page: Page, path: string): Promise<HeldCall> {
  const pattern = `**${path}*`;
  let held: Route | null = null;
  let markSeen: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    markSeen = resolve;
  });
  const handler = async (route: Route) => {
    if (held !== null) {
      await route.fallback();
      return;
    }
    held = route;
    markSeen();
  };
  await page.route(pattern, handler);
  return {
    seen,
    async reloadPage() {
      // Reloaded first: no longer intercepted while the old page was still alive, the held call would go on
      // to the sandbox (and a payment held this way would be taken).
      await page.reload();
      const route: Route | null = held;
      if (route !== null) await route.abort().catch(() => undefined);
      await page.unroute(pattern, handler);
    },
  };
}

/** The customer's answers to every step, and step 7 filled in but not yet sent: what browser storage holds. */
export async function answersUpToTheQuote(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await vehicleDetails(page);
  await vehicleDetailsTwo(page);
  await continueTo(page, STEP_PATH.aboutYou);
  await answerAboutYou(page, 'Carter');
  await continueTo(page, STEP_PATH.driverDetails);
  await answerDriverDetails(page, 'Carter');
  await continueTo(page, STEP_PATH.driverDetailsTwo);
  await answerDrivingHistory(page, { addDrivers: false });
  await continueTo(page, STEP_PATH.vehicleCover);
  await answerVehicleCover(page, { excess: '£250' });
  // The form's last answers are kept as its draft, as they are typed.
  await expect
    .poll(() =>
      page
        .evaluate((key) => localStorage.getItem(key) ?? '', PERSISTENCE_KEY)
        .then((stored) => stored.includes('vehicleCover')),
    )
    .toBe(true);
  const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '', PERSISTENCE_KEY);
  await context.close();
  return stored;
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

/** The cover step with every answer given: Continue asks for a quote of this test's own. */
export async function atTheCoverStep(page: Page, stored: string) {
  await openWithStored(page, stored, '/quote/vehicle-cover');
  await expect(heading(page, TEXT.wizard.heading.vehicleCover)).toBeVisible({ timeout: 15_000 });
  // What the step's draft does not keep (the disclaimer read and accepted) is given again.
  await answerVehicleCover(page, { excess: '£250' });
}

/** A live status message the app shows while it waits (src/testing/journey-screens.ts `statuses`). */
export const waitingFor = (page: Page, text: string) => page.getByText(text).first();
