import type { StatementOfFact } from '../../../machines/core/contract';
import { initialQuoteState, type QuoteState } from '../../../machines/core/state';
import { answersFor } from '../../../machines/testing/factories';
import { statementOfFactOf } from '../../../machines/wizard';
import { stepIds } from '../../../machines/wizard/navigation';
import { mergeAnswers } from '../../../machines/wizard/step-answers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor, type AnyActorRef } from 'xstate';
import { bootStatusOf, journeyMachine } from '../../../machines/journey';
import type { PaymentIntentInput } from '../../../machines/core/types';
import type { PaymentProvider } from '../../../machines/core/contract';
import {
  aCollectionOption,
  aQuoteDetails,
  aQuoteResult,
  aVehicleLookup,
} from '../../../machines/testing/factories';
import { createLookupClient, createQuoteClient } from '../../api/client';
import { ConflictError } from '../../api/errors';
import { createJourneyActors } from './journey-actors';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import type { ReferenceData } from '../../../machines/core/reference-data';

const referenceData: ReferenceData = { titles: [{ code: '003', description: 'Mr' }] };

type Answer = (request: Request) => Response | Promise<Response>;

/** Both clients over one fake network that records every request. */
function servicesAnswering(answer: Answer, firstReferenceData?: Promise<ReferenceData>) {
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
  return { actors: createJourneyActors({ lookup, quote, firstReferenceData }), requests };
}

const started: AnyActorRef[] = [];

afterEach(() => {
  started.splice(0).forEach((actor) => {
    actor.stop();
  });
});

function journeyWith(answer: Answer, firstReferenceData?: Promise<ReferenceData>) {
  const { actors, requests } = servicesAnswering(answer, firstReferenceData);
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

  it('takes the lists the page asked for as it loaded, and asks the lookup service on Try again', async () => {
    const early = Promise.reject(new Error('The network was down'));
    const { journey, requests } = journeyWith(() => Response.json({ referenceData }), early);
    await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'failed');
    expect(requests).toHaveLength(0);

    journey.send({ type: 'boot.retry' });
    const ready = await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'ready');
    expect(ready.context.referenceData).toEqual(referenceData);
    expect(only(requests).url).toBe(
      'https://lookup.test/api/v1/ReferenceData/GetAllReferenceListData',
    );
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

describe('createJourneyActors: card payment', () => {
  const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2031, cvc: '123' };
  const collectionOption = aCollectionOption({
    upFrontAmount: { amount: 90.7, currency: 'GBP' },
  });
  const intentInput = (overrides: Partial<PaymentIntentInput> = {}): PaymentIntentInput => ({
    quoteRef: 'DC-TEST0001',
    optionId: 'OPT-1',
    collectionOption,
    provider: 'SANDBOX',
    payment: { kind: 'sandboxCard', card },
    saveCard: false,
    idempotencyKey: 'attempt-1-intent',
    ...overrides,
  });
  const clientData = (overrides: Record<string, unknown> = {}) =>
    Response.json({
      provider: 'SANDBOX',
      publishableKey: null,
      merchantAccountId: null,
      currency: 'GBP',
      country: 'GB',
      ...overrides,
    });
  const setUp = (actors: ReturnType<typeof createJourneyActors>, quoteProvider: PaymentProvider) =>
    toPromise(
      createActor(actors.setUpPayment, {
        input: { quoteProvider, amount: 90.7, quoteRef: 'DC-TEST0001' },
      }).start(),
    );

  it('sets up the sandbox provider when the storefront has no provider keys', async () => {
    const { actors, requests } = servicesAnswering(() => clientData());
    const ready = await setUp(actors, 'BRAINTREE');
    expect(ready).toMatchObject({ provider: 'SANDBOX', clientToken: null, amount: 90.7 });
    expect(new URL(only(requests).url).pathname).toBe('/api/v2/Payment/GetClientData');
  });

  it("asks for the drop-in's client token with the configured merchant account", async () => {
    const { actors, requests } = servicesAnswering((request) =>
      request.url.includes('GetClientData')
        ? clientData({ provider: 'BRAINTREE', merchantAccountId: 'merchant-gb' })
        : Response.json({ clientToken: 'token-1' }),
    );
    const ready = await setUp(actors, 'BRAINTREE');
    expect(ready).toMatchObject({ provider: 'BRAINTREE', clientToken: 'token-1' });
    const tokenRequest = new URL(requests[1]?.url ?? '');
    expect(tokenRequest.pathname).toBe('/api/v1/Checkouts/GetDropInUiToken');
    expect(tokenRequest.searchParams.get('merchantAccountId')).toBe('merchant-gb');
  });

  it('refuses a drop-in without a client token in the words of spec 2 §8', async () => {
    const { actors } = servicesAnswering((request) =>
      request.url.includes('GetClientData')
        ? clientData({ provider: 'BRAINTREE', merchantAccountId: 'merchant-gb' })
        : Response.json({ clientToken: '' }),
    );
    await expect(setUp(actors, 'BRAINTREE')).rejects.toThrow(
      JOURNEY_TEXT.payment.clientTokenMissing,
    );
  });

  it("will not set up another provider than the quote's", async () => {
    const { actors } = servicesAnswering(() =>
      clientData({ provider: 'STRIPE', publishableKey: 'pk_test_1' }),
    );
    await expect(setUp(actors, 'BRAINTREE')).rejects.toThrow(
      JOURNEY_TEXT.payment.preparationFailed,
    );
  });

  it('creates the intent with the provider, the idempotency key and the sandbox card', async () => {
    const { actors, requests } = servicesAnswering(() =>
      Response.json({
        paymentIntentId: 'pi_1',
        clientSecret: 'pi_1_secret',
        status: 'requires_action',
        nextAction: { type: 'three_d_secure', redirectUrl: '/__sandbox/3ds/pi_1' },
      }),
    );
    const intent = await toPromise(
      createActor(actors.makePaymentIntent, { input: intentInput() }).start(),
    );
    expect(intent).toEqual({
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret',
      status: 'requires_action',
      challengeUrl: '/__sandbox/3ds/pi_1',
    });
    const request = only(requests);
    expect(new URL(request.url).pathname).toBe('/api/v2/Payment/MakePaymentIntent');
    expect(request.headers.get('provider')).toBe('SANDBOX');
    expect(request.headers.get('Idempotency-Key')).toBe('attempt-1-intent');
    expect(await bodyOf(request)).toEqual({
      quoteReference: 'DC-TEST0001',
      optionId: 'OPT-1',
      paymentCollectionOptionCode: 'ANNUAL_CARD_IN_FULL',
      amount: { amount: 90.7, currency: 'GBP' },
      card,
    });
  });

  it("sends no card for Stripe, whose fields confirm in the provider's frame", async () => {
    const { actors, requests } = servicesAnswering(() =>
      Response.json({
        paymentIntentId: 'pi_1',
        clientSecret: 's',
        status: 'requires_confirmation',
      }),
    );
    await toPromise(
      createActor(actors.makePaymentIntent, {
        input: intentInput({ provider: 'STRIPE', payment: { kind: 'confirmWithClientSecret' } }),
      }).start(),
    );
    const body = await bodyOf(only(requests));
    expect(body).not.toHaveProperty('card');
    expect(body).not.toHaveProperty('paymentMethodId');
  });

  /** Takes a quote up through the app's call, with `quote` as the customer's answers; the one request sent. */
  async function takeUp(quote: QuoteState) {
    const { actors, requests } = servicesAnswering(() =>
      Response.json({
        policyReference: 'POL-1',
        portalUserStatus: 'USER_CREATED',
        paymentDate: '2026-11-24',
        sendWelcomePack: false,
      }),
    );
    await toPromise(
      createActor(actors.takeUpQuote, {
        input: {
          quoteReference: 'DC-TEST0001',
          optionId: 'OPT-1',
          paymentCollectionOptionCode: 'ANNUAL_CARD_IN_FULL',
          paymentMethod: 'CARD_PAYMENT',
          paymentIntentId: 'pi_1',
          idempotencyKey: 'attempt-1-take-up',
          answers: { quote, referenceData: null },
        },
      }).start(),
    );
    return only(requests);
  }

  it('takes the quote up with its own idempotency key, not in the body', async () => {
    const request = await takeUp(answeredQuote());
    expect(request.headers.get('Idempotency-Key')).toBe('attempt-1-take-up');
    const body = await bodyOf(request);
    expect(body).not.toHaveProperty('idempotencyKey');
    expect(body).not.toHaveProperty('answers');
  });

  it("sends the customer's answers as their statement of fact, each under its question", async () => {
    const quote = answeredQuote();
    const body = (await bodyOf(await takeUp(quote))) as { statementOfFact?: StatementOfFact };
    expect(body.statementOfFact).toEqual(statementOfFactOf({ quote, referenceData: null }));
    expect(body.statementOfFact?.sections[2]?.answers).toContainEqual({
      question: JOURNEY_TEXT.labels.surname,
      answer: 'Carter',
    });
  });
});

function answeredQuote(): QuoteState {
  return stepIds.reduce(
    (quote, step) => mergeAnswers(quote, answersFor(step)),
    initialQuoteState(),
  );
}
