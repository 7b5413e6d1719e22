/**
 * The named vocabulary of the journey's paths: what each invoked service can answer (an actor outcome) and
 * what the customer or the app can send (a user event). One name means the same thing on the machine, in a
 * view test (the outcome's `fake`) and in the browser (its sandbox `fixture`, see docs/fixtures.md).
 */
import type { ActorOutcome } from './actor-outcome';
import { documentsOutcomes } from './documents-outcomes';
import { entryOutcomes } from './entry-outcomes';
import { paymentOutcomes } from './payment-outcomes';
import { extrasOutcomes, resultsOutcomes } from './results-outcomes';
import { wizardOutcomes } from './wizard-outcomes';
import { saveOutcomes } from './save-outcomes';

export * from './user-events';
export * from './path-events';
export { serviceError, type ActorOutcome } from './actor-outcome';

/** Every meaningful answer of every service the journey invokes. */
export const actorOutcomes: readonly ActorOutcome[] = [
  ...wizardOutcomes,
  ...resultsOutcomes,
  ...extrasOutcomes,
  ...paymentOutcomes,
  ...entryOutcomes,
  ...documentsOutcomes,
  ...saveOutcomes,
];

const outcomesByName = new Map(actorOutcomes.map((outcome) => [outcome.name, outcome]));

export function outcomeNamed(name: string): ActorOutcome {
  const outcome = outcomesByName.get(name);
  if (!outcome) throw new Error(`No actor outcome is named "${name}"`);
  return outcome;
}

export const outcomesOf = (actor: string): ActorOutcome[] =>
  actorOutcomes.filter((outcome) => outcome.actor === actor);
