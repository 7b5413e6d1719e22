/**
 * Typed helpers for a part of the journey to declare its actions and guards on their own, so that the root
 * (journey.machine.ts) composes every part once, in no order. An action or guard declared here may use the
 * journey's context, events and emitted events; it cannot name another part's action, which keeps each
 * part's logic readable in its own file. See docs/decisions/0003-journey-parts.md.
 */
import type { ActionFunction, ParameterizedObject } from 'xstate';
import type { AnyJourneyEvent, JourneyEmitted } from './context';
import type { JourneyContext, PageMessage } from './types';
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
