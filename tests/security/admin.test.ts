/**
 * The sandbox's own routes (/__sandbox/*: faults, fresh fixtures, the sandbox card issuer's 3-D Secure page)
 * answer only where asked for, and what they keep is bounded.
 */
import { describe, expect, it } from 'vitest';
import { sandboxAdminOn } from '../../server/config';
import { MAX_FAULTS } from '../../server/faults';
import { storeTargets } from './stores';

const [embedded] = storeTargets;
if (!embedded) throw new Error('No store to test on');

describe('the sandbox routes switched off', () => {
  const sandbox = embedded.forSuite({ SANDBOX_ADMIN: '0' });

  it('answers none of them, and the API as before', async () => {
    const attempts = await Promise.all([
      sandbox.call(0, 'POST', '/__sandbox/faults', {
        body: { operationId: 'generateNewPrivateCarQuote', status: 503 },
      }),
      sandbox.call(0, 'GET', '/__sandbox/faults'),
      sandbox.call(0, 'POST', '/__sandbox/entry-quotes', { body: { kind: 'aggregator' } }),
      sandbox.call(0, 'GET', '/__sandbox/3ds/pi_sandbox_anything'),
      sandbox.call(0, 'POST', '/__sandbox/3ds/pi_sandbox_anything', { body: {} }),
    ]);
    expect(attempts.map((reply) => reply.status)).toEqual([404, 404, 404, 404, 404]);
    const lists = await sandbox.call(0, 'GET', '/api/v1/ReferenceData/GetAllReferenceListData');
    expect(lists.status).toBe(200);
    expect(sandbox.instances()[0]?.faults.list()).toEqual({});
  });
});

describe('where the sandbox routes are on by default', () => {
  it('only while the sandbox listens on loopback, unless SANDBOX_ADMIN says', () => {
    expect(sandboxAdminOn({ HOST: '127.0.0.1', SANDBOX_ADMIN: undefined })).toBe(true);
    expect(sandboxAdminOn({ HOST: 'localhost', SANDBOX_ADMIN: undefined })).toBe(true);
    expect(sandboxAdminOn({ HOST: '0.0.0.0', SANDBOX_ADMIN: undefined })).toBe(false);
    expect(sandboxAdminOn({ HOST: 'sandbox.example.com', SANDBOX_ADMIN: undefined })).toBe(false);
    expect(sandboxAdminOn({ HOST: '0.0.0.0', SANDBOX_ADMIN: '1' })).toBe(true);
    expect(sandboxAdminOn({ HOST: '127.0.0.1', SANDBOX_ADMIN: '0' })).toBe(false);
  });
});

describe('the fault list', () => {
  const sandbox = embedded.forSuite();

  it('keeps a bounded number of faults however many are set', async () => {
    for (let batch = 0; batch < 6; batch += 1) {
      await Promise.all(
        Array.from({ length: 100 }, (_, at) =>
          sandbox.call(0, 'POST', '/__sandbox/faults', {
            body: { operationId: 'getQuote', status: 503, code: 'ICE_ERROR' },
            headers: { 'x-sandbox-scope': `attacker-${String(batch * 100 + at)}` },
          }),
        ),
      );
    }
    const faults = sandbox.instances()[0]?.faults;
    // Scopes are listed one at a time: the oldest ones were put out, the newest kept.
    expect(faults?.list('attacker-0')).toEqual({});
    expect(Object.keys(faults?.list('attacker-599') ?? {})).toEqual(['getQuote']);
    let kept = 0;
    for (let at = 0; at < 600; at += 1) {
      kept += Object.keys(faults?.list(`attacker-${String(at)}`) ?? {}).length;
    }
    expect(kept).toBe(MAX_FAULTS);
  }, 60_000);

  it('refuses a fault for no operation of the contracts, an outsized one and a large body', async () => {
    const replies = await Promise.all([
      sandbox.call(0, 'POST', '/__sandbox/faults', {
        body: { operationId: 'x'.repeat(5000), status: 503 },
      }),
      sandbox.call(0, 'POST', '/__sandbox/faults', {
        body: { operationId: 'getQuote', status: 503, code: 'y'.repeat(50_000) },
      }),
      sandbox.call(0, 'POST', '/__sandbox/faults', {
        body: { operationId: 'getQuote', status: 503, times: 1e12 },
      }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([400, 413, 400]);
  });
});
