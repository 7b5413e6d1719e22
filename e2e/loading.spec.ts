/**
 * A link straight to a page (a wizard step, results) fetches that page's scripts with the app's entry: the
 * page the server sends lists them, so the browser does not find them one after another as the app starts.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEXT } from '../machines/text/pages';
import { heading } from './support/wizard-steps';

/** How the browser came to fetch each script of the page: 'parser' is the page's HTML, 'script' the app. */
async function scriptInitiators(page: Page): Promise<Map<string, string>> {
  const initiators = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (event) => {
    const path = new URL(event.request.url).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js'))
      initiators.set(path, event.initiator.type);
  });
  await cdp.send('Network.enable');
  return initiators;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

test('a link straight to step 1 fetches the step and the wizard with the app, from the page itself', async ({
  page,
}) => {
  const initiators = await scriptInitiators(page);
  await page.goto('/quote/vehicle-details');
  await expect(heading(page, TEXT.wizard.heading.vehicleDetails)).toBeVisible();

  const fromPage = [...initiators].filter(([, type]) => type === 'parser').map(([path]) => path);
  for (const chunk of ['wizard-layout-', 'vehicle-details-', 'use-step-form-']) {
    expect(fromPage.map(fileName), `${chunk}* listed in the page`).toContainEqual(
      expect.stringMatching(new RegExp(`^${chunk}`)),
    );
  }
  // Each listed script is fetched once, and used: none is fetched again by the app.
  const html = await (await page.request.get('/quote/vehicle-details')).text();
  const listed = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  expect(listed.length).toBeGreaterThan(2);
  for (const path of listed) expect(initiators.get(path ?? ''), path).toBe('parser');
});

test('the page for results lists the results page, and a wizard step does not', async ({
  page,
}) => {
  const results = await (await page.request.get('/results')).text();
  const step = await (await page.request.get('/quote/about-you')).text();
  expect(results).toMatch(/rel="modulepreload" crossorigin href="\/assets\/results-[^"]+\.js"/);
  expect(step).not.toMatch(/href="\/assets\/results-[^"]+\.js"/);
  expect(step).toMatch(/rel="modulepreload" crossorigin href="\/assets\/about-you-[^"]+\.js"/);
});
