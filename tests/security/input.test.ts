/**
 * No answer of 500 from what a caller sends: every operation of both contracts is sent a body nested
 * thousands deep, texts of a megabyte in its parameters and body, and the static server paths that try to
 * leave the build; the sandbox answers each with a 4xx, never a 5xx, on each store.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations, type ContractOperation } from '../support/contract';
import { storeTargets, type Attacked } from './stores';

const operations = [...contractOperations('lookup'), ...contractOperations('quote')];
const METHODS = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE' } as const;

/** A JSON text of objects nested `depth` deep, written without recursion. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const LONG = 'S'.repeat(900_000);
/** The kind of text that made a PostgreSQL index entry too large (a postcode, a reference). */
const OVER_INDEX = 'Ж'.repeat(2_800);

/** The operation's path with `value` in every path parameter, and `value` in every query parameter. */
function urlOf(operation: ContractOperation, value: string): string {
  const path = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${parameter.name}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

async function send(
  sandbox: Attacked,
  at: number,
  operation: ContractOperation,
  value: string,
  raw?: string,
) {
  const method = METHODS[operation.method as keyof typeof METHODS];
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    // A header carries Latin-1 alone: the longest ASCII text a server accepts in one.
    if (parameter.in === 'header') headers[parameter.name] = 'H'.repeat(4000);
  }
  return sandbox.call(at, method, urlOf(operation, value), {
    headers,
    ...(operation.hasRequestBody && method !== 'GET' ? { raw: raw ?? '{}' } : {}),
  });
}

/** A build of the app as the static server serves it: a page and one hashed asset. */
function aBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'security-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>DropCover</title>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'export {};');
  return dir;
}

describe.each(storeTargets)('input limits on $name', (target) => {
  const sandbox = target.forSuite({}, { staticDir: aBuild() });

  it('answers a body nested 8,000 deep with 400 on every operation that takes one', async () => {
    const withBody = operations.filter((operation) => operation.hasRequestBody);
    expect(withBody.length).toBeGreaterThan(10);
    for (const [at, operation] of withBody.entries()) {
      const reply = await send(sandbox, at, operation, 'X', nested(8_000));
      expect({ operation: operation.key, status: reply.status }).toEqual({
        operation: operation.key,
        status: 400,
      });
    }
  }, 120_000);

  it('answers texts of a megabyte, and texts too large for an index, with no 5xx', async () => {
    for (const [at, operation] of operations.entries()) {
      for (const value of [LONG, OVER_INDEX]) {
        const body = JSON.stringify({
          quoteReference: value,
          postcode: value,
          registration: value,
          surname: value,
          policyReference: value,
        });
        const reply = await send(sandbox, at, operation, value, body);
        expect({ operation: operation.key, status: reply.status < 500 }).toEqual({
          operation: operation.key,
          status: true,
        });
      }
    }
  }, 180_000);

  it('refuses valid requests carrying deep nesting or a text too large for an index, rather than failing', async () => {
    const restartCheck = {
      quoteReference: 'RST-TEST-1',
      surname: 'Restart',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
      vehicleRegistration: 'DL19CAR',
    };
    const attacks = [
      // A field the contract does not name, nested far deeper than any it does.
      `{"quoteReference":"RST-TEST-1","notes":${nested(8_000)}}`,
      JSON.stringify({ ...restartCheck, quoteReference: OVER_INDEX }),
      JSON.stringify({ ...restartCheck, postcode: OVER_INDEX }),
    ];
    const paths = [
      '/api/v1/RestartPolicy/SetRestartedQuoteTakenUp',
      '/api/v1/RestartPolicy/RestartPolicy',
      '/api/v1/RestartPolicy/RestartPolicy',
    ];
    for (const [at, raw] of attacks.entries()) {
      const reply = await sandbox.call(at, 'POST', paths[at] ?? '', { raw });
      expect({ attack: at, status: reply.status }).toEqual({ attack: at, status: 400 });
    }
  });

  it('finds nothing outside the build or the API by path tricks', async () => {
    const tricks = [
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%5c..%5cpackage.json',
      '/api/..%2f..%2fpackage.json',
      '/api/v1/Documents/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
    ];
    for (const [at, path] of tricks.entries()) {
      const reply = await sandbox.call(at, 'GET', path);
      expect({ path, status: reply.status < 500 }).toEqual({ path, status: true });
      expect(JSON.stringify(reply.body)).not.toContain('hire-and-reward-quote');
      expect(JSON.stringify(reply.body)).not.toContain('"dependencies"');
    }
  });
});
