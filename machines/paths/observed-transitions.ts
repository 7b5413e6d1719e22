/**
 * The journey's transitions, observed: computed purely in an inert actor scope whose actor system reports each
 * `@xstate.microstep`, so every step names the transition branches it takes and the state nodes it passes.
 * @xstate/graph traverses the journey through them, and each candidate path is replayed (walked) the same way.
 */
import { createActor, type ActorLogic, type InspectionEvent } from 'xstate';
import { journeyMachine, type JourneySnapshot } from '../journey';
import type { AnyJourneyEvent } from '../core/context';
import type { JourneyInput } from '../core/types';
import { coveredBy, emptyCoverage, recordSnapshot, type Coverage } from './coverage';
import { labelOf, stateKey } from './exploration';
import type { PathEvent } from './outcomes';
import type { JourneyPath } from './path-types';

/** The journey's input on every path: a visit to the site's root. */
/**
 * The journey every path starts: its idle clock starts at a fixed instant, so the times the idle events carry
 * (built from it) mean the same in the traversal and in every replay of the machine.
 */
export const pathInput: JourneyInput = {
  url: 'http://localhost/',
  startedAt: Date.parse('2026-11-22T10:00:00.000Z'),
};

type Inspector = (inspection: InspectionEvent) => void;
type JourneyScope = Parameters<typeof journeyMachine.transition>[2];

/** An inert actor scope for computing transitions, whose actor system reports microsteps to `inspect`. */
function inertScope(inspect: Inspector): JourneyScope {
  const self = createActor(journeyMachine, { input: pathInput, inspect });
  return {
    self,
    id: '',
    sessionId: '',
    logger: () => undefined,
    defer: () => undefined,
    emit: () => undefined,
    system: self.system,
    stopChild: () => undefined,
    actionExecutor: () => undefined,
  };
}

/** Computes journey transitions purely (no action runs, no actor starts) and reports the branches taken. */
export class TransitionObserver {
  private taken: string[] = [];
  private nodes: string[] = [];
  private readonly scope = inertScope((inspection) => {
    if (inspection.type !== '@xstate.microstep') return;
    const { taken, nodes } = coveredBy(inspection);
    this.taken.push(...taken);
    this.nodes.push(...nodes);
  });

  initial(): JourneySnapshot {
    return journeyMachine.getInitialSnapshot(this.scope, pathInput);
  }

  next(
    snapshot: JourneySnapshot,
    event: PathEvent,
  ): { next: JourneySnapshot; taken: string[]; nodes: string[] } {
    this.taken = [];
    this.nodes = [];
    // Done, error and delayed events are the machine's own events, delivered by the actor system.
    const next = journeyMachine.transition(snapshot, event as AnyJourneyEvent, this.scope);
    return { next, taken: this.taken, nodes: this.nodes };
  }
}

/** What one traversal edge (a state key and an event label) was seen to cover. */
export type Edges = Map<string, { taken: string[]; nodes: string[] }>;

/** An edge as the traversal keys it: the state it leaves and the event's catalogue label. */
export const edgeKey = (snapshot: JourneySnapshot, event: PathEvent) =>
  `${stateKey(snapshot)}|${labelOf(event)}`;

/** The journey as @xstate/graph traverses it: the machine's own transitions, observed. */
export function observedJourney(
  observer: TransitionObserver,
  edges: Edges,
): ActorLogic<JourneySnapshot, PathEvent, JourneyInput> {
  return {
    config: journeyMachine.config,
    getInitialSnapshot: () => observer.initial(),
    getPersistedSnapshot: (snapshot) => journeyMachine.getPersistedSnapshot(snapshot),
    transition: (snapshot, event) => {
      const { next, taken, nodes } = observer.next(snapshot, event);
      edges.set(edgeKey(snapshot, event), { taken, nodes });
      return next;
    },
  };
}

/** A path replayed purely from the start: the snapshots it passes and what it covers. */
export interface Walk {
  events: PathEvent[];
  snapshots: JourneySnapshot[];
  coverage: Coverage;
}

export function walk(observer: TransitionObserver, events: PathEvent[]): Walk {
  const coverage = emptyCoverage();
  let snapshot = observer.initial();
  recordSnapshot(coverage, snapshot);
  const snapshots = [snapshot];
  for (const event of events) {
    const step = observer.next(snapshot, event);
    snapshot = step.next;
    snapshots.push(snapshot);
    for (const id of step.taken) coverage.transitions.covered.add(id);
    for (const id of step.nodes) coverage.states.covered.add(id);
  }
  return { events, snapshots, coverage };
}

/** One step of the walks a `PrefixWalks` has taken: the state it reached and what it covered. */
interface WalkedStep {
  snapshot: JourneySnapshot;
  taken: readonly string[];
  nodes: readonly string[];
  then: Map<string, WalkedStep>;
}

/**
 * Walks that begin alike, computed once where they begin alike. The traversal's candidate paths are its
 * shortest paths and those with one more event, which share most of their steps: each step (an event, by its
 * catalogue label, after the same steps) is computed once and what it covers kept. The walks are the same as
 * `walk` gives, the machine's transitions being pure.
 */
export class PrefixWalks {
  private readonly start: WalkedStep;

  constructor(private readonly observer: TransitionObserver) {
    this.start = { snapshot: observer.initial(), taken: [], nodes: [], then: new Map() };
  }

  walk(events: PathEvent[]): Walk {
    const coverage = emptyCoverage();
    recordSnapshot(coverage, this.start.snapshot);
    const snapshots = [this.start.snapshot];
    let at = this.start;
    for (const event of events) {
      const label = labelOf(event);
      let step = at.then.get(label);
      if (!step) {
        const { next, taken, nodes } = this.observer.next(at.snapshot, event);
        step = { snapshot: next, taken, nodes, then: new Map() };
        at.then.set(label, step);
      }
      at = step;
      snapshots.push(step.snapshot);
      for (const id of step.taken) coverage.transitions.covered.add(id);
      for (const id of step.nodes) coverage.states.covered.add(id);
    }
    return { events, snapshots, coverage };
  }
}

/** A walk as the steps of a path, before it is named or joined. */
export function toJourneyPath({ events, snapshots }: Walk): Omit<JourneyPath, 'name' | 'joins'> {
  const [initial] = snapshots;
  if (!initial) throw new Error('A path has no start');
  return {
    initial: initial.value,
    steps: events.map((event, index) => {
      const after = snapshots[index + 1] ?? initial;
      return {
        label: labelOf(event),
        event,
        value: after.value,
        path: after.context.location.path,
      };
    }),
  };
}
