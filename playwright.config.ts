import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/perf/chromium';
import { freePort } from './scripts/free-port';

// A free port, chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Three workers on a CI machine's two cores: a test waits on its pages about a quarter of its time (a held
  // call answered, a screen redrawn), which a third worker fills; each worker's sandbox faults are its own
  // (`x-sandbox-scope` below). Measured on two cores: the whole suite took 7.2 min with three, 9.0 with two.
  workers: 3,
  // The console's list, JUnit XML for CI dashboards (one test case per test, a journey path's named as
  // `npm run paths -- --browser` lists it) and, off CI, the HTML report.
  reporter: [
    ['list'],
    ['junit', { outputFile: 'reports/junit/browser.xml' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 30_000,
  // Two workers and the server share two cores: a screen may take a moment longer than on a quiet machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The customer who asks for reduced motion: no spinner or skeleton keeps redrawing the page while a call is
    // held, which on two cores without a GPU took a tenth of the browser suite's CPU. The app's spinners and
    // skeletons have reduced-motion rules; the screens are the same apart from their motion.
    reducedMotion: 'reduce',
    // A trace is recorded on a failed test's retry (CI retries once): recording one for every test costs the
    // suite about a third of its time. Locally, `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    // Each worker's pages and sandbox calls share one fault scope (server/faults.ts): the faults a test sets
    // are taken only by its own worker's calls.
    extraHTTPHeaders: { 'x-sandbox-scope': `worker-${process.env.TEST_PARALLEL_INDEX ?? 'main'}` },
    // A returning visitor who has answered the cookie banner; e2e/around-the-journey.spec.ts starts without.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            {
              name: 'cookieConsent',
              value: JSON.stringify({
                version: 1,
                analytics: false,
                marketing: false,
                decidedAt: '2026-01-01T00:00:00.000Z',
              }),
            },
          ],
        },
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: testChromiumPath(),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/v1/ReferenceData/GetTitlesList`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    // The suite plays many customers from one address: the limit on one client's failed checks
    // (server/store/dpa-attempts.ts) would stop it; tests/security/lock-out.test.ts tests the limit itself.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SANDBOX_DPA_CLIENT_LIMIT: '100000',
    },
  },
});
