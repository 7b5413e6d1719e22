/**
 * Starting the journey and following the router (spec 1 §2 Wizard rules, spec 2 §2 Navigation rules): the
 * reference data loads, the URL the app was opened at is routed, and every later browser move is decided by
 * rules/routing.ts — accepted, redirected to the furthest step, or sent to vehicle details.
 */
import { assertEvent, assign, enqueueActions, raise } from 'xstate';
import {
  factsOf,
  initialContext,
  type AnyJourneyEvent,
  type JourneyEmitted,
} from '../core/context';
import type { JourneyContext, PersistedJourney } from '../core/types';
import { pagePaths, resolveRoute } from './routing';
import type { ReferenceData } from '../core/reference-data';
import { JOURNEY_TEXT } from '../core/text';
import { locationAt } from '../core/setup';
import { defineActions, defineGuards, errorOf, outputOf } from '../core/define';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Answers saved in another tab are adopted. Drafts this tab typed since it last adopted are its own: they are
 * kept, and when the other tab saved answers meanwhile the customer is told (syncConflict).
 */
function adoptExternal(
  context: JourneyContext,
  snapshot: PersistedJourney,
): Partial<JourneyContext> {
  const incoming = snapshot.data.drafts;
  const own = Object.fromEntries(
    Object.entries(context.drafts).filter(
      ([step, values]) =>
        !sameValue(values, context.syncedDrafts[step as keyof typeof context.syncedDrafts]),
    ),
  );
  // The other tab saved answers, or a different draft, while this one holds unsaved answers.
  const conflict =
    Object.keys(own).length > 0 &&
    (!sameValue(snapshot.data.quote, context.quote) ||
      Object.entries(own).some(
        ([step, values]) =>
          step in incoming && !sameValue(values, incoming[step as keyof typeof incoming]),
      ));
  return {
    ...snapshot.data,
    restart: snapshot.data.restart ?? context.restart,
    location: context.location,
    drafts: { ...incoming, ...own },
    syncedDrafts: incoming,
    revision: snapshot.revision,
    syncConflict: conflict,
  };
}

function errorMessageOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : JOURNEY_TEXT.boot.loadFailed;
}

/** The router's report, decided by the routing rules: stay (maybe replacing the entry) or go elsewhere. */
const decideRoute = enqueueActions<
  JourneyContext,
  AnyJourneyEvent,
  undefined,
  AnyJourneyEvent,
  never,
  never,
  never,
  never,
  JourneyEmitted
>(({ context, event, enqueue }) => {
  assertEvent(event, 'route.changed');
  const decision = resolveRoute(
    { pathname: event.pathname, search: event.search },
    event.navigationType,
    factsOf(context),
  );
  if (decision.target.kind === 'stay') {
    if (decision.replace) {
      enqueue.assign(locationAt({ ...context, replaceNext: true }, context.location.path));
    }
    return;
  }
  enqueue.raise({ type: 'route.go', target: decision.target, replace: decision.replace });
});

/**
 * A purchase adopted from another tab takes this tab to its thank-you at once, as the router would: the quote
 * it showed is bought and cleared, so none of its pages has anything left to show.
 */
const followPurchase = enqueueActions<
  JourneyContext,
  AnyJourneyEvent,
  undefined,
  AnyJourneyEvent,
  never,
  never,
  never,
  never,
  JourneyEmitted
>(({ context, enqueue }) => {
  const { boughtPage } = factsOf(context);
  if (boughtPage === null || context.location.path === pagePaths[boughtPage]) return;
  enqueue.raise({ type: 'route.go', target: { kind: 'page', page: boughtPage }, replace: true });
});

const actions = defineActions({
  decideRoute,
  followPurchase,
  clearBootError: assign({ bootError: null }),
  storeReferenceData: assign(({ event }) => ({
    referenceData: outputOf<ReferenceData>(event) ?? null,
  })),
  storeBootError: assign(({ event }) => ({ bootError: errorMessageOf(errorOf(event)) })),
  routeEntryUrl: raise<JourneyContext, AnyJourneyEvent, AnyJourneyEvent, undefined>(
    ({ context }) => {
      const url = new URL(context.entryUrl || '/', 'http://localhost');
      return {
        type: 'route.changed' as const,
        pathname: url.pathname,
        search: url.search,
        navigationType: 'PUSH' as const,
      };
    },
  ),
  adoptExternalChanges: assign(({ context, event }) => {
    assertEvent(event, 'sync.external');
    return adoptExternal(context, event.snapshot);
  }),
  resetJourney: assign(({ context }) => ({
    ...initialContext({ url: `http://localhost${context.location.path || '/'}` }),
    referenceData: context.referenceData,
    entry: context.entry,
    revision: context.revision + 1,
  })),
});

const guards = defineGuards({
  isNewerElsewhere: ({ context, event }) => {
    assertEvent(event, 'sync.external');
    return event.snapshot.revision > context.revision;
  },
});

const ignoreRouting = { 'route.changed': {}, 'route.go': {}, 'journey.reset': {} } as const;

/** Until the reference data is in, the router's reports wait: `starting` routes the entry URL. */
const states = {
  booting: {
    tags: ['loading'],
    entry: 'clearBootError',
    on: ignoreRouting,
    invoke: {
      id: 'loadReferenceData',
      src: 'loadReferenceData',
      onDone: { target: 'starting', actions: 'storeReferenceData' },
      onError: { target: 'bootFailed', actions: 'storeBootError' },
    },
  },
  bootFailed: { on: { 'boot.retry': 'booting', ...ignoreRouting } },
  starting: { entry: 'routeEntryUrl' },
} as const;

export const navigation = { actions, guards, states };
