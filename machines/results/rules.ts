/** Choosing what to buy on the results page (spec 2 §2 credit panel, §3, §4). */
import type {
  Endorsement,
  PaymentCollectionCode,
  PaymentCollectionOption,
  PaymentMethod,
  QuoteOutcome,
  UnderwrittenOption,
} from '../core/contract';
import type { PaymentState } from '../core/state';
import { isUnder18AtCoverStart, toKnownDate, type DateInput } from '../core/ages';

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
 * codes and the previous choice survives when its option is still offered. With no previous choice the
 * Annual option is preferred, else the first (spec 2 §3; docs/decisions/0004-results-readings.md).
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
    filtered.find((option) => option.optionId === previous?.optionId) ?? preferredOption(filtered);
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

/**
 * spec 2 §4: a 30-day quote resets the payment to Direct Debit and clears the 30-day flag. The spec's payment
 * codes give a 30-day option the card alone (§3: SHORT_TERM_CARD_PAYMENT_V1), so where the option on offer has
 * no Direct Debit the card stays chosen (docs/rules.md records this reading).
 */
export function resetForThirtyDayQuote(
  payment: PaymentState,
  option: UnderwrittenOption | null,
): PaymentState {
  if (!payment.is30DayQuote) return payment;
  const method: PaymentMethod =
    collectionOptionFor(option, 'DIRECT_DEBIT') === null ? 'CARD_PAYMENT' : 'DIRECT_DEBIT';
  const keepsOption = payment.selectedPaymentOption?.paymentMethod === method;
  return {
    ...payment,
    selectedPaymentMethod: method,
    selectedPaymentOption: keepsOption ? payment.selectedPaymentOption : null,
    is30DayQuote: false,
  };
}

/**
 * A price the customer has no choice about is chosen for them: a 30-day option is paid by card alone (spec 2
 * §3), so its one price shows chosen; with several, or one already chosen, the payment is left as it is.
 */
export function withOnlyPaymentMethodChosen(
  payment: PaymentState,
  option: UnderwrittenOption | null,
): PaymentState {
  const offered = paymentMethodsOffered(option);
  const [only] = offered;
  if (payment.selectedPaymentMethod !== null || offered.length !== 1 || !only) return payment;
  return {
    ...payment,
    selectedPaymentMethod: only,
    selectedPaymentOption: collectionOptionFor(option, only),
  };
}

export interface RenewalDefaults {
  isUnder18: boolean;
  /** The brand opts its under-18 proposers out of renewal (see `brandOptsUnder18sOut`). */
  brandForcesOptOut: boolean;
  stored: boolean | null;
}

/** spec 2 §4 Renewal opt-out: the carrot brand, or a brand whose setting says so. */
export function brandOptsUnder18sOut(brand: {
  journeyKey: string;
  optsUnder18sOutOfRenewal: boolean;
}): boolean {
  return brand.journeyKey.startsWith('carrot_') || brand.optsUnder18sOutOfRenewal;
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

export interface ThirtyDayFacts {
  /** The customer took a 30-day offer at Buy Now (its flag is cleared when results are shown again). */
  is30DayQuote: boolean;
  /** The term of the option being bought: a 30-day option is a 30-day quote however it was reached. */
  policyTermType: UnderwrittenOption['policyTermType'] | null | undefined;
}

/** A 30-day quote: an offer taken at Buy Now, the duration panel's choice, or a restart's quote (spec 2 §4). */
export const isThirtyDayQuote = ({ is30DayQuote, policyTermType }: ThirtyDayFacts): boolean =>
  is30DayQuote || policyTermType === 'ThirtyDay';

export interface AffordabilityFacts extends ThirtyDayFacts {
  affordabilityCheck: boolean;
  selectedPaymentMethod: PaymentMethod | null;
}

/** spec 2 §4 Affordability: Direct Debit is selected or the quote is a 30-day quote. */
export function affordabilityCheckRequired({
  affordabilityCheck,
  selectedPaymentMethod,
  is30DayQuote,
  policyTermType,
}: AffordabilityFacts): boolean {
  const thirtyDay = isThirtyDayQuote({ is30DayQuote, policyTermType });
  return affordabilityCheck && (selectedPaymentMethod === 'DIRECT_DEBIT' || thirtyDay);
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

/**
 * spec 2 §2 Premium-finance credit panel: adults only, with an underwritten option that offers Direct Debit,
 * and only once the customer has chosen to pay monthly: it says they have.
 */
export function showCreditPanel({
  proposerDateOfBirth,
  coverStart,
  option,
  selectedPaymentMethod,
}: CreditPanelFacts & { selectedPaymentMethod: PaymentMethod | null }): boolean {
  return (
    selectedPaymentMethod === 'DIRECT_DEBIT' &&
    isAdultAtCoverStart(proposerDateOfBirth, coverStart) &&
    collectionOptionFor(option ?? null, 'DIRECT_DEBIT') !== null
  );
}

/** Which acceptance block the customer sees: none, the full one, or the one reduced for under-18s. */
export type AcceptanceBlock = 'none' | 'full' | 'reduced';

/**
 * spec 2 §2 Acceptance block: shown to everyone paying monthly (the credit they accept), reduced for
 * under-18 proposers: no charge for credit, APR, total premium or the two document confirmations.
 */
export function acceptanceBlock(
  facts: CreditPanelFacts & { selectedPaymentMethod: PaymentMethod | null },
): AcceptanceBlock {
  if (facts.selectedPaymentMethod !== 'DIRECT_DEBIT') return 'none';
  if (collectionOptionFor(facts.option ?? null, 'DIRECT_DEBIT') === null) return 'none';
  return isAdultAtCoverStart(facts.proposerDateOfBirth, facts.coverStart) ? 'full' : 'reduced';
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

/** The quote shown is a restart's: the restart link's quote is the one priced (spec 2 §2, §4 Restart). */
export function isRestartQuote(facts: {
  restart: { quoteRef: string | null };
  result: { quoteRef: string | null };
}): boolean {
  return facts.restart.quoteRef !== null && facts.restart.quoteRef === facts.result.quoteRef;
}

/**
 * spec 2 §2, §9: how the quote may be paid: monthly by Direct Debit for an annual policy, and by card; a
 * 30-day policy (a restart's) by card only. Monthly first, as the results page lists it.
 */
export function paymentMethodsOffered(option: UnderwrittenOption | null): PaymentMethod[] {
  if (!option) return [];
  const thirtyDay = option.policyTermType !== 'Annual';
  return (['DIRECT_DEBIT', 'CARD_PAYMENT'] as const).filter(
    (method) =>
      collectionOptionFor(option, method) !== null && (method === 'CARD_PAYMENT' || !thirtyDay),
  );
}

/**
 * spec 2 §2 /policy-selection: a direct customer's quote priced for both durations sold waits for the customer
 * to choose one (the duration panel); a comparison site's, a restart's or a reminder's quote has its duration.
 */
export function awaitsDurationChoice(options: readonly UnderwrittenOption[]): boolean {
  const terms = new Set(options.map((option) => option.policyTermType));
  return terms.has('ThirtyDay') && terms.has('Annual');
}

/** The option of each duration the panel offers, the 30-day first (spec 2 §2 Policy duration panel). */
export function durationChoices(options: readonly UnderwrittenOption[]): UnderwrittenOption[] {
  return (['ThirtyDay', 'Annual'] as const).flatMap((term) =>
    options.filter((option) => option.policyTermType === term).slice(0, 1),
  );
}
