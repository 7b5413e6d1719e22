/**
 * The wizard's steps answered in the browser for the journey paths: each step filled unless it already
 * shows stored answers, the home address typed in (no lookup call the path does not expect), the surname
 * chosen by the caller (the sandbox's quote fixtures key on it).
 */
import { type Locator, type Page } from '@playwright/test';
import {
  DATE_OF_BIRTH,
  STEP_TWO,
  TOMORROW,
  answer,
  fillDate,
  select,
  additionalDrivers,
  driverDetails,
  vehicleDetailsTwo,
} from './wizard-steps';
import { JOURNEY_TEXT } from '../../machines/core/text';

const isAnswered = async (scope: Page | Locator, question: string) =>
  (await scope
    .getByRole('group', { name: question, exact: true })
    .locator('input:checked')
    .count()) > 0;

const isEmpty = async (field: Locator) => (await field.inputValue()) === '';

async function answerNo(scope: Page | Locator, questions: readonly string[]) {
  for (const question of questions) await answer(scope, question, 'No');
}

/**
 * Step 2, unless it shows stored answers; a quote loaded from a link may lack where the vehicle is kept
 * overnight and the assumptions, which are asked here only.
 */
export async function answerVehicleDetailsTwo(page: Page) {
  if (await isEmpty(page.getByLabel('What is the vehicle worth?'))) {
    await vehicleDetailsTwo(page);
    return;
  }
  const overnight = 'Where is the vehicle kept overnight?';
  if (await isEmpty(page.getByLabel(overnight, { exact: true })))
    await select(page, overnight, STEP_TWO.keptOvernight);
  const assumptions = 'Are these assumptions about your vehicle correct?';
  if (!(await isAnswered(page, assumptions))) await answer(page, assumptions, 'Yes');
}

/** Step 3, unless it shows stored answers; the home address typed in by hand. */
export async function answerAboutYou(page: Page, surname: string) {
  if (!(await isEmpty(page.getByLabel('Surname', { exact: true })))) return;
  await select(page, 'Title', 'Mr');
  await page.getByLabel('First name', { exact: true }).fill('Sam');
  await page.getByLabel('Surname', { exact: true }).fill(surname);
  await fillDate(page, 'Date of birth', DATE_OF_BIRTH);
  await page.getByLabel('Email address').fill('sam.carter@example.com');
  await page.getByLabel('Main phone number').fill('07700900123');
  await select(page, 'Marital status', 'Married');
  const home = page.getByRole('group', { name: 'Home address', exact: true });
  if ((await home.getByRole('button', { name: JOURNEY_TEXT.address.searchAgain }).count()) === 0) {
    await home.getByRole('button', { name: JOURNEY_TEXT.address.enterManually }).click();
    await home.getByLabel('Address line 1').fill('Flat 1, Regency Mansions');
    await home.getByLabel('Postcode').fill('SW1A 1AA');
    await home.getByRole('button', { name: JOURNEY_TEXT.address.saveAddress }).click();
  }
  await answer(page, 'Are you a homeowner?', 'Yes');
  await answer(
    page,
    'Is the vehicle kept overnight at an address other than your home address?',
    'No',
  );
}

/** Step 4, unless it shows stored answers. */
export async function answerDriverDetails(page: Page, surname: string) {
  if (await isAnswered(page, 'Have you lived in the UK since birth?')) return;
  await driverDetails(page, surname);
}

/** Step 5's questions of the customer's own history, each answered No for a clean history. */
export const CLEAN_HISTORY_QUESTIONS = [
  'Have you had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
  'Have you had any accidents, claims or losses in the last 5 years?',
  'Do you have any unspent criminal convictions?',
  'Have you ever been refused motor insurance, or had a policy cancelled or special terms imposed?',
  'Do you have access to any other vehicles?',
] as const;

/** Step 5's last question: whether other drivers are to be added (Yes goes on to step 6). */
export const ADD_DRIVERS_QUESTION = 'Would you like to add any other drivers to this policy?';

/** Step 5: a clean history, and whether other drivers are to be added. */
export async function answerDrivingHistory(page: Page, { addDrivers }: { addDrivers: boolean }) {
  if (!(await isAnswered(page, 'Do you have any unspent criminal convictions?')))
    await answerNo(page, CLEAN_HISTORY_QUESTIONS);
  await answer(page, ADD_DRIVERS_QUESTION, addDrivers ? 'Yes' : 'No');
}

/** Step 6: one additional driver with a clean history, unless one is listed. */
export async function addAdditionalDriver(page: Page) {
  const listed = page.getByRole('group', { name: 'Your additional drivers' }).getByRole('listitem');
  if ((await listed.count()) > 0) return;
  await additionalDrivers(page);
}

/** Step 7: what is not answered yet, the voluntary excess, and the disclaimer read and accepted. */
export async function answerVehicleCover(page: Page, { excess }: { excess: string }) {
  if (!(await isAnswered(page, 'Level of cover')))
    await answer(page, 'Level of cover', 'Comprehensive');
  const start = page.getByRole('group', { name: 'Cover start date', exact: true });
  if (await isEmpty(start.getByRole('textbox', { name: 'Day', exact: true })))
    await fillDate(page, 'Cover start date', TOMORROW);
  for (const [label, option] of [
    ['Cover start time', '09:00'],
    // As the factories' answers: four years of discount, not protected.
    ['Years of no-claims discount', '4 years'],
    ['How did you hear about us?', 'Search engine'],
  ] as const) {
    if ((await page.getByLabel(label, { exact: true }).inputValue()) === '')
      await select(page, label, option);
  }
  const protection = 'Would you like to protect your no-claims discount?';
  // Asked only when there is a discount to protect (the years may already be 0).
  const asked = (await page.getByRole('group', { name: protection }).count()) > 0;
  if (asked && !(await isAnswered(page, protection))) await answer(page, protection, 'No');
  await select(page, 'Voluntary excess', excess);
  const accepted = page.getByRole('checkbox', { name: 'I have read and accept the disclaimer' });
  if (!(await accepted.isChecked())) {
    await page.getByRole('button', { name: 'Read the disclaimer' }).click();
    await accepted.check();
  }
}
