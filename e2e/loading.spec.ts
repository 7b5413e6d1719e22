/**
 * A link straight to a page (a wizard step, results) fetches the app's and that page's scripts with the
 * entry: the page the server sends lists them, so the browser does not find them one after another as the app
 * starts. The entry asks for the reference lists before the app's script has arrived.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEXT } from '../machines/core/catalogue';
import { brand } from '../src/app/config/brand';
import { pagesByPath } from '../src/app/page-routes';
import {
  STEP_PATH,
  heading,
  vehicleDetails,
  vehicleDetailsTwo,
  vehicleFound,
} from './support/wizard-steps';
import { JOURNEY_TEXT } from '../machines/core/text';
import { FIRST_SCREEN_ATTRIBUTE } from '../shared/first-screens';
import { takenOver } from './support/first-screen';
import { holdUntilReleased } from './support/held-calls';
import { focusStyle } from './support/keyboard';
import { stepPath } from '../machines/wizard/navigation';

interface Initiators {
  /** How the browser came to fetch each script: 'parser' is the page's HTML, 'script' a script. */
  scripts: Map<string, string>;
  /** The scripts on the call stack (async parts included) that asked for the reference lists. */
  referenceDataAskedFrom: string[] | null;
}

async function watchInitiators(page: Page): Promise<Initiators> {
  const initiators: Initiators = { scripts: new Map(), referenceDataAskedFrom: null };
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (event) => {
    const path = new URL(event.request.url).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) {
      initiators.scripts.set(path, event.initiator.type);
    }
    if (path.endsWith('/ReferenceData/GetAllReferenceListData')) {
      const scripts = new Set<string>();
      for (let stack = event.initiator.stack; stack !== undefined; stack = stack.parent) {
        for (const frame of stack.callFrames) {
          if (frame.url.includes('/assets/')) scripts.add(new URL(frame.url).pathname);
        }
      }
      initiators.referenceDataAskedFrom = [...scripts];
    }
  });
  await cdp.send('Network.enable');
  // Requests keep the call stacks they were made from across awaits (openapi-fetch awaits before fetching).
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  return initiators;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

test('a link straight to a later step fetches the step and the wizard with the app, from the page itself', async ({
  page,
}) => {
  const initiators = await watchInitiators(page);
  await page.goto(stepPath('vehicleDetailsTwo'));
  // A new visitor is taken to step 1.
  await expect(heading(page, TEXT.wizard.heading.vehicleDetails)).toBeVisible();

  const fromPage = [...initiators.scripts]
    .filter(([, type]) => type === 'parser')
    .map(([path]) => path);
  for (const chunk of ['index-', 'app-', 'wizard-', 'vehicle-details-two-']) {
    expect(fromPage.map(fileName), `${chunk}* listed in the page`).toContainEqual(
      expect.stringMatching(new RegExp(`^${chunk}`)),
    );
  }
  // Each listed script is fetched once, and used: none is fetched again by the app.
  const html = await (await page.request.get(stepPath('vehicleDetailsTwo'))).text();
  const listed = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  expect(listed.length).toBeGreaterThan(2);
  for (const path of listed) expect(initiators.scripts.get(path ?? ''), path).toBe('parser');
  // The small entry asks for the reference lists itself, while the app's script is still arriving: no code of
  // the app is on the request's call stack.
  expect(initiators.referenceDataAskedFrom?.map(fileName)).toEqual([
    expect.stringMatching(/^index-[^/]+\.js$/),
  ]);
});

test("step 1, sent with its first screen, lists no script: the entry asks for the app's once the page has painted, and for the reference lists first", async ({
  page,
}) => {
  const initiators = await watchInitiators(page);
  const html = await (await page.request.get(stepPath('vehicleDetails'))).text();
  expect(html).not.toContain('rel="modulepreload"');
  await page.goto(stepPath('vehicleDetails'));
  await takenOver(page);
  const byScript = (chunk: string) =>
    [...initiators.scripts].find(([path]) => fileName(path).startsWith(chunk))?.[1];
  expect(byScript('index-')).toBe('parser');
  expect(byScript('app-')).toBe('script');
  expect(initiators.referenceDataAskedFrom?.map(fileName)).toEqual([
    expect.stringMatching(/^index-[^/]+\.js$/),
  ]);
});

test("a comparison site's link lists the journey's later calls: the visitor's quote is asked for without fetching them after the app", async ({
  page,
}) => {
  const link = '/pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1&source=CTM';
  const laterCalls = /rel="modulepreload" crossorigin href="\/assets\/journey-calls-[^"]+\.js"/;
  expect(await (await page.request.get(link)).text()).toMatch(laterCalls);
  // Results show the quote the journey already holds: their page does not list them.
  expect(await (await page.request.get('/results')).text()).not.toMatch(laterCalls);

  const initiators = await watchInitiators(page);
  await page.goto(link);
  await expect(heading(page, TEXT.wizard.heading.vehicleCover)).toBeVisible({ timeout: 15_000 });
  const fetched = [...initiators.scripts].filter(([path]) =>
    fileName(path).startsWith('journey-calls-'),
  );
  expect(fetched.map(([, initiator]) => initiator)).toEqual(['parser']);
});

test('the page for results lists the results page, and a wizard step does not', async ({
  page,
}) => {
  const results = await (await page.request.get('/results')).text();
  const step = await (await page.request.get('/quote/about-you')).text();
  expect(results).toMatch(/rel="modulepreload" crossorigin href="\/assets\/results-[^"]+\.js"/);
  expect(step).not.toMatch(/href="\/assets\/results-[^"]+\.js"/);
  expect(step).toMatch(/rel="modulepreload" crossorigin href="\/assets\/about-you-[^"]+\.js"/);
  // The footer's reviews, which the app fetches before it draws any page, with their style sheet.
  for (const page of [results, step]) {
    expect(page).toMatch(
      /rel="modulepreload" crossorigin href="\/assets\/customer-reviews-widget-[^"]+\.js"/,
    );
    expect(page).toMatch(
      /rel="preload" as="style"[^>]* href="\/assets\/customer-reviews-widget-[^"]+\.css"/,
    );
  }
});

test.describe('a visitor who has not chosen about cookies', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const path of [stepPath('vehicleDetails'), '/no-such-page']) {
    test(`${path}: the cookie banner is drawn in the same frame as the app's page, not after it`, async ({
      page,
    }) => {
      // The frame (counted by animation frames) in which each first showed.
      await page.addInitScript(() => {
        const drawnIn: { page?: number; banner?: number } = {};
        (window as unknown as { drawnIn: typeof drawnIn }).drawnIn = drawnIn;
        let frame = 0;
        const tick = () => {
          frame += 1;
          if (document.querySelector('#root:not([data-first-screen]) #main-content')) {
            drawnIn.page ??= frame;
          }
          if (document.querySelector('.consent-banner')) drawnIn.banner ??= frame;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.goto(path);
      await expect(page.getByRole('region', { name: TEXT.consent.title })).toBeVisible();
      const drawnIn = await page.evaluate(
        () => (window as unknown as { drawnIn: { page?: number; banner?: number } }).drawnIn,
      );
      expect(drawnIn.page, "the app's page was drawn").toBeDefined();
      expect(drawnIn.banner).toBe(drawnIn.page);
    });
  }
});

test('every script and style sheet a page lists is there to fetch', async ({ page }) => {
  const paths = [...pagesByPath().keys(), '/no-such-page'];
  const listedByPages = new Set<string>();
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    for (const match of html.matchAll(
      /<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g,
    )) {
      if (match[1] !== undefined) listedByPages.add(match[1]);
    }
  }
  expect(listedByPages.size).toBeGreaterThan(10);
  for (const file of listedByPages) {
    expect((await page.request.get(file)).status(), file).toBe(200);
  }
});

/** Where the brand's text is drawn: the boot frame's, or the app's header logo once the app runs. */
const brandTextBox = (page: Page, selector: string) =>
  page.evaluate((brandSelector) => {
    const range = document.createRange();
    const brand = document.querySelector(brandSelector);
    if (brand === null) return null;
    range.selectNodeContents(brand);
    const { left, top, width, height } = range.getBoundingClientRect();
    return { left, top, width, height };
  }, selector);

for (const width of [390, 1280]) {
  test(`at ${String(width)} px the page shows the brand before the app runs, where the app's header then shows it`, async ({
    browser,
  }) => {
    // A link to a later step, which has no first screen in the page (step 1 and home have: below).
    const before = await browser.newPage({ viewport: { width, height: 800 } });
    // The app's scripts never arrive: the page shows what the server sent.
    await before.route('**/assets/*.js', (route) => route.abort());
    await before.goto(stepPath('aboutYou'));
    await expect(before.getByRole('status')).toHaveText(TEXT.layout.loading);
    const frame = await brandTextBox(before, '.boot-screen__brand');

    const after = await browser.newPage({ viewport: { width, height: 800 } });
    await after.goto(stepPath('aboutYou'));
    // A new visitor starts at step 1.
    await expect(heading(after, TEXT.wizard.heading.vehicleDetails)).toBeVisible();
    expect(frame).not.toBeNull();
    expect(await brandTextBox(after, '.site-header__logo')).toEqual(frame);
    await before.close();
    await after.close();
  });
}

for (const [path, brandSelector] of [
  [stepPath('aboutYou'), '.boot-screen__brand'],
  // A page with its first screen in the HTML: the message takes the page's place under its header.
  [stepPath('vehicleDetails'), '.site-header__logo'],
] as const) {
  test(`when the app's scripts cannot be fetched, the page says so under the brand and tells how to go on (${path})`, async ({
    page,
  }) => {
    await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(path);
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { level: 1, name: TEXT.boot.failedHeading, exact: true }),
    ).toBeVisible();
    await expect(alert).toContainText(TEXT.boot.reloadOrCall(brand.supportPhone));
    await expect(page.locator(brandSelector)).toHaveText(brand.storefrontName);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(TEXT.layout.loading)).toHaveCount(0);
  });
}

/** The app's script (src/app/start.tsx and what it imports). */
const APP_SCRIPT = /\/assets\/app-[^/]+\.js$/;

test("while the next page's script is on its way, the page before is inert and a loading panel says so", async ({
  page,
}) => {
  // The next step's script and style sheet arrive only when the test lets them.
  const release = await holdUntilReleased(page, /\/assets\/about-you-[^/]+\.(js|css)$/);
  await vehicleDetails(page);
  await vehicleDetailsTwo(page);

  await page.getByRole('button', { name: JOURNEY_TEXT.wizard.continue, exact: true }).click();
  await expect(page).toHaveURL(STEP_PATH.aboutYou);
  // Step 2 is still drawn, but it is no longer the journey's page: it is inert and busy, and after a moment
  // the loading panel shows, in view.
  const main = page.locator('main');
  await expect(page.locator('main h1')).toHaveText(JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo);
  await expect(main).toHaveAttribute('inert', '');
  await expect(main).toHaveAttribute('aria-busy', 'true');
  const panel = page.getByRole('status').getByText(JOURNEY_TEXT.layout.loading, { exact: true });
  await expect(panel).toBeInViewport();
  // A field of the page before cannot be focused to type into.
  await page.locator('main input').first().focus();
  expect(
    await main.evaluate((element) => element.contains(document.activeElement)),
    'focus inside the page before',
  ).toBe(false);

  release();
  await expect(heading(page, JOURNEY_TEXT.wizard.heading.aboutYou)).toBeVisible();
  await expect(main).not.toHaveAttribute('inert', '');
  await expect(main).toHaveAttribute('aria-busy', 'false');
  await expect(panel).toHaveCount(0);
});

/** Step 1 as the server sends it, its first screen in the page: the app's script is held until `release`. */
async function onStepOnesFirstScreen(page: Page): Promise<() => void> {
  const release = await holdUntilReleased(page, APP_SCRIPT);
  await page.goto(stepPath('vehicleDetails'));
  await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(1);
  return release;
}

test.describe('the first screen of a page customers land on, sent in the HTML', () => {
  for (const [path, name] of [
    [stepPath('vehicleDetails'), TEXT.wizard.heading.vehicleDetails],
    ['/', TEXT.layout.home.heading],
  ] as const) {
    for (const width of [390, 1280]) {
      test(`${path} at ${String(width)} px shows before any script runs, and the app draws it again without a pixel changed`, async ({
        context,
      }) => {
        const before = await context.newPage();
        await before.setViewportSize({ width, height: 800 });
        // The app's scripts never arrive: the page shows what the server sent, in its own style.
        await before.route('**/assets/*.js', (route) => route.abort());
        await before.goto(path);
        await expect(heading(before, name)).toBeVisible();
        await expect(before.getByText(TEXT.layout.loading)).toHaveCount(0);
        const sent = await before.screenshot({ fullPage: true });

        const after = await context.newPage();
        await after.setViewportSize({ width, height: 800 });
        await after.goto(path);
        await takenOver(after);
        await expect(heading(after, name)).toBeVisible();
        const drawn = await after.screenshot({ fullPage: true });
        expect(sent.equals(drawn), 'the first screen and the app look the same').toBe(true);
      });
    }
  }

  for (const path of [stepPath('vehicleDetails'), '/']) {
    test(`${path} fetches no style sheet: the page holds its first screen's, and the app does not fetch them again`, async ({
      page,
    }) => {
      const sheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') sheets.push(request.url());
      });
      await page.goto(path);
      await takenOver(page);
      // The app's page is drawn: its code, and any style sheet it asked for, has loaded.
      await expect(page.locator('#main-content h1')).toBeVisible();
      expect(sheets).toEqual([]);
    });
  }

  test('what the customer typed, where they were typing and the button they pressed before the app ran are kept: the vehicle is found', async ({
    page,
  }) => {
    // The app's script is held until the customer has typed and pressed Find vehicle on the first screen.
    const release = await onStepOnesFirstScreen(page);
    const registration = page.getByLabel(TEXT.labels.registration);
    await registration.fill('DL19 CAR');
    await page.getByRole('button', { name: TEXT.wizard.findVehicle }).click();
    await registration.focus();
    // Nothing was sent: the page stays where it is.
    await expect(page).toHaveURL(STEP_PATH.vehicleDetails);
    release();

    await takenOver(page);
    await expect(registration).toHaveValue('DL19 CAR');
    await expect(page.getByText(/Prius/).first()).toBeVisible();
  });

  test('a press begun on the first screen and ended on the app (the app took over under the finger) is kept: the vehicle is found', async ({
    page,
  }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/GetVehicleDetailsByVrm')) lookups.push(request.url());
    });
    const release = await onStepOnesFirstScreen(page);
    await page.getByLabel(TEXT.labels.registration).fill('DL19 CAR');
    await page.getByRole('button', { name: TEXT.wizard.findVehicle }).hover();
    await page.mouse.down();
    release();
    await takenOver(page);
    await page.mouse.up();

    await expect(vehicleFound(page)).toContainText('Prius');
    // Pressed once, looked up once.
    expect(lookups).toHaveLength(1);
  });

  test("home's Get a quote, pressed on the first screen and let go on the app, leads to step 1", async ({
    page,
  }) => {
    const release = await holdUntilReleased(page, APP_SCRIPT);
    await page.goto('/');
    await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(1);
    await page.getByRole('link', { name: TEXT.layout.home.start, exact: true }).hover();
    await page.mouse.down();
    release();
    await takenOver(page);
    await page.mouse.up();

    await expect(page).toHaveURL(STEP_PATH.vehicleDetails);
    await expect(heading(page, TEXT.wizard.heading.vehicleDetails)).toBeVisible();
  });

  test('focus moved with the keyboard before the app ran stays on the same control, its indicator shown', async ({
    page,
  }) => {
    const release = await onStepOnesFirstScreen(page);
    // Shift+Tab from the top of the page goes round to its foot.
    await page.keyboard.press('Shift+Tab');
    const before = await focusStyle(page);
    expect(before.description).not.toBe('the page itself');
    release();

    await takenOver(page);
    const after = await focusStyle(page);
    expect(after.description).toBe(before.description);
    expect(after.outline || after.boxShadow, `a focus indicator on ${after.description}`).toBe(
      true,
    );
  });

  test('Continue pressed before the app ran sends nothing, and is pressed on the app: the empty step says what it needs', async ({
    page,
  }) => {
    const release = await onStepOnesFirstScreen(page);
    await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
    // A dialog form outside a dialog sends nothing: no page is asked for with the answers in its address.
    await expect(page).toHaveURL(STEP_PATH.vehicleDetails);
    release();

    await takenOver(page);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(heading(page, TEXT.wizard.heading.vehicleDetails)).toBeVisible();
  });
});
