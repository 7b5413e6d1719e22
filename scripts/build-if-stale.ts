/** Builds the app (vite build) when dist/ is missing or older than any of its sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../', import.meta.url));
export const distDir = join(root, 'dist');
const distIndex = join(distDir, 'index.html');
const sources = [
  'src',
  'machines',
  'shared',
  'scripts/vite',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path).map((name) => newestModification(join(path, name))),
  );
}

/**
 * Vite warns that its config could not be loaded by Node's own TypeScript loader (`configLoader: 'native'`, Node
 * 22.18 and later), a default planned for a later major: on Node 20 the config is bundled, as it must be, and the
 * warning says nothing a user can act on. Every script that loads the config sets this (package.json).
 */
const QUIET_CONFIG_LOADER = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

/** Progress goes to `log` (stderr when the caller prints a report on stdout). */
export function buildIfStale(log: (line: string) => void = console.log): void {
  const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestModification(join(root, source))));
  if (builtAt > changedAt) return;
  log(builtAt ? 'Sources changed since the last build: rebuilding...' : 'Building the app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, ...QUIET_CONFIG_LOADER },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
