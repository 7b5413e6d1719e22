/**
 * Faults that lose nothing (issue #13), the browser's own: storage refused or full, and the network gone
 * mid-journey. The customer goes on, in memory where storage fails, with nothing alarming on screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEXT } from '../machines/core/catalogue';
import {
  STEP_PATH,
  back,
  continueTo,
  expectStepTwoAnswers,
  heading,
  vehicleDetails,
  vehicleDetailsTwo,
  vehicleFound,
} from './support/wizard-steps';
import { takenOver } from './support/first-screen';

/** What a customer would find alarming: an error page, an alert or the app failing to start. */
async function expectNothingAlarming(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /sorry|error|went wrong/i })).toHaveCount(0);
}

/** Every storage call throws, as in a private window with storage blocked. */
function refuseStorage(page: Page) {
  return page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.getItem = refuse;
    Storage.prototype.setItem = refuse;
    Storage.prototype.removeItem = refuse;
  });
}

/** Storage reads but every write is over quota. */
function fillStorage(page: Page) {
  return page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

for (const [fault, arrange] of [
  ['refused (a private window)', refuseStorage],
  ['full (over quota)', fillStorage],
] as const) {
  test(`with browser storage ${fault}, the wizard goes on in memory and keeps every answer`, async ({
    page,
  }) => {
    await arrange(page);
    await vehicleDetails(page);
    await vehicleDetailsTwo(page);
    await continueTo(page, STEP_PATH.aboutYou);
    await expectNothingAlarming(page);

    await back(page, STEP_PATH.vehicleDetailsTwo);
    await expectStepTwoAnswers(page);
    await expectNothingAlarming(page);
  });
}

test('offline during the vehicle lookup: the registration is kept, and the lookup works once back online', async ({
  page,
  context,
}) => {
  await page.goto('/quote/vehicle-details');
  await expect(heading(page, TEXT.wizard.heading.vehicleDetails)).toBeVisible();
  // Offline only once the app runs the page: before that, the first screen has no lookup to fail.
  await takenOver(page);
  const registration = page.getByLabel('Vehicle registration');
  await registration.fill('DL19 CAR');

  await context.setOffline(true);
  await page.getByRole('button', { name: TEXT.wizard.findVehicle }).click();
  await expect(page.getByText(TEXT.vehicle.lookupFailed)).toBeVisible();
  await expect(registration).toHaveValue('DL19 CAR');

  await context.setOffline(false);
  await page.getByRole('button', { name: TEXT.wizard.findVehicle }).click();
  await expect(vehicleFound(page)).toContainText('Prius');
  await expect(page.getByText(TEXT.vehicle.lookupFailed)).toHaveCount(0);
  await continueTo(page, STEP_PATH.vehicleDetailsTwo);
});

test('a reload straight after the last answer keeps it, with nothing waited for', async ({
  page,
}) => {
  await vehicleDetails(page);
  await vehicleDetailsTwo(page);
  await page.reload();
  await expectStepTwoAnswers(page);
  await continueTo(page, STEP_PATH.aboutYou);
  await expectNothingAlarming(page);
});
