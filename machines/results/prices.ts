/** How a price from the insurer changes the result and the payment choices (spec 2 §3, §4). */
import type { JourneyContext } from '../core/types';
import { collectionOptionFor, selectOption } from './rules';
import type { RerateNotice } from './types';
import { extrasStillOffered } from './extras';
import { BRAND_RULES } from '../core/brand';
import type {
  QuoteDetails,
  QuoteResult,
  UnderwritingOutcome,
  UnderwrittenOption,
  UpdateContactPreferencesResult,
} from '../core/contract';
import type { ResultState } from '../core/state';

type Update = Partial<JourneyContext>;

export function withOutcome(result: ResultState, outcome: UnderwritingOutcome): ResultState {
  const selection = selectOption(outcome.underwrittenOptions, result.selectedOption);
  return {
    ...result,
    underwritingOutcome: outcome,
    outcome: outcome.outcome,
    didRefer: outcome.outcome === 'Referred',
    didDecline: outcome.outcome === 'Declined',
    underReview: outcome.outcome === 'UnderReview',
    selectedOption: selection.selectedOption,
  };
}

export function allowableOf(result: ResultState) {
  return result.underwritingOutcome
    ? selectOption(result.underwritingOutcome.underwrittenOptions, result.selectedOption)
        .allowableOptions
    : [];
}

/**
 * A priced quote as the result. `quote` says whose price it is: 'this' for the quote shown priced again (its
 * extras or its no-claims protection changed), which keeps its reference whatever the answer carries; otherwise
 * the reference decides.
 */
export function fromQuoteResult(
  context: JourneyContext,
  priced: QuoteResult,
  quote: 'this' | 'byReference' = 'byReference',
): Update {
  const result = withOutcome(
    {
      ...context.result,
      quoteRef: priced.quoteRef,
      expiryDate: priced.expiryDate,
      isLatestFullyPricedQuote: priced.isLatestFullyPricedQuote,
      paymentProvider: priced.paymentProvider,
      affordabilityCheck: priced.affordabilityCheck,
      licenceNumberRequired: priced.licenceNumberRequired,
    },
    priced.underwritingOutcome,
  );
  // A new quote starts with no extras; the same quote priced again keeps those its policy can still carry.
  // As the sandbox decides: a quote priced for thirty-day cover alone carries a thirty-day policy's extras.
  const sameQuote = quote === 'this' || priced.quoteRef === context.result.quoteRef;
  const options = priced.underwritingOutcome.underwrittenOptions;
  const thirtyDayOnly = options.every((option) => option.policyTermType === 'ThirtyDay');
  const addons = sameQuote
    ? extrasStillOffered(context.payment.addons, {
        brand: BRAND_RULES,
        option:
          options.find((option) => (option.policyTermType === 'ThirtyDay') === thirtyDayOnly) ??
          null,
        proposerDateOfBirth: context.quote.proposerDetails.dateOfBirth,
        coverStart: context.quote.coverDetails.effectiveFrom,
      })
    : [];
  return {
    result,
    payment: { ...context.payment, allowableOptions: allowableOf(result), addons },
    quote: { ...context.quote, hasRiskDataChanged: false },
    ...(sameQuote ? {} : { extrasChoice: null }),
  };
}

/** A quote loaded for a returning visitor (price comparison, restart, reminder) as a result. */
export function fromQuoteDetails(context: JourneyContext, details: QuoteDetails): ResultState {
  return withOutcome(
    {
      ...context.result,
      quoteRef: details.metaData.quoteRef,
      expiryDate: details.metaData.expiryDate,
      isLatestFullyPricedQuote: true,
      paymentProvider: details.paymentProvider,
      affordabilityCheck: details.affordabilityCheck ?? false,
      licenceNumberRequired: details.licenceNumberRequired,
      telematicsDeviceProvider: details.telematicsDeviceProvider ?? null,
      selectedOption: null,
    },
    details.underwritingOutcome,
  );
}

/**
 * Buy Now step 3: the quote was re-rated; its new outcome replaces the old and a method must be chosen again.
 * An answer without the new outcome changes nothing: it is 'Updated Options is missing' (guard
 * `updatedOptionsMissing`).
 */
export function applyRerate(
  context: JourneyContext,
  response: UpdateContactPreferencesResult,
): Update {
  const outcome = response.underwritingOutcome;
  if (!outcome) return {};
  const result = { ...withOutcome(context.result, outcome), isLatestFullyPricedQuote: true };
  return {
    result,
    payment: {
      ...context.payment,
      selectedPaymentMethod: null,
      selectedPaymentOption: null,
      allowableOptions: allowableOf(result),
    },
  };
}

/** Buy Now step 4: the first option takes the option and response ids the save returned. */
export function applyOptionIds(
  context: JourneyContext,
  ids: { optionId?: string; underwritingOutcomeResponseId?: string },
): Update {
  const outcome = context.result.underwritingOutcome;
  if (!outcome || !ids.optionId || !ids.underwritingOutcomeResponseId) return {};
  const [first, ...rest] = outcome.underwrittenOptions;
  if (!first) return {};
  const updatedFirst = { ...first, optionId: ids.optionId };
  const selectedOption =
    context.result.selectedOption?.optionId === first.optionId
      ? updatedFirst
      : context.result.selectedOption;
  return {
    result: {
      ...context.result,
      selectedOption,
      underwritingOutcome: {
        ...outcome,
        underwritingOutcomeResponseId: ids.underwritingOutcomeResponseId,
        underwrittenOptions: [updatedFirst, ...rest],
      },
    },
  };
}

/**
 * What a re-rate did to the price the customer had chosen (issue #28): the chosen way of paying, its total
 * before and after. None when no price was chosen or the new outcome does not offer that way.
 */
export function rerateNoticeOf(
  before: JourneyContext,
  after: UnderwrittenOption | null,
): RerateNotice | null {
  const method = before.payment.selectedPaymentMethod;
  if (!method) return null;
  const was = collectionOptionFor(before.result.selectedOption, method);
  const now = collectionOptionFor(after, method);
  if (!was || !now || !after) return null;
  // The view names it: the catalogue's texts load with the pages, not with the journey.
  return {
    method,
    thirtyDay: after.policyTermType !== 'Annual',
    was: was.totalAmountPayable.amount,
    now: now.totalAmountPayable.amount,
  };
}
