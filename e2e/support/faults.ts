/**
 * Faults in the browser: the sandbox's own (a status or a latency for one operation, scoped to this worker's
 * calls by `x-sandbox-scope`) and a call held by the browser until the test lets it go. The journeys they
 * start from are opened with answers already in browser storage (./stored-journey.ts).
 */
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { TEXT } from '../../machines/core/catalogue';
import { answerVehicleCover } from './browser-customer';
import { openWithStored } from './stored-journey';
import { heading } from './wizard-steps';

export interface SandboxFault {
  operationId: string;
  status?: number;
  code?: string;
  times?: number;
  latencyMs?: number;
}

/** Sets a fault on the sandbox for this worker's calls (docs/configuration.md). */
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

/** The cover step with every answer given: Continue asks for a quote of this test's own. */
export async function atTheCoverStep(page: Page, stored: string) {
  await openWithStored(page, stored, '/quote/vehicle-cover');
  await expect(heading(page, TEXT.wizard.heading.vehicleCover)).toBeVisible({ timeout: 15_000 });
  // What the step's draft does not keep (the disclaimer read and accepted) is given again.
  await answerVehicleCover(page, { excess: '£250' });
}

/** A live status message the app shows while it waits (src/testing/journey-screens.ts `statuses`). */
export const waitingFor = (page: Page, text: string) => page.getByText(text).first();
