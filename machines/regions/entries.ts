import { journeySetup } from '../journey.setup';
import { reminderInput, restartDpaInput } from '../journey.requests';
import { errorTransitions } from './error-routing';

/** A price-comparison visitor: load the aggregator's quote and continue at step 7 (spec 1 §4). */
export const aggregator = journeySetup.createStateConfig({
  tags: ['loading'],
  entry: ['startAggregatorLoad', { type: 'showPath', params: { path: '/pcw-result' } }],
  on: { 'route.changed': { actions: 'keepLocation' } },
  invoke: {
    id: 'loadAggregatorQuote',
    src: 'loadAggregatorQuote',
    input: ({ context }) => ({
      token: context.aggregator?.token ?? '',
      quoteRef: context.aggregator?.quoteRef ?? '',
    }),
    onDone: {
      target: '#flow.wizard.vehicleCover',
      actions: ['applyLoadedQuote', 'replaceHistory'],
    },
    onError: errorTransitions().map((transition) => ({
      ...transition,
      actions: ['stopAggregatorLoading', ...transition.actions],
    })),
  },
});

/** Restart of a lapsed policy: premium, data-protection check, then its 30-day quote (spec 2 §2 and §4). */
export const restart = journeySetup.createStateConfig({
  entry: [{ type: 'showPath', params: { path: '/restart-policy' } }],
  tags: ['idleTimeout'],
  initial: 'loadingPremium',
  states: {
    loadingPremium: {
      tags: ['loading'],
      entry: 'stopAggregatorLoading',
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'loadRestartPremium',
        src: 'loadRestartPremium',
        input: ({ context }) => ({ quoteRef: context.restart.quoteRef ?? '' }),
        onDone: { target: 'checkingDetails', actions: 'storeRestartPremium' },
        onError: { target: 'checkingDetails', actions: 'restartPremiumFailed' },
      },
    },
    checkingDetails: {
      entry: {
        type: 'recordRestartVisit',
        params: ({ context }) => ({
          quoteRef: context.restart.quoteRef,
          kind: 'dpaVisit' as const,
        }),
      },
      initial: 'form',
      states: {
        form: {
          on: {
            'restart.submit': {
              target: 'checking',
              actions: ['rememberDpaDetails', 'clearMessage'],
            },
          },
        },
        checking: {
          tags: ['overlay'],
          on: { 'route.changed': { actions: 'keepLocation' } },
          invoke: {
            id: 'restartDpaCheck',
            src: 'restartDpaCheck',
            input: ({ context }) => restartDpaInput(context),
            onDone: {
              target: '#flow.results',
              actions: ['applyLoadedQuote', 'payByCardAfterRestart'],
            },
            onError: [
              {
                guard: 'isNotFoundError',
                target: 'form',
                actions: [
                  {
                    type: 'setMessage',
                    params: { text: 'Unable to find policy with the details provided' },
                  },
                  'scrollToTop',
                ],
              },
              ...errorTransitions(),
            ],
          },
        },
      },
    },
  },
});

/** Quote reminder: the customer proves who they are, then sees their quote (spec 2 §2). */
export const reminder = journeySetup.createStateConfig({
  entry: [{ type: 'showPath', params: { path: '/your-quote-details' } }],
  tags: ['idleTimeout'],
  initial: 'form',
  states: {
    form: {
      on: {
        'reminder.submit': { target: 'checking', actions: ['rememberDpaDetails', 'clearMessage'] },
      },
    },
    checking: {
      tags: ['overlay'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'reminderDpaCheck',
        src: 'reminderDpaCheck',
        input: ({ context }) => reminderInput(context),
        onDone: { target: '#flow.results', actions: 'applyLoadedQuote' },
        onError: [
          {
            guard: 'isNotFoundError',
            target: 'form',
            actions: {
              type: 'setMessage',
              params: {
                text: 'Some of the details provided do not match the information in your quote.',
              },
            },
          },
          ...errorTransitions(),
        ],
      },
    },
  },
});
