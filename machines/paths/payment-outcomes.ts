/** The answers of the services that take a payment and turn the quote into a policy. */
import { JOURNEY_TEXT } from '../core/text';
import { aPaymentSetUp } from '../testing/factories';
import {
  answers,
  fails,
  fault,
  serverCodeOutcomes,
  serviceError,
  type ActorOutcome,
} from './actor-outcome';

const intent = (status: 'succeeded' | 'requires_action', challengeUrl: string | null = null) => ({
  paymentIntentId: 'pi_sandbox_1',
  clientSecret: 'pi_sandbox_1_secret_1',
  status,
  challengeUrl,
});

export const paymentOutcomes: readonly ActorOutcome[] = [
  answers('setUpPayment', 'sandbox', aPaymentSetUp(), 'no provider keys'),
  fails(
    'setUpPayment',
    'failed',
    serviceError(500, JOURNEY_TEXT.service.unexpected),
    fault('setUpPayment', 500),
  ),

  answers('makePaymentIntent', 'succeeded', intent('succeeded'), 'card 4242 4242 4242 4242'),
  answers(
    'makePaymentIntent',
    'challenge',
    intent('requires_action', '/__sandbox/3ds/pi_sandbox_1'),
    'card 4000 0027 6000 3184',
  ),
  fails(
    'makePaymentIntent',
    'declined',
    serviceError(409, 'PAYMENT_DECLINED', 'PAYMENT_DECLINED'),
    'card 4000 0000 0000 0002',
  ),
  fails(
    'makePaymentIntent',
    'insufficientFunds',
    serviceError(409, 'PAYMENT_INSUFFICIENT_FUNDS', 'PAYMENT_INSUFFICIENT_FUNDS'),
    'card 4000 0000 0000 9995',
  ),
  fails(
    'makePaymentIntent',
    'invalidCard',
    serviceError(400, JOURNEY_TEXT.payment.invalidCard),
    'an expired card the widget let through',
  ),
  ...serverCodeOutcomes('makePaymentIntent'),

  answers(
    'checkBankDetails',
    'valid',
    {
      sortCode: '200000',
      accountNumber: '12345678',
      isValid: true,
      bankName: 'Barclays Bank',
      branchName: 'Leeds Briggate',
    },
    'sort code 20-00-00, account 12345678',
  ),
  answers(
    'checkBankDetails',
    'invalid',
    {
      sortCode: '200000',
      accountNumber: '12345678',
      isValid: false,
      bankName: 'Barclays Bank',
      branchName: 'Leeds Briggate',
    },
    null,
  ),
  fails(
    'checkBankDetails',
    'notFound',
    serviceError(204, 'Bank account not found'),
    'account number 00000000',
  ),
  fails(
    'checkBankDetails',
    'invalidSortCode',
    serviceError(400, JOURNEY_TEXT.service.errors.lookupValidation),
    'sort code 00-00-00',
  ),

  answers(
    'takeUpQuote',
    'takenUp',
    {
      policyReference: 'POL-1',
      portalUserStatus: 'USER_CREATED',
      paymentDate: '2026-11-22',
      sendWelcomePack: false,
    },
    "card 4242 4242 4242 4242: the price in full, or a Direct Debit plan's deposit after a valid bank account",
  ),
  ...serverCodeOutcomes('takeUpQuote', { inline: 'PAYMENT_FAILED' }),
];
