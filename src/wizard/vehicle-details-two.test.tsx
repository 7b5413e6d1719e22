import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { addDays, addMonths } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { PURCHASE_DATE_LEAD_DAYS } from '../../machines/wizard/schemas/vehicle-details-two';
import {
  findStepHeading,
  quoteBefore,
  stopJourneys,
  type JourneyOptions,
} from '../testing/render-journey';
import { answerDialog, openWizardStep } from '../testing/step-queries';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { formText, saysWhichAnswer } from '../../machines/wizard/form-text';

afterEach(() => {
  stopJourneys();
});

type User = ReturnType<typeof userEvent.setup>;
type Role = 'group' | 'textbox' | 'combobox';

const HEADING = JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo;

const openStepTwo = (options: Partial<JourneyOptions> = {}) =>
  openWizardStep('vehicleDetailsTwo', HEADING, options);

const main = () => within(screen.getByRole('main'));
const question = (name: string) => main().getByRole('group', { name });
const textbox = (name: string) => main().getByRole('textbox', { name });
const select = (name: string) => main().getByRole('combobox', { name });
const button = (name: string) => main().getByRole('button', { name });

/** The message tied to the field through aria-describedby, if any. */
function messageOn(role: Role, name: string): string | null {
  const field = main().getByRole(role, { name });
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'));
  return error?.textContent.replace(/^Error: /, '') ?? null;
}

async function answer(user: User, name: string, choice: 'Yes' | 'No') {
  await user.click(within(question(name)).getByRole('radio', { name: choice }));
}

const Q = {
  value: 'What is the vehicle worth?',
  purchased: 'Have you bought the vehicle yet?',
  purchaseDate: 'When did you buy it?',
  legalOwner: 'Are you the legal owner of the vehicle?',
  owner: 'Who is the legal owner?',
  keeper: 'Are you the registered keeper?',
  whoKeeper: 'Who is the registered keeper?',
  use: 'What do you use the vehicle for?',
  delivery: 'Which company do you deliver for?',
  mileage: 'How many miles do you expect to drive in a year?',
  businessMileage: 'How many of those miles are for business?',
  overnight: 'Where is the vehicle kept overnight?',
  assumptions: 'Are these assumptions about your vehicle correct?',
  modified: 'Has the vehicle been modified?',
  imported: 'Was the vehicle imported?',
  country: 'Which country was it registered in before?',
  leftHand: 'Is the vehicle left-hand drive?',
} as const;

async function fillValidAnswers(user: User) {
  await user.type(textbox(Q.value), '8250');
  await answer(user, Q.purchased, 'Yes');
  await user.type(within(question(Q.purchaseDate)).getByRole('textbox', { name: 'Month' }), '6');
  await user.type(within(question(Q.purchaseDate)).getByRole('textbox', { name: 'Year' }), '2022');
  await answer(user, Q.legalOwner, 'Yes');
  await answer(user, Q.keeper, 'Yes');
  await user.selectOptions(select(Q.use), 'Hire and reward: food and parcel delivery');
  await user.selectOptions(select(Q.delivery), 'Deliveroo');
  await user.type(textbox(Q.mileage), '12000');
  await user.selectOptions(select(Q.overnight), 'Driveway');
  await answer(user, Q.assumptions, 'Yes');
}

describe('More about your vehicle (step 2)', () => {
  it('asks every required question after Continue and lets each be corrected', async () => {
    const { user } = await openStepTwo({ quote: quoteBefore('vehicleDetailsTwo') });
    await user.click(button(JOURNEY_TEXT.wizard.continue));

    expect(messageOn('textbox', Q.value)).toBe(formText.vehicle.valueRequired);
    expect(messageOn('group', Q.purchased)).toBe(formText.field.answerRequired);
    expect(messageOn('group', Q.legalOwner)).toBe(formText.field.answerRequired);
    expect(messageOn('group', Q.keeper)).toBe(formText.field.answerRequired);
    expect(messageOn('combobox', Q.use)).toBe(formText.field.optionRequired);
    expect(messageOn('combobox', Q.delivery)).toBe(formText.field.optionRequired);
    expect(messageOn('textbox', Q.mileage)).toBe(formText.vehicle.annualMileageRequired);
    expect(messageOn('combobox', Q.overnight)).toBe(formText.field.optionRequired);
    expect(messageOn('group', Q.assumptions)).toBe(formText.field.answerRequired);
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(9);
    expect(document.activeElement).toBe(screen.getByRole('alert'));

    await fillValidAnswers(user);
    await user.tab();
    expect(messageOn('textbox', Q.value)).toBeNull();
    expect(messageOn('group', Q.purchased)).toBeNull();
    expect(messageOn('group', Q.purchaseDate)).toBeNull();
    expect(messageOn('combobox', Q.use)).toBeNull();
    expect(messageOn('textbox', Q.mileage)).toBeNull();
    expect(messageOn('group', Q.assumptions)).toBeNull();
  });

  it('checks the value: more than £0, and no more than the input allows', async () => {
    const { user } = await openStepTwo();
    await user.type(textbox(Q.value), '0');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    expect(messageOn('textbox', Q.value)).toBe(formText.vehicle.valuePositive);

    await user.clear(textbox(Q.value));
    await user.type(textbox(Q.value), '1000000');
    expect((textbox(Q.value) as HTMLInputElement).value).toBe('100000');
    await user.tab();
    expect(messageOn('textbox', Q.value)).toBeNull();
  });

  it('asks when the vehicle was bought, not in the future nor before it was made', async () => {
    const { user } = await openStepTwo();
    await answer(user, Q.purchased, 'Yes');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    expect(messageOn('group', Q.purchaseDate)).toBe(formText.vehicle.purchaseDateRequired);

    const month = within(question(Q.purchaseDate)).getByRole('textbox', { name: 'Month' });
    const year = within(question(Q.purchaseDate)).getByRole('textbox', { name: 'Year' });
    await user.type(month, '13');
    await user.type(year, '2022');
    await user.tab();
    expect(messageOn('group', Q.purchaseDate)).toBe(formText.field.dateInvalid);

    // The month after the one 30 days from today: the first that is too late, on any day of the year (January
    // of next year is not, from 2 December).
    const tooLate = addMonths(addDays(new Date(), PURCHASE_DATE_LEAD_DAYS), 1);
    await user.clear(month);
    await user.type(month, String(tooLate.getMonth() + 1).padStart(2, '0'));
    await user.clear(year);
    await user.type(year, String(tooLate.getFullYear()));
    await user.tab();
    expect(messageOn('group', Q.purchaseDate)).toBe(formText.vehicle.purchaseDateFuture);

    await user.clear(year);
    await user.type(year, '2018');
    await user.tab();
    expect(messageOn('group', Q.purchaseDate)).toBe(formText.vehicle.purchaseBeforeManufacture);

    await user.clear(year);
    await user.type(year, '2019');
    await user.tab();
    expect(messageOn('group', Q.purchaseDate)).toBeNull();

    await answer(user, Q.purchased, 'No');
    expect(main().queryByRole('group', { name: Q.purchaseDate })).toBeNull();
  });

  it('asks who owns and keeps the vehicle when the customer does not', async () => {
    const { user } = await openStepTwo();
    await answer(user, Q.legalOwner, 'No');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    const summary = within(screen.getByRole('alert'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(summary).toContain(`${Q.owner}: ${formText.field.optionRequired}`);
    expect(summary).toContain(`${Q.keeper}: ${formText.field.answerRequired}`);
    // Each line names its question, or its message says which answer it is about.
    expect(summary.filter((line) => !line.includes('?: ') && !saysWhichAnswer(line))).toEqual([]);

    await answer(user, Q.keeper, 'No');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    expect(messageOn('combobox', Q.owner)).toBe(formText.field.optionRequired);
    expect(messageOn('combobox', Q.whoKeeper)).toBe(formText.field.optionRequired);
    const owners = within(select(Q.owner))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(owners).not.toContain('Proposer');
    expect(owners).toContain('Finance company (hire purchase or PCP)');

    await user.selectOptions(select(Q.owner), 'Finance company (hire purchase or PCP)');
    await user.selectOptions(select(Q.whoKeeper), 'Parent');
    await user.tab();
    expect(messageOn('combobox', Q.owner)).toBeNull();
    expect(messageOn('combobox', Q.whoKeeper)).toBeNull();

    await answer(user, Q.keeper, 'Yes');
    expect(main().queryByRole('combobox', { name: Q.whoKeeper })).toBeNull();
  });

  it('asks for business mileage for business use, and shows miles a day and a week', async () => {
    const { user } = await openStepTwo();
    await user.selectOptions(select(Q.use), 'Business use by the proposer');
    await user.type(textbox(Q.mileage), '0');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    expect(messageOn('textbox', Q.mileage)).toBe(formText.vehicle.mileageMinimum);
    expect(messageOn('textbox', Q.businessMileage)).toBe(formText.vehicle.businessMileageRequired);

    await user.type(textbox(Q.businessMileage), '0');
    await user.tab();
    expect(messageOn('textbox', Q.businessMileage)).toBe(formText.vehicle.mileageMinimum);

    await user.clear(textbox(Q.mileage));
    await user.type(textbox(Q.mileage), '15000');
    await user.tab();
    expect(messageOn('textbox', Q.mileage)).toBeNull();
    expect(
      main().getByRole('textbox', {
        name: Q.mileage,
        description: 'About 38–41 miles a day, 269–288 a week',
      }),
    ).toBeDefined();

    await user.selectOptions(select(Q.use), 'Hire and reward: courier (multi-drop) delivery');
    expect(main().queryByRole('textbox', { name: Q.businessMileage })).toBeNull();
  });

  it('asks about modifications, import and drive side when the assumptions are wrong', async () => {
    const { user } = await openStepTwo();
    await answer(user, Q.assumptions, 'No');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    expect(messageOn('group', Q.modified)).toBe(formText.field.answerRequired);
    expect(messageOn('group', Q.imported)).toBe(formText.field.answerRequired);
    expect(messageOn('group', Q.leftHand)).toBe(formText.field.answerRequired);

    await answer(user, Q.imported, 'Yes');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    expect(messageOn('combobox', Q.country)).toBe(formText.field.optionRequired);
    await user.selectOptions(select(Q.country), 'Japan');
    await answer(user, Q.leftHand, 'No');

    await answer(user, Q.modified, 'Yes');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    expect(messageOn('group', 'Your modifications')).toBe(formText.vehicle.modificationsRequired);
    expect(messageOn('combobox', Q.country)).toBeNull();
    expect(messageOn('group', Q.leftHand)).toBeNull();
  });

  it('adds, edits and removes modifications, up to five', async () => {
    const { user } = await openStepTwo();
    await answer(user, Q.assumptions, 'No');
    await answer(user, Q.modified, 'Yes');

    const form = () => main().getByRole('group', { name: /^(Add a|Edit) modification/ });
    const item = () => within(form());
    expect(item().getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    await user.click(item().getByRole('button', { name: 'Save modification' }));
    expect(messageOn('combobox', 'Type of modification')).toBe(formText.field.optionRequired);
    expect(messageOn('textbox', 'Value of the modification')).toBe(
      formText.modification.valueRequired,
    );
    expect(messageOn('group', 'Was it made for medical reasons?')).toBe(
      formText.field.answerRequired,
    );

    await user.selectOptions(item().getByRole('combobox'), 'Alloy wheels');
    await user.type(item().getByRole('textbox'), '0');
    await user.click(item().getByRole('radio', { name: 'No' }));
    await user.click(item().getByRole('button', { name: 'Save modification' }));
    expect(messageOn('textbox', 'Value of the modification')).toBe(
      formText.modification.valueMinimum,
    );
    await user.clear(item().getByRole('textbox'));
    await user.type(item().getByRole('textbox'), '600');
    await user.click(item().getByRole('button', { name: 'Save modification' }));

    const list = () => within(within(question('Your modifications')).getByRole('list'));
    expect(list().getByText('Alloy wheels, £600.00')).toBeDefined();

    await user.click(button('Edit modification 1'));
    await user.selectOptions(item().getByRole('combobox'), 'Disabled adaptations');
    await user.click(item().getByRole('radio', { name: 'Yes' }));
    await user.click(item().getByRole('button', { name: 'Save modification' }));
    expect(list().getByText('Disabled adaptations, £600.00, for medical reasons')).toBeDefined();

    for (const type of ['Tow bar', 'Roof rack', 'Tinted windows', 'Body kit']) {
      await user.click(button('Add another modification'));
      await user.selectOptions(item().getByRole('combobox'), type);
      await user.type(item().getByRole('textbox'), '100');
      await user.click(item().getByRole('radio', { name: 'No' }));
      await user.click(item().getByRole('button', { name: 'Save modification' }));
    }
    expect(list().getAllByRole('listitem')).toHaveLength(5);
    expect(main().queryByRole('button', { name: 'Add another modification' })).toBeNull();
    expect(main().getByText('You can add up to 5 modifications.')).toBeDefined();

    await user.click(button('Remove modification 2'));
    await answerDialog(user, 'No', 'Remove modification?');
    expect(list().getAllByRole('listitem')).toHaveLength(5);
    await user.click(button('Remove modification 2'));
    await answerDialog(user, 'Yes');
    expect(list().queryByText('Tow bar, £100.00')).toBeNull();
    expect(list().getAllByRole('listitem')).toHaveLength(4);
  });

  it('stores the answers and moves on to About you', async () => {
    const { user, journey } = await openStepTwo();
    await fillValidAnswers(user);
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.aboutYou);
    const vehicle = journey.getSnapshot().context.quote.vehicleDetails;
    expect(vehicle).toMatchObject({
      value: 8250,
      vehiclePurchased: true,
      datePurchased: '2022-06-01',
      ownership: 'P',
      registeredKeeper: 'P',
      vehicleUse: 'HR',
      deliveryCompany: 'DELIVEROO',
      annualMileage: 12000,
      vehicleOvernight: 'DRV',
      isImported: false,
      isLeftHandDrive: false,
      modifications: [],
    });
  });

  it('goes Back to the vehicle details', async () => {
    const { user } = await openStepTwo();
    await user.click(button(JOURNEY_TEXT.wizard.back));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleDetails);
  });

  it('shows the stored answers when the customer comes back', async () => {
    await openStepTwo({
      quote: quoteBefore('aboutYou', {
        vehicleDetailsTwo: {
          vehicleDetails: {
            ownership: 'H',
            registeredKeeper: 'P',
            isImported: true,
            countryOfRegistration: 'JP',
            modifications: [
              {
                modificationCode: 'TWB',
                value: 350,
                isForMedicalReasons: false,
                isCurrentInsurerNotified: false,
              },
            ],
          },
        },
      }),
    });
    expect((textbox(Q.value) as HTMLInputElement).value).toBe('14500');
    expect(
      within(question(Q.purchaseDate)).getByRole<HTMLInputElement>('textbox', { name: 'Year' })
        .value,
    ).toBe('2021');
    expect(
      within(question(Q.legalOwner)).getByRole<HTMLInputElement>('radio', { name: 'No' }).checked,
    ).toBe(true);
    expect((select(Q.owner) as HTMLSelectElement).value).toBe('H');
    expect(
      within(question(Q.keeper)).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked,
    ).toBe(true);
    expect((select(Q.delivery) as HTMLSelectElement).value).toBe('JUSTEAT');
    expect((textbox(Q.mileage) as HTMLInputElement).value).toBe('15000');
    expect(
      within(question(Q.assumptions)).getByRole<HTMLInputElement>('radio', { name: 'No' }).checked,
    ).toBe(true);
    expect((select(Q.country) as HTMLSelectElement).value).toBe('JP');
    expect(
      within(within(question('Your modifications')).getByRole('list')).getByText(
        'Tow bar, £350.00',
      ),
    ).toBeDefined();
  });

  it('keeps what was typed but not submitted', async () => {
    const { user, journey } = await openStepTwo();
    await user.type(textbox(Q.mileage), '9000');
    await user.click(button(JOURNEY_TEXT.wizard.back));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleDetails);
    expect(journey.getSnapshot().context.drafts.vehicleDetailsTwo).toMatchObject({
      annualMileage: '9000',
    });
    await user.click(main().getByRole('button', { name: JOURNEY_TEXT.wizard.continue }));
    await findStepHeading(HEADING);
    expect((textbox(Q.mileage) as HTMLInputElement).value).toBe('9000');
  });
});
