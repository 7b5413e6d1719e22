import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { completeStep } from '../../machines/wizard/step-answers';
import type { QuoteResult } from '../../machines/core/contract';
import type { AggregatorState } from '../../machines/core/state';
import { anOutcome, aQuoteResult, answersFor } from '../../machines/testing/factories';
import {
  findStepHeading,
  pathOf,
  quoteBefore,
  stopJourneys,
  type JourneyOptions,
} from '../testing/render-journey';
import {
  combobox as select,
  group,
  openWizardStep,
  submit,
  typeDate,
} from '../testing/step-queries';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { formText } from '../../machines/wizard/form-text';
import { coverQuestionText } from '../../machines/wizard/cover-question-text';
import { RESULTS_HEADING } from '../testing/journey-screens';

/** 22 November 2026, 10:02: the earliest cover start today is 10:30. */
const NOW = new Date(2026, 10, 22, 10, 2);

const SELECT_OPTION = /Please select an option/;
const SELECT_ANSWER = /Please select an answer/;
const DISCLAIMER = formText.cover.disclaimer;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  stopJourneys();
  vi.useRealTimers();
});

const openCoverStep = (options: Partial<JourneyOptions> = {}) =>
  openWizardStep('vehicleCover', JOURNEY_TEXT.wizard.heading.vehicleCover, options);

const START_DATE = 'Cover start date';
const disclaimerTick = () =>
  screen.getByRole('checkbox', { name: 'I have read and accept the disclaimer' });
const startDate = () => group(START_DATE);

/** The control's description (its hint and error) once a submit has been tried. */
const descriptionOf = (element: HTMLElement): string => {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

async function readAndAcceptDisclaimer(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Read the disclaimer' }));
  await user.click(disclaimerTick());
}

/** A valid cover step: comprehensive from 23/11/2026 09:00, £250 excess, no NCD, heard from a search engine. */
async function fillValidCover(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Comprehensive' }));
  await typeDate(user, START_DATE, '2026-11-23');
  await user.selectOptions(select('Cover start time'), '09:00');
  await user.selectOptions(select('Voluntary excess'), '£250');
  await user.selectOptions(select('Years of no-claims discount'), '0 years');
  await user.selectOptions(select('How did you hear about us?'), 'Search engine');
  await readAndAcceptDisclaimer(user);
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('Vehicle cover step', () => {
  it('asks for each cover answer (the excess starts at £0), and each message goes once answered', async () => {
    const { user } = await openCoverStep();
    await submit(user);

    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      `Level of cover: ${formText.field.optionRequired}`,
      `Cover start date: ${formText.field.dateRequired}`,
      formText.cover.startTimeRequired,
      `Years of no-claims discount: ${formText.field.optionRequired}`,
      `How did you hear about us?: ${formText.field.optionRequired}`,
      DISCLAIMER,
    ]);
    expect(document.activeElement).toBe(summary);

    expect(descriptionOf(group('Level of cover'))).toMatch(SELECT_OPTION);
    await user.click(screen.getByRole('radio', { name: 'Third Party, Fire and Theft' }));
    await user.click(select('Voluntary excess'));
    expect(descriptionOf(group('Level of cover'))).not.toMatch(SELECT_OPTION);

    expect(descriptionOf(startDate())).toMatch(/Please enter a day, month and year/);
    await typeDate(user, START_DATE, '2026-11-23');
    await user.tab();
    expect(descriptionOf(startDate())).not.toMatch(/Please enter/);

    expect(descriptionOf(select('Cover start time'))).toMatch(/Please select a start time/);
    await user.selectOptions(select('Cover start time'), '09:00');
    await user.tab();
    expect(descriptionOf(select('Cover start time'))).not.toMatch(/Please select/);

    expect(select('Voluntary excess')).toHaveProperty('value', '0');
    await user.selectOptions(select('Voluntary excess'), 'Please select');
    await user.tab();
    expect(descriptionOf(select('Voluntary excess'))).toMatch(SELECT_OPTION);

    for (const [name, option] of [
      ['Voluntary excess', '£100'],
      ['Years of no-claims discount', '2 years'],
      ['How did you hear about us?', 'Radio'],
    ] as const) {
      expect(descriptionOf(select(name))).toMatch(SELECT_OPTION);
      await user.selectOptions(select(name), option);
      await user.tab();
      expect(descriptionOf(select(name))).not.toMatch(SELECT_OPTION);
    }
  });

  it('refuses a start that has gone, and moves a start today to 15 minutes ahead in 15-minute steps', async () => {
    const { user } = await openCoverStep();

    await typeDate(user, START_DATE, '2026-11-21');
    await submit(user);
    expect(descriptionOf(startDate())).toMatch(/Cover must start at least 15 minutes from now/);

    await typeDate(user, START_DATE, '2026-11-22');
    await user.tab();
    expect(select('Cover start time')).toHaveProperty('value', '10:30');
    const times = within(select('Cover start time'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(times.slice(0, 3)).toEqual(['Please select', '10:30', '10:45']);
    expect(times).not.toContain('10:15');
    expect(descriptionOf(startDate())).not.toMatch(/Cover must start/);

    await typeDate(user, START_DATE, '2026-11-23');
    expect(within(select('Cover start time')).getByRole('option', { name: '00:00' })).toBeDefined();
  });

  it('moves a start the clock overtakes while the step is open on to the earliest allowed, and says so', async () => {
    const priced = vi.fn(() => Promise.resolve(aQuoteResult()));
    const { user, journey } = await openCoverStep({
      services: { generateQuote: fromPromise(priced) },
    });
    await fillValidCover(user);
    vi.setSystemTime(new Date(2026, 10, 22, 10, 10));
    await typeDate(user, START_DATE, '2026-11-22');
    await user.selectOptions(select('Cover start time'), '10:30');
    const movedTo = (time: string) =>
      screen.queryByText(coverQuestionText.cover.coverStartMoved(time, 'Sunday 22 November 2026'));
    expect(movedTo('10:30')).toBeNull();

    // At 10:10 the customer picks 10:30; the phone sleeps past 10:15 and wakes: 10:30 is no longer 15 minutes
    // away.
    vi.setSystemTime(new Date(2026, 10, 22, 10, 16));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(select('Cover start time')).toHaveProperty('value', '10:45');
    expect(movedTo('10:45')?.closest('[role="status"]')).not.toBeNull();

    // At 10:20 the customer picks 10:45 and reads on past 10:30, the page open (and not idle long enough to
    // be timed out): 10:45 moves on to 11:00 by itself. (No time is chosen while the clock's timers are
    // swapped, so no real timer is left behind.)
    vi.setSystemTime(new Date(2026, 10, 22, 10, 20));
    await user.selectOptions(select('Cover start time'), 'Please select');
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 20));
    fireEvent.change(select('Cover start time'), { target: { value: '10:45' } });
    expect(movedTo('10:45')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(9 * 60_000);
    });
    expect(select('Cover start time')).toHaveProperty('value', '10:45');
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(select('Cover start time')).toHaveProperty('value', '11:00');
    expect(movedTo('11:00')).not.toBeNull();
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);

    // Continue prices the moved start rather than refusing it.
    await submit(user);
    await vi.waitFor(() => {
      expect(priced).toHaveBeenCalledOnce();
    });
    expect(journey.getSnapshot().context.quote.coverDetails.effectiveFrom).toBe(
      new Date(2026, 10, 22, 11, 0).toISOString(),
    );
  });

  it("gives tomorrow as the cover start's example, never a day cover can no longer start on", async () => {
    vi.setSystemTime(new Date(2026, 11, 31, 21, 0));
    await openCoverStep();
    expect(within(startDate()).getByText('For example, 1 1 2027')).toBeTruthy();
  });

  it('asks about protecting the no-claims discount only when there are years of it', async () => {
    const { user } = await openCoverStep();
    const protection = 'Would you like to protect your no-claims discount?';
    expect(screen.queryByRole('group', { name: protection })).toBeNull();

    await user.selectOptions(select('Years of no-claims discount'), '0 years');
    expect(screen.queryByRole('group', { name: protection })).toBeNull();

    await user.selectOptions(select('Years of no-claims discount'), '3 years');
    await submit(user);
    expect(descriptionOf(group(protection))).toMatch(SELECT_ANSWER);
    await user.click(within(group(protection)).getByRole('radio', { name: 'Yes' }));
    await user.tab();
    expect(descriptionOf(group(protection))).not.toMatch(SELECT_ANSWER);

    await user.selectOptions(select('Years of no-claims discount'), '0 years');
    expect(screen.queryByRole('group', { name: protection })).toBeNull();
  });

  describe('how did you hear about us', () => {
    it('recommended: asks whether a named driver, then for whom or about driving another vehicle', async () => {
      const { user } = await openCoverStep();
      const namedDriver = 'Are you a named driver on an existing policy?';
      const forWhom = 'Who are you a named driver for?';
      const otherVehicle = 'Have you been driving another vehicle for the last 12 months?';
      expect(screen.queryByRole('group', { name: namedDriver })).toBeNull();

      await user.selectOptions(select('How did you hear about us?'), 'Recommended');
      await submit(user);
      expect(descriptionOf(group(namedDriver))).toMatch(SELECT_ANSWER);
      expect(screen.queryByRole('combobox', { name: forWhom })).toBeNull();
      expect(screen.queryByRole('group', { name: otherVehicle })).toBeNull();

      await user.click(within(group(namedDriver)).getByRole('radio', { name: 'Yes' }));
      await submit(user);
      expect(descriptionOf(group(namedDriver))).not.toMatch(SELECT_ANSWER);
      expect(descriptionOf(select(forWhom))).toMatch(SELECT_OPTION);
      await user.selectOptions(select(forWhom), 'Parent');
      await user.tab();
      expect(descriptionOf(select(forWhom))).not.toMatch(SELECT_OPTION);

      await user.click(within(group(namedDriver)).getByRole('radio', { name: 'No' }));
      expect(screen.queryByRole('combobox', { name: forWhom })).toBeNull();
      await submit(user);
      expect(descriptionOf(group(otherVehicle))).toMatch(SELECT_ANSWER);
      await user.click(within(group(otherVehicle)).getByRole('radio', { name: 'No' }));
      await user.tab();
      expect(descriptionOf(group(otherVehicle))).not.toMatch(SELECT_ANSWER);
    });

    it('website: asks about driving a company car and the claim-free period', async () => {
      const { user } = await openCoverStep();
      const companyCar = 'Do you have experience driving a company car?';
      const claimFree = 'How long have you been claim-free?';
      expect(screen.queryByRole('group', { name: companyCar })).toBeNull();
      expect(screen.queryByRole('combobox', { name: claimFree })).toBeNull();

      await user.selectOptions(select('How did you hear about us?'), 'Website');
      await submit(user);
      expect(descriptionOf(group(companyCar))).toMatch(SELECT_OPTION);
      expect(descriptionOf(select(claimFree))).toMatch(SELECT_OPTION);

      await user.click(within(group(companyCar)).getByRole('radio', { name: 'No' }));
      await user.selectOptions(select(claimFree), '3 years');
      await user.tab();
      expect(descriptionOf(group(companyCar))).not.toMatch(SELECT_OPTION);
      expect(descriptionOf(select(claimFree))).not.toMatch(SELECT_OPTION);
    });

    it.each([
      ['Short-term taxi policy', 'How many consecutive months of cover have you held?', '6 months'],
      ['Live private car policy', 'How many full years of no-claims bonus do you have?', '2 years'],
      ['Annual taxi policy', 'How long have you been claim-free?', '5 years or more'],
    ])(
      'customer with a %s: asks about a second car, the policy held and then %s',
      async (policy, question, answer) => {
        const { user } = await openCoverStep();
        const secondCar = 'Are you looking to insure a second car?';
        const currentPolicy = 'What type of policy do you currently hold with us?';

        await user.selectOptions(select('How did you hear about us?'), 'Customer');
        await submit(user);
        expect(descriptionOf(group(secondCar))).toMatch(SELECT_ANSWER);
        expect(descriptionOf(select(currentPolicy))).toMatch(SELECT_OPTION);
        expect(screen.queryByRole('combobox', { name: question })).toBeNull();

        await user.click(within(group(secondCar)).getByRole('radio', { name: 'No' }));
        await user.selectOptions(select(currentPolicy), policy);
        await submit(user);
        expect(descriptionOf(group(secondCar))).not.toMatch(SELECT_ANSWER);
        expect(descriptionOf(select(currentPolicy))).not.toMatch(SELECT_OPTION);
        expect(descriptionOf(select(question))).toMatch(SELECT_OPTION);

        await user.selectOptions(select(question), answer);
        await user.tab();
        expect(descriptionOf(select(question))).not.toMatch(SELECT_OPTION);
      },
    );

    it.each([
      ['Short-term policy (days)', 'How many days did you hold the policy for?', '12 days'],
      ['Annual policy', 'How many months did you hold the policy for?', '7 months'],
    ])(
      'former customer with a %s: asks why it was cancelled, its type and %s',
      async (policyType, question, answer) => {
        const { user } = await openCoverStep();
        const reason = 'Why was your policy cancelled?';
        const typeAtTheTime = 'What type of policy did you have at the time?';

        await user.selectOptions(select('How did you hear about us?'), 'Former customer');
        await submit(user);
        expect(descriptionOf(select(reason))).toMatch(SELECT_OPTION);
        expect(descriptionOf(select(typeAtTheTime))).toMatch(SELECT_OPTION);
        expect(screen.queryByRole('combobox', { name: /How many/ })).toBeNull();

        await user.selectOptions(select(reason), 'Vehicle sold');
        await user.selectOptions(select(typeAtTheTime), policyType);
        await submit(user);
        expect(descriptionOf(select(reason))).not.toMatch(SELECT_OPTION);
        expect(descriptionOf(select(question))).toMatch(SELECT_OPTION);
        expect(screen.getAllByRole('combobox', { name: /How many/ })).toHaveLength(1);

        await user.selectOptions(select(question), answer);
        await user.tab();
        expect(descriptionOf(select(question))).not.toMatch(SELECT_OPTION);
      },
    );
  });

  it('lets the disclaimer be accepted only once it has been opened', async () => {
    const { user } = await openCoverStep();
    expect(disclaimerTick()).toHaveProperty('disabled', true);
    const disclaimerText = screen.getByText(/By continuing you confirm that/);
    expect(disclaimerText.closest('[hidden]')).not.toBeNull();

    await submit(user);
    expect(descriptionOf(disclaimerTick())).toContain(DISCLAIMER);

    const toggle = screen.getByRole('button', { name: 'Read the disclaimer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(disclaimerText.closest('[hidden]')).toBeNull();
    expect(disclaimerTick()).toHaveProperty('disabled', false);

    await user.click(disclaimerTick());
    await user.tab();
    expect(descriptionOf(disclaimerTick())).not.toContain(DISCLAIMER);

    await user.click(screen.getByRole('button', { name: 'Hide the disclaimer' }));
    expect(disclaimerTick()).toHaveProperty('disabled', false);
  });

  it('says Finding your price over the page while the quote is priced, Continue busy and focused, then the results', async () => {
    const pricing = deferred<QuoteResult>();
    const priced = vi.fn(() => pricing.promise);
    const { user, journey } = await openCoverStep({
      services: { generateQuote: fromPromise(priced) },
    });
    await fillValidCover(user);
    await submit(user);

    const status = await screen.findByText(coverQuestionText.cover.findingPrice);
    expect(status.closest('[role="status"]')).not.toBeNull();
    const continueButton = screen.getByRole('button', { name: JOURNEY_TEXT.wizard.continue });
    expect(continueButton.getAttribute('aria-busy')).toBe('true');
    expect(continueButton.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(continueButton);
    // A second press does not ask again.
    await user.click(continueButton);
    await user.keyboard('{Enter}');
    expect(priced).toHaveBeenCalledOnce();
    const { coverDetails, additionalQuestions } = journey.getSnapshot().context.quote;
    expect(coverDetails).toMatchObject({
      levelOfCover: 'COMP',
      effectiveFrom: new Date(2026, 10, 23, 9, 0).toISOString(),
      voluntaryExcess: 250,
      yearsOfNoClaimsDiscount: 0,
      protectNoClaimsDiscount: null,
    });
    expect(additionalQuestions.howDidYouHearAboutUs).toBe('SE');

    await act(async () => {
      pricing.resolve(aQuoteResult());
      await pricing.promise;
    });
    await screen.findByRole('heading', { level: 1, name: RESULTS_HEADING }, { timeout: 5000 });
    expect(journey.getSnapshot().context.location.path).toBe('/results');
    expect(screen.queryByText(coverQuestionText.cover.findingPrice)).toBeNull();
  });

  it.each([
    ['Referred', '/referral', 'Your quote has been referred'],
    ['Declined', '/summary', 'We are unable to offer you cover'],
  ] as const)('goes to the %s page by itself', async (outcome, path, heading) => {
    const { user, journey } = await openCoverStep({
      services: {
        generateQuote: fromPromise(() =>
          Promise.resolve(aQuoteResult({ underwritingOutcome: anOutcome({ outcome }) })),
        ),
      },
    });
    await fillValidCover(user);
    await submit(user);
    await findStepHeading(heading);
    expect(journey.getSnapshot().context.location.path).toBe(path);
  });

  it('goes back to the driving history step', async () => {
    const { user, journey } = await openCoverStep();
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.back }));
    await vi.waitFor(() => {
      expect(journey.getSnapshot().context.location.path).toBe(pathOf('driverDetailsTwo'));
    });
    await vi.waitFor(() => {
      expect(
        screen.queryByRole('heading', { level: 1, name: JOURNEY_TEXT.wizard.heading.vehicleCover }),
      ).toBeNull();
    });
  });

  it('shows the stored answers again, without the disclaimer accepted', async () => {
    const stored = answersFor('vehicleCover');
    await openCoverStep({
      quote: completeStep(quoteBefore('vehicleCover'), 'vehicleCover', stored),
    });
    const start = new Date(stored.coverDetails?.effectiveFrom ?? '');

    expect(screen.getByRole('radio', { name: 'Comprehensive' })).toHaveProperty('checked', true);
    expect(within(startDate()).getByRole('textbox', { name: 'Day' })).toHaveProperty(
      'value',
      format(start, 'dd'),
    );
    expect(within(startDate()).getByRole('textbox', { name: 'Year' })).toHaveProperty(
      'value',
      '2026',
    );
    expect(select('Cover start time')).toHaveProperty('value', format(start, 'HH:mm'));
    expect(select('Voluntary excess')).toHaveProperty('value', '250');
    expect(select('Years of no-claims discount')).toHaveProperty('value', '4');
    const protection = group('Would you like to protect your no-claims discount?');
    expect(within(protection).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(select('How did you hear about us?')).toHaveProperty('value', 'AD');
    expect(disclaimerTick()).toHaveProperty('checked', false);
    expect(disclaimerTick()).toHaveProperty('disabled', true);
  });

  it('keeps what was typed as a draft and shows it again', async () => {
    const { user, journey } = await openCoverStep();
    await user.selectOptions(select('Voluntary excess'), '£500');
    await vi.waitFor(() => {
      expect(journey.getSnapshot().context.drafts.vehicleCover).toMatchObject({
        voluntaryExcess: '500',
      });
    });
    const draft = journey.getSnapshot().context.drafts.vehicleCover;
    stopJourneys();

    await openCoverStep({ drafts: { vehicleCover: draft } });
    expect(select('Voluntary excess')).toHaveProperty('value', '500');
  });

  describe('partner banner', () => {
    const aggregator = (partner: string | null): AggregatorState => ({
      token: 'token-1',
      quoteRef: 'AGGQ-TEST-1',
      expiryDate: null,
      licenceNumberRequired: false,
      partner,
    });

    it('shows In Association with the comparison site a visitor came from', async () => {
      await openCoverStep({ aggregator: aggregator('CTM') });
      expect(screen.getByText(JOURNEY_TEXT.layout.inAssociationWith)).toBeDefined();
      expect(screen.getByRole('img', { name: 'Compare the Market' })).toBeDefined();
    });

    it('shows nothing when no partner is known, or for a direct visitor', async () => {
      await openCoverStep({ aggregator: aggregator(null) });
      expect(screen.queryByText(JOURNEY_TEXT.layout.inAssociationWith)).toBeNull();
      stopJourneys();
      await openCoverStep();
      expect(screen.queryByText(JOURNEY_TEXT.layout.inAssociationWith)).toBeNull();
    });
  });
});
