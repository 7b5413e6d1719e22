import { expect, test, type Page } from '@playwright/test';
import { JOURNEY_TEXT } from '../machines/core/text';

async function findVehicle(page: Page, registration: string) {
  await page.goto('/quote/vehicle-details');
  await page.getByLabel('Vehicle registration').fill(registration);
  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.findVehicle }).click();
}

test('DL19 CAR is found and shown on its result card', async ({ page }) => {
  await findVehicle(page, 'dl19 car');
  await expect(page.getByText('Toyota', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/Prius/).first()).toBeVisible();
});

test('a commercial vehicle opens the wrong-vehicle-type modal, and Change Vehicle clears it', async ({
  page,
}) => {
  await findVehicle(page, 'VN19 VAN');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: JOURNEY_TEXT.vehicle.transferMe })).toBeVisible();
  await dialog.getByRole('button', { name: JOURNEY_TEXT.vehicle.changeVehicle }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByLabel('Vehicle registration')).toHaveValue('');
});

test('Transfer Me takes the customer to the journey for their vehicle, with its registration', async ({
  page,
}) => {
  // The brand's other-vehicle journey is another site: answer for it here.
  await page.route('https://www.dropcover.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Van insurance</h1>' }),
  );
  await findVehicle(page, 'VN19 VAN');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: JOURNEY_TEXT.vehicle.transferMe })
    .click();
  await expect(page).toHaveURL(
    'https://www.dropcover.example/van-insurance/quote?registration=VN19VAN',
  );
  await expect(page.getByRole('heading', { name: 'Van insurance' })).toBeVisible();
});

test('the mobile app hides Transfer Me', async ({ page }) => {
  await page.goto('/quote/vehicle-details?is_mobile=app');
  await page.getByLabel('Vehicle registration').fill('VN19 VAN');
  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.findVehicle }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('button', { name: JOURNEY_TEXT.vehicle.changeVehicle }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: JOURNEY_TEXT.vehicle.transferMe })).toHaveCount(
    0,
  );
});

test('a motorcycle is refused with the spec message', async ({ page }) => {
  await findVehicle(page, 'MC19 BKE');
  await expect(page.getByText(JOURNEY_TEXT.vehicle.motorcycleRefused)).toBeVisible();
  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/quote\/vehicle-details$/);
});

test('visiting a later step before finishing the earlier ones lands on the furthest step', async ({
  page,
}) => {
  await findVehicle(page, 'DL19 CAR');
  await expect(page.getByText(/Prius/).first()).toBeVisible();
  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/quote\/vehicle-details-two$/);
  await page.goto('/quote/vehicle-cover');
  await expect(page).toHaveURL(/\/quote\/vehicle-details-two$/);
});

test('/quote and an unknown wizard path go to vehicle details', async ({ page }) => {
  await page.goto('/quote');
  await expect(page).toHaveURL(/\/quote\/vehicle-details$/);
  await page.goto('/quote/no-such-step');
  await expect(page).toHaveURL(/\/quote\/vehicle-details$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: JOURNEY_TEXT.wizard.heading.vehicleDetails,
      exact: true,
    }),
  ).toBeVisible();
});
