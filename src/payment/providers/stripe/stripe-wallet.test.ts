import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPaymentSetUp } from '../../../../machines/testing/factories';
import { brand } from '../../../app/config/brand';
import {
  type BillingDetails,
  type PaymentAdapter,
  type PaymentAdapterListener,
  type PaymentIntentToConfirm,
  PaymentDeclined,
} from '../types';
import { errorResult, FakeStripe, type FakeStripeOptions, intentResult } from './fake-stripe';
import { createStripeAdapter } from './stripe-adapter';
import { walletButtonText } from './stripe-wallet';

const setUp = aPaymentSetUp({
  provider: 'STRIPE',
  publishableKey: 'pk_test_fake',
  amount: 19.99,
});

const billing: BillingDetails = {
  name: 'Sam Driver',
  email: 'sam@example.com',
  line1: '1 High Street',
  line2: '',
  postalCode: 'AB1 2CD',
  state: '',
  country: 'GB',
};

const intent: PaymentIntentToConfirm = {
  paymentIntentId: 'pi_wallet',
  clientSecret: 'pi_wallet_secret_y',
  status: 'requires_confirmation',
  challengeUrl: null,
};

let adapter: PaymentAdapter | null = null;
afterEach(() => {
  adapter?.teardown();
  adapter = null;
});

async function mounted(options: FakeStripeOptions, listener: PaymentAdapterListener = {}) {
  const fake = new FakeStripe(options);
  adapter = await createStripeAdapter(setUp, {
    loadStripe: () => Promise.resolve(fake.asStripe()),
  });
  const host = document.createElement('div');
  const mounting = adapter.mount(host, listener);
  return { fake, host, mounting, adapter };
}

describe('Stripe adapter: wallet', () => {
  it('asks for a GB payment in pence with the payer name and email', async () => {
    const { fake, mounting } = await mounted({ canMakePayment: null });
    await mounting;
    expect(fake.paymentRequests[0]?.options).toEqual({
      country: 'GB',
      currency: 'gbp',
      total: { label: brand.storefrontName, amount: 1999 },
      requestPayerName: true,
      requestPayerEmail: true,
    });
  });

  it('shows no button when the device has no wallet', async () => {
    const { host, mounting } = await mounted({ canMakePayment: null });
    await expect(mounting).resolves.toEqual({ wallet: false });
    expect(host.querySelector('button')).toBeNull();
  });

  it('keeps the card field when Stripe.js no longer offers payment requests', async () => {
    const { fake, host, mounting } = await mounted({
      paymentRequestError: new Error('paymentRequest is not supported'),
    });
    await expect(mounting).resolves.toEqual({ wallet: false });
    expect(fake.card?.mountedIn?.parentElement).toBe(host);
  });

  it('waits for canMakePayment, then shows a button that opens the sheet; teardown removes it', async () => {
    const { fake, host, mounting, adapter: a } = await mounted({ canMakePayment: 'pending' });
    await Promise.resolve();
    expect(host.querySelector('button')).toBeNull();
    fake.paymentRequests[0]?.resolveCanMakePayment({
      applePay: true,
      googlePay: false,
      link: false,
    });
    await expect(mounting).resolves.toEqual({ wallet: true });
    const button = host.querySelector('button');
    expect(button?.textContent).toBe(walletButtonText.applePay);
    button?.click();
    expect(fake.paymentRequests[0]?.shown).toBe(1);
    a.teardown();
    expect(host.childElementCount).toBe(0);
    expect(fake.paymentRequests[0]?.listenerCount('paymentmethod')).toBe(0);
  });

  it('hands the sheet payment method to the journey, confirms it without actions and then its challenge', async () => {
    const walletPaymentMethod = vi.fn();
    const {
      fake,
      mounting,
      adapter: a,
    } = await mounted({ canMakePayment: { googlePay: true } }, { walletPaymentMethod });
    await mounting;
    const event = fake.paymentRequests[0]?.emitPaymentMethod('pm_wallet');
    expect(walletPaymentMethod).toHaveBeenCalledWith({
      kind: 'paymentMethod',
      paymentMethodId: 'pm_wallet',
      wallet: true,
    });
    fake.confirmAnswers.push(
      intentResult('requires_action', 'pi_wallet'),
      intentResult('succeeded', 'pi_wallet'),
    );
    await expect(a.confirm(intent, billing)).resolves.toEqual({ paymentIntentId: 'pi_wallet' });
    expect(event?.completions).toEqual(['success']);
    expect(fake.confirmCalls).toEqual([
      {
        clientSecret: 'pi_wallet_secret_y',
        data: { payment_method: 'pm_wallet' },
        options: { handleActions: false },
      },
      { clientSecret: 'pi_wallet_secret_y', data: undefined, options: undefined },
    ]);
  });

  it('completes the sheet as failed when Stripe refuses the wallet payment', async () => {
    const { fake, mounting, adapter: a } = await mounted({ canMakePayment: { googlePay: true } });
    await mounting;
    const event = fake.paymentRequests[0]?.emitPaymentMethod('pm_wallet');
    fake.confirmAnswers.push(errorResult('Your card has insufficient funds.'));
    await expect(a.confirm(intent, billing)).rejects.toThrow(
      new PaymentDeclined('Your card has insufficient funds.'),
    );
    expect(event?.completions).toEqual(['fail']);
    expect(fake.confirmCalls).toHaveLength(1);
  });

  it('completes the sheet as succeeded when the intent already has', async () => {
    const { fake, mounting, adapter: a } = await mounted({ canMakePayment: { googlePay: true } });
    await mounting;
    const event = fake.paymentRequests[0]?.emitPaymentMethod('pm_wallet');
    await expect(a.confirm({ ...intent, status: 'succeeded' }, billing)).resolves.toEqual({
      paymentIntentId: 'pi_wallet',
    });
    expect(event?.completions).toEqual(['success']);
    expect(fake.confirmCalls).toEqual([]);
  });

  it('completes a waiting sheet as failed when the intent could not be created', async () => {
    const { fake, mounting, adapter: a } = await mounted({ canMakePayment: { googlePay: true } });
    await mounting;
    const event = fake.paymentRequests[0]?.emitPaymentMethod('pm_wallet');
    a.abandon();
    expect(event?.completions).toEqual(['fail']);
    // The card is confirmed next, not the abandoned wallet payment method.
    await a.confirm(intent, billing);
    expect(fake.confirmCalls[0]?.data).toMatchObject({ payment_method: { card: fake.card } });
    expect(event?.completions).toEqual(['fail']);
  });
});
