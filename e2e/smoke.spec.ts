import { expect, test } from '@playwright/test';
import { takenOver } from './support/first-screen';

const REFERENCE_DATA = '/api/v1/ReferenceData/GetAllReferenceListData';

test('the home page loads the reference data once and renders without console errors', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  let referenceDataCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes(REFERENCE_DATA)) referenceDataCalls += 1;
  });

  const referenceData = page.waitForResponse((response) => response.url().includes(REFERENCE_DATA));
  await page.goto('/');
  const response = await referenceData;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { referenceData: Record<string, unknown[]> };
  expect(body.referenceData.titles?.length).toBeGreaterThan(0);
  expect(response.request().headers()['x-tenant']).toBe('DROPCOVER');
  expect(response.request().headers()['x-product']).toBe('PC');

  // The app's link, which moves on without loading the page again: a link pressed on the first screen the
  // server sends, before the app has taken it over, is the browser's own and loads step 1's page.
  await takenOver(page);
  const getAQuote = page.getByRole('link', { name: /get a quote/i }).first();
  await expect(getAQuote).toBeVisible();
  await getAQuote.click();
  await expect(page).toHaveURL(/\/quote\/vehicle-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(referenceDataCalls).toBe(1);
  expect(consoleErrors).toEqual([]);
});
