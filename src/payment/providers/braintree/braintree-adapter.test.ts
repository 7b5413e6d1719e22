import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPaymentSetUp } from '../../../../machines/testing/factories';
import { providerText } from '../../../../machines/payment/provider-text';
import { brand } from '../../../app/config/brand';
import {
  type BillingDetails,
  type PaymentAdapter,
  type PaymentAdapterListener,
  PaymentDeclined,
} from '../types';
import { createBraintreeAdapter } from './braintree-adapter';
import { braintreeText } from './braintree-options';
import { cardPayload, type FakeCreateMode, FakeDropinModule, paypalPayload } from './fake-dropin';

const setUp = aPaymentSetUp({
  provider: 'BRAINTREE',
  merchantAccountId: 'dropcover_gbp',
  clientToken: 'client-token-abc',
  amount: 123.4,
});

const billing: BillingDetails = {
  name: 'Mary Ann Smith',
  email: 'mary@example.com',
  line1: '1 High Street',
  line2: 'Flat 2',
  postalCode: 'AB1 2CD',
  state: '',
  country: '',
};

let adapter: PaymentAdapter | null = null;
afterEach(() => {
  adapter?.teardown();
  adapter = null;
});

async function created(mode: FakeCreateMode = 'resolve', timeoutMs?: number) {
  const dropin = new FakeDropinModule(mode);
  adapter = await createBraintreeAdapter(setUp, { dropin, ...(timeoutMs ? { timeoutMs } : {}) });
  const host = document.createElement('div');
  return { dropin, host, adapter };
}

async function mounted(listener: PaymentAdapterListener = {}) {
  const made = await created();
  await made.adapter.mount(made.host, listener);
  const instance = made.dropin.instances[0];
  if (!instance) throw new Error('the drop-in was not created');
  return { ...made, instance };
}

describe('Braintree adapter: set-up', () => {
  it.each([
    ['no client token', { clientToken: null }],
    ['an empty client token', { clientToken: '' }],
    ['no amount', { amount: 0 }],
  ])('refuses %s', async (_name, change) => {
    const creation = createBraintreeAdapter(
      { ...setUp, ...change },
      { dropin: new FakeDropinModule() },
    );
    await expect(creation).rejects.toThrow(providerText.clientTokenMissing);
  });

  it('loads the drop-in package on demand when none is given', async () => {
    adapter = await createBraintreeAdapter(setUp);
    expect(typeof adapter.mount).toBe('function');
  });

  it('creates the drop-in in the host with 3-D Secure, PayPal vaulting and the wallets', async () => {
    const { dropin, host } = await mounted();
    const options = dropin.createCalls[0];
    expect(options?.authorization).toBe('client-token-abc');
    expect(options?.container instanceof HTMLElement && options.container.parentElement).toBe(host);
    expect(options?.threeDSecure).toBe(true);
    expect(options?.paypal).toEqual({ flow: 'vault' });
    expect(options?.card).toEqual({ cardholderName: { required: false } });
    expect(options?.googlePay?.transactionInfo).toEqual({
      totalPriceStatus: 'FINAL',
      totalPrice: '123.40',
      currencyCode: 'GBP',
    });
    expect(options?.applePay?.displayName).toBe(brand.storefrontName);
    expect(options?.applePay?.paymentRequest.total).toEqual({
      label: brand.storefrontName,
      amount: '123.40',
    });
  });

  it('shows a loading skeleton while the drop-in is created and removes it after', async () => {
    const { dropin, host, adapter: a } = await created('pending');
    const mounting = a.mount(host, {});
    const skeleton = host.querySelector('.payment-skeleton');
    expect(skeleton?.getAttribute('aria-busy')).toBe('true');
    expect(skeleton?.querySelector('.visually-hidden')?.textContent).toBe(braintreeText.loading);
    dropin.finishCreate();
    await expect(mounting).resolves.toEqual({ wallet: false });
    expect(host.querySelector('.payment-skeleton')).toBeNull();
    expect(host.querySelector('[data-fake-dropin]')).not.toBeNull();
  });

  it('rejects with the preparation message when create fails, leaving the host empty', async () => {
    const { host, adapter: a } = await created({ reject: new Error('Authorization is invalid') });
    await expect(a.mount(host, {})).rejects.toThrow(providerText.preparationFailed);
    expect(host.childElementCount).toBe(0);
  });

  it('rejects with the time-out message when create never answers, and drops the late drop-in', async () => {
    const { dropin, host, adapter: a } = await created('pending', 20);
    await expect(a.mount(host, {})).rejects.toThrow(providerText.loadTimedOut);
    expect(host.childElementCount).toBe(0);
    dropin.finishCreate();
    await vi.waitFor(() => expect(dropin.instances[0]?.teardowns).toBe(1));
  });

  it('tells the journey when a payment method can be requested', async () => {
    const cardChanged = vi.fn();
    const { instance, adapter: a } = await mounted({ cardChanged });
    expect(cardChanged).toHaveBeenLastCalledWith({ complete: false, error: null });
    instance.emit('paymentMethodRequestable', {
      type: 'CreditCard',
      paymentMethodIsSelected: true,
    });
    expect(cardChanged).toHaveBeenLastCalledWith({ complete: true, error: null });
    instance.emit('noPaymentMethodRequestable');
    expect(cardChanged).toHaveBeenLastCalledWith({ complete: false, error: null });
    a.teardown();
    expect(instance.listenerCount('paymentMethodRequestable')).toBe(0);
  });

  it('tears the drop-in down once, removes its nodes and swallows a failing teardown', async () => {
    const { instance, host, adapter: a } = await mounted();
    instance.teardownError = new Error('Drop-in already torn down');
    a.teardown();
    a.teardown();
    expect(instance.teardowns).toBe(1);
    expect(host.childElementCount).toBe(0);
  });
});

describe('Braintree adapter: payment', () => {
  it('asks for the payment method with 3-D Secure amount, email and billing address', async () => {
    const { instance, adapter: a } = await mounted();
    instance.answers.push(cardPayload('Visa', { nonce: 'nonce-visa' }));
    await expect(a.prepare(billing)).resolves.toEqual({
      kind: 'paymentMethod',
      paymentMethodId: 'nonce-visa',
      wallet: false,
    });
    expect(instance.requestCalls).toEqual([
      {
        threeDSecure: {
          amount: '123.40',
          email: 'mary@example.com',
          billingAddress: {
            givenName: 'Mary Ann',
            surname: 'Smith',
            streetAddress: '1 High Street',
            extendedAddress: 'Flat 2',
            postalCode: 'AB1 2CD',
            countryCodeAlpha2: 'GB',
          },
        },
      },
    ]);
  });

  it('marks PayPal and other wallets as wallets and takes Mastercard', async () => {
    const { instance, adapter: a } = await mounted();
    instance.answers.push(
      paypalPayload('nonce-pp'),
      cardPayload('MasterCard', { nonce: 'nonce-mc' }),
    );
    await expect(a.prepare(billing)).resolves.toMatchObject({
      paymentMethodId: 'nonce-pp',
      wallet: true,
    });
    await expect(a.prepare(billing)).resolves.toMatchObject({
      paymentMethodId: 'nonce-mc',
      wallet: false,
    });
  });

  it('refuses American Express and clears the selection', async () => {
    const { instance, adapter: a } = await mounted();
    instance.answers.push(cardPayload('American Express'));
    await expect(a.prepare(billing)).rejects.toThrow(new PaymentDeclined(providerText.cardVendor));
    expect(instance.cleared).toBe(1);
  });

  it('refuses a card whose 3-D Secure check was not passed and clears the selection', async () => {
    const { instance, adapter: a } = await mounted();
    instance.answers.push(
      cardPayload('Visa', { liabilityShiftPossible: true, liabilityShifted: false }),
    );
    await expect(a.prepare(billing)).rejects.toThrow(
      new PaymentDeclined(providerText.authenticationFailed),
    );
    expect(instance.cleared).toBe(1);
  });

  it("passes the drop-in's message on, or says the card is invalid", async () => {
    const { instance, adapter: a } = await mounted();
    instance.answers.push(new Error('No payment method is available.'), new Error(''));
    await expect(a.prepare(billing)).rejects.toThrow(
      new PaymentDeclined('No payment method is available.'),
    );
    await expect(a.prepare(billing)).rejects.toThrow(new PaymentDeclined(providerText.invalidCard));
  });

  it('refuses to prepare before the drop-in is mounted', async () => {
    const { adapter: a } = await created();
    await expect(a.prepare(billing)).rejects.toThrow(providerText.noElementsMounted);
  });

  it("confirms by the intent's status", async () => {
    const { adapter: a } = await mounted();
    const intent = { paymentIntentId: 'bt_txn', clientSecret: '', challengeUrl: null };
    await expect(a.confirm({ ...intent, status: 'succeeded' }, billing)).resolves.toEqual({
      paymentIntentId: 'bt_txn',
    });
    await expect(a.confirm({ ...intent, status: 'requires_action' }, billing)).rejects.toThrow(
      new PaymentDeclined(providerText.preparationFailed),
    );
  });
});
