import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../server/main';
import type { SandboxEnv } from '../../server/config';
import type { FaultRegistry } from '../../server/faults';
import {
  createLookupClient,
  createQuoteClient,
  type LookupClient,
  type QuoteClient,
} from '../../src/api/client';
import { brand } from '../../src/app/config/brand';
import { callSandbox, fetchAs, newVisitor, type Visitor } from '../../server/testing/http';
import { holdQuoteWith } from '../../server/testing/sandbox';

export interface SandboxHandle {
  url: string;
  faults: FaultRegistry;
  sandbox: RunningSandbox;
  /** Lookup-service client as the app builds it (brand tenant, its middleware). */
  lookup: LookupClient;
  /**
   * Quote-service client as the app builds it (brand tenant, its middleware), keeping the cookies the
   * sandbox sets as the browser does: the suite is one visitor.
   */
  quote: QuoteClient;
  /** A quote-service client of another visitor, with cookies of its own (none at first). */
  quoteAs(visitor: Visitor): QuoteClient;
  /** Gives the suite's visitor access to a quote as its customer gets it (server/testing/sandbox.ts holdQuote). */
  hold(quoteRef: string): Promise<void>;
}

export const SANDBOX_START_TIMEOUT_MS = 60_000;

/**
 * Starts a seeded, in-memory sandbox on a free port, with response validation on so every answer is checked
 * against openapi/*.yaml, and the clients a test drives it with. The caller closes it (`sandbox.close()`).
 */
export async function startSandboxHandle(env: Partial<SandboxEnv> = {}): Promise<SandboxHandle> {
  const sandbox = await startSandbox({
    env: { PORT: 0, HOST: '127.0.0.1', DATA_DIR: 'memory://', SANDBOX_SEED: '1', ...env },
    validateResponses: true,
  });
  const options = { baseUrl: sandbox.url, tenantId: brand.tenantId };
  const quoteAs = (visitor: Visitor) => createQuoteClient({ ...options, fetch: fetchAs(visitor) });
  const visitor = newVisitor();
  return {
    url: sandbox.url,
    faults: sandbox.faults,
    sandbox,
    lookup: createLookupClient(options),
    quote: quoteAs(visitor),
    quoteAs,
    hold: (quoteRef) =>
      holdQuoteWith(sandbox, quoteRef, (path) =>
        callSandbox(sandbox.url, 'GET', path, { visitor }),
      ),
  };
}

/**
 * Starts a seeded, in-memory sandbox on a free port for the enclosing describe block (or file), with
 * response validation on so every answer is checked against openapi/*.yaml. Faults are cleared after each test.
 */
export function sandboxForSuite(env: Partial<SandboxEnv> = {}): () => SandboxHandle {
  let handle: SandboxHandle | undefined;

  beforeAll(async () => {
    handle = await startSandboxHandle(env);
  }, SANDBOX_START_TIMEOUT_MS);

  afterEach(() => {
    handle?.faults.clear();
  });

  afterAll(async () => {
    await handle?.sandbox.close();
    handle = undefined;
  });

  return () => {
    if (!handle)
      throw new Error('The sandbox is not running: call the getter inside a test or hook');
    return handle;
  };
}

/** The error a promise rejects with (fails when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

/** The error a call fails with, checked to be an instance of `type` (e.g. NotFoundError). */
export async function failureOf<E extends Error>(
  promise: Promise<unknown>,
  type: new (...args: never[]) => E,
): Promise<E> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(type);
  return error as E;
}
