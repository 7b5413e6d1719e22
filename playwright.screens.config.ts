/**
 * `npm run screens`: the screenshots in docs/screens/, made anew against the sandbox in Chromium (e2e/screens/).
 * The same server and browser as the browser tests (playwright.config.ts); one worker, so the pictures are
 * taken in the order the script lists them.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'e2e/screens',
  testMatch: '*.screens.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
});
