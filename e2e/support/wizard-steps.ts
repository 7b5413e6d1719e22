/** A direct customer's answers to the seven wizard steps, typed into the browser (shared by the e2e specs). */
import { expect, type Locator, type Page } from '@playwright/test';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { stepIds, stepPath, type StepId } from '../../machines/wizard/navigation';

/** Dates relative to today, so the answers stay valid whenever the suite runs. */
export function fromToday({ years = 0, days = 0 }: { years?: number; days?: number }): Date {
  const today = new Date();
  // The 15th exists in every month, so moving by whole years never rolls over into the next month.
  if (years !== 0) return new Date(today.getFullYear() + years, today.getMonth(), 15);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
}

export const two = (n: number) => String(n).padStart(2, '0');

export const DATE_OF_BIRTH = fromToday({ years: -35 });
export const DRIVER_DATE_OF_BIRTH = fromToday({ years: -33 });
export const LICENCE_OBTAINED = fromToday({ years: -10 });
export const TWO_YEARS_AGO = fromToday({ years: -2 });
export const TOMORROW = fromToday({ days: 1 });

/** Each step's URL, from the wizard's step list (its paths hold only letters, hyphens and slashes). */
export const STEP_PATH = Object.fromEntries(
  stepIds.map((step) => [step, new RegExp(`${stepPath(step)}$`)]),
) as Record<StepId, RegExp>;

/** The parts of the GenerateNewPrivateCarQuote answer (QuoteResult in openapi/quote.yaml) read here. */
export interface QuoteResultBody {
  underwritingOutcome: {
    outcome: string;
    underwrittenOptions: {
      underwrittenDataPoints: { underwrittenPrice: { totalPremium: { amount: number } } }[];
    }[];
  };
}

/**
 * A page's heading, by its whole text: a part of it would match another step's ('About you' is in 'More about
 * your vehicle', so About you's heading was found on step 2 while the journey was still moving from it).
 */
export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Step 1's found vehicle, by its whole name: step 2's region, 'More about your vehicle', contains it. */
export const vehicleFound = (page: Page) =>
  page.getByRole('region', { name: 'Your vehicle', exact: true });

export async function continueTo(page: Page, path: RegExp) {
  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.continue, exact: true }).click();
  await expect(page).toHaveURL(path);
}

export async function back(page: Page, path: RegExp) {
  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.back, exact: true }).click();
  await expect(page).toHaveURL(path);
}

/** Answers a Yes / No (or any radio) question named by its legend. */
export async function answer(scope: Page | Locator, question: string, choice: string) {
  await scope
    .getByRole('group', { name: question, exact: true })
    .getByRole('radio', { name: choice, exact: true })
    .check();
}

/** Fills the Day, Month and Year boxes of the date named by its legend. */
export async function fillDate(scope: Page | Locator, legend: string, date: Date) {
  const parts = scope.getByRole('group', { name: legend, exact: true });
  await parts.getByRole('textbox', { name: 'Day', exact: true }).fill(two(date.getDate()));
  await parts.getByRole('textbox', { name: 'Month', exact: true }).fill(two(date.getMonth() + 1));
  await parts.getByRole('textbox', { name: 'Year', exact: true }).fill(String(date.getFullYear()));
}

/** Types into a searchable list and picks the option whose text starts with `option`. */
export async function search(scope: Page | Locator, label: string, typed: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await scope
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .click();
}

/**
 * A UK licence number that passes the strict check: the surname's first five letters, the date of birth
 * (decade, month, day, year), two initials, a digit and two check letters, in its four parts.
 */
export async function fillLicenceNumber(
  scope: Page | Locator,
  label: string,
  surname: string,
  dateOfBirth: Date,
) {
  const year = String(dateOfBirth.getFullYear());
  const parts = [
    surname.toUpperCase().slice(0, 5).padEnd(5, '9'),
    `${year.slice(2, 3)}${two(dateOfBirth.getMonth() + 1)}${two(dateOfBirth.getDate())}${year.slice(3)}`,
    'SC9',
    'AB',
  ];
  const group = scope.getByRole('group', { name: label, exact: true });
  for (const [index, part] of parts.entries()) {
    await group.getByRole('textbox', { name: `Part ${index + 1} of 4`, exact: true }).fill(part);
  }
}

export async function select(scope: Page | Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).selectOption({ label: option });
}

// ---------------------------------------------------------------- the steps

/** Step 1: DL19 CAR is looked up and found. */
export async function vehicleDetails(page: Page) {
  await page.goto('/quote/vehicle-details');
  await page.getByLabel('Vehicle registration').fill('DL19 CAR');
  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.findVehicle }).click();
  await expect(vehicleFound(page)).toContainText('Prius');
  await continueTo(page, STEP_PATH.vehicleDetailsTwo);
}

export const STEP_TWO = {
  value: '8000',
  purchasedMonth: two(TWO_YEARS_AGO.getMonth() + 1),
  purchasedYear: String(TWO_YEARS_AGO.getFullYear()),
  vehicleUse: 'Hire and reward: food and parcel delivery',
  deliveryCompany: 'Deliveroo',
  annualMileage: '15000',
  keptOvernight: 'Driveway',
} as const;

/** Step 2: value, purchase, ownership, use, mileage, overnight keeping and the assumptions. */
export async function vehicleDetailsTwo(page: Page) {
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo)).toBeVisible();
  await page.getByLabel('What is the vehicle worth?').fill(STEP_TWO.value);
  await answer(page, 'Have you bought the vehicle yet?', 'Yes');
  const bought = page.getByRole('group', { name: 'When did you buy it?' });
  await bought.getByRole('textbox', { name: 'Month' }).fill(STEP_TWO.purchasedMonth);
  await bought.getByRole('textbox', { name: 'Year' }).fill(STEP_TWO.purchasedYear);
  await answer(page, 'Are you the legal owner of the vehicle?', 'Yes');
  await answer(page, 'Are you the registered keeper?', 'Yes');
  await select(page, 'What do you use the vehicle for?', STEP_TWO.vehicleUse);
  await select(page, 'Which company do you deliver for?', STEP_TWO.deliveryCompany);
  await page
    .getByLabel('How many miles do you expect to drive in a year?')
    .fill(STEP_TWO.annualMileage);
  await select(page, 'Where is the vehicle kept overnight?', STEP_TWO.keptOvernight);
  await answer(page, 'Are these assumptions about your vehicle correct?', 'Yes');
}

export async function expectStepTwoAnswers(page: Page) {
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo)).toBeVisible();
  await expect(page.getByLabel('What is the vehicle worth?')).toHaveValue(STEP_TWO.value);
  const radio = (question: string, choice: string) =>
    page
      .getByRole('group', { name: question, exact: true })
      .getByRole('radio', { name: choice, exact: true });
  await expect(radio('Have you bought the vehicle yet?', 'Yes')).toBeChecked();
  const bought = page.getByRole('group', { name: 'When did you buy it?' });
  await expect(bought.getByRole('textbox', { name: 'Month' })).toHaveValue(STEP_TWO.purchasedMonth);
  await expect(bought.getByRole('textbox', { name: 'Year' })).toHaveValue(STEP_TWO.purchasedYear);
  await expect(radio('Are you the legal owner of the vehicle?', 'Yes')).toBeChecked();
  await expect(radio('Are you the registered keeper?', 'Yes')).toBeChecked();
  const chosen = (label: string) =>
    page.getByLabel(label, { exact: true }).locator('option:checked');
  await expect(chosen('What do you use the vehicle for?')).toHaveText(STEP_TWO.vehicleUse);
  await expect(chosen('Which company do you deliver for?')).toHaveText(STEP_TWO.deliveryCompany);
  await expect(page.getByLabel('How many miles do you expect to drive in a year?')).toHaveValue(
    STEP_TWO.annualMileage,
  );
  await expect(chosen('Where is the vehicle kept overnight?')).toHaveText(STEP_TWO.keptOvernight);
  await expect(radio('Are these assumptions about your vehicle correct?', 'Yes')).toBeChecked();
}

/** Step 3: the proposer, the home address picked from the SW1A 1AA lookup. */
export async function aboutYou(page: Page) {
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.aboutYou)).toBeVisible();
  await select(page, 'Title', 'Mr');
  await page.getByLabel('First name', { exact: true }).fill('Sam');
  await page.getByLabel('Surname', { exact: true }).fill('Courier');
  await fillDate(page, 'Date of birth', DATE_OF_BIRTH);
  await page.getByLabel('Email address').fill('sam.courier@example.com');
  await page.getByLabel('Main phone number').fill('07700900123');
  await select(page, 'Marital status', 'Married');

  const home = page.getByRole('group', { name: 'Home address', exact: true });
  await home.getByLabel('Postcode').fill('SW1A 1AA');
  await home.getByRole('button', { name: JOURNEY_TEXT.address.find }).click();
  const addresses = home.getByLabel(JOURNEY_TEXT.address.selectAddress);
  await expect(addresses.locator('option')).not.toHaveCount(0);
  await addresses.selectOption({ index: 1 });
  await expect(home.getByRole('button', { name: JOURNEY_TEXT.address.searchAgain })).toBeVisible();
  await expect(home).toContainText('SW1A 1AA');

  await answer(page, 'Are you a homeowner?', 'Yes');
  await answer(
    page,
    'Is the vehicle kept overnight at an address other than your home address?',
    'No',
  );
}

/** Step 4: residence, employment and licence. */
export async function driverDetails(page: Page, surname = 'Courier') {
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.driverDetails)).toBeVisible();
  await answer(page, 'Have you lived in the UK since birth?', 'Yes');
  await answer(page, 'What is your employment status?', 'Self-employed');
  await search(page, 'What is your main occupation?', 'Delivery', 'Delivery Driver');
  await search(page, 'Which industry do you work in?', 'Food', 'Food Delivery');
  await answer(page, 'Is this your full-time job?', 'Yes');
  await answer(page, 'Do you hold a full UK driving licence?', 'Yes');
  await fillDate(page, 'When did you get your licence?', LICENCE_OBTAINED);
  await fillLicenceNumber(page, 'Your driving licence number', surname, DATE_OF_BIRTH);
}

/** Step 5: one conviction, one claim and an additional driver to come. */
export async function driverDetailsTwo(page: Page) {
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.driverDetailsTwo)).toBeVisible();

  await answer(
    page,
    'Have you had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
    'Yes',
  );
  const conviction = page.getByRole('group', { name: 'Add a conviction' });
  await fillDate(conviction, 'Date of conviction', TWO_YEARS_AGO);
  await search(conviction, 'Conviction code', 'SP30', 'SP30 ');
  await select(conviction, 'Penalty points', '3');
  await conviction.getByLabel('Fine amount').fill('100');
  await answer(conviction, 'Was the driver disqualified (banned)?', 'No');
  await answer(conviction, 'Is this conviction still pending?', 'No');
  await conviction.getByRole('button', { name: 'Save conviction' }).click();
  const convictions = page.getByRole('group', { name: 'Your motoring convictions' });
  await expect(convictions.getByRole('listitem')).toHaveCount(1);
  await expect(convictions.getByRole('listitem')).toContainText('SP30');

  await answer(page, 'Have you had any accidents, claims or losses in the last 5 years?', 'Yes');
  const claim = page.getByRole('group', { name: 'Add a claim' });
  await fillDate(claim, 'Date of claim', TWO_YEARS_AGO);
  await select(claim, 'Type of claim', 'Accident');
  await select(claim, 'Status of claim', 'Settled');
  await answer(claim, 'Was the driver at fault?', 'No');
  await answer(claim, 'Was the no claims bonus affected?', 'No');
  await claim.getByLabel('Cost of the claim').fill('1250');
  await claim.getByRole('button', { name: 'Save claim' }).click();
  const claims = page.getByRole('group', { name: 'Your claims' });
  await expect(claims.getByRole('listitem')).toHaveCount(1);
  await expect(claims.getByRole('listitem')).toContainText('Accident');

  await answer(page, 'Do you have any unspent criminal convictions?', 'No');
  await answer(
    page,
    'Have you ever been refused motor insurance, or had a policy cancelled or special terms imposed?',
    'No',
  );
  await answer(page, 'Do you have access to any other vehicles?', 'No');
  await answer(page, 'Would you like to add any other drivers to this policy?', 'Yes');
}

/** Step 6: one additional driver, with a clean history. */
export async function additionalDrivers(page: Page) {
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.additionalDrivers)).toBeVisible();
  const driver = page.getByRole('group', { name: 'Add a driver' });
  await select(driver, 'Title', 'Mrs');
  await driver.getByLabel('First name', { exact: true }).fill('Alex');
  await driver.getByLabel('Surname', { exact: true }).fill('Courier');
  await fillDate(driver, 'Date of birth', DRIVER_DATE_OF_BIRTH);
  await select(driver, 'Marital status', 'Married');
  await select(driver, 'Relationship to you', 'Wife');
  await answer(driver, 'Has this driver lived in the UK since birth?', 'Yes');
  await answer(driver, 'What is their employment status?', 'Employed');
  await search(driver, 'What is their main occupation?', 'Nurse', 'Nurse');
  await search(driver, 'Which industry do they work in?', 'Health', 'Health Service');
  await answer(driver, 'Is this their full-time job?', 'Yes');
  await answer(driver, 'Do they hold a full UK driving licence?', 'Yes');
  await fillDate(driver, 'When did they get their licence?', LICENCE_OBTAINED);
  await fillLicenceNumber(driver, 'Their driving licence number', 'Courier', DRIVER_DATE_OF_BIRTH);
  await answer(
    driver,
    'Have they had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
    'No',
  );
  await answer(driver, 'Have they had any accidents, claims or losses in the last 5 years?', 'No');
  await answer(driver, 'Do they have any unspent criminal convictions?', 'No');
  await answer(
    driver,
    'Have they ever been refused motor insurance, or had a policy cancelled or special terms imposed?',
    'No',
  );
  await select(driver, 'What will they use the vehicle for?', 'Social, domestic and pleasure');
  await driver.getByRole('button', { name: 'Save driver' }).click();
  const drivers = page.getByRole('group', { name: 'Your additional drivers' });
  await expect(drivers.getByRole('listitem')).toHaveCount(1);
  await expect(drivers.getByRole('listitem')).toContainText('Alex Courier');
}

/** Step 7: cover from tomorrow, how we were found, and the disclaimer read and accepted. */
export async function vehicleCover(page: Page) {
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.vehicleCover)).toBeVisible();
  await answer(page, 'Level of cover', 'Comprehensive');
  await fillDate(page, 'Cover start date', TOMORROW);
  await select(page, 'Cover start time', '09:00');
  await select(page, 'Voluntary excess', '£250');
  await select(page, 'Years of no-claims discount', '0 years');
  await select(page, 'How did you hear about us?', 'Search engine');
  await page.getByRole('button', { name: 'Read the disclaimer' }).click();
  await page.getByRole('checkbox', { name: 'I have read and accept the disclaimer' }).check();
}

/** Steps 1 to 5 answered, on to step 6 (an additional driver is to be added). */
export async function throughDrivingHistory(page: Page) {
  await vehicleDetails(page);
  await vehicleDetailsTwo(page);
  await continueTo(page, STEP_PATH.aboutYou);
  await aboutYou(page);
  await continueTo(page, STEP_PATH.driverDetails);
  await driverDetails(page);
  await continueTo(page, STEP_PATH.driverDetailsTwo);
  await driverDetailsTwo(page);
  await continueTo(page, STEP_PATH.additionalDrivers);
}

/** The wizard's steps in the order a customer meets them. */
export type WizardStep = keyof typeof STEP_PATH;
export const WIZARD_STEPS = Object.keys(STEP_PATH) as WizardStep[];

/** The steps `walkTheWizard` answers: all but the last. */
type AnsweredStep = Exclude<WizardStep, 'vehicleCover'>;

/** How a customer answers each step in this file; vehicle details goes on to step 2 by itself. */
const STEP_ANSWERS: Record<AnsweredStep, (page: Page) => Promise<void>> = {
  vehicleDetails,
  vehicleDetailsTwo,
  aboutYou,
  driverDetails: (page) => driverDetails(page),
  driverDetailsTwo,
  additionalDrivers,
};

/**
 * The wizard from an empty vehicle details page to the vehicle cover step, `atStep` called as each step
 * opens (vehicle cover included) and each step before vehicle cover then answered, by `answers` where given
 * and otherwise as this file answers it (an additional driver is added). Vehicle cover is left unanswered.
 */
export async function walkTheWizard(
  page: Page,
  atStep: (step: WizardStep) => Promise<void>,
  answers: Partial<Record<AnsweredStep, (page: Page) => Promise<void>>> = {},
) {
  await page.goto('/quote/vehicle-details');
  for (const [index, step] of WIZARD_STEPS.entries()) {
    // Vehicle details' answers end with its own Continue.
    if (index > 1) await continueTo(page, STEP_PATH[step]);
    await atStep(step);
    if (step === 'vehicleCover') return;
    await (answers[step] ?? STEP_ANSWERS[step])(page);
  }
}
