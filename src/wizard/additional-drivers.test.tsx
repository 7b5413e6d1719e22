import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, subYears } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdditionalDriver } from '../../machines/core/contract';
import { errorOf, findStepHeading, quoteBefore, stopJourneys } from '../testing/render-journey';
import {
  answer,
  answerDialog,
  button,
  choose,
  combobox as select,
  group,
  listItems,
  openWizardStep,
  textbox,
  typeDate,
  typeLicenceNumber,
} from '../testing/step-queries';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { formText } from '../../machines/wizard/form-text';

afterEach(() => {
  stopJourneys();
});

const DRIVERS = 'Your additional drivers';
const RESIDENT = 'Has this driver lived in the UK since birth?';
const EMPLOYMENT = 'What is their employment status?';
const OCCUPATION = 'What is their main occupation?';
const INDUSTRY = 'Which industry do they work in?';
const FULL_TIME = 'Is this their full-time job?';
const FULL_LICENCE = 'Do they hold a full UK driving licence?';
const LICENCE_DATE = 'When did they get their licence?';
const LICENCE_NUMBER = 'Their driving licence number';
const CONVICTIONS =
  'Have they had any motoring convictions, endorsements or fixed penalties in the last 5 years?';
const CLAIMS = 'Have they had any accidents, claims or losses in the last 5 years?';
const CRIMINAL = 'Do they have any unspent criminal convictions?';
const REFUSED =
  'Have they ever been refused motor insurance, or had a policy cancelled or special terms imposed?';

/** Jane Smith, born 12 April 1993, the proposer's wife. */
async function fillDriver(user: UserEvent, { maritalStatus = 'Married' } = {}) {
  await user.selectOptions(select('Title'), 'Mrs');
  await user.type(textbox('First name'), 'jane');
  await user.type(textbox('Surname'), 'smith');
  await typeDate(user, 'Date of birth', '1993-04-12');
  await user.selectOptions(select('Marital status'), maritalStatus);
  await user.selectOptions(select('Relationship to you'), 'Wife');
  await answer(user, RESIDENT, 'Yes');
  await answer(user, EMPLOYMENT, 'Employed');
  await choose(user, OCCUPATION, 'Accou', 'Accountant');
  await choose(user, INDUSTRY, 'Accou', 'Accountancy');
  await answer(user, FULL_TIME, 'Yes');
  await answer(user, FULL_LICENCE, 'Yes');
  await typeDate(user, LICENCE_DATE, '2012-08-01');
  await typeLicenceNumber(user, LICENCE_NUMBER, 'SMITH954123JA9CD');
  await answer(user, CONVICTIONS, 'No');
  await answer(user, CLAIMS, 'No');
  await answer(user, CRIMINAL, 'No');
  await answer(user, REFUSED, 'No');
  await user.selectOptions(
    select('What will they use the vehicle for?'),
    'Social, domestic and pleasure',
  );
}

const jane: AdditionalDriver = {
  title: 'MRS',
  firstName: 'Jane',
  lastNames: 'Smith',
  dateOfBirth: '1993-04-12',
  maritalStatus: 'M',
  relationshipToProposer: 'W',
  isResidentFromBirth: true,
  ukResidenceSince: '1700-02-01',
  employmentType: 'E',
  occupation: 'A01',
  industry: '001',
  isFullTime: true,
  otherOccupation: null,
  otherIndustry: null,
  licenceType: 'F',
  licenceObtained: '2012-08-01',
  licenceNumber: 'SMITH954123JA9CD',
  motoringConvictions: [],
  motoringClaims: [],
  hasCriminalConvictions: false,
  hasBeenRefusedCover: false,
  vehicleUse: 'SDP',
  isMainDriver: false,
};

const withDrivers = { driverDetailsTwo: { hasAdditionalDriver: true } };

const openStep = (quote = quoteBefore('additionalDrivers', withDrivers)) =>
  openWizardStep('additionalDrivers', JOURNEY_TEXT.wizard.heading.additionalDrivers, { quote });

const driverItems = () => listItems(DRIVERS);

describe('Additional drivers step', () => {
  it('opens the driver form by itself and needs at least one driver', async () => {
    const { user } = await openStep();
    expect(within(group(DRIVERS)).getByRole('group', { name: 'Add a driver' }));
    expect(button('Cancel')).toHaveProperty('disabled', true);
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    expect(errorOf(group(DRIVERS))).toBe(formText.drivers.required);
  });

  it('names every unanswered question of a driver, and clears each once answered', async () => {
    const { user } = await openStep();
    await user.click(button('Save driver'));

    expect(
      within(screen.getByRole('alert')).getByRole('heading', {
        name: 'There is a problem with this driver',
      }),
    );
    expect(errorOf(select('Title'))).toBe(formText.field.optionRequired);
    expect(errorOf(textbox('First name'))).toBe(formText.person.firstNameRequired);
    expect(errorOf(textbox('Surname'))).toBe(formText.person.lastNameRequired);
    expect(errorOf(group('Date of birth'))).toBe(formText.field.dateRequired);
    expect(errorOf(select('Marital status'))).toBe(formText.field.optionRequired);
    expect(errorOf(select('Relationship to you'))).toBe(formText.field.optionRequired);
    expect(errorOf(group(RESIDENT))).toBe(formText.field.answerRequired);
    expect(errorOf(group(EMPLOYMENT))).toBe(formText.field.optionRequired);
    expect(errorOf(select(OCCUPATION))).toBe(formText.field.optionRequired);
    expect(errorOf(select(INDUSTRY))).toBe(formText.field.optionRequired);
    expect(errorOf(group(FULL_TIME))).toBe(formText.field.answerRequired);
    expect(errorOf(group(FULL_LICENCE))).toBe(formText.field.answerRequired);
    expect(errorOf(group(LICENCE_DATE))).toBe(formText.field.dateRequired);
    for (const question of [CONVICTIONS, CLAIMS, CRIMINAL, REFUSED]) {
      expect(errorOf(group(question))).toBe(formText.field.answerRequired);
    }
    expect(errorOf(select('What will they use the vehicle for?'))).toBe(
      formText.field.optionRequired,
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));

    await fillDriver(user);
    await user.tab();
    expect(errorOf(select('Title'))).toBeNull();
    expect(errorOf(group('Date of birth'))).toBeNull();
    expect(errorOf(group(LICENCE_NUMBER))).toBeNull();
    expect(errorOf(select('What will they use the vehicle for?'))).toBeNull();
  });

  it("says when the relationship conflicts with the driver's marital status", async () => {
    const { user } = await openStep();
    await fillDriver(user, { maritalStatus: 'Single' });
    await user.click(button('Save driver'));
    expect(errorOf(select('Relationship to you'))).toBe(
      'Jane Smith relationship to proposer conflicts',
    );

    await user.selectOptions(select('Marital status'), 'Civil partnership');
    await user.tab();
    expect(errorOf(select('Relationship to you'))).toBeNull();

    await user.selectOptions(select('Relationship to you'), 'Spouse');
    await user.tab();
    expect(errorOf(select('Relationship to you'))).toBe(
      'Jane Smith relationship to proposer conflicts',
    );
    await user.selectOptions(select('Marital status'), 'Married');
    await user.tab();
    expect(errorOf(select('Relationship to you'))).toBeNull();
  });

  it("checks the driver's licence number against their own surname and date of birth", async () => {
    const { user } = await openStep();
    await fillDriver(user);
    await typeLicenceNumber(user, LICENCE_NUMBER, 'CARTE909031SJ9AB');
    await user.click(button('Save driver'));
    expect(errorOf(group(LICENCE_NUMBER))).toBe(formText.licence.driverSurnameMismatch);
    await typeLicenceNumber(user, LICENCE_NUMBER, 'SMITH955123JA9CD');
    await user.tab();
    expect(errorOf(group(LICENCE_NUMBER))).toBe(formText.licence.driverDateOfBirthMismatch);
    await typeLicenceNumber(user, LICENCE_NUMBER, 'SMITH954123JA9CD');
    await user.tab();
    expect(errorOf(group(LICENCE_NUMBER))).toBeNull();
  });

  it.each([
    ['Mrs', ['SMITH', '954123', '', '']],
    ['Mr', ['SMITH', '904123', '', '']],
  ])(
    'prefills the licence number of a driver titled %s with a full UK licence from their own surname and date of birth (spec 1 §4)',
    async (title, expected) => {
      const { user } = await openStep();
      await user.selectOptions(select('Title'), title);
      await user.type(textbox('Surname'), 'smith');
      await typeDate(user, 'Date of birth', '1993-04-12');
      await answer(user, FULL_LICENCE, 'Yes');
      const parts = within(group(LICENCE_NUMBER)).getAllByRole<HTMLInputElement>('textbox');
      expect(parts.map((input) => input.value)).toEqual(expected);
    },
  );

  it("lists the driver's own convictions, with the dates checked", async () => {
    const { user } = await openStep();
    await fillDriver(user);
    await answer(user, CONVICTIONS, 'Yes');
    const convictions = group('Their motoring convictions');
    expect(within(convictions).getByRole('group', { name: 'Add a conviction' }));
    await typeDate(user, 'Date of conviction', addDays(new Date(), 3));
    await user.click(button('Save conviction'));
    expect(errorOf(group('Date of conviction'))).toBe(formText.conviction.dateFuture);
    await typeDate(user, 'Date of conviction', subYears(new Date(), 1));
    await choose(user, 'Conviction code', 'SP30', /^SP30 /);
    await user.selectOptions(select('Penalty points'), '3');
    await user.type(textbox('Fine amount'), '100');
    await answer(user, 'Was the driver disqualified (banned)?', 'No');
    await answer(user, 'Is this conviction still pending?', 'No');
    await user.click(button('Save conviction'));
    expect(within(convictions).getAllByRole('listitem')).toHaveLength(1);

    await user.click(button('Save driver'));
    expect(driverItems()).toHaveLength(1);
  });

  it('stores the drivers and moves on to vehicle cover', async () => {
    const { user, journey } = await openStep();
    await fillDriver(user);
    await user.click(button('Save driver'));
    expect(driverItems()[0]).toContain('Jane Smith');
    expect(driverItems()[0]).toContain('Wife, born 12/04/1993');
    expect(errorOf(group(DRIVERS))).toBeNull();

    await user.click(button(JOURNEY_TEXT.wizard.continue));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleCover);
    expect(journey.getSnapshot().context.quote.additionalDrivers).toEqual([jane]);
  });

  it('shows the stored drivers again and edits one in place', async () => {
    const quote = quoteBefore('vehicleCover', {
      ...withDrivers,
      additionalDrivers: { additionalDrivers: [jane, { ...jane, firstName: 'Ann' }] },
    });
    const { user, journey } = await openStep(quote);
    expect(driverItems()).toHaveLength(2);

    await user.click(button('Edit driver 1'));
    expect(textbox('First name')).toHaveProperty('value', 'Jane');
    expect(
      screen.getByRole('button', {
        name: 'Remove driver 2',
        description: JOURNEY_TEXT.wizard.cannotRemoveWhilstEditing,
      }),
    ).toBeDefined();
    await user.clear(textbox('First name'));
    await user.type(textbox('First name'), 'Janet');
    await user.click(button('Save driver'));
    expect(driverItems()[0]).toContain('Janet Smith');

    await user.click(button('Remove driver 2'));
    await answerDialog(user, 'Yes', 'Remove driver?');
    expect(driverItems()).toHaveLength(1);

    await user.click(button(JOURNEY_TEXT.wizard.continue));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleCover);
    expect(journey.getSnapshot().context.quote.additionalDrivers).toEqual([
      { ...jane, firstName: 'Janet' },
    ]);
  });

  it('goes back to driving history', async () => {
    const { user } = await openStep();
    await user.click(button(JOURNEY_TEXT.wizard.back));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.driverDetailsTwo);
  });
});
