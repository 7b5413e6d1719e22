/** How the step forms behave in a real browser, with real layout (spec 1 §5 General; the wizard issue). */
import { expect, test, type Page } from '@playwright/test';
import {
  STEP_PATH,
  aboutYou,
  continueTo,
  driverDetails,
  heading,
  vehicleDetails,
  vehicleDetailsTwo,
  vehicleFound,
} from './support/wizard-steps';
import { JOURNEY_TEXT } from '../machines/core/text';
import { TEXT } from '../machines/core/catalogue';
import { movedUnderPointer, watchPresses } from './support/pointer-presses';
import {
  RESULTS_PATH,
  acceptanceGroup,
  buyNowButton,
  choosePrice,
  contactBlock,
  fillContactDetails,
  greeting,
  monthlyRadio,
  reachResults,
} from './support/results-page';

async function throughAboutYou(page: Page) {
  await vehicleDetails(page);
  await vehicleDetailsTwo(page);
  await continueTo(page, STEP_PATH.aboutYou);
  await aboutYou(page);
  await continueTo(page, STEP_PATH.driverDetails);
  // The address changes first; the page before stays on screen until the next page's script has loaded.
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.driverDetails)).toBeVisible();
}

test('after a failed Continue, correcting a field and clicking straight on the next answer takes both', async ({
  page,
}) => {
  await vehicleDetails(page);
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo)).toBeVisible();
  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.continue, exact: true }).click();
  // A failed Continue focuses the error summary (GOV.UK's pattern).
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  const worth = page.getByLabel('What is the vehicle worth?');
  await expect(worth).toHaveAttribute('aria-invalid', 'true');

  await worth.fill('8000');
  // Validating the corrected field removes its message and moves the questions below it up; the click
  // that left the field still lands on the answer it was aimed at.
  const bought = page
    .getByRole('group', { name: 'Have you bought the vehicle yet?', exact: true })
    .getByRole('radio', { name: 'Yes', exact: true });
  await bought.click();
  await expect(bought).toBeChecked();
  await expect(worth).not.toHaveAttribute('aria-invalid', 'true');
});

test('after a failed Continue, typing the last answer and clicking Continue at once moves on', async ({
  page,
}) => {
  await throughAboutYou(page);
  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.continue, exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  // The licence number is typed last: its blur validates while the Continue press is under way.
  await driverDetails(page);
  await continueTo(page, STEP_PATH.driverDetailsTwo);
});

test.describe('on a phone (390 x 844), nothing moves under the pointer between press and release', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('step 1 after a failed Continue: typing a registration and pressing Find Vehicle finds it', async ({
    page,
  }) => {
    await watchPresses(page);
    await page.goto('/quote/vehicle-details');
    await expect(heading(page, JOURNEY_TEXT.wizard.heading.vehicleDetails)).toBeVisible();
    await page.getByRole('button', { name: JOURNEY_TEXT.wizard.continue, exact: true }).click();
    const registration = page.getByLabel('Vehicle registration');
    await expect(registration).toHaveAttribute('aria-invalid', 'true');

    await registration.fill('DL19 CAR');
    await page.getByRole('button', { name: JOURNEY_TEXT.wizard.findVehicle }).click();
    expect(await movedUnderPointer(page)).toEqual([]);
    await expect(vehicleFound(page)).toContainText('Prius');
  });

  test('results after a reload, both ticks missing: ticking both and pressing Buy Now goes on', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await watchPresses(page);
    await reachResults(page);
    await choosePrice(page, 'monthly');
    await fillContactDetails(page);
    const acceptance = acceptanceGroup(page).getByRole('checkbox');
    const agree = contactBlock(page).getByRole('checkbox', { name: TEXT.contact.agree });
    await acceptance.uncheck();
    await agree.uncheck();
    // A customer coming back to the page: nothing on it has been pressed or left yet.
    await page.reload();
    await expect(greeting(page)).toBeVisible({ timeout: 15_000 });
    await expect(monthlyRadio(page)).toBeChecked();

    await buyNowButton(page).click();
    const summary = contactBlock(page)
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'There is a problem', exact: true }) });
    await expect(summary.getByRole('link')).toHaveCount(2);
    await expect(summary).toBeFocused();
    await expect(acceptance).toHaveAttribute('aria-invalid', 'true');
    await expect(agree).toHaveAttribute('aria-invalid', 'true');
    await acceptance.click();
    await agree.click();
    await buyNowButton(page).click();
    expect(await movedUnderPointer(page)).toEqual([]);
    await expect(page).not.toHaveURL(RESULTS_PATH, { timeout: 15_000 });
  });
});
