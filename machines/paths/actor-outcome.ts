/**
 * One answer of one invoked service (an actor outcome) and how the catalogue builds them: the answer itself,
 * the fake service giving it in view tests, the event the journey receives and the sandbox fixture that
 * produces it in the browser.
 */
import { fromPromise, type OutputFrom } from 'xstate';
import type { ActorDoneEvent, ActorErrorEvent, ActorName, JourneyActors } from './path-events';
import { serviceRegistry } from '../core/services';
import { JOURNEY_TEXT } from '../core/text';

type OutputOf<A extends ActorName> = OutputFrom<NonNullable<JourneyActors[A]>>;

export interface ActorOutcome {
  /** `actor: outcome`, e.g. `generateQuote: declined`. */
  name: string;
  actor: ActorName;
  result: { kind: 'done'; output: unknown } | { kind: 'error'; error: Error };
  /** How to produce this answer from the sandbox in the browser; null where the sandbox has no fixture yet. */
  fixture: string | null;
  /** The service answering this way, for `machine.provide({ actors })` in view tests. */
  fake: () => NonNullable<JourneyActors[ActorName]>;
  /** The event the journey receives when the service answers. */
  event: ActorDoneEvent | ActorErrorEvent;
}

/** A service error shaped as src/api/errors.ts shapes it: `kind`, HTTP `status` and the server `code`. */
export function serviceError(
  status: number,
  message: string,
  code?: string,
): Error & { kind: string; status: number; code?: string } {
  const kind =
    status === 404 || status === 204
      ? 'notFound'
      : status === 409
        ? 'conflict'
        : status === 400
          ? 'validation'
          : 'unexpected';
  return Object.assign(new Error(message), { kind, status }, code === undefined ? {} : { code });
}

function fakeFor<A extends ActorName>(
  result: ActorOutcome['result'],
): () => NonNullable<JourneyActors[A]> {
  // fromPromise infers an untyped input here; the machine's slot for A takes the same output, so the cast holds.
  return () =>
    fromPromise(() =>
      result.kind === 'done' ? Promise.resolve(result.output) : Promise.reject(result.error),
    ) as unknown as NonNullable<JourneyActors[A]>;
}

export function answers<A extends ActorName>(
  actor: A,
  label: string,
  output: OutputOf<A>,
  fixture: string | null,
): ActorOutcome {
  const result = { kind: 'done' as const, output };
  return {
    name: `${actor}: ${label}`,
    actor,
    result,
    fixture,
    fake: fakeFor<A>(result),
    event: { type: `xstate.done.actor.${actor}`, output, actorId: actor },
  };
}

export function fails(
  actor: ActorName,
  label: string,
  error: Error,
  fixture: string | null,
): ActorOutcome {
  const result = { kind: 'error' as const, error };
  return {
    name: `${actor}: ${label}`,
    actor,
    result,
    fixture,
    fake: fakeFor(result),
    event: { type: `xstate.error.actor.${actor}`, error, actorId: actor },
  };
}

/**
 * The sandbox fixture giving an outcome its own rules give by the proposer alone, where the proposer cannot be
 * chosen (a quote priced again, a quote reminder): a one-off fault setting the answer's outcome.
 */
export const outcomeSet = (outcome: string): string =>
  `its answer's underwritingOutcome.outcome set to ${outcome} (/__sandbox/faults set)`;

/** The sandbox fixture failing the operation the service calls (its registry entry's), as SANDBOX_FAIL names it. */
export function fault(actor: ActorName, status: number, code?: string): string {
  const { operationId } = serviceRegistry[actor];
  if (operationId === null) throw new Error(`${actor} calls no operation the sandbox could fail`);
  return `SANDBOX_FAIL ${operationId}=${status}${code ? `:${code}` : ''}x1`;
}

/** The server codes the shared error table routes (spec 2 §4), as every invoking state may receive them. */
export function serverCodeOutcomes(
  actor: ActorName,
  options: { inline?: string; labels?: Partial<Record<string, [string, string]>> } = {},
): ActorOutcome[] {
  const conflict = (defaultLabel: string, code: string) => {
    const [label, fixture] = options.labels?.[code] ?? [defaultLabel, fault(actor, 409, code)];
    return fails(actor, label, serviceError(409, code, code), fixture);
  };
  return [
    conflict('quoteDeclined', 'QUOTE_DECLINED'),
    conflict('alreadyTakenUp', 'QUOTE_ALREADY_TAKEN_UP'),
    conflict('expired', 'QUOTE_EXPIRED'),
    conflict('locked', 'QUOTE_LOCKED'),
    ...(options.inline ? [conflict(`inline ${options.inline}`, options.inline)] : []),
    fails(actor, 'failed', serviceError(500, JOURNEY_TEXT.service.unexpected), fault(actor, 500)),
  ];
}
