import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSandboxApp } from './app';
import { readEnv, sandboxAdminOn, type SandboxEnv } from './config';
import { FaultRegistry } from './faults';
import { clientData } from './routes/payment';
import { seedFixtures, type SeededEntry } from './seed';
import { openDatabase, type Database } from './store/database';
import { migrate } from './store/migrate';

export interface RunningSandbox {
  url: string;
  port: number;
  db: Database;
  faults: FaultRegistry;
  seeded: SeededEntry[];
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Partial<SandboxEnv>;
  staticDir?: string;
  now?: () => Date;
  validateResponses?: boolean;
}

/** Opens the store, migrates and seeds it, and serves the API (and the built app, when given) on one port. */
export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const env = { ...readEnv(), ...options.env };
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrate(db);
  const now = options.now ?? (() => new Date());
  const payments = clientData(env);
  const seeded =
    env.SANDBOX_SEED === '1'
      ? await seedFixtures({ db, now, paymentProvider: payments.provider })
      : [];
  const faults = FaultRegistry.parse(env.SANDBOX_FAIL);
  const app = createSandboxApp({
    db,
    now,
    faults,
    latencyMs: env.SANDBOX_LATENCY_MS,
    validateResponses: options.validateResponses ?? env.SANDBOX_VALIDATE_RESPONSES === '1',
    staticDir: options.staticDir,
    clientData: payments,
    securityHosts: env,
    admin: sandboxAdminOn(env),
    ...(env.SANDBOX_DPA_CLIENT_LIMIT === undefined
      ? {}
      : { dpaClientLimit: env.SANDBOX_DPA_CLIENT_LIMIT }),
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, (error?: Error) => {
      if (error) reject(error);
      else resolve(listening);
    });
  });
  // A client keeps its connection open for its next call (a browser, the tests' API request contexts) and may
  // send on it just as the server closes it for being idle: that call is reset (ECONNRESET). Node closes idle
  // connections after 5 s, a pause between two calls any journey has; after a minute, only a client that has
  // kept a connection idle that long meets the race. Headers may take longer than that, as Node requires.
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${port}`;
  return {
    url,
    port,
    db,
    faults,
    seeded,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await db.close();
    },
  };
}

/** How long the sandbox keeps a client's idle connection open for its next call. */
export const IDLE_CONNECTION_MS = 65_000;

export function printSeeded(url: string, seeded: readonly SeededEntry[]): void {
  console.log(`\nSandbox fixtures (see docs/fixtures.md):`);
  for (const entry of seeded) console.log(`  ${entry.label.padEnd(34)} ${url}${entry.path}`);
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isEntryPoint) {
  const sandbox = await startSandbox();
  console.log(`Sandbox API listening on ${sandbox.url} (${sandbox.db.kind})`);
  // Under `npm run dev` the app is served by Vite, which proxies /api here.
  printSeeded(process.env.APP_URL ?? sandbox.url, sandbox.seeded);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
