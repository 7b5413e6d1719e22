import { describe, expect, it } from 'vitest';
import {
  allStateNodeIds,
  allTransitionIds,
  emptyCoverage,
  exceptionLines,
  exceptionProblems,
} from '../machines/paths/coverage';
import { coverageDocument, coverageTable, type JourneyCoverage } from './journey-coverage';

const [state = '', otherState = ''] = allStateNodeIds.slice(2);
const [transition = ''] = allTransitionIds;

function replays(): JourneyCoverage {
  const browser = emptyCoverage();
  browser.states.covered.add(otherState);
  browser.states.covered.add(state);
  browser.transitions.covered.add(transition);
  return {
    machine: { paths: 2, coverage: emptyCoverage(), exceptions: {} },
    views: { paths: 1, coverage: emptyCoverage(), exceptions: { [transition]: 'no screen' } },
    browser: { paths: 1, coverage: browser, exceptions: {} },
  };
}

describe('exceptions', () => {
  it('are accepted with a reason, for an id the replay leaves uncovered', () => {
    expect(
      exceptionProblems({ [state]: 'no screen', [transition]: 'no control' }, emptyCoverage()),
    ).toEqual([]);
  });

  it('are refused with an empty reason, an unknown id or an id the replay covers', () => {
    const coverage = emptyCoverage();
    coverage.states.covered.add(state);
    expect(
      exceptionProblems(
        { [otherState]: ' ', 'flow.nowhere': 'gone', [state]: 'no screen' },
        coverage,
      ),
    ).toEqual([
      `${otherState}: the exception has no reason`,
      'flow.nowhere: no state or transition of the journey has this id',
      `${state}: the replay covers this state`,
    ]);
  });

  it('are printed as a count, then each with its reason', () => {
    expect(exceptionLines({ [state]: 'no screen' })).toEqual([
      'exceptions: 1',
      `  ${state}: no screen`,
    ]);
  });
});

describe('the coverage document', () => {
  it('lists each replay in a fixed order, ids in the machine’s order whatever order they were seen in', () => {
    const document = JSON.parse(coverageDocument(replays())) as {
      replays: Record<
        string,
        {
          states: { covered: number; uncovered: string[] };
          transitions: unknown;
          exceptions: unknown[];
        }
      >;
    };
    expect(Object.keys(document)).toEqual(['about', 'states', 'transitions', 'replays']);
    expect(Object.keys(document.replays)).toEqual(['machine', 'views', 'browser']);
    expect(Object.keys(document.replays.browser ?? {})).toEqual([
      'replay',
      'paths',
      'states',
      'transitions',
      'exceptions',
    ]);
    expect(document.replays.browser?.states.covered).toBe(2);
    expect(document.replays.views?.transitions).toMatchObject({
      covered: 0,
      percent: 0,
      coveredOrExplainedPercent: Math.round((1 / allTransitionIds.length) * 1000) / 10,
    });
    expect(document.replays.views?.exceptions).toEqual([
      { id: transition, kind: 'transition', reason: 'no screen' },
    ]);
    expect(document.replays.machine?.states.uncovered).toEqual(allStateNodeIds);
  });

  it('prints a row per replay', () => {
    const rows = coverageTable(replays()).split('\n');
    expect(rows.map((row) => row.split(/\s+/)[0])).toEqual([
      'replay',
      'machine',
      'views',
      'browser',
    ]);
  });
});
