/** The sandbox prices the durations the journey offers (spec 2 §2 /policy-selection, §3 payment codes, §9 bands). */
import { addDays, formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { coverEndFor } from '../shared/policy-terms';
import type { QuoteResult } from './contract';
import { seedRisk } from './seed';
import { sandboxForTests } from './testing/sandbox';

const sandbox = sandboxForTests();

const person = {
  title: 'MR',
  firstName: 'Dana',
  lastNames: 'Duration',
  dateOfBirth: '1985-01-31',
  emailAddress: null,
};

function quoteFor(effectiveTo: (start: Date) => Date | null, lastNames = person.lastNames) {
  const quote = seedRisk({ ...person, lastNames }, new Date());
  const start = addDays(new Date(), 3);
  const end = effectiveTo(start);
  return {
    ...quote,
    coverDetails: {
      ...quote.coverDetails,
      effectiveFrom: formatISO(start),
      effectiveTo: end ? formatISO(end) : null,
    },
  };
}

async function generate(
  effectiveTo: (start: Date) => Date | null,
  lastNames?: string,
): Promise<QuoteResult> {
  const reply = await sandbox.call('POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
    body: { quote: quoteFor(effectiveTo, lastNames) },
  });
  expect(reply.status).toBe(200);
  return reply.body as QuoteResult;
}

const terms = (result: QuoteResult) =>
  result.underwritingOutcome.underwrittenOptions.map((option) => option.policyTermType);
const codes = (result: QuoteResult, term: string) =>
  result.underwritingOutcome.underwrittenOptions
    .filter((option) => option.policyTermType === term)
    .flatMap((option) => option.paymentCollectionOptions.map((collection) => collection.code));

describe("a direct customer's quote and its duration", () => {
  it('is priced for both durations sold while its end is open, the 30-day by card alone', async () => {
    const result = await generate(() => null);
    expect(terms(result)).toEqual(['Annual', 'ThirtyDay']);
    expect(codes(result, 'ThirtyDay')).toEqual(['SHORT_TERM_CARD_PAYMENT_V1']);
    expect(codes(result, 'Annual')).toEqual(
      expect.arrayContaining(['ANNUAL_CARD_IN_FULL', 'FINANCE_PLAN_S_V1']),
    );
  });

  it("is priced for annual cover alone for the Annual fixture's risk, which has no 30-day offer", async () => {
    expect(terms(await generate(() => null, 'Annual'))).toEqual(['Annual']);
  });

  it('is priced for annual cover alone for the Thirtyday fixture, whose 30-day offer comes at Buy Now', async () => {
    expect(terms(await generate(() => null, 'Thirtyday'))).toEqual(['Annual']);
  });

  it('is priced for annual cover alone for the Nodeposit fixture, whose Direct Debit plan asks no deposit', async () => {
    expect(terms(await generate(() => null, 'Nodeposit'))).toEqual(['Annual']);
  });

  it('is priced for the band its chosen period falls in', async () => {
    expect(terms(await generate((start) => coverEndFor('ThirtyDay', start)))).toEqual([
      'ThirtyDay',
    ]);
    expect(terms(await generate((start) => coverEndFor('Annual', start)))).toEqual(['Annual']);
  });

  it('is priced again for the chosen duration alone when the customer chooses one', async () => {
    const first = await generate(() => null);
    const reply = await sandbox.call('PUT', '/api/v2/Quote/RateExistingPrivateCarQuote', {
      body: {
        quoteCommand: { quoteReference: first.quoteRef },
        quote: quoteFor((start) => coverEndFor('ThirtyDay', start)),
      },
    });
    expect(reply.status).toBe(200);
    expect(terms(reply.body as QuoteResult)).toEqual(['ThirtyDay']);
  });

  it("keeps the Rerate fixture's price not final when a length is chosen, so its first contact save re-rates it", async () => {
    const first = await generate(() => null, 'Rerate');
    expect(first.isLatestFullyPricedQuote).toBe(false);
    const reply = await sandbox.call('PUT', '/api/v2/Quote/RateExistingPrivateCarQuote', {
      body: {
        quoteCommand: { quoteReference: first.quoteRef },
        quote: quoteFor((start) => coverEndFor('Annual', start), 'Rerate'),
      },
    });
    expect(reply.status).toBe(200);
    expect((reply.body as QuoteResult).isLatestFullyPricedQuote).toBe(false);
  });
});
