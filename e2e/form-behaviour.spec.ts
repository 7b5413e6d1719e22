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
} from './support/wizard-steps';
import { JOURNEY_TEXT } from '../machines/core/text';

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
  const worth = page.getByLabel('What is the vehicle worth?');
  await expect(worth).toBeFocused();
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
