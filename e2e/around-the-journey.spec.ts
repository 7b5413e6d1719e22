/**
 * Around the journey (issue #12): the cookie banner and what it decides (analytics events, the campaign's
 * tracking record), and the warning before the idle time-out, in one tab and across two.
 */
import { expect, test, type Page } from '@playwright/test';
import { takenOver } from './support/first-screen';
import { TEXT } from '../machines/core/catalogue';
import { expectNoViolations } from './support/axe';
import { watchPolicyViolations } from './support/policy-violations';
import { heading } from './support/wizard-steps';

const consent = TEXT.consent;
const warningText = TEXT.timeOutWarning;
const ITEM_CATEGORY = 'Carriage of goods for hire & reward';

/** A first visit: no cookie choice stored yet. */
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: consent.title });
const storedTracking = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('trackingData'));
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);

test.describe('cookie consent', () => {
  const campaignLink = '/quote/vehicle-details?utm_campaign=spring&utm_source=google&gclid=abc';

  test('nothing non-essential is kept or sent before the choice, and Reject keeps it so', async ({
    page,
  }) => {
    await page.goto(campaignLink);
    await expect(banner(page)).toBeVisible();
    await expectNoViolations(page, 'the cookie banner on a first visit');
    expect(await storedTracking(page)).toBeNull();
    expect(await dataLayer(page)).toEqual([]);

    await banner(page).getByRole('button', { name: consent.rejectAll }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByLabel('Vehicle registration').fill('DL19 CAR');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first screen the server sends has no banner: the app, which draws it for a visitor who has not
    // chosen, has taken over before its absence says anything.
    await takenOver(page);
    await expect(banner(page)).toBeHidden();
    expect(await storedTracking(page)).toBeNull();
    expect(await dataLayer(page)).toEqual([]);
  });

  test('Accept all keeps the campaign for 30 days and sends page views with channel and category', async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto(campaignLink);
    await banner(page).getByRole('button', { name: consent.acceptAll }).click();
    await expect(banner(page)).toBeHidden();

    const tracking = JSON.parse((await storedTracking(page)) ?? 'null') as Record<string, unknown>;
    expect(tracking).toMatchObject({
      campaign: 'spring',
      source: 'google',
      clickId: 'abc',
      platform: 'Online',
    });
    const daysKept = (Date.parse(String(tracking.expiresAt)) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(Math.round(daysKept)).toBe(30);

    // The view held before the choice is sent once analytics is accepted, and every route after it.
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual({
        event: 'page_view',
        page_path: '/quote/vehicle-details',
        channel: 'Direct',
        item_category: ITEM_CATEGORY,
      });
    await page.getByLabel('Vehicle registration').fill('DL19 CAR');
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(expect.objectContaining({ event: 'form_field_used', channel: 'Direct' }));
    expect(JSON.stringify(await dataLayer(page))).not.toContain('DL19');
    await page.getByRole('button', { name: TEXT.wizard.findVehicle }).click();
    await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(
        expect.objectContaining({
          event: 'page_view',
          page_path: '/quote/vehicle-details-two',
        }),
      );
    // The banner and what it starts run under the Content-Security-Policy.
    expect(violations).toEqual([]);
  });

  test('the settings view chooses each kind, by keyboard alone', async ({ page }) => {
    await page.goto(campaignLink);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: TEXT.layout.cookieSettings }).focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('region', { name: consent.settingsTitle });
    await expect(settings.getByRole('heading', { name: consent.settingsTitle })).toBeFocused();
    await expectNoViolations(page, 'the cookie settings');
    await page.keyboard.press('Tab');
    await expect(settings.getByRole('checkbox', { name: consent.analyticsLabel })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(settings.getByRole('checkbox', { name: consent.marketingLabel })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(settings).toBeHidden();

    expect(await storedTracking(page)).toContain('spring');
    expect(await dataLayer(page)).toEqual([]);
  });

  test("the footer's Cookie settings changes the choice made", async ({ page }) => {
    await page.goto(campaignLink);
    await banner(page).getByRole('button', { name: consent.rejectAll }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedTracking(page)).toBeNull();

    const footerButton = page
      .getByRole('contentinfo')
      .getByRole('button', { name: TEXT.layout.cookieSettings });
    await footerButton.click();
    const settings = page.getByRole('region', { name: consent.settingsTitle });
    await expect(settings.getByRole('heading', { name: consent.settingsTitle })).toBeFocused();
    await expect(
      settings.getByRole('checkbox', { name: consent.marketingLabel }),
    ).not.toBeChecked();
    // Keeping the choice closes the settings and goes back to the footer.
    await settings.getByRole('button', { name: consent.cancel }).click();
    await expect(settings).toBeHidden();
    await expect(footerButton).toBeFocused();

    await footerButton.click();
    await settings.getByRole('checkbox', { name: consent.marketingLabel }).check();
    await settings.getByRole('button', { name: consent.save }).click();
    await expect(settings).toBeHidden();
    await expect(footerButton).toBeFocused();
    await expect.poll(() => storedTracking(page)).toContain('spring');
    expect(
      JSON.parse(
        (await page.evaluate(() => window.localStorage.getItem('cookieConsent'))) ?? 'null',
      ),
    ).toMatchObject({ analytics: false, marketing: true });
  });

  test("never hides the wizard's Continue button on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/quote/vehicle-details');
    await expect(banner(page)).toBeVisible();
    const carryOn = page.getByRole('button', { name: TEXT.wizard.continue, exact: true });
    await carryOn.scrollIntoViewIfNeeded();
    const box = await carryOn.boundingBox();
    const bannerBox = await banner(page).boundingBox();
    if (!box || !bannerBox) throw new Error('Continue or the banner is not laid out');
    // The button is above the banner, and a click there reaches it.
    expect(box.y + box.height).toBeLessThanOrEqual(bannerBox.y);
    await carryOn.click({ trial: true });
    // The page's foot can always be scrolled clear of the banner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page
      .locator('footer')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(bannerBox.y + 1);
  });
});

test.describe('the time-out warning', () => {
  async function onStepOne(page: Page) {
    await page.clock.install();
    await page.goto('/quote/vehicle-details');
    await expect(heading(page, 'Vehicle details')).toBeVisible();
    await banner(page).getByRole('button', { name: consent.rejectAll }).click();
    await page.getByLabel('Vehicle registration').fill('DL19 CAR');
  }
  const warning = (page: Page) => page.getByRole('alertdialog', { name: warningText.title });

  test('appears at 13 minutes with a live countdown; Continue keeps the journey where it was', async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    await onStepOne(page);
    await page.clock.fastForward('12:59');
    await expect(warning(page)).toBeHidden();
    await page.clock.fastForward('00:01');
    await expect(warning(page)).toBeVisible();
    await expect(warning(page)).toContainText('we will close your quote in 2 minutes');
    await expect(warning(page).getByRole('button', { name: warningText.continue })).toBeFocused();
    await expectNoViolations(page, 'the time-out warning');
    await page.clock.fastForward('00:30');
    // Half a minute on, less the moments the checks above took in real time.
    await expect(warning(page)).toContainText(/1 minute (30|[12]\d|\d) seconds?/);

    await page.keyboard.press('Enter');
    await expect(warning(page)).toBeHidden();
    await expect(page).toHaveURL(/\/quote\/vehicle-details$/);
    await expect(page.getByLabel('Vehicle registration')).toHaveValue('DL19 CAR');

    // Fifteen quiet minutes from Continue: warned at 13, timed out at 15.
    await page.clock.fastForward('13:00');
    await expect(warning(page)).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/time-out$/);
    await expect(warning(page)).toBeHidden();
    expect(violations).toEqual([]);
  });

  /**
   * The warning's own script (src/session/time-out-warning/time-out-warning.tsx), fetched on its own; fetched
   * again after a failure with a query of its own.
   */
  const WARNING_SCRIPT = /\/assets\/time-out-warning-[^/?]+\.js(\?[^/]*)?$/;

  test('the warning is fetched a minute into the page: a phone offline by the time it is due still shows it', async ({
    page,
    context,
  }) => {
    await onStepOne(page);
    const fetched = page.waitForResponse(WARNING_SCRIPT);
    await page.clock.fastForward('01:00');
    expect((await fetched).ok()).toBe(true);

    await context.setOffline(true);
    await page.clock.fastForward('12:00');
    await expect(warning(page)).toBeVisible();
    await expect(warning(page)).toContainText('we will close your quote in 2 minutes');
    await context.setOffline(false);
  });

  test('a warning whose script cannot be fetched leaves the page as it was, and the time-out still comes', async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (WARNING_SCRIPT.test(request.url())) failed.push(request.url());
    });
    await page.route(WARNING_SCRIPT, (route) => route.abort('internetdisconnected'));
    await onStepOne(page);
    await page.clock.fastForward('01:00');
    await expect.poll(() => failed.length).toBe(1);

    // Due: the page fetches the script again, and fails again.
    await page.clock.fastForward('12:00');
    await expect.poll(() => failed.length).toBe(2);
    // A moment for the page to draw what it has instead (before, the page's error in place of the step).
    await page.waitForTimeout(500);
    await expect(heading(page, TEXT.layout.routeError.heading)).toHaveCount(0);
    await expect(heading(page, 'Vehicle details')).toBeVisible();
    await expect(page.getByLabel('Vehicle registration')).toHaveValue('DL19 CAR');
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/time-out$/);
    await expect(heading(page, TEXT.outcomes.timeOut.heading)).toBeVisible();
  });

  test('Continue in one tab closes the warning in the other', async ({ page, context }) => {
    await onStepOne(page);
    // Playwright's clock is the browser context's: one for both tabs.
    const other = await context.newPage();
    await other.goto('/quote/vehicle-details');
    await expect(
      other.getByRole('heading', { level: 1, name: 'Vehicle details', exact: true }),
    ).toBeVisible();
    // Its idle clock is its app's, which takes over the first screen.
    await takenOver(other);

    await page.clock.fastForward('13:00');
    await expect(warning(page)).toBeVisible();
    await expect(warning(other)).toBeVisible();
    await warning(page).getByRole('button', { name: warningText.continue }).click();
    await expect(warning(page)).toBeHidden();
    await expect(warning(other)).toBeHidden();
    await expect(other).toHaveURL(/\/quote\/vehicle-details$/);
  });

  /** The phone sleeps `minutes`: the wall clock moves on while the page's timers wait, then it is shown again. */
  async function sleepAndWake(page: Page, minutes: number) {
    const now = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(now + minutes * 60_000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  }

  test('a phone asleep past the time-out wakes on the time-out page, not a fresh warning', async ({
    page,
  }) => {
    await onStepOne(page);
    await sleepAndWake(page, 20);
    await expect(page).toHaveURL(/\/time-out$/);
    await expect(warning(page)).toBeHidden();
  });

  test('a phone asleep into the last two minutes wakes on the warning with the time that is left', async ({
    page,
  }) => {
    await onStepOne(page);
    await sleepAndWake(page, 14);
    await expect(warning(page)).toBeVisible();
    await expect(warning(page)).toContainText(
      /we will close your quote in (1 minute|[1-5]?\d seconds)/,
    );
    // Its countdown ends at the deadline, whether or not the page's own timer has run.
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 60_000);
    await expect(page).toHaveURL(/\/time-out$/);
  });
});
