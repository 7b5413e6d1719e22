import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { QuoteResult } from '../../machines/core/contract';
import { initialResultState, type ResultState } from '../../machines/core/state';
import { aQuoteResult, answersFor } from '../../machines/testing/factories';
import { completeStep } from '../../machines/wizard/step-answers';
import { vehicleQuestionText } from '../../machines/wizard/vehicle-question-text';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { RESULTS_HEADING } from '../testing/journey-screens';
import { quoteBefore, stopJourneys, type JourneyOptions } from '../testing/render-journey';
import { openWizardStep } from '../testing/step-queries';

afterEach(() => {
  stopJourneys();
});

const text = vehicleQuestionText.details;

function pricedResult(): ResultState {
  const priced = aQuoteResult();
  return {
    ...initialResultState(),
    quoteRef: priced.quoteRef,
    expiryDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    isLatestFullyPricedQuote: true,
    paymentProvider: priced.paymentProvider,
    underwritingOutcome: priced.underwritingOutcome,
    outcome: priced.underwritingOutcome.outcome,
  };
}

/** Services that record any call that would price the quote again. */
function pricingRecorded() {
  const calls: string[] = [];
  const refuse = (name: string): Promise<QuoteResult> => {
    calls.push(name);
    return Promise.reject(new Error(`${name} was not expected`));
  };
  const services: JourneyOptions['services'] = {
    generateQuote: fromPromise(() => refuse('generateQuote')),
    rateExistingQuote: fromPromise(() => refuse('rateExistingQuote')),
  };
  return { calls, services };
}

const openStepOne = (options: Parameters<typeof openWizardStep>[2]) =>
  openWizardStep('vehicleDetails', JOURNEY_TEXT.wizard.heading.vehicleDetails, options);

const returnRegion = () => screen.queryByRole('region', { name: text.returnToQuote });

describe('Step 1 for a customer who had gone further', () => {
  it('says the answers are kept and returns to the priced quote without pricing it again', async () => {
    const { calls, services } = pricingRecorded();
    const quote = completeStep(
      quoteBefore('vehicleCover'),
      'vehicleCover',
      answersFor('vehicleCover'),
    );
    const { user } = await openStepOne({ quote, result: pricedResult(), services });

    const region = returnRegion();
    expect(region).not.toBeNull();
    expect(within(region as HTMLElement).getByText(text.answersKept)).toBeTruthy();
    await user.click(within(region as HTMLElement).getByRole('link', { name: text.returnToQuote }));

    expect(await screen.findByRole('heading', { level: 1, name: RESULTS_HEADING })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('returns to the furthest step reached when the quote is not priced yet', async () => {
    const { user } = await openStepOne({ quote: quoteBefore('driverDetails') });
    const region = returnRegion();
    expect(region).not.toBeNull();
    await user.click(within(region as HTMLElement).getByRole('link', { name: text.returnToQuote }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: JOURNEY_TEXT.wizard.heading.driverDetails,
      }),
    ).toBeTruthy();
  });

  it('offers nothing to return to on a first visit', async () => {
    await openStepOne({ quote: undefined });
    expect(returnRegion()).toBeNull();
  });
});
