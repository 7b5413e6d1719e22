/**
 * The sandbox prices the optional extras (spec 2 §1, §9): RepriceQuoteWithAddOnsQuote adds each extra's fixed
 * price (server/rating/add-ons.ts, listed in docs/fixtures.md) to the premium and so to every total and
 * instalment, and refuses a code the contract does not name.
 */
import { addDays, formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { coverEndFor } from '../shared/policy-terms';
import type { PaymentCollectionOption, QuoteResult } from './contract';
import { seedRisk } from './seed';
import { sandboxForTests } from './testing/sandbox';

const sandbox = sandboxForTests();

function annualQuote() {
  const quote = seedRisk(
    {
      title: 'MS',
      firstName: 'Alex',
      lastNames: 'Extras',
      dateOfBirth: '1984-05-12',
      emailAddress: null,
    },
    new Date(),
  );
  const start = addDays(new Date(), 3);
  return {
    ...quote,
    coverDetails: {
      ...quote.coverDetails,
      effectiveFrom: formatISO(start),
      effectiveTo: formatISO(coverEndFor('Annual', start)),
    },
  };
}

async function priced(): Promise<{ quoteRef: string; quote: ReturnType<typeof annualQuote> }> {
  const quote = annualQuote();
  const reply = await sandbox.call('POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
    body: { quote },
  });
  expect(reply.status).toBe(200);
  return { quoteRef: (reply.body as QuoteResult).quoteRef, quote };
}

const reprice = (quoteRef: string, quote: unknown, selectedAddOns: string[]) =>
  sandbox.call('PUT', '/api/v2/Quote/RepriceQuoteWithAddOnsQuote', {
    body: { quoteCommand: { quoteReference: quoteRef, selectedAddOns }, quote },
  });

function collection(result: QuoteResult, code: string): PaymentCollectionOption {
  const option = result.underwritingOutcome.underwrittenOptions[0];
  const found = option?.paymentCollectionOptions.find((each) => each.code === code);
  if (!found) throw new Error(`no ${code} option`);
  return found;
}

const premium = (result: QuoteResult) =>
  result.underwritingOutcome.underwrittenOptions[0]?.underwrittenDataPoints[0]?.underwrittenPrice;

describe('re-pricing a quote with optional extras', () => {
  it('adds the documented prices: legal expenses £29.99 and keycare £19.99', async () => {
    const { quoteRef, quote } = await priced();
    const without = await reprice(quoteRef, quote, []);
    const withExtras = await reprice(quoteRef, quote, ['LEGAL_EXPENSES', 'KEYCARE']);
    expect(without.status).toBe(200);
    expect(withExtras.status).toBe(200);
    const before = without.body as QuoteResult;
    const after = withExtras.body as QuoteResult;

    const card = (result: QuoteResult) =>
      collection(result, 'ANNUAL_CARD_IN_FULL').totalAmountPayable.amount;
    expect(card(after) - card(before)).toBeCloseTo(49.98, 2);
    expect(
      (premium(after)?.totalPremium.amount ?? 0) - (premium(before)?.totalPremium.amount ?? 0),
    ).toBeCloseTo(49.98, 2);
    // The Direct Debit plan is worked out from the new total: it pays more, instalment by instalment.
    const monthly = (result: QuoteResult) => collection(result, 'FINANCE_PLAN_S_V1');
    expect(monthly(after).standardInstalmentAmount.amount).toBeGreaterThan(
      monthly(before).standardInstalmentAmount.amount,
    );
    expect(monthly(after).totalAmountOfCredit.amount).toBeGreaterThan(
      monthly(before).totalAmountOfCredit.amount,
    );
  });

  it('keeps the extras when the quote is priced again for another reason', async () => {
    const { quoteRef, quote } = await priced();
    const before = (await reprice(quoteRef, quote, [])).body as QuoteResult;
    await reprice(quoteRef, quote, ['WINDSCREEN']);
    const ncd = await sandbox.call('PUT', '/api/v2/Quote/UpdateNoClaimsProtection', {
      body: { quoteReference: quoteRef, protectNoClaimsDiscount: false },
    });
    const card = (result: QuoteResult) =>
      collection(result, 'ANNUAL_CARD_IN_FULL').totalAmountPayable.amount;
    expect(card(ncd.body as QuoteResult) - card(before)).toBeCloseTo(24.99, 2);
  });

  it('drops a courtesy car once the answers put the proposer outside 21 to 68, and does not charge it again', async () => {
    const { quoteRef, quote } = await priced();
    const card = (result: QuoteResult) =>
      collection(result, 'ANNUAL_CARD_IN_FULL').totalAmountPayable.amount;
    const without = (await reprice(quoteRef, quote, [])).body as QuoteResult;
    const withCar = (await reprice(quoteRef, quote, ['COURTESY_CAR', 'WINDSCREEN']))
      .body as QuoteResult;
    expect(card(withCar) - card(without)).toBeCloseTo(34.99 + 24.99, 2);

    // Born 70 years before the cover starts: the courtesy car is out of its ages.
    const start = new Date(quote.coverDetails.effectiveFrom);
    const older = {
      ...quote,
      proposerDetails: {
        ...quote.proposerDetails,
        dateOfBirth: formatISO(addDays(start, -70 * 366), { representation: 'date' }),
      },
    };
    const rated = await sandbox.call('PUT', '/api/v2/Quote/RateExistingPrivateCarQuote', {
      body: { quoteCommand: { quoteReference: quoteRef }, quote: older },
    });
    expect(rated.status).toBe(200);
    const olderWithout = (await reprice(quoteRef, older, [])).body as QuoteResult;
    const olderWithCar = (await reprice(quoteRef, older, ['COURTESY_CAR', 'WINDSCREEN']))
      .body as QuoteResult;
    expect(card(olderWithCar) - card(olderWithout)).toBeCloseTo(24.99, 2);

    // Back to the first date of birth, priced for another reason: the windscreen stays, the car is gone.
    const back = await sandbox.call('PUT', '/api/v2/Quote/RateExistingPrivateCarQuote', {
      body: { quoteCommand: { quoteReference: quoteRef }, quote },
    });
    expect(back.status).toBe(200);
    const ncd = await sandbox.call('PUT', '/api/v2/Quote/UpdateNoClaimsProtection', {
      body: { quoteReference: quoteRef, protectNoClaimsDiscount: false },
    });
    expect(card(ncd.body as QuoteResult) - card(without)).toBeCloseTo(24.99, 2);
  });

  it('refuses an add-on code the contract does not name', async () => {
    const { quoteRef, quote } = await priced();
    const reply = await reprice(quoteRef, quote, ['FREE_FERRARI']);
    expect(reply.status).toBe(400);
  });
});
