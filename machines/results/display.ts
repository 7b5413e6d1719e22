/** What the results page shows of a priced option (spec 2 §2, §3 and §9): pure rules the views render. */
import type {
  ExcessCode,
  PaymentCollectionOption,
  PaymentMethod,
  UnderwrittenOption,
} from '../core/contract';
import { creditText } from './credit-text';
import { resultsPageText } from './page-text';
import { creditFigures } from './credit';
import { differenceInPounds, formatGbp } from '../core/money';
import { isValid, parseISO } from 'date-fns';
import { ukDayOf } from '../../shared/uk-day';
import { thirtyDayDisplayEnd } from '../../shared/policy-terms';
import { collectionOptionFor, paymentMethodsOffered } from './rules';

const text = resultsPageText;

export type PricePeriod = 'year' | 'month' | 'thirtyDays';

export interface PriceChoice {
  method: PaymentMethod;
  /** 'Monthly' or 'Annual' (or the 30-day label), as the customer reads it. */
  label: string;
  /** The amount shown large: per month for Direct Debit, the whole price for card. */
  amount: number;
  period: PricePeriod;
  /** The choice read in full: what is paid today, then each month, the APR and the total. */
  detail: string;
  collection: PaymentCollectionOption;
}

/** '£97.70 today, then 11 × £112.36, 33% APR representative, total £1,333.66' (issue #26). */
export function monthlyDetail(collection: PaymentCollectionOption): string {
  const figures = creditFigures(collection);
  const unequalFirst = figures.standardCount !== figures.instalmentCount;
  return text.choiceDetail.monthly(
    formatGbp(figures.deposit),
    text.choiceDetail.instalments(
      figures.standardCount,
      formatGbp(figures.standardInstalment),
      unequalFirst ? formatGbp(figures.firstInstalment) : null,
    ),
    creditText.percent(figures.apr),
    formatGbp(figures.totalPayable),
  );
}

/** Paying in full and paying monthly set side by side: both totals and what monthly adds (issue #28). */
export interface MonthlyCost {
  totals: string;
  difference: string;
}

/**
 * What paying monthly costs beside paying in full, from the priced option's own figures: each collection
 * option's `totalAmountPayable` and the plan's `apr`. None unless both ways are offered.
 */
export function monthlyCostOf(option: UnderwrittenOption | null): MonthlyCost | null {
  if (!option) return null;
  const offered = paymentMethodsOffered(option);
  const monthly = collectionOptionFor(option, 'DIRECT_DEBIT');
  const card = collectionOptionFor(option, 'CARD_PAYMENT');
  if (!monthly || !card || !offered.includes('DIRECT_DEBIT') || !offered.includes('CARD_PAYMENT')) {
    return null;
  }
  const more = differenceInPounds(
    monthly.totalAmountPayable.amount,
    card.totalAmountPayable.amount,
  );
  const apr = creditText.percent(monthly.apr);
  return {
    totals: text.monthlyCost.totals(
      formatGbp(card.totalAmountPayable.amount),
      formatGbp(monthly.totalAmountPayable.amount),
    ),
    difference: more > 0 ? text.monthlyCost.more(formatGbp(more), apr) : text.monthlyCost.same(apr),
  };
}

/** A 30-day (or shorter) term rather than an annual one. */
export const isThirtyDay = (option: UnderwrittenOption) => option.policyTermType !== 'Annual';

/**
 * The no-claims-discount protection toggle: an annual quote of a customer with a discount to protect
 * (thirty-day policies earn no NCD, spec 2 §9).
 */
export function offersNcdProtection(
  option: UnderwrittenOption | null,
  yearsOfNoClaimsDiscount: number | null,
): boolean {
  return option !== null && !isThirtyDay(option) && (yearsOfNoClaimsDiscount ?? 0) > 0;
}

/**
 * spec 2 §2, §9: monthly (Direct Debit) and annual (card) choices, card per year and Direct Debit per month;
 * a 30-day quote is one card price for its 30 days. Monthly comes first, as the page lists it.
 */
export function priceChoices(option: UnderwrittenOption | null): PriceChoice[] {
  if (!option) return [];
  const offered = paymentMethodsOffered(option);
  const choices: PriceChoice[] = [];
  const monthly = collectionOptionFor(option, 'DIRECT_DEBIT');
  if (monthly && offered.includes('DIRECT_DEBIT')) {
    choices.push({
      method: 'DIRECT_DEBIT',
      label: text.monthly,
      amount: creditFigures(monthly).standardInstalment,
      period: 'month',
      detail: monthlyDetail(monthly),
      collection: monthly,
    });
  }
  const card = collectionOptionFor(option, 'CARD_PAYMENT');
  if (card && offered.includes('CARD_PAYMENT')) {
    choices.push({
      method: 'CARD_PAYMENT',
      label: isThirtyDay(option) ? text.thirtyDay : text.annual,
      amount: card.totalAmountPayable.amount,
      period: isThirtyDay(option) ? 'thirtyDays' : 'year',
      detail: (isThirtyDay(option) ? text.choiceDetail.thirtyDays : text.choiceDetail.payOnce)(
        formatGbp(card.totalAmountPayable.amount),
      ),
      collection: card,
    });
  }
  return choices;
}

export interface Instalment {
  label: string;
  amount: number;
}

export type FooterContent =
  | { kind: 'choose'; message: string }
  | { kind: 'payNow'; amount: number; instalments: Instalment[] };

/**
 * spec 2 §2 Pricing footer: 'Please select a price from above' until a price is chosen, then the amount to
 * pay now; paying monthly adds the instalments that follow.
 */
export function footerContent(
  option: UnderwrittenOption | null,
  method: PaymentMethod | null,
): FooterContent {
  const collection = method ? collectionOptionFor(option, method) : null;
  if (!collection) return { kind: 'choose', message: text.selectPrice };
  if (collection.paymentMethod === 'CARD_PAYMENT') {
    return { kind: 'payNow', amount: collection.totalAmountPayable.amount, instalments: [] };
  }
  return {
    kind: 'payNow',
    amount: collection.upFrontAmount.amount,
    instalments: instalments(collection),
  };
}

/** spec 2 §9: with an unequal first instalment, 1 first payment and then the standard ones. */
export function instalments(collection: PaymentCollectionOption): Instalment[] {
  const figures = creditFigures(collection);
  const standard = {
    label: text.monthlyInstalments(figures.standardCount),
    amount: figures.standardInstalment,
  };
  if (figures.standardCount === figures.instalmentCount) return [standard];
  return [{ label: text.firstInstalment, amount: figures.firstInstalment }, standard];
}

/** spec 2 §2: the footer slides in past about 18% of the page, or 20% on narrow screens. */
export const FOOTER_SCROLL_THRESHOLD = { wide: 0.18, narrow: 0.2 } as const;
/** Below this width a screen counts as narrow. */
export const NARROW_SCREEN_PX = 768;

export function footerShown(scrolledFraction: number, viewportWidth: number): boolean {
  const threshold =
    viewportWidth < NARROW_SCREEN_PX
      ? FOOTER_SCROLL_THRESHOLD.narrow
      : FOOTER_SCROLL_THRESHOLD.wide;
  return scrolledFraction >= threshold;
}

/** How far down the page the customer has scrolled, 0 to 1; a page that does not scroll counts as read. */
export function scrolledFraction(scrollTop: number, scrollHeight: number, viewportHeight: number) {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 1;
  return Math.min(Math.max(scrollTop / scrollable, 0), 1);
}

/** spec 2 §3 Underwriting excess codes, by the names the customer reads. */
export const EXCESS_NAMES: Readonly<Record<ExcessCode, string>> = text.excessNames;

export interface PriceSummary {
  premium: number;
  /** The policy administration fee: non-refundable (spec 2 §9). */
  fee: number;
  ipt: number;
  total: number;
}

/** spec 2 §3: the first data point holds the price, with `fees` as the administration fee and the IPT. */
export function priceSummary(option: UnderwrittenOption | null): PriceSummary | null {
  const price = option?.underwrittenDataPoints[0]?.underwrittenPrice;
  if (!price) return null;
  return {
    premium: price.netPremium.amount,
    fee: price.fees.amount,
    ipt: price.iptAmount.amount,
    total: price.totalPremium.amount,
  };
}

export type CoverLevel = 'COMP' | 'TPFT' | 'TPO' | null;

/** spec 2 §3: COMP, TPFT and TPO; any other code means third party. */
export function coverLevelName(level: string | null | undefined): string {
  if (level === 'COMP') return text.cover.comprehensive;
  if (level === 'TPFT') return text.cover.thirdPartyFireAndTheft;
  return text.cover.thirdParty;
}

/**
 * spec 2 §2 Policy summary card: the needs-and-demands statement differs for Comprehensive and third party
 * fire and theft, and names the vehicle a car or a van.
 */
export function needsAndDemands(level: string | null | undefined, isVan: boolean): string {
  return level === 'COMP'
    ? text.cover.comprehensiveNeeds(isVan)
    : text.cover.thirdPartyNeeds(isVan);
}

/** A body type that is a van by the lookup's description (Panel Van, Van, Light Van…). */
export const isVanBody = (bodyType: string | null | undefined): boolean =>
  /\bvan\b/i.test(bodyType ?? '');

/** The period a thirty-day option shows: its start, and its end as spec 2 §9 words it. */
export function thirtyDayPeriod(option: UnderwrittenOption): { start: Date; end: Date } {
  const from = parseISO(option.effectiveFrom);
  // The days are the customer's (UK) calendar's, whatever zone the browser's clock is set to.
  const start = isValid(from) ? ukDayOf(from) : from;
  return { start, end: thirtyDayDisplayEnd(start) };
}
