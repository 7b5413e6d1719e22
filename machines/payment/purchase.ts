/**
 * What is being bought (the quote, the option and the collection option for the chosen payment method), the
 * take-up request for it, and what is kept once it is bought.
 */
import type { StatementSource } from '../wizard';
import { known } from '../core/define';
import { initialCardPayment } from './context';
import type { JourneyContext, Purchase } from '../core/types';
import { JOURNEY_TEXT } from '../core/text';
import { idempotencyKey, paymentBlocker } from './rules';
import { cancellationTermOf, isThirtyDayQuote } from '../results';
import {
  initialContactState,
  initialPaymentState,
  initialQuoteState,
  initialResultState,
  initialVehicleLookupState,
} from '../core/state';
import type {
  PaymentCollectionOption,
  TakeUpQuoteRequest,
  TakeUpQuoteResult,
} from '../core/contract';

/** The collection option of the selected underwritten option for the chosen payment method. */
export function chosenCollectionOption(context: JourneyContext): PaymentCollectionOption | null {
  const method = context.payment.selectedPaymentMethod;
  const option = context.result.selectedOption;
  if (!method || !option) return null;
  return option.paymentCollectionOptions.find((item) => item.paymentMethod === method) ?? null;
}

/** spec 2 §8: the message that stops this payment before it starts, or null. */
export function blockerOf(context: JourneyContext): string | null {
  return paymentBlocker({
    quoteRef: context.result.quoteRef,
    option: context.result.selectedOption,
    collectionOption: chosenCollectionOption(context),
  });
}

/** The quote, option and collection option being paid for; only called once `blockerOf` found nothing. */
export function purchaseOf(context: JourneyContext) {
  const blocker = blockerOf(context);
  const collectionOption = chosenCollectionOption(context);
  const option = context.result.selectedOption;
  if (blocker !== null || !context.result.quoteRef || !collectionOption || !option) {
    throw new Error(blocker ?? JOURNEY_TEXT.results.noPaymentOption);
  }
  return { quoteRef: context.result.quoteRef, option, collectionOption };
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * TakeUpQuote's body, its idempotency key and the answers its statement of fact is made from: the app's call
 * words the statement as it sends it (machines/wizard/statement-of-fact.ts), so the wizard's questions stay
 * with the pages that load them rather than with the journey's chart.
 */
export type TakeUpInput = TakeUpQuoteRequest & { idempotencyKey: string; answers: StatementSource };

export function takeUpRequest(context: JourneyContext): TakeUpInput {
  const { quoteRef, option, collectionOption } = purchaseOf(context);
  const request: TakeUpInput = {
    quoteReference: quoteRef,
    optionId: option.optionId,
    paymentCollectionOptionCode: collectionOption.code,
    paymentMethod: collectionOption.paymentMethod,
    automaticRenewal: context.payment.automaticRenewal,
    idempotencyKey: idempotencyKey(context.payment.attemptKey ?? quoteRef, 'takeUp'),
    answers: { quote: context.quote, referenceData: context.referenceData },
  };
  // The card payment: the price in full, or a Direct Debit plan's deposit (docs/decisions/0010-direct-debit-deposit.md).
  if (context.payment.paymentIntentId) request.paymentIntentId = context.payment.paymentIntentId;
  const bank = context.pendingBankDetails;
  if (collectionOption.paymentMethod === 'DIRECT_DEBIT' && bank) {
    request.bankDetails = {
      accountHolder: bank.accountHolder.trim(),
      sortCode: digitsOf(bank.sortCode),
      accountNumber: bank.accountNumber,
    };
  }
  return request;
}

/** A Direct Debit plan that asks a deposit, paid by card before the mandate is set up. */
/**
 * A 30-day quote that renews automatically is charged on the stored card every 30 days (spec 2 §2 30-day quote
 * page: continuous payment authority), so its card is saved whatever the save-card choice, which is not offered.
 */
export function storesCardForRenewal(context: JourneyContext): boolean {
  const thirtyDay = isThirtyDayQuote({
    is30DayQuote: context.payment.is30DayQuote,
    policyTermType: context.result.selectedOption?.policyTermType,
  });
  return thirtyDay && context.payment.automaticRenewal && !asksDeposit(context);
}

export function asksDeposit(context: JourneyContext): boolean {
  const collection = chosenCollectionOption(context);
  return collection?.paymentMethod === 'DIRECT_DEBIT' && collection.upFrontAmount.amount > 0;
}

/**
 * The first instalment as the option states it (spec 2 §3: the unequal first instalment when there is one).
 * Read off the option here rather than with the results part's display rules, which the first page must not
 * load with the chart (docs/performance.md).
 */
const firstInstalmentOf = (collection: PaymentCollectionOption): number =>
  collection.unequalInstalmentAmount?.amount ?? collection.standardInstalmentAmount.amount;

/** The vehicle by the names the lookup gave, else by the quote's own make and model codes. */
function vehicleOf(context: JourneyContext): string {
  const found = context.vehicleLookup.vehicleInfo;
  const { make, model } = context.quote.vehicleDetails;
  const names = found ? [found.make.desc, found.model.desc] : [make, model];
  return names
    .map((name) => name?.trim() ?? '')
    .filter((name) => name !== '')
    .join(' ');
}

export function purchaseFrom(
  context: JourneyContext,
  takeUp: TakeUpQuoteResult,
  page: Purchase['page'],
): Purchase {
  const collection = chosenCollectionOption(context);
  const option = context.result.selectedOption;
  const paymentMethod = collection?.paymentMethod ?? 'CARD_PAYMENT';
  return {
    policyReference: takeUp.policyReference,
    portalUserStatus: takeUp.portalUserStatus,
    paymentDate: takeUp.paymentDate,
    sendWelcomePack: takeUp.sendWelcomePack,
    paymentMethod,
    quoteRef: known(context.result.quoteRef, 'the quote reference'),
    aggregatorSource: context.aggregator?.partner ?? null,
    fromAggregator: context.aggregator !== null,
    page,
    paidToday: collection?.upFrontAmount.amount ?? 0,
    firstInstalment:
      collection && paymentMethod === 'DIRECT_DEBIT' ? firstInstalmentOf(collection) : null,
    ...(option && {
      product: { term: cancellationTermOf(option), insurer: option.insurerName },
      cover: {
        from: option.effectiveFrom,
        to: option.effectiveTo,
        vehicle: vehicleOf(context),
        registration: context.quote.vehicleDetails.registration.trim(),
      },
    }),
  };
}

/**
 * The bought quote's answers are cleared (spec 2 §4 Reset and persistence); the purchase stays for thank-you,
 * so Back or a reload can never pay for it again (docs/decisions/0005-payment.md).
 */
export function afterPurchase(
  context: JourneyContext,
  purchase: Purchase,
): Partial<JourneyContext> {
  return {
    purchase,
    quote: initialQuoteState(),
    result: initialResultState(),
    payment: initialPaymentState(),
    contact: initialContactState(),
    vehicleLookup: { ...initialVehicleLookupState(), problem: null },
    aggregator: null,
    restart: { quoteRef: null, premium: null },
    drafts: {},
    card: initialCardPayment(),
    pendingBankDetails: null,
    pendingContact: null,
  };
}
