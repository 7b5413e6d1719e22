/** Which regulated information a customer reads for the product they buy (issue #28): pure rules the views render. */
import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';
import type { UnderwrittenOption } from '../core/contract';
import { regulatedText } from './regulated-text';

/** The terms that decide the right to cancel: an annual policy, or a 30-day one. */
export type CancellationTerm = 'Annual' | 'ThirtyDay';

/** A policy shorter than this many days is a short-term one, without a statutory right to cancel. */
const SHORT_TERM_DAYS = 31;

export const cancellationTermOf = (option: UnderwrittenOption): CancellationTerm =>
  option.policyTermType === 'Annual' ? 'Annual' : 'ThirtyDay';

/** The term of a policy bought, from its cover dates; null when they are not known. */
export function cancellationTermOfCover(from: string, to: string): CancellationTerm | null {
  const start = parseISO(from);
  const end = parseISO(to);
  if (!isValid(start) || !isValid(end)) return null;
  return differenceInCalendarDays(end, start) <= SHORT_TERM_DAYS ? 'ThirtyDay' : 'Annual';
}

/** The right to cancel the customer reads for `term`, chosen from the catalogue by the policy's duration. */
export function cancellationRights(term: CancellationTerm, phone: string): readonly string[] {
  const text = regulatedText.cancellation;
  return term === 'Annual' ? text.annual : text.thirtyDay(phone);
}
