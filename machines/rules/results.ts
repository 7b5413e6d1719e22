/** Choosing what to buy on the results page (spec 2 §2 credit panel, §3, §4). */
import type {
  Endorsement,
  PaymentCollectionCode,
  PaymentCollectionOption,
  PaymentMethod,
  QuoteOutcome,
  UnderwrittenOption,
} from '../state/contract';
import type { PaymentState } from '../state/journey-state';
import { isUnder18AtCoverStart, toKnownDate, type DateInput } from './ages';

/** spec 2 §3: Annual uses ANNUAL_CARD_IN_FULL and FINANCE_PLAN_S_V1; the short terms SHORT_TERM_CARD_PAYMENT_V1. */
export const KNOWN_PAYMENT_CODES: readonly PaymentCollectionCode[] = [
  'ANNUAL_CARD_IN_FULL',
  'FINANCE_PLAN_S_V1',
  'SHORT_TERM_CARD_PAYMENT_V1',
];

/** spec 2 §3: the Annual option is preferred, else the first. */
export function preferredOption(options: readonly UnderwrittenOption[]): UnderwrittenOption | null {
  return options.find((option) => option.policyTermType === 'Annual') ?? options[0] ?? null;
}

export interface OptionSelection {
  selectedOption: UnderwrittenOption | null;
  allowableOptions: PaymentCollectionOption[];
}

const withKnownCodesOnly = (option: UnderwrittenOption): UnderwrittenOption => ({
  ...option,
  paymentCollectionOptions: option.paymentCollectionOptions.filter((collection) =>
    KNOWN_PAYMENT_CODES.includes(collection.code),
  ),
});

/**
 * spec 2 §4 Result selection: a single option is taken as it is; among several, each keeps only known payment
 * codes and the previous choice survives when its option is still offered.
 */
export function selectOption(
  options: readonly UnderwrittenOption[],
  previous: UnderwrittenOption | null,
): OptionSelection {
  const [only] = options;
  if (only === undefined) return { selectedOption: null, allowableOptions: [] };
  if (options.length === 1) {
    return { selectedOption: only, allowableOptions: only.paymentCollectionOptions };
  }
  const filtered = options.map(withKnownCodesOnly);
  const selected =
    filtered.find((option) => option.optionId === previous?.optionId) ?? filtered[0] ?? null;
  return { selectedOption: selected, allowableOptions: selected?.paymentCollectionOptions ?? [] };
}

export function collectionOptionFor(
  option: UnderwrittenOption | null,
  method: PaymentMethod,
): PaymentCollectionOption | null {
  return (
    option?.paymentCollectionOptions.find((collection) => collection.paymentMethod === method) ??
    null
  );
}

/** spec 2 §4: a 30-day quote resets the payment to Direct Debit and clears the 30-day flag. */
export function resetForThirtyDayQuote(payment: PaymentState): PaymentState {
  if (!payment.is30DayQuote) return payment;
  const keepsOption = payment.selectedPaymentOption?.paymentMethod === 'DIRECT_DEBIT';
  return {
    ...payment,
    selectedPaymentMethod: 'DIRECT_DEBIT',
    selectedPaymentOption: keepsOption ? payment.selectedPaymentOption : null,
    is30DayQuote: false,
  };
}

export interface RenewalDefaults {
  isUnder18: boolean;
  /** The brand opts its under-18 proposers out of renewal (the carrot brand, or the brand setting). */
  brandForcesOptOut: boolean;
  stored: boolean | null;
}

/** spec 2 §4 Renewal opt-out: read as under-18 proposers on such a brand; anyone else keeps the stored answer. */
export function defaultRenewalOptOut({
  isUnder18,
  brandForcesOptOut,
  stored,
}: RenewalDefaults): boolean {
  if (isUnder18 && brandForcesOptOut) return true;
  return stored ?? false;
}

export interface RenewalChoice {
  renewalOptOut: boolean;
  automaticRenewal: boolean;
}

/** spec 2 §4: Yes renews automatically; No opts out. */
export function applyRenewalChoice(choice: 'yes' | 'no'): RenewalChoice {
  const renews = choice === 'yes';
  return { renewalOptOut: !renews, automaticRenewal: renews };
}

export interface AffordabilityFacts {
  affordabilityCheck: boolean;
  selectedPaymentMethod: PaymentMethod | null;
  is30DayQuote: boolean;
}

/** spec 2 §4 Affordability. */
export function affordabilityCheckRequired({
  affordabilityCheck,
  selectedPaymentMethod,
  is30DayQuote,
}: AffordabilityFacts): boolean {
  return affordabilityCheck && (selectedPaymentMethod === 'DIRECT_DEBIT' || is30DayQuote);
}

export interface CreditPanelFacts {
  proposerDateOfBirth: DateInput | null | undefined;
  coverStart: DateInput | null | undefined;
  option: UnderwrittenOption | null | undefined;
}

/** spec 2 §2: credit is offered to adults only, so an unknown date of birth shows nothing. */
function isAdultAtCoverStart(
  dateOfBirth: CreditPanelFacts['proposerDateOfBirth'],
  coverStart: CreditPanelFacts['coverStart'],
): boolean {
  return toKnownDate(dateOfBirth) !== null && !isUnder18AtCoverStart(dateOfBirth, coverStart);
}

/** spec 2 §2 Premium-finance credit panel. */
export function showCreditPanel({
  proposerDateOfBirth,
  coverStart,
  option,
}: CreditPanelFacts): boolean {
  return (
    isAdultAtCoverStart(proposerDateOfBirth, coverStart) &&
    collectionOptionFor(option ?? null, 'DIRECT_DEBIT') !== null
  );
}

/** Declined, Referred and UnderReview cannot be bought (spec 2 §3). */
export function isPurchasable(outcome: QuoteOutcome | null | undefined): boolean {
  return outcome === 'Quoted';
}

export interface ShownEndorsement {
  name: string;
  wording: string;
}

export interface EndorsementList {
  endorsements: ShownEndorsement[];
  /** How many were left out; the caller warns about them (spec 2 §3). */
  skipped: number;
}

const hasText = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

function shownEndorsement(endorsement: Endorsement): ShownEndorsement | null {
  const { endorsementName: name, endorsementWording: wording } = endorsement;
  return hasText(name) && hasText(wording) ? { name, wording } : null;
}

/** Entries missing a name or wording are left out. */
export function validEndorsements(
  endorsements: readonly Endorsement[] | null | undefined,
): EndorsementList {
  const all = endorsements ?? [];
  const shown = all.map(shownEndorsement).filter((endorsement) => endorsement !== null);
  return { endorsements: shown, skipped: all.length - shown.length };
}
