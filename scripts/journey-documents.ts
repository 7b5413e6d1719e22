/**
 * The QA documents generated from the journey's paths: docs/journey-coverage.json, docs/journey-map.md and
 * the table of sandbox answers in docs/fixtures.md. Each is laid out by prettier as `npm run format` would, so
 * formatting the repository never makes them stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  generateJourneyPaths,
  type JourneyPath,
  type Traversal as GeneratedTraversal,
} from '../machines/paths/journey-paths';
import { requirementStatuses, type Layer } from '../machines/paths/requirements';
import { pathExceptions } from '../machines/paths/exceptions';
import { coverageDocument, type JourneyCoverage } from './journey-coverage';
import { journeyMapMarkdown } from './journey-map';
import {
  ANSWERS_END,
  ANSWERS_START,
  sandboxAnswersTable,
  withAnswersTable,
} from './sandbox-answers';

const root = fileURLToPath(new URL('..', import.meta.url));

export const COVERAGE_FILE = 'docs/journey-coverage.json';
export const MAP_FILE = 'docs/journey-map.md';
/** The page that holds the generated table of sandbox answers, beside the fixtures QA teams use. */
export const ANSWERS_FILE = 'docs/fixtures.md';

type Traversal = Pick<GeneratedTraversal, 'paths' | 'coverage'>;

let generated: Promise<Record<Layer, Traversal>> | undefined;

/**
 * Each replay's paths and their planned coverage, generated once for the process: the coverage file, the map
 * and the requirements all read them. The views' and the browser's are kept for their replays
 * (machines/paths/kept-traversal.ts), the browser's through e2e/support/browser-path-cache.ts with the
 * walks the browser suite replays, so `npm run check:paths` leaves them generated for the browser suite too.
 */
function traversals(): Promise<Record<Layer, Traversal>> {
  generated ??= (async () => {
    const { viewTraversal } = await import('../src/testing/journey-view');
    const { browserTraversal } = await import('../e2e/support/browser-path-cache');
    const { walkRequestsFrom } = await import('../machines/paths/random-walk');
    return {
      machine: generateJourneyPaths(),
      views: viewTraversal(),
      browser: browserTraversal(walkRequestsFrom(process.env)),
    };
  })();
  return generated;
}

/** The paths each replay runs: the machine's own, through the views and in Chromium. */
export async function layerPaths(): Promise<Record<Layer, JourneyPath[]>> {
  const { machine, views, browser } = await traversals();
  return { machine: machine.paths, views: views.paths, browser: browser.paths };
}

/** The planned coverage of the machine's own paths, the view replays and the browser replays. */
export async function journeyCoverage(): Promise<JourneyCoverage> {
  const { machine, views, browser } = await traversals();
  const measured = (traversal: Traversal) => ({
    paths: traversal.paths.length,
    coverage: traversal.coverage,
  });
  return {
    machine: { ...measured(machine), exceptions: {} },
    views: { ...measured(views), exceptions: pathExceptions.views },
    browser: { ...measured(browser), exceptions: pathExceptions.browser },
  };
}

async function formatted(file: string, text: string): Promise<string> {
  const options = await resolveConfig(`${root}${file}`);
  return format(text, { ...options, filepath: `${root}${file}` });
}

async function answersTable(): Promise<string> {
  const { producers } = await import('../e2e/support/browser-paths');
  // The table is laid out on its own, as it is within its page.
  return formatted(ANSWERS_FILE, sandboxAnswersTable(producers));
}

/** Each generated file's path and its text: the coverage only, or the coverage, the map and the fixtures page. */
async function documents(
  coverage: JourneyCoverage,
  which: 'coverage' | 'all',
): Promise<Map<string, string>> {
  const files = new Map([
    [COVERAGE_FILE, await formatted(COVERAGE_FILE, coverageDocument(coverage))],
  ]);
  if (which === 'coverage') return files;
  const requirements = requirementStatuses(await layerPaths());
  const map = journeyMapMarkdown({ coverage, exceptions: pathExceptions, requirements });
  files.set(MAP_FILE, await formatted(MAP_FILE, map));
  const answersPage = await readFile(`${root}${ANSWERS_FILE}`, 'utf8');
  files.set(ANSWERS_FILE, withAnswersTable(answersPage, await answersTable()));
  return files;
}

export async function writeDocuments(
  coverage: JourneyCoverage,
  which: 'coverage' | 'all',
): Promise<string[]> {
  const files = await documents(coverage, which);
  for (const [file, text] of files) await writeFile(`${root}${file}`, text);
  return [...files.keys()];
}

const readOrEmpty = (file: string) => readFile(`${root}${file}`, 'utf8').catch(() => '');

/** The part of docs/fixtures.md generated here: its sandbox answers block. */
const answersBlock = (readme: string) =>
  readme.slice(readme.indexOf(ANSWERS_START), readme.indexOf(ANSWERS_END));

/** A message for each generated file that differs from the committed one; none when all are up to date. */
export async function checkDocuments(coverage: JourneyCoverage): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, expected] of await documents(coverage, 'all')) {
    const actual = await readOrEmpty(file);
    const same =
      file === ANSWERS_FILE ? answersBlock(actual) === answersBlock(expected) : actual === expected;
    if (!same)
      stale.push(
        file === ANSWERS_FILE
          ? `${file}'s table of sandbox answers is out of date: run npm run paths -- --map`
          : `${file} is out of date: run npm run paths -- --map`,
      );
  }
  return stale;
}
