/**
 * Faults in the browser: the sandbox's own (a status or a latency for one operation, scoped to this worker's
 * calls by `x-sandbox-scope`), and a call the sandbox holds while the test reloads the page. The journeys they
 * start from are opened with answers already in browser storage (./stored-journey.ts).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

async function listFaults(request: APIRequestContext): Promise<Record<string, SandboxFault>> {
  const response = await request.get('/__sandbox/faults');
  return (await response.json()) as Record<string, SandboxFault>;
}

export async function clearFaults(request: APIRequestContext) {
  await request.delete('/__sandbox/faults');
}

/**
 * How long the sandbox holds a call for `holdCall`: longer than any test waits on the page it was made from.
 */
const HELD_MS = 30_000;

/** A call the sandbox holds: the app waits for it as for a slow network. */
export interface HeldCall {
  /** Resolves once the app has made the call. */
  seen: Promise<void>;
  /**
   * Reloads the page while the call is held. The held call is never carried out: the sandbox answers it with an
   * error once the hold ends (a payment held this way is not taken), and the reloaded page, gone from it, never
   * reads that answer. The same call made again goes through.
   */
  reloadPage(): Promise<void>;
}

/**
 * Holds the app's next call of `operationId` (e.g. `takeUpQuote`) in the sandbox, by a scoped fault. Held on
 * the server, not by the browser's request interception: a request Playwright keeps paused across a reload can
 * stall the reloaded page's first call, so the page would never leave "Loading...".
 */
export async function holdCall(
  page: Page,
  request: APIRequestContext,
  operationId: string,
): Promise<HeldCall> {
  await setFault(request, { operationId, latencyMs: HELD_MS, status: 503, times: 1 });
  // Seen once the sandbox has the call (its fault taken), so a reload cannot cut it off on its way and leave
  // the hold for the reloaded page's own call.
  const seen = expect
    .poll(async () => operationId in (await listFaults(request)), {
      message: `the sandbox holds ${operationId}`,
    })
    .toBe(false);
  return {
    seen,
    async reloadPage() {
      await page.reload();
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
