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
  exceptionLines,
  exceptionProblems,
} from '../../machines/paths/coverage';
import { pathExceptions } from '../../machines/paths/exceptions';
import { replayThroughViews, viewTraversal } from '../../src/testing/journey-view';

const { paths, coverage: planned } = viewTraversal();
const replayed = emptyCoverage();

/** What no screen offers, each with its reason (machines/paths/exceptions.ts). */
const notOnScreen = pathExceptions.views;

// Each path's replay is a test named as `npm run paths` lists the path, outside any describe block, so its
// JUnit test case (reports/junit/unit.xml) bears that name alone.
it.each(paths.map((path) => [path.name, path] as const))(
  '%s',
  async (_, path) => {
    await replayThroughViews(path, replayed);
  },
  60_000,
);

describe('what the view paths cover', () => {
  it('every state and transition of the journey, or the reason no screen offers it', () => {
    console.info(exceptionLines(notOnScreen).join('\n'));
    const unexplained = (ids: readonly string[], covered: Set<string>) =>
      ids.filter((id) => !covered.has(id) && !(id in notOnScreen));
    expect(unexplained(allStateNodeIds, planned.states.covered)).toEqual([]);
    expect(unexplained(allTransitionIds, planned.transitions.covered)).toEqual([]);
  });

  it('leaves out only what no screen offers, each with its reason', () => {
    expect(exceptionProblems(notOnScreen, planned)).toEqual([]);
  });

  it('was performed on screen: the replays took every branch the paths were chosen to take', () => {
    console.info(`Journey paths through the views: ${paths.length}; ${coverageLine(replayed)}`);
    const missed = (planned: Set<string>, taken: Set<string>) =>
      [...planned].filter((id) => !taken.has(id));
    expect(missed(planned.states.covered, replayed.states.covered)).toEqual([]);
    expect(missed(planned.transitions.covered, replayed.transitions.covered)).toEqual([]);
  });
});
