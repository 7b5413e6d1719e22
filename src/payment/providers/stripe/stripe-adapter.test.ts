import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPaymentSetUp } from '../../../../machines/testing/factories';
import { providerText } from '../../../../machines/payment/provider-text';
import {
  type BillingDetails,
  type PaymentAdapter,
  type PaymentAdapterListener,
  type PaymentIntentToConfirm,
  PaymentDeclined,
} from '../types';
import { errorResult, FakeStripe, type FakeStripeOptions, intentResult } from './fake-stripe';
import { createStripeAdapter } from './stripe-adapter';

const setUp = aPaymentSetUp({
  provider: 'STRIPE',
  publishableKey: 'pk_test_fake',
  amount: 123.45,
});

const billing: BillingDetails = {
  name: 'Sam Driver',
  email: 'sam@example.com',
  line1: '1 High Street',
  line2: 'Flat 2',
  postalCode: 'AB1 2CD',
  state: 'Kent',
  country: '',
};

const intent = (status: PaymentIntentToConfirm['status']): PaymentIntentToConfirm => ({
  paymentIntentId: 'pi_server',
  clientSecret: 'pi_server_secret_x',
  status,
  challengeUrl: null,
});

let adapter: PaymentAdapter | null = null;
afterEach(() => {
  adapter?.teardown();
  adapter = null;
  document.body.innerHTML = '';
});

async function mounted(options: FakeStripeOptions = {}, listener: PaymentAdapterListener = {}) {
  const fake = new FakeStripe(options);
  const keys: string[] = [];
  adapter = await createStripeAdapter(setUp, {
    loadStripe: (key) => {
      keys.push(key);
      return Promise.resolve(fake.asStripe());
    },
  });
  const host = document.createElement('div');
  document.body.append(host);
  const result = await adapter.mount(host, listener);
  return { fake, host, result, adapter, keys };
}

describe('Stripe adapter: loading', () => {
  it('rejects with the time-out message when Stripe.js never arrives', async () => {
    const creation = createStripeAdapter(setUp, {
      loadStripe: () => new Promise(() => undefined),
      timeoutMs: 20,
    });
    await expect(creation).rejects.toThrow(providerText.loadTimedOut);
  });

  it('rejects with the preparation message when Stripe.js gives no client', async () => {
    const creation = createStripeAdapter(setUp, { loadStripe: () => Promise.resolve(null) });
    await expect(creation).rejects.toThrow(providerText.preparationFailed);
  });

  it('loads with the publishable key', async () => {
    const { keys } = await mounted();
    expect(keys).toEqual(['pk_test_fake']);
  });

  it('rejects mount with the time-out message when the card frame never becomes ready', async () => {
    const fake = new FakeStripe({ elementLoad: 'never' });
    adapter = await createStripeAdapter(setUp, {
      loadStripe: () => Promise.resolve(fake.asStripe()),
      timeoutMs: 20,
    });
    const host = document.createElement('div');
    await expect(adapter.mount(host, {})).rejects.toThrow(providerText.loadTimedOut);
    expect(host.childElementCount).toBe(0);
  });
});

describe('Stripe adapter: card field', () => {
  it('mounts the card inside the host and teardown removes it, once', async () => {
    const { fake, host, adapter: a } = await mounted();
    const card = fake.card;
    expect(card?.mountedIn?.parentElement).toBe(host);
    expect(host.querySelector('[data-fake-stripe-element="card"]')).not.toBeNull();
    a.teardown();
    a.teardown();
    expect(card?.destroyed).toBe(true);
    expect(host.childElementCount).toBe(0);
  });

  it('redraws the card in a new host the page hands over, leaving the old one empty', async () => {
    const { fake, host, adapter: a } = await mounted();
    const first = fake.card;
    const next = document.createElement('div');
    await expect(a.mount(next, {})).resolves.toEqual({ wallet: false });
    expect(first?.destroyed).toBe(true);
    expect(host.childElementCount).toBe(0);
    expect(next.querySelector('[data-fake-stripe-element="card"]')).not.toBeNull();
  });

  it('refuses other card vendors, passes Stripe messages on and clears when complete', async () => {
    const cardChanged = vi.fn();
    const { fake } = await mounted({}, { cardChanged });
    fake.card?.change({ brand: 'amex' });
    expect(cardChanged).toHaveBeenLastCalledWith({
      complete: false,
      error: providerText.cardVendor,
    });
    fake.card?.change({
      brand: 'visa',
      error: {
        type: 'validation_error',
        code: 'invalid_number',
        message: 'Your card number is invalid.',
      },
    });
    expect(cardChanged).toHaveBeenLastCalledWith({
      complete: false,
      error: 'Your card number is invalid.',
    });
    fake.card?.change({ brand: 'mastercard', complete: true });
    expect(cardChanged).toHaveBeenLastCalledWith({ complete: true, error: null });
    fake.card?.change({ brand: 'unknown' });
    expect(cardChanged).toHaveBeenLastCalledWith({ complete: false, error: null });
  });

  it('refuses to prepare without a card, with its error, or incomplete; accepts a complete card', async () => {
    const { fake, adapter: a } = await mounted();
    await expect(a.prepare(billing)).rejects.toThrow(new PaymentDeclined(providerText.invalidCard));
    fake.card?.change({ brand: 'amex', complete: true });
    await expect(a.prepare(billing)).rejects.toThrow(new PaymentDeclined(providerText.cardVendor));
    fake.card?.change({ brand: 'visa', complete: true });
    await expect(a.prepare(billing)).resolves.toEqual({ kind: 'confirmWithClientSecret' });
    a.teardown();
    await expect(a.prepare(billing)).rejects.toThrow(providerText.noElementsMounted);
  });

  it('confirms the card with the client secret and billing details, country GB by default', async () => {
    const { fake, adapter: a } = await mounted();
    fake.confirmAnswers.push(intentResult('succeeded', 'pi_done'));
    await expect(a.confirm(intent('requires_confirmation'), billing)).resolves.toEqual({
      paymentIntentId: 'pi_done',
    });
    expect(fake.confirmCalls).toEqual([
      {
        clientSecret: 'pi_server_secret_x',
        data: {
          payment_method: {
            card: fake.card,
            billing_details: {
              name: 'Sam Driver',
              email: 'sam@example.com',
              address: {
                line1: '1 High Street',
                line2: 'Flat 2',
                postal_code: 'AB1 2CD',
                state: 'Kent',
                country: 'GB',
              },
            },
          },
        },
        options: undefined,
      },
    ]);
  });

  it('reports an empty answer, a declined card and an unfinished intent', async () => {
    const { fake, adapter: a } = await mounted();
    fake.confirmAnswers.push({} as never, errorResult('Your card was declined.'), errorResult());
    fake.confirmAnswers.push(intentResult('requires_payment_method'));
    const confirm = () => a.confirm(intent('requires_confirmation'), billing);
    const empty = await confirm().catch((error: unknown) => error);
    expect(empty).toEqual(new Error(providerText.noStripeResponse));
    expect(empty).not.toBeInstanceOf(PaymentDeclined);
    await expect(confirm()).rejects.toThrow(new PaymentDeclined('Your card was declined.'));
    await expect(confirm()).rejects.toThrow(new PaymentDeclined(providerText.stripeResponseErrors));
    await expect(confirm()).rejects.toThrow(new PaymentDeclined(providerText.stripeResponseErrors));
  });

  it('resolves at once when the intent has already succeeded', async () => {
    const { fake, adapter: a } = await mounted();
    await expect(a.confirm(intent('succeeded'), billing)).resolves.toEqual({
      paymentIntentId: 'pi_server',
    });
    expect(fake.confirmCalls).toEqual([]);
  });
});
