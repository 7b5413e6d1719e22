/** What every returning visitor's entry shares: the quote loaded from the server becomes the journey's. */
import { assertEvent, assign } from 'xstate';
import { mergeLoadedQuote } from './aggregator-merge';
import type { EntryTarget } from '../session';
import { selectOption } from '../results';
import type { QuoteDetails } from '../core/contract';
import type { AnyJourneyEvent } from '../core/context';
import { defineActions, defineGuards, outputOf } from '../core/define';
import { fromQuoteDetails } from '../results';

export const loadedQuoteActions = defineActions({
  applyLoadedQuote: assign(({ context, event }) => {
    const details = outputOf<QuoteDetails>(event);
    if (!details) return {};
    const source = context.aggregator
      ? 'aggregator'
      : context.restart.quoteRef
        ? 'restart'
        : context.reminder.quoteRef
          ? 'reminder'
          : 'retrieval';
    const result = fromQuoteDetails(context, details);
    const selection = selectOption(details.underwritingOutcome.underwrittenOptions, null);
    return {
      quote: mergeLoadedQuote(context.quote, details, new Date(), source),
      result: { ...result, selectedOption: selection.selectedOption },
      payment: { ...context.payment, allowableOptions: selection.allowableOptions },
      aggregator: context.aggregator
        ? {
            ...context.aggregator,
            expiryDate: details.metaData.expiryDate,
            licenceNumberRequired: details.licenceNumberRequired,
          }
        : null,
      pendingDpa: null,
    };
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
