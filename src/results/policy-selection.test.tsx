import { screen, waitFor, within } from '@testing-library/react';
import { addHours } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { TEXT } from '../../machines/core/catalogue';
import type { RateQuoteInput } from '../../machines/core/types';
import {
  initialPaymentState,
  initialResultState,
  type ResultState,
} from '../../machines/core/state';
import { formatGbp } from '../../machines/results';
import { completeStep } from '../../machines/wizard/step-answers';
import {
  anOption,
  anOutcome,
  answersFor,
  aQuoteResult,
  aThirtyDayOption,
} from '../../machines/testing/factories';
import { quoteBefore, renderJourney, stopJourneys } from '../testing/render-journey';

const text = TEXT.durationPanel;

afterEach(stopJourneys);

/** A direct customer's quote priced for both durations, as the sandbox prices one with its end open. */
function bothDurations(): ResultState {
  const outcome = anOutcome({ underwrittenOptions: [anOption(), aThirtyDayOption()] });
  return {
    ...initialResultState(),
    quoteRef: 'DC-TEST0001',
    expiryDate: addHours(new Date(), 60).toISOString(),
    isLatestFullyPricedQuote: true,
    underwritingOutcome: outcome,
    outcome: 'Quoted',
  };
}

const cardTotal = (option: ReturnType<typeof anOption>) =>
  option.paymentCollectionOptions.find((collection) => collection.paymentMethod === 'CARD_PAYMENT')
    ?.totalAmountPayable.amount ?? NaN;

describe('the policy duration panel (spec 2 §2 /policy-selection)', () => {
  it('shows both lengths with their prices and prices the quote again for the one chosen', async () => {
    const rated = vi.fn((_input: RateQuoteInput) =>
      Promise.resolve(
        aQuoteResult({
          underwritingOutcome: anOutcome({ underwrittenOptions: [aThirtyDayOption()] }),
        }),
      ),
    );
    const { user } = await renderJourney({
      path: '/results',
      quote: completeStep(quoteBefore('vehicleCover'), 'vehicleCover', answersFor('vehicleCover')),
      result: bothDurations(),
      payment: initialPaymentState(),
      services: {
        rateExistingQuote: fromPromise(({ input }: { input: RateQuoteInput }) => rated(input)),
      },
    });

    // Asked for results, the customer is shown the panel first.
    await screen.findByRole('heading', { level: 1, name: text.heading }, { timeout: 5000 });
    const choices = screen.getByRole('list', { name: text.choices });
    const thirtyDay = within(choices).getByRole('listitem', { name: text.thirtyDay });
    const annual = within(choices).getByRole('listitem', { name: text.annual });
    expect(
      within(thirtyDay).getByText(text.price(formatGbp(cardTotal(aThirtyDayOption())))),
    ).toBeTruthy();
    expect(within(annual).getByText(text.price(formatGbp(cardTotal(anOption()))))).toBeTruthy();

    await user.click(within(thirtyDay).getByRole('button', { name: text.choose(text.thirtyDay) }));
    await waitFor(() => {
      expect(rated).toHaveBeenCalledTimes(1);
    });
    await screen.findByRole('heading', { level: 1, name: /here's your quote/ }, { timeout: 5000 });
    // 30-day cover is paid by card alone: its one price is chosen for the customer.
    const prices = screen.getByRole('group', { name: TEXT.results.choosePrice });
    expect(within(prices).getAllByRole('radio')).toHaveLength(1);
    const thirtyDayPrice = within(prices).getByRole('radio', {
      name: new RegExp(`^${TEXT.results.thirtyDay}`),
    });
    expect(thirtyDayPrice).toHaveProperty('checked', true);
  });
});
