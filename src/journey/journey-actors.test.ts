import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor, type AnyActorRef } from 'xstate';
import { bootStatusOf, journeyMachine } from '../../machines/journey.machine';
import type { CardPaymentInput } from '../../machines/journey.types';
import {
  aCollectionOption,
  aQuoteDetails,
  aQuoteResult,
  aVehicleLookup,
} from '../../machines/testing/factories';
import { createLookupClient, createQuoteClient } from '../api/client';
import { ConflictError } from '../api/errors';
import { createJourneyActors, isSandboxCardDetails } from './journey-actors';
import { TEXT } from '../../machines/text';

const referenceData = { titles: [{ code: '003', description: 'Mr' }] };

type Answer = (request: Request) => Response | Promise<Response>;

/** Both clients over one fake network that records every request. */
function servicesAnswering(answer: Answer) {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request);
    return Promise.resolve(answer(request));
  };
  const lookup = createLookupClient({
    baseUrl: 'https://lookup.test',
    tenantId: 'DROPCOVER',
    fetch,
  });
  const quote = createQuoteClient({ baseUrl: 'https://quote.test', tenantId: 'DROPCOVER', fetch });
  return { actors: createJourneyActors({ lookup, quote }), requests };
}

const started: AnyActorRef[] = [];

afterEach(() => {
  started.splice(0).forEach((actor) => {
    actor.stop();
  });
});

function journeyWith(answer: Answer) {
  const { actors, requests } = servicesAnswering(answer);
  const journey = createActor(journeyMachine.provide({ actors }), {
    input: { url: 'https://www.example.test/' },
  });
  started.push(journey);
  journey.start();
  return { journey, requests };
}

function only(requests: Request[]): Request {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  if (!request) throw new Error('No request was sent');
  return request;
}

const bodyOf = async (request: Request): Promise<unknown> => request.clone().json();

const conflict = (code: string) =>
  Response.json({ code, message: 'Conflicted state' }, { status: 409 });

describe('createJourneyActors: loadReferenceData', () => {
  it('gets every reference list from the lookup service', async () => {
    const { journey, requests } = journeyWith(() => Response.json({ referenceData }));

    const ready = await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'ready');

    expect(ready.context.referenceData).toEqual(referenceData);
    const request = only(requests);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://lookup.test/api/v1/ReferenceData/GetAllReferenceListData');
    expect(request.headers.get('X-Tenant')).toBe('DROPCOVER');
  });

  it('reports the catalogue sentence when the lists are missing', async () => {
    const { journey } = journeyWith(() => new Response(null, { status: 204 }));
    const failed = await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'failed');
    expect(failed.context.bootError).toBe('Could not find the list of options.');
  });

  it('aborts the request when the journey stops', async () => {
    const { journey, requests } = journeyWith(() => new Promise<Response>(() => undefined));
    await vi.waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    journey.stop();
    expect(requests[0]?.signal.aborted).toBe(true);
  });
});

describe('createJourneyActors: the journey services', () => {
  it('looks a vehicle up by its registration in capitals without spaces', async () => {
    const { actors, requests } = servicesAnswering(() => Response.json(aVehicleLookup()));
    const lookup = createActor(actors.lookupVehicle, { input: { registration: ' dl19 car' } });

    const vehicle = await toPromise(lookup.start());

    expect(vehicle.vehicleInfo.registration).toBe('DL19CAR');
    const url = new URL(only(requests).url);
    expect(url.pathname).toBe('/api/v1/Vehicle/GetVehicleDetailsByVrm');
    expect(url.searchParams.get('VehicleRegistration')).toBe('DL19CAR');
  });

  it('re-rates an existing quote under its quote reference', async () => {
    const { actors, requests } = servicesAnswering(() => Response.json(aQuoteResult()));
    const quote = { proposerDetails: { lastNames: 'Carter' } } as never;
    const rating = createActor(actors.rateExistingQuote, {
      input: { quoteRef: 'DC-TEST0001', quote },
    });

    await toPromise(rating.start());

    const request = only(requests);
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/api/v2/Quote/RateExistingPrivateCarQuote');
    expect(await bodyOf(request)).toEqual({
      quoteCommand: { quoteReference: 'DC-TEST0001' },
      quote,
    });
  });

  it('loads an aggregator quote by token and reference, without breakdown cover', async () => {
    const { actors, requests } = servicesAnswering(() => Response.json(aQuoteDetails()));
    const loading = createActor(actors.loadAggregatorQuote, {
      input: { token: 'AGG-TEST-1', quoteRef: 'AGGQ-TEST-1' },
    });

    await toPromise(loading.start());

    const url = new URL(only(requests).url);
    expect(url.pathname).toBe('/api/v1/Quote/GetAggregatorQuoteDetails');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Token: 'AGG-TEST-1',
      QuoteReference: 'AGGQ-TEST-1',
      IsBreakDownSelected: 'false',
    });
  });

  it('checks a quote reminder with the details in the query', async () => {
    const { actors, requests } = servicesAnswering(() => Response.json(aQuoteDetails()));
    const checking = createActor(actors.reminderDpaCheck, {
      input: {
        quoteRef: 'REM-TEST-1',
        surname: 'Reminder',
        dateOfBirth: '1990-07-22',
        postcode: 'SW1A 1AA',
      },
    });

    await toPromise(checking.start());

    const request = only(requests);
    expect(request.method).toBe('POST');
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({
      QuoteReference: 'REM-TEST-1',
      Surname: 'Reminder',
      DateOfBirth: '1990-07-22',
      Postcode: 'SW1A 1AA',
    });
  });

  it('passes a server error code through unchanged', async () => {
    const { actors } = servicesAnswering(() => conflict('QUOTE_EXPIRED'));
    const loading = createActor(actors.loadRestartPremium, { input: { quoteRef: 'RST-1' } });

    const error = await toPromise(loading.start()).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).code).toBe('QUOTE_EXPIRED');
  });
});

describe('createJourneyActors: payByCard', () => {
  const card = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2031, cvc: '123' };
  const collectionOption = aCollectionOption({
    upFrontAmount: { amount: 90.7, currency: 'GBP' },
  });
  const payment = (overrides: Partial<CardPaymentInput> = {}): CardPaymentInput => ({
    quoteRef: 'DC-TEST0001',
    optionId: 'OPT-1',
    collectionOption,
    provider: 'SANDBOX',
    paymentDetails: card,
    ...overrides,
  });
  const intent = (status: 'succeeded' | 'requires_action') =>
    Response.json({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret', status });

  it('takes the up-front amount with the sandbox card', async () => {
    const { actors, requests } = servicesAnswering(() => intent('succeeded'));

    const paid = await toPromise(createActor(actors.payByCard, { input: payment() }).start());

    expect(paid).toEqual({ paymentIntentId: 'pi_1' });
    const request = only(requests);
    expect(new URL(request.url).pathname).toBe('/api/v2/Payment/MakePaymentIntent');
    expect(request.headers.get('provider')).toBe('SANDBOX');
    expect(await bodyOf(request)).toEqual({
      quoteReference: 'DC-TEST0001',
      optionId: 'OPT-1',
      paymentCollectionOptionCode: 'ANNUAL_CARD_IN_FULL',
      amount: { amount: 90.7, currency: 'GBP' },
      card: { ...card, number: '4242424242424242' },
    });
  });

  it('does not yet complete a payment that needs 3-D Secure', async () => {
    const { actors } = servicesAnswering(() => intent('requires_action'));
    const paying = createActor(actors.payByCard, { input: payment() }).start();
    await expect(toPromise(paying)).rejects.toThrow(TEXT.service.paymentPreparationFailed);
  });

  it.each(['STRIPE', 'BRAINTREE'] as const)(
    'does not take a %s payment without its adapter',
    async (provider) => {
      const { actors, requests } = servicesAnswering(() => intent('succeeded'));
      const paying = createActor(actors.payByCard, { input: payment({ provider }) }).start();
      await expect(toPromise(paying)).rejects.toThrow(TEXT.service.paymentPreparationFailed);
      expect(requests).toHaveLength(0);
    },
  );

  it('recognises sandbox card details', () => {
    expect(isSandboxCardDetails(card)).toBe(true);
    expect(isSandboxCardDetails({ ...card, expiryYear: '2031' })).toBe(false);
    expect(isSandboxCardDetails(null)).toBe(false);
  });
});
