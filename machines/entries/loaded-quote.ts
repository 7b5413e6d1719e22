/** What every returning visitor's entry shares: the quote loaded from the server becomes the journey's. */
import { assertEvent, assign } from 'xstate';
import { mergeLoadedQuote } from './aggregator-merge';
import type { EntryTarget } from '../session';
import { selectOption } from '../results';
import type { QuoteDetails, QuoteOutcome, SavedQuoteAnswers } from '../core/contract';
import type { JourneyContext } from '../core/types';
import type { AnyJourneyEvent } from '../core/context';
import { defineActions, defineGuards, outputOf } from '../core/define';
import { fromQuoteDetails } from '../results';

/** The journey with a quote loaded from the server: its answers merged, its price and options the results'. */
function withLoadedQuote(context: JourneyContext, details: QuoteDetails): Partial<JourneyContext> {
  const source = context.aggregator
    ? 'aggregator'
    : context.restart.quoteRef
      ? 'restart'
      : context.reminder.quoteRef
        ? 'reminder'
        : 'retrieval';
  const result = fromQuoteDetails(context, details);
  const selection = selectOption(details.underwritingOutcome.underwrittenOptions, null);
  // Extras are opt-in (issue #28): a loaded quote shows chosen exactly the extras its price holds, as the
  // customer chose them (`selectedAddOns`), never another quote's ticks. A sandbox or insurer that does not
  // say leaves the quote shown here, opened again, with its own ticks, and any other quote with none.
  const sameQuote = details.metaData.quoteRef === context.result.quoteRef;
  const addons = details.selectedAddOns ?? (sameQuote ? context.payment.addons : []);
  return {
    quote: mergeLoadedQuote(context.quote, details, new Date(), source),
    result: { ...result, selectedOption: selection.selectedOption },
    payment: {
      ...context.payment,
      allowableOptions: selection.allowableOptions,
      addons,
    },
    extrasChoice: sameQuote && details.selectedAddOns === undefined ? context.extrasChoice : null,
    aggregator: context.aggregator
      ? {
          ...context.aggregator,
          expiryDate: details.metaData.expiryDate,
          licenceNumberRequired: details.licenceNumberRequired,
        }
      : null,
    pendingDpa: null,
  };
}

export const loadedQuoteActions = defineActions({
  applyLoadedQuote: assign(({ context, event }) => {
    const details = outputOf<QuoteDetails>(event);
    return details ? withLoadedQuote(context, details) : {};
  }),
  /** A quote saved for later that was priced (issue #29): its price, as a reminder's quote is applied. */
  applySavedQuote: assign(({ context, event }) => {
    const details = outputOf<SavedQuoteAnswers>(event)?.quote;
    return details ? withLoadedQuote(context, details) : {};
  }),
  stopAggregatorLoading: assign(({ context }) => ({
    quote: { ...context.quote, aggLoading: false },
  })),
  rememberDpaDetails: assign(({ event }) => {
    assertEvent(event, ['restart.submit', 'reminder.submit']);
    return { pendingDpa: event.details };
  }),
});

export const entryGuards = defineGuards({
  /** The quote an entry loaded has this underwriting outcome. */
  loadedOutcomeIs: ({ event }, params: { outcome: QuoteOutcome }) =>
    outputOf<QuoteDetails>(event)?.underwritingOutcome.outcome === params.outcome,
  goesToEntry: ({ event }, params: { entry: EntryTarget['kind'] }) => {
    assertEvent(event, 'route.go');
    return event.target.kind === 'entry' && event.target.entry.kind === params.entry;
  },
});

/** The entry a `route.go` names, of the kind its guard `goesToEntry` checked. */
export function entryOf<Kind extends EntryTarget['kind']>(
  event: AnyJourneyEvent,
  kind: Kind,
): Extract<EntryTarget, { kind: Kind }> {
  assertEvent(event, 'route.go');
  const { target } = event;
  if (target.kind !== 'entry' || target.entry.kind !== kind) {
    throw new Error(`Expected a ${kind} entry`);
  }
  // Narrowed by the check above; TypeScript cannot narrow a union by a generic kind.
  return target.entry as Extract<EntryTarget, { kind: Kind }>;
}

/**
 * Where a loaded quote leads, as a direct customer's priced quote does (machines/results/quoting.ts): Quoted to
 * the results, Declined to the decline page, Referred and UnderReview to the referral page (spec 2 §3 Quote
 * outcome: only Quoted can be bought). Each with the entry's `actions`, so the outcome pages know the quote.
 */
export function byLoadedOutcome<const A extends readonly unknown[]>(actions: A) {
  return [
    {
      guard: { type: 'loadedOutcomeIs', params: { outcome: 'Quoted' } },
      target: '#flow.results',
      actions,
    },
    {
      guard: { type: 'loadedOutcomeIs', params: { outcome: 'Declined' } },
      target: '#flow.decline',
      actions,
    },
    { target: '#flow.referral', actions },
  ] as const;
}
