/**
 * The one place the path tooling reads a private XState field; everything else uses XState's public API.
 *
 * `InspectedMicrostepEvent._transitions` (xstate 5.33): the transition branches one microstep took. Transition
 * coverage needs exactly those, and no public API gives them: `getMicrosteps`, `transition` and
 * `machine.transition` return snapshots and actions only; `getNextTransitions` lists every candidate whether
 * its guard passes or not; `machine.getTransitionData` selects for one event, but not the eventless
 * (`always`) branches and raised events that follow it within the macrostep.
 */
import type { AnyTransitionDefinition, InspectedMicrostepEvent } from 'xstate';

export const transitionsTakenIn = (
  microstep: InspectedMicrostepEvent,
): readonly AnyTransitionDefinition[] => microstep._transitions;
