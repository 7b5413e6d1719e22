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

/** The wizard's part of the journey (spec 1): its steps, the quoting wait, the address lookup, the dialogs. */
const isWizardPart = (id: string) =>
  /^(flow\.(wizard|quoting)|addressLookup|homeDialog|idle)(\.|:|$)/.test(id);

/** Reached only from a screen of a later part of the journey: the results page's 'Change' link. */
const fromLaterScreens = ['flow.quoting.deciding: always #1 [canReuseQuote] → flow.results'];

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
  it('every state and transition of the wizard, the quoting wait, the address lookup and the dialogs', () => {
    const states = allStateNodeIds.filter(isWizardPart);
    const transitions = allTransitionIds.filter(isWizardPart);
    expect(states.length).toBeGreaterThan(15);
    expect(transitions.length).toBeGreaterThan(50);
    expect(states.filter((id) => !planned.states.covered.has(id))).toEqual([]);
    expect(transitions.filter((id) => !planned.transitions.covered.has(id))).toEqual(
      fromLaterScreens,
    );
  });

  it('was performed on screen: the replays took every branch the paths were chosen to take', () => {
    console.info(`Journey paths through the views: ${paths.length}; ${coverageLine(replayed)}`);
    const missed = (planned: Set<string>, taken: Set<string>) =>
      [...planned].filter((id) => !taken.has(id));
    expect(missed(planned.states.covered, replayed.states.covered)).toEqual([]);
    expect(missed(planned.transitions.covered, replayed.transitions.covered)).toEqual([]);
  });
});
