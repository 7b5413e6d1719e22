// @vitest-environment happy-dom
/**
 * No personal data leaves the browser (issue #12): the real reporter, the real SDK and the real scrubbers,
 * with an in-memory transport, while the journey runs against the sandbox with a known customer whose
 * answers go into URLs (vehicle lookup, address search, DPA check), console lines, thrown errors and the page
 * address. Every envelope the SDK would have sent is read back and searched for each answer.
 */
import { createTransport, flush, getClient, type BrowserOptions } from '@sentry/browser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { journeyMachine } from '../../machines/journey';
import { createMemoryStorage } from '../../machines/session/persistence';
import { answersFor } from '../../machines/testing/factories';
import { fakePaymentWidget } from '../../machines/testing/fake-widget';
import { completeStepsBefore, settled } from '../../machines/testing/journey-actor';
import { createLookupClient, createQuoteClient } from '../../src/api/client';
import { brand } from '../../src/app/config/brand';
import { createJourneyActors } from '../../src/app/journey/journey-actors';
import { createJourneyEffects } from '../../src/app/journey/journey-effects';
import {
  createErrorReporter,
  type ErrorReporter,
} from '../../src/app/observability/error-reporting';
import { sandboxProcessForSuite } from './sandbox-process';

const sandbox = sandboxProcessForSuite();

/** The customer's answers: none of them may appear in anything sent. */
const customer = {
  firstName: 'Philippa',
  surname: 'Quistleton',
  email: 'philippa.quistleton@example.com',
  phone: '07700 900461',
  dateOfBirth: '1984-03-17',
  postcode: 'SW1A 1AA',
  registration: 'DL19 CAR',
  licence: 'QUIST803174PQ9AB',
  sortCode: '40-47-84',
  accountNumber: '70872490',
  card: '4000 0566 5566 5556',
  line1: 'Flat 1, Regency Mansions',
  /** Given only to an address search: no shape or journey answer reveals it, only cutting the query does. */
  houseName: 'Rosebank',
};

/** Each value as it may be written: any case, without spaces, URL-encoded, with + for spaces. */
function formsOf(value: string): string[] {
  const forms = [
    value,
    value.replace(/\s+/g, ''),
    encodeURIComponent(value),
    value.replace(/\s+/g, '+'),
    value.replace(/\s+/g, '%20'),
  ];
  return [...new Set(forms.map((form) => form.toLowerCase()))];
}

const sent: string[] = [];
const memoryTransport: BrowserOptions['transport'] = (options) =>
  createTransport(options, (request) => {
    sent.push(
      typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
    );
    return Promise.resolve({ statusCode: 200 });
  });

/** Envelope lines: a header line, then per item its header and its payload. */
function itemsOf(envelope: string): { type: string; payload: string }[] {
  const lines = envelope.split('\n');
  const items: { type: string; payload: string }[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    items.push({ type: header.type ?? 'unknown', payload: lines[index + 1] ?? '' });
  }
  return items;
}

type Journey = Actor<typeof journeyMachine>;

describe('error reporting keeps personal data in the browser', () => {
  let reporter: ErrorReporter;
  let journey: Journey;

  beforeAll(async () => {
    const { url } = sandbox();
    // The page is served by the sandbox, so the API calls are same-origin as in the app.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `${url}/quote/vehicle-details`,
    );
    reporter = createErrorReporter(
      { dsn: 'https://public@o1.ingest.sentry.io/1', environment: 'test', release: null },
      {
        transport: memoryTransport,
        personalState: () => journey.getSnapshot().context,
      },
    );
    expect(await reporter.ready()).toBe(true);
    // Consent given: the masked replay is loaded and recording (buffered until an error).
    reporter.enableReplay();
    await vi.waitFor(() => expect(getClient()?.getIntegrationByName('Replay')).toBeDefined());
  });

  afterAll(() => journey.stop());

  it('sends events, breadcrumbs and spans that carry none of the customer’s answers', async () => {
    const { url, fail } = sandbox();
    // The SDK wraps fetch once loaded: the clients look fetch up at each call, as the app's do.
    const fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args);
    const lookup = createLookupClient({ baseUrl: url, tenantId: brand.tenantId, fetch });
    const quote = createQuoteClient({ baseUrl: url, tenantId: brand.tenantId, fetch });
    const actors = createJourneyActors({ lookup, quote });
    const entry = `${url}/quote/vehicle-details?registration=${encodeURIComponent(customer.registration)}&email=${encodeURIComponent(customer.email)}`;
    journey = createActor(
      journeyMachine.provide({
        actors: { ...actors, paymentWidget: fakePaymentWidget() },
        actions: createJourneyEffects({
          localStorage: createMemoryStorage(),
          quoteClient: quote,
          now: () => new Date(),
          report: reporter.report,
          warn: () => undefined,
        }),
      }),
      { input: { url: entry } },
    );
    journey.start();
    await settled(journey);

    // The page address carries the registration and email, then moves on (a navigation breadcrumb).
    window.history.pushState(
      {},
      '',
      `/quote/vehicle-details?registration=DL19CAR&email=${customer.email}`,
    );
    window.history.pushState({}, '', '/quote/about-you');

    // The wizard: a vehicle lookup that works, then the customer's own details.
    await completeStepsBefore(journey, 'aboutYou');
    const aboutYou = answersFor('aboutYou');
    journey.send({
      type: 'wizard.next',
      step: 'aboutYou',
      answers: {
        ...aboutYou,
        proposerDetails: {
          ...aboutYou.proposerDetails,
          firstName: customer.firstName,
          lastNames: customer.surname,
          dateOfBirth: customer.dateOfBirth,
          emailAddress: customer.email,
          phoneNumber: customer.phone.replace(/\s/g, ''),
        },
      },
    });
    await settled(journey);
    expect(JSON.stringify(journey.getSnapshot().context)).toContain(customer.surname);

    // Calls that fail, with the answers in their query strings.
    // Each fails twice: once for the journey, once for the call made here.
    await fail('getVehicleDetailsByVrm', 500, 2);
    await fail('searchAddresses', 500, 2);
    await fail('getQuoteDpaCheck', 409, 1, 'QUOTE_EXPIRED');
    journey.send({ type: 'vehicle.lookup', registration: customer.registration });
    journey.send({ type: 'address.search', target: 'home', postcode: customer.postcode });
    await settled(journey);
    const calls = [
      lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
        params: { query: { VehicleRegistration: customer.registration } },
      }),
      lookup.GET('/api/v1/Address/SearchAddresses', {
        params: { query: { Postcode: customer.postcode, HouseNumber: customer.houseName } },
      }),
      quote.GET('/api/v1/Quote/GetQuoteDpaCheck', {
        params: {
          query: {
            QuoteReference: 'DCQ000001',
            VehicleRegistration: customer.registration,
            Postcode: customer.postcode,
            Surname: customer.surname,
            DateOfBirth: customer.dateOfBirth,
          },
        },
      }),
    ];
    for (const failure of await Promise.allSettled(calls)) {
      expect(failure.status).toBe('rejected');
      if (failure.status === 'rejected') reporter.report(failure.reason);
    }

    // A call that works, with the postcode in its query string (written anew: the page caches answers).
    await lookup.GET('/api/v1/Address/SearchAddresses', {
      params: { query: { Postcode: customer.postcode.toLowerCase() } },
    });

    // Console lines and thrown errors that carry every answer.
    // Free text is searched for shapes and for the answers the journey holds, so the house name (never given to
    // the journey) stays out of it.
    const { houseName: _onlyInQueries, ...answered } = customer;
    const everything = Object.values(answered).join(' | ');
    console.log(`Customer answers: ${everything}`);
    console.warn('Answers as an object', { ...customer });
    reporter.report(new Error(`Could not price the quote for ${everything}`));
    reporter.report(
      new Error('Unable to fetch vehicle', {
        cause: new Error(`Lookup of ${customer.registration} for ${customer.surname} failed`),
      }),
    );
    reporter.report({ surname: customer.surname, message: `Payment for card ${customer.card}` });
    reporter.report(`Sort code ${customer.sortCode}, account ${customer.accountNumber}`);

    // The page load and navigation transactions end when the page is idle.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await waitFor(journey, (snapshot) => !snapshot.hasTag('loading'));
    expect(await flush(5_000)).toBe(true);

    const items = sent.flatMap(itemsOf);
    const events = items.filter((item) => item.type === 'event');
    const transactions = items.filter((item) => item.type === 'transaction');
    expect(events.length).toBeGreaterThanOrEqual(7);
    expect(transactions.length).toBeGreaterThanOrEqual(1);
    const everythingSent = sent.join('\n');
    // Not vacuous: the fetch breadcrumbs, the warnings and the errors are there, by path.
    expect(everythingSent).toContain('/api/v1/Vehicle/GetVehicleDetailsByVrm');
    expect(everythingSent).toContain('/api/v1/Address/SearchAddresses');
    expect(everythingSent).toContain('/api/v1/Quote/GetQuoteDpaCheck');
    expect(everythingSent).toContain('"category":"fetch"');
    expect(everythingSent).toContain('"category":"console"');
    expect(everythingSent).toContain('"category":"navigation"');
    const levels = events.map((item) => {
      const event = JSON.parse(item.payload) as { level?: string; tags?: Record<string, string> };
      return `${event.level ?? ''} ${event.tags?.['http.status'] ?? '-'}`;
    });
    // spec 1 §8: failed calls carrying a status and message are warnings; other faults are errors.
    expect(levels).toEqual(expect.arrayContaining(['warning 500', 'warning 409', 'error -']));
    expect(levels.filter((level) => level.startsWith('error'))).not.toContain('error 500');
    expect(everythingSent).toContain('Unable to fetch vehicle');

    const lowered = everythingSent.toLowerCase();
    const leaks = Object.entries(customer).flatMap(([field, value]) =>
      formsOf(value)
        .filter((form) => lowered.includes(form))
        .map((form) => `${field}: ${form}`),
    );
    expect(leaks).toEqual([]);
  }, 60_000);
});
