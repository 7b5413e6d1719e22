/**
 * The journey's model-based paths in Chromium, against the sandbox: generated from the machine through what
 * a customer can do in the browser here, every step done on the page, every service answer produced by the
 * sandbox and every state's screen checked (e2e/support/browser-paths.ts).
 */
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import {
  allStateNodeIds,
  allTransitionIds,
  coverageLine,
  exceptionLines,
  exceptionProblems,
} from '../machines/paths/coverage';
import { pathExceptions } from '../machines/paths/exceptions';
import { walkRequestsFrom } from '../machines/paths/random-walk';
import { BrowserReplay, clearStorageKeepingConsent } from './support/browser-paths';
import { browserTraversal } from './support/browser-path-cache';

/**
 * The generated paths, and the seeded random walks through what Chromium can do (`WALK_SEEDS`, else the
 * fixed ones CI runs): generated once for the run, by the runner as it names the tests, and read by its
 * workers (e2e/support/browser-path-cache.ts).
 */
const { paths, coverage, walks } = browserTraversal(walkRequestsFrom(process.env));

/**
 * One browser context per worker for its paths, each path in a page of its own with the origin's storage as
 * a new visitor's (the cookie choice made): a worker creates one browser context rather than one per path,
 * and its pages share the browser's cache of the app's built files and their compiled code. The paths hold
 * their calls through the browser's own interception (e2e/support/held-calls.ts), which leaves the cache on.
 */
const test = base.extend<{ pathPage: Page }, { pathsContext: BrowserContext }>({
  pathsContext: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const { baseURL, extraHTTPHeaders, storageState, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({
        // The device the project emulates, and the options every test's own context has.
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
        extraHTTPHeaders,
        storageState,
        reducedMotion,
      });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  pathPage: async ({ pathsContext }, provide) => {
    const page = await pathsContext.newPage();
    await provide(page);
    // What the path left in storage goes with it; the cookie choice stays.
    await clearStorageKeepingConsent(page);
    await page.close();
    await pathsContext.clearCookies();
  },
});

// Every path starts a journey of its own, with its own quotes and its worker's own sandbox faults. Each test
// is named exactly as `npm run paths -- --browser` names its path (no describe around it), so a JUnit report's
// test case can be replayed by that name.
test.describe.configure({ mode: 'parallel' });
for (const path of [...paths, ...walks]) {
  test(path.name, async ({ pathPage, request }) => {
    // Joined paths run to 45 steps; a step takes well under a second on two busy cores.
    test.setTimeout(30_000 + 1_500 * path.steps.length);
    await new BrowserReplay(pathPage, request, path).run();
  });
}

/** What the browser cannot reach, each with its reason (machines/paths/exceptions.ts). */
const notInBrowser = pathExceptions.browser;

test('the browser paths reach every state and transition of the journey, or say why not', () => {
  console.info(`Journey paths in the browser: ${paths.length}; ${coverageLine(coverage)}`);
  console.info(exceptionLines(notInBrowser).join('\n'));
  expect(
    exceptionProblems(notInBrowser, coverage),
    'exceptions with no reason, unknown or covered',
  ).toEqual([]);
  const unexplained = (ids: readonly string[], covered: Set<string>) =>
    ids.filter((id) => !covered.has(id) && !(id in notInBrowser));
  expect(
    unexplained(allStateNodeIds, coverage.states.covered),
    'states no browser path reaches, with no exception',
  ).toEqual([]);
  expect(
    unexplained(allTransitionIds, coverage.transitions.covered),
    'transitions no browser path takes, with no exception',
  ).toEqual([]);
});
