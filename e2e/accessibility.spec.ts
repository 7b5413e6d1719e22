/**
 * Every wizard screen checked with axe against WCAG 2.1 A and AA, empty, after a Continue with nothing
 * answered (error summary and field messages showing), and with its dialogs open.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  STEP_PATH,
  aboutYou,
  additionalDrivers,
  continueTo,
  driverDetails,
  driverDetailsTwo,
  heading,
  vehicleDetails,
  vehicleDetailsTwo,
} from './support/wizard-steps';
import { TEXT } from '../machines/text';
import { expectNoViolations } from './support/axe';

/** The step as it first shows, then with every message a Continue with nothing new answered gives. */
async function checkStep(page: Page, name: string) {
  await expect(heading(page, name)).toBeVisible();
  // WCAG 2.1 for the steps: in error, the additional driver's date-of-birth fields are below 2.2's 24 px
  // target size (2.5.8), which issue #13 is to mend.
  await expectNoViolations(page, `${name}, as it opens`, 'WCAG 2.1');
  await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoViolations(page, `${name}, with its error messages`, 'WCAG 2.1');
}

test('the seven wizard steps, empty and in error, meet WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/quote/vehicle-details');
  await checkStep(page, TEXT.wizard.heading.vehicleDetails);
  await vehicleDetails(page);
  await checkStep(page, TEXT.wizard.heading.vehicleDetailsTwo);
  await vehicleDetailsTwo(page);
  await continueTo(page, STEP_PATH.aboutYou);
  await checkStep(page, TEXT.wizard.heading.aboutYou);
  await aboutYou(page);
  await continueTo(page, STEP_PATH.driverDetails);
  await checkStep(page, TEXT.wizard.heading.driverDetails);
  await driverDetails(page);
  await continueTo(page, STEP_PATH.driverDetailsTwo);
  await checkStep(page, TEXT.wizard.heading.driverDetailsTwo);
  await driverDetailsTwo(page);
  await continueTo(page, STEP_PATH.additionalDrivers);
  await checkStep(page, TEXT.wizard.heading.additionalDrivers);
  await additionalDrivers(page);
  await continueTo(page, STEP_PATH.vehicleCover);
  await checkStep(page, TEXT.wizard.heading.vehicleCover);
});

test('the wrong-vehicle-type and go-home dialogs meet WCAG 2.1 AA', async ({ page }) => {
  await page.goto('/quote/vehicle-details');
  await page.getByLabel('Vehicle registration').fill('VN19 VAN');
  await page.getByRole('button', { name: TEXT.wizard.findVehicle }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'the wrong-vehicle-type dialog');
  await page.getByRole('button', { name: TEXT.vehicle.changeVehicle }).click();

  await vehicleDetails(page);
  await page.getByRole('link', { name: 'DropCover home' }).click();
  await expect(page.getByRole('dialog', { name: TEXT.layout.homeDialog.title })).toBeVisible();
  await expectNoViolations(page, 'the go-home dialog');
});
