import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, format, subYears } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { typeInto } from '../testing/customer-answers';
import { errorOf, findStepHeading, stopJourneys } from '../testing/render-journey';
import {
  answer,
  answerDialog,
  button,
  choose,
  combobox,
  group,
  listItems,
  openWizardStep,
  submit,
  textbox,
  typeDate,
} from '../testing/step-queries';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { formText } from '../../machines/wizard/form-text';

afterEach(() => {
  stopJourneys();
});

const CONVICTIONS =
  'Have you had any motoring convictions, endorsements or fixed penalties in the last 5 years?';
const CONVICTION_LIST = 'Your motoring convictions';
const CLAIMS = 'Have you had any accidents, claims or losses in the last 5 years?';
const CLAIM_LIST = 'Your claims';
const CRIMINAL = 'Do you have any unspent criminal convictions?';
const REFUSED =
  'Have you ever been refused motor insurance, or had a policy cancelled or special terms imposed?';
const OTHER_VEHICLES = 'Do you have access to any other vehicles?';
const ADDITIONAL = 'Would you like to add any other drivers to this policy?';
const QUESTIONS = [CONVICTIONS, CLAIMS, CRIMINAL, REFUSED, OTHER_VEHICLES, ADDITIONAL];

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const recently = iso(subYears(new Date(), 1));

async function fillConviction(
  user: UserEvent,
  { date = recently, code = 'SP30', points = '3', fine = '100' } = {},
) {
  await typeDate(user, 'Date of conviction', date);
  await choose(user, 'Conviction code', code, new RegExp(`^${code} `));
  await user.selectOptions(combobox('Penalty points'), points);
  await typeInto(user, textbox('Fine amount'), fine);
  await answer(user, 'Was the driver disqualified (banned)?', 'No');
  await answer(user, 'Is this conviction still pending?', 'No');
}

async function fillClaim(user: UserEvent, { date = recently } = {}) {
  await typeDate(user, 'Date of claim', date);
  await user.selectOptions(combobox('Type of claim'), 'Accident');
  await user.selectOptions(combobox('Status of claim'), 'Settled');
  await answer(user, 'Was the driver at fault?', 'Yes');
  await answer(user, 'Was the no claims bonus affected?', 'No');
  await user.type(textbox('Cost of the claim'), '1250');
}

/** Sam Carter, born 3 September 1991, has answered the steps before this one. */
const openStep = () =>
  openWizardStep('driverDetailsTwo', JOURNEY_TEXT.wizard.heading.driverDetailsTwo);

const convictionItems = () => listItems(CONVICTION_LIST);

describe('Driving history step', () => {
  it('asks every question, naming each unanswered one after Continue', async () => {
    const { user } = await openStep();
    await submit(user);
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(6);
    for (const question of QUESTIONS) {
      expect(errorOf(group(question))).toBe(formText.field.answerRequired);
    }
    for (const question of QUESTIONS) await answer(user, question, 'No');
    await user.tab();
    for (const question of QUESTIONS) expect(errorOf(group(question))).toBeNull();
  });

  it('opens the conviction form by itself and needs at least one conviction', async () => {
    const { user } = await openStep();
    await answer(user, CONVICTIONS, 'Yes');
    expect(within(group(CONVICTION_LIST)).getByRole('group', { name: 'Add a conviction' }));
    expect(button('Cancel')).toHaveProperty('disabled', true);
    await submit(user);
    expect(errorOf(group(CONVICTION_LIST))).toBe(formText.history.convictionsRequired);

    await fillConviction(user);
    await user.click(button('Save conviction'));
    expect(convictionItems()).toHaveLength(1);
    expect(convictionItems()[0]).toContain('SP30 Exceeding statutory speed limit on a public road');
    expect(errorOf(group(CONVICTION_LIST))).toBeNull();
  });

  it("checks a conviction's answers and dates", async () => {
    const { user } = await openStep();
    await answer(user, CONVICTIONS, 'Yes');
    await user.click(button('Save conviction'));
    expect(errorOf(group('Date of conviction'))).toBe(formText.field.dateRequired);
    expect(errorOf(screen.getByRole('combobox', { name: 'Conviction code' }))).toBe(
      formText.field.optionRequired,
    );
    expect(errorOf(screen.getByRole('combobox', { name: 'Penalty points' }))).toBe(
      formText.field.optionRequired,
    );
    expect(errorOf(screen.getByRole('textbox', { name: 'Fine amount' }))).toBe(
      formText.conviction.fineRequired,
    );
    expect(errorOf(group('Was the driver disqualified (banned)?'))).toBe(
      formText.field.answerRequired,
    );
    expect(errorOf(group('Is this conviction still pending?'))).toBe(formText.field.answerRequired);
    expect(
      within(screen.getByRole('combobox', { name: 'Penalty points' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);

    await fillConviction(user, { date: iso(addDays(new Date(), 2)) });
    await user.tab();
    expect(errorOf(group('Date of conviction'))).toBe(formText.conviction.dateFuture);
    await typeDate(user, 'Date of conviction', iso(subYears(new Date(), 6)));
    await user.tab();
    expect(errorOf(group('Date of conviction'))).toBe(formText.conviction.dateLookBack);
    await typeDate(user, 'Date of conviction', recently);

    await answer(user, 'Was the driver disqualified (banned)?', 'Yes');
    await user.click(button('Save conviction'));
    expect(errorOf(group('Ban start date'))).toBe(formText.field.dateRequired);
    expect(errorOf(group('Ban end date'))).toBe(formText.field.dateRequired);

    await typeDate(user, 'Ban start date', iso(addDays(new Date(), 2)));
    await user.tab();
    expect(errorOf(group('Ban start date'))).toBe(formText.conviction.banStartFuture);

    await typeDate(user, 'Ban start date', iso(subYears(new Date(), 2)));
    await typeDate(user, 'Ban end date', iso(subYears(new Date(), 3)));
    await user.tab();
    expect(errorOf(group('Date of conviction'))).toBe(formText.conviction.afterBanStart);
    expect(errorOf(group('Ban end date'))).toBe(formText.conviction.banEndBeforeStart);

    await typeDate(user, 'Ban start date', recently);
    await typeDate(user, 'Ban end date', iso(addDays(new Date(), 300)));
    await user.tab();
    expect(errorOf(group('Date of conviction'))).toBeNull();
    expect(errorOf(group('Ban start date'))).toBeNull();
    expect(errorOf(group('Ban end date'))).toBeNull();
    await user.click(button('Save conviction'));
    expect(convictionItems()[0]).toContain('banned');
  });

  it("checks a claim's answers and date", async () => {
    const { user } = await openStep();
    await answer(user, CLAIMS, 'Yes');
    expect(button('Cancel')).toHaveProperty('disabled', true);
    await submit(user);
    expect(errorOf(group(CLAIM_LIST))).toBe(formText.history.claimsRequired);

    await user.click(button('Save claim'));
    expect(errorOf(group('Date of claim'))).toBe(formText.field.dateRequired);
    expect(errorOf(screen.getByRole('combobox', { name: 'Type of claim' }))).toBe(
      formText.field.optionRequired,
    );
    expect(errorOf(screen.getByRole('combobox', { name: 'Status of claim' }))).toBe(
      formText.field.optionRequired,
    );
    expect(errorOf(group('Was the driver at fault?'))).toBe(formText.field.answerRequired);
    expect(errorOf(group('Was the no claims bonus affected?'))).toBe(formText.field.answerRequired);
    expect(errorOf(screen.getByRole('textbox', { name: 'Cost of the claim' }))).toBe(
      formText.claim.costRequired,
    );

    await fillClaim(user, { date: iso(addDays(new Date(), 1)) });
    await user.tab();
    expect(errorOf(group('Date of claim'))).toBe(formText.claim.dateFuture);
    await typeDate(user, 'Date of claim', iso(subYears(new Date(), 6)));
    await user.tab();
    expect(errorOf(group('Date of claim'))).toBe(formText.claim.dateLookBack);
    await typeDate(user, 'Date of claim', recently);
    await user.click(button('Save claim'));

    const items = within(group(CLAIM_LIST)).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Accident');
    expect(items[0]?.textContent).toContain('£1,250.00');
    expect(errorOf(group(CLAIM_LIST))).toBeNull();
  });

  it('edits a conviction in place, locks the others meanwhile and removes after Yes', async () => {
    const { user } = await openStep();
    await answer(user, CONVICTIONS, 'Yes');
    await fillConviction(user, { code: 'SP30' });
    await user.click(button('Save conviction'));
    await user.click(button('Add another conviction'));
    expect(button('Cancel')).toHaveProperty('disabled', false);
    await fillConviction(user, { code: 'CU80', points: '6', fine: '200' });
    await user.click(button('Save conviction'));
    expect(convictionItems()).toHaveLength(2);

    await user.click(button('Edit conviction 1'));
    const editing = group('Edit conviction 1');
    expect(
      within(editing).getByRole<HTMLInputElement>('combobox', { name: 'Conviction code' }).value,
    ).toBe('SP30 – Exceeding statutory speed limit on a public road');
    for (const name of ['Edit conviction 2', 'Remove conviction 2']) {
      const locked = screen.getByRole('button', {
        name,
        description: JOURNEY_TEXT.wizard.cannotRemoveWhilstEditing,
      });
      expect(locked.getAttribute('aria-disabled')).toBe('true');
    }
    await user.click(button('Remove conviction 2'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.selectOptions(
      within(editing).getByRole('combobox', { name: 'Penalty points' }),
      '4',
    );
    await user.click(button('Save conviction'));
    expect(convictionItems()[0]).toContain('4 points');
    expect(convictionItems()[1]).toContain('CU80');

    await user.click(button('Remove conviction 1'));
    await answerDialog(user, 'No', 'Remove conviction?');
    expect(convictionItems()).toHaveLength(2);

    await user.click(button('Remove conviction 1'));
    await answerDialog(user, 'Yes');
    expect(convictionItems()).toHaveLength(1);
    expect(convictionItems()[0]).toContain('CU80');

    await user.click(button('Remove conviction 1'));
    await answerDialog(user, 'Yes');
    expect(convictionItems()).toHaveLength(0);
    expect(within(group(CONVICTION_LIST)).getByRole('group', { name: 'Add a conviction' }));
    expect(button('Cancel')).toHaveProperty('disabled', true);
  });

  it('moves on to additional drivers with the history stored, and shows it again on the way back', async () => {
    const { user, journey } = await openStep();
    await answer(user, CONVICTIONS, 'Yes');
    await fillConviction(user);
    await user.click(button('Save conviction'));
    await answer(user, CLAIMS, 'Yes');
    await fillClaim(user);
    await user.click(button('Save claim'));
    for (const question of [CRIMINAL, REFUSED, OTHER_VEHICLES]) await answer(user, question, 'No');
    await answer(user, ADDITIONAL, 'Yes');
    await submit(user);

    await findStepHeading(JOURNEY_TEXT.wizard.heading.additionalDrivers);
    const { quote } = journey.getSnapshot().context;
    expect(quote.hasAdditionalDriver).toBe(true);
    expect(quote.proposerDetails.motoringConvictions).toEqual([
      {
        dateOfConviction: recently,
        offenceCode: 'SP30',
        wasDisqualified: false,
        banStartDate: null,
        banEndDate: null,
        numberOfPoints: 3,
        fineAmount: 100,
        isPending: false,
      },
    ]);
    expect(quote.proposerDetails.motoringClaims).toEqual([
      {
        dateOfClaim: recently,
        typeOfClaim: 'AC',
        statusOfClaim: 'S',
        atFault: true,
        noClaimsBonusAffected: false,
        costOfClaim: 1250,
      },
    ]);

    await user.click(button(JOURNEY_TEXT.wizard.back));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.driverDetailsTwo);
    expect(convictionItems()[0]).toContain('SP30');
    expect(within(group(CLAIM_LIST)).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(group(ADDITIONAL)).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked,
    ).toBe(true);
  });

  it('skips additional drivers when there are none', async () => {
    const { user, journey } = await openStep();
    for (const question of QUESTIONS) await answer(user, question, 'No');
    await submit(user);
    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleCover);
    expect(journey.getSnapshot().context.quote.isSuspectedSpam).toBe(false);
  });

  it('moves on when the hidden honeypot was filled, and marks the quote as suspected spam (spec 1 §5)', async () => {
    const { user, journey } = await openStep();
    await user.type(screen.getByLabelText('Leave this field empty'), 'https://spam.example');
    for (const question of QUESTIONS) await answer(user, question, 'No');
    await submit(user);

    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleCover);
    const { quote } = journey.getSnapshot().context;
    expect(quote.isSuspectedSpam).toBe(true);
    expect(quote.completedSteps.driverDetailsTwo).toBe(true);
    expect(quote.proposerDetails.hasCriminalConvictions).toBe(false);
  });

  it('goes back to driver details', async () => {
    const { user } = await openStep();
    await user.click(button(JOURNEY_TEXT.wizard.back));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.driverDetails);
  });
});
