import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { journeyMachine } from '../../machines/journey.machine';
import { createLookupClient } from '../api/client';
import { createJourneyActors } from './journey-actors';

const referenceData = { titles: [{ code: '003', description: 'Mr' }] };

function journeyWithFetch(fetch: typeof globalThis.fetch) {
  const lookup = createLookupClient({
    baseUrl: 'https://lookup.test',
    tenantId: 'DROPCOVER',
    fetch,
  });
  return createActor(journeyMachine.provide({ actors: createJourneyActors({ lookup }) }));
}

describe('createJourneyActors: loadReferenceData', () => {
  it('gets every reference list from the lookup service', async () => {
    const requests: Request[] = [];
    const journey = journeyWithFetch((input) => {
      requests.push(input as Request);
      return Promise.resolve(Response.json({ referenceData }));
    }).start();

    const ready = await waitFor(journey, (snapshot) => snapshot.matches('ready'));

    expect(ready.context.referenceData).toEqual(referenceData);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(
      'https://lookup.test/api/v1/ReferenceData/GetAllReferenceListData',
    );
    expect(requests[0]?.headers.get('X-Tenant')).toBe('DROPCOVER');
    journey.stop();
  });

  it('reports the catalogue sentence when the lists are missing', async () => {
    const journey = journeyWithFetch(() =>
      Promise.resolve(new Response(null, { status: 204 })),
    ).start();
    const failed = await waitFor(journey, (snapshot) => snapshot.matches('bootFailed'));
    expect(failed.context.bootError).toBe('Could not find the list of options.');
    journey.stop();
  });

  it('aborts the request when the journey stops', async () => {
    let signal: AbortSignal | undefined;
    const journey = journeyWithFetch((input) => {
      signal = (input as Request).signal;
      return new Promise<Response>(() => undefined);
    }).start();
    await vi.waitFor(() => {
      expect(signal?.aborted).toBe(false);
    });
    journey.stop();
    expect(signal?.aborted).toBe(true);
  });
});
