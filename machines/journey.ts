/**
 * The whole quote-and-buy journey as one statechart. Each part of the journey (machines/wizard, results,
 * payment, entries, session) holds its states, actions, guards and service inputs; they are composed here,
 * once. Seven parallel regions: the flow of pages, the idle time-out, the address lookup, the header's
 * go-home dialog, Save my quote, the policy documents and the results pages' credit documents. Effects and API calls are
 * provided by name at app start (`journeyMachine.provide`).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { initialContext } from './core/context';
import { addressLookup } from './wizard/address-lookup';
import { core, coreWith } from './core/setup';
import type { JourneyServiceLogic } from './core/services';
import { creditDocuments } from './results/credit-documents';
import { documents } from './payment/documents';
import { entries } from './entries/chart';
import { homeDialog } from './session/home-dialog';
import { idle } from './session/idle';
import { saveQuote } from './session/save-quote';
import { navigation } from './session/navigation';
import { pages } from './session/pages';
import { payment } from './payment/chart';
import { quotingAndResults } from './results/chart';
import { wizard } from './wizard/chart';

/** Every part's actions and guards, for the root's setup (their names are unique: journey-parts.test.ts). */
export const journeyParts = {
  navigation,
  wizard,
  addressLookup,
  quotingAndResults,
  payment,
  entries,
  pages,
  homeDialog,
  idle,
  saveQuote,
  documents,
  creditDocuments,
};

/** Every part's actions and guards, composed on the core's. */
const partLogic = {
  actions: {
    ...navigation.actions,
    ...wizard.actions,
    ...addressLookup.actions,
    ...quotingAndResults.actions,
    ...payment.actions,
    ...entries.actions,
    ...pages.actions,
    ...idle.actions,
    ...saveQuote.actions,
    ...documents.actions,
    ...creditDocuments.actions,
  },
  guards: {
    ...navigation.guards,
    ...wizard.guards,
    ...addressLookup.guards,
    ...quotingAndResults.guards,
    ...payment.guards,
    ...entries.guards,
    ...pages.guards,
    ...homeDialog.guards,
    ...idle.guards,
    ...saveQuote.guards,
    ...documents.guards,
    ...creditDocuments.guards,
  },
};

export const journeySetup = /* @__PURE__ */ core.extend(partLogic);

const { quoting, policySelection, results, thirtyDayQuote } = quotingAndResults.states;
const { timesOut } = idle;

/** The statechart on `onSetup`: the same states and transitions whatever services and effects it holds. */
const chartOn = (onSetup: typeof journeySetup) =>
  onSetup.createMachine({
    id: 'journey',
    type: 'parallel',
    context: ({ input }) => initialContext(input),
    on: {
      'sync.external': {
        guard: 'isNewerElsewhere',
        actions: ['adoptExternalChanges', 'followPurchase'],
      },
    },
    states: {
      flow: {
        id: 'flow',
        initial: 'booting',
        on: {
          'route.changed': {
            actions: 'decideRoute',
            meta: { requirements: ['spec 1 §2 Wizard rules', 'spec 2 §2 Navigation rules'] },
          },
          'route.go': [...wizard.routeIn, ...pages.routeIn, ...entries.routeIn],
          'journey.reset': {
            target: '#flow.home',
            actions: 'resetJourney',
            meta: { requirements: ['spec 2 §4 Reset and persistence'] },
          },
          ...saveQuote.routeOut,
        },
        states: {
          ...navigation.states,
          wizard: { ...wizard.states, on: { ...wizard.states.on, ...timesOut } },
          quoting,
          policySelection: { ...policySelection, on: { ...policySelection.on, ...timesOut } },
          results: { ...results, on: { ...results.on, ...timesOut } },
          thirtyDayQuote: { ...thirtyDayQuote, on: { ...thirtyDayQuote.on, ...timesOut } },
          payment: { ...payment.states, on: timesOut },
          aggregator: entries.states.aggregator,
          restart: { ...entries.states.restart, on: timesOut },
          reminder: { ...entries.states.reminder, on: timesOut },
          quoteRetrieval: { ...entries.states.quoteRetrieval, on: timesOut },
          ...pages.states,
        },
      },
      idle: idle.states,
      addressLookup: addressLookup.states,
      homeDialog: homeDialog.states,
      saveQuote: saveQuote.states,
      documents: documents.states,
      creditDocuments: creditDocuments.states,
    },
  });

/** The journey with its stand-in services (./core/service-stub.ts), for its tests and paths (`provide` answers them). */
export const journeyMachine = /* @__PURE__ */ chartOn(journeySetup);

export type JourneyMachine = typeof journeyMachine;

/** The effects the app supplies for the actions that stand in for them (src/app/journey/journey-effects.ts). */
export type JourneyActions = NonNullable<Parameters<JourneyMachine['provide']>[0]['actions']>;

/**
 * The journey with the app's services and effects, built once at app start. `journeyMachine.provide(...)`
 * would build the whole chart a second time, on the phone's main thread as the page starts.
 */
export const journeyMachineWith = (
  actors: JourneyServiceLogic,
  effects: JourneyActions,
): JourneyMachine => chartOn(coreWith(actors).extend(partLogic).extend({ actions: effects }));

export type JourneyActorRef = ActorRefFrom<JourneyMachine>;
export type JourneySnapshot = SnapshotFrom<JourneyMachine>;

export type BootStatus = 'loading' | 'failed' | 'ready';

/** What the app shell shows while the journey starts. */
export function bootStatusOf(snapshot: JourneySnapshot): BootStatus {
  if (snapshot.matches({ flow: 'bootFailed' })) return 'failed';
  if (snapshot.matches({ flow: 'booting' })) return 'loading';
  return 'ready';
}
