/**
 * Adding and removing optional extras on the results page (spec 2 §1, §7, §9): each tick prices the quote
 * again with RepriceQuoteWithAddOnsQuote and the page shows the new price; `payment.addons` holds the extras the
 * shown price includes, and Buy Now and the contact save send them. A tick while a price is worked out is
 * kept and priced next, never as a second call at once; a failed price keeps the customer's ticks, says so
 * and offers to try again (docs/rules.md, spec 2 §1 Extras).
 */
import { assertEvent, assign } from 'xstate';
import type { AnyJourneyEvent } from '../core/context';
import type { JourneyContext } from '../core/types';
import { apiQuoteFromState } from '../core/quote-mapping';
import { BRAND_RULES } from '../core/brand';
import { JOURNEY_TEXT } from '../core/text';
import { defineActions, defineGuards, known } from '../core/define';
import { routedOrShown } from '../session';
import { extrasOffered, sameExtras, withExtra } from './extras';
import { collectionOptionFor } from './rules';
import type { RepriceWithAddOnsInput } from './types';

/** The extras the page offers this customer for the option shown (./extras.ts). */
export const extrasOfferedIn = ({ quote, result }: Pick<JourneyContext, 'quote' | 'result'>) =>
  extrasOffered({
    brand: BRAND_RULES,
    option: result.selectedOption,
    proposerDateOfBirth: quote.proposerDetails.dateOfBirth,
    coverStart: quote.coverDetails.effectiveFrom,
  });

/** What the ticks show: the customer's latest choice, else the extras in the price. */
export const wantedExtras = (context: Pick<JourneyContext, 'extrasChoice' | 'payment'>) =>
  context.extrasChoice?.wanted ?? context.payment.addons;

function repriceInput(context: JourneyContext): RepriceWithAddOnsInput {
  return {
    quoteRef: known(context.result.quoteRef, 'the quote reference'),
    quote: apiQuoteFromState(context.quote),
    addOns: known(context.extrasChoice, 'the extras to price').pricing,
  };
}

const toggled = (context: JourneyContext, event: AnyJourneyEvent) => {
  assertEvent(event, 'results.toggleExtra');
  return withExtra(wantedExtras(context), event.code, event.add);
};

const actions = defineActions({
  /** A tick on the page: priced now. */
  chooseExtra: assign(({ context, event }) => {
    const wanted = toggled(context, event);
    return { extrasChoice: { wanted, pricing: wanted } };
  }),
  /** A tick while a price is worked out: kept, and priced when that answer comes. */
  queueExtra: assign(({ context, event }) => ({
    extrasChoice: {
      wanted: toggled(context, event),
      pricing: known(context.extrasChoice, 'the extras being priced').pricing,
    },
  })),
  priceWantedExtras: assign(({ context }) => {
    const wanted = wantedExtras(context);
    return { extrasChoice: { wanted, pricing: wanted } };
  }),
  /** The price shown now includes the extras just priced. */
  storePricedExtras: assign(({ context }) => ({
    payment: {
      ...context.payment,
      addons: known(context.extrasChoice, 'the extras priced').pricing,
    },
  })),
  forgetExtrasChoice: assign({ extrasChoice: null }),
  /** A payment method already chosen keeps its (new) amounts. */
  refreshPaymentOption: assign(({ context }) => {
    const { selectedPaymentMethod } = context.payment;
    const option = context.result.selectedOption;
    if (!selectedPaymentMethod || !option) return {};
    return {
      payment: {
        ...context.payment,
        selectedPaymentOption: collectionOptionFor(option, selectedPaymentMethod),
      },
    };
  }),
});

const guards = defineGuards({
  /** An extra the page offers and can add, whose tick changes the customer's choice. */
  changesExtras: ({ context, event }) => {
    assertEvent(event, 'results.toggleExtra');
    const offer = extrasOfferedIn(context).find((each) => each.code === event.code);
    return offer?.available === true && !sameExtras(toggled(context, event), wantedExtras(context));
  },
  /** The customer changed their ticks while the last price was worked out. */
  wantsOtherExtras: ({ context }) =>
    context.extrasChoice !== null &&
    !sameExtras(context.extrasChoice.wanted, context.extrasChoice.pricing),
  /** A failed price left the customer's ticks out of the price shown. */
  hasExtrasToPrice: ({ context }) =>
    context.extrasChoice !== null &&
    !sameExtras(context.extrasChoice.wanted, context.payment.addons),
});

/** The extras just priced, then the quote's new price, which keeps those of them its policy can carry. */
const priced = [
  'storePricedExtras',
  'storeRepricedQuote',
  'selectDefaultOption',
  'refreshPaymentOption',
] as const;

/** A state of the results (chart.ts), which composes these actions and guards with its own. */
const repricingExtras = {
  tags: ['overlay'],
  on: {
    'route.changed': { actions: 'keepLocation' },
    'results.toggleExtra': { guard: 'changesExtras', actions: 'queueExtra' },
  },
  invoke: {
    id: 'repriceWithAddOns',
    src: 'repriceWithAddOns',
    input: ({ context }: { context: JourneyContext }) => repriceInput(context),
    onDone: [
      {
        guard: 'wantsOtherExtras',
        target: 'repricingExtras',
        reenter: true,
        actions: [...priced, 'priceWantedExtras'],
      },
      { target: 'ready', actions: [...priced, 'forgetExtrasChoice', 'clearMessage'] },
    ],
    onError: routedOrShown('ready', [
      {
        type: 'setMessage',
        params: {
          part: 'results',
          text: JOURNEY_TEXT.results.extrasRepriceFailed,
          field: 'extras',
        },
      },
    ]),
  },
} as const;

/** What the results state's `ready` answers for the extras. */
const onReady = {
  'results.toggleExtra': {
    guard: 'changesExtras',
    target: 'repricingExtras',
    actions: ['chooseExtra', 'clearMessage'],
  },
  'results.retryExtras': {
    guard: 'hasExtrasToPrice',
    target: 'repricingExtras',
    actions: ['priceWantedExtras', 'clearMessage'],
  },
} as const;

export const extrasChart = { actions, guards, onReady, states: { repricingExtras } };
