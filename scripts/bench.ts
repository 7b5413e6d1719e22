/**
 * `npm run bench`: the product's performance figures, written to .bench/report.json and printed. Figures,
 * not tests: nothing here fails on a slow machine (`npm run size` enforces the step-1 budget).
 * - JavaScript and CSS a browser fetches for step 1 (a new visitor) and for results (a priced quote), per file,
 *   gzip and brotli, and where step 1's comes from;
 * - the floor: the libraries the product must use, each used once in an empty page (./perf/floor);
 * - Lighthouse's mobile run on both pages, each figure the median of three runs, with the long tasks of the
 *   run whose blocking time is the median; `npm run bench -- --keep-traces` also writes that run's trace
 *   (.bench/step-one.trace.json, .bench/results.trace.json) for DevTools' Performance panel, and
 *   `npm run bench -- --lighthouse` measures the two pages' weight and Lighthouse alone (about three minutes,
 *   written to .bench/lighthouse.json);
 * - Continue to each next step of the wizard, and a typed character, in Chromium with the sandbox at zero latency;
 * - the journey machine's model paths replayed in Node;
 * - the sandbox generating quotes under load at 10 and 50 connections, on PGlite and, when DATABASE_URL is
 *   set, on PostgreSQL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arch, cpus, platform, totalmem } from 'node:os';
import type { Page } from '@playwright/test';
import { greeting, reachResults } from '../e2e/support/results-page';
import { openWithStored } from '../e2e/support/stored-journey';
import { PERSISTENCE_KEY } from '../machines/session/persistence';
import { root } from './build-if-stale';
import { STEP_ONE_PATH, sizeReport, stepOneShown } from './size';
import { timeContinue, timeTyping } from './perf/interaction-timing';
import { LIGHTHOUSE_RUNS, runLighthouse } from './perf/lighthouse-run';
import { measureLibraryFloor } from './perf/library-floor';
import { measureMachineReplay } from './perf/machine-replay';
import { weighPage } from './perf/page-weight';
import { measureSandboxLoad } from './perf/sandbox-load';
import { withServedApp } from './perf/served-app';

const REPORT_DIR = join(root, '.bench');
const RESULTS_PATH = '/results';
const KEEP_TRACES = process.argv.includes('--keep-traces');
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse');

const log = (line: string) => process.stderr.write(`${line}\n`);

/** Results with the customer's priced quote on screen. */
async function resultsShown(page: Page): Promise<void> {
  await greeting(page).waitFor({ timeout: 30_000 });
}

/** What storage holds for a customer whose quote is priced: every step answered and sent. */
async function storedAtResults(page: Page): Promise<string> {
  await reachResults(page);
  await page.goto('/favicon.svg');
  return page.evaluate((key) => localStorage.getItem(key) ?? '', PERSISTENCE_KEY);
}

async function browserFigures() {
  return withServedApp(async ({ url, browser, sandbox }) => {
    // The e2e helpers that answer the steps find the app through E2E_PORT, as under Playwright.
    process.env.E2E_PORT = String(sandbox.port);
    log('Weighing step 1 and results...');
    const stepOne = sizeReport(
      await weighPage(await browser.newPage(), `${url}${STEP_ONE_PATH}`, stepOneShown),
    );
    const answering = await browser.newContext({ baseURL: url });
    const atResults = await storedAtResults(await answering.newPage());
    await answering.close();
    const resultsContext = await browser.newContext({ baseURL: url });
    const resultsPage = await resultsContext.newPage();
    await openWithStored(resultsPage, atResults, '/favicon.svg');
    const results = await weighPage(resultsPage, `${url}${RESULTS_PATH}`, resultsShown);
    await resultsContext.close();

    log('Lighthouse on step 1 and results, three runs each (about 30 s a run)...');
    const traceAt = (name: string) =>
      KEEP_TRACES ? { keepTraceAt: join(REPORT_DIR, `${name}.trace.json`) } : {};
    const lighthouse = {
      stepOne: await runLighthouse(
        `${url}${STEP_ONE_PATH}`,
        undefined,
        LIGHTHOUSE_RUNS,
        traceAt('step-one'),
      ),
      results: await runLighthouse(
        `${url}${RESULTS_PATH}`,
        atResults,
        LIGHTHOUSE_RUNS,
        traceAt('results'),
      ),
    };
    if (!LIGHTHOUSE_ONLY) log('Timing Continue and typing...');
    const interactions = LIGHTHOUSE_ONLY
      ? undefined
      : {
          continueToNextStep: await timeContinue(browser),
          typingInAField: await timeTyping(browser),
        };
    return {
      pages: {
        stepOne: {
          path: STEP_ONE_PATH,
          ...stepOne.weight,
          bySource: stepOne.bySource,
          budgetBytes: stepOne.budgetBytes,
          goalBytes: stepOne.goalBytes,
        },
        results: { path: RESULTS_PATH, ...results },
      },
      lighthouse,
      interactions,
    };
  });
}

async function main(): Promise<void> {
  const measuredAt = new Date().toISOString();
  mkdirSync(REPORT_DIR, { recursive: true });
  const browser = await browserFigures();
  if (LIGHTHOUSE_ONLY) {
    const file = join(REPORT_DIR, 'lighthouse.json');
    writeFileSync(file, `${JSON.stringify({ measuredAt, ...browser }, null, 2)}\n`);
    console.log(JSON.stringify(browser.lighthouse, null, 2));
    log(`Written to ${file}`);
    return;
  }
  log('Building the library floor...');
  const libraryFloor = await measureLibraryFloor();
  log('Replaying the journey machine paths...');
  const machine = await measureMachineReplay();
  log('Loading the sandbox (PGlite)...');
  const sandboxLoad = [await measureSandboxLoad({})];
  if (process.env.DATABASE_URL) {
    log('Loading the sandbox (PostgreSQL at DATABASE_URL)...');
    sandboxLoad.push(await measureSandboxLoad({ databaseUrl: process.env.DATABASE_URL }));
  }
  const report = {
    measuredAt,
    machine: {
      node: process.version,
      platform: `${platform()} ${arch()}`,
      cpus: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
    },
    ...browser,
    libraryFloor,
    journeyMachine: machine,
    sandboxLoad,
  };
  const file = join(REPORT_DIR, 'report.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  log(`Written to ${file}`);
}

await main();
