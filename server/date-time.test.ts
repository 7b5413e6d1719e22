/** The contract's date-times, leap seconds and the years 0000 to 9999 in any zone included, never give a 500. */
import { beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from './date-time';
import { seedRisk } from './seed';
import { timestampParam } from './store/timestamps';
import { holdQuote, sandboxForTests } from './testing/sandbox';

const sandbox = sandboxForTests();

describe('instants of RFC 3339 date-times', () => {
  it('reads a leap second as the first second of the next minute', () => {
    expect(instantOf('2016-12-31T23:59:60Z').toISOString()).toBe('2017-01-01T00:00:00.000Z');
    expect(instantOf('2016-12-31T18:59:60.5-05:00').toISOString()).toBe('2017-01-01T00:00:00.000Z');
    expect(instantOf('2025-07-01T08:00:00+01:00').toISOString()).toBe('2025-07-01T07:00:00.000Z');
  });

  it('writes instants before AD 1 and after 9999 as PostgreSQL reads them', () => {
    expect(timestampParam(instantOf('0001-01-01T00:00:00+00:01'))).toBe(
      '0001-12-31 23:59:00.000+00 BC',
    );
    expect(timestampParam(instantOf('9999-12-31T23:59:59-23:59'))).toBe(
      '10000-01-01 23:58:59.000+00',
    );
  });
});

describe('date-times the sandbox is sent', () => {
  beforeAll(() => holdQuote(sandbox, 'RST-TEST-1'));

  it.each(['2016-12-31T23:59:60Z', '0000-01-01T00:00:00+23:59', '9999-12-31T23:59:59-23:59'])(
    'records a restart quote viewed at %s',
    async (at) => {
      for (const [path, field] of [
        ['/api/v1/RestartPolicy/SetRestartedQuoteViewed', 'quoteViewedAt'],
        ['/api/v1/RestartPolicy/SetRestartedQuoteDPAVisit', 'quoteDPAAt'],
      ] as const) {
        const reply = await sandbox.call('POST', path, {
          body: { quoteReference: 'RST-TEST-1', [field]: at },
        });
        expect(reply.status, path).toBe(204);
      }
    },
  );

  it.each(['2016-12-31T23:59:60Z', '0001-01-01T00:00:00.0+00:01', '9999-12-31T23:59:59-23:59'])(
    'lists restartable policies cancelled since %s',
    async (since) => {
      const reply = await sandbox.call(
        'GET',
        `/api/v1/RestartPolicy/GetAcornRestartablePolicies?ignoreOlderThan=${encodeURIComponent(since)}`,
      );
      expect(reply.status).toBe(200);
    },
  );

  it.each(['2024-02-30T10:00:00Z', '2024-01-01T29:00:00Z', '2024-01-01T12:00:60Z'])(
    'refuses %s, which is no date-time, with 400',
    async (since) => {
      const reply = await sandbox.call(
        'GET',
        `/api/v1/RestartPolicy/GetAcornRestartablePolicies?ignoreOlderThan=${encodeURIComponent(since)}`,
      );
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ errors: [{ field: 'query.ignoreOlderThan' }] });
    },
  );
});

describe('cover starts the sandbox is sent', () => {
  const person = {
    title: 'MR',
    firstName: 'Time',
    lastNames: 'Keeper',
    dateOfBirth: '1985-01-31',
    emailAddress: null,
  };
  const quoteStartingAt = (effectiveFrom: string) => {
    const quote = seedRisk(person, new Date());
    return { ...quote, coverDetails: { ...quote.coverDetails, effectiveFrom, effectiveTo: null } };
  };

  it.each(['2030-06-30T23:59:60Z', '2030-07-01T09:00:00z', '2030-07-01t09:00:00.123456+01:00'])(
    'prices a cover starting at %s',
    async (effectiveFrom) => {
      const reply = await sandbox.call('POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
        body: { quote: quoteStartingAt(effectiveFrom) },
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ didDecline: false });
    },
  );

  it('refuses a cover starting in the year 0, long past, as any start in the past', async () => {
    const reply = await sandbox.call('POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
      body: { quote: quoteStartingAt('0000-01-01T00:00:00+01:00') },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errors: [{ field: 'body.quote.coverDetails.effectiveFrom' }],
    });
  });

  it.each(['9999-12-31T09:00:00Z'])(
    'declines a cover starting at %s, whose term the contract cannot write',
    async (effectiveFrom) => {
      const reply = await sandbox.call('POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
        body: { quote: quoteStartingAt(effectiveFrom) },
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        didDecline: true,
        underwritingOutcome: { outcome: 'Declined', underwrittenOptions: [] },
      });
    },
  );

  it('gives no first instalment date a month after a cover start late in 9999', async () => {
    const reply = await sandbox.call(
      'GET',
      '/api/v1/Payment/GetPaymentDate?QuoteReference=AGGQ-TEST-1&CoverStartDate=9999-12-15T09%3A00%3A00Z',
    );
    expect(reply.status).toBe(204);
  });
});
