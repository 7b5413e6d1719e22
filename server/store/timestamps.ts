const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A `timestamptz` parameter for any instant a Date holds. The contract's date-times reach from year 0000
 * to 9999 in any time zone, so in UTC from 1 BC to AD 10000; an ISO string cannot say either to PostgreSQL
 * (no year 0, no five-digit year), its own literal can.
 */
export function timestampParam(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  const year = at.getUTCFullYear();
  const era = year < 1 ? ' BC' : '';
  const date = `${pad(year < 1 ? 1 - year : year, 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}.${pad(at.getUTCMilliseconds(), 3)}`;
  return `${date} ${time}+00${era}`;
}
