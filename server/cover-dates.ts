/**
 * When cover may start and end (spec 1 §9, the contract's CoverDetails): never in the past. A start the
 * customer chooses is at least 15 minutes ahead (the form's own rule, less a moment for the call to arrive);
 * a start chosen before, which the customer has not changed, may come closer while they read their price
 * but has to be ahead still to be priced again or bought: once it has passed, the quote is out of date.
 */
import { addMinutes, isBefore } from 'date-fns';
import type { Quote } from './contract';
import { dateOf } from './date-time';
import { badRequest, conflict } from './errors';
import { isUnsetDate } from './quoting';

export const MINIMUM_COVER_LEAD_MINUTES = 15;
/** What a start chosen on the form may have lost by the time its call arrives (the form checks at Continue). */
export const COVER_LEAD_ALLOWANCE_MINUTES = 2;
const known = (value: string | null | undefined): Date | undefined =>
  value && !isUnsetDate(value) ? dateOf(value) : undefined;

const FIELD = 'body.quote.coverDetails';

export const coverStartPassed = () =>
  conflict('QUOTE_EXPIRED', 'The cover start of this quote has passed: get a new quote');

/**
 * Refuses cover dates a policy could not have: a start less than 15 minutes ahead when newly chosen (400),
 * a start kept from before that has passed (409 QUOTE_EXPIRED), an end not after the start (400).
 */
export function assertCoverDates(quote: Quote, now: Date, before?: Quote): void {
  const start = known(quote.coverDetails.effectiveFrom);
  const end = known(quote.coverDetails.effectiveTo);
  if (start) {
    const kept =
      before !== undefined &&
      known(before.coverDetails.effectiveFrom)?.getTime() === start.getTime();
    if (kept && isBefore(start, now)) throw coverStartPassed();
    const earliest = addMinutes(now, MINIMUM_COVER_LEAD_MINUTES - COVER_LEAD_ALLOWANCE_MINUTES);
    if (!kept && isBefore(start, earliest)) {
      throw badRequest('Validation error', [
        {
          field: `${FIELD}.effectiveFrom`,
          message: `Cover must start at least ${String(MINIMUM_COVER_LEAD_MINUTES)} minutes ahead`,
        },
      ]);
    }
  }
  if (end && !isBefore(start ?? now, end)) {
    throw badRequest('Validation error', [
      { field: `${FIELD}.effectiveTo`, message: 'Cover must end after it starts' },
    ]);
  }
}

/** A start that has passed by the time the quote is bought: the quote is out of date (409 QUOTE_EXPIRED). */
export function assertStartAhead(start: string, now: Date): void {
  const at = known(start);
  if (at && isBefore(at, now)) throw coverStartPassed();
}
