/**
 * Policy lengths, end dates and renewal contact (spec 1 §9, spec 2 §9 Policy terms): the journey sets a cover
 * period from them and the sandbox prices the band a period falls in, so both sides read them from here.
 */
import {
  addDays,
  addMonths,
  addYears,
  differenceInCalendarDays,
  endOfDay,
  sub,
  subDays,
  type Duration,
} from 'date-fns';
import type { components } from '../openapi/generated/quote';
import { endOfUkDay, ukDayOf } from './uk-day';

type PolicyDuration = components['schemas']['PolicyDuration'];

export interface DurationBand {
  readonly duration: PolicyDuration;
  readonly days: number;
}

export const DURATION_BANDS = [
  { duration: 'SevenDay', days: 7 },
  { duration: 'ThirtyDay', days: 30 },
  { duration: 'Annual', days: 365 },
] as const satisfies readonly DurationBand[];

/** spec 2 §9: the first band the day difference fits; anything longer than a year is still Annual. */
export function durationForDays(days: number): PolicyDuration {
  return DURATION_BANDS.find((band) => days <= band.days)?.duration ?? 'Annual';
}

export function durationBetween(from: Date, to: Date): PolicyDuration {
  return durationForDays(differenceInCalendarDays(to, from));
}

/** spec 2 §9 Policy terms: a subscription lasts 30 days. */
export const SUBSCRIPTION_LENGTH_DAYS = 30;

/** spec 2 §9: restart cover ends 29 days after the start (its 30th day), at the end of that day. */
export function restartCoverEnd(start: Date): Date {
  return endOfDay(addDays(start, SUBSCRIPTION_LENGTH_DAYS - 1));
}

/** spec 2 §9: a thirty-day policy's end is shown as the start minus one day plus 30 days. */
export function thirtyDayDisplayEnd(start: Date): Date {
  return addDays(subDays(start, 1), SUBSCRIPTION_LENGTH_DAYS);
}

/** spec 2 §9 Rolling subscription: the next payment is attempted a day before a 30-day policy expires. */
export const ROLLING_PAYMENT_LEAD: Duration = { days: 1 };

export function rollingPaymentDate(policyEnd: Date): Date {
  return sub(policyEnd, ROLLING_PAYMENT_LEAD);
}

/** spec 2 §9: one month later, less one day (31 January gives 27 or 28 February). */
export function defaultPolicyEnd(start: Date): Date {
  return subDays(addMonths(start, 1), 1);
}

/** The durations the product sells (spec 1 §1: 30-day or annual cover). */
export type SoldDuration = Extract<PolicyDuration, 'ThirtyDay' | 'Annual'>;
export const SOLD_DURATIONS: readonly SoldDuration[] = ['ThirtyDay', 'Annual'];

/**
 * The cover period a chosen duration asks for, from the cover start to the end of its last (UK) day: a 30-day policy
 * one month later less one day (spec 2 §9), an annual one a year later less one day.
 */
export function coverEndFor(duration: SoldDuration, start: Date): Date {
  // The customer's calendar is the UK's, in summer time as in winter (shared/uk-day.ts).
  const startDay = ukDayOf(start);
  const lastDay =
    duration === 'Annual' ? subDays(addYears(startDay, 1), 1) : defaultPolicyEnd(startDay);
  return endOfUkDay(lastDay);
}

/** spec 2 §9, spec 1 §4 Thirty-day policies: no NCD is earned on a 30-day policy. */
export const EARNS_NO_CLAIMS_DISCOUNT: Readonly<Record<SoldDuration, boolean>> = {
  ThirtyDay: false,
  Annual: true,
};

/** Cover a 30-day policy never includes (spec 2 §9, spec 1 §4 Thirty-day policies). */
export type ThirtyDayExcludedCover = 'breakdown' | 'keycare' | 'excessReimbursement';
export const THIRTY_DAY_EXCLUDED_COVER: readonly ThirtyDayExcludedCover[] = [
  'breakdown',
  'keycare',
  'excessReimbursement',
];

/**
 * spec 2 §9 Renewal contact lead: how long before the policy ends the customer is told about renewal. For a
 * 30-day rolling subscription this is the email spec 2 §9 puts "about 7 days before expiry" (docs/rules.md).
 */
export const RENEWAL_CONTACT_LEAD: Readonly<Record<PolicyDuration, Duration>> = {
  SevenDay: { days: 4 },
  ThirtyDay: { days: 6 },
  Annual: { weeks: 4 },
};

export function renewalContactDate(policyEnd: Date, duration: PolicyDuration): Date {
  return sub(policyEnd, RENEWAL_CONTACT_LEAD[duration]);
}
