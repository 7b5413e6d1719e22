/**
 * The whole quote-and-buy journey as one statechart (see ../shared/DESIGN.md). Three parallel regions: the
 * flow of pages, the idle time-out and the header's go-home dialog. Effects and API calls are provided by
 * name at app start (`journeyMachine.provide`).
 */
import { raise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { initialContext, journeySetup } from './journey.setup';
import { addressLookup } from './regions/address-lookup';
import { aggregator, reminder, restart } from './regions/entries';
import { pages } from './regions/pages';
import { payment } from './regions/payment';
import { quoting, results, thirtyDayQuote } from './regions/quoting';
import { wizard } from './regions/wizard';
import { stepIds } from './rules/wizard-navigation';

const toStep = stepIds.map((step) => ({
  guard: { type: 'goesToStep' as const, params: { step } },
  target: `#flow.wizard.${step}`,
  actions: ['markReplace' as const],
}));

const pageTargets = [
  ['home', '#flow.home'],
  ['results', '#flow.results'],
  ['makePayment', '#flow.payment.card'],
  ['paymentSummary', '#flow.payment.directDebit'],
  ['outage', '#flow.outage'],
  ['protectTerms', '#flow.protectTerms'],
  ['quoteRetrieval', '#flow.quoteRetrieval'],
  ['vehicleLandingPage', '#flow.vehicleLandingPage'],
  ['notFound', '#flow.notFound'],
] as const;

const toPage = pageTargets.map(([page, target]) => ({
  guard: { type: 'goesToPage' as const, params: { page } },
  target,
  actions: ['markReplace' as const],
}));

const idleTimeOut = { 'idle.timedOut': { target: '#flow.timeOut' } } as const;

export const journeyMachine = journeySetup.createMachine({
  id: 'journey',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  on: {
    'sync.external': { guard: 'isNewerElsewhere', actions: 'adoptExternalChanges' },
  },
  states: {
    flow: {
      id: 'flow',
      initial: 'booting',
      on: {
        'route.changed': { actions: 'decideRoute' },
        'route.go': [
          ...toStep,
          ...toPage,
          {
            guard: { type: 'goesToEntry', params: { entry: 'aggregator' } },
            target: '#flow.aggregator',
            actions: 'enterAggregator',
          },
          {
            guard: { type: 'goesToEntry', params: { entry: 'restart' } },
            target: '#flow.restart',
            actions: 'enterRestart',
          },
          {
            guard: { type: 'goesToEntry', params: { entry: 'reminder' } },
            target: '#flow.reminder',
            actions: 'enterReminder',
          },
        ],
        'journey.reset': { target: '#flow.home', actions: 'resetJourney' },
      },
      states: {
        booting: {
          tags: ['loading'],
          entry: 'clearBootError',
          on: { 'route.changed': {}, 'route.go': {}, 'journey.reset': {} },
          invoke: {
            id: 'loadReferenceData',
            src: 'loadReferenceData',
            onDone: { target: 'starting', actions: 'storeReferenceData' },
            onError: { target: 'bootFailed', actions: 'storeBootError' },
          },
        },
        bootFailed: {
          on: { 'boot.retry': 'booting', 'route.changed': {}, 'route.go': {}, 'journey.reset': {} },
        },
        /** Routes the URL the app was opened at, once reference data is in. */
        starting: { entry: 'routeEntryUrl' },
        wizard: { ...wizard, on: { ...wizard.on, ...idleTimeOut } },
        quoting,
        results: { ...results, on: { ...idleTimeOut } },
        thirtyDayQuote: { ...thirtyDayQuote, on: { ...thirtyDayQuote.on, ...idleTimeOut } },
        payment: { ...payment, on: { ...idleTimeOut } },
        aggregator,
        restart: { ...restart, on: { ...idleTimeOut } },
        reminder: { ...reminder, on: { ...idleTimeOut } },
        ...pages,
      },
    },
    idle: {
      initial: 'watching',
      states: {
        watching: {
          on: { 'idle.activity': { target: 'watching', reenter: true } },
          after: { IDLE_TIMEOUT: { target: 'expired', actions: raise({ type: 'idle.timedOut' }) } },
        },
        expired: { on: { 'idle.activity': 'watching' } },
      },
    },
    addressLookup,
    homeDialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'header.logoClicked': [
              { guard: 'isPastFirstStep', target: 'confirming' },
              {
                actions: raise({
                  type: 'route.go',
                  target: { kind: 'page', page: 'home' },
                  replace: false,
                }),
              },
            ],
          },
        },
        /** 'Go to the homepage? You'll lose all your responses if you do.' (spec 1 §2) */
        confirming: {
          on: {
            'homeDialog.stay': 'closed',
            'homeDialog.leave': { target: 'closed', actions: raise({ type: 'journey.reset' }) },
          },
        },
      },
    },
  },
});

export type JourneyMachine = typeof journeyMachine;
export type JourneyActorRef = ActorRefFrom<JourneyMachine>;
export type JourneySnapshot = SnapshotFrom<JourneyMachine>;

export type BootStatus = 'loading' | 'failed' | 'ready';

/** What the app shell shows while the journey starts. */
export function bootStatusOf(snapshot: JourneySnapshot): BootStatus {
  if (snapshot.matches({ flow: 'bootFailed' })) return 'failed';
  if (snapshot.matches({ flow: 'booting' })) return 'loading';
  return 'ready';
}
