/**
 * Paying (spec 2 §2, §4, §5, §8): by card through the provider's widget (./card.ts), or by Direct Debit after
 * the bank check (./direct-debit.ts); then the quote is taken up (./take-up.ts) and the purchase kept for
 * thank-you (./purchase.ts). A second Pay while a call is pending is not accepted, and every charge and take-up
 * carries an idempotency key that a retry of the same attempt reuses.
 */
import { paymentActions, paymentGuards } from './actions';
import { cardStates } from './card';
import { directDebitStates } from './direct-debit';
import { paymentPart } from './part';

const states = paymentPart.createStateConfig({
  tags: ['idleTimeout'],
  initial: 'card',
  states: { card: cardStates, directDebit: directDebitStates },
});

export const payment = { actions: paymentActions, guards: paymentGuards, states };
