/**
 * The card payment's calls (spec 2 §7 Payment): set-up (GetClientData, and GetDropInUiToken for the drop-in),
 * MakePaymentIntent and TakeUpQuote, each charge and take-up with its attempt's idempotency key.
 */
import type { PreparedPayment } from '../../../machines/core/types';
import { adapterFor } from '../../../machines/payment';
import { statementOfFactOf } from '../../../machines/wizard';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { dataOf, type QuoteClient } from '../../api/client';
import { call } from './service';

/** The body's payment source: a provider payment method, a sandbox test card, or none (Stripe confirms later). */
function paymentSource(payment: PreparedPayment) {
  switch (payment.kind) {
    case 'paymentMethod':
      return { paymentMethodId: payment.paymentMethodId };
    case 'sandboxCard':
      return { card: payment.card };
    case 'confirmWithClientSecret':
      return {};
  }
}

/** The card payment's service calls; the journey's services run them (./journey-calls.ts). */
export function paymentCalls(quote: QuoteClient) {
  return {
    setUpPayment: call<'setUpPayment'>(async ({ quoteProvider, amount }, signal) => {
      const client = dataOf(await quote.GET('/api/v2/Payment/GetClientData', { signal }));
      const provider = adapterFor(quoteProvider, client);
      if (provider === null) throw new Error(JOURNEY_TEXT.payment.preparationFailed);
      let clientToken: string | null = null;
      if (provider === 'BRAINTREE') {
        const merchantAccountId = client.merchantAccountId ?? '';
        const token = dataOf(
          await quote.GET('/api/v1/Checkouts/GetDropInUiToken', {
            params: { query: { merchantAccountId } },
            signal,
          }),
        );
        clientToken = token.clientToken;
        // spec 2 §8: retried up to 3 times by the journey, and reported.
        if (!clientToken || !(amount > 0)) throw new Error(JOURNEY_TEXT.payment.clientTokenMissing);
      }
      return {
        provider,
        publishableKey: client.publishableKey,
        merchantAccountId: client.merchantAccountId,
        clientToken,
        amount,
        currency: client.currency,
        country: client.country,
      };
    }),

    makePaymentIntent: call<'makePaymentIntent'>(async (input, signal) => {
      const intent = dataOf(
        await quote.POST('/api/v2/Payment/MakePaymentIntent', {
          params: {
            header: { provider: input.provider, 'Idempotency-Key': input.idempotencyKey },
          },
          body: {
            quoteReference: input.quoteRef,
            optionId: input.optionId,
            paymentCollectionOptionCode: input.collectionOption.code,
            amount: input.collectionOption.upFrontAmount,
            ...paymentSource(input.payment),
          },
          signal,
        }),
      );
      return {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        status: intent.status,
        challengeUrl: intent.nextAction?.redirectUrl ?? null,
      };
    }),

    /** The take-up sends the customer's answers as their statement of fact, for the insurer to keep. */
    takeUpQuote: call<'takeUpQuote'>(async ({ idempotencyKey, answers, ...body }, signal) =>
      dataOf(
        await quote.POST('/api/v2/Payment/TakeUpQuote', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: { ...body, statementOfFact: statementOfFactOf(answers) },
          signal,
        }),
      ),
    ),
  };
}
