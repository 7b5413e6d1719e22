/**
 * Dates as pages show them (dd/MM/yyyy, spec 2 §9). Cover start and end are instants: the page names the day they
 * fall on in the UK, where the customer and the cover are, so a cover ending at the end of a UK day in British
 * Summer Time is not shown a day late, nor a cover starting just after UK midnight a day early, whatever zone the
 * browser's clock is set to.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { displayDate } from './field-messages';

const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

describe('displayDate', () => {
  it.each(['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata'])(
    'shows cover start and end on the UK calendar in a browser set to %s',
    (zone) => {
      process.env.TZ = zone;
      // The sandbox's thirty-day end in summer and in winter: the end of the UK day.
      expect(displayDate('2026-08-08T22:59:59.999Z')).toBe('08/08/2026');
      expect(displayDate('2026-12-30T23:59:59.999Z')).toBe('30/12/2026');
      // A cover starting at half past midnight in the UK in summer, and at 9 in the morning in winter.
      expect(displayDate('2026-07-09T23:30:00.000Z')).toBe('10/07/2026');
      expect(displayDate('2026-12-01T09:00:00+00:00')).toBe('01/12/2026');
    },
  );

  it("shows nothing for the contract's unset date, as for a date missing", () => {
    expect(displayDate('1700-02-01T00:00:00.000Z')).toBeNull();
    expect(displayDate('1700-02-01')).toBeNull();
    expect(displayDate('')).toBeNull();
  });

  it('shows a calendar date as written, in any zone', () => {
    process.env.TZ = 'America/New_York';
    expect(displayDate('1991-09-03')).toBe('03/09/1991');
    process.env.TZ = 'Asia/Kolkata';
    expect(displayDate('2026-07-10')).toBe('10/07/2026');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(displayDate(null)).toBeNull();
    expect(displayDate('')).toBeNull();
    expect(displayDate('not a date')).toBeNull();
  });
});
