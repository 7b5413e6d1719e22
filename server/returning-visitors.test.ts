/**
 * Returning visitors on the sandbox (spec 2 §4 Restart): five failed data-protection checks on one quote
 * reference within 30 minutes lock it, and nothing in the answers tells a caller which detail was wrong or
 * whether the reference exists.
 */
import { describe, expect, it } from 'vitest';
import type { CancelledPolicyQuote } from './contract';
import { seededReferences } from './seed';
import { sandboxForTests, type Reply } from './testing/sandbox';

const sandbox = sandboxForTests();
const RIGHT = {
  surname: 'Restart',
  dateOfBirth: '1988-03-14',
  postcode: 'SW1A 1AA',
  vehicleRegistration: 'DL19CAR',
};

/** A restart quote of its own for each test, as the back office makes one for a cancelled policy. */
async function freshRestartQuote(): Promise<string> {
  const reply = await sandbox.call('POST', '/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy', {
    body: { policyReference: seededReferences.restart.policyRef },
  });
  expect(reply.status).toBe(200);
  return (reply.body as CancelledPolicyQuote).quoteReference;
}

const check = (quoteReference: string, details: Partial<typeof RIGHT> = {}) =>
  sandbox.call('POST', '/api/v1/RestartPolicy/RestartPolicy', {
    body: { quoteReference, ...RIGHT, ...details },
  });

const shapeOf = ({ status, body }: Reply) => ({ status, body });

describe('the DPA lock-out', () => {
  it('locks a quote after five failed checks, even for the right details', async () => {
    const quoteRef = await freshRestartQuote();
    const wrong = [
      { surname: 'Wrong' },
      { dateOfBirth: '1988-03-15' },
      { postcode: 'SW1A 2AA' },
      { vehicleRegistration: 'AB12CDE' },
      { surname: 'Other' },
    ];
    const answers = await Promise.all(wrong.map((details) => check(quoteRef, details)));
    // Each wrong detail gets the same answer: none says which it was.
    expect(new Set(answers.map((reply) => JSON.stringify(shapeOf(reply)))).size).toBe(1);
    expect(answers[0]?.status).toBe(404);
    const locked = await check(quoteRef);
    expect(locked.status).toBe(409);
    expect((locked.body as { code: string }).code).toBe('QUOTE_LOCKED');
  });

  it('answers an unknown reference exactly as a known one with wrong details, lock-out included', async () => {
    const known = await freshRestartQuote();
    const unknown = `${known}-NOPE`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [forKnown, forUnknown] = await Promise.all([
        check(known, { surname: 'Wrong' }),
        check(unknown, { surname: 'Wrong' }),
      ]);
      expect(shapeOf(forUnknown)).toEqual(shapeOf(forKnown));
    }
    const [lockedKnown, lockedUnknown] = await Promise.all([check(known), check(unknown)]);
    expect(lockedKnown.status).toBe(409);
    expect(shapeOf(lockedUnknown)).toEqual(shapeOf(lockedKnown));
  });

  it('lets the right details through while under five failures', async () => {
    const quoteRef = await freshRestartQuote();
    for (let attempt = 0; attempt < 4; attempt += 1) await check(quoteRef, { surname: 'Wrong' });
    const matched = await check(quoteRef);
    expect(matched.status).toBe(200);
  });
});

describe('a quote taken up already', () => {
  const { token, quoteRef, policyRef } = seededReferences.aggregatorTaken;

  it('names its policy to the price-comparison visitor whose token proves they hold it', async () => {
    const reply = await sandbox.call(
      'GET',
      `/api/v1/Quote/GetAggregatorQuoteDetails?Token=${token}&QuoteReference=${quoteRef}&IsBreakDownSelected=false`,
    );
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: 'QUOTE_ALREADY_TAKEN_UP',
      policyReference: policyRef,
    });
  });

  it('does not name it to a caller with the quote reference alone', async () => {
    const reply = await sandbox.call('GET', `/api/v1/Quote/GetQuote?quote=${quoteRef}`);
    expect(reply.status).toBe(409);
    expect(reply.body).not.toHaveProperty('policyReference');
  });
});

describe('fresh copies of the returning visitors’ fixtures', () => {
  it('mints a price-comparison quote with its own token, loaded as the seeded one is', async () => {
    const minted = await sandbox.call('POST', '/__sandbox/entry-quotes', {
      body: { kind: 'aggregator' },
    });
    expect(minted.status).toBe(201);
    const { token, quoteRef, path } = minted.body as {
      token: string;
      quoteRef: string;
      path: string;
    };
    expect(path).toBe(`/pcw-result?token=${token}&quoteRef=${quoteRef}`);
    const loaded = await sandbox.call(
      'GET',
      `/api/v1/Quote/GetAggregatorQuoteDetails?Token=${token}&QuoteReference=${quoteRef}&IsBreakDownSelected=false`,
    );
    expect(loaded.status).toBe(200);
  });

  it('mints a quote to be reminded of, checked with the reminder fixture’s details', async () => {
    const minted = await sandbox.call('POST', '/__sandbox/entry-quotes', {
      body: { kind: 'reminder' },
    });
    const { quoteRef } = minted.body as { quoteRef: string };
    const checked = await sandbox.call(
      'POST',
      `/api/v1/Quote/QuoteReminderDpaCheck?QuoteReference=${quoteRef}&Surname=Reminder&DateOfBirth=1990-07-22&Postcode=SW1A%201AA`,
    );
    expect(checked.status).toBe(200);
  });

  it('refuses a kind it does not make', async () => {
    const refused = await sandbox.call('POST', '/__sandbox/entry-quotes', { body: { kind: 'x' } });
    expect(refused.status).toBe(400);
  });
});
