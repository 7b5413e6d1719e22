import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { journeyMachine } from '../../../machines/journey';
import { createMemoryStorage } from '../../../machines/session/persistence';
import type { QuotePremium } from '../../../machines/core/contract';
import { isStampValid, type RetrieveQuoteStamp } from '../../../machines/session/tracking';
import { aQuoteDetails } from '../../../machines/testing/factories';
import { fakeServices } from '../../../machines/testing/harness';
import { createAnalytics, type AnalyticsEvent } from '../analytics/analytics';
import { createQuoteClient } from '../../api/client';
import {
  createJourneyEffects,
  RETRIEVE_QUOTE_STAMP_KEY,
  type JourneyEffectDependencies,
  type JourneyEffects,
} from './journey-effects';

const now = new Date('2026-11-22T10:00:00.000Z');

interface RecordedCall {
  path: string;
  body: unknown;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A quote client whose server answers every call with `status`, recording what it was sent. */
function quoteServer(status = 204) {
  const calls: RecordedCall[] = [];
  const fetch = async (request: Request) => {
    const call: RecordedCall = { path: new URL(request.url).pathname, body: undefined };
    calls.push(call);
    call.body = await request.json();
    return new Response(status === 204 ? null : JSON.stringify({ message: 'down' }), { status });
  };
  const quoteClient = createQuoteClient({
    baseUrl: 'http://quote.test',
    tenantId: 'TEST',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { quoteClient, calls };
}

function effectsWith(overrides: Partial<JourneyEffectDependencies> = {}): JourneyEffects {
  return createJourneyEffects({
    localStorage: createMemoryStorage(),
    quoteClient: quoteServer().quoteClient,
    now: () => now,
    report: vi.fn(),
    ...overrides,
  });
}

const restartPremium: QuotePremium = {
  quoteReference: 'RST-TEST-1',
  policyTermType: 'ThirtyDay',
  premium: { amount: 133.51, currency: 'GBP' },
};

/** Opens the restart link and, when `check` is given, passes the data-protection check with it. */
async function restartJourney(
  effects: JourneyEffects,
  check: () => Promise<ReturnType<typeof aQuoteDetails>> = () =>
    Promise.resolve(
      aQuoteDetails({
        metaData: { quoteRef: 'RST-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
      }),
    ),
) {
  const machine = journeyMachine.provide({
    actors: fakeServices({
      loadRestartPremium: fromPromise(() => Promise.resolve(restartPremium)),
      restartDpaCheck: fromPromise(check),
    }),
    actions: effects,
  });
  const actor = createActor(machine, {
    input: { url: 'http://localhost/restart-policy?quoteRef=RST-TEST-1' },
  });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches({ flow: { restart: 'checkingDetails' } }));
  actor.send({
    type: 'restart.submit',
    details: {
      surname: 'Restart',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
      registration: 'DL19CAR',
    },
  });
  await waitFor(actor, (snapshot) => !snapshot.hasTag('overlay'));
  return actor;
}

describe('journey effects', () => {
  it('saves a retrieve-quote stamp valid for 30 minutes on reaching the results', async () => {
    const localStorage = createMemoryStorage();
    await restartJourney(effectsWith({ localStorage }));

    const stamp = JSON.parse(
      localStorage.getItem(RETRIEVE_QUOTE_STAMP_KEY) ?? 'null',
    ) as RetrieveQuoteStamp;
    expect(stamp).toEqual({
      quoteRef: 'RST-TEST-1',
      savedAt: '2026-11-22T10:00:00.000Z',
      expiresAt: '2026-11-22T10:30:00.000Z',
    });
    expect(isStampValid(stamp, new Date('2026-11-22T10:29:59.000Z'))).toBe(true);
    expect(isStampValid(stamp, new Date('2026-11-22T10:30:00.000Z'))).toBe(false);
  });

  it('carries on to the results when local storage refuses the stamp', async () => {
    const localStorage = createMemoryStorage();
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = vi.fn();

    const actor = await restartJourney(effectsWith({ localStorage, warn }));

    expect(warn).toHaveBeenCalledWith(
      'Could not keep retrieveQuoteStamp in local storage',
      expect.any(Error),
    );
    expect(actor.getSnapshot().context.location.path).toBe('/30-day-quote');
  });

  it('records the restart DPA visit and quote view once per quote reference', async () => {
    const { quoteClient, calls } = quoteServer();
    const effects = effectsWith({ quoteClient });

    await restartJourney(effects);
    await restartJourney(effects);

    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([
      {
        path: '/api/v1/RestartPolicy/SetRestartedQuoteDPAVisit',
        body: { quoteReference: 'RST-TEST-1', quoteDPAAt: now.toISOString() },
      },
      {
        path: '/api/v1/RestartPolicy/SetRestartedQuoteViewed',
        body: { quoteReference: 'RST-TEST-1', quoteViewedAt: now.toISOString() },
      },
    ]);
  });

  it('records them once per quote reference across reloads of the page', async () => {
    const { quoteClient, calls } = quoteServer();
    const localStorage = createMemoryStorage();

    // Each reload starts the app again: new effects over the same browser storage.
    await restartJourney(effectsWith({ quoteClient, localStorage }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await restartJourney(effectsWith({ quoteClient, localStorage }));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(calls.map((call) => call.path)).toEqual([
      '/api/v1/RestartPolicy/SetRestartedQuoteDPAVisit',
      '/api/v1/RestartPolicy/SetRestartedQuoteViewed',
    ]);
  });

  it('records a visit when browser storage refuses to keep the record', async () => {
    const { quoteClient, calls } = quoteServer();
    const localStorage = createMemoryStorage();
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });

    await restartJourney(effectsWith({ quoteClient, localStorage, warn: vi.fn() }));

    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it('only logs a failed visit record; the customer carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { quoteClient } = quoteServer(500);

    const actor = await restartJourney(effectsWith({ quoteClient }));

    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenCalledWith('Could not record the restart DPA visit', expect.any(Error));
    expect(actor.getSnapshot().context.location.path).toBe('/30-day-quote');
  });

  it('reports a failed call that ends on the error page', async () => {
    const report = vi.fn();
    const failure = new Error('Service unavailable');

    await restartJourney(effectsWith({ report }), () => Promise.reject(failure));

    expect(report).toHaveBeenCalledWith(failure);
  });

  it("tracks the results page as 'results page viewed', with the channel and item category", async () => {
    const events: AnalyticsEvent[] = [];
    await restartJourney(effectsWith({ analytics: createAnalytics((e) => events.push(e), true) }));

    expect(events).toEqual([
      {
        event: 'results_page_viewed',
        page_path: '/30-day-quote',
        channel: 'Direct',
        item_category: 'Carriage of goods for hire & reward',
      },
    ]);
  });

  it('goes on without analytics', async () => {
    const actor = await restartJourney(effectsWith({ analytics: undefined }));
    expect(actor.getSnapshot().context.location.path).toBe('/30-day-quote');
  });
});
