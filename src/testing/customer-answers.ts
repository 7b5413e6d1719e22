/**
 * A customer filling in the wizard's screens with Testing Library, as they would: finding questions by their
 * labels and legends, clicking answers, typing, picking from lists. Dates are relative to today so the
 * answers stay valid whenever the tests run.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, format, setDate, subYears } from 'date-fns';
import { JOURNEY_TEXT } from '../../machines/core/text';

const labels = JOURNEY_TEXT.labels;

/** The 15th exists in every month, so a date whole years back never rolls over into another month. */
const yearsAgo = (years: number) => setDate(subYears(new Date(), years), 15);

export const PROPOSER = { firstName: 'Sam', surname: 'Carter', dateOfBirth: yearsAgo(35) };
export const ADDITIONAL_DRIVER = {
  firstName: 'Alex',
  surname: 'Carter',
  dateOfBirth: yearsAgo(33),
};
const LICENCE_OBTAINED = yearsAgo(10);
const PURCHASED = yearsAgo(2);

type Scope = HTMLElement;

const main = (): Scope => screen.getByRole('main');
export const groupIn = (scope: Scope, name: string): HTMLElement =>
  within(scope).getByRole('group', { name });

/** Picks `choice` in the radio group whose legend is `question`. */
export async function answer(user: UserEvent, scope: Scope, question: string, choice: string) {
  await user.click(within(groupIn(scope, question)).getByRole('radio', { name: choice }));
}

export async function select(user: UserEvent, scope: Scope, label: string, option: string) {
  const list = within(scope).getByLabelText(label, { selector: 'select' });
  await user.selectOptions(list, within(list).getByRole('option', { name: option }));
}

export async function typeInto(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

export const textbox = (scope: Scope, name: string): HTMLElement =>
  within(scope).getByRole('textbox', { name });

/** Types into a searchable list and picks the first option starting with `option`. */
export async function search(
  user: UserEvent,
  scope: Scope,
  label: string,
  typed: string,
  option: string,
) {
  await typeInto(user, within(scope).getByRole('combobox', { name: label }), typed);
  const [first] = screen.getAllByRole('option', { name: new RegExp(`^${option}`) });
  if (!first) throw new Error(`No option "${option}" for "${label}"`);
  await user.click(first);
}

/** Fills the Day, Month and Year boxes of the date whose legend is `legend`. */
export async function typeDate(user: UserEvent, scope: Scope, legend: string, date: Date) {
  const parts = groupIn(scope, legend);
  await typeInto(user, textbox(parts, 'Day'), format(date, 'dd'));
  await typeInto(user, textbox(parts, 'Month'), format(date, 'MM'));
  await typeInto(user, textbox(parts, 'Year'), format(date, 'yyyy'));
}

/**
 * A UK licence number that passes the strict check: the surname's first five letters, the date of birth
 * (decade, month, day, year), initials, a digit and two check letters, typed into the first of its parts
 * (focus moves on as each part fills).
 */
export async function typeLicenceNumber(
  user: UserEvent,
  scope: Scope,
  legend: string,
  person: { surname: string; dateOfBirth: Date },
) {
  const year = format(person.dateOfBirth, 'yyyy');
  const number = [
    person.surname.toUpperCase().slice(0, 5).padEnd(5, '9'),
    `${year.slice(2, 3)}${format(person.dateOfBirth, 'MMdd')}${year.slice(3)}`,
    'SC9',
    'AB',
  ].join('');
  const parts = groupIn(scope, legend);
  for (const name of ['Part 1 of 4', 'Part 2 of 4', 'Part 3 of 4', 'Part 4 of 4']) {
    await user.clear(textbox(parts, name));
  }
  await user.type(textbox(parts, 'Part 1 of 4'), number);
}

async function answerNo(user: UserEvent, scope: Scope, questions: readonly string[]) {
  for (const question of questions) await answer(user, scope, question, 'No');
}

const isAnswered = (scope: Scope, question: string) =>
  within(groupIn(scope, question))
    .getAllByRole('radio')
    .some((radio) => (radio as HTMLInputElement).checked);

// ---------------------------------------------------------------- the steps

/** Step 1: DL19 CAR typed and looked up. */
export async function findVehicle(user: UserEvent, registration = 'DL19 CAR') {
  await typeInto(user, textbox(main(), labels.registration), registration);
  await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.findVehicle }));
}

/** A registration typed over the one on the form, without looking it up. */
export async function changeRegistration(user: UserEvent, registration: string) {
  await typeInto(user, textbox(main(), labels.registration), registration);
}

/** Step 1 as the customer leaves it: a registration typed, looked up or not. */
export async function typeRegistrationIfEmpty(user: UserEvent, registration = 'DL19 CAR') {
  const field = textbox(main(), labels.registration) as HTMLInputElement;
  if (field.value === '') await typeInto(user, field, registration);
}

/** Step 2 answered unless it already shows stored answers. */
export async function answerVehicleDetailsTwo(user: UserEvent) {
  const page = main();
  // A comparison site's quote brings the value but not these answers.
  if (isAnswered(page, 'Have you bought the vehicle yet?')) return;
  const worth = within(page).getByLabelText('What is the vehicle worth?');
  if ((worth as HTMLInputElement).value === '') await user.type(worth, '8000');
  await answer(user, page, 'Have you bought the vehicle yet?', 'Yes');
  const bought = groupIn(page, 'When did you buy it?');
  await typeInto(user, textbox(bought, 'Month'), format(PURCHASED, 'MM'));
  await typeInto(user, textbox(bought, 'Year'), format(PURCHASED, 'yyyy'));
  await answer(user, page, 'Are you the legal owner of the vehicle?', 'Yes');
  await answer(user, page, 'Are you the registered keeper?', 'Yes');
  await select(
    user,
    page,
    'What do you use the vehicle for?',
    'Hire and reward: food and parcel delivery',
  );
  await select(user, page, 'Which company do you deliver for?', 'Deliveroo');
  await user.type(
    within(page).getByLabelText('How many miles do you expect to drive in a year?'),
    '15000',
  );
  await select(user, page, 'Where is the vehicle kept overnight?', 'Driveway');
  await answer(user, page, 'Are these assumptions about your vehicle correct?', 'Yes');
}

export const homeAddress = (): HTMLElement => groupIn(main(), 'Home address');

/** Step 3 answered unless it already shows stored answers; a home address not yet given is typed in. */
export async function answerAboutYou(user: UserEvent) {
  const page = main();
  // Each answer the step does not show yet: a comparison site's quote brings some of them.
  const isEmpty = (field: HTMLElement) => (field as HTMLInputElement).value === '';
  const fill = async (label: string, text: string) => {
    const field = textbox(page, label);
    if (isEmpty(field)) await typeInto(user, field, text);
  };
  if (isEmpty(within(page).getByLabelText('Title', { selector: 'select' })))
    await select(user, page, 'Title', 'Mr');
  await fill(labels.firstName, PROPOSER.firstName);
  await fill(labels.surname, PROPOSER.surname);
  if (isEmpty(textbox(groupIn(page, labels.dateOfBirth), 'Day')))
    await typeDate(user, page, labels.dateOfBirth, PROPOSER.dateOfBirth);
  await fill('Email address', 'sam.carter@example.com');
  await fill('Main phone number', '07700900123');
  if (isEmpty(within(page).getByLabelText('Marital status', { selector: 'select' })))
    await select(user, page, 'Marital status', 'Married');
  const home = homeAddress();
  if (within(home).queryByRole('button', { name: JOURNEY_TEXT.address.searchAgain }) === null) {
    // The manual form may be open already (the journey keeps what the field shows while on the step).
    const manualLink = within(home).queryByRole('button', {
      name: JOURNEY_TEXT.address.enterManually,
    });
    if (manualLink !== null) await user.click(manualLink);
    await typeInto(user, textbox(home, 'Address line 1'), 'Flat 1, Regency Mansions');
    await typeInto(user, textbox(home, labels.postcode), 'SW1A 1AA');
    await user.click(within(home).getByRole('button', { name: JOURNEY_TEXT.address.saveAddress }));
  }
  if (!isAnswered(page, 'Are you a homeowner?'))
    await answer(user, page, 'Are you a homeowner?', 'Yes');
  const overnight = 'Is the vehicle kept overnight at an address other than your home address?';
  if (!isAnswered(page, overnight)) await answer(user, page, overnight, 'No');
}

/** Step 4 answered unless it already shows stored answers. */
export async function answerDriverDetails(
  user: UserEvent,
  holder: { surname: string; dateOfBirth: Date } = PROPOSER,
) {
  const page = main();
  if (isAnswered(page, 'Have you lived in the UK since birth?')) return;
  await answer(user, page, 'Have you lived in the UK since birth?', 'Yes');
  await answer(user, page, 'What is your employment status?', 'Self-employed');
  await search(user, page, 'What is your main occupation?', 'Delivery', 'Delivery Driver');
  await search(user, page, 'Which industry do you work in?', 'Food', 'Food Delivery');
  await answer(user, page, 'Is this your full-time job?', 'Yes');
  await answer(user, page, 'Do you hold a full UK driving licence?', 'Yes');
  await typeDate(user, page, 'When did you get your licence?', LICENCE_OBTAINED);
  await typeLicenceNumber(user, page, 'Your driving licence number', holder);
}

/** Step 5: a clean history, and whether other drivers are to be added. */
export async function answerDrivingHistory(
  user: UserEvent,
  { addDrivers }: { addDrivers: boolean },
) {
  const page = main();
  if (!isAnswered(page, 'Do you have any unspent criminal convictions?')) {
    await answerNo(user, page, [
      'Have you had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
      'Have you had any accidents, claims or losses in the last 5 years?',
      'Do you have any unspent criminal convictions?',
      'Have you ever been refused motor insurance, or had a policy cancelled or special terms imposed?',
      'Do you have access to any other vehicles?',
    ]);
  }
  await answer(
    user,
    page,
    'Would you like to add any other drivers to this policy?',
    addDrivers ? 'Yes' : 'No',
  );
}

/** Step 6: one additional driver with a clean history, unless one is listed already. */
export async function addAdditionalDriver(user: UserEvent) {
  const page = main();
  const listed = within(page).queryByRole('group', { name: 'Your additional drivers' });
  if (listed !== null && within(listed).queryAllByRole('listitem').length > 0) return;
  const driver = groupIn(page, 'Add a driver');
  await select(user, driver, 'Title', 'Mrs');
  await typeInto(user, textbox(driver, labels.firstName), ADDITIONAL_DRIVER.firstName);
  await typeInto(user, textbox(driver, labels.surname), ADDITIONAL_DRIVER.surname);
  await typeDate(user, driver, labels.dateOfBirth, ADDITIONAL_DRIVER.dateOfBirth);
  await select(user, driver, 'Marital status', 'Married');
  await select(user, driver, 'Relationship to you', 'Wife');
  await answer(user, driver, 'Has this driver lived in the UK since birth?', 'Yes');
  await answer(user, driver, 'What is their employment status?', 'Employed');
  await search(user, driver, 'What is their main occupation?', 'Nurse', 'Nurse');
  await search(user, driver, 'Which industry do they work in?', 'Health', 'Health Service');
  await answer(user, driver, 'Is this their full-time job?', 'Yes');
  await answer(user, driver, 'Do they hold a full UK driving licence?', 'Yes');
  await typeDate(user, driver, 'When did they get their licence?', LICENCE_OBTAINED);
  await typeLicenceNumber(user, driver, 'Their driving licence number', ADDITIONAL_DRIVER);
  await answerNo(user, driver, [
    'Have they had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
    'Have they had any accidents, claims or losses in the last 5 years?',
    'Do they have any unspent criminal convictions?',
    'Have they ever been refused motor insurance, or had a policy cancelled or special terms imposed?',
  ]);
  await select(
    user,
    driver,
    'What will they use the vehicle for?',
    'Social, domestic and pleasure',
  );
  await user.click(within(driver).getByRole('button', { name: 'Save driver' }));
}

/** Picks `option` unless the list already has an answer. */
async function selectIfEmpty(user: UserEvent, scope: Scope, label: string, option: string) {
  const list = within(scope).getByLabelText<HTMLSelectElement>(label, { selector: 'select' });
  if (list.value === '') await select(user, scope, label, option);
}

/**
 * Step 7: whatever is not answered yet (a price-comparison quote brings some answers, not all) with cover
 * from tomorrow at 09:00, the voluntary excess, and the disclaimer read and accepted.
 */
const NCD_PROTECTION = 'Would you like to protect your no-claims discount?';

export async function answerVehicleCover(user: UserEvent, { excess }: { excess: string }) {
  const page = main();
  if (!isAnswered(page, 'Level of cover'))
    await answer(user, page, 'Level of cover', 'Comprehensive');
  // A start today (a comparison site's, moved on to the earliest allowed as its quote loaded) goes stale as
  // the clock passes the next quarter hour, and Continue then refuses it: cover from tomorrow instead, as for
  // a start not given.
  const startParts = groupIn(page, 'Cover start date');
  const [day, month, year] = ['Day', 'Month', 'Year'].map((part) =>
    Number((textbox(startParts, part) as HTMLInputElement).value),
  );
  const now = new Date();
  const startsToday =
    day === now.getDate() && month === now.getMonth() + 1 && year === now.getFullYear();
  if (day === 0 || startsToday) {
    await typeDate(user, page, 'Cover start date', addDays(now, 1));
    await select(user, page, 'Cover start time', '09:00');
  } else {
    await selectIfEmpty(user, page, 'Cover start time', '09:00');
  }
  // As the factories' answers: four years of discount, not protected.
  await selectIfEmpty(user, page, 'Years of no-claims discount', '4 years');
  // Asked only when there is a discount to protect (the years may already be 0).
  const asked = within(page).queryByRole('group', { name: NCD_PROTECTION }) !== null;
  if (asked && !isAnswered(page, NCD_PROTECTION)) await answer(user, page, NCD_PROTECTION, 'No');
  await selectIfEmpty(user, page, 'How did you hear about us?', 'Search engine');
  await select(user, page, 'Voluntary excess', excess);
  const accepted = within(page).getByRole<HTMLInputElement>('checkbox', {
    name: 'I have read and accept the disclaimer',
  });
  if (!accepted.checked) {
    await user.click(within(page).getByRole('button', { name: 'Read the disclaimer' }));
    await user.click(accepted);
  }
}

export async function pressContinue(user: UserEvent) {
  await user.click(within(main()).getByRole('button', { name: JOURNEY_TEXT.wizard.continue }));
}
