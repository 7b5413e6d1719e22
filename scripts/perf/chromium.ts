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

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
