/**
 * Nothing typed is lost (issue: the wizard screens): an item half typed in a list editor (a conviction, a
 * claim, a modification, an additional driver and the claims inside it) is open again, as it was, after a
 * reload; the journey keeps it with the step's draft.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepId } from '../../machines/wizard/navigation';
import { quoteBefore, stopJourneys, type JourneyOptions } from '../testing/render-journey';
import { answer, choose, group, openWizardStep, textbox } from '../testing/step-queries';
import { JOURNEY_TEXT } from '../../machines/core/text';

afterEach(() => {
  stopJourneys();
});

const CONVICTIONS =
  'Have you had any motoring convictions, endorsements or fixed penalties in the last 5 years?';

const HEADINGS: Partial<Record<StepId, string>> = {
  vehicleDetailsTwo: JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo,
  driverDetailsTwo: JOURNEY_TEXT.wizard.heading.driverDetailsTwo,
  additionalDrivers: JOURNEY_TEXT.wizard.heading.additionalDrivers,
};

const openStep = (step: StepId, options: Partial<JourneyOptions> = {}) =>
  openWizardStep(step, HEADINGS[step] ?? '', options);

/** Waits for the step's draft to hold `text`, then "reloads": a new app restoring the stored journey. */
async function reloadOnceSaved(
  step: StepId,
  journey: Awaited<ReturnType<typeof openStep>>['journey'],
  text: string,
) {
  await vi.waitFor(() => {
    expect(JSON.stringify(journey.getSnapshot().context.drafts[step] ?? null)).toContain(text);
  });
  const { quote, drafts } = journey.getSnapshot().context;
  stopJourneys();
  return openStep(step, { quote, drafts });
}

describe('a list item half typed', () => {
  it('is open again with what was typed after a reload: a conviction on Driving history', async () => {
    const { user, journey } = await openStep('driverDetailsTwo');
    await answer(user, CONVICTIONS, 'Yes');
    const conviction = group('Add a conviction');
    await user.type(textbox('Day', group('Date of conviction', conviction)), '14');
    await user.type(within(conviction).getByLabelText('Fine amount'), '275');

    await reloadOnceSaved('driverDetailsTwo', journey, '275');
    const reopened = group('Add a conviction');
    expect(textbox('Day', group('Date of conviction', reopened))).toHaveProperty('value', '14');
    expect(within(reopened).getByLabelText('Fine amount')).toHaveProperty('value', '275');
  });

  it('keeps an item being edited in place, with its changes, open at its place', async () => {
    const withClaim = quoteBefore('driverDetailsTwo');
    const { user, journey } = await openStep('driverDetailsTwo', { quote: withClaim });
    await answer(user, 'Have you had any accidents, claims or losses in the last 5 years?', 'Yes');
    const claim = group('Add a claim');
    const day = textbox('Day', group('Date of claim', claim));
    await user.type(day, '03');
    await user.type(textbox('Month', group('Date of claim', claim)), '02');
    await user.type(
      textbox('Year', group('Date of claim', claim)),
      String(new Date().getFullYear() - 1),
    );
    await user.selectOptions(within(claim).getByLabelText('Type of claim'), 'Accident');
    await user.selectOptions(within(claim).getByLabelText('Status of claim'), 'Settled');
    await answer(user, 'Was the driver at fault?', 'No', claim);
    await answer(user, 'Was the no claims bonus affected?', 'No', claim);
    await user.type(within(claim).getByLabelText('Cost of the claim'), '900');
    await user.click(within(claim).getByRole('button', { name: 'Save claim' }));
    await user.click(screen.getByRole('button', { name: 'Edit claim 1' }));
    const editing = group('Edit claim 1');
    await user.clear(within(editing).getByLabelText('Cost of the claim'));
    await user.type(within(editing).getByLabelText('Cost of the claim'), '1450');

    await reloadOnceSaved('driverDetailsTwo', journey, '1450');
    const reopened = group('Edit claim 1');
    expect(within(reopened).getByLabelText('Cost of the claim')).toHaveProperty('value', '1450');
    expect(within(group('Your claims')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps a modification being added on the vehicle step', async () => {
    const { user, journey } = await openStep('vehicleDetailsTwo');
    await answer(user, 'Are these assumptions about your vehicle correct?', 'No');
    await answer(user, 'Has the vehicle been modified?', 'Yes');
    const modification = group('Add a modification');
    await user.type(within(modification).getByLabelText('Value of the modification'), '650');

    await reloadOnceSaved('vehicleDetailsTwo', journey, '650');
    expect(
      within(group('Add a modification')).getByLabelText('Value of the modification'),
    ).toHaveProperty('value', '650');
  });

  it('keeps a driver being added and the claim being added inside it', async () => {
    const { user, journey } = await openStep('additionalDrivers', {
      quote: quoteBefore('additionalDrivers', {
        driverDetailsTwo: { hasAdditionalDriver: true },
      }),
    });
    const driver = group('Add a driver');
    await user.type(textbox('First name', driver), 'Alex');
    await answer(
      user,
      'Have they had any accidents, claims or losses in the last 5 years?',
      'Yes',
      driver,
    );
    const claim = group('Add a claim', driver);
    await user.type(within(claim).getByLabelText('Cost of the claim'), '320');

    await reloadOnceSaved('additionalDrivers', journey, '320');
    const reopened = group('Add a driver');
    expect(textbox('First name', reopened)).toHaveProperty('value', 'Alex');
    expect(
      within(group('Add a claim', reopened)).getByLabelText('Cost of the claim'),
    ).toHaveProperty('value', '320');
  });

  it('comes back with its list when a No is changed back to Yes', async () => {
    const { user } = await openStep('additionalDrivers', {
      quote: quoteBefore('additionalDrivers', {
        driverDetailsTwo: { hasAdditionalDriver: true },
      }),
    });
    const question = 'Have they had any accidents, claims or losses in the last 5 years?';
    const driver = group('Add a driver');
    await answer(user, question, 'Yes', driver);
    await user.type(
      within(group('Add a claim', driver)).getByLabelText('Cost of the claim'),
      '320',
    );
    await answer(user, question, 'No', driver);
    expect(within(driver).queryByRole('group', { name: 'Add a claim' })).toBeNull();
    await answer(user, question, 'Yes', driver);
    expect(within(group('Add a claim', driver)).getByLabelText('Cost of the claim')).toHaveProperty(
      'value',
      '320',
    );
  });

  it('is forgotten once saved to its list', async () => {
    const { user, journey } = await openStep('driverDetailsTwo');
    await answer(user, CONVICTIONS, 'Yes');
    const conviction = group('Add a conviction');
    const date = group('Date of conviction', conviction);
    await user.type(textbox('Day', date), '14');
    await user.type(textbox('Month', date), '03');
    await user.type(textbox('Year', date), String(new Date().getFullYear() - 1));
    await choose(user, 'Conviction code', 'SP30', /^SP30 /, conviction);
    await user.selectOptions(within(conviction).getByLabelText('Penalty points'), '3');
    await user.type(within(conviction).getByLabelText('Fine amount'), '275');
    await answer(user, 'Was the driver disqualified (banned)?', 'No', conviction);
    await answer(user, 'Is this conviction still pending?', 'No', conviction);
    await vi.waitFor(() => {
      expect(JSON.stringify(journey.getSnapshot().context.drafts.driverDetailsTwo)).toContain(
        'openItems',
      );
    });

    await user.click(within(conviction).getByRole('button', { name: 'Save conviction' }));
    expect(within(group('Your motoring convictions')).getAllByRole('listitem')).toHaveLength(1);
    await vi.waitFor(() => {
      const draft = JSON.stringify(journey.getSnapshot().context.drafts.driverDetailsTwo);
      expect(draft).toContain('SP30');
      expect(draft).not.toContain('openItems');
    });
  });
});
