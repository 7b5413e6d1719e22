import { journeySetup } from '../journey.setup';
import {
  contactPreferencesRequest,
  generateQuoteRequest,
  rateQuoteInput,
} from '../journey.requests';
import { errorTransitions } from './error-routing';

/** Routing of a priced quote by its outcome: only Quoted can be bought (spec 1 §4). */
function outcomeRouting() {
  return [
    {
      guard: { type: 'outcomeIs', params: { outcome: 'Quoted' } },
      target: '#flow.results',
      actions: 'storeQuoteResult',
    },
    {
      guard: { type: 'outcomeIs', params: { outcome: 'Declined' } },
      target: '#flow.decline',
      actions: 'storeQuoteResult',
    },
    { target: '#flow.referral', actions: 'storeQuoteResult' },
  ] as const;
}

/** Getting the price: a new quote, a re-rate when the risk changed, or the one already shown. */
export const quoting = journeySetup.createStateConfig({
  tags: ['loading'],
  initial: 'deciding',
  on: { 'route.changed': { actions: 'keepLocation' } },
  states: {
    deciding: {
      always: [
        { guard: 'canReuseQuote', target: '#flow.results' },
        { guard: 'hasQuoteToRerate', target: 'rating' },
        { target: 'generating' },
      ],
    },
    generating: {
      invoke: {
        id: 'generateQuote',
        src: 'generateQuote',
        input: ({ context }) => generateQuoteRequest(context),
        onDone: outcomeRouting(),
        onError: errorTransitions(),
      },
    },
    rating: {
      invoke: {
        id: 'rateExistingQuote',
        src: 'rateExistingQuote',
        input: ({ context }) => rateQuoteInput(context),
        onDone: outcomeRouting(),
        onError: errorTransitions(),
      },
    },
  },
});

/** The results page and Buy Now (spec 2 §4). */
export const results = journeySetup.createStateConfig({
  entry: [
    'showResultsPath',
    'markResultsComplete',
    'selectDefaultOption',
    {
      type: 'saveRetrieveQuoteStamp',
      params: ({ context }) => ({ quoteRef: context.result.quoteRef }),
    },
    { type: 'trackPageView', params: { page: 'results' } },
    {
      type: 'recordRestartVisit',
      params: ({ context }) => ({
        quoteRef: context.restart.quoteRef,
        kind: 'quoteViewed' as const,
      }),
    },
  ],
  tags: ['idleTimeout'],
  initial: 'ready',
  states: {
    ready: {
      on: {
        'results.selectOption': { actions: 'selectOption' },
        'results.selectPaymentMethod': { actions: ['selectPaymentMethod', 'clearMessage'] },
        'results.setRenewal': { actions: 'setRenewal' },
        'results.toggleNcdProtection': { target: 'updatingNcd' },
        'results.updateRegistration': { target: 'updatingRegistration' },
        'results.change': { target: '#flow.wizard.vehicleCover', actions: 'changeFromSummary' },
        'buyNow.submit': [
          {
            guard: 'hasNoPaymentMethod',
            actions: [
              { type: 'setMessage', params: { text: 'No payment options selected' } },
              'scrollToTop',
            ],
          },
          { target: 'buyNow', actions: ['rememberContact', 'clearMessage'] },
        ],
      },
    },
    updatingNcd: {
      tags: ['overlay'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'updateNoClaimsProtection',
        src: 'updateNoClaimsProtection',
        input: ({ context, event }) => ({
          quoteRef: context.result.quoteRef ?? '',
          protect: event.type === 'results.toggleNcdProtection' ? event.protect : false,
        }),
        onDone: { target: 'ready', actions: ['storeQuoteResult', 'selectDefaultOption'] },
        onError: errorTransitions('#flow.results.ready'),
      },
    },
    updatingRegistration: {
      tags: ['overlay'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'setVehicleRegistration',
        src: 'setVehicleRegistration',
        input: ({ context, event }) => ({
          quoteRef: context.result.quoteRef ?? '',
          registration: event.type === 'results.updateRegistration' ? event.registration : '',
        }),
        onDone: [
          {
            guard: 'registrationRerated',
            target: 'ready',
            actions: ['applyRegistrationRerate', 'announceRerate'],
          },
          { target: 'ready', actions: 'applyRegistration' },
        ],
        onError: {
          target: 'ready',
          actions: [
            {
              type: 'setMessage',
              params: { text: 'Unable to update vehicle registration.', field: 'registration' },
            },
          ],
        },
      },
    },
    /** Buy Now: save the contact details, then re-rate, thirty-day offer or payment (spec 2 §4 steps 2-8). */
    buyNow: {
      tags: ['overlay'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'saveContactPreferences',
        src: 'saveContactPreferences',
        input: ({ context }) => contactPreferencesRequest(context),
        onDone: [
          {
            guard: 'priceChangedOnUnpricedQuote',
            target: 'ready',
            actions: ['applyRerate', 'announceRerate'],
          },
          {
            guard: 'optionIdMissing',
            target: '#flow.error',
            actions: [{ type: 'setMessage', params: { text: 'OptionId is missing' } }],
          },
          {
            guard: 'responseIdMissing',
            target: '#flow.error',
            actions: [
              {
                type: 'setMessage',
                params: { text: 'Underwriting Outcome ResponseId is missing' },
              },
            ],
          },
          {
            guard: 'thirtyDayQuoteOffered',
            target: '#flow.thirtyDayQuote',
            actions: ['applyOptionIds', 'storeContact', 'offerThirtyDayQuote'],
          },
          {
            guard: 'paysByCard',
            target: '#flow.payment.card',
            actions: ['applyOptionIds', 'storeContact'],
          },
          { target: '#flow.payment.directDebit', actions: ['applyOptionIds', 'storeContact'] },
        ],
        onError: errorTransitions('#flow.results.ready'),
      },
    },
  },
});

/** The thirty-day quote offered at Buy Now (spec 2 §4 step 6). */
export const thirtyDayQuote = journeySetup.createStateConfig({
  entry: [{ type: 'showPath', params: { path: '/thirty-day-quote' } }],
  tags: ['idleTimeout'],
  on: {
    'thirtyDay.accept': { target: '#flow.payment.card', actions: 'acceptThirtyDayQuote' },
    'thirtyDay.decline': { target: '#flow.results', actions: 'declineThirtyDayQuote' },
  },
});
