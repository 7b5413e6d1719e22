import { describe, expect, it } from 'vitest';
import type { ClientData, PaymentProvider, QuoteDetails, QuoteResult } from '../contract';
import { seededReferences } from '../seed';
import { holdQuote, newQuote, sandboxForTests, type SandboxUnderTest } from '../testing/sandbox';
import { clientData } from './payment';

const { aggregator, reminder } = seededReferences;

/** Every answer that carries a paymentProvider, for one fresh quote and the seeded fixtures. */
async function reportedProviders(sandbox: SandboxUnderTest): Promise<Record<string, unknown>> {
  const generated = await newQuote(sandbox);
  await holdQuote(sandbox, reminder.quoteRef);
  const get = async (path: string) => (await sandbox.call('GET', path)).body;
  const put = async (path: string, body: unknown) =>
    (await sandbox.call('PUT', path, { body })).body;
  const rated = (await put('/api/v2/Quote/UpdateNoClaimsProtection', {
    quoteReference: generated.quoteRef,
    protectNoClaimsDiscount: true,
  })) as QuoteResult;
  const aggregatorQuery = `Token=${aggregator.token}&QuoteReference=${aggregator.quoteRef}`;
  const fetched = (await get(`/api/v1/Quote/GetQuote?quote=${generated.quoteRef}`)) as QuoteDetails;
  const pricing = (await get(`/api/v1/Quote/GetPricingDetails?quote=${reminder.quoteRef}`)) as {
    paymentProvider: PaymentProvider;
  };
  const aggregatorDetails = (await get(
    `/api/v1/Quote/GetAggregatorQuoteDetails?${aggregatorQuery}`,
  )) as QuoteDetails;
  return {
    GenerateNewPrivateCarQuote: generated.paymentProvider,
    UpdateNoClaimsProtection: rated.paymentProvider,
    GetQuote: fetched.paymentProvider,
    GetPricingDetails: pricing.paymentProvider,
    GetAggregatorQuoteDetails: aggregatorDetails.paymentProvider,
  };
}

const everywhere = (provider: PaymentProvider) => ({
  GenerateNewPrivateCarQuote: provider,
  UpdateNoClaimsProtection: provider,
  GetQuote: provider,
  GetPricingDetails: provider,
  GetAggregatorQuoteDetails: provider,
});

describe('with STRIPE_PUBLISHABLE_KEY set', () => {
  const sandbox = sandboxForTests({ STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox123' });

  it('GetClientData reports STRIPE with the publishable key', async () => {
    const reply = await sandbox.call('GET', '/api/v2/Payment/GetClientData');
    expect(reply.body).toEqual({
      provider: 'STRIPE',
      publishableKey: 'pk_test_sandbox123',
      merchantAccountId: null,
      currency: 'GBP',
      country: 'GB',
    } satisfies ClientData);
  });

  it('every quote answer reports paymentProvider STRIPE', async () => {
    expect(await reportedProviders(sandbox)).toEqual(everywhere('STRIPE'));
  });
});

describe('with BRAINTREE_MERCHANT_ACCOUNT_ID set', () => {
  const sandbox = sandboxForTests({ BRAINTREE_MERCHANT_ACCOUNT_ID: 'dropcover_gbp' });

  it('GetClientData and every quote answer report BRAINTREE', async () => {
    const reply = await sandbox.call('GET', '/api/v2/Payment/GetClientData');
    expect(reply.body).toMatchObject({ provider: 'BRAINTREE', merchantAccountId: 'dropcover_gbp' });
    expect(await reportedProviders(sandbox)).toEqual(everywhere('BRAINTREE'));
  });
});

describe('without provider keys', () => {
  const sandbox = sandboxForTests({
    STRIPE_PUBLISHABLE_KEY: undefined,
    BRAINTREE_MERCHANT_ACCOUNT_ID: undefined,
  });

  it('GetClientData and every quote answer report SANDBOX', async () => {
    const reply = await sandbox.call('GET', '/api/v2/Payment/GetClientData');
    expect(reply.body).toMatchObject({ provider: 'SANDBOX', publishableKey: null });
    expect(await reportedProviders(sandbox)).toEqual(everywhere('SANDBOX'));
  });
});

describe('clientData', () => {
  it('prefers STRIPE, then BRAINTREE, and ignores blank values', () => {
    expect(
      clientData({ STRIPE_PUBLISHABLE_KEY: 'pk_1', BRAINTREE_MERCHANT_ACCOUNT_ID: 'm' }).provider,
    ).toBe('STRIPE');
    expect(
      clientData({ STRIPE_PUBLISHABLE_KEY: ' ', BRAINTREE_MERCHANT_ACCOUNT_ID: 'm' }),
    ).toMatchObject({ provider: 'BRAINTREE', merchantAccountId: 'm' });
    expect(clientData({}).provider).toBe('SANDBOX');
  });
});
