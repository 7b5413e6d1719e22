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

/** What a reply says, but for the instant it names (two calls are not made in the same millisecond). */
const shapeOf = ({ status, body }: Reply) => {
  const { lockedUntil, ...rest } = body as { lockedUntil?: string };
  return { status, body: rest, locks: lockedUntil !== undefined };
};

const WRONG = [
  { surname: 'Wrong' },
  { dateOfBirth: '1988-03-15' },
  { postcode: 'SW1A 2AA' },
  { vehicleRegistration: 'AB12CDE' },
  { surname: 'Other' },
];

/** When a locked reply says the quote can be checked again, in minutes from now. */
function minutesUntilUnlocked(reply: Pick<Reply, 'body'>): number {
  const { lockedUntil } = reply.body as { lockedUntil: string };
  return (new Date(lockedUntil).getTime() - Date.now()) / 60_000;
}

describe('the DPA lock-out', () => {
  it('counts the attempts left down, locks at the fifth failed check and says until when', async () => {
    const quoteRef = await freshRestartQuote();
    const answers: Reply[] = [];
    for (const details of WRONG) answers.push(await check(quoteRef, details));
    expect(answers.slice(0, 4).map(({ status, body }) => [status, body])).toEqual(
      [4, 3, 2, 1].map((attemptsRemaining) => [
        404,
        { code: 'QUOTE_NOT_FOUND', message: 'Policy not found', attemptsRemaining },
      ]),
    );
    const fifth = answers[4] ?? { status: 0, body: {} };
    expect(fifth.status).toBe(409);
    expect(fifth.body).toMatchObject({ code: 'QUOTE_LOCKED' });
    expect(minutesUntilUnlocked(fifth)).toBeGreaterThan(29);
    expect(minutesUntilUnlocked(fifth)).toBeLessThanOrEqual(30);

    const locked = await check(quoteRef);
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({
      code: 'QUOTE_LOCKED',
      lockedUntil: (fifth.body as { lockedUntil: string }).lockedUntil,
    });
  });

  it('answers each wrong detail alike, so none says which it was', async () => {
    const [first, second] = await Promise.all([freshRestartQuote(), freshRestartQuote()]);
    for (const [index, details] of WRONG.entries()) {
      const other = WRONG[(index + 1) % WRONG.length];
      const [one, two] = await Promise.all([check(first, details), check(second, other)]);
      expect(shapeOf(two)).toEqual(shapeOf(one));
    }
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

  /** The price-comparison visitor's own link: their token proves they hold the quote. */
  const openWithToken = () =>
    sandbox.call(
      'GET',
      `/api/v1/Quote/GetAggregatorQuoteDetails?Token=${token}&QuoteReference=${quoteRef}&IsBreakDownSelected=false`,
    );

  it('names its policy to the price-comparison visitor whose token proves they hold it', async () => {
    const reply = await openWithToken();
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: 'QUOTE_ALREADY_TAKEN_UP',
      policyReference: policyRef,
    });
  });

  it('does not name it on a call with the quote reference alone, even to the visitor who opened it', async () => {
    await openWithToken();
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

describe('a returning visitor’s quote declined or referred (a minted copy with an outcome surname)', () => {
  interface Minted {
    quoteRef: string;
    token: string | null;
    path: string;
  }
  const mint = async (kind: string, surname: string) => {
    const reply = await sandbox.call('POST', '/__sandbox/entry-quotes', {
      body: { kind, surname },
    });
    expect(reply.status).toBe(201);
    return reply.body as Minted;
  };
  const outcomeOf = (reply: Reply) =>
    (reply.body as { underwritingOutcome: { outcome: string; underwrittenOptions: unknown[] } })
      .underwritingOutcome;

  for (const outcome of ['Declined', 'Referred'] as const) {
    it(`loads a restart quote ${outcome} at its check, with no premium to show`, async () => {
      const { quoteRef, path } = await mint('restart', outcome);
      expect(path).toBe(`/restart-policy?quoteRef=${quoteRef}`);
      const premium = await sandbox.call(
        'GET',
        `/api/v1/Quote/GetQuotePremium?QuoteReference=${quoteRef}`,
      );
      expect(premium.status).toBe(404);
      const checked = await check(quoteRef, { surname: outcome });
      expect(checked.status).toBe(200);
      expect(outcomeOf(checked)).toMatchObject({ outcome, underwrittenOptions: [] });
    });

    it(`loads a quote ${outcome} at the retrieval's check and at its stamped reopening`, async () => {
      const { quoteRef, token } = await mint('aggregator', outcome);
      const details = new URLSearchParams({
        QuoteReference: quoteRef,
        Surname: outcome,
        DateOfBirth: '1991-09-03',
        Postcode: 'SW1A 1AA',
        VehicleRegistration: 'DL19 CAR',
      });
      const checked = await sandbox.call(
        'GET',
        `/api/v1/Quote/GetQuoteDpaCheck?${details.toString().replaceAll('+', '%20')}`,
      );
      expect(checked.status).toBe(200);
      expect(outcomeOf(checked)).toMatchObject({ outcome, underwrittenOptions: [] });
      // The browser that loaded it by its token reopens it by reference (loadSavedQuote's GetQuote).
      const loaded = await sandbox.call(
        'GET',
        `/api/v1/Quote/GetAggregatorQuote?Token=${token ?? ''}&QuoteReference=${quoteRef}`,
      );
      expect(loaded.status).toBe(200);
      const reopened = await sandbox.call('GET', `/api/v1/Quote/GetQuote?quote=${quoteRef}`);
      expect(reopened.status).toBe(200);
      expect(outcomeOf(reopened)).toMatchObject({ outcome, underwrittenOptions: [] });
    });

    it(`answers a reminded quote ${outcome} as one it can no longer offer`, async () => {
      const { quoteRef } = await mint('reminder', outcome);
      const checked = await sandbox.call(
        'POST',
        `/api/v1/Quote/QuoteReminderDpaCheck?QuoteReference=${quoteRef}&Surname=${outcome}&DateOfBirth=1990-07-22&Postcode=SW1A%201AA`,
      );
      expect(checked.status).toBe(409);
      expect(checked.body).toMatchObject({ code: 'QUOTE_INELIGIBLE' });
    });
  }

  it('mints a restart quote priced as the seeded one without a surname', async () => {
    const reply = await sandbox.call('POST', '/__sandbox/entry-quotes', {
      body: { kind: 'restart' },
    });
    expect(reply.status).toBe(201);
    const minted = reply.body as Minted;
    const checked = await check(minted.quoteRef);
    expect(checked.status).toBe(200);
    expect(outcomeOf(checked).outcome).toBe('Quoted');
  });

  it('takes the surname in any case, and refuses one that is not an outcome surname or a saved quote’s', async () => {
    const lower = await sandbox.call('POST', '/__sandbox/entry-quotes', {
      body: { kind: 'restart', surname: ' declined ' },
    });
    expect(lower.status).toBe(201);
    const refused = await Promise.all(
      [
        { kind: 'restart', surname: 'Carter' },
        { kind: 'aggregator', surname: 42 },
        { kind: 'saved', surname: 'Declined' },
      ].map((body) => sandbox.call('POST', '/__sandbox/entry-quotes', { body })),
    );
    expect(refused.map((reply) => reply.status)).toEqual([400, 400, 400]);
  });
});
