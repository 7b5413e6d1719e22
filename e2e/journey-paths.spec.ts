/**
 * The journey's model-based paths in Chromium, against the sandbox: generated from the machine through what
 * a customer can do in the browser here, every step done on the page, every service answer produced by the
 * sandbox and every state's screen checked (e2e/support/browser-paths.ts).
 */
import { expect, test } from '@playwright/test';
import {
  allStateNodeIds,
  allTransitionIds,
  coverageLine,
  exceptionLines,
  exceptionProblems,
} from '../machines/paths/coverage';
import { pathExceptions } from '../machines/paths/exceptions';
import { generateJourneyPaths } from '../machines/paths/journey-paths';
import { BrowserReplay, offeredInBrowser } from './support/browser-paths';

const { paths } = generateJourneyPaths({ offers: offeredInBrowser });

test.describe('journey paths in the browser', () => {
  // Every path starts a journey of its own, with its own quotes and its worker's own sandbox faults.
  test.describe.configure({ mode: 'parallel' });
  for (const path of paths) {
    test(path.name, async ({ page, request }) => {
      test.setTimeout(60_000);
      await new BrowserReplay(page, request, path).run();
    });
  }
});

/** What the browser cannot reach, each with its reason (machines/paths/exceptions.ts). */
const notInBrowser = pathExceptions.browser;

test('the browser paths reach every state and transition of the journey, or say why not', () => {
  const { coverage } = generateJourneyPaths({ offers: offeredInBrowser });
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
