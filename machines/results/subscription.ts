/**
 * What a policy's length means for the customer after they buy (spec 2 §9 Policy terms, spec 1 §4 Thirty-day
 * policies): when a 30-day subscription's card is charged, when they hear about renewal, what the policy earns
 * and leaves out. The constants are shared/policy-terms.ts's, which the sandbox reads too.
 */
import { formatDuration, isValid, lightFormat, parseISO } from 'date-fns';
import type { components } from '../../openapi/generated/quote';
import {
  EARNS_NO_CLAIMS_DISCOUNT,
  RENEWAL_CONTACT_LEAD,
  THIRTY_DAY_EXCLUDED_COVER,
  renewalContactDate,
  rollingPaymentDate,
  type ThirtyDayExcludedCover,
} from '../../shared/policy-terms';
import { ukDayOf } from '../../shared/uk-day';
import type { UnderwrittenOption } from '../core/contract';
import { DISPLAY_DATE_FORMAT } from '../core/field-messages';
import { contactText } from './contact-text';
import { resultsPageText } from './page-text';
import { isThirtyDay, thirtyDayPeriod } from './display';

type PolicyDuration = components['schemas']['PolicyDuration'];

export interface RenewalTimeline {
  duration: PolicyDuration;
  /** The last day of cover, on the customer's (UK) calendar, as the policy card shows it. */
  ends: Date;
  /** spec 2 §9 Renewal contact lead: the day they are told about renewal. */
  contact: Date;
  /** spec 2 §9 Rolling subscription: the day the next 30 days' payment is attempted; null for other terms. */
  payment: Date | null;
}

/** The option's last day: a 30-day one's as spec 2 §9 shows it, any other's from its own period end. */
function lastDayOf(option: UnderwrittenOption): Date {
  if (isThirtyDay(option)) return thirtyDayPeriod(option).end;
  const to = parseISO(option.effectiveTo);
  return isValid(to) ? ukDayOf(to) : to;
}

/** spec 2 §9: when the card is charged and when the customer is told, by the policy's duration. */
export function renewalTimeline(
  option: UnderwrittenOption | null | undefined,
): RenewalTimeline | null {
  if (!option) return null;
  const ends = lastDayOf(option);
  if (!isValid(ends)) return null;
  const duration = option.policyTermType;
  return {
    duration,
    ends,
    contact: renewalContactDate(ends, duration),
    payment: isThirtyDay(option) ? rollingPaymentDate(ends) : null,
  };
}

export interface PolicyCoverFacts {
  earnsNoClaimsDiscount: boolean;
  excluded: readonly ThirtyDayExcludedCover[];
}

/** spec 2 §9, spec 1 §4 Thirty-day policies: no NCD earned, no breakdown, keycare or excess reimbursement. */
export function policyCoverFacts(option: UnderwrittenOption): PolicyCoverFacts {
  const thirtyDay = isThirtyDay(option);
  return {
    earnsNoClaimsDiscount: EARNS_NO_CLAIMS_DISCOUNT[thirtyDay ? 'ThirtyDay' : 'Annual'],
    excluded: thirtyDay ? THIRTY_DAY_EXCLUDED_COVER : [],
  };
}

const day = (date: Date): string => lightFormat(date, DISPLAY_DATE_FORMAT);

/**
 * What the rolling subscription / renewals block tells the customer (spec 2 §2, §9): a 30-day policy's
 * charge and email days, any other policy's renewal contact day; null while the option's dates are unknown.
 */
export function renewalNotice(option: UnderwrittenOption | null | undefined): string | null {
  const timeline = renewalTimeline(option);
  if (!timeline) return null;
  const { ends, contact, payment, duration } = timeline;
  if (payment) {
    return contactText.renewal.rollingWhen({
      ends: day(ends),
      payment: day(payment),
      contact: day(contact),
    });
  }
  return contactText.renewal.renewalsWhen({
    ends: day(ends),
    lead: formatDuration(RENEWAL_CONTACT_LEAD[duration]),
    contact: day(contact),
  });
}

/** A line of the policy card: a term and what it says. */
export interface PolicyCardLine {
  term: string;
  detail: string;
}

/** The policy card's lines on what the policy earns and leaves out: a 30-day policy's (spec 2 §9). */
export function policyCoverLines(option: UnderwrittenOption): PolicyCardLine[] {
  const card = resultsPageText.card;
  const { earnsNoClaimsDiscount, excluded } = policyCoverFacts(option);
  const lines: PolicyCardLine[] = [];
  if (!earnsNoClaimsDiscount) lines.push({ term: card.ncdEarned, detail: card.ncdNone });
  if (excluded.length > 0) {
    lines.push({
      term: card.notIncluded,
      detail: card.notIncludedList(excluded.map((cover) => card.excludedCover[cover])),
    });
  }
  return lines;
}
