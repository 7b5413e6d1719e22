/**
 * The browser's journey paths, generated once for a run of the browser suite. Playwright loads
 * e2e/journey-paths.spec.ts in its runner, to name the tests, and again in each worker, and generating the
 * paths takes about twelve seconds of a core each time. The first process to need them writes them, with
 * their coverage, under node_modules/.cache; the others read them. The file is named by a digest of every
 * source the paths can depend on (the chart, the path tooling, the browser's offers and the sandbox's
 * fixtures), so a change to any of them generates them afresh.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyCoverage, type Coverage } from '../../machines/paths/coverage';
import { generateJourneyPaths, type JourneyPath } from '../../machines/paths/journey-paths';
import { pathsFromJson, pathsToJson } from '../../machines/paths/path-json';
import { seededWalk, type WalkRequest } from '../../machines/paths/random-walk';
import { browserPathOptions, browserWalkAllows } from './browser-paths';

export interface BrowserTraversal {
  paths: JourneyPath[];
  coverage: Coverage;
  /** The seeded random walks asked for, made over the generated paths (machines/paths/random-walk.ts). */
  walks: JourneyPath[];
}

/** The folders whose sources the generated paths can depend on. */
const SOURCES = ['machines', 'shared', 'e2e', 'src', 'server', 'openapi'];
const CACHE_DIR = join('node_modules', '.cache', 'journey-paths');

/**
 * The browser's paths and the walks of `walkRequests`. A walk is made with the generated paths themselves (it
 * names its steps by their events), so the walks are kept with them, and the file is named by the walks asked
 * for as well as by the sources.
 */
export function browserTraversal(walkRequests: readonly WalkRequest[]): BrowserTraversal {
  const file = join(CACHE_DIR, `browser-${sourceDigest(walkRequests)}.json`);
  const kept = readKept(file);
  if (kept) return kept;
  const { paths, coverage } = generateJourneyPaths(browserPathOptions);
  const walks = walkRequests.map((request) =>
    seededWalk(request, { paths, offers: browserPathOptions.offers, allows: browserWalkAllows }),
  );
  keep(file, { paths, coverage, walks });
  return { paths, coverage, walks };
}

function sourceDigest(walkRequests: readonly WalkRequest[]): string {
  const hash = createHash('sha256').update(JSON.stringify(walkRequests));
  for (const dir of SOURCES) {
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|json|yaml)$/.test(file))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function readKept(file: string): BrowserTraversal | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const kept = pathsFromJson(text) as {
    paths: JourneyPath[];
    coverage: { states: string[]; transitions: string[] };
    walks: JourneyPath[];
  };
  const coverage = emptyCoverage();
  for (const id of kept.coverage.states) coverage.states.covered.add(id);
  for (const id of kept.coverage.transitions) coverage.transitions.covered.add(id);
  return { paths: kept.paths, coverage, walks: kept.walks };
}

function keep(file: string, traversal: BrowserTraversal): void {
  const text = pathsToJson({
    paths: traversal.paths,
    coverage: {
      states: [...traversal.coverage.states.covered],
      transitions: [...traversal.coverage.transitions.covered],
    },
    walks: traversal.walks,
  });
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole and then renamed: a worker reading at the same moment finds the file complete or not at all.
  const partial = `${file}.${String(process.pid)}`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}
