/**
 * The saved quote email's expiry date and time, on the UK's clock whatever zone the sandbox runs in: British
 * Summer Time in July, Greenwich Mean Time in December.
 */
import { describe, expect, it } from 'vitest';
import { savedQuoteEmail } from './saved-quote-email';

const emailExpiringAt = (expiresAt: string) =>
  savedQuoteEmail({
    to: 'someone@example.com',
    quoteRef: 'DC-TEST-0001',
    origin: 'https://quotes.example.com',
    expiresAt: new Date(expiresAt),
    now: new Date('2026-07-01T12:00:00Z'),
  });

describe('the saved quote email', () => {
  it('says when the link stops working in British Summer Time', () => {
    expect(emailExpiringAt('2026-07-31T08:30:00Z').text).toContain(
      'until 31 July 2026 at 09:30 (UK time)',
    );
  });

  it('says the time on the 24-hour clock', () => {
    expect(emailExpiringAt('2026-07-31T14:45:00Z').text).toContain(
      'until 31 July 2026 at 15:45 (UK time)',
    );
  });

  it('says when the link stops working in Greenwich Mean Time', () => {
    expect(emailExpiringAt('2026-12-01T09:05:00Z').text).toContain(
      'until 1 December 2026 at 09:05 (UK time)',
    );
  });
});
