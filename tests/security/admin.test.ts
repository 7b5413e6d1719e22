/**
 * The sandbox's own routes (/__sandbox/*: faults, fresh fixtures, the sandbox card issuer's 3-D Secure page)
 * answer only where asked for, and what they keep is bounded.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CALLS, producers } from '../../e2e/support/browser-paths';
import { sandboxAdminSpec } from '../../server/app';
import { sandboxAdminOn } from '../../server/config';
import { MAX_FAULTS } from '../../server/faults';
import { entryQuoteKinds } from '../../server/seed';
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

describe('what the sandbox routes take, as openapi/sandbox.yaml describes it', () => {
  const sandbox = embedded.forSuite();
  const setFault = (body: unknown) => sandbox.call(0, 'POST', '/__sandbox/faults', { body });
  /** The fields a 400 names, from the validator's list. */
  const named = (reply: { body: unknown }) =>
    ((reply.body as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);

  it('refuses each fault the document does not describe, naming what is wrong, and sets none', async () => {
    const refused = await Promise.all([
      setFault({ operationId: 'getQuote', status: 503, colour: 'red' }),
      setFault({ operationId: 'getQuote', status: 99 }),
      setFault({ operationId: 'getQuote', status: 503, code: 'lower case' }),
      // Nothing to do: no status, latency or shape.
      setFault({ operationId: 'getQuote', times: 2 }),
      // A status is the whole answer: it is not shaped as well.
      setFault({ operationId: 'getQuote', status: 500, omit: ['quoteReference'] }),
      setFault({ operationId: 'getQuote', omit: ['not a field'] }),
      setFault({ operationId: 'getQuote', set: {} }),
      setFault({ operationId: 'getQuote', set: { quoteReference: { nested: true } } }),
      setFault({ operationId: 'getQuote', set: { '1st': 'x' } }),
      // No way into an object's prototype through the paths a fault names.
      setFault({ operationId: 'getQuote', set: { ['__proto__']: { polluted: true } } }),
      setFault({ operationId: 'getQuote', omit: ['quote.__proto__'] }),
    ]);
    expect(refused.map((reply) => reply.status)).toEqual(Array(11).fill(400));
    for (const reply of refused) expect(reply.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(named(refused[0]).join()).toContain('colour');
    expect(named(refused[1])).toContain('body.status');
    expect(named(refused[2])).toContain('body.code');
    expect(sandbox.instances()[0]?.faults.list()).toEqual({});
  });

  it('sets the faults it describes, and refuses one for an operation no contract has', async () => {
    const replies = await Promise.all([
      setFault({ operationId: 'getQuote', status: 503, code: 'ICE_ERROR', times: 2 }),
      setFault({ operationId: 'getTitlesList', latencyMs: 250 }),
      setFault({ operationId: 'generateNewPrivateCarQuote', set: { 'quote.outcome': null } }),
      setFault({ operationId: 'noSuchOperation', status: 503 }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([204, 204, 204, 400]);
    expect(replies[3].body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'No operation noSuchOperation in openapi/lookup.yaml or openapi/quote.yaml',
    });
    expect(Object.keys(sandbox.instances()[0]?.faults.list() ?? {}).sort()).toEqual([
      'generateNewPrivateCarQuote',
      'getQuote',
      'getTitlesList',
    ]);
  });

  it("mints a fixture's copy only of a kind it has, with an outcome surname where the kind takes one", async () => {
    const mint = (body: unknown) => sandbox.call(0, 'POST', '/__sandbox/entry-quotes', { body });
    const replies = await Promise.all([
      mint({ kind: 'nothing' }),
      mint({}),
      mint({ kind: 'aggregator', surname: 'Smith' }),
      mint({ kind: 'saved', surname: 'Declined' }),
      mint({ kind: 'aggregator', surname: ' declined ' }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([400, 400, 400, 400, 201]);
    expect(named(replies[0])).toContain('body.kind');
  });

  it("takes every fault the browser's journey paths set for their sandbox answers", async () => {
    const faults = [...producers.values()].flatMap((producer) =>
      producer.fault && producer.call !== 'browserStorage'
        ? [{ operationId: CALLS[producer.call].operation, ...producer.fault, times: 1 }]
        : [],
    );
    expect(faults.length).toBeGreaterThan(10);
    const replies = await Promise.all(faults.map((fault) => setFault(fault)));
    expect(
      replies.flatMap((reply, at) => (reply.status === 204 ? [] : [[faults[at], reply.body]])),
    ).toEqual([]);
  });

  it('takes one recipient for the outbox, or none', async () => {
    const replies = await Promise.all([
      sandbox.call(0, 'GET', '/__sandbox/outbox?to=a@example.com&to=b@example.com'),
      sandbox.call(0, 'GET', '/__sandbox/outbox?from=a@example.com'),
      sandbox.call(0, 'GET', '/__sandbox/outbox?to=a@example.com'),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([400, 400, 200]);
  });

  it("names the fixtures' kinds the sandbox can copy, no more and no fewer", () => {
    const spec = parse(readFileSync(sandboxAdminSpec, 'utf8')) as {
      paths: Record<
        string,
        {
          post: {
            requestBody: {
              content: Record<
                string,
                { schema: { properties: Record<string, { enum?: string[] }> } }
              >;
            };
          };
        }
      >;
    };
    const mint = spec.paths['/entry-quotes']?.post.requestBody.content['application/json']?.schema;
    expect(mint?.properties.kind?.enum).toEqual([...entryQuoteKinds]);
  });
});
