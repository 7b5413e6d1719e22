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

export interface SandboxHandle {
  url: string;
  faults: FaultRegistry;
  sandbox: RunningSandbox;
  /** Lookup-service client as the app builds it (brand tenant, its middleware). */
  lookup: LookupClient;
  /** Quote-service client as the app builds it (brand tenant, its middleware). */
  quote: QuoteClient;
}

export const SANDBOX_START_TIMEOUT_MS = 60_000;

/**
 * Starts a seeded, in-memory sandbox on a free port for the enclosing describe block (or file), with
 * response validation on so every answer is checked against openapi/*.yaml. Faults are cleared after each test.
 */
export function sandboxForSuite(env: Partial<SandboxEnv> = {}): () => SandboxHandle {
  let handle: SandboxHandle | undefined;

  beforeAll(async () => {
    const sandbox = await startSandbox({
      env: { PORT: 0, HOST: '127.0.0.1', DATA_DIR: 'memory://', SANDBOX_SEED: '1', ...env },
      validateResponses: true,
    });
    const options = { baseUrl: sandbox.url, tenantId: brand.tenantId };
    handle = {
      url: sandbox.url,
      faults: sandbox.faults,
      sandbox,
      lookup: createLookupClient(options),
      quote: createQuoteClient(options),
    };
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
