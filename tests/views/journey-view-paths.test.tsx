/**
 * The journey's model-based paths, generated from the machine as far as the screens offer each step, replayed
 * through the rendered app: every step performed on screen as a customer would, every state's screen checked
 * (src/testing/journey-view.tsx).
 */
import { describe, expect, it } from 'vitest';
import {
  allStateNodeIds,
  allTransitionIds,
  coverageLine,
  emptyCoverage,
} from '../../machines/paths/coverage';
import { generateJourneyPaths } from '../../machines/paths/journey-paths';
import { offeredByViews, replayThroughViews } from '../../src/testing/journey-view';

const { paths, coverage: planned } = generateJourneyPaths({ offers: offeredByViews });
const replayed = emptyCoverage();

/**
 * The parts of the journey that have screens: the wizard (spec 1) with its quoting wait, address lookup and
 * dialogs, the results page with Buy Now and the thirty-day offer, the card and Direct Debit pages, and the
 * returning visitors' entries (spec 2 §2 to §5).
 */
const hasScreens = (id: string) =>
  /^(flow\.(wizard|quoting|results|thirtyDayQuote|payment|aggregator|restart|reminder|quoteRetrieval)|addressLookup|homeDialog|idle)(\.|:|$)/.test(
    id,
  );

/**
 * Transitions of those parts no screen offers: choosing between several underwritten options (the results
 * page shows the one the rules select).
 */
const notOnScreen = ['flow.results.ready: results.selectOption #1 → (no target)'];

describe('journey paths through the views', () => {
  it.each(paths.map((path) => [path.name, path] as const))(
    '%s',
    async (_, path) => {
      await replayThroughViews(path, replayed);
    },
    60_000,
  );
});

describe('what the view paths cover', () => {
  it('every state and transition of the wizard, results, Buy Now, the thirty-day offer, payment and entries', () => {
    const states = allStateNodeIds.filter(hasScreens);
    const transitions = allTransitionIds.filter(hasScreens);
    expect(states.length).toBeGreaterThan(25);
    expect(transitions.length).toBeGreaterThan(100);
    expect(states.filter((id) => !planned.states.covered.has(id))).toEqual([]);
    expect(transitions.filter((id) => !planned.transitions.covered.has(id))).toEqual(notOnScreen);
  });

  it('was performed on screen: the replays took every branch the paths were chosen to take', () => {
    console.info(`Journey paths through the views: ${paths.length}; ${coverageLine(replayed)}`);
    const missed = (planned: Set<string>, taken: Set<string>) =>
      [...planned].filter((id) => !taken.has(id));
    expect(missed(planned.states.covered, replayed.states.covered)).toEqual([]);
    expect(missed(planned.transitions.covered, replayed.transitions.covered)).toEqual([]);
  });
});
