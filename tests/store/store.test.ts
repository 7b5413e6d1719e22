import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { addMinutes } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/store/database';
import { migrate } from '../../server/store/migrate';
import { createQuote } from '../../server/quoting';
import { seedFixtures, seedRisk, seededReferences } from '../../server/seed';
import {
  findQuote,
  findQuotesByIdentity,
  recordContactSave,
  updateQuote,
} from '../../server/store/quotes';
import { DPA_MAX_FAILURES, dpaStanding, recordDpaAttempt } from '../../server/store/dpa-attempts';
import { findPayment, insertPayment, usePayment } from '../../server/store/payments';

const now = new Date('2026-11-22T10:00:00Z');
const clock = () => now;
const person = {
  title: 'MR',
  firstName: 'Store',
  lastNames: `Tester${randomUUID().slice(0, 4).replace(/\d/g, 'x')}`,
  dateOfBirth: '1985-01-31',
  emailAddress: 'store.tester@example.com',
};

interface Target {
  name: string;
  open: () => Promise<Database>;
  cleanup?: () => Promise<void>;
}

const targets: Target[] = [
  { name: 'PGlite (embedded)', open: () => openDatabase({ dataDir: 'memory://' }) },
];

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  // Each run gets its own schema on the shared server so runs never see each other's rows.
  const schema = `store_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const withSchema = `${serverUrl}${serverUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  targets.push({
    name: 'PostgreSQL server',
    open: async () => {
      const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
      await admin.exec(`create schema if not exists ${schema}`);
      await admin.close();
      return openDatabase({ databaseUrl: withSchema, dataDir: '' });
    },
    cleanup: async () => {
      const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
      await admin.exec(`drop schema if exists ${schema} cascade`);
      await admin.close();
    },
  });
}

describe.each(targets)('the store on $name', (target) => {
  let db: Database;

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await target.cleanup?.();
  });

  it('applies its migrations once', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('keeps a priced quote and finds it by reference and by the customer’s identity', async () => {
    const record = await createQuote({ db, now: clock }, seedRisk(person, now), 'direct');
    expect(record.result.underwritingOutcome.outcome).toBe('Quoted');

    const found = await findQuote(db, record.quoteRef.toLowerCase());
    expect(found?.risk.proposerDetails.lastNames).toBe(person.lastNames);
    expect(found?.result.quoteRef).toBe(record.quoteRef);

    const byIdentity = await findQuotesByIdentity(db, {
      surname: person.lastNames.toUpperCase(),
      dateOfBirth: person.dateOfBirth,
      postcode: 'sw1a1aa',
    });
    expect(byIdentity.map((quote) => quote.quoteRef)).toContain(record.quoteRef);
  });

  it('keeps a suspected-spam mark with the quote, never cleared by a later update', async () => {
    const clean = await createQuote({ db, now: clock }, seedRisk(person, now), 'direct');
    expect(clean.isSuspectedSpam).toBe(false);
    expect((await findQuote(db, clean.quoteRef))?.isSuspectedSpam).toBe(false);

    const marked = await createQuote({ db, now: clock }, seedRisk(person, now), 'direct', {
      isSuspectedSpam: true,
    });
    expect((await findQuote(db, marked.quoteRef))?.isSuspectedSpam).toBe(true);
    await updateQuote(db, marked.quoteRef, { isSuspectedSpam: false }, now);
    await updateQuote(db, marked.quoteRef, { registration: 'DL19CAR' }, now);
    expect((await findQuote(db, marked.quoteRef))?.isSuspectedSpam).toBe(true);

    await updateQuote(db, clean.quoteRef, { isSuspectedSpam: true }, now);
    expect((await findQuote(db, clean.quoteRef))?.isSuspectedSpam).toBe(true);
  });

  it('counts contact saves per quote', async () => {
    const record = await createQuote({ db, now: clock }, seedRisk(person, now), 'direct');
    expect(await recordContactSave(db, record.quoteRef, { email: 'a@b.c' }, now)).toBe(1);
    expect(await recordContactSave(db, record.quoteRef, { email: 'a@b.c' }, now)).toBe(2);
  });

  it('locks a quote after repeated failed data-protection checks, and only within the window', async () => {
    const quoteRef = `LOCK-${randomUUID().slice(0, 8)}`;
    for (let attempt = 1; attempt < DPA_MAX_FAILURES; attempt += 1) {
      await recordDpaAttempt(db, { quoteRef, kind: 'restart', succeeded: false }, now);
    }
    expect(await dpaStanding(db, quoteRef, now)).toEqual({
      attemptsRemaining: 1,
      lockedUntil: null,
    });
    await recordDpaAttempt(db, { quoteRef, kind: 'restart', succeeded: false }, now);
    expect(await dpaStanding(db, quoteRef, now)).toEqual({
      attemptsRemaining: 0,
      lockedUntil: addMinutes(now, 30),
    });
    expect(await dpaStanding(db, quoteRef, addMinutes(now, 31))).toEqual({
      attemptsRemaining: DPA_MAX_FAILURES,
      lockedUntil: null,
    });
  });

  it('lets a payment be spent on a take-up only once', async () => {
    const record = await createQuote({ db, now: clock }, seedRisk(person, now), 'direct');
    const paymentIntentId = `PI-${randomUUID()}`;
    await insertPayment(
      db,
      {
        paymentIntentId,
        quoteRef: record.quoteRef,
        provider: 'SANDBOX',
        amount: 123.45,
        status: 'succeeded',
        failureCode: null,
        cardLast4: '4242',
      },
      now,
    );
    expect((await findPayment(db, paymentIntentId))?.amount).toBe(123.45);
    expect(await usePayment(db, paymentIntentId)).toBe(true);
    expect(await usePayment(db, paymentIntentId)).toBe(false);
  });

  it('re-seeds the documented fixtures to the same state on every start', async () => {
    const first = await seedFixtures({ db, now: clock });
    const second = await seedFixtures({ db, now: clock });
    expect(second).toEqual(first);
    const aggregator = await findQuote(db, seededReferences.aggregator.quoteRef);
    expect(aggregator?.aggregatorToken).toBe('AGG-TEST-1');
    expect(aggregator?.takenUpAt).toBeNull();
    const taken = await findQuote(db, seededReferences.aggregatorTaken.quoteRef);
    expect(taken?.takenUpAt).not.toBeNull();
    const restart = await findQuote(db, seededReferences.restart.quoteRef);
    expect(restart?.result.underwritingOutcome.underwrittenOptions[0]?.policyTermType).toBe(
      'ThirtyDay',
    );
  });
});

describe('an embedded store in a data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dropcover-store-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps quotes across a restart of the server', async () => {
    const first = await openDatabase({ dataDir });
    await migrate(first);
    const record = await createQuote({ db: first, now: clock }, seedRisk(person, now), 'direct');
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrate(second)).toEqual([]);
    const found = await findQuote(second, record.quoteRef);
    expect(found?.result.underwritingOutcome.underwrittenOptions[0]?.optionId).toBe(
      record.result.underwritingOutcome.underwrittenOptions[0]?.optionId,
    );
    await second.close();
  }, 60_000);
});
