/** A query as the app's client writes it (encodeURIComponent leaves !'()* alone) is read, not refused. */
import { describe, expect, it } from 'vitest';
import { sandboxForTests } from './testing/sandbox';

const sandbox = sandboxForTests();

describe("a surname with an apostrophe, as encodeURIComponent sends it (O'Brien)", () => {
  it('reaches the reminder check, which does not know it', async () => {
    const query = [
      'QuoteReference=REM-TEST-1',
      'Postcode=SW1A%201AA',
      `Surname=${encodeURIComponent("O'Brien (Jr)!*")}`,
      'DateOfBirth=1990-07-22',
    ].join('&');
    expect(query).toContain("O'Brien");
    const reply = await sandbox.call('POST', `/api/v1/Quote/QuoteReminderDpaCheck?${query}`);
    expect(reply).toEqual({
      status: 404,
      body: { code: 'QUOTE_NOT_FOUND', message: 'Quote not found', attemptsRemaining: 4 },
    });
  });

  it('still reads a + as a space', async () => {
    const reply = await sandbox.call('GET', '/api/v1/Address/SearchAddresses?Postcode=SW1A+1AA');
    expect(reply.status).toBe(200);
  });
});
