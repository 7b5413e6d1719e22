/**
 * What the thank-you pages say of the purchase kept for them (spec 2 §2): what was paid today and what is
 * collected when, and the cover bought. Loaded with those pages only (through ./view.ts), not with the chart.
 */
import { displayDate } from '../core/field-messages';
import { displayRegistration } from '../core/formats';
import { formatGbp } from '../results';
import { UK_TIME_ZONE } from '../../shared/uk-day';
import { thankYouText } from './thank-you-text';
import type { Purchase } from './types';

const text = thankYouText;

/** The payment date as the customer reads it, or the ISO text itself should it not be a date. */
const dateText = (iso: string): string => displayDate(iso) ?? iso;

/**
 * What was paid today and what the Direct Debit collects, as sentences in the order read: the price in full
 * by card; or the deposit taken by card, then the first instalment's amount and date. A purchase stored before
 * the amounts were kept keeps the wording it had.
 */
export function paymentLinesOf(purchase: Purchase): string[] {
  const { paymentMethod, paidToday, firstInstalment } = purchase;
  const date = dateText(purchase.paymentDate);
  if (paymentMethod === 'CARD_PAYMENT') {
    return [paidToday === undefined ? text.paidByCard : text.paidInFull(formatGbp(paidToday))];
  }
  if (paidToday === undefined || firstInstalment === undefined || firstInstalment === null) {
    return [text.firstDirectDebit(date)];
  }
  return [
    ...(paidToday > 0 ? [text.depositTaken(formatGbp(paidToday))] : []),
    text.firstMonthlyPayment(formatGbp(firstInstalment), date),
    text.paymentSchedule,
  ];
}

const ukClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as a clock in the United Kingdom shows it, e.g. '09:00 on 01/07/2026': British Summer Time in
 * summer, GMT in winter, whatever zone the browser is in. Null when the text is no instant.
 */
export function ukClockText(iso: string): string | null {
  const instant = new Date(iso);
  if (iso === '' || Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(
    ukClock.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return text.cover.at(
    `${parts.hour ?? ''}:${parts.minute ?? ''}`,
    `${parts.day ?? ''}/${parts.month ?? ''}/${parts.year ?? ''}`,
  );
}

export interface CoverBoughtView {
  vehicle: string;
  registration: string;
  starts: string;
  ends: string;
}

/** The cover bought as the pages show it; null for a purchase stored before it was kept. */
export function coverBoughtOf(purchase: Purchase | null): CoverBoughtView | null {
  const cover = purchase?.cover;
  if (!cover) return null;
  return {
    vehicle: cover.vehicle,
    registration: displayRegistration(cover.registration),
    starts: ukClockText(cover.from) ?? cover.from,
    ends: ukClockText(cover.to) ?? cover.to,
  };
}
