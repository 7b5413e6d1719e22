/** The calls loaded on use, as the services receive their requests (spec 2 §7). */
import { describe, expect, it } from 'vitest';
import { aQuoteDetails, aQuoteResult } from '../../../machines/testing/factories';
import { createMemoryStorage } from '../../../machines/session';
import { createLookupClient, createQuoteClient } from '../../api/client';
import { journeyCalls } from './journey-calls';

/** The calls over a fake network that records every request and prices every quote. */
function callsRecording(deviceFingerprint: () => string | null) {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL) => {
    requests.push(input as Request);
    return Promise.resolve(Response.json(aQuoteResult()));
  };
  const lookup = createLookupClient({
    baseUrl: 'https://lookup.test',
    tenantId: 'DROPCOVER',
    fetch,
  });
  const quote = createQuoteClient({ baseUrl: 'https://quote.test', tenantId: 'DROPCOVER', fetch });
  const calls = journeyCalls({
    lookup,
    quote,
    storage: createMemoryStorage(),
    now: () => new Date(),
    deviceFingerprint,
  });
  return { calls, requests };
}

const risk = aQuoteDetails().quoteDetails;

async function bodySent(requests: readonly Request[]): Promise<Record<string, unknown>> {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  if (!request) throw new Error('No request was sent');
  expect(new URL(request.url).pathname).toBe('/api/v2/Quote/GenerateNewPrivateCarQuote');
  return (await request.clone().json()) as Record<string, unknown>;
}

describe('journeyCalls: generateQuote', () => {
  it('sends the device fingerprint as blackBoxToken beside the risk data (spec 1 §1, spec 2 §7)', async () => {
    const { calls, requests } = callsRecording(() => 'device-token-1');
    await calls.generateQuote({ quote: risk }, new AbortController().signal);
    const body = await bodySent(requests);
    expect(body.blackBoxToken).toBe('device-token-1');
    expect(body.quote).toEqual(risk);
  });

  it('leaves blackBoxToken out while no fingerprint is available', async () => {
    const { calls, requests } = callsRecording(() => null);
    await calls.generateQuote({ quote: risk, isSuspectedSpam: true }, new AbortController().signal);
    const body = await bodySent(requests);
    expect(body).not.toHaveProperty('blackBoxToken');
    expect(body.isSuspectedSpam).toBe(true);
  });
});
