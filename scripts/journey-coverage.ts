/**
 * The coverage of the journey's three replays, as docs/journey-coverage.json records it and
 * `npm run paths -- --coverage` prints it: the machine's own paths, the view paths and the browser paths,
 * each measured by what its generated paths plan to cover (the coverage the tests assert).
 */
import {
  allStateNodeIds,
  allTransitionIds,
  coveredTotal,
  percentCovered,
  uncovered,
  type Coverage,
} from '../machines/paths/coverage';

export const REPLAYS = ['machine', 'views', 'browser'] as const;
export type ReplayName = (typeof REPLAYS)[number];

export interface ReplayCoverage {
  paths: number;
  coverage: Coverage;
  /** What this replay's screens cannot reach, with the reasons (machines/paths/exceptions.ts). */
  exceptions: Readonly<Record<string, string>>;
}

export type JourneyCoverage = Record<ReplayName, ReplayCoverage>;

const REPLAY_TITLES: Record<ReplayName, string> = {
  machine: 'machine paths (npm run paths)',
  views: 'view replays (tests/views/journey-view-paths.test.tsx)',
  browser: 'browser replays (e2e/journey-paths.spec.ts)',
};

/** The share replayed, or left out with a reason written beside it (machines/paths/exceptions.ts). */
function explainedPercent(part: Coverage['states'], exceptions: Readonly<Record<string, string>>) {
  const explained = uncovered(part).filter((id) => (exceptions[id] ?? '').trim() !== '').length;
  const total = part.total.length;
  return total === 0 ? 100 : Math.round(((coveredTotal(part) + explained) / total) * 1000) / 10;
}

const partReport = (part: Coverage['states'], exceptions: Readonly<Record<string, string>>) => ({
  covered: coveredTotal(part),
  total: part.total.length,
  percent: percentCovered(part),
  coveredOrExplainedPercent: explainedPercent(part, exceptions),
  uncovered: uncovered(part),
});

const kindOf = (id: string) => (allStateNodeIds.includes(id) ? 'state' : 'transition');

function replayReport(name: ReplayName, replay: ReplayCoverage) {
  return {
    replay: REPLAY_TITLES[name],
    paths: replay.paths,
    states: partReport(replay.coverage.states, replay.exceptions),
    transitions: partReport(replay.coverage.transitions, replay.exceptions),
    exceptions: Object.entries(replay.exceptions).map(([id, reason]) => ({
      id,
      kind: kindOf(id),
      reason,
    })),
  };
}

/** The JSON document, keys in a fixed order. */
export function coverageDocument(replays: JourneyCoverage): string {
  const document = {
    about:
      'State and transition coverage of the journey paths, as generated for each replay: percent is what the replay takes, coveredOrExplainedPercent adds what it leaves out with the reason written in machines/paths/exceptions.ts. Regenerate with npm run paths -- --map; npm run check:paths fails when this file is out of date.',
    states: allStateNodeIds.length,
    transitions: allTransitionIds.length,
    replays: Object.fromEntries(REPLAYS.map((name) => [name, replayReport(name, replays[name])])),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** A short table for the terminal: one row per replay. */
export function coverageTable(replays: JourneyCoverage): string {
  const rows = REPLAYS.map((name) => {
    const { paths, coverage, exceptions } = replays[name];
    const part = (of: Coverage['states']) =>
      `${percentCovered(of)}% (${coveredTotal(of)}/${of.total.length}; ${explainedPercent(of, exceptions)}% with reasons)`;
    return [
      name,
      String(paths),
      part(coverage.states),
      part(coverage.transitions),
      String(Object.keys(exceptions).length),
    ];
  });
  const table = [['replay', 'paths', 'states', 'transitions', 'exceptions'], ...rows];
  const widths = table[0]?.map((_, column) =>
    Math.max(...table.map((row) => row[column]?.length ?? 0)),
  );
  return table
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
