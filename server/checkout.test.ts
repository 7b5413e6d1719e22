import { describe, expect, it } from 'vitest';
import type {
  PaymentIntentResult,
  QuoteResult,
  TakeUpQuoteRequest,
  TakeUpQuoteResult,
} from './contract';
import { findPayment, insertPayment, usePayment } from './store/payments';
import { policyOfQuote } from './store/policies';
import {
  CARDS,
  QUOTED_PROPOSER,
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

describe('the sandbox card declined at confirmation', () => {
  it('leaves its intent for the provider to confirm, and an unconfirmed intent is not taken up', async () => {
    const quote = await newQuote(sandbox);
    const reply = await makeIntent(
      'SANDBOX',
      intentBody(quote, { card: CARDS.declinedAtConfirmation }),
    );
    expect(reply.status).toBe(200);
    const intent = reply.body as PaymentIntentResult;
    expect(intent).toMatchObject({ status: 'requires_confirmation' });
    expect(intent.nextAction).toBeUndefined();
    expect(await findPayment(sandbox.running().db, intent.paymentIntentId)).toMatchObject({
      provider: 'SANDBOX',
      status: 'requires_confirmation',
      cardLast4: '0341',
    });
    const takenUp = await takeUp(takeUpBody(quote, intent.paymentIntentId));
    expect(takenUp.status).toBe(409);
    expect(takenUp.body).toMatchObject({ code: 'PAYMENT_FAILED' });
    // Another card then pays as usual.
    const paid = (await makeIntent('SANDBOX', intentBody(quote, { card: CARDS.succeeds })))
      .body as PaymentIntentResult;
    expect(paid.status).toBe('succeeded');
    expect((await takeUp(takeUpBody(quote, paid.paymentIntentId))).status).toBe(200);
  });
});

describe('the other providers keep their payment sources', () => {
  it('BRAINTREE still requires paymentMethodId (the drop-in nonce)', async () => {
    const quote = await newQuote(sandbox);
    const reply = await makeIntent('BRAINTREE', intentBody(quote, {}));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: [{ field: 'body.paymentMethodId' }] });
  });

  it('SANDBOX requires a test card or its test wallet payment', async () => {
    const quote = await newQuote(sandbox);
    const none = await makeIntent('SANDBOX', intentBody(quote, {}));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ errors: [{ field: 'body.card' }] });
    // Another provider's payment method is not the sandbox wallet's: it is not charged.
    const other = await makeIntent('SANDBOX', intentBody(quote, { paymentMethodId: 'pm_1' }));
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ errors: [{ field: 'body.paymentMethodId' }] });
    const both = await makeIntent('SANDBOX', {
      ...intentBody(quote, { card: CARDS.succeeds }),
      paymentMethodId: 'pm_sandbox_wallet_succeeds_0123456789',
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ errors: [{ field: 'body.paymentMethodId' }] });
  });

  it("SANDBOX charges its test wallet's payment as the wallet's test card, and the quote is taken up", async () => {
    const quote = await newQuote(sandbox);
    const wallet = (card: string) => ({
      paymentMethodId: `pm_sandbox_wallet_${card}_0b1c2d3e4f50`,
    });
    const declined = await makeIntent('SANDBOX', intentBody(quote, wallet('declined')));
    expect(declined.status).toBe(409);
    expect(declined.body).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const challenge = await makeIntent('SANDBOX', intentBody(quote, wallet('threeDSecure')));
    expect(challenge.body).toMatchObject({ status: 'requires_action' });
    // A card the sandbox has no wallet entry for is not charged.
    const unknown = await makeIntent('SANDBOX', intentBody(quote, wallet('amex')));
    expect(unknown.status).toBe(400);
    const reply = await makeIntent('SANDBOX', intentBody(quote, wallet('succeeds')));
    expect(reply.status).toBe(200);
    const intent = reply.body as PaymentIntentResult;
    expect(intent.status).toBe('succeeded');
    expect(await findPayment(sandbox.running().db, intent.paymentIntentId)).toMatchObject({
      provider: 'SANDBOX',
      status: 'succeeded',
      cardLast4: '4242',
    });
    expect((await takeUp(takeUpBody(quote, intent.paymentIntentId))).status).toBe(200);
  });

  it('two test wallet payments sent at once for one quote charge it once', async () => {
    const quote = await newQuote(sandbox);
    const [first, second] = await Promise.all(
      ['0a1b2c3d4e5f', '6a7b8c9d0e1f'].map((random) =>
        makeIntent(
          'SANDBOX',
          intentBody(quote, { paymentMethodId: `pm_sandbox_wallet_succeeds_${random}` }),
        ),
      ),
    );
    const ids = [first, second].map(
      (reply) => (reply?.body as PaymentIntentResult).paymentIntentId,
    );
    expect(new Set(ids).size).toBe(1);
    expect((await takeUp(takeUpBody(quote, ids[0] ?? ''))).status).toBe(200);
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

// ---------------------------------------------------------------- the Direct Debit deposit

/** The quote's first option and its Direct Debit plan. */
function planOf(result: QuoteResult) {
  const option = result.underwritingOutcome.underwrittenOptions[0];
  const plan = option?.paymentCollectionOptions.find(
    (item) => item.paymentMethod === 'DIRECT_DEBIT',
  );
  if (!option || !plan) throw new Error(`Quote ${result.quoteRef} has no Direct Debit plan`);
  return { option, plan };
}

/** MakePaymentIntent for the plan's deposit, with a sandbox test card. */
function depositBody(result: QuoteResult, card: string = CARDS.succeeds) {
  const { option, plan } = planOf(result);
  return {
    ...intentBody(result, { card }),
    optionId: option.optionId,
    paymentCollectionOptionCode: plan.code,
    amount: plan.upFrontAmount,
  };
}

async function payDeposit(result: QuoteResult): Promise<string> {
  const reply = await makeIntent('SANDBOX', depositBody(result));
  expect(reply.status).toBe(200);
  return (reply.body as PaymentIntentResult).paymentIntentId;
}

function directDebitTakeUp(result: QuoteResult, paymentIntentId?: string): TakeUpQuoteRequest {
  const { option, plan } = planOf(result);
  return {
    quoteReference: result.quoteRef,
    optionId: option.optionId,
    paymentCollectionOptionCode: plan.code,
    paymentMethod: 'DIRECT_DEBIT',
    bankDetails: { accountHolder: 'Sam Carter', sortCode: '200000', accountNumber: '12345678' },
    ...(paymentIntentId === undefined ? {} : { paymentIntentId }),
  };
}

/**
 * Sends requests while a transaction holds the embedded database, so they all queue at their first query and
 * then race past the checks made before the take-up's own transaction (as in ./idempotency.test.ts).
 */
async function racing<T>(send: () => Promise<T>): Promise<T> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = sandbox.running().db.transaction(() => released);
  const replies = send();
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();
  await hold;
  return replies;
}

const policiesOf = async (quoteRef: string) =>
  sandbox
    .running()
    .db.query<{ policy_ref: string }>('select policy_ref from policies where quote_ref = $1', [
      quoteRef,
    ]);

describe('a Direct Debit plan with a deposit', () => {
  it('asks a deposit: the sandbox prices every plan with one but the Nodeposit fixture’s', async () => {
    const quote = await newQuote(sandbox);
    expect(planOf(quote).plan.upFrontAmount.amount).toBeGreaterThan(0);
  });

  it('is taken up once its deposit is paid by card: the payment is spent and kept on the policy', async () => {
    const quote = await newQuote(sandbox);
    const deposit = await payDeposit(quote);
    const reply = await takeUp(directDebitTakeUp(quote, deposit));
    expect(reply.status).toBe(200);
    const { policyReference } = reply.body as TakeUpQuoteResult;
    const { db } = sandbox.running();
    expect(await findPayment(db, deposit)).toMatchObject({ used: true });
    expect(await policyOfQuote(db, quote.quoteRef)).toMatchObject({
      policyRef: policyReference,
      paymentMethod: 'DIRECT_DEBIT',
      paymentIntentId: deposit,
    });
  });

  it('records the card payment on a policy paid in full by card too', async () => {
    const quote = await newQuote(sandbox);
    const intent = (await makeIntent('SANDBOX', intentBody(quote, { card: CARDS.succeeds })))
      .body as PaymentIntentResult;
    expect((await takeUp(takeUpBody(quote, intent.paymentIntentId))).status).toBe(200);
    expect(await policyOfQuote(sandbox.running().db, quote.quoteRef)).toMatchObject({
      paymentIntentId: intent.paymentIntentId,
    });
  });

  it('is refused without the deposit: 409 PAYMENT_FAILED, and no policy', async () => {
    const quote = await newQuote(sandbox);
    const reply = await takeUp(directDebitTakeUp(quote));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'PAYMENT_FAILED' });
    expect(await policiesOf(quote.quoteRef)).toEqual([]);
  });

  it('is refused with a payment of another amount: 409 QUOTE_MISMATCH', async () => {
    const quote = await newQuote(sandbox);
    const { plan } = planOf(quote);
    const paymentIntentId = 'pi_sandbox_another_amount';
    await insertPayment(
      sandbox.running().db,
      {
        paymentIntentId,
        quoteRef: quote.quoteRef,
        provider: 'SANDBOX',
        amount: plan.upFrontAmount.amount - 1,
        status: 'succeeded',
        failureCode: null,
        cardLast4: '4242',
      },
      new Date(),
    );
    const reply = await takeUp(directDebitTakeUp(quote, paymentIntentId));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'QUOTE_MISMATCH' });
    expect(await policiesOf(quote.quoteRef)).toEqual([]);
  });

  it('is refused with the full card price paid in its place: 409 QUOTE_MISMATCH', async () => {
    const quote = await newQuote(sandbox);
    const full = (await makeIntent('SANDBOX', intentBody(quote, { card: CARDS.succeeds })))
      .body as PaymentIntentResult;
    const reply = await takeUp(directDebitTakeUp(quote, full.paymentIntentId));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'QUOTE_MISMATCH' });
    expect(await findPayment(sandbox.running().db, full.paymentIntentId)).toMatchObject({
      used: false,
    });
  });

  it("is refused with another quote's deposit: 409 PAYMENT_FAILED", async () => {
    const quote = await newQuote(sandbox);
    const other = await newQuote(sandbox);
    const reply = await takeUp(directDebitTakeUp(quote, await payDeposit(other)));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'PAYMENT_FAILED' });
    expect(await policiesOf(quote.quoteRef)).toEqual([]);
  });

  it('is refused with a declined deposit: 409 PAYMENT_FAILED', async () => {
    const quote = await newQuote(sandbox);
    const declined = await makeIntent('SANDBOX', depositBody(quote, CARDS.declined));
    expect(declined.status).toBe(409);
    const [failed] = await sandbox
      .running()
      .db.query<{ payment_intent_id: string }>(
        "select payment_intent_id from payments where quote_ref = $1 and status = 'failed'",
        [quote.quoteRef],
      );
    if (!failed) throw new Error('The declined deposit was not recorded');
    const reply = await takeUp(directDebitTakeUp(quote, failed.payment_intent_id));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'PAYMENT_FAILED' });
  });

  it('is refused with a deposit already spent: 409 PAYMENT_TOKEN_ALREADY_USED', async () => {
    const quote = await newQuote(sandbox);
    const deposit = await payDeposit(quote);
    expect(await usePayment(sandbox.running().db, deposit)).toBe(true);
    const reply = await takeUp(directDebitTakeUp(quote, deposit));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'PAYMENT_TOKEN_ALREADY_USED' });
    expect(await policiesOf(quote.quoteRef)).toEqual([]);
  });

  it('makes one policy of two take-ups sent at once with the same deposit', async () => {
    const quote = await newQuote(sandbox);
    const deposit = await payDeposit(quote);
    const replies = await racing(() =>
      Promise.all([
        takeUp(directDebitTakeUp(quote, deposit)),
        takeUp(directDebitTakeUp(quote, deposit)),
      ]),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await policiesOf(quote.quoteRef)).toHaveLength(1);
  });
});

describe('a Direct Debit plan without a deposit (the Nodeposit fixture)', () => {
  /** A quote whose Direct Debit plan asks no deposit: its proposer's surname is the fixture's. */
  const noDepositQuote = () =>
    newQuote(sandbox, {
      title: 'MS',
      firstName: 'Nia',
      lastNames: 'Nodeposit',
      dateOfBirth: '1986-04-12',
      emailAddress: 'nia.nodeposit@example.com',
    });

  it('lends the whole price: no deposit, the instalments repaying the total and its interest', async () => {
    const quote = await noDepositQuote();
    const { option, plan } = planOf(quote);
    const card = option.paymentCollectionOptions.find(
      (item) => item.paymentMethod === 'CARD_PAYMENT',
    );
    expect(plan.upFrontAmount.amount).toBe(0);
    expect(plan.totalAmountOfCredit.amount).toBe(card?.totalAmountPayable.amount);
    const instalments =
      (plan.unequalInstalmentAmount?.amount ?? plan.standardInstalmentAmount.amount) +
      plan.standardInstalmentAmount.amount * (plan.appliedInstalmentCount - 1);
    expect(instalments).toBeCloseTo(plan.totalAmountPayable.amount, 2);
    expect(plan.totalAmountPayable.amount).toBeCloseTo(
      plan.totalAmountOfCredit.amount + plan.interestAmount.amount,
      2,
    );
  });

  it('is taken up with the bank details alone: no payment, a policy paid by Direct Debit', async () => {
    const quote = await noDepositQuote();
    const reply = await takeUp(directDebitTakeUp(quote));
    expect(reply.status).toBe(200);
    const { policyReference } = reply.body as TakeUpQuoteResult;
    expect(await policyOfQuote(sandbox.running().db, quote.quoteRef)).toMatchObject({
      policyRef: policyReference,
      paymentMethod: 'DIRECT_DEBIT',
      paymentIntentId: null,
    });
  });

  it('makes one policy of two take-ups sent at once, with no payment to spend only once', async () => {
    const quote = await noDepositQuote();
    const replies = await racing(() =>
      Promise.all([takeUp(directDebitTakeUp(quote)), takeUp(directDebitTakeUp(quote))]),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await policiesOf(quote.quoteRef)).toHaveLength(1);
  });
});

describe('an option without its term start (the Nostart fixture)', () => {
  const noStartQuote = () => newQuote(sandbox, { ...QUOTED_PROPOSER, lastNames: 'Nostart' });

  it("is priced for annual cover alone, its option's start the contract's unset date", async () => {
    const quote = await noStartQuote();
    const options = quote.underwritingOutcome.underwrittenOptions;
    expect(options.map((option) => option.policyTermType)).toEqual(['Annual']);
    expect(options[0]?.effectiveFrom).toBe('1700-02-01T00:00:00.000Z');
  });

  it('is charged by no card and taken up by no Direct Debit: 409 QUOTE_INELIGIBLE, no policy', async () => {
    const quote = await noStartQuote();
    const charged = await makeIntent('SANDBOX', intentBody(quote, { card: CARDS.succeeds }));
    expect(charged.status).toBe(409);
    expect(charged.body).toMatchObject({ code: 'QUOTE_INELIGIBLE' });
    const deposit = await makeIntent('SANDBOX', depositBody(quote));
    expect(deposit.status).toBe(409);
    const takenUp = await takeUp(directDebitTakeUp(quote));
    expect(takenUp.status).toBe(409);
    expect(takenUp.body).toMatchObject({ code: 'QUOTE_INELIGIBLE' });
    expect(await policiesOf(quote.quoteRef)).toHaveLength(0);
  });
});
