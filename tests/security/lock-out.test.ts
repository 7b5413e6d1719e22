/**
 * The data-protection check's lock-out under parallel guesses (spec 2 §4 Restart): five failed checks within
 * 30 minutes lock a quote reference, however many guesses arrive at once and at however many sandboxes
 * sharing the store.
 */
import { describe, expect, it } from 'vitest';
import type { CancelledPolicyQuote } from '../../server/contract';
import { DPA_MAX_FAILURES } from '../../server/store/dpa-attempts';
import { seededReferences } from '../../server/seed';
import { storeTargets, type Attacked } from './stores';

const RIGHT = {
  surname: 'Restart',
  dateOfBirth: '1988-03-14',
  postcode: 'SW1A 1AA',
  vehicleRegistration: 'DL19CAR',
};

async function freshRestartQuote(sandbox: Attacked): Promise<string> {
  const reply = await sandbox.call(
    0,
    'POST',
    '/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy',
    {
      body: { policyReference: seededReferences.restart.policyRef },
    },
  );
  expect(reply.status).toBe(200);
  return (reply.body as CancelledPolicyQuote).quoteReference;
}

/** Guess `at` goes to sandbox `at` (round robin), with the details given. */
const guess = (sandbox: Attacked, at: number, quoteReference: string, details = {}) =>
  sandbox.call(at, 'POST', '/api/v1/RestartPolicy/RestartPolicy', {
    body: { quoteReference, ...RIGHT, ...details },
  });

/** The failed checks the store counted against `quoteRef`: every one of them was evaluated. */
async function evaluatedFailures(sandbox: Attacked, quoteRef: string): Promise<number> {
  const [instance] = sandbox.instances();
  if (!instance) throw new Error('No sandbox');
  const rows = await instance.db.query<{ failures: number }>(
    'select count(*)::int as failures from dpa_attempts where quote_ref = $1 and not succeeded',
    [quoteRef],
  );
  return rows[0]?.failures ?? 0;
}

describe.each(storeTargets)('the lock-out on $name', (target) => {
  const sandbox = target.forSuite();

  it('evaluates no more than five of 200 parallel wrong guesses', async () => {
    const quoteRef = await freshRestartQuote(sandbox);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, at) =>
        guess(sandbox, at, quoteRef, { surname: `Wrong${at}` }),
      ),
    );
    expect(await evaluatedFailures(sandbox, quoteRef)).toBe(DPA_MAX_FAILURES);
    // Four say how many attempts remain; the fifth and every later one say the quote is locked.
    expect(replies.filter((reply) => reply.status === 404)).toHaveLength(DPA_MAX_FAILURES - 1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(
      200 - (DPA_MAX_FAILURES - 1),
    );
    expect((await guess(sandbox, 0, quoteRef)).status).toBe(409);
  }, 60_000);

  it('refuses the right answer inside a burst of wrong ones once five are counted', async () => {
    for (let round = 0; round < 3; round += 1) {
      const quoteRef = await freshRestartQuote(sandbox);
      const burst = Array.from({ length: 41 }, (_, at) =>
        at === 20 ? RIGHT : { surname: `Wrong${at}` },
      );
      const replies = await Promise.all(
        burst.map((details, at) => guess(sandbox, at, quoteRef, details)),
      );
      expect(await evaluatedFailures(sandbox, quoteRef)).toBeLessThanOrEqual(DPA_MAX_FAILURES);
      // The right answer passes only when it was among the first five checks evaluated.
      const passed = replies.filter((reply) => reply.status === 200).length;
      const counted = replies.filter((reply) => reply.status === 404).length;
      expect(passed + counted).toBeLessThanOrEqual(DPA_MAX_FAILURES);
      expect((await guess(sandbox, round, quoteRef)).status).toBe(409);
    }
  }, 60_000);
});

describe.each(storeTargets)('one client checking many references on $name', (target) => {
  const sandbox = target.forSuite();

  it('is stopped after failing on 20 references in 10 minutes, and locks no customer out by it', async () => {
    const references = await Promise.all(
      Array.from({ length: 22 }, () => freshRestartQuote(sandbox)),
    );
    const replies = [];
    for (const [at, quoteRef] of references.entries()) {
      replies.push(await guess(sandbox, at, quoteRef, { surname: 'Wrong' }));
    }
    expect(replies.slice(0, 20).map((reply) => reply.status)).toEqual(
      Array.from({ length: 20 }, () => 404),
    );
    const refused = replies.slice(20);
    expect(refused.map((reply) => reply.status)).toEqual([429, 429]);
    for (const reply of refused) {
      expect(reply.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      const seconds = Number(reply.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(9 * 60);
      expect(seconds).toBeLessThanOrEqual(10 * 60);
    }
    // The refused checks were not evaluated: those customers lost no attempt.
    const last = references[21] ?? '';
    expect(await evaluatedFailures(sandbox, last)).toBe(0);
  }, 60_000);
});
