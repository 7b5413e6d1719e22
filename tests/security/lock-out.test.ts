/**
 * The data-protection check's lock-out under parallel guesses (spec 2 §4 Restart): five failed checks within
 * 30 minutes lock a quote reference, however many guesses arrive at once and at however many sandboxes
 * sharing the store; the restart's check, and the saved quote's while its owner keeps saving it.
 */
import { describe, expect, it } from 'vitest';
import type { CancelledPolicyQuote, SavedQuote } from '../../server/contract';
import { DPA_MAX_FAILURES } from '../../server/store/dpa-attempts';
import { seededReferences } from '../../server/seed';
import { newVisitor, type Visitor } from '../../server/testing/http';
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

describe.each(storeTargets)('the saved quote’s lock-out on $name', (target) => {
  const sandbox = target.forSuite();
  const customer = {
    surname: 'Lockwood',
    dateOfBirth: '1987-12-01',
    postcode: 'SW1A 1AA',
  };
  const answers = (activeStep: number) => ({ version: 1, journey: { quote: { activeStep } } });

  /** A save of its own, made by `owner` (who may then save it again). */
  async function freshSave(owner: Visitor): Promise<string> {
    const reply = await sandbox.call(0, 'PUT', '/api/v1/Quote/SaveQuoteForLater', {
      body: {
        ...customer,
        emailAddress: 'lockwood@example.com',
        activeStep: 1,
        answers: answers(1),
      },
      visitor: owner,
    });
    expect(reply.status).toBe(200);
    return (reply.body as SavedQuote).quoteRef;
  }

  const savedCheck = (at: number, quoteRef: string, details = {}) => {
    const query = new URLSearchParams({
      QuoteReference: quoteRef,
      Surname: customer.surname,
      DateOfBirth: customer.dateOfBirth,
      Postcode: customer.postcode,
      ...details,
    });
    return sandbox.call(at, 'POST', `/api/v1/Quote/SavedQuoteDpaCheck?${query.toString()}`, {
      visitor: null,
    });
  };

  it('evaluates no more than five of 200 parallel wrong checks, saves going on at both meanwhile', async () => {
    const owner = newVisitor();
    const quoteRef = await freshSave(owner);
    const [checks, saves] = await Promise.all([
      Promise.all(
        Array.from({ length: 200 }, (_, at) =>
          savedCheck(at, quoteRef, { Surname: `Wrong${String(at)}` }),
        ),
      ),
      Promise.all(
        Array.from({ length: 12 }, (_, at) =>
          sandbox.call(at, 'PUT', '/api/v1/Quote/SaveQuoteForLater', {
            body: {
              ...customer,
              emailAddress: 'lockwood@example.com',
              quoteRef,
              activeStep: (at % 7) + 1,
              answers: answers((at % 7) + 1),
            },
            visitor: owner,
          }),
        ),
      ),
    ]);
    expect(await evaluatedFailures(sandbox, quoteRef)).toBe(DPA_MAX_FAILURES);
    expect(checks.filter((reply) => reply.status === 404)).toHaveLength(DPA_MAX_FAILURES - 1);
    expect(checks.filter((reply) => reply.status === 409)).toHaveLength(
      200 - (DPA_MAX_FAILURES - 1),
    );
    // Every save was kept, one after another, under the one reference: the last written is the one held.
    expect(saves.map((reply) => reply.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const [instance] = sandbox.instances();
    const rows = await instance?.db.query<{ active_step: number; answers: unknown }>(
      'select active_step, answers from saved_quotes where quote_ref = $1',
      [quoteRef],
    );
    expect(rows).toHaveLength(1);
    const [row] = rows ?? [];
    expect(row?.answers).toEqual(answers(row?.active_step ?? 0));
    // Locked: the right details too, at either sandbox.
    expect((await savedCheck(0, quoteRef)).status).toBe(409);
    expect((await savedCheck(1, quoteRef)).status).toBe(409);
  }, 60_000);

  it('refuses the right details inside a burst of wrong ones once five are counted', async () => {
    for (let round = 0; round < 3; round += 1) {
      const quoteRef = await freshSave(newVisitor());
      const burst = Array.from({ length: 41 }, (_, at) =>
        at === 20 ? {} : { Surname: `Wrong${String(at)}` },
      );
      const replies = await Promise.all(
        burst.map((details, at) => savedCheck(at, quoteRef, details)),
      );
      expect(await evaluatedFailures(sandbox, quoteRef)).toBeLessThanOrEqual(DPA_MAX_FAILURES);
      const passed = replies.filter((reply) => reply.status === 200).length;
      const counted = replies.filter((reply) => reply.status === 404).length;
      expect(passed + counted).toBeLessThanOrEqual(DPA_MAX_FAILURES);
      expect((await savedCheck(round, quoteRef)).status).toBe(409);
    }
  }, 60_000);
});
