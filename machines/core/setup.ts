/**
 * What every part of the journey shares: its context, events and emitted events, the services it invokes, the
 * idle delay, and the few actions and guards all parts use (showing a path, history replacement, page
 * messages, effects, error routing). Each part extends this with its own logic (see define.ts); the root
 * composes the parts (journey.machine.ts).
 */
import { assign, emit, setup } from 'xstate';
import {
  IDLE_TIMEOUT_MS,
  IDLE_WARNING_MS,
  PAYMENT_WIDGET_TIMEOUT_MS,
  type AnyJourneyEvent,
  type JourneyEmitted,
} from './context';
import type { JourneyContext, JourneyInput, MessagePart } from './types';
import type { PaymentDate } from './contract';
import {
  defineActions,
  defineGuards,
  known,
  messagesWith,
  noMessages,
  outputOf,
  pageError,
} from './define';
import { errorRoutingActions, errorRoutingGuards } from '../session/error-routing';
import { journeyServices, type JourneyServiceLogic } from './services';

/** GetPaymentDate's question: the first payment for the quote's term start (results' loan agreement, Direct Debit). */
export function paymentDateInput(context: JourneyContext) {
  return {
    quoteRef: known(context.result.quoteRef, 'the quote reference'),
    coverStart:
      context.result.selectedOption?.effectiveFrom ?? context.quote.coverDetails.effectiveFrom,
  };
}

/** The one writer of `location`: a move replaces the history entry when `replaceHistory` ran before it. */
export function locationAt(context: JourneyContext, path: string) {
  return { location: { path, replace: context.replaceNext }, replaceNext: false };
}

const sharedActions = defineActions({
  showPath: assign(({ context }, params: { path: string }) => locationAt(context, params.path)),
  /** The next path shown replaces the history entry instead of adding one. */
  replaceHistory: assign((_, params?: { replace: boolean }) => ({
    replaceNext: params?.replace ?? true,
  })),
  /** The router moved while a call is pending: put the browser back on the journey's path. */
  keepLocation: assign(({ context }) =>
    locationAt({ ...context, replaceNext: true }, context.location.path),
  ),
  /** The page moved on or a new attempt started: no part's message stands. */
  clearMessage: assign({ messages: () => noMessages() }),
  /** GetPaymentDate's answer: the first Direct Debit payment, the credit agreement's commencement. */
  storePaymentDate: assign(({ context, event }) => ({
    payment: {
      ...context.payment,
      paymentDate: outputOf<PaymentDate>(event)?.paymentDate ?? context.payment.paymentDate,
    },
  })),
  setMessage: assign((_, params: { part: MessagePart; text: string; field?: string }) => ({
    messages: messagesWith(params.part, pageError(params.text, params.field)),
  })),
  scrollToTop: emit({ type: 'scrollToTop' }),
  /** Effects supplied at app start (analytics, error reporting, calls whose failure is only logged). */
  /** Effect supplied at app start; `repeat` marks a page seen before, which is not tracked again. */
  /** spec 2 §2: the results page is tracked as 'results page viewed'; `repeat` on a return to it. */
  trackResultsViewed: (_, _params: { repeat: boolean }) => undefined,
  reportError: (_, _params: { error: unknown }) => undefined,
  recordRestartVisit: (_, _params: { quoteRef: string | null; kind: 'dpaVisit' | 'quoteViewed' }) =>
    undefined,
});

const sharedGuards = defineGuards({
  isNotFoundError: ({ event }) =>
    'error' in event &&
    typeof event.error === 'object' &&
    event.error !== null &&
    'kind' in event.error &&
    event.error.kind === 'notFound',
});

/** A move the router asked for replaces the history entry when the router says so (a redirect). */
export const replaceAsRouted = {
  type: 'replaceHistory',
  params: ({ event }: { event: AnyJourneyEvent }) => ({
    replace: event.type === 'route.go' && event.replace,
  }),
} as const;

/** The type of the machine's input; every field is optional. */
const noInput: JourneyInput = {};

/**
 * The type of a state's or a transition's meta: the requirements of docs/rules.md it carries, each named by its
 * heading (machines/paths/requirements.ts).
 */
const noMeta: { requirements?: readonly string[] } = {};

/**
 * The shared setup with `actors` as the journey's services: `journeyServices`' stand-ins (./service-stub.ts) for
 * the chart's own tests and paths (`core`), the API clients at app start (machines/journey.ts `journeyMachineWith`).
 */
export const coreWith = (actors: JourneyServiceLogic) =>
  setup({
    types: {
      context: {} as JourneyContext,
      events: {} as AnyJourneyEvent,
      input: noInput,
      emitted: {} as JourneyEmitted,
      tags: {} as 'loading' | 'overlay' | 'idleTimeout',
      meta: noMeta,
    },
    actors,
    delays: {
      IDLE_BEFORE_WARNING: IDLE_TIMEOUT_MS - IDLE_WARNING_MS,
      IDLE_WARNING: IDLE_WARNING_MS,
      PAYMENT_WIDGET_TIMEOUT: PAYMENT_WIDGET_TIMEOUT_MS,
    },
    actions: { ...sharedActions, ...errorRoutingActions },
    guards: { ...sharedGuards, ...errorRoutingGuards },
  });

export const core = coreWith(journeyServices);
