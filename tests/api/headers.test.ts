import type { MiddlewareCallbackParams } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createLookupClient, createQuoteClient } from '../../src/api/client';
import {
  JSON_PATCH_CONTENT_TYPE,
  headersMiddleware,
  isPaymentProviderUrl,
} from '../../src/api/middleware';
import { brand } from '../../src/app/config/brand';
import { lookupCalls, quoteCalls, type ClientCall } from '../support/calls';
import { contractOperations } from '../support/contract';

const BASE_URL = 'https://quote.dropcover.example';

/** A fetch that records each Request the client sends and answers 200 with an empty JSON object. */
function recordingFetch() {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    if (!(input instanceof Request))
      throw new Error('The client is expected to pass a Request to fetch');
    requests.push(input);
    return Promise.resolve(
      new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  };
  return { fetch, requests };
}

const recorder = recordingFetch();

async function sent(call: ClientCall, signal?: AbortSignal): Promise<Request> {
  const { requests } = recorder;
  const before = requests.length;
  await call.run(signal);
  const request = requests[before];
  if (!request || requests.length !== before + 1)
    throw new Error(`${call.operation} did not send exactly one request`);
  return request;
}

const lookup = createLookupClient({
  baseUrl: BASE_URL,
  tenantId: brand.tenantId,
  fetch: recorder.fetch,
});
const quote = createQuoteClient({
  baseUrl: BASE_URL,
  tenantId: brand.tenantId,
  fetch: recorder.fetch,
});
const lookupList = lookupCalls(lookup);
const quoteList = quoteCalls(quote);

const byOperation = (calls: ClientCall[]) => calls.map((call) => [call.operation, call] as const);

describe('the call lists cover the contracts', () => {
  it.each([
    ['lookup', lookupList],
    ['quote', quoteList],
  ] as const)('every %s operation of the YAML is exercised below', (service, calls) => {
    const expected = contractOperations(service)
      .map((operation) => operation.key)
      .sort();
    expect(calls.map((call) => call.operation).sort()).toEqual(expected);
  });
});

describe('lookup-service headers (spec 1 §6-7)', () => {
  it.each(byOperation(lookupList))(
    '%s sends X-Tenant, x-product PC and Accept JSON',
    async (_operation, call) => {
      const request = await sent(call);
      expect(request.headers.get('X-Tenant')).toBe(brand.tenantId);
      expect(request.headers.get('x-product')).toBe('PC');
      expect(request.headers.get('Accept')).toBe('application/json');
      expect(request.url.startsWith(`${BASE_URL}/api/`)).toBe(true);
    },
  );
});

describe('quote-service headers (spec 2 §6-7)', () => {
  it.each(byOperation(quoteList))(
    '%s sends X-Tenant, x-product <tenant>_PC and Accept JSON',
    async (_operation, call) => {
      const request = await sent(call);
      expect(request.headers.get('X-Tenant')).toBe(brand.tenantId);
      expect(request.headers.get('x-product')).toBe(`${brand.tenantId}_PC`);
      expect(request.headers.get('x-product')).toBe(brand.productHeader);
      expect(request.headers.get('Accept')).toBe('application/json');
    },
  );

  it.each([['POST /api/v1/Payment/MakePaymentIntent'], ['POST /api/v2/Payment/MakePaymentIntent']])(
    "%s passes the caller's provider header",
    async (operation) => {
      const call = quoteList.find((item) => item.operation === operation);
      if (!call) throw new Error(`${operation} missing`);
      const request = await sent(call);
      expect(request.headers.get('provider')).toBe('SANDBOX');
    },
  );
});

describe('bodies and content types', () => {
  const all = [...lookupList, ...quoteList];
  const withBody = all.filter((call) => call.body !== undefined);
  const withoutBody = all.filter((call) => call.body === undefined);

  it('the lists hold both kinds of call', () => {
    expect(withBody.length).toBeGreaterThan(10);
    expect(withoutBody.filter((call) => call.operation.startsWith('GET ')).length).toBeGreaterThan(
      10,
    );
  });

  it.each(byOperation(withBody))(
    '%s sends its JSON body as application/json-patch+json',
    async (_operation, call) => {
      const request = await sent(call);
      expect(request.headers.get('Content-Type')).toBe(JSON_PATCH_CONTENT_TYPE);
      expect(JSON.parse(await request.text())).toEqual(call.body);
    },
  );

  it.each(byOperation(withoutBody))(
    '%s sends no body and no Content-Type',
    async (_operation, call) => {
      const request = await sent(call);
      expect(request.body).toBeNull();
      expect(request.headers.has('Content-Type')).toBe(false);
    },
  );
});

describe('cancellation', () => {
  it.each(byOperation([...lookupList, ...quoteList]))(
    "%s: the caller's AbortSignal reaches the request",
    async (_operation, call) => {
      const controller = new AbortController();
      const request = await sent(call, controller.signal);
      expect(request.signal.aborted).toBe(false);
      controller.abort();
      expect(request.signal.aborted).toBe(true);
    },
  );
});

describe('payment-provider URLs get none of our headers', () => {
  const providerUrls = [
    'https://api.stripe.com/v1/payment_intents',
    'https://js.stripe.com/v3/',
    'https://m.stripe.network/inner.html',
    'https://payments.braintree-api.com/graphql',
    'https://api.braintreegateway.com/merchants/abc/client_api/v1/configuration',
    'https://www.paypal.com/sdk/js',
    'https://pay.google.com/gp/p/js/pay.js',
    'https://apple-pay-gateway.apple.com/paymentservices/startSession',
  ];

  it.each(providerUrls)('%s is a payment-provider URL', (url) => {
    expect(isPaymentProviderUrl(url)).toBe(true);
  });

  it.each([
    `${BASE_URL}/api/v1/Quote/GetQuote`,
    'http://127.0.0.1:8081/api/v2/Payment/TakeUpQuote',
    'https://stripe.com.evil.example/steal',
    'https://notstripe.com/',
  ])('%s is not a payment-provider URL', (url) => {
    expect(isPaymentProviderUrl(url)).toBe(false);
  });

  const params = (request: Request): MiddlewareCallbackParams => ({
    request,
    schemaPath: '/v1/payment_intents',
    params: {},
    id: 'test',
    options: {
      baseUrl: new URL(request.url).origin,
      parseAs: 'json',
      querySerializer: () => '',
      bodySerializer: (body: unknown) => JSON.stringify(body),
      pathSerializer: (path: string) => path,
      fetch: globalThis.fetch,
    },
  });

  it.each([
    ['lookup', 'https://api.stripe.com/v1/payment_intents'],
    ['quote', 'https://api.stripe.com/v1/payment_intents'],
    ['lookup', 'https://payments.braintree-api.com/graphql'],
    ['quote', 'https://payments.braintree-api.com/graphql'],
  ] as const)(
    'the %s headers middleware leaves a request to %s untouched',
    async (service, url) => {
      const middleware = headersMiddleware({ service, tenantId: brand.tenantId });
      const request = new Request(url, {
        method: 'POST',
        body: 'amount=100',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      const result = await middleware.onRequest?.(params(request));
      const after = result instanceof Request ? result : request;
      expect(after.headers.has('X-Tenant')).toBe(false);
      expect(after.headers.has('x-product')).toBe(false);
      expect(after.headers.has('Accept')).toBe(false);
      expect(after.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    },
  );

  it('the same middleware does add the headers to our own API', async () => {
    const middleware = headersMiddleware({ service: 'quote', tenantId: brand.tenantId });
    const request = new Request(`${BASE_URL}/api/v1/Quote/GetQuote?quote=Q1`);
    const result = await middleware.onRequest?.(params(request));
    const after = result instanceof Request ? result : request;
    expect(after.headers.get('X-Tenant')).toBe(brand.tenantId);
    expect(after.headers.get('x-product')).toBe(`${brand.tenantId}_PC`);
  });

  it('a client pointed at a payment provider sends none of our headers', async () => {
    const recording = recordingFetch();
    const client = createQuoteClient({
      baseUrl: 'https://api.stripe.com',
      tenantId: brand.tenantId,
      fetch: recording.fetch,
    });
    await client.GET('/api/v2/Payment/GetClientData');
    const request = recording.requests[0];
    if (!request) throw new Error('no request sent');
    expect(request.url.startsWith('https://api.stripe.com/')).toBe(true);
    expect(request.headers.has('X-Tenant')).toBe(false);
    expect(request.headers.has('x-product')).toBe(false);
  });
});
