/**
 * Getting the price (spec 1 §4): a new quote, a re-rate when the risk changed, or the one already shown; a
 * priced quote goes by its outcome, and only Quoted can be bought.
 */
import { and, assign } from 'xstate';
import type { JourneyContext, RateQuoteInput } from '../core/types';
import { apiQuoteFromState } from '../core/quote-mapping';
import { awaitsDurationChoice, isPurchasable } from './rules';
import type { GenerateQuoteRequest, QuoteOutcome, QuoteResult } from '../core/contract';
import { defineActions, defineGuards, known, outputOf } from '../core/define';
import { errorTransitions } from '../session';
import { fromQuoteResult } from './prices';

/** The honeypot mark goes with the quote only when set, so a customer's request is unchanged (spec 1 §5). */
const spamFlagOf = (context: JourneyContext): { isSuspectedSpam?: true } =>
  context.quote.isSuspectedSpam ? { isSuspectedSpam: true } : {};

function generateQuoteRequest(context: JourneyContext): GenerateQuoteRequest {
  return { quote: apiQuoteFromState(context.quote), ...spamFlagOf(context) };
}

function rateQuoteInput(context: JourneyContext): RateQuoteInput {
  return {
    quoteRef: known(context.result.quoteRef, 'the quote reference'),
    quote: apiQuoteFromState(context.quote),
    ...spamFlagOf(context),
  };
}

export const quotingActions = defineActions({
  storeQuoteResult: assign(({ context, event }) => {
    const priced = outputOf<QuoteResult>(event);
    return priced ? fromQuoteResult(context, priced) : {};
  }),
  /** The quote shown, priced again with other extras or no-claims protection: still this quote. */
  storeRepricedQuote: assign(({ context, event }) => {
    const priced = outputOf<QuoteResult>(event);
    return priced ? fromQuoteResult(context, priced, 'this') : {};
  }),
});

export const quotingGuards = defineGuards({
  canReuseQuote: ({ context }) =>
    context.result.quoteRef !== null &&
    !context.quote.hasRiskDataChanged &&
    isPurchasable(context.result.outcome),
  hasQuoteToRerate: ({ context }) =>
    context.result.quoteRef !== null && context.quote.hasRiskDataChanged,
  outcomeIs: ({ event }, params: { outcome: QuoteOutcome }) =>
    outputOf<QuoteResult>(event)?.underwritingOutcome.outcome === params.outcome,
  /** A priced quote offering both durations: the customer chooses one first (spec 2 §2 /policy-selection). */
  pricedForBothDurations: ({ event }) => {
    const priced = outputOf<QuoteResult>(event)?.underwritingOutcome;
    return priced?.outcome === 'Quoted' && awaitsDurationChoice(priced.underwrittenOptions);
  },
  /** The quote shown already waits for the customer's duration. */
  waitsForDuration: ({ context }) =>
    awaitsDurationChoice(context.result.underwritingOutcome?.underwrittenOptions ?? []),
});

/** Declined, Referred and UnderReview cannot be bought: they go to their pages, not results. */
const byOutcomeMeta = { requirements: ['spec 1 §4 States and transitions'] };

const byOutcome = [
  { guard: 'pricedForBothDurations', target: '#flow.policySelection', actions: 'storeQuoteResult' },
  {
    guard: { type: 'outcomeIs', params: { outcome: 'Quoted' } },
    target: '#flow.results',
    actions: 'storeQuoteResult',
  },
  {
    guard: { type: 'outcomeIs', params: { outcome: 'Declined' } },
    target: '#flow.decline',
    actions: 'storeQuoteResult',
    meta: byOutcomeMeta,
  },
  { target: '#flow.referral', actions: 'storeQuoteResult', meta: byOutcomeMeta },
] as const;

export const quoting = {
  tags: ['loading'],
  initial: 'deciding',
  on: { 'route.changed': { actions: 'keepLocation' } },
  states: {
    deciding: {
      always: [
        { guard: and(['canReuseQuote', 'waitsForDuration']), target: '#flow.policySelection' },
        { guard: 'canReuseQuote', target: '#flow.results' },
        { guard: 'hasQuoteToRerate', target: 'rating' },
        { target: 'generating' },
      ],
    },
    generating: {
      invoke: {
        id: 'generateQuote',
        src: 'generateQuote',
        input: ({ context }: { context: JourneyContext }) => generateQuoteRequest(context),
        onDone: byOutcome,
        onError: errorTransitions(),
      },
    },
    rating: {
      invoke: {
        id: 'rateExistingQuote',
        src: 'rateExistingQuote',
        input: ({ context }: { context: JourneyContext }) => rateQuoteInput(context),
        onDone: byOutcome,
        onError: errorTransitions(),
      },
    },
  },
} as const;
