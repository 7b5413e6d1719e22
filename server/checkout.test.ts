import { describe, expect, it } from 'vitest';
import type { PaymentIntentResult } from './contract';
import { findPayment } from './store/payments';
import {
  CARDS,
  intentBody,
  newQuote,
  providerHeader,
  sandboxForTests,
  takeUpBody,
} from './testing/sandbox';

const sandbox = sandboxForTests({ STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox123' });

const makeIntent = (provider: 'STRIPE' | 'BRAINTREE' | 'SANDBOX', body: unknown) =>
  sandbox.call('POST', '/api/v2/Payment/MakePaymentIntent', {
    body,
    headers: providerHeader(provider),
  });

const takeUp = (body: unknown) => sandbox.call('POST', '/api/v2/Payment/TakeUpQuote', { body });

describe('STRIPE confirm-after-intent', () => {
  it('an intent without a payment method waits for the browser to confirm it', async () => {
    const quote = await newQuote(sandbox);
    const reply = await makeIntent('STRIPE', intentBody(quote, {}));
    expect(reply.status).toBe(200);
    const intent = reply.body as PaymentIntentResult;
    expect(intent).toMatchObject({ status: 'requires_confirmation' });
    expect(intent.clientSecret).toContain(`${intent.paymentIntentId}_secret_`);
    expect(intent.nextAction).toBeUndefined();
    const payment = await findPayment(sandbox.running().db, intent.paymentIntentId);
    expect(payment).toMatchObject({ provider: 'STRIPE', status: 'requires_confirmation' });
  });

  it('TakeUpQuote with the unconfirmed intent answers 409 PAYMENT_FAILED', async () => {
    const quote = await newQuote(sandbox);
    const intent = (await makeIntent('STRIPE', intentBody(quote, {}))).body as PaymentIntentResult;
    const reply = await takeUp(takeUpBody(quote, intent.paymentIntentId));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'PAYMENT_FAILED' });
  });

  it('an intent with a payment method id still succeeds and can be taken up', async () => {
    const quote = await newQuote(sandbox);
    const reply = await makeIntent(
      'STRIPE',
      intentBody(quote, { paymentMethodId: 'pm_card_visa' }),
    );
    const intent = reply.body as PaymentIntentResult;
    expect(intent.status).toBe('succeeded');
    expect((await takeUp(takeUpBody(quote, intent.paymentIntentId))).status).toBe(200);
  });

  it('a test card is still refused with STRIPE', async () => {
    const quote = await newQuote(sandbox);
    const reply = await makeIntent('STRIPE', intentBody(quote, { card: CARDS.succeeds }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: [{ field: 'body.card' }] });
  });
});

describe('the other providers keep their payment sources', () => {
  it('BRAINTREE still requires paymentMethodId (the drop-in nonce)', async () => {
    const quote = await newQuote(sandbox);
    const reply = await makeIntent('BRAINTREE', intentBody(quote, {}));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: [{ field: 'body.paymentMethodId' }] });
  });

  it('SANDBOX still requires a test card', async () => {
    const quote = await newQuote(sandbox);
    const reply = await makeIntent('SANDBOX', intentBody(quote, { paymentMethodId: 'pm_1' }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: [{ field: 'body.card' }] });
  });

  it('the 3-D Secure card still asks for a challenge, and approving it pays', async () => {
    const quote = await newQuote(sandbox);
    const reply = await makeIntent('SANDBOX', intentBody(quote, { card: CARDS.requiresAction }));
    const intent = reply.body as PaymentIntentResult;
    expect(intent).toMatchObject({
      status: 'requires_action',
      nextAction: {
        type: 'three_d_secure',
        redirectUrl: `/__sandbox/3ds/${intent.paymentIntentId}`,
      },
    });
    const challenge = await sandbox.call('POST', `/__sandbox/3ds/${intent.paymentIntentId}`, {
      body: { outcome: 'approve' },
    });
    expect(challenge.body).toEqual({
      paymentIntentId: intent.paymentIntentId,
      status: 'succeeded',
    });
    expect((await takeUp(takeUpBody(quote, intent.paymentIntentId))).status).toBe(200);
  });
});
