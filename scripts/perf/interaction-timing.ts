/**
 * How quickly the wizard answers the customer in Chromium, with the sandbox at zero latency: Continue to the
 * next step shown, and a typed character shown in its field. Each time runs from the input event to the
 * first frame after the screen has changed.
 */
import type { Browser, Page } from '@playwright/test';
import { TEXT } from '../../machines/core/catalogue';
import { answersUpToTheCover, openWithStored } from '../../e2e/support/stored-journey';

export interface Timings {
  samples: number;
  /** The first one (Continue: the slowest of the steps' first), with a script still to fetch. */
  firstMs?: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export function summarise(times: number[], firstMs?: number): Timings {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    samples: sorted.length,
    ...(firstMs === undefined ? {} : { firstMs: round(firstMs) }),
    medianMs: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/**
 * Clicks the button named `button` and waits until the page's heading is one of `headings` other than `from`,
 * and a frame is drawn; returns the time taken and the heading reached.
 */
function clickUntilHeading(
  page: Page,
  button: string,
  from: string,
  headings: readonly string[],
): Promise<{ ms: number; heading: string }> {
  return page.evaluate(
    async ({ button, from, headings }) => {
      const target = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent.trim() === button,
      );
      if (target === undefined) throw new Error(`No ${button} button`);
      // No named functions in here: the page runs this source as it is, without the bundler's helpers.
      const start = performance.now();
      target.click();
      const heading = await new Promise<string>((resolve) => {
        const observer = new MutationObserver(() => {
          const shown = document.querySelector('h1')?.textContent.trim() ?? '';
          if (shown === from || !headings.includes(shown)) return;
          observer.disconnect();
          resolve(shown);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const shown = document.querySelector('h1')?.textContent.trim() ?? '';
        if (shown !== from && headings.includes(shown)) {
          observer.disconnect();
          resolve(shown);
        }
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return { ms: performance.now() - start, heading };
    },
    { button, from, headings },
  );
}

/**
 * Continue from each step of the wizard to the next one it shows, up to the cover step (whose Continue asks for
 * a price, a call and not a render): `samplesPerStep` times each after the first, going Back between them. The
 * first Continue of each step, which may fetch the next step's script, is left out of the figures; the slowest
 * first one is reported beside them.
 */
export async function timeContinue(browser: Browser, samplesPerStep = 4): Promise<Timings> {
  const stored = await answersUpToTheCover(browser);
  const context = await browser.newContext({ baseURL: originOf() });
  try {
    const page = await context.newPage();
    await openWithStored(page, stored, '/quote/vehicle-details');
    const headings = Object.values(TEXT.wizard.heading);
    const cover = TEXT.wizard.heading.vehicleCover;
    let current: string = TEXT.wizard.heading.vehicleDetails;
    await page.getByRole('heading', { level: 1, name: current }).waitFor();
    const times: number[] = [];
    let slowestFirst = 0;
    while (current !== cover) {
      const first = await clickUntilHeading(page, TEXT.wizard.continue, current, headings);
      slowestFirst = Math.max(slowestFirst, first.ms);
      for (let sample = 0; sample < samplesPerStep; sample += 1) {
        await clickUntilHeading(page, TEXT.wizard.back, first.heading, [current]);
        times.push((await clickUntilHeading(page, TEXT.wizard.continue, current, headings)).ms);
      }
      current = first.heading;
    }
    return summarise(times, slowestFirst);
  } finally {
    await context.close();
  }
}

/** `samples` characters typed into About you's First name, each from keydown to the frame showing it. */
export async function timeTyping(browser: Browser, samples = 20): Promise<Timings> {
  const stored = await answersUpToTheCover(browser);
  const context = await browser.newContext({ baseURL: originOf() });
  try {
    const page = await context.newPage();
    await openWithStored(page, stored, '/quote/about-you');
    const field = page.getByLabel('First name', { exact: true });
    await field.fill('');
    await field.focus();
    await page.evaluate(() => {
      const times: number[] = [];
      (window as unknown as { typingTimes: number[] }).typingTimes = times;
      let start = 0;
      document.addEventListener('keydown', (event) => (start = event.timeStamp), { capture: true });
      document.addEventListener('input', () => {
        const from = start;
        requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - from), 0));
      });
    });
    await page.keyboard.type('Samanthaelizabethjoy'.slice(0, samples).padEnd(samples, 'x'), {
      delay: 60,
    });
    await page.waitForTimeout(200);
    const times = await page.evaluate(
      () => (window as unknown as { typingTimes: number[] }).typingTimes,
    );
    return summarise(times);
  } finally {
    await context.close();
  }
}

/** The app's origin: the e2e helpers read it from E2E_PORT, as Playwright's config sets it. */
export function originOf(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? ''}`;
}
