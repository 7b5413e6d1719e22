/**
 * Typed helpers for a part of the journey to declare its actions and guards on their own, so that the root
 * (journey.machine.ts) composes every part once, in no order. An action or guard declared here may use the
 * journey's context, events and emitted events; it cannot name another part's action, which keeps each
 * part's logic readable in its own file. See docs/decisions/0003-journey-parts.md.
 */
import type { ActionFunction, ParameterizedObject } from 'xstate';
import type { AnyJourneyEvent, JourneyEmitted } from './context';
import type { JourneyContext, MessagePart, PageMessage, PageMessages } from './types';
import type { journeyServices } from './services';

type Services = typeof journeyServices;

/** The services as XState's setup names them (`src`, `logic`, `id`). */
type JourneyActor = {
  [Name in keyof Services]: { src: Name; logic: Services[Name]; id: string | undefined };
}[keyof Services];

type Params = ParameterizedObject['params'] | undefined;

/** The journey's delays (core.ts), which a part's `sendTo` may name. */
type JourneyDelay = 'IDLE_BEFORE_WARNING' | 'IDLE_WARNING' | 'PAYMENT_WIDGET_TIMEOUT';

/** An action of one part: `never` for the action and guard names it cannot reach. */
type PartAction<TParams extends Params> = ActionFunction<
  JourneyContext,
  AnyJourneyEvent,
  AnyJourneyEvent,
  TParams,
  JourneyActor,
  never,
  never,
  JourneyDelay,
  JourneyEmitted
>;

type PartGuard<TParams extends Params> = (
  args: { context: JourneyContext; event: AnyJourneyEvent },
  params: TParams,
) => boolean;

export function defineActions<TParams extends Record<string, Params>>(actions: {
  [K in keyof TParams]: PartAction<TParams[K]>;
}) {
  return actions;
}

export function defineGuards<TParams extends Record<string, Params>>(guards: {
  [K in keyof TParams]: PartGuard<TParams[K]>;
}) {
  return guards;
}

/** The output of a done event, typed by the caller (each invoke's onDone knows its actor). */
export function outputOf<T>(event: { type: string; output?: T } | { type: string }): T | undefined {
  return 'output' in event ? event.output : undefined;
}

/** The error of an error event; undefined for any other event. */
export function errorOf(event: object): unknown {
  return 'error' in event ? event.error : undefined;
}

/** An error message shown on the page, on `field` when given. */
export const pageError = (text: string, field?: string): PageMessage =>
  field === undefined ? { kind: 'error', message: text } : { kind: 'error', message: text, field };

/** No part's page has a message: a new page or a fresh attempt starts without the last one's. */
export const noMessages = (): PageMessages => ({
  wizard: null,
  results: null,
  payment: null,
  entries: null,
});

/** `part`'s page shows `message`; one message stands at a time, so any other part's is cleared. */
export const messagesWith = (part: MessagePart, message: PageMessage | null): PageMessages => ({
  ...noMessages(),
  [part]: message,
});

/** The message that stands, whichever part's page shows it (reports and test tooling). */
export const standingMessageOf = (messages: PageMessages): PageMessage | null =>
  Object.values(messages).find((message) => message !== null) ?? null;

/**
 * What a calling state's service needs, which the transitions into that state have made sure of. The chart
 * enters a calling state only once it knows what the call asks for, so a missing value is a fault of the chart
 * and fails loudly (the model-based paths would show it), never a call made with an empty value.
 */
export function known<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new Error(`The journey made a call without knowing ${what}`);
  return value;
}
