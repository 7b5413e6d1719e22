import { existsSync } from 'node:fs';

/**
 * The system Chromium, headless, with the flags this closed network needs (no sandbox as root, no calls home):
 * the browser tests (playwright.config.ts) and the performance scripts launch it alike.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The whole browser, headless: what the performance scripts (`npm run size`, `npm run bench`) measure with. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: Chromium's headless shell when it is installed (Debian: `apt-get install -y
 * chromium-headless-shell`), else the whole browser. The shell is the same engine without the browser's own
 * windowing and services around it: the browser suite takes about a fifth less CPU in it on two cores.
 * `TEST_CHROMIUM_PATH` names another.
 */
export const testChromiumPath = (): string =>
  process.env.TEST_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());
