/**
 * How much quote generation the sandbox API sustains: the sandbox started in-process on a loopback port with
 * a throw-away store (PGlite in memory, or PostgreSQL when a DATABASE_URL is given), then autocannon posting
 * the same full risk to GenerateNewPrivateCarQuote, at each number of concurrent connections in turn, after
 * an untimed warm-up. Every request creates, prices and stores a new quote under a fresh reference, so one
 * body serves them all. The sandbox runs in a process of its own (./sandbox-process.ts), so autocannon never
 * shares its event loop; on a two-core machine the two processes take a core each.
 */
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../server/store/database';
import { startSandboxProcess } from './sandbox-process';
import { brand } from '../../src/app/config/brand';
import { aQuote } from '../../tests/support/factories';

export interface SandboxLoadOptions {
  /**
   * A postgres:// URL: the store runs on that server instead of an in-memory PGlite (migrated there, and
   * keeping a quote row per request). Without it PGlite is used, whatever DATABASE_URL the shell sets.
   */
  databaseUrl?: string;
  /** Length of each load run (default 10). */
  durationSeconds?: number;
  /** Concurrent connections of each load run, one run per entry (default [10, 50]). */
  connections?: number[];
}

export interface SandboxLoadRun {
  connections: number;
  /** Mean completed requests per second over the run. */
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** Answers with a status outside 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers received in the run. */
  requests: number;
}

export interface SandboxLoadReport {
  store: Database['kind'];
  /** The operation measured, as `<METHOD> <path>`. */
  operation: string;
  runs: SandboxLoadRun[];
}

const METHOD = 'POST';
const PATH = '/api/v2/Quote/GenerateNewPrivateCarQuote';
const DEFAULT_DURATION_SECONDS = 10;
const DEFAULT_CONNECTIONS = [10, 50];
/** Requests sent before the measured runs, so the first run is not the one that pays for JIT compilation. */
const WARM_UP_REQUESTS = 1000;
const WARM_UP_CONNECTIONS = 10;

/** The headers the app's quote client sends (src/api/middleware.ts). */
const HEADERS = {
  'X-Tenant': brand.tenantId,
  'x-product': brand.productHeader,
  Accept: 'application/json',
  'Content-Type': 'application/json-patch+json',
};

const round = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** Sends the body once and fails unless the sandbox prices it (a 2xx). */
async function checkBody(url: string, body: string): Promise<void> {
  const response = await fetch(url, { method: METHOD, headers: HEADERS, body });
  if (response.status >= 200 && response.status < 300) {
    await response.arrayBuffer();
    return;
  }
  const answer = await response.text();
  throw new Error(
    `${METHOD} ${PATH} answered ${response.status} to the load body, not a 2xx: ${answer.slice(0, 500)}`,
  );
}

async function warmUp(url: string, body: string): Promise<void> {
  await autocannon({
    url,
    method: METHOD,
    headers: HEADERS,
    body,
    connections: WARM_UP_CONNECTIONS,
    amount: WARM_UP_REQUESTS,
  });
}

async function loadRun(
  url: string,
  body: string,
  connections: number,
  durationSeconds: number,
): Promise<SandboxLoadRun> {
  const result = await autocannon({
    url,
    method: METHOD,
    headers: HEADERS,
    body,
    connections,
    duration: durationSeconds,
  });
  return {
    connections,
    requestsPerSecond: round(result.requests.mean, 1),
    latencyMs: { p50: round(result.latency.p50, 1), p99: round(result.latency.p99, 1) },
    non2xx: result.non2xx,
    errors: result.errors,
    requests: result.requests.total,
  };
}

/** Load-tests quote generation on an in-process sandbox and reports throughput and latency per connection count. */
export async function measureSandboxLoad(
  options: SandboxLoadOptions = {},
): Promise<SandboxLoadReport> {
  const durationSeconds = options.durationSeconds ?? DEFAULT_DURATION_SECONDS;
  const connectionCounts = options.connections ?? DEFAULT_CONNECTIONS;
  if (!(durationSeconds > 0))
    throw new Error(`durationSeconds must be positive, got ${durationSeconds}`);
  for (const count of connectionCounts) {
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`connections must be positive whole numbers, got ${count}`);
  }

  const sandbox = await startSandboxProcess({
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    SANDBOX_SEED: '0',
    // Set explicitly so the shell's DATABASE_URL, added latency or faults cannot change what is measured.
    DATABASE_URL: options.databaseUrl,
    SANDBOX_LATENCY_MS: 0,
    SANDBOX_FAIL: undefined,
  });
  try {
    const url = `${sandbox.url}${PATH}`;
    const body = JSON.stringify({ quote: aQuote() });
    await checkBody(url, body);
    await warmUp(url, body);
    const runs: SandboxLoadRun[] = [];
    for (const connections of connectionCounts)
      runs.push(await loadRun(url, body, connections, durationSeconds));
    return { store: sandbox.store, operation: `${METHOD} ${PATH}`, runs };
  } finally {
    await sandbox.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.DATABASE_URL;
  const report = await measureSandboxLoad(databaseUrl ? { databaseUrl } : {});
  console.log(JSON.stringify(report, null, 2));
}
