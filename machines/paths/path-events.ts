/**
 * Anything a path can deliver to the journey: a user event, an invoked service's answer (its done or error
 * event) or a timer running out, and the names of the services that answer.
 */
import type { JourneyMachine } from '../journey';
import type { JourneyEvent } from '../core/types';
import type { DelayEvent } from './user-events';

/** The services the journey invokes, as `machine.provide({ actors })` takes them. */
export type JourneyActors = NonNullable<Parameters<JourneyMachine['provide']>[0]['actors']>;
export type ActorName = Extract<keyof JourneyActors, string>;

export type ActorDoneEvent = {
  type: `xstate.done.actor.${ActorName}`;
  output: unknown;
  actorId: ActorName;
};
export type ActorErrorEvent = {
  type: `xstate.error.actor.${ActorName}`;
  error: unknown;
  actorId: ActorName;
};
/** Anything a path can deliver to the journey. */
export type PathEvent = JourneyEvent | ActorDoneEvent | ActorErrorEvent | DelayEvent;

export const isActorOutcomeEvent = (event: PathEvent): event is ActorDoneEvent | ActorErrorEvent =>
  event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.');

export const isDelayEvent = (event: PathEvent): event is DelayEvent =>
  event.type.startsWith('xstate.after.');
