import { addDays, format, subDays } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type QuoteClient } from '../../src/api/client';
import {
  ConflictError,
  NotFoundError,
  UnexpectedServerError,
  ValidationError,
  type ApiError,
} from '../../src/api/errors';
import type { components } from '../../openapi/generated/quote';
import { findQuote } from '../../server/store/quotes';
import type { Fault } from '../../server/faults';
import { aProposer, aQuote, type DeepPartial, type Quote } from '../support/factories';
import { failureOf, sandboxForSuite } from '../support/sandbox';

type Schemas = components['schemas'];
type QuoteResult = Schemas['QuoteResult'];
type UnderwritingOutcome = Schemas['UnderwritingOutcome'];

const sandbox = sandboxForSuite();

// The suite plays the customer of the seeded quotes it reads by reference (their token or their check).
beforeAll(async () => {
  for (const quoteRef of ['AGGQ-TAKEN', 'AGGQ-EXPIRED', 'RST-TEST-1'])
    await sandbox().hold(quoteRef);
});

const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAction: '4000002760003184',
  amex: '378282246310005',
} as const;

const RESTART_DPA = {
  quoteReference: 'RST-TEST-1',
  vehicleRegistration: 'DL19 CAR',
  postcode: 'SW1A 1AA',
  surname: 'Restart',
  dateOfBirth: '1988-03-14',
} as const;

const REMINDER_DPA = {
  QuoteReference: 'REM-TEST-1',
  Surname: 'Reminder',
  DateOfBirth: '1990-07-22',
  Postcode: 'SW1A 1AA',
};

const compact = (registration: string) => registration.replace(/\s+/g, '').toUpperCase();

const contactDetails: Schemas['ContactDetails'] = {
  contactPhoneNumber: '07700900123',
  contactEmail: 'alex.courier@example.com',
  sendPolicyDocumentByEmail: true,
  sendPolicyDocumentsByPost: null,
  marketingPreferenceSms: true,
  marketingPreferenceEmail: true,
  marketingPreferencePhone: false,
  automaticRenewal: true,
};

async function generate(
  overrides: DeepPartial<Quote> = {},
): Promise<{ risk: Quote; result: QuoteResult }> {
  const risk = aQuote(overrides);
  const result = dataOf(
    await sandbox().quote.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', {
      body: { quote: risk },
    }),
  );
  return { risk, result };
}

function firstOption(outcome: UnderwritingOutcome) {
  const option = outcome.underwrittenOptions[0];
  if (!option)
    throw new Error(`No underwritten option in outcome ${outcome.underwritingOutcomeResponseId}`);
  return option;
}

function cardOption(outcome: UnderwritingOutcome) {
  const option = firstOption(outcome);
  const payment = option.paymentCollectionOptions.find(
    (item) => item.paymentMethod === 'CARD_PAYMENT',
  );
  if (!payment) throw new Error(`Option ${option.optionId} has no card payment collection option`);
  return { option, payment };
}

const cardPremium = (outcome: UnderwritingOutcome) =>
  cardOption(outcome).payment.totalAmountPayable.amount;

async function payByCard(
  quoteReference: string,
  outcome: UnderwritingOutcome,
  number: string,
  version: 1 | 2 = 2,
) {
  const { option, payment } = cardOption(outcome);
  const path =
    version === 1 ? '/api/v1/Payment/MakePaymentIntent' : '/api/v2/Payment/MakePaymentIntent';
  return sandbox().quote.POST(path, {
    params: { header: { provider: 'SANDBOX' } },
    body: {
      quoteReference,
      optionId: option.optionId,
      paymentCollectionOptionCode: payment.code,
      amount: payment.totalAmountPayable,
      card: { number, expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, cvc: '123' },
    },
  });
}

/** The whole buying path a customer takes: quote, contact preferences, card payment, take-up. */
async function buyQuote(overrides: DeepPartial<Quote> = {}) {
  const { quote } = sandbox();
  const { risk, result } = await generate(overrides);
  const quoteReference = result.quoteRef;
  dataOf(
    await quote.PUT('/api/v1/Contact/UpdateContactPreferences', {
      body: { quoteReference, contactDetails },
    }),
  );
  const intent = dataOf(
    await payByCard(quoteReference, result.underwritingOutcome, CARDS.succeeds),
  );
  const { option, payment } = cardOption(result.underwritingOutcome);
  const takenUp = dataOf(
    await quote.POST('/api/v2/Payment/TakeUpQuote', {
      body: {
        quoteReference,
        optionId: option.optionId,
        paymentCollectionOptionCode: payment.code,
        paymentMethod: 'CARD_PAYMENT',
        paymentIntentId: intent.paymentIntentId,
        automaticRenewal: true,
      },
    }),
  );
  return { risk, result, quoteReference, intent, takenUp, option, payment };
}

/** A call the sandbox refuses, and the typed error the app's client raises for it: one test. */
interface Failure {
  /** What the app sees: the call, what is wrong with it and the error it fails with. */
  name: string;
  /** A fault the sandbox answers the next call of `operation` with, instead of its own answer. */
  fault?: { operation: string } & Omit<Fault, 'times'>;
  call: (quote: QuoteClient) => Promise<unknown>;
  rejects: new (...args: never[]) => ApiError;
  /** Matched partially: a row asserts only the fields it names. */
  error: {
    message?: unknown;
    status?: number;
    code?: string;
    body?: Record<string, unknown>;
    headers?: Record<string, unknown>;
  };
}

function itFails(failures: readonly Failure[]): void {
  for (const failure of failures) {
    it(failure.name, async () => {
      const { quote, faults } = sandbox();
      if (failure.fault) {
        const { operation, ...fault } = failure.fault;
        faults.set(operation, { ...fault, times: 1 });
      }
      const error = await failureOf(failure.call(quote), failure.rejects);
      expect(error).toMatchObject(failure.error);
    });
  }
}

/** A 400 body's `errors`, one of them about `field`. */
const namingField = (field: string): unknown =>
  expect.arrayContaining([expect.objectContaining({ field })]);

describe('GenerateNewPrivateCarQuote', () => {
  it('prices the DL19 CAR risk: quoted, annual, with a card-in-full price in GBP and cover from the requested start', async () => {
    const { risk, result } = await generate();
    expect(result.quoteRef).not.toBe('');
    expect(result.underwritingOutcome.outcome).toBe('Quoted');
    expect(result).toMatchObject({ didDecline: false, didRefer: false, underReview: false });
    expect(new Date(result.expiryDate).getTime()).toBeGreaterThan(Date.now());
    const { option, payment } = cardOption(result.underwritingOutcome);
    expect(option.policyTermType).toBe('Annual');
    expect(new Date(option.effectiveFrom).getTime()).toBe(
      new Date(risk.coverDetails.effectiveFrom).getTime(),
    );
    expect(payment.code).toBe('ANNUAL_CARD_IN_FULL');
    expect(payment.totalAmountPayable.amount).toBeGreaterThan(0);
    expect(payment.totalAmountPayable.currency).toBe('GBP');
    const price = option.underwrittenDataPoints[0]?.underwrittenPrice;
    expect(price?.totalPremium.amount).toBeGreaterThan(0);
  });

  it.each([
    ['Declined', 'Declined', { didDecline: true }],
    ['Referred', 'Referred', { didRefer: true }],
    ['Review', 'UnderReview', { underReview: true }],
  ] as const)('surname %s gives outcome %s', async (surname, outcome, flags) => {
    const { result } = await generate({ proposerDetails: aProposer({ lastNames: surname }) });
    expect(result.underwritingOutcome.outcome).toBe(outcome);
    expect(result).toMatchObject(flags);
  });

  it('prices a request marked as suspected spam like any other and stores the mark for review (spec 1 §5)', async () => {
    const { quote, sandbox: running } = sandbox();
    const risk = aQuote();
    const clean = dataOf(
      await quote.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', { body: { quote: risk } }),
    );
    const marked = dataOf(
      await quote.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', {
        body: { quote: risk, isSuspectedSpam: true },
      }),
    );

    expect(marked.underwritingOutcome.outcome).toBe('Quoted');
    expect(marked).toMatchObject({ didDecline: false, didRefer: false, underReview: false });
    expect(Object.keys(marked).sort()).toEqual(Object.keys(clean).sort());
    expect(cardPremium(marked.underwritingOutcome)).toBe(cardPremium(clean.underwritingOutcome));
    expect((await findQuote(running.db, marked.quoteRef))?.isSuspectedSpam).toBe(true);
    expect((await findQuote(running.db, clean.quoteRef))?.isSuspectedSpam).toBe(false);
  });

  const generateAnyQuote = (quote: QuoteClient) =>
    quote.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', { body: { quote: aQuote() } });
  itFails([
    {
      name: '400 for a malformed date of birth: ValidationError "Validation error" naming the field',
      call: (quote) =>
        quote.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', {
          body: { quote: aQuote({ proposerDetails: { dateOfBirth: 'not-a-date' } }) },
        }),
      rejects: ValidationError,
      error: {
        message: 'Validation error',
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          errors: namingField('body.quote.proposerDetails.dateOfBirth'),
        },
      },
    },
    {
      name: '204 (fault): NotFoundError "Unable to create a session"',
      fault: { operation: 'generateNewPrivateCarQuote', status: 204 },
      call: generateAnyQuote,
      rejects: NotFoundError,
      error: { message: 'Unable to create a session', status: 204 },
    },
    {
      name: '500 (fault): UnexpectedServerError with status, body and headers',
      fault: { operation: 'generateNewPrivateCarQuote', status: 500 },
      call: generateAnyQuote,
      rejects: UnexpectedServerError,
      error: {
        message: 'An unexpected server error occurred.',
        status: 500,
        body: { code: 'INTERNAL_ERROR' },
        headers: { 'content-type': expect.stringMatching(/^application\/json/) as string },
      },
    },
  ]);
});

describe('re-pricing an existing quote', () => {
  it('RateExistingPrivateCarQuote re-rates the same quote; third party only is cheaper and is saved', async () => {
    const { quote } = sandbox();
    const { risk, result } = await generate();
    const changed = {
      ...risk,
      coverDetails: { ...risk.coverDetails, levelOfCover: 'TPO' as const },
    };
    const rerated = dataOf(
      await quote.PUT('/api/v2/Quote/RateExistingPrivateCarQuote', {
        body: { quoteCommand: { quoteReference: result.quoteRef }, quote: changed },
      }),
    );
    expect(rerated.quoteRef).toBe(result.quoteRef);
    expect(rerated.underwritingOutcome.outcome).toBe('Quoted');
    expect(cardPremium(rerated.underwritingOutcome)).toBeLessThan(
      cardPremium(result.underwritingOutcome),
    );
    const saved = dataOf(
      await quote.GET('/api/v1/Quote/GetQuote', { params: { query: { quote: result.quoteRef } } }),
    );
    expect(saved.quoteDetails.coverDetails.levelOfCover).toBe('TPO');
  });

  it('RateExistingPrivateCarQuote stores a suspected-spam mark, which a later clean re-rate keeps', async () => {
    const { quote, sandbox: running } = sandbox();
    const { risk, result } = await generate();
    const rate = async (isSuspectedSpam?: boolean) =>
      dataOf(
        await quote.PUT('/api/v2/Quote/RateExistingPrivateCarQuote', {
          body: {
            quoteCommand: { quoteReference: result.quoteRef },
            quote: risk,
            ...(isSuspectedSpam === undefined ? {} : { isSuspectedSpam }),
          },
        }),
      );
    const stored = async () => (await findQuote(running.db, result.quoteRef))?.isSuspectedSpam;
    expect(await stored()).toBe(false);

    const rerated = await rate(true);
    expect(rerated.underwritingOutcome.outcome).toBe('Quoted');
    expect(cardPremium(rerated.underwritingOutcome)).toBe(cardPremium(result.underwritingOutcome));
    expect(await stored()).toBe(true);

    await rate();
    await rate(false);
    expect(await stored()).toBe(true);
  });

  it('RepriceQuoteWithAddOnsQuote re-prices the same quote with breakdown cover', async () => {
    const { quote } = sandbox();
    const { risk, result } = await generate();
    const repriced = dataOf(
      await quote.PUT('/api/v2/Quote/RepriceQuoteWithAddOnsQuote', {
        body: {
          quoteCommand: {
            quoteReference: result.quoteRef,
            selectedAddOns: ['PC_BREAKDOWN_NATIONAL'],
          },
          quote: risk,
        },
      }),
    );
    expect(repriced.quoteRef).toBe(result.quoteRef);
    expect(repriced.underwritingOutcome.outcome).toBe('Quoted');
    expect(cardPremium(repriced.underwritingOutcome)).toBeGreaterThan(0);
  });

  it('UpdateNoClaimsProtection protects the 4-year NCD at a higher price and saves the choice', async () => {
    const { quote } = sandbox();
    const { result } = await generate();
    const protectedResult = dataOf(
      await quote.PUT('/api/v2/Quote/UpdateNoClaimsProtection', {
        body: { quoteReference: result.quoteRef, protectNoClaimsDiscount: true },
      }),
    );
    expect(protectedResult.quoteRef).toBe(result.quoteRef);
    expect(cardPremium(protectedResult.underwritingOutcome)).toBeGreaterThan(
      cardPremium(result.underwritingOutcome),
    );
    const saved = dataOf(
      await quote.GET('/api/v1/Quote/GetQuote', { params: { query: { quote: result.quoteRef } } }),
    );
    expect(saved.quoteDetails.coverDetails.protectNoClaimsDiscount).toBe(true);
  });

  itFails([
    {
      name: 'RateExistingPrivateCarQuote on an unknown quote: NotFoundError "Unable to create a session"',
      call: (quote) =>
        quote.PUT('/api/v2/Quote/RateExistingPrivateCarQuote', {
          body: { quoteCommand: { quoteReference: 'NO-SUCH-QUOTE' }, quote: aQuote() },
        }),
      rejects: NotFoundError,
      error: { message: 'Unable to create a session' },
    },
    {
      name: 'RepriceQuoteWithAddOnsQuote on an unknown quote: NotFoundError "Unable to find quote"',
      call: (quote) =>
        quote.PUT('/api/v2/Quote/RepriceQuoteWithAddOnsQuote', {
          body: {
            quoteCommand: { quoteReference: 'NO-SUCH-QUOTE', selectedAddOns: [] },
            quote: aQuote(),
          },
        }),
      rejects: NotFoundError,
      error: { message: 'Unable to find quote' },
    },
    {
      name: 'UpdateNoClaimsProtection on an unknown quote: NotFoundError',
      call: (quote) =>
        quote.PUT('/api/v2/Quote/UpdateNoClaimsProtection', {
          body: { quoteReference: 'NO-SUCH-QUOTE', protectNoClaimsDiscount: true },
        }),
      rejects: NotFoundError,
      error: { message: expect.toBeOneOf(['Unable to create a session', 'Quote not found']) },
    },
  ]);
});

describe('UpdateContactPreferences', () => {
  it('saves the preferences without a price change and names the option to buy', async () => {
    const { quote } = sandbox();
    const { result } = await generate();
    const saved = dataOf(
      await quote.PUT('/api/v1/Contact/UpdateContactPreferences', {
        body: { quoteReference: result.quoteRef, contactDetails, selectedAddOns: [] },
      }),
    );
    expect(saved.hasPriceChanged).toBe(false);
    expect(saved.optionId).toBe(firstOption(result.underwritingOutcome).optionId);
    expect(saved.thirtyDayQuoteDetails).toBeUndefined();
  });

  it('surname Rerate: the first save re-rates (hasPriceChanged with a new outcome), the second does not', async () => {
    const { quote } = sandbox();
    const { result } = await generate({ proposerDetails: { lastNames: 'Rerate' } });
    const save = async () =>
      dataOf(
        await quote.PUT('/api/v1/Contact/UpdateContactPreferences', {
          body: { quoteReference: result.quoteRef, contactDetails },
        }),
      );
    const first = await save();
    expect(first.hasPriceChanged).toBe(true);
    const outcome = first.underwritingOutcome;
    if (!outcome) throw new Error('A re-rate must carry the new underwriting outcome');
    expect(outcome.underwritingOutcomeResponseId).not.toBe(
      result.underwritingOutcome.underwritingOutcomeResponseId,
    );
    expect(cardPremium(outcome)).not.toBe(cardPremium(result.underwritingOutcome));
    expect(first.optionId).toBe(firstOption(outcome).optionId);
    expect(first.underwritingOutcomeResponseId).toBe(outcome.underwritingOutcomeResponseId);
    const second = await save();
    expect(second.hasPriceChanged).toBe(false);
  });

  it('surname Thirtyday: offers a separate 30-day quote instead', async () => {
    const { quote } = sandbox();
    const { result } = await generate({ proposerDetails: { lastNames: 'Thirtyday' } });
    const saved = dataOf(
      await quote.PUT('/api/v1/Contact/UpdateContactPreferences', {
        body: { quoteReference: result.quoteRef, contactDetails },
      }),
    );
    const thirtyDay = saved.thirtyDayQuoteDetails;
    if (!thirtyDay) throw new Error('thirtyDayQuoteDetails missing');
    expect(thirtyDay.showOnly30DayQuote).toBe(true);
    expect(thirtyDay.quoteRef).not.toBe('');
    expect(thirtyDay.quoteRef).not.toBe(result.quoteRef);
    expect(firstOption(thirtyDay.thirtyDayUnderwritingOutcome).policyTermType).toBe('ThirtyDay');
  });

  it('409 on a declined quote: ConflictError carrying QUOTE_DECLINED', async () => {
    const { quote } = sandbox();
    const { result } = await generate({ proposerDetails: { lastNames: 'Declined' } });
    const error = await failureOf(
      quote.PUT('/api/v1/Contact/UpdateContactPreferences', {
        body: { quoteReference: result.quoteRef, contactDetails },
      }),
      ConflictError,
    );
    expect(error.code).toBe('QUOTE_DECLINED');
    expect(error.status).toBe(409);
  });

  itFails([
    {
      name: '204 for an unknown quote: NotFoundError "Unable to find quote"',
      call: (quote) =>
        quote.PUT('/api/v1/Contact/UpdateContactPreferences', {
          body: { quoteReference: 'NO-SUCH-QUOTE', contactDetails },
        }),
      rejects: NotFoundError,
      error: { message: 'Unable to find quote', status: 204 },
    },
  ]);
});

describe('card payments (MakePaymentIntent v1 and v2)', () => {
  it.each([1, 2] as const)(
    'v%s: card 4242 4242 4242 4242 succeeds with a payment intent and client secret',
    async (version) => {
      const { result } = await generate();
      const intent = dataOf(
        await payByCard(result.quoteRef, result.underwritingOutcome, CARDS.succeeds, version),
      );
      expect(intent.status).toBe('succeeded');
      expect(intent.paymentIntentId).not.toBe('');
      expect(intent.clientSecret).not.toBe('');
      expect(intent.nextAction).toBeUndefined();
    },
  );

  it('card 4000 0027 6000 3184 needs 3-D Secure (requires_action)', async () => {
    const { result } = await generate();
    const intent = dataOf(
      await payByCard(result.quoteRef, result.underwritingOutcome, CARDS.requiresAction),
    );
    expect(intent.status).toBe('requires_action');
    expect(intent.nextAction?.type).toBe('three_d_secure');
  });

  it.each([
    [CARDS.declined, 'PAYMENT_DECLINED'],
    [CARDS.insufficientFunds, 'PAYMENT_INSUFFICIENT_FUNDS'],
  ] as const)('card %s: ConflictError carrying %s', async (number, code) => {
    const { result } = await generate();
    const error = await failureOf(
      payByCard(result.quoteRef, result.underwritingOutcome, number),
      ConflictError,
    );
    expect(error.code).toBe(code);
    expect(error.status).toBe(409);
    expect(error.body?.code).toBe(code);
  });

  it('an Amex card: ValidationError with PAYMENT_CARD_VENDOR_UNSUPPORTED and the vendor sentence', async () => {
    const { result } = await generate();
    const error = await failureOf(
      payByCard(result.quoteRef, result.underwritingOutcome, CARDS.amex),
      ValidationError,
    );
    expect(error.message).toBe('Validation error');
    expect(error.body?.code).toBe('PAYMENT_CARD_VENDOR_UNSUPPORTED');
    expect(error.body?.message).toBe(
      "Sorry we don't support this card vendor, please try Visa or Mastercard.",
    );
  });

  it('an unknown quote: NotFoundError "Quote not found"', async () => {
    const { result } = await generate();
    const error = await failureOf(
      payByCard('NO-SUCH-QUOTE', result.underwritingOutcome, CARDS.succeeds),
      NotFoundError,
    );
    expect(error.message).toBe('Quote not found');
    expect(error.status).toBe(404);
  });
});

describe('TakeUpQuote, documents and the quote after purchase', () => {
  it('takes up a paid quote as a policy with a payment date, and the policy has downloadable PDF documents', async () => {
    const { quote } = sandbox();
    const { takenUp } = await buyQuote();
    expect(takenUp.policyReference).not.toBe('');
    expect(takenUp.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['USER_NOT_CREATED', 'USER_CREATED', 'USER_ALREADY_EXISTS']).toContain(
      takenUp.portalUserStatus,
    );

    const documents = dataOf(
      await quote.GET('/api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}', {
        params: { path: { policyref: takenUp.policyReference } },
      }),
    );
    expect(documents.length).toBeGreaterThan(0);
    const first = documents[0];
    if (!first) throw new Error('unreachable');
    const download = await quote.GET('/api/v1/Document/DownloadDocumentById/{documentId}', {
      params: { path: { documentId: first.id } },
      parseAs: 'arrayBuffer',
    });
    const bytes = new Uint8Array(dataOf(download));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('takes up by Direct Debit with the finance plan, its deposit paid by card and bank details, on the payment date GetPaymentDate announced', async () => {
    const { quote } = sandbox();
    const { risk, result } = await generate();
    const announced = dataOf(
      await quote.GET('/api/v1/Payment/GetPaymentDate', {
        params: {
          query: {
            QuoteReference: result.quoteRef,
            CoverStartDate: risk.coverDetails.effectiveFrom,
          },
        },
      }),
    );
    const option = firstOption(result.underwritingOutcome);
    const plan = option.paymentCollectionOptions.find(
      (item) => item.paymentMethod === 'DIRECT_DEBIT',
    );
    if (!plan) throw new Error('No Direct Debit plan offered on an annual quote');
    expect(plan.code).toBe('FINANCE_PLAN_S_V1');
    expect(plan.appliedInstalmentCount).toBeGreaterThan(0);
    dataOf(
      await quote.PUT('/api/v1/Contact/UpdateContactPreferences', {
        body: { quoteReference: result.quoteRef, contactDetails },
      }),
    );
    // The deposit is paid by card before the mandate (docs/decisions/0010-direct-debit-deposit.md).
    const deposit = dataOf(
      await quote.POST('/api/v2/Payment/MakePaymentIntent', {
        params: { header: { provider: 'SANDBOX' } },
        body: {
          quoteReference: result.quoteRef,
          optionId: option.optionId,
          paymentCollectionOptionCode: plan.code,
          amount: plan.upFrontAmount,
          card: {
            number: CARDS.succeeds,
            expiryMonth: 12,
            expiryYear: new Date().getFullYear() + 3,
            cvc: '123',
          },
        },
      }),
    );
    const takenUp = dataOf(
      await quote.POST('/api/v2/Payment/TakeUpQuote', {
        body: {
          quoteReference: result.quoteRef,
          optionId: option.optionId,
          paymentCollectionOptionCode: plan.code,
          paymentMethod: 'DIRECT_DEBIT',
          paymentIntentId: deposit.paymentIntentId,
          bankDetails: {
            accountHolder: 'Alex Courier',
            sortCode: '200000',
            accountNumber: '55779911',
          },
          automaticRenewal: true,
        },
      }),
    );
    expect(takenUp.policyReference).not.toBe('');
    expect(takenUp.paymentDate).toBe(announced.paymentDate);
  });

  it('a card payment still waiting for 3-D Secure cannot be used to take up: ConflictError PAYMENT_FAILED', async () => {
    const { quote } = sandbox();
    const { result } = await generate();
    const intent = dataOf(
      await payByCard(result.quoteRef, result.underwritingOutcome, CARDS.requiresAction),
    );
    const { option, payment } = cardOption(result.underwritingOutcome);
    const error = await failureOf(
      quote.POST('/api/v2/Payment/TakeUpQuote', {
        body: {
          quoteReference: result.quoteRef,
          optionId: option.optionId,
          paymentCollectionOptionCode: payment.code,
          paymentMethod: 'CARD_PAYMENT',
          paymentIntentId: intent.paymentIntentId,
        },
      }),
      ConflictError,
    );
    expect(error.code).toBe('PAYMENT_FAILED');
  });

  it('a second take-up of the same quote: ConflictError QUOTE_ALREADY_TAKEN_UP; GetQuote then says QUOTE_TAKEN_UP', async () => {
    const { quote } = sandbox();
    const { quoteReference, intent, option, payment } = await buyQuote();
    const again = await failureOf(
      quote.POST('/api/v2/Payment/TakeUpQuote', {
        body: {
          quoteReference,
          optionId: option.optionId,
          paymentCollectionOptionCode: payment.code,
          paymentMethod: 'CARD_PAYMENT',
          paymentIntentId: intent.paymentIntentId,
        },
      }),
      ConflictError,
    );
    expect(again.code).toBe('QUOTE_ALREADY_TAKEN_UP');
    const fetched = await failureOf(
      quote.GET('/api/v1/Quote/GetQuote', { params: { query: { quote: quoteReference } } }),
      ConflictError,
    );
    expect(fetched.code).toBe('QUOTE_TAKEN_UP');
    expect(fetched.message).toBe('Conflicted state e.g. QUOTE_TAKEN_UP, QUOTE_EXPIRED');
  });

  it('POL-TAKEN-1 lists its documents; each downloads as a PDF named by Content-Disposition', async () => {
    const { quote } = sandbox();
    const documents = dataOf(
      await quote.GET('/api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}', {
        params: { path: { policyref: 'POL-TAKEN-1' } },
      }),
    );
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(document.fileName).toMatch(/\.pdf$/i);
      const { data, response } = await quote.GET(
        '/api/v1/Document/DownloadDocumentById/{documentId}',
        {
          params: { path: { documentId: document.id } },
          parseAs: 'blob',
        },
      );
      if (!data) throw new Error(`No body downloading ${document.id}`);
      expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(response.headers.get('content-disposition')).toContain(document.fileName);
      const head = new TextDecoder().decode(new Uint8Array(await data.slice(0, 4).arrayBuffer()));
      expect(head).toBe('%PDF');
      expect(data.size).toBeGreaterThan(100);
    }
  });

  /** A card take-up of `quoteReference` with placeholder option and payment values. */
  const cardTakeUp = (quoteReference: string, paymentIntentId?: string) => (quote: QuoteClient) =>
    quote.POST('/api/v2/Payment/TakeUpQuote', {
      body: {
        quoteReference,
        optionId: 'any-option',
        paymentCollectionOptionCode: 'ANNUAL_CARD_IN_FULL',
        paymentMethod: 'CARD_PAYMENT',
        ...(paymentIntentId === undefined ? {} : { paymentIntentId }),
      },
    });
  itFails([
    ...(
      [
        ['AGGQ-TAKEN', 'QUOTE_ALREADY_TAKEN_UP'],
        ['AGGQ-EXPIRED', 'QUOTE_EXPIRED'],
      ] as const
    ).map(([quoteReference, code]): Failure => ({
      name: `take-up of ${quoteReference}: ConflictError ${code}`,
      call: cardTakeUp(quoteReference, 'pi_unused'),
      rejects: ConflictError,
      error: { code },
    })),
    ...(['PAYMENT_DECLINED', 'PAYMENT_INSUFFICIENT_FUNDS'] as const).map((code): Failure => ({
      name: `take-up payment failure (fault ${code}): ConflictError carrying the code`,
      fault: { operation: 'takeUpQuote', status: 409, code },
      call: cardTakeUp('AGGQ-TEST-1'),
      rejects: ConflictError,
      error: { code },
    })),
    {
      name: 'take-up of an unknown quote: NotFoundError "Quote not found"',
      call: cardTakeUp('NO-SUCH-QUOTE', 'pi_unused'),
      rejects: NotFoundError,
      error: { message: 'Quote not found' },
    },
    {
      name: 'an unknown document: NotFoundError "No document found"',
      call: (quote) =>
        quote.GET('/api/v1/Document/DownloadDocumentById/{documentId}', {
          params: { path: { documentId: 'NO-SUCH-DOC' } },
          parseAs: 'blob',
        }),
      rejects: NotFoundError,
      error: { message: 'No document found', status: 404 },
    },
    {
      name: 'an unknown policy: NotFoundError "No document found"',
      call: (quote) =>
        quote.GET('/api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}', {
          params: { path: { policyref: 'POL-NO-SUCH' } },
        }),
      rejects: NotFoundError,
      error: { message: 'No document found' },
    },
  ]);
});

describe('payment set-up calls', () => {
  it('GetPaymentDate gives a plain date no earlier than today', async () => {
    const { quote } = sandbox();
    const { risk, result } = await generate();
    const { paymentDate } = dataOf(
      await quote.GET('/api/v1/Payment/GetPaymentDate', {
        params: {
          query: {
            QuoteReference: result.quoteRef,
            CoverStartDate: risk.coverDetails.effectiveFrom,
          },
        },
      }),
    );
    expect(paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(paymentDate >= format(new Date(), 'yyyy-MM-dd')).toBe(true);
  });

  it('CheckBankDetails on the quote service: valid account, 204 "No Content", 400 naming body.sortCode', async () => {
    const { quote } = sandbox();
    const valid = dataOf(
      await quote.POST('/api/v1/Payment/CheckBankDetails', {
        body: { sortCode: '200000', accountNumber: '55779911' },
      }),
    );
    expect(valid.isValid).toBe(true);
    expect(valid.bankName).not.toBe('');
    const missing = await failureOf(
      quote.POST('/api/v1/Payment/CheckBankDetails', {
        body: { sortCode: '200000', accountNumber: '00000000' },
      }),
      NotFoundError,
    );
    expect(missing.message).toBe('No Content');
    const invalid = await failureOf(
      quote.POST('/api/v1/Payment/CheckBankDetails', {
        body: { sortCode: '000000', accountNumber: '55779911' },
      }),
      ValidationError,
    );
    expect(invalid.message).toBe('Validation error');
    expect(invalid.body?.errors?.map((item) => item.field)).toContain('body.sortCode');
  });

  it('GetClientData names the sandbox provider with GBP and GB', async () => {
    const { quote } = sandbox();
    const clientData = dataOf(await quote.GET('/api/v2/Payment/GetClientData'));
    expect(clientData).toMatchObject({ provider: 'SANDBOX', currency: 'GBP', country: 'GB' });
  });

  it('GetDropInUiToken gives a client token for the merchant account', async () => {
    const { quote } = sandbox();
    const { clientToken } = dataOf(
      await quote.GET('/api/v1/Checkouts/GetDropInUiToken', {
        params: { query: { merchantAccountId: 'DROPCOVER_GBP', customerId: 'cust-1' } },
      }),
    );
    expect(clientToken).not.toBe('');
  });

  const paymentDateOf = (QuoteReference: string) => (quote: QuoteClient) =>
    quote.GET('/api/v1/Payment/GetPaymentDate', {
      params: { query: { QuoteReference, CoverStartDate: new Date().toISOString() } },
    });
  const dropInTokenFor = (merchantAccountId: string) => (quote: QuoteClient) =>
    quote.GET('/api/v1/Checkouts/GetDropInUiToken', { params: { query: { merchantAccountId } } });
  itFails([
    {
      name: 'GetPaymentDate of an unknown quote: 204, NotFoundError "Success"',
      call: paymentDateOf('NO-SUCH-QUOTE'),
      rejects: NotFoundError,
      error: { message: 'Success', status: 204 },
    },
    {
      name: 'GetPaymentDate 204 (fault): NotFoundError "Success"',
      fault: { operation: 'getPaymentDate', status: 204 },
      call: paymentDateOf('AGGQ-TEST-1'),
      rejects: NotFoundError,
      error: { message: 'Success' },
    },
    {
      name: 'GetDropInUiToken with an empty merchant account: ValidationError "Bad Request"',
      call: dropInTokenFor(''),
      rejects: ValidationError,
      error: { message: 'Bad Request', status: 400 },
    },
    {
      name: 'GetDropInUiToken 400 (fault): ValidationError "Bad Request"',
      fault: { operation: 'getDropInUiToken', status: 400 },
      call: dropInTokenFor('DROPCOVER_GBP'),
      rejects: ValidationError,
      error: { message: 'Bad Request' },
    },
  ]);
});

describe('loading quotes', () => {
  it('GetAggregatorQuote loads AGGQ-TEST-1 for token AGG-TEST-1 with its DL19 CAR risk', async () => {
    const { quote } = sandbox();
    const details = dataOf(
      await quote.GET('/api/v1/Quote/GetAggregatorQuote', {
        params: {
          query: { Token: 'AGG-TEST-1', QuoteReference: 'AGGQ-TEST-1', IsBreakDownSelected: false },
        },
      }),
    );
    expect(details.metaData.quoteRef).toBe('AGGQ-TEST-1');
    expect(new Date(details.metaData.expiryDate).getTime()).toBeGreaterThan(Date.now());
    expect(compact(details.quoteDetails.vehicleDetails.registration)).toBe('DL19CAR');
    expect(details.underwritingOutcome.outcome).toBe('Quoted');
    expect(cardPremium(details.underwritingOutcome)).toBeGreaterThan(0);
    expect(typeof details.licenceNumberRequired).toBe('boolean');
  });

  it('GetAggregatorQuoteDetails adds telematicsDeviceProvider and affordabilityCheck', async () => {
    const { quote } = sandbox();
    const details = dataOf(
      await quote.GET('/api/v1/Quote/GetAggregatorQuoteDetails', {
        params: {
          query: { Token: 'AGG-TEST-1', QuoteReference: 'AGGQ-TEST-1', IsBreakDownSelected: true },
        },
      }),
    );
    expect(details.metaData.quoteRef).toBe('AGGQ-TEST-1');
    expect(details).toHaveProperty('telematicsDeviceProvider');
    expect(typeof details.affordabilityCheck).toBe('boolean');
  });

  it('GetQuote loads a saved quote with its risk and pricing', async () => {
    const { quote } = sandbox();
    const { risk, result } = await generate();
    const details = dataOf(
      await quote.GET('/api/v1/Quote/GetQuote', { params: { query: { quote: result.quoteRef } } }),
    );
    expect(details.metaData.quoteRef).toBe(result.quoteRef);
    expect(details.quoteDetails.proposerDetails.lastNames).toBe(risk.proposerDetails.lastNames);
    expect(details.quoteDetails.proposerDetails.dateOfBirth).toBe(risk.proposerDetails.dateOfBirth);
    expect(cardPremium(details.underwritingOutcome)).toBe(cardPremium(result.underwritingOutcome));
  });

  it('GetPricingDetails returns the same pricing as the quote', async () => {
    const { quote } = sandbox();
    const { result } = await generate();
    const pricing = dataOf(
      await quote.GET('/api/v1/Quote/GetPricingDetails', {
        params: { query: { quote: result.quoteRef, source: 'Direct' } },
      }),
    );
    expect(pricing.quoteRef).toBe(result.quoteRef);
    expect(pricing.underwritingOutcome.underwritingOutcomeResponseId).toBe(
      result.underwritingOutcome.underwritingOutcomeResponseId,
    );
    expect(cardPremium(pricing.underwritingOutcome)).toBe(cardPremium(result.underwritingOutcome));
    expect(pricing.paymentProvider).toBe(result.paymentProvider);
  });

  const getQuote = (ref: string) => (quote: QuoteClient) =>
    quote.GET('/api/v1/Quote/GetQuote', { params: { query: { quote: ref } } });
  itFails([
    ...(
      [
        ['/api/v1/Quote/GetAggregatorQuote', 'AGG-EXPIRED', 'AGGQ-EXPIRED', 'QUOTE_EXPIRED'],
        ['/api/v1/Quote/GetAggregatorQuote', 'AGG-TAKEN', 'AGGQ-TAKEN', 'QUOTE_ALREADY_TAKEN_UP'],
        ['/api/v1/Quote/GetAggregatorQuoteDetails', 'AGG-EXPIRED', 'AGGQ-EXPIRED', 'QUOTE_EXPIRED'],
        [
          '/api/v1/Quote/GetAggregatorQuoteDetails',
          'AGG-TAKEN',
          'AGGQ-TAKEN',
          'QUOTE_ALREADY_TAKEN_UP',
        ],
      ] as const
    ).map(([path, Token, QuoteReference, code]): Failure => ({
      name: `${path} with ${Token}: ConflictError ${code}`,
      call: (quote) => quote.GET(path, { params: { query: { Token, QuoteReference } } }),
      rejects: ConflictError,
      error: { code, status: 409 },
    })),
    {
      name: 'an aggregator token that does not match the quote: NotFoundError "Quote not found"',
      call: (quote) =>
        quote.GET('/api/v1/Quote/GetAggregatorQuote', {
          params: { query: { Token: 'AGG-WRONG', QuoteReference: 'AGGQ-TEST-1' } },
        }),
      rejects: NotFoundError,
      error: { message: 'Quote not found' },
    },
    {
      name: 'an aggregator load answering 204 (fault): NotFoundError "Unable to create a session"',
      fault: { operation: 'getAggregatorQuote', status: 204 },
      call: (quote) =>
        quote.GET('/api/v1/Quote/GetAggregatorQuote', {
          params: { query: { Token: 'AGG-TEST-1', QuoteReference: 'AGGQ-TEST-1' } },
        }),
      rejects: NotFoundError,
      error: { message: 'Unable to create a session' },
    },
    ...(
      [
        ['AGGQ-TAKEN', 'QUOTE_TAKEN_UP'],
        ['AGGQ-EXPIRED', 'QUOTE_EXPIRED'],
      ] as const
    ).map(([ref, code]): Failure => ({
      name: `GetQuote ${ref}: ConflictError ${code} with the quote-fetch sentence`,
      call: getQuote(ref),
      rejects: ConflictError,
      error: { code, message: 'Conflicted state e.g. QUOTE_TAKEN_UP, QUOTE_EXPIRED' },
    })),
    {
      name: 'GetQuote of an unknown quote: NotFoundError "Quote not found" (404)',
      call: getQuote('NO-SUCH-QUOTE'),
      rejects: NotFoundError,
      error: { message: 'Quote not found', status: 404 },
    },
    {
      name: 'GetQuote 500 (fault): UnexpectedServerError with status, body and headers',
      fault: { operation: 'getQuote', status: 500 },
      call: getQuote('AGGQ-TEST-1'),
      rejects: UnexpectedServerError,
      error: {
        message: 'An unexpected server error occurred.',
        status: 500,
        body: { code: 'INTERNAL_ERROR', message: expect.stringContaining('getQuote') as string },
        headers: { 'content-type': expect.any(String) as string },
      },
    },
    {
      name: 'GetPricingDetails of an unknown quote: NotFoundError "Quote not found"',
      call: (quote) =>
        quote.GET('/api/v1/Quote/GetPricingDetails', {
          params: { query: { quote: 'NO-SUCH-QUOTE' } },
        }),
      rejects: NotFoundError,
      error: { message: 'Quote not found' },
    },
  ]);
});

describe('data-protection checks', () => {
  it('GetQuoteDpaCheck returns the quote when registration, postcode, surname and date of birth match (any case/spacing)', async () => {
    const { quote } = sandbox();
    const { risk, result } = await generate();
    const details = dataOf(
      await quote.GET('/api/v1/Quote/GetQuoteDpaCheck', {
        params: {
          query: {
            QuoteReference: result.quoteRef,
            VehicleRegistration: 'dl19car',
            Postcode: 'sw1a1aa',
            Surname: risk.proposerDetails.lastNames.toUpperCase(),
            DateOfBirth: risk.proposerDetails.dateOfBirth,
          },
        },
      }),
    );
    expect(details.metaData.quoteRef).toBe(result.quoteRef);
    expect(details.quoteDetails.proposerDetails.lastNames).toBe(risk.proposerDetails.lastNames);
  });

  it('GetQuoteDpaCheck with a wrong date of birth or unknown quote: NotFoundError "Policy not found"', async () => {
    const { quote } = sandbox();
    const { risk, result } = await generate();
    const query = {
      QuoteReference: result.quoteRef,
      VehicleRegistration: 'DL19 CAR',
      Postcode: 'SW1A 1AA',
      Surname: risk.proposerDetails.lastNames,
      DateOfBirth: '1970-01-01',
    };
    const wrong = await failureOf(
      quote.GET('/api/v1/Quote/GetQuoteDpaCheck', { params: { query } }),
      NotFoundError,
    );
    expect(wrong.message).toBe('Policy not found');
    expect(wrong.status).toBe(404);
    expect(wrong.body?.attemptsRemaining).toBe(4);
    const unknown = await failureOf(
      quote.GET('/api/v1/Quote/GetQuoteDpaCheck', {
        params: { query: { ...query, QuoteReference: 'NO-SUCH-QUOTE' } },
      }),
      NotFoundError,
    );
    expect(unknown.message).toBe('Policy not found');
  });

  it('GetQuoteDpaCheck locked by five wrong checks: ConflictError QUOTE_LOCKED saying when it unlocks', async () => {
    const { quote } = sandbox();
    const { risk, result } = await generate();
    const query = {
      QuoteReference: result.quoteRef,
      VehicleRegistration: 'DL19 CAR',
      Postcode: 'SW1A 1AA',
      Surname: risk.proposerDetails.lastNames,
      DateOfBirth: '1970-01-01',
    };
    const check = () => quote.GET('/api/v1/Quote/GetQuoteDpaCheck', { params: { query } });
    for (const attemptsRemaining of [4, 3, 2, 1]) {
      const wrong = await failureOf(check(), NotFoundError);
      expect(wrong.body?.attemptsRemaining).toBe(attemptsRemaining);
    }
    const locked = await failureOf(check(), ConflictError);
    expect(locked.code).toBe('QUOTE_LOCKED');
    const lockedUntil = new Date(locked.body?.lockedUntil ?? '').getTime();
    expect(lockedUntil - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(lockedUntil - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('QuoteReminderDpaCheck returns REM-TEST-1 for Reminder, 1990-07-22, SW1A 1AA', async () => {
    const { quote } = sandbox();
    const details = dataOf(
      await quote.POST('/api/v1/Quote/QuoteReminderDpaCheck', { params: { query: REMINDER_DPA } }),
    );
    expect(details.metaData.quoteRef).toBe('REM-TEST-1');
    expect(details.quoteDetails.proposerDetails.lastNames).toBe('Reminder');
    expect(details.underwritingOutcome.outcome).toBe('Quoted');
  });

  it('QuoteReminderDpaCheck on a taken-up quote: ConflictError QUOTE_INELIGIBLE with the reminder sentence', async () => {
    const { quote } = sandbox();
    const { risk, quoteReference } = await buyQuote();
    const error = await failureOf(
      quote.POST('/api/v1/Quote/QuoteReminderDpaCheck', {
        params: {
          query: {
            QuoteReference: quoteReference,
            Surname: risk.proposerDetails.lastNames,
            DateOfBirth: risk.proposerDetails.dateOfBirth,
            Postcode: risk.proposerDetails.address.postcode,
          },
        },
      }),
      ConflictError,
    );
    expect(error.code).toBe('QUOTE_INELIGIBLE');
    expect(error.message).toBe('Conflicted state e.g. QUOTE_INELIGIBLE');
  });

  itFails([
    {
      name: 'QuoteReminderDpaCheck with a wrong surname: NotFoundError "Quote not found"',
      call: (quote) =>
        quote.POST('/api/v1/Quote/QuoteReminderDpaCheck', {
          params: { query: { ...REMINDER_DPA, Surname: 'Someone' } },
        }),
      rejects: NotFoundError,
      error: { message: 'Quote not found', status: 404 },
    },
    {
      name: 'QuoteReminderDpaCheck 409 (fault QUOTE_INELIGIBLE): the reminder sentence',
      fault: { operation: 'quoteReminderDpaCheck', status: 409, code: 'QUOTE_INELIGIBLE' },
      call: (quote) =>
        quote.POST('/api/v1/Quote/QuoteReminderDpaCheck', { params: { query: REMINDER_DPA } }),
      rejects: ConflictError,
      error: { code: 'QUOTE_INELIGIBLE', message: 'Conflicted state e.g. QUOTE_INELIGIBLE' },
    },
  ]);
});

describe('GetQuotePremium', () => {
  it('gives the card price and term of an annual quote', async () => {
    const { quote } = sandbox();
    const { result } = await generate();
    const premium = dataOf(
      await quote.GET('/api/v1/Quote/GetQuotePremium', {
        params: { query: { QuoteReference: result.quoteRef } },
      }),
    );
    expect(premium.quoteReference).toBe(result.quoteRef);
    expect(premium.policyTermType).toBe('Annual');
    expect(premium.premium.amount).toBe(cardPremium(result.underwritingOutcome));
    expect(premium.premium.currency).toBe('GBP');
  });

  it('gives a 30-day term for the restart quote RST-TEST-1', async () => {
    const { quote } = sandbox();
    const premium = dataOf(
      await quote.GET('/api/v1/Quote/GetQuotePremium', {
        params: { query: { QuoteReference: 'RST-TEST-1' } },
      }),
    );
    expect(premium.policyTermType).toBe('ThirtyDay');
    expect(premium.premium.amount).toBeGreaterThan(0);
  });

  const premiumOf = (QuoteReference: string) => (quote: QuoteClient) =>
    quote.GET('/api/v1/Quote/GetQuotePremium', { params: { query: { QuoteReference } } });
  itFails([
    {
      name: 'an unknown quote: NotFoundError "Policy not found"',
      call: premiumOf('NO-SUCH-QUOTE'),
      rejects: NotFoundError,
      error: { message: 'Policy not found', status: 404 },
    },
    {
      name: 'an empty quote reference: ValidationError "Bad Request"',
      call: premiumOf(''),
      rejects: ValidationError,
      error: { message: 'Bad Request', body: { errors: namingField('query.QuoteReference') } },
    },
  ]);
});

describe('RestartPolicy service', () => {
  it('GetAcornRestartablePolicies lists POL-RST-1 with its restart quote, filtered by ignoreOlderThan', async () => {
    const { quote } = sandbox();
    const all = dataOf(await quote.GET('/api/v1/RestartPolicy/GetAcornRestartablePolicies'));
    const entry = all.policies.find((policy) => policy.policyReference === 'POL-RST-1');
    // Nothing personal: the references and when, never the customer's name.
    expect(entry).toEqual({
      policyReference: 'POL-RST-1',
      quoteReference: 'RST-TEST-1',
      cancelledAt: expect.any(String) as string,
    });
    const recent = dataOf(
      await quote.GET('/api/v1/RestartPolicy/GetAcornRestartablePolicies', {
        params: { query: { ignoreOlderThan: subDays(new Date(), 30).toISOString() } },
      }),
    );
    expect(recent.policies.map((policy) => policy.policyReference)).toContain('POL-RST-1');
    const none = dataOf(
      await quote.GET('/api/v1/RestartPolicy/GetAcornRestartablePolicies', {
        params: { query: { ignoreOlderThan: addDays(new Date(), 1).toISOString() } },
      }),
    );
    expect(none.policies.map((policy) => policy.policyReference)).not.toContain('POL-RST-1');
  });

  it('RestartPolicy returns the 30-day restart quote for matching details (any case and spacing)', async () => {
    const { quote } = sandbox();
    const details = dataOf(
      await quote.POST('/api/v1/RestartPolicy/RestartPolicy', {
        body: {
          ...RESTART_DPA,
          surname: 'restart',
          postcode: 'sw1a1aa',
          vehicleRegistration: 'dl19car',
        },
      }),
    );
    expect(details.metaData.quoteRef).toBe('RST-TEST-1');
    expect(details.quoteDetails.proposerDetails.lastNames).toBe('Restart');
    expect(firstOption(details.underwritingOutcome).policyTermType).toBe('ThirtyDay');
  });

  it('CreateQuoteForCancelledPolicy prices a 30-day restart quote for POL-RST-1', async () => {
    const { quote } = sandbox();
    const created = dataOf(
      await quote.POST('/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy', {
        body: { policyReference: 'POL-RST-1' },
      }),
    );
    expect(created.quoteReference).not.toBe('');
    expect(created.policyTermType).toBe('ThirtyDay');
    expect(created.premium.amount).toBeGreaterThan(0);
  });

  it('SetRestartedQuoteDPAVisit, SetRestartedQuoteViewed and SetRestartedQuoteTakenUp record with 204', async () => {
    const { quote } = sandbox();
    const at = new Date().toISOString();
    const visit = await quote.POST('/api/v1/RestartPolicy/SetRestartedQuoteDPAVisit', {
      body: { quoteReference: 'RST-TEST-1', quoteDPAAt: at },
    });
    expect(visit.response.status).toBe(204);
    const viewed = await quote.POST('/api/v1/RestartPolicy/SetRestartedQuoteViewed', {
      body: { quoteReference: 'RST-TEST-1', quoteViewedAt: at },
    });
    expect(viewed.response.status).toBe(204);
    // A quote bought through TakeUpQuote: the seeded comparison-site quote taken up as POL-TAKEN-1.
    const takenUp = await quote.POST('/api/v1/RestartPolicy/SetRestartedQuoteTakenUp', {
      body: { quoteReference: 'AGGQ-TAKEN' },
    });
    expect(takenUp.response.status).toBe(204);
  });

  it('SetRestartedQuoteTakenUp refuses a quote no take-up bought: ConflictError QUOTE_MISMATCH', async () => {
    const { quote } = sandbox();
    const created = dataOf(
      await quote.POST('/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy', {
        body: { policyReference: 'POL-RST-1' },
      }),
    );
    await sandbox().hold(created.quoteReference);
    const error = await failureOf(
      quote.POST('/api/v1/RestartPolicy/SetRestartedQuoteTakenUp', {
        body: { quoteReference: created.quoteReference },
      }),
      ConflictError,
    );
    expect(error.code).toBe('QUOTE_MISMATCH');
    expect(error.status).toBe(409);
  });

  itFails([
    {
      name: 'RestartPolicy with wrong details: NotFoundError "Policy not found"',
      call: (quote) =>
        quote.POST('/api/v1/RestartPolicy/RestartPolicy', {
          body: { ...RESTART_DPA, dateOfBirth: '1988-03-15' },
        }),
      rejects: NotFoundError,
      error: { message: 'Policy not found', status: 404 },
    },
    {
      name: "CreateQuoteForCancelledPolicy for an unknown policy: 404 'Policy not found'",
      call: (quote) =>
        quote.POST('/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy', {
          body: { policyReference: 'POL-NO-SUCH' },
        }),
      rejects: NotFoundError,
      error: { status: 404, message: 'Policy not found' },
    },
    {
      name: 'SetRestartedQuoteTakenUp for an unknown quote: NotFoundError "Quote not found"',
      call: (quote) =>
        quote.POST('/api/v1/RestartPolicy/SetRestartedQuoteTakenUp', {
          body: { quoteReference: 'NO-SUCH-QUOTE' },
        }),
      rejects: NotFoundError,
      error: { message: 'Quote not found', status: 404 },
    },
    {
      name: 'SetRestartedQuoteDPAVisit for an unknown quote: NotFoundError "Quote not found"',
      call: (quote) =>
        quote.POST('/api/v1/RestartPolicy/SetRestartedQuoteDPAVisit', {
          body: { quoteReference: 'NO-SUCH-QUOTE', quoteDPAAt: new Date().toISOString() },
        }),
      rejects: NotFoundError,
      error: { message: 'Quote not found', status: 404 },
    },
    {
      name: 'SetRestartedQuoteViewed for an unknown quote: NotFoundError "Quote not found"',
      call: (quote) =>
        quote.POST('/api/v1/RestartPolicy/SetRestartedQuoteViewed', {
          body: { quoteReference: 'NO-SUCH-QUOTE', quoteViewedAt: new Date().toISOString() },
        }),
      rejects: NotFoundError,
      error: { message: 'Quote not found', status: 404 },
    },
  ]);
});
