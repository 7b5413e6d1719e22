import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentResult } from './contract';
import { HttpError } from './errors';
import { IdempotencyKeys } from './idempotency';
import { openDatabase, type Database } from './store/database';
import { migrate } from './store/migrate';
import {
  CARDS,
  intentBody,
  newQuote,
  providerHeader,
  sandboxForTests,
  takeUpBody,
} from './testing/sandbox';

const sandbox = sandboxForTests();
const newKey = () => `attempt-${randomUUID()}`;

async function countRows(table: 'payments' | 'policies', quoteRef: string): Promise<number> {
  const rows = await sandbox
    .running()
    .db.query<{ count: string | number }>(
      `select count(*) as count from ${table} where quote_ref = $1`,
      [quoteRef],
    );
  return Number(rows[0]?.count ?? 0);
}

const makeIntent = (body: unknown, key?: string, version: 1 | 2 = 2) =>
  sandbox.call('POST', `/api/v${version}/Payment/MakePaymentIntent`, {
    body,
    headers: providerHeader('SANDBOX', key),
  });

const takeUp = (body: unknown, key?: string) =>
  sandbox.call('POST', '/api/v2/Payment/TakeUpQuote', {
    body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

/**
 * Sends requests while a transaction holds the embedded database, so they all queue at their first query and
 * then race: without the per-key queue each would find no answer yet and do the work.
 */
async function racing<T>(send: () => Promise<T>): Promise<T> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = sandbox.running().db.transaction(() => released);
  const replies = send();
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();
  await hold;
  return replies;
}

async function paidQuote() {
  const quote = await newQuote(sandbox);
  const intent = await makeIntent(intentBody(quote, { card: CARDS.succeeds }));
  expect(intent.status).toBe(200);
  return { quote, intent: intent.body as PaymentIntentResult };
}

describe('Idempotency-Key on MakePaymentIntent', () => {
  it('the same key twice charges once and answers the same, status and body', async () => {
    const quote = await newQuote(sandbox);
    const key = newKey();
    const body = intentBody(quote, { card: CARDS.succeeds });
    const first = await makeIntent(body, key);
    const again = await makeIntent(body, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await countRows('payments', quote.quoteRef)).toBe(1);
  });

  it('v1 and v2 share their keys: a retry on the other version replays the first answer', async () => {
    const quote = await newQuote(sandbox);
    const key = newKey();
    const body = intentBody(quote, { card: CARDS.succeeds });
    const first = await makeIntent(body, key, 2);
    expect(await makeIntent(body, key, 1)).toEqual(first);
    expect(await countRows('payments', quote.quoteRef)).toBe(1);
  });

  it('the same key with a different body is refused with 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const quote = await newQuote(sandbox);
    const key = newKey();
    expect((await makeIntent(intentBody(quote, { card: CARDS.succeeds }), key)).status).toBe(200);
    const reused = await makeIntent(intentBody(quote, { card: CARDS.declined }), key);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countRows('payments', quote.quoteRef)).toBe(1);
  });

  it('the same key with another provider header is a different request', async () => {
    const quote = await newQuote(sandbox);
    const key = newKey();
    expect((await makeIntent(intentBody(quote, { card: CARDS.succeeds }), key)).status).toBe(200);
    const reused = await sandbox.call('POST', '/api/v2/Payment/MakePaymentIntent', {
      body: intentBody(quote, { card: CARDS.succeeds }),
      headers: providerHeader('STRIPE', key),
    });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('a declined card with a key replays the 409 PAYMENT_DECLINED without charging again', async () => {
    const quote = await newQuote(sandbox);
    const key = newKey();
    const body = intentBody(quote, { card: CARDS.declined });
    const first = await makeIntent(body, key);
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(await makeIntent(body, key)).toEqual(first);
    expect(await countRows('payments', quote.quoteRef)).toBe(1);
  });

  it('two requests with one key at the same time create one payment and get one answer', async () => {
    const quote = await newQuote(sandbox);
    const key = newKey();
    const body = intentBody(quote, { card: CARDS.succeeds });
    const [first, second] = await racing(() =>
      Promise.all([makeIntent(body, key), makeIntent(body, key)]),
    );
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await countRows('payments', quote.quoteRef)).toBe(1);
  });

  it('without a key a second request for a quote it charged answers that charge again', async () => {
    const quote = await newQuote(sandbox);
    const body = intentBody(quote, { card: CARDS.succeeds });
    const first = await makeIntent(body);
    const second = await makeIntent(body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((second.body as PaymentIntentResult).paymentIntentId).toBe(
      (first.body as PaymentIntentResult).paymentIntentId,
    );
    expect(await countRows('payments', quote.quoteRef)).toBe(1);
  });

  it('without a key a declined card leaves the quote free to pay with another', async () => {
    const quote = await newQuote(sandbox);
    const declined = await makeIntent(intentBody(quote, { card: CARDS.declined }));
    expect(declined.status).toBe(409);
    const paid = await makeIntent(intentBody(quote, { card: CARDS.succeeds }));
    expect(paid.status).toBe(200);
    expect(await countRows('payments', quote.quoteRef)).toBe(2);
  });

  it('refuses an empty or over-long key as a validation error', async () => {
    const quote = await newQuote(sandbox);
    const body = intentBody(quote, { card: CARDS.succeeds });
    expect((await makeIntent(body, '')).status).toBe(400);
    expect((await makeIntent(body, 'k'.repeat(256))).status).toBe(400);
    expect((await makeIntent(body, 'k'.repeat(255))).status).toBe(200);
  });
});

describe('Idempotency-Key on TakeUpQuote', () => {
  it('the same key twice takes the quote up once and answers the same', async () => {
    const { quote, intent } = await paidQuote();
    const key = newKey();
    const body = takeUpBody(quote, intent.paymentIntentId);
    const first = await takeUp(body, key);
    expect(first.status).toBe(200);
    expect(await takeUp(body, key)).toEqual(first);
    expect(await countRows('policies', quote.quoteRef)).toBe(1);
  });

  it('the same key with a different body is refused with 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const { quote, intent } = await paidQuote();
    const key = newKey();
    expect((await takeUp(takeUpBody(quote, intent.paymentIntentId), key)).status).toBe(200);
    const reused = await takeUp(
      { ...takeUpBody(quote, intent.paymentIntentId), automaticRenewal: true },
      key,
    );
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('two requests with one key at the same time make one policy and both get its answer', async () => {
    const { quote, intent } = await paidQuote();
    const key = newKey();
    const body = takeUpBody(quote, intent.paymentIntentId);
    const [first, second] = await racing(() => Promise.all([takeUp(body, key), takeUp(body, key)]));
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await countRows('policies', quote.quoteRef)).toBe(1);
  });

  it('keys are per operation: one key for the intent and the take-up of an attempt', async () => {
    const quote = await newQuote(sandbox);
    const key = newKey();
    const intent = await makeIntent(intentBody(quote, { card: CARDS.succeeds }), key);
    const { paymentIntentId } = intent.body as PaymentIntentResult;
    const taken = await takeUp(takeUpBody(quote, paymentIntentId), key);
    expect(taken.status).toBe(200);
    expect(await makeIntent(intentBody(quote, { card: CARDS.succeeds }), key)).toEqual(intent);
  });

  it('without a key a second take-up answers 409 QUOTE_ALREADY_TAKEN_UP, as before', async () => {
    const { quote, intent } = await paidQuote();
    const body = takeUpBody(quote, intent.paymentIntentId);
    expect((await takeUp(body)).status).toBe(200);
    const second = await takeUp(body);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'QUOTE_ALREADY_TAKEN_UP' });
    expect(await countRows('policies', quote.quoteRef)).toBe(1);
  });
});

describe('IdempotencyKeys', () => {
  let db: Database;
  let keys: IdempotencyKeys;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    keys = new IdempotencyKeys({ db, now: () => new Date() });
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps no answer after an unexpected error, so a retry runs the work again', async () => {
    let runs = 0;
    const failing = () => {
      runs += 1;
      return Promise.reject(new Error('the provider timed out'));
    };
    await expect(keys.answer('TakeUpQuote', 'k-500', { a: 1 }, failing)).rejects.toThrow(
      'timed out',
    );
    const retried = await keys.answer('TakeUpQuote', 'k-500', { a: 1 }, () => {
      runs += 1;
      return Promise.resolve({ ok: true });
    });
    expect(retried).toEqual({ status: 200, body: { ok: true } });
    expect(runs).toBe(2);
  });

  it('keeps no 5xx HttpError either', async () => {
    const unavailable = () => Promise.reject(new HttpError(503, 'INTERNAL_ERROR', 'Unavailable'));
    await expect(keys.answer('TakeUpQuote', 'k-503', {}, unavailable)).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(await keys.answer('TakeUpQuote', 'k-503', {}, () => Promise.resolve(1))).toEqual({
      status: 200,
      body: 1,
    });
  });

  it('fingerprints the request whatever the order of its keys', async () => {
    await keys.answer('MakePaymentIntent', 'k-order', { a: 1, b: { c: 2, d: 3 } }, () =>
      Promise.resolve('first'),
    );
    const again = await keys.answer(
      'MakePaymentIntent',
      'k-order',
      { b: { d: 3, c: 2 }, a: 1 },
      () => Promise.resolve('second'),
    );
    expect(again).toEqual({ status: 200, body: 'first' });
  });

  it('runs the work of one key once while a double click waits for it', async () => {
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { policy: runs };
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => keys.answer('TakeUpQuote', 'k-double', { q: 1 }, slow)),
    );
    expect(runs).toBe(1);
    expect(answers).toEqual([0, 1, 2].map(() => ({ status: 200, body: { policy: 1 } })));
  });
});
