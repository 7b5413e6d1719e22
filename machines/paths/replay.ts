/**
 * Replays a path on the journey machine alone, as the app runs it: a started actor whose services are fakes
 * answering with the path's actor outcomes, a simulated clock for the idle timer, and every microstep
 * inspected for coverage.
 */
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate';
import { journeyMachine, type JourneyMachine, type JourneySnapshot } from '../journey';
import { recordMicrostep, recordSnapshot, type Coverage } from './coverage';
import { pathInput } from './observed-transitions';
import type { JourneyInput } from '../core/types';
import {
  isActorOutcomeEvent,
  isDelayEvent,
  outcomeNamed,
  type ActorName,
  type JourneyActors,
  type PathEvent,
} from './outcomes';
import type { JourneyPath, PathStep } from './path-types';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

const ANSWER_TIMEOUT_MS = 2000;

/** Every service as a fake that answers when the path says how, and not before. */
function heldServices(pending: Map<string, Pending>): JourneyActors {
  const names = Object.keys(journeyMachine.implementations.actors) as ActorName[];
  const held = (name: ActorName) =>
    fromPromise(
      ({ signal }) =>
        new Promise<unknown>((resolve, reject) => {
          const call = { resolve, reject };
          pending.set(name, call);
          // A call the journey stops waiting for (it left the state) can no longer be answered.
          signal.addEventListener('abort', () => {
            if (pending.get(name) === call) pending.delete(name);
          });
        }),
    );
  return Object.fromEntries(names.map((name) => [name, held(name)]));
}

function delayOf(event: PathEvent): number {
  const [, , name] = event.type.split('.');
  const delay = name === undefined ? undefined : journeyMachine.implementations.delays[name];
  if (typeof delay !== 'number') throw new Error(`No fixed delay for ${event.type}`);
  return delay;
}

/** A started journey whose services answer only when told to, with a simulated clock for its timers. */
export class JourneyDriver {
  private readonly pending = new Map<string, Pending>();
  private readonly clock = new SimulatedClock();
  readonly actor: Actor<JourneyMachine>;

  /**
   * @param answers outputs given instead of an outcome's own, by outcome name: e.g. the sandbox's reference
   * lists for `loadReferenceData: loaded` where a screen needs the real lists.
   * @param input the journey's input: the paths' own, or one whose idle clock is the wall clock (for a screen
   * whose activity carries the time it happened).
   */
  constructor(
    coverage?: Coverage,
    private readonly answers: Readonly<Record<string, unknown>> = {},
    input: JourneyInput = pathInput,
  ) {
    this.actor = createActor(journeyMachine.provide({ actors: heldServices(this.pending) }), {
      input,
      clock: this.clock,
      ...(coverage ? { inspect: (inspection) => recordMicrostep(coverage, inspection) } : {}),
    });
    this.actor.start();
    if (coverage) recordSnapshot(coverage, this.actor.getSnapshot());
  }

  get snapshot(): JourneySnapshot {
    return this.actor.getSnapshot();
  }

  /** The services called and not yet answered. */
  get calling(): string[] {
    return [...this.pending.keys()];
  }

  /** Sends a user event, answers a call with a named actor outcome, or lets a timer run out. */
  async deliver(event: PathEvent, label: string): Promise<void> {
    if (isActorOutcomeEvent(event)) {
      const outcome = outcomeNamed(label);
      const call = this.pending.get(outcome.actor);
      if (!call) throw new Error(`"${label}": ${outcome.actor} is not being called`);
      this.pending.delete(outcome.actor);
      const answered = this.nextSnapshot();
      if (outcome.result.kind === 'done')
        call.resolve(label in this.answers ? this.answers[label] : outcome.result.output);
      else call.reject(outcome.result.error);
      await answered;
    } else if (isDelayEvent(event)) {
      this.clock.increment(delayOf(event));
    } else {
      this.actor.send(event);
    }
  }

  stop(): void {
    this.actor.stop();
  }

  private nextSnapshot(): Promise<JourneySnapshot> {
    return new Promise<JourneySnapshot>((resolve, reject) => {
      const timer = setTimeout(() => {
        subscription.unsubscribe();
        reject(new Error('The journey did not take the answer'));
      }, ANSWER_TIMEOUT_MS);
      const subscription = this.actor.subscribe({
        next: (snapshot) => {
          clearTimeout(timer);
          subscription.unsubscribe();
          resolve(snapshot);
        },
        error: (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      });
    });
  }
}

export interface ReplayOptions {
  /** Called with the snapshot the journey rests in once started and after each step. */
  onState?: (snapshot: JourneySnapshot, step: PathStep | undefined) => void;
  /** Filled with the state nodes entered and the transition branches taken. */
  coverage?: Coverage;
}

/** Replays `path` and resolves with the final snapshot; rejects when a step cannot be delivered. */
export async function replayPath(
  path: JourneyPath,
  options: ReplayOptions = {},
): Promise<JourneySnapshot> {
  const driver = new JourneyDriver(options.coverage);
  try {
    options.onState?.(driver.snapshot, undefined);
    for (const step of path.steps) {
      await driver.deliver(step.event, step.label);
      options.onState?.(driver.snapshot, step);
    }
    return driver.snapshot;
  } finally {
    driver.stop();
  }
}
