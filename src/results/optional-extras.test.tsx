/**
 * The optional extras on the results page as a customer sees them (spec 2 §1, §9): each with its limits, none
 * ticked; adding one prices the quote again and shows the new price; a courtesy car is refused outside 21 to 68
 * with the spec's message; a thirty-day policy offers no keycare.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { addHours, format, subYears } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { formatGbp } from '../../machines/results/credit';
import { completeStep } from '../../machines/wizard/step-answers';
import type { QuoteResult, UnderwrittenOption } from '../../machines/core/contract';
import type { RepriceWithAddOnsInput } from '../../machines/core/types';
import {
  initialPaymentState,
  initialResultState,
  type QuoteState,
  type ResultState,
} from '../../machines/core/state';
import {
  aCollectionOption,
  aDirectDebitOption,
  anOption,
  anOutcome,
  aQuoteResult,
  answersFor,
  aThirtyDayOption,
} from '../../machines/testing/factories';
import { TEXT } from '../../machines/core/catalogue';
import { quoteBefore, renderJourney, stopJourneys } from '../testing/render-journey';
import { priceChoice } from '../testing/results-answers';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const extras = TEXT.extras;

function answeredQuote(dateOfBirth = '1991-09-03'): QuoteState {
  const aboutYou = answersFor('aboutYou');
  const before = quoteBefore('vehicleCover', {
    aboutYou: { ...aboutYou, proposerDetails: { ...aboutYou.proposerDetails, dateOfBirth } },
  });
  return completeStep(before, 'vehicleCover', answersFor('vehicleCover'));
}

function pricedResult(option: UnderwrittenOption): ResultState {
  const outcome = anOutcome({ underwrittenOptions: [option] });
  return {
    ...initialResultState(),
    quoteRef: 'DC-TEST0001',
    expiryDate: addHours(NOW, 60).toISOString(),
    isLatestFullyPricedQuote: true,
    underwritingOutcome: outcome,
    outcome: outcome.outcome,
  };
}

const cardAt = (total: number) =>
  anOption({
    paymentCollectionOptions: [
      aCollectionOption({
        totalAmountPayable: { amount: total, currency: 'GBP' },
        upFrontAmount: { amount: total, currency: 'GBP' },
      }),
      aDirectDebitOption(),
    ],
  });

async function openResults(
  options: { quote?: QuoteState; option?: UnderwrittenOption; reprice?: typeof noReprice } = {},
) {
  const opened = await renderJourney({
    path: '/results',
    quote: options.quote ?? answeredQuote(),
    result: pricedResult(options.option ?? cardAt(1088.36)),
    payment: initialPaymentState(),
    services: { repriceWithAddOns: fromPromise(options.reprice ?? noReprice) },
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return opened;
}

function noReprice(_args: { input: RepriceWithAddOnsInput }): Promise<QuoteResult> {
  return Promise.reject(new Error('not priced in this test'));
}

const extrasSection = () => within(screen.getByRole('region', { name: extras.heading }));
const box = (name: string) =>
  extrasSection().getByRole<HTMLInputElement>('checkbox', { name: extras.add(name) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  stopJourneys();
  vi.useRealTimers();
});

describe('the optional extras on the results page', () => {
  it('shows each extra with its limits, none ticked', async () => {
    await openResults();
    const names = ['Legal expenses', 'Windscreen cover', 'Keycare', 'Courtesy car or van'];
    for (const name of names) expect(box(name).checked).toBe(false);
    expect(box('Personal accident cover').checked).toBe(false);
    expect(box('Public liability').checked).toBe(false);
    const section = extrasSection();
    expect(section.getByText(/£25 excess/)).toBeTruthy();
    expect(section.getByText(/£115 excess/)).toBeTruthy();
    expect(section.getByText(/up to £1,500/)).toBeTruthy();
    expect(
      section.getByText(/up to 7 days if your vehicle is a total loss or stolen/),
    ).toBeTruthy();
    expect(section.getByText(/Up to £75,000 of legal costs/)).toBeTruthy();
    expect(section.getByText(/£5 million/)).toBeTruthy();
    expect(section.getByText(/£2,500/)).toBeTruthy();
  });

  it('adds an extra: the quote is priced with it and the page shows the new price', async () => {
    const reprice = vi.fn(({ input }: { input: RepriceWithAddOnsInput }) =>
      Promise.resolve(
        aQuoteResult({
          underwritingOutcome: anOutcome({ underwrittenOptions: [cardAt(1118.35)] }),
        }),
      ).then((result) => (input.addOns.includes('LEGAL_EXPENSES') ? result : aQuoteResult())),
    );
    const { user } = await openResults({ reprice });
    expect(priceChoice(TEXT.results.annual).closest('label')?.textContent).toContain(
      formatGbp(1088.36),
    );
    await user.click(box('Legal expenses'));
    await waitFor(() =>
      expect(priceChoice(TEXT.results.annual).closest('label')?.textContent).toContain(
        formatGbp(1118.35),
      ),
    );
    expect(box('Legal expenses').checked).toBe(true);
    expect(reprice).toHaveBeenCalledTimes(1);
  });

  it('tells a proposer outside 21 to 68 that a courtesy car is not for them, and cannot add it', async () => {
    const nineteen = format(subYears(NOW, 19), 'yyyy-MM-dd');
    await openResults({ quote: answeredQuote(nineteen) });
    expect(
      extrasSection().getByText(
        'You must be between 21 and 68 years of age to use a courtesy car.',
      ),
    ).toBeTruthy();
    expect(box('Courtesy car or van').disabled).toBe(true);
    expect(box('Legal expenses').disabled).toBe(false);
  });

  it('offers no keycare on a thirty-day policy', async () => {
    await openResults({ option: aThirtyDayOption() });
    expect(box('Legal expenses')).toBeTruthy();
    expect(extrasSection().queryByRole('checkbox', { name: extras.add('Keycare') })).toBeNull();
  });
});
