import { describe, expect, it } from 'vitest';
import { aCollectionOption } from '../testing/factories';
import { JOURNEY_TEXT } from '../core/text';
import {
  adapterFor,
  billingDetailsOf,
  endsPaymentAttempt,
  idempotencyKey,
  paymentBlocker,
} from './rules';

const client = (provider: 'STRIPE' | 'BRAINTREE' | 'SANDBOX', keys = true) => ({
  provider,
  publishableKey: provider === 'STRIPE' && keys ? 'pk_test_1' : null,
  merchantAccountId: provider === 'BRAINTREE' && keys ? 'merchant-gb' : null,
});

describe('adapterFor', () => {
  it("takes the quote's provider when the storefront has its keys", () => {
    expect(adapterFor('STRIPE', client('STRIPE'))).toBe('STRIPE');
    expect(adapterFor('BRAINTREE', client('BRAINTREE'))).toBe('BRAINTREE');
  });

  it('takes the sandbox provider when there are no keys at all', () => {
    expect(adapterFor('BRAINTREE', client('SANDBOX'))).toBe('SANDBOX');
    expect(adapterFor('STRIPE', client('STRIPE', false))).toBeNull();
  });

  it("refuses keys of another provider than the quote's", () => {
    expect(adapterFor('BRAINTREE', client('STRIPE'))).toBeNull();
    expect(adapterFor('STRIPE', client('BRAINTREE'))).toBeNull();
  });
});

describe('paymentBlocker (spec 2 §8)', () => {
  const option = { effectiveFrom: '2026-11-23T09:00:00.000Z' };
  const collectionOption = aCollectionOption();

  it('lets a complete purchase through', () => {
    expect(paymentBlocker({ quoteRef: 'DC-1', option, collectionOption })).toBeNull();
  });

  it('names what is missing', () => {
    expect(paymentBlocker({ quoteRef: null, option, collectionOption })).toBe(
      JOURNEY_TEXT.payment.quoteReferenceRequired,
    );
    expect(paymentBlocker({ quoteRef: 'DC-1', option, collectionOption: null })).toBe(
      JOURNEY_TEXT.results.noPaymentOption,
    );
    // The term start missing, or the contract's unset date in its place (the sandbox's Nostart fixture).
    for (const effectiveFrom of ['', '1700-02-01T00:00:00.000Z']) {
      expect(
        paymentBlocker({ quoteRef: 'DC-1', option: { effectiveFrom }, collectionOption }),
      ).toBe(JOURNEY_TEXT.payment.termStartMissing);
    }
  });
});

describe('billingDetailsOf', () => {
  const cardholder = {
    sameAsProposer: true,
    firstName: ' Sam ',
    lastName: 'Carter',
    email: 'sam@example.com',
    line1: '10 Downing Street',
    saveCard: false,
  };
  const proposer = {
    address: {
      postcode: 'SW1A 2AA',
      line1: '10 Downing Street',
      line2: 'Westminster',
      county: 'London',
    },
  };

  it("completes the proposer's billing address, country GB", () => {
    expect(billingDetailsOf(cardholder, proposer)).toEqual({
      name: 'Sam Carter',
      email: 'sam@example.com',
      line1: '10 Downing Street',
      line2: 'Westminster',
      postalCode: 'SW1A 2AA',
      state: 'London',
      country: 'GB',
    });
  });

  it("does not borrow the proposer's address for another cardholder", () => {
    expect(billingDetailsOf({ ...cardholder, sameAsProposer: false }, proposer)).toMatchObject({
      line2: '',
      postalCode: '',
      state: '',
      country: 'GB',
    });
  });
});

describe('payment attempts and their keys', () => {
  it('ends an attempt on a definite answer and keeps it when the charge may have happened', () => {
    expect(endsPaymentAttempt({ status: 409 })).toBe(true);
    expect(endsPaymentAttempt({ status: 400 })).toBe(true);
    expect(endsPaymentAttempt({ status: 500 })).toBe(false);
    expect(endsPaymentAttempt({ status: 0 })).toBe(false);
    expect(endsPaymentAttempt(new Error('the widget refused'))).toBe(true);
  });

  it('gives the intent and the take-up their own keys from one attempt', () => {
    expect(idempotencyKey('a1', 'intent')).toBe('a1-intent');
    expect(idempotencyKey('a1', 'takeUp')).toBe('a1-take-up');
  });
});
