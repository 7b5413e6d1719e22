/**
 * Take-up (spec 2 §2 Post-purchase panel): after a confirmed card payment or a checked bank account the quote
 * becomes a policy; what thank-you shows is kept as the purchase (./purchase.ts).
 */
import type { JourneyContext } from '../core/types';
import type { PaymentMethod } from '../core/contract';
import { routedOrShown } from '../session';
import { paymentPart } from './part';
import { takeUpRequest } from './purchase';

/**
 * A quote code goes to its page; a payment code is shown on the payment page; any other failure opens the
 * payment problem modal, keeping the attempt's keys so that trying again takes the quote up once.
 */
export function takingUp(retryTarget: string, method: PaymentMethod) {
  // A restart is bought by card only (spec 2 §2): only the card's take-up leads to its own thank-you.
  const restartThankYou =
    method === 'CARD_PAYMENT'
      ? [
          {
            guard: 'isRestartQuote' as const,
            target: '#flow.restartThankYou',
            meta: { requirements: ['spec 2 §4 Restart'] },
            actions: [
              {
                type: 'markRestartTakenUp' as const,
                params: ({ context }: { context: JourneyContext }) => ({
                  quoteRef: context.restart.quoteRef,
                }),
              },
              { type: 'storePurchase' as const, params: { page: 'restartThankYou' as const } },
            ],
          },
        ]
      : [];
  return paymentPart.createStateConfig({
    tags: ['overlay'],
    on: { 'route.changed': { actions: 'keepLocation' } },
    invoke: {
      id: 'takeUpQuote',
      src: 'takeUpQuote',
      input: ({ context }) => takeUpRequest(context),
      onDone: [
        ...restartThankYou,
        {
          target: '#flow.thankYou',
          actions: { type: 'storePurchase', params: { page: 'thankYou' } },
        },
      ],
      onError: [
        {
          guard: 'isInlinePaymentError',
          target: retryTarget,
          actions: [
            { type: 'showServerErrorMessage', params: { part: 'payment' } },
            'endPaymentAttempt',
            'scrollToTop',
          ],
        },
        ...routedOrShown(retryTarget, ['keepPaymentAttempt', 'showPaymentProblem'] as const),
      ],
    },
  });
}
