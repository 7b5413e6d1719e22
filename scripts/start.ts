/**
 * `npm start`: builds the app when the build is missing or older than its sources, then serves the
 * built app and the sandbox API on one port (PORT, default 8080) and prints the seeded entry links.
 */
import { buildIfStale, distDir } from './build-if-stale';
import { printSeeded, startSandbox } from '../server/main';

buildIfStale();
const sandbox = await startSandbox({ staticDir: distDir });
console.log(`\nDropCover is running at ${sandbox.url}  (API store: ${sandbox.db.kind})`);
printSeeded(sandbox.url, sandbox.seeded);
console.log('\nPress Ctrl+C to stop.');

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
