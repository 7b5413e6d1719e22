/**
 * The journey's model-based paths for QA: `npm run paths` lists every path (its name, events and the states
 * it passes) and the state and transition coverage; `npm run paths -- --replay NAME` replays one path on the
 * machine and prints each state it reaches. With `--browser`, the same for the paths Chromium replays
 * (e2e/journey-paths.spec.ts).
 *
 * `--coverage` writes the coverage of all three replays (machine, views, browser) to
 * docs/journey-coverage.json and prints it; `--map` also writes docs/journey-map.md and docs/fixtures.md's table of
 * sandbox answers; `--map --check` (`npm run check:paths`) writes nothing and fails when any of them is out
 * of date.
 *
 * `--requirements` prints, by section of the spec, each requirement of docs/rules.md, the paths that prove it
 * and which replays run them (machines/paths/requirements.ts), or why no state or transition carries it; it
 * fails when one has neither.
 *
 * `--walk --seed N --length L` makes the seeded random walk of machines/paths/random-walk.ts (with `--browser`,
 * through what Chromium can do), lists it as a path and replays it on the machine; the browser replays the
 * same walk by its seed (`WALK_SEEDS=N WALK_LENGTH=L npm run test:paths -- --grep "walk seed N "`).
 */
import { coverageLine, emptyCoverage, exceptionLines, uncovered } from '../machines/paths/coverage';
import { pathExceptions } from '../machines/paths/exceptions';
import { generateJourneyPaths, stateText, type JourneyPath } from '../machines/paths/journey-paths';
import { outcomeNamed, isActorOutcomeEvent } from '../machines/paths/outcomes';
import {
  DEFAULT_WALK_LENGTH,
  seededWalk,
  walkName,
  wholeNumber,
  type WalkRequest,
} from '../machines/paths/random-walk';
import { replayPath } from '../machines/paths/replay';
import { coverageTable } from './journey-coverage';
import {
  requirementLines,
  requirementProblems,
  requirementStatuses,
} from '../machines/paths/requirements';
import { checkDocuments, journeyCoverage, layerPaths, writeDocuments } from './journey-documents';

function describePath(path: JourneyPath): string {
  const events = path.steps.map((step) => step.label).join(' → ');
  const states = [stateText(path.initial), ...path.steps.map((step) => stateText(step.value))];
  return `${path.name}: ${events} | states: ${states.join(' → ')}`;
}

async function list(paths: JourneyPath[], { complete }: { complete: boolean }): Promise<void> {
  for (const path of paths) console.log(describePath(path));
  const coverage = emptyCoverage();
  for (const path of paths) await replayPath(path, { coverage });
  console.log(`\n${paths.length} paths`);
  for (const id of uncovered(coverage.states)) console.log(`not covered: state ${id}`);
  for (const id of uncovered(coverage.transitions)) console.log(`not covered: transition ${id}`);
  console.log(coverageLine(coverage));
  if (!complete) console.log(exceptionLines(pathExceptions.browser).join('\n'));
  // Only the machine's own paths must cover everything; the browser's stop where its screens do.
  if (complete && uncovered(coverage.states).length + uncovered(coverage.transitions).length > 0)
    process.exitCode = 1;
}

async function replay(paths: JourneyPath[], name: string): Promise<void> {
  const path = paths.find((candidate) => candidate.name === name);
  if (!path) {
    const near = paths.filter((candidate) => candidate.name.includes(name)).map((p) => p.name);
    console.error(
      `No path is named "${name}".${near.length ? ` Did you mean:\n  ${near.join('\n  ')}` : ''}`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`Replaying "${path.name}" on the journey machine`);
  await replayPath(path, {
    onState: (snapshot, step) => {
      const state = `${stateText(snapshot.value)}  ${snapshot.context.location.path || '(no route yet)'}`;
      if (!step) {
        console.log(`  start-up → ${state}`);
        return;
      }
      const fixture = isActorOutcomeEvent(step.event) ? outcomeNamed(step.label).fixture : null;
      const matches = snapshot.matches(step.value) ? '' : `  (expected ${stateText(step.value)})`;
      console.log(`  ${step.label}${fixture ? ` [sandbox: ${fixture}]` : ''} → ${state}${matches}`);
      if (matches) process.exitCode = 1;
    },
  });
}

/** The whole number after `flag`, or `fallback` when the flag is not given. */
function numberArg(args: readonly string[], flag: string, fallback: number): number {
  const at = args.indexOf(flag);
  if (at < 0) return fallback;
  try {
    return wholeNumber(args[at + 1] ?? '', flag);
  } catch (error) {
    console.error(`${(error as Error).message}, e.g. ${flag} 7`);
    process.exit(1);
  }
}

async function randomWalk(paths: JourneyPath[], request: WalkRequest, browser: boolean) {
  const browserPaths = browser ? await import('../e2e/support/browser-paths') : null;
  const walked = seededWalk(request, {
    paths,
    offers: browserPaths?.browserPathOptions.offers,
    allows: browserPaths?.browserWalkAllows,
  });
  console.log(describePath(walked));
  await replay([walked], walkName(request));
  console.log(
    browser
      ? `\nIn Chromium: WALK_SEEDS=${String(request.seed)} WALK_LENGTH=${String(request.length)} npm run test:paths -- --grep "${walked.name}$"`
      : `\nAdd --browser for the walk Chromium can replay.`,
  );
}

async function requirements(): Promise<void> {
  const statuses = requirementStatuses(await layerPaths());
  for (const line of requirementLines(statuses)) console.log(line);
  const carried = statuses.filter((status) => status.reason === null && status.proofs.length > 0);
  const reasoned = statuses.filter((status) => status.reason !== null);
  console.log(
    `\n${String(statuses.length)} requirements: ${String(carried.length)} proven by paths, ${String(reasoned.length)} off the chart with their reason`,
  );
  const problems = requirementProblems(statuses);
  for (const problem of problems) console.error(`problem: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

const args = process.argv.slice(2);
if (args.includes('--requirements')) {
  await requirements();
} else if (args.includes('--map') || args.includes('--coverage')) {
  const coverage = await journeyCoverage();
  const only = args.includes('--map') ? 'all' : 'coverage';
  console.log(coverageTable(coverage));
  if (args.includes('--check')) {
    const stale = await checkDocuments(coverage);
    for (const problem of stale) console.error(problem);
    if (stale.length > 0) process.exitCode = 1;
    else
      console.log(
        'docs/journey-map.md, docs/journey-coverage.json and docs/fixtures.md are up to date',
      );
  } else {
    for (const file of await writeDocuments(coverage, only)) console.log(`wrote ${file}`);
  }
} else {
  // --browser: the paths e2e/journey-paths.spec.ts replays in Chromium, through what a customer can do there.
  const browser = args.includes('--browser');
  const { paths } = browser
    ? generateJourneyPaths((await import('../e2e/support/browser-paths')).browserPathOptions)
    : generateJourneyPaths();
  const replayAt = args.indexOf('--replay');
  if (args.includes('--walk')) {
    const request = {
      seed: numberArg(args, '--seed', 1),
      length: numberArg(args, '--length', DEFAULT_WALK_LENGTH),
    };
    await randomWalk(paths, request, browser);
  } else if (replayAt >= 0) {
    const name = args
      .slice(replayAt + 1)
      .filter((arg) => arg !== '--browser')
      .join(' ');
    if (!name) {
      console.error('Usage: npm run paths -- --replay NAME');
      process.exitCode = 1;
    } else await replay(paths, name);
  } else await list(paths, { complete: !browser });
}
