/**
 * The stores an attack is tried against: the embedded PGlite (one sandbox, as `npm start` runs it) and, where
 * `TEST_DATABASE_URL` names a PostgreSQL server (CI), two sandboxes sharing one schema on it, each with its
 * own connection pool and its own memory, as two processes behind a load balancer are.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { SandboxEnv } from '../../server/config';
import { startSandbox, type RunningSandbox } from '../../server/main';
import { openDatabase } from '../../server/store/database';
import type { SandboxUnderTest } from '../../server/testing/sandbox';
import { callSandbox, newVisitor, type CallOptions, type Reply } from '../../server/testing/http';

export interface Attacked {
  /** The sandboxes under attack: one on PGlite, two sharing PostgreSQL. */
  instances(): RunningSandbox[];
  /** Instance `at` (round robin) as the server tests' helpers take a sandbox (server/testing/sandbox.ts). */
  at(at: number): SandboxUnderTest;
  /**
   * A call to instance `at` (round robin over the instances when given a request number), as the suite's
   * one visitor (its cookies kept across calls and instances) unless the options name another or none.
   */
  call(
    at: number,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options?: CallOptions,
  ): Promise<Reply>;
}

export interface StoreTarget {
  name: string;
  /** Starts the target's sandboxes for the suite (in `beforeAll`) and stops them after it. */
  forSuite(env?: Partial<SandboxEnv>, options?: { staticDir?: string }): Attacked;
}

const serverUrl = process.env.TEST_DATABASE_URL;

function attacked(
  start: () => Promise<{ instances: RunningSandbox[]; stop: () => Promise<void> }>,
) {
  let running: { instances: RunningSandbox[]; stop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    running = await start();
  }, 90_000);
  afterAll(async () => {
    await running?.stop();
    running = undefined;
  });
  const instances = () => {
    if (!running) throw new Error('The sandboxes are not running: call them inside a test or hook');
    return running.instances;
  };
  const visitor = newVisitor();
  const handle: Attacked = {
    instances,
    call(at, method, path, options = {}) {
      const all = instances();
      const target = all[at % all.length];
      if (!target) throw new Error('No sandbox');
      return callSandbox(target.url, method, path, { visitor, ...options });
    },
    at(at) {
      return {
        running: () => {
          const all = instances();
          const target = all[at % all.length];
          if (!target) throw new Error('No sandbox');
          return target;
        },
        call: async (method, path, options) => {
          const { status, body } = await handle.call(at, method, path, options);
          return { status, body };
        },
      };
    },
  };
  return handle;
}

const base = { PORT: 0, HOST: '127.0.0.1', SANDBOX_SEED: '1' } as const;

export const storeTargets: StoreTarget[] = [
  {
    name: 'PGlite',
    forSuite: (env = {}, options = {}) =>
      attacked(async () => {
        const one = await startSandbox({
          env: { ...base, DATA_DIR: 'memory://', ...env },
          validateResponses: true,
          staticDir: options.staticDir,
        });
        return { instances: [one], stop: () => one.close() };
      }),
  },
];

if (serverUrl) {
  storeTargets.push({
    name: 'PostgreSQL, two sandboxes',
    forSuite: (env = {}, options = {}) =>
      attacked(async () => {
        // A schema of the suite's own on the shared server, so runs never see each other's rows.
        const schema = `security_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
        const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
        await admin.exec(`create schema ${schema}`);
        await admin.close();
        const searchPath = encodeURIComponent(`-c search_path=${schema}`);
        const DATABASE_URL = `${serverUrl}${serverUrl.includes('?') ? '&' : '?'}options=${searchPath}`;
        // The first seeds the fixtures; the second starts on the seeded store, as a second process would.
        const first = await startSandbox({
          env: { ...base, DATA_DIR: '', DATABASE_URL, ...env },
          validateResponses: true,
          staticDir: options.staticDir,
        });
        const second = await startSandbox({
          env: { ...base, DATA_DIR: '', DATABASE_URL, SANDBOX_SEED: '0', ...env },
          validateResponses: true,
          staticDir: options.staticDir,
        });
        return {
          instances: [first, second],
          async stop() {
            await Promise.all([first.close(), second.close()]);
            const cleanup = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
            await cleanup.exec(`drop schema if exists ${schema} cascade`);
            await cleanup.close();
          },
        };
      }),
  });
}
