/**
 * Generated journey paths kept between processes. Generating a replay's paths takes ten seconds or more of a
 * core, and `npm test` needs each replay's more than once: `npm run check:paths` generates them for the
 * documents, then the view replay (Vitest) and the browser replay (Playwright's runner and each worker) need
 * them again. The first process to generate them writes them, with their coverage, under node_modules/.cache;
 * the others read them. The file is named by what was asked for and a digest of every source the paths can
 * depend on (the chart, the path tooling, the replays' offers and the sandbox's fixtures), so a change to any
 * of them generates them afresh.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyCoverage, type Coverage } from './coverage';
import { pathsFromJson, pathsToJson } from './path-json';
import type { JourneyPath } from './path-types';

export interface KeptTraversal {
  paths: JourneyPath[];
  coverage: Coverage;
  /** The seeded random walks made over the paths, where the replay asks for some (machines/paths/random-walk.ts). */
  walks: JourneyPath[];
}

/** The folders whose sources the generated paths can depend on. */
const SOURCES = ['machines', 'shared', 'e2e', 'src', 'server', 'openapi'];
const CACHE_DIR = join('node_modules', '.cache', 'journey-paths');

/** The traversal `make` generates, kept as `name` for the same `request` and sources. */
export function keptTraversal(
  name: string,
  request: unknown,
  make: () => KeptTraversal,
): KeptTraversal {
  const file = join(CACHE_DIR, `${name}-${sourceDigest(request)}.json`);
  const kept = readKept(file);
  if (kept) return kept;
  const made = make();
  keep(file, made);
  return made;
}

function sourceDigest(request: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(request ?? null));
  for (const dir of SOURCES) {
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|json|yaml)$/.test(file))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function readKept(file: string): KeptTraversal | null {
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

function keep(file: string, traversal: KeptTraversal): void {
  const text = pathsToJson({
    paths: traversal.paths,
    coverage: {
      states: [...traversal.coverage.states.covered],
      transitions: [...traversal.coverage.transitions.covered],
    },
    walks: traversal.walks,
  });
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole and then renamed: a process reading at the same moment finds the file complete or not at all.
  const partial = `${file}.${String(process.pid)}`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}
