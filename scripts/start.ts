/**
 * `npm start`: builds the app when the build is missing or older than its sources, then serves the
 * built app and the sandbox API on one port (PORT, default 8080) and prints the seeded entry links.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSeeded, startSandbox } from '../server/main';

const root = fileURLToPath(new URL('../', import.meta.url));
const distIndex = join(root, 'dist', 'index.html');
const sources = ['src', 'machines', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path).map((name) => newestModification(join(path, name))),
  );
}

function buildIfStale(): void {
  const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestModification(join(root, source))));
  if (builtAt > changedAt) return;
  console.log(
    builtAt ? 'Sources changed since the last build: rebuilding...' : 'Building the app...',
  );
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfStale();
const sandbox = await startSandbox({ staticDir: join(root, 'dist') });
console.log(`\nDropCover is running at ${sandbox.url}  (API store: ${sandbox.db.kind})`);
printSeeded(sandbox.url, sandbox.seeded);
console.log('\nPress Ctrl+C to stop.');

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
