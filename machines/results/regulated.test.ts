import { describe, expect, it } from 'vitest';
import { anOption, aThirtyDayOption } from '../testing/factories';
import { cancellationRights, cancellationTermOf, cancellationTermOfCover } from './regulated';

const PHONE = '0808 157 0192';

describe('the right to cancel, chosen by the policy duration (issue #28)', () => {
  it('an annual policy has a 14-day cooling-off period, refunds the days not covered, keeps the fee', () => {
    const rights = cancellationRights('Annual', PHONE).join(' ');
    expect(rights).toContain('within 14 days');
    expect(rights).toContain('cooling-off period');
    expect(rights).toContain('we refund the premium for the days you were not covered');
    expect(rights).toContain('The arrangement fee is not refundable.');
    expect(rights).not.toContain('no right to cancel');
  });

  it('a 30-day policy has no statutory right to cancel, and says how to stop its renewal', () => {
    const rights = cancellationRights('ThirtyDay', PHONE).join(' ');
    expect(rights).toContain('shorter than a month');
    expect(rights).toContain('no cooling-off period');
    expect(rights).toContain('the premium is not refunded');
    expect(rights).toContain("Answer No to 'Would you like your policy to renew automatically?'");
    expect(rights).toContain(`call us on ${PHONE}`);
    expect(rights).not.toContain('14 days');
  });

  it('reads the duration from the priced option', () => {
    expect(cancellationTermOf(anOption())).toBe('Annual');
    expect(cancellationTermOf(aThirtyDayOption())).toBe('ThirtyDay');
  });

  it('reads the duration of a policy bought from its cover dates', () => {
    expect(cancellationTermOfCover('2026-12-01T09:00:00Z', '2026-12-30T23:59:59Z')).toBe(
      'ThirtyDay',
    );
    expect(cancellationTermOfCover('2026-12-01T09:00:00Z', '2027-11-30T23:59:59Z')).toBe('Annual');
    expect(cancellationTermOfCover('', '2027-11-30T23:59:59Z')).toBeNull();
  });
});
