/** The app implements every service of the registry (machines/core/services.ts), each where it is loaded. */
import { describe, expect, it } from 'vitest';
import { CALLS_LOADED_ON_USE, SERVICES } from '../../../machines/core/services';
import { createMemoryStorage } from '../../../machines/session';
import { createLookupClient, createQuoteClient } from '../../api/client';
import { journeyCalls } from './journey-calls';
import { createJourneyActors } from './journey-actors';

const fetch = () => Promise.reject(new Error('No call is made here'));
const lookup = createLookupClient({ baseUrl: 'https://lookup.test', tenantId: 'DROPCOVER', fetch });
const quote = createQuoteClient({ baseUrl: 'https://quote.test', tenantId: 'DROPCOVER', fetch });
const sorted = (names: Iterable<string>) => [...names].sort();

describe('the service registry in the app', () => {
  it('has every call provided by createJourneyActors (the payment widget is given beside them)', () => {
    const calls = SERVICES.filter((entry) => entry.kind === 'call').map((entry) => entry.name);
    expect(sorted(Object.keys(createJourneyActors({ lookup, quote })))).toEqual(sorted(calls));
  });

  it('has the calls loaded on use, and only those, in the module fetched with the first of them', () => {
    const later = journeyCalls({
      lookup,
      quote,
      storage: createMemoryStorage(),
      now: () => new Date(),
    });
    expect(sorted(Object.keys(later))).toEqual(sorted(CALLS_LOADED_ON_USE));
  });
});
