/**
 * The sandbox in a process of its own, for the load test (./sandbox-load.ts): autocannon in the parent then
 * never shares the server's event loop, as a real client would not. The parent forks this module with the
 * sandbox's settings as JSON in SANDBOX_PROCESS_ENV; it answers with where the sandbox listens and on which
 * store, and stops the sandbox when told to or when the parent goes away.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../server/store/database';
import { startSandbox, type StartOptions } from '../../server/main';

type SandboxEnv = NonNullable<StartOptions['env']>;

interface Listening {
  url: string;
  store: Database['kind'];
}

export interface SandboxProcess extends Listening {
  close(): Promise<void>;
}

const ENV_KEY = 'SANDBOX_PROCESS_ENV';

/** Starts the sandbox in a child process and resolves once it listens. */
export function startSandboxProcess(env: SandboxEnv): Promise<SandboxProcess> {
  // A setting given as undefined is unset in the child too, not taken from this shell (DATABASE_URL, say).
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !(key in env && env[key as keyof SandboxEnv] === undefined),
    ),
  );
  const child = fork(fileURLToPath(import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...inherited, [ENV_KEY]: JSON.stringify(env) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The sandbox process exited (${String(code)})`)));
    child.once('message', (message) => {
      const { url, store } = message as Listening;
      resolve({
        url,
        store,
        async close() {
          child.send('close');
          await exited;
        },
      });
    });
  });
}

async function serve(): Promise<void> {
  const env = JSON.parse(process.env[ENV_KEY] ?? '{}') as SandboxEnv;
  const sandbox = await startSandbox({ env, validateResponses: false });
  const stop = async () => {
    await sandbox.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'close') void stop();
  });
  process.on('disconnect', () => void stop());
  const listening: Listening = { url: sandbox.url, store: sandbox.db.kind };
  process.send?.(listening);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send !== undefined) {
  await serve();
}
