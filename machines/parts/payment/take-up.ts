/**
 * Take-up (spec 2 §2 Post-purchase panel): after a confirmed card payment or a checked bank account the quote
 * becomes a policy; what thank-you shows is kept as the purchase (./purchase.ts).
 */
import { routedOrShown } from '../error-routing';
import { paymentPart } from './part';
import { takeUpRequest } from './purchase';

/**
 * A quote code goes to its page; a payment code is shown on the payment page; any other failure opens the
 * payment problem modal, keeping the attempt's keys so that trying again takes the quote up once.
 */
export function takingUp(retryTarget: string) {
  return paymentPart.createStateConfig({
    tags: ['overlay'],
    on: { 'route.changed': { actions: 'keepLocation' } },
    invoke: {
      id: 'takeUpQuote',
      src: 'takeUpQuote',
      input: ({ context }) => takeUpRequest(context),
      onDone: [
        {
          guard: 'isRestartQuote',
          target: '#flow.restartThankYou',
          actions: [
            {
              type: 'markRestartTakenUp',
              params: ({ context }) => ({ quoteRef: context.restart.quoteRef }),
            },
            { type: 'storePurchase', params: { page: 'restartThankYou' } },
          ],
        },
        {
          target: '#flow.thankYou',
          actions: { type: 'storePurchase', params: { page: 'thankYou' } },
        },
      ],
      onError: [
        {
          guard: 'isInlinePaymentError',
          target: retryTarget,
          actions: ['showServerErrorMessage', 'endPaymentAttempt', 'scrollToTop'],
        },
        ...routedOrShown(retryTarget, ['keepPaymentAttempt', 'showPaymentProblem'] as const),
      ],
    },
  });
}
