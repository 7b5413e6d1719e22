/**
 * A direct customer with a keyboard alone, from vehicle details to thank-you paying by card with the
 * sandbox provider's test form: Tab, Shift+Tab, Enter, Space, the arrow keys and typing, nothing else.
 * On the way: a visible focus indicator on every control Tab reaches, focus on the heading of each new
 * page, the error summary's links taking focus to their field, and the go-home dialog keeping focus
 * inside itself and handing it back when it closes.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEXT } from '../machines/core/catalogue';
import { takenOver } from './support/first-screen';
import {
  chooseFromList,
  chooseOption,
  chooseRadio,
  expectFocusTrapped,
  expectHeadingFocused,
  expectVisibleFocus,
  press,
  tabTo,
  typeDate,
  typeInto,
} from './support/keyboard';
import { ADD_DRIVERS_QUESTION, CLEAN_HISTORY_QUESTIONS } from './support/browser-customer';
import { TEST_CARDS } from './support/payment-page';
import {
  DATE_OF_BIRTH,
  LICENCE_OBTAINED,
  STEP_PATH,
  TOMORROW,
  TWO_YEARS_AGO,
  two,
  heading,
  vehicleFound,
} from './support/wizard-steps';

const headings = TEXT.wizard.heading;
const SURNAME = 'Carter';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const continueButton = (page: Page) => button(page, TEXT.wizard.continue);

/** Continue pressed with Enter, and focus on the next step's heading. */
async function continueToStep(page: Page, path: RegExp, heading: string) {
  await press(page, continueButton(page));
  await expect(page).toHaveURL(path);
  await expectHeadingFocused(page, heading);
}

async function answerNo(page: Page, questions: readonly string[]) {
  for (const question of questions) await chooseRadio(page, page, question, 'No');
}

/** Continue with nothing answered, then the summary's second link followed with Enter. */
async function followSummaryLink(page: Page) {
  await press(page, continueButton(page));
  const summary = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'There is a problem', exact: true }) });
  const links = summary.getByRole('link');
  await expect(links).not.toHaveCount(0);
  const second = links.nth(1);
  const target = (await second.getAttribute('href'))?.slice(1) ?? '';
  // A failed Continue puts focus on the summary, with a visible ring; its links come next.
  await expect(summary).toBeFocused();
  await expectVisibleFocus(page);
  await tabTo(page, second);
  await page.keyboard.press('Enter');
  expect(
    await page.evaluate(() => document.activeElement?.id),
    'the field of the summary link',
  ).toBe(target);
}

test('a direct customer buys by card with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/quote/vehicle-details');
  // The keyboard on the app's page: focus moved on the first screen before it is taken over is
  // e2e/loading.spec.ts's.
  await takenOver(page);
  await expect(heading(page, headings.vehicleDetails)).toBeVisible();

  // Step 1: the registration looked up with Enter in its field; focus goes to the vehicle found.
  await typeInto(page, page.getByLabel('Vehicle registration'), 'DL19 CAR');
  await page.keyboard.press('Enter');
  const found = vehicleFound(page);
  await expect(found).toContainText('Prius');
  await expect(found).toBeFocused();
  await expect(page).toHaveURL(STEP_PATH.vehicleDetails);
  await continueToStep(page, STEP_PATH.vehicleDetailsTwo, headings.vehicleDetailsTwo);

  // The go-home dialog from the header's logo: focus kept inside, and back on the logo once it closes.
  const logo = page.getByRole('link', { name: 'DropCover home' });
  await tabTo(page, logo, { backwards: true });
  await page.keyboard.press('Enter');
  const homeDialog = page.getByRole('dialog', { name: TEXT.layout.homeDialog.title });
  await expect(homeDialog).toBeVisible();
  await expect(homeDialog.getByRole('button').first()).toBeFocused();
  await expectFocusTrapped(page, homeDialog, 5);
  await tabTo(page, homeDialog.getByRole('button', { name: TEXT.layout.homeDialog.stay }));
  await page.keyboard.press('Enter');
  await expect(homeDialog).toBeHidden();
  await expect(logo).toBeFocused();
  await expect(page).toHaveURL(STEP_PATH.vehicleDetailsTwo);

  // Step 2, after an empty Continue whose summary link leads to its field.
  await followSummaryLink(page);
  await typeInto(page, field(page, 'What is the vehicle worth?'), '8000', { backwards: true });
  await chooseRadio(page, page, 'Have you bought the vehicle yet?', 'Yes');
  const bought = page.getByRole('group', { name: 'When did you buy it?' });
  await typeInto(
    page,
    bought.getByRole('textbox', { name: 'Month' }),
    two(TWO_YEARS_AGO.getMonth() + 1),
  );
  await typeInto(
    page,
    bought.getByRole('textbox', { name: 'Year' }),
    String(TWO_YEARS_AGO.getFullYear()),
  );
  await chooseRadio(page, page, 'Are you the legal owner of the vehicle?', 'Yes');
  await chooseRadio(page, page, 'Are you the registered keeper?', 'Yes');
  await chooseOption(
    page,
    field(page, 'What do you use the vehicle for?'),
    'Hire and reward: food and parcel delivery',
  );
  await chooseOption(page, field(page, 'Which company do you deliver for?'), 'Deliveroo');
  await typeInto(page, field(page, 'How many miles do you expect to drive in a year?'), '15000');
  await chooseOption(page, field(page, 'Where is the vehicle kept overnight?'), 'Driveway');
  await chooseRadio(page, page, 'Are these assumptions about your vehicle correct?', 'Yes');
  await continueToStep(page, STEP_PATH.aboutYou, headings.aboutYou);

  // Step 3: the home address found by postcode and picked from the list with an arrow key.
  await chooseOption(page, field(page, 'Title'), 'Mr');
  await typeInto(page, field(page, 'First name'), 'Sam');
  await typeInto(page, field(page, 'Surname'), SURNAME);
  await typeDate(page, page, 'Date of birth', DATE_OF_BIRTH);
  await typeInto(page, page.getByLabel('Email address'), 'sam.carter@example.com');
  await typeInto(page, page.getByLabel('Main phone number'), '07700900123');
  await chooseOption(page, field(page, 'Marital status'), 'Married');
  const home = page.getByRole('group', { name: 'Home address', exact: true });
  await typeInto(page, home.getByLabel('Postcode'), 'SW1A 1AA');
  const find = home.getByRole('button', { name: TEXT.address.find });
  await press(page, find);
  await expect(home.getByLabel(TEXT.address.selectAddress)).toBeVisible();
  // Searching leaves focus on FIND, so Tab goes on to the list found.
  await expect(find).toBeFocused();
  await tabTo(page, home.getByLabel(TEXT.address.selectAddress));
  await page.keyboard.press('ArrowDown');
  await expect(home.getByRole('button', { name: TEXT.address.searchAgain })).toBeVisible();
  await chooseRadio(page, page, 'Are you a homeowner?', 'Yes');
  await chooseRadio(
    page,
    page,
    'Is the vehicle kept overnight at an address other than your home address?',
    'No',
  );
  await continueToStep(page, STEP_PATH.driverDetails, headings.driverDetails);

  // Step 4: the searchable lists by typing and arrows; the licence number's parts move on as they fill.
  await chooseRadio(page, page, 'Have you lived in the UK since birth?', 'Yes');
  await chooseRadio(page, page, 'What is your employment status?', 'Self-employed');
  await chooseFromList(
    page,
    page.getByRole('combobox', { name: 'What is your main occupation?' }),
    'Delivery',
    'Delivery Driver',
  );
  await chooseFromList(
    page,
    page.getByRole('combobox', { name: 'Which industry do you work in?' }),
    'Food',
    'Food Delivery',
  );
  await chooseRadio(page, page, 'Is this your full-time job?', 'Yes');
  await chooseRadio(page, page, 'Do you hold a full UK driving licence?', 'Yes');
  await typeDate(page, page, 'When did you get your licence?', LICENCE_OBTAINED);
  const licence = page.getByRole('group', { name: 'Your driving licence number', exact: true });
  const year = String(DATE_OF_BIRTH.getFullYear());
  // The first two parts come prefilled from Mr Carter's surname and date of birth (spec 1 §4): the keyboard
  // customer tabs on to the third and types the rest.
  await expect(licence.getByRole('textbox', { name: 'Part 1 of 4' })).toHaveValue(
    SURNAME.toUpperCase().slice(0, 5).padEnd(5, '9'),
  );
  await expect(licence.getByRole('textbox', { name: 'Part 2 of 4' })).toHaveValue(
    `${year.slice(2, 3)}${two(DATE_OF_BIRTH.getMonth() + 1)}${two(DATE_OF_BIRTH.getDate())}${year.slice(3)}`,
  );
  await typeInto(page, licence.getByRole('textbox', { name: 'Part 3 of 4' }), 'SC9AB');
  await expect(licence.getByRole('textbox', { name: 'Part 4 of 4' })).toHaveValue('AB');
  await continueToStep(page, STEP_PATH.driverDetailsTwo, headings.driverDetailsTwo);

  // Step 5: a clean history and no other drivers.
  await answerNo(page, [...CLEAN_HISTORY_QUESTIONS, ADD_DRIVERS_QUESTION]);
  await continueToStep(page, STEP_PATH.vehicleCover, headings.vehicleCover);

  // Step 7: the disclaimer opened with Enter and accepted with Space.
  await chooseRadio(page, page, 'Level of cover', 'Comprehensive');
  await typeDate(page, page, 'Cover start date', TOMORROW);
  await chooseOption(page, field(page, 'Cover start time'), '09:00');
  await chooseOption(page, field(page, 'Voluntary excess'), '£250');
  await chooseOption(page, field(page, 'Years of no-claims discount'), '0 years');
  await chooseOption(page, field(page, 'How did you hear about us?'), 'Search engine');
  await press(page, button(page, 'Read the disclaimer'));
  await press(
    page,
    page.getByRole('checkbox', { name: 'I have read and accept the disclaimer' }),
    'Space',
  );
  await expect(
    page.getByRole('checkbox', { name: 'I have read and accept the disclaimer' }),
  ).toBeChecked();
  await press(page, continueButton(page));

  // The duration panel: its heading takes the focus; annual cover is chosen with Enter.
  await expect(page).toHaveURL(/\/policy-selection$/, { timeout: 15_000 });
  const panel = TEXT.durationPanel;
  await expectHeadingFocused(page, panel.heading);
  await press(page, button(page, panel.choose(panel.annual)));
  await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
  await expectHeadingFocused(page, TEXT.results.greeting('Sam'));

  // Results: paying in full, the contact details kept from step 3, Buy Now.
  await chooseRadio(page, page, TEXT.results.choosePrice, new RegExp(`^${TEXT.results.annual}`));
  const contact = page.getByRole('region', { name: TEXT.contact.heading });
  await expect(contact.getByLabel(TEXT.contact.email, { exact: true })).toHaveValue(
    'sam.carter@example.com',
  );
  await chooseRadio(contact, page, TEXT.contact.renewal.renewalsQuestion, 'Yes');
  await press(page, contact.getByRole('checkbox', { name: TEXT.contact.agree }), 'Space');
  await expect(contact.getByRole('checkbox', { name: TEXT.contact.agree })).toBeChecked();
  await press(page, contact.getByRole('button', { name: TEXT.contact.buyNow, exact: true }));
  await expect(page).toHaveURL(/\/make-payment$/);
  await expectHeadingFocused(page, TEXT.paymentPages.card.heading);

  // The card page: the cardholder is the proposer; the sandbox provider's test form typed into.
  await chooseRadio(page, page, TEXT.paymentPages.card.billingDetails, 'Yes');
  await expect(page.getByLabel(TEXT.paymentPages.card.firstName)).toHaveValue('Sam');
  const card = page.getByRole('region', { name: TEXT.paymentPages.card.cardHeading });
  await typeInto(page, card.getByLabel('Card number'), TEST_CARDS.succeeds);
  await typeInto(page, card.getByLabel('Expiry date (MM / YY)'), '12 / 30');
  await typeInto(page, card.getByLabel('Security code'), '123');
  await typeInto(page, card.getByLabel('Name on card'), 'Sam Carter');
  await press(page, page.getByRole('button', { name: /^Pay £/ }));
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
  await expectHeadingFocused(page, TEXT.thankYou.heading);
});

test('the cookie settings open from the footer by keyboard and hand focus back when closed', async ({
  page,
}) => {
  const consent = TEXT.consent;
  await page.goto('/quote/vehicle-details');
  // The keyboard on the app's page: focus moved on the first screen before it is taken over is
  // e2e/loading.spec.ts's.
  await takenOver(page);
  await expect(heading(page, headings.vehicleDetails)).toBeVisible();
  // Shift+Tab from the top of the page goes round to its foot.
  const opener = page
    .getByRole('contentinfo')
    .getByRole('button', { name: TEXT.layout.cookieSettings });
  await tabTo(page, opener, { backwards: true });
  await page.keyboard.press('Enter');
  const settings = page.getByRole('region', { name: consent.settingsTitle });
  await expect(settings.getByRole('heading', { name: consent.settingsTitle })).toBeFocused();
  await tabTo(page, settings.getByRole('checkbox', { name: consent.marketingLabel }));
  await page.keyboard.press('Space');
  await expect(settings.getByRole('checkbox', { name: consent.marketingLabel })).toBeChecked();
  await press(page, settings.getByRole('button', { name: consent.cancel }));
  await expect(settings).toBeHidden();
  await expect(opener).toBeFocused();
  await expectVisibleFocus(page);
});
