import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addYears, format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorOf,
  findStepHeading,
  quoteBefore,
  stopJourneys,
  type JourneyOptions,
} from '../testing/render-journey';
import {
  answer,
  choose,
  combobox,
  group,
  openWizardStep,
  submit,
  typeDate,
  typeLicenceNumber,
} from '../testing/step-queries';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { formText } from '../../machines/wizard/form-text';

afterEach(() => {
  stopJourneys();
});

const RESIDENT = 'Have you lived in the UK since birth?';
const RESIDENT_SINCE = 'When did you start living in the UK?';
const EMPLOYMENT = 'What is your employment status?';
const OCCUPATION = 'What is your main occupation?';
const INDUSTRY = 'Which industry do you work in?';
const FULL_TIME = 'Is this your full-time job?';
const OTHER_OCCUPATION = 'What is your other occupation?';
const OTHER_INDUSTRY = 'Which industry is your other occupation in?';
const FULL_LICENCE = 'Do you hold a full UK driving licence?';
const LICENCE_TYPE = 'What type of driving licence do you hold?';
const LICENCE_DATE = 'When did you get your licence?';
const LICENCE_NUMBER = 'Your driving licence number';

async function fillValid(user: UserEvent) {
  await answer(user, RESIDENT, 'Yes');
  await answer(user, EMPLOYMENT, 'Self-employed');
  await choose(user, OCCUPATION, 'Cour', 'Courier');
  await choose(user, INDUSTRY, 'Courier S', 'Courier Services');
  await answer(user, FULL_TIME, 'Yes');
  await answer(user, FULL_LICENCE, 'Yes');
  await typeDate(user, LICENCE_DATE, '2010-06-15');
  await typeLicenceNumber(user, LICENCE_NUMBER, 'CARTE909031SJ9AB');
}

/** Sam Carter, born 3 September 1991, has answered the steps before this one. */
const openStep = (options: Partial<JourneyOptions> = {}) =>
  openWizardStep('driverDetails', JOURNEY_TEXT.wizard.heading.driverDetails, options);

const today = () => format(new Date(), 'dd/MM/yyyy');

describe('Driver details step', () => {
  it('names every unanswered question after Continue, and clears each message once answered', async () => {
    const { user } = await openStep();
    await submit(user);

    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: `${RESIDENT}: ${formText.field.answerRequired}`,
      }),
    );
    expect(errorOf(group(RESIDENT))).toBe(formText.field.answerRequired);
    expect(errorOf(group(EMPLOYMENT))).toBe(formText.field.optionRequired);
    expect(errorOf(combobox(OCCUPATION))).toBe(formText.field.optionRequired);
    expect(errorOf(combobox(INDUSTRY))).toBe(formText.field.optionRequired);
    expect(errorOf(group(FULL_TIME))).toBe(formText.field.answerRequired);
    expect(errorOf(group(FULL_LICENCE))).toBe(formText.field.answerRequired);
    expect(errorOf(group(LICENCE_DATE))).toBe(formText.field.dateRequired);
    expect(document.activeElement).toBe(summary);

    await fillValid(user);
    await user.tab();
    for (const question of [RESIDENT, EMPLOYMENT, FULL_TIME, FULL_LICENCE, LICENCE_DATE]) {
      expect(errorOf(group(question))).toBeNull();
    }
    expect(errorOf(combobox(OCCUPATION))).toBeNull();
    expect(errorOf(combobox(INDUSTRY))).toBeNull();
  });

  it('offers the employed and self-employed types only', async () => {
    await openStep();
    expect(
      within(group(EMPLOYMENT))
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['Employed', 'Self-employed']);
  });

  it('asks since when the proposer has lived in the UK, not in the future and after birth', async () => {
    const { user } = await openStep();
    expect(screen.queryByRole('group', { name: RESIDENT_SINCE })).toBeNull();
    await answer(user, RESIDENT, 'No');
    await submit(user);
    expect(errorOf(group(RESIDENT_SINCE))).toBe(formText.field.dateRequired);

    await typeDate(user, RESIDENT_SINCE, addYears(new Date(), 1));
    await user.tab();
    expect(errorOf(group(RESIDENT_SINCE))).toBe(`Please select a date before ${today()}`);

    await typeDate(user, RESIDENT_SINCE, '1990-01-01');
    await user.tab();
    expect(errorOf(group(RESIDENT_SINCE))).toBe('Please select a date after 03/09/1991');

    await typeDate(user, RESIDENT_SINCE, '2001-05-20');
    await user.tab();
    expect(errorOf(group(RESIDENT_SINCE))).toBeNull();
  });

  it('asks for the other occupation and industry when the job is not full time', async () => {
    const { user } = await openStep();
    expect(screen.queryByRole('combobox', { name: OTHER_OCCUPATION })).toBeNull();
    await answer(user, FULL_TIME, 'No');
    await submit(user);
    expect(errorOf(combobox(OTHER_OCCUPATION))).toBe(formText.field.optionRequired);
    expect(errorOf(combobox(OTHER_INDUSTRY))).toBe(formText.field.optionRequired);

    await choose(user, OTHER_OCCUPATION, 'Deliv', 'Delivery Driver');
    await choose(user, OTHER_INDUSTRY, 'Food', 'Food Delivery');
    await user.tab();
    expect(errorOf(combobox(OTHER_OCCUPATION))).toBeNull();
    expect(errorOf(combobox(OTHER_INDUSTRY))).toBeNull();
  });

  it('asks for the licence type when the licence is not a full UK one', async () => {
    const { user } = await openStep();
    await answer(user, FULL_LICENCE, 'No');
    const type = screen.getByRole('combobox', { name: LICENCE_TYPE });
    expect(within(type).queryByRole('option', { name: 'Full UK' })).toBeNull();
    await submit(user);
    expect(errorOf(type)).toBe(formText.field.optionRequired);

    await user.selectOptions(type, 'European (EU)');
    await user.tab();
    expect(errorOf(type)).toBeNull();
    expect(group(`${LICENCE_NUMBER} (optional)`)).toBeDefined();
  });

  it('checks the licence number against the surname and date of birth', async () => {
    // Dr Carter: a title that gets no prefill (spec 1 §4), so the number starts empty.
    const { user } = await openStep({
      quote: quoteBefore('driverDetails', { aboutYou: { proposerDetails: { title: 'DR' } } }),
    });
    await answer(user, FULL_LICENCE, 'Yes');
    await submit(user);
    expect(errorOf(group(LICENCE_NUMBER))).toBe(formText.licence.required);

    const parts = within(group(LICENCE_NUMBER));
    await user.type(parts.getByRole('textbox', { name: 'Part 1 of 4' }), 'smith');
    expect(parts.getByRole<HTMLInputElement>('textbox', { name: 'Part 1 of 4' }).value).toBe(
      'SMITH',
    );
    expect(document.activeElement).toBe(parts.getByRole('textbox', { name: 'Part 2 of 4' }));
    await user.keyboard('909031SJ9AB');
    await user.tab();
    expect(errorOf(group(LICENCE_NUMBER))).toBe(formText.licence.surnameMismatch);

    await typeLicenceNumber(user, LICENCE_NUMBER, 'CARTE909041SJ9AB');
    await user.tab();
    expect(errorOf(group(LICENCE_NUMBER))).toBe(formText.licence.dateOfBirthMismatch);

    await typeLicenceNumber(user, LICENCE_NUMBER, 'CARTE909031SJ9AB');
    await user.tab();
    expect(errorOf(group(LICENCE_NUMBER))).toBeNull();
  });

  describe('licence number prefill (spec 1 §4)', () => {
    const partValues = () =>
      within(group(LICENCE_NUMBER))
        .getAllByRole<HTMLInputElement>('textbox')
        .map((input) => input.value);
    /** Sam Carter, born 3 September 1991, with the title given on About you. */
    const proposerTitled = (title: string) =>
      openStep({
        quote: quoteBefore('driverDetails', { aboutYou: { proposerDetails: { title } } }),
      });

    it('fills in the surname and birth date parts for Mr with a full UK licence, in the male encoding', async () => {
      const { user } = await proposerTitled('MR');
      await answer(user, FULL_LICENCE, 'Yes');
      expect(partValues()).toEqual(['CARTE', '909031', '', '']);
    });

    it('adds 5 to the first month digit for Mrs, the female encoding', async () => {
      const { user } = await proposerTitled('MRS');
      await answer(user, FULL_LICENCE, 'Yes');
      expect(partValues()).toEqual(['CARTE', '959031', '', '']);
    });

    it('fills in a provisional licence too, and nothing for a licence from abroad', async () => {
      const { user } = await proposerTitled('MR');
      await answer(user, FULL_LICENCE, 'No');
      await user.selectOptions(
        screen.getByRole('combobox', { name: LICENCE_TYPE }),
        'Provisional UK',
      );
      expect(partValues()).toEqual(['CARTE', '909031', '', '']);
      await user.selectOptions(
        screen.getByRole('combobox', { name: LICENCE_TYPE }),
        'European (EU)',
      );
      expect(
        within(group(`${LICENCE_NUMBER} (optional)`))
          .getAllByRole<HTMLInputElement>('textbox')
          .map((input) => input.value),
      ).toEqual(['', '', '', '']);
    });

    it('fills in nothing for a title that does not say whether to add 5', async () => {
      const { user } = await proposerTitled('DR');
      await answer(user, FULL_LICENCE, 'Yes');
      expect(partValues()).toEqual(['', '', '', '']);
    });

    it('never overwrites what the customer typed, nor fills again what they cleared', async () => {
      const { user } = await proposerTitled('MR');
      await answer(user, FULL_LICENCE, 'No');
      await user.selectOptions(
        screen.getByRole('combobox', { name: LICENCE_TYPE }),
        'Provisional UK',
      );
      await user.type(
        within(group(LICENCE_NUMBER)).getByRole('textbox', { name: 'Part 3 of 4' }),
        'sj9',
      );
      await user.selectOptions(
        screen.getByRole('combobox', { name: LICENCE_TYPE }),
        'Medical restricted full (3 years or more)',
      );
      expect(partValues()).toEqual(['CARTE', '909031', 'SJ9', '']);

      for (const input of within(group(LICENCE_NUMBER)).getAllByRole('textbox')) {
        await user.clear(input);
      }
      await user.selectOptions(
        screen.getByRole('combobox', { name: LICENCE_TYPE }),
        'Provisional UK',
      );
      expect(partValues()).toEqual(['', '', '', '']);
    });
  });

  it('requires the licence number for any licence when the price comparison site asks for it', async () => {
    const { user } = await openStep({
      aggregator: {
        token: 'T',
        quoteRef: 'AGGQ-1',
        expiryDate: null,
        licenceNumberRequired: true,
        partner: null,
      },
    });
    expect(group(LICENCE_NUMBER)).toBeDefined();
    await answer(user, FULL_LICENCE, 'No');
    await user.selectOptions(screen.getByRole('combobox', { name: LICENCE_TYPE }), 'International');
    await submit(user);
    expect(errorOf(group(LICENCE_NUMBER))).toBe(formText.licence.required);
  });

  it('moves on to driving history, and shows the answers again on the way back', async () => {
    const { user, journey } = await openStep();
    await fillValid(user);
    await submit(user);

    await findStepHeading(JOURNEY_TEXT.wizard.heading.driverDetailsTwo);
    expect(journey.getSnapshot().context.quote.proposerDetails).toMatchObject({
      isResidentFromBirth: true,
      employmentType: 'S',
      occupation: 'D34',
      industry: '703',
      isFullTime: true,
      licenceType: 'F',
      licenceObtained: '2010-06-15',
      licenceNumber: 'CARTE909031SJ9AB',
    });

    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.back }));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.driverDetails);
    expect(
      within(group(RESIDENT)).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked,
    ).toBe(true);
    expect(combobox(OCCUPATION)).toHaveProperty('value', 'Courier');
    expect(combobox(INDUSTRY)).toHaveProperty('value', 'Courier Services');
    expect(within(group(LICENCE_DATE)).getByRole('textbox', { name: 'Year' })).toHaveProperty(
      'value',
      '2010',
    );
    expect(
      within(group(LICENCE_NUMBER)).getByRole('textbox', { name: 'Part 4 of 4' }),
    ).toHaveProperty('value', 'AB');
  });

  it('goes back to About you', async () => {
    const { user } = await openStep();
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.back }));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.aboutYou);
  });

  it('keeps what was typed as a draft and shows it again', async () => {
    const { user, journey } = await openStep();
    await choose(user, OCCUPATION, 'Deliv', 'Delivery Driver');
    await vi.waitFor(() => {
      expect(journey.getSnapshot().context.drafts.driverDetails).toMatchObject({
        occupation: 'A88',
      });
    });
    const drafts = journey.getSnapshot().context.drafts;
    stopJourneys();

    await openStep({ drafts });
    expect(combobox(OCCUPATION)).toHaveProperty('value', 'Delivery Driver');
  });
});
