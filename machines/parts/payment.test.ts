import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { contact, go, onCardPayment, onResults, pathOf, settled } from '../testing/journey-actor';
import { TEXT } from '../text';

describe('payment and take-up', () => {
  it('pays by card, takes the quote up and cannot be paid again by going back', async () => {
    const payByCard = vi.fn(() => Promise.resolve({ paymentIntentId: 'pi_1' }));
    const actor = await onCardPayment({ payByCard: fromPromise(payByCard) });
    actor.send({ type: 'payment.submitCard', paymentDetails: { number: '4242424242424242' } });
    actor.send({ type: 'payment.submitCard', paymentDetails: { number: '4242424242424242' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    expect(payByCard).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.payment.policyReference).toBe('POL-1');
    go(actor, '/make-payment', 'POP');
    expect(pathOf(actor)).toBe('/thank-you');
    go(actor, '/quote/vehicle-details', 'POP');
    expect(pathOf(actor)).toBe('/thank-you');
  });

  it('shows a payment code inline and lets the customer try again', async () => {
    const actor = await onCardPayment({
      payByCard: fromPromise(() =>
        Promise.reject(Object.assign(new Error('declined'), { code: 'PAYMENT_DECLINED' })),
      ),
    });
    actor.send({ type: 'payment.submitCard', paymentDetails: {} });
    await settled(actor);
    expect(pathOf(actor)).toBe('/make-payment');
    expect(actor.getSnapshot().context.message?.message).toBe(TEXT.payment.byCode.PAYMENT_DECLINED);
    expect(actor.getSnapshot().can({ type: 'payment.submitCard', paymentDetails: {} })).toBe(true);
  });

  it("reports a bank account that cannot be found with the spec's words", async () => {
    const actor = await onResults({
      checkBankDetails: fromPromise(() =>
        Promise.reject(Object.assign(new Error('No Content'), { kind: 'notFound' })),
      ),
    });
    actor.send({ type: 'results.selectPaymentMethod', method: 'DIRECT_DEBIT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    actor.send({
      type: 'payment.submitDirectDebit',
      bankDetails: { accountHolder: 'Sam Carter', sortCode: '20-00-00', accountNumber: '00000000' },
    });
    await settled(actor);
    expect(actor.getSnapshot().context.message?.message).toBe(TEXT.payment.bankNotFound);
    expect(actor.getSnapshot().context.pendingBankDetails?.accountHolder).toBe('Sam Carter');
  });
});
