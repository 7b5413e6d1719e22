/**
 * The cost of paying monthly stated beside the choice (issue #28), on every sandbox fixture that offers both
 * ways of paying: the difference the customer reads is exactly the plan's interest, the totals are the
 * option's own, and the APR is the plan's.
 */
import { describe, expect, it } from 'vitest';
import { dataOf } from '../../src/api/client';
import type { UnderwrittenOption } from '../../machines/core/contract';
import { formatGbp, monthlyCostOf } from '../../machines/results';
import { seededReferences } from '../../server/seed';
import { aQuote } from '../support/factories';
import { sandboxForSuite } from '../support/sandbox';

const sandbox = sandboxForSuite();

async function pricedFor(lastNames: string, protectNoClaimsDiscount = false) {
  const result = dataOf(
    await sandbox().quote.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', {
      body: {
        quote: aQuote({
          proposerDetails: { lastNames },
          coverDetails: protectNoClaimsDiscount
            ? { yearsOfNoClaimsDiscount: 4, protectNoClaimsDiscount: true }
            : {},
        }),
      },
    }),
  );
  return result.underwritingOutcome.underwrittenOptions;
}

async function loaded(quoteRef: string) {
  await sandbox().hold(quoteRef);
  const details = dataOf(
    await sandbox().quote.GET('/api/v1/Quote/GetQuote', { params: { query: { quote: quoteRef } } }),
  );
  return details.underwritingOutcome.underwrittenOptions;
}

function expectTheCostOfCredit(option: UnderwrittenOption) {
  const byMethod = (method: string) =>
    option.paymentCollectionOptions.find((item) => item.paymentMethod === method);
  const plan = byMethod('DIRECT_DEBIT');
  const card = byMethod('CARD_PAYMENT');
  if (!plan || !card) throw new Error(`${option.optionId} does not offer both ways of paying`);
  expect(plan.interestAmount.amount).toBeGreaterThan(0);
  expect(monthlyCostOf(option)).toEqual({
    difference: `Paying monthly costs ${formatGbp(plan.interestAmount.amount)} more in total (APR ${String(plan.apr)}%)`,
    totals: `Total paid in full by card: ${formatGbp(card.totalAmountPayable.amount)}. Total paid monthly: ${formatGbp(plan.totalAmountPayable.amount)}.`,
  });
}

describe('the cost of paying monthly on each fixture', () => {
  it.each(['Carter', 'Annual', 'Thirtyday', 'Rerate'])(
    'a direct quote for %s: the difference is the plan’s interest',
    async (surname) => {
      const annual = (await pricedFor(surname)).filter(
        (option) => option.policyTermType === 'Annual',
      );
      expect(annual.length).toBeGreaterThan(0);
      for (const option of annual) expectTheCostOfCredit(option);
    },
  );

  it('a quote with its no-claims discount protected', async () => {
    const [option] = (await pricedFor('Carter', true)).filter(
      (item) => item.policyTermType === 'Annual',
    );
    if (!option) throw new Error('No annual option');
    expectTheCostOfCredit(option);
  });

  it.each([seededReferences.aggregator.quoteRef, seededReferences.reminder.quoteRef])(
    'the returning visitor’s quote %s',
    async (quoteRef) => {
      const [option] = await loaded(quoteRef);
      if (!option) throw new Error(`${quoteRef} has no option`);
      expectTheCostOfCredit(option);
    },
  );
});
