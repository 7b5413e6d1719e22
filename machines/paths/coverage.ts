/**
 * The coverage model of the journey's paths: every state node of the machine (walked from its root) and every
 * transition branch (each candidate of each node's `on`, `after`, invoke onDone/onError and `always`).
 * A node is covered when a replayed microstep's snapshot is in it, a branch when a microstep takes it: both
 * read from the actor system's `@xstate.microstep` inspection events.
 */
import {
  getStateNodes,
  isMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectedMicrostepEvent,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import { journeyMachine } from '../journey';
import { transitionsTakenIn } from './xstate-internals';

/** A state node's readable id: its path from the root, e.g. `flow.wizard.vehicleDetails.editing`. */
export const stateNodeId = (node: AnyStateNode): string =>
  node.path.length === 0 ? '(root)' : node.path.join('.');

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

const guardText = (transition: AnyTransitionDefinition): string => {
  const { guard } = transition;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'function') return ' [inline guard]';
  const params =
    'params' in guard && guard.params !== undefined && typeof guard.params !== 'function'
      ? ` ${Object.values(guard.params as Record<string, unknown>).join(' ')}`
      : '';
  return ` [${guard.type}${params}]`;
};

/**
 * A transition branch's readable id: source, event, position among that event's branches, guard and targets,
 * e.g. `flow.quoting.generating: xstate.done.actor.generateQuote #2 [outcomeIs Declined] → flow.decline`.
 * Built from the definition's place in its machine, so it is the same for `journeyMachine.provide(...)`.
 */
export function transitionId(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const isAlways = transition.eventType === '';
  const siblings = isAlways
    ? (source.always ?? [])
    : (source.transitions.get(String(transition.eventType)) ?? []);
  const position = siblings.indexOf(transition) + 1;
  const targets = transition.target?.map(stateNodeId).join(', ');
  return `${stateNodeId(source)}: ${isAlways ? 'always' : transition.eventType} #${position}${guardText(transition)} → ${targets ?? '(no target)'}`;
}

function allTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

/** Every state node of the journey, root included. */
export const allStateNodeIds: readonly string[] = allStateNodes(journeyMachine.root).map(
  stateNodeId,
);

/** Every transition branch: each `on`, `after`, invoke onDone/onError and `always` candidate of every node. */
export const allTransitionIds: readonly string[] = allStateNodes(journeyMachine.root)
  .flatMap(allTransitions)
  .map(transitionId);

export interface Coverage {
  states: { covered: Set<string>; total: readonly string[] };
  transitions: { covered: Set<string>; total: readonly string[] };
}

export function emptyCoverage(): Coverage {
  return {
    states: { covered: new Set(), total: allStateNodeIds },
    transitions: { covered: new Set(), total: allTransitionIds },
  };
}

export const uncovered = (part: Coverage['states']): string[] =>
  part.total.filter((id) => !part.covered.has(id));

const percent = (covered: number, total: number) =>
  `${Math.floor((covered / Math.max(total, 1)) * 1000) / 10}%`;

const coveredCount = (part: Coverage['states']) =>
  part.total.filter((id) => part.covered.has(id)).length;

export function coverageLine(coverage: Coverage): string {
  const states = coveredCount(coverage.states);
  const transitions = coveredCount(coverage.transitions);
  const stateTotal = coverage.states.total.length;
  const transitionTotal = coverage.transitions.total.length;
  return `states ${percent(states, stateTotal)} (${states}/${stateTotal}), transitions ${percent(transitions, transitionTotal)} (${transitions}/${transitionTotal})`;
}

/** A machine snapshot, as far as telling its state nodes goes. */
type InState = { machine: AnyStateMachine; value: StateValue };

/** The state nodes `snapshot` is in, root and ancestors included. */
export const activeStateNodeIds = (snapshot: InState): string[] => [
  ...new Set(getStateNodes(snapshot.machine.root, snapshot.value).map(stateNodeId)),
];

/** What one microstep covers: the branches it took and the nodes its snapshot is in. */
export function coveredBy(microstep: InspectedMicrostepEvent): {
  taken: string[];
  nodes: string[];
} {
  return {
    taken: transitionsTakenIn(microstep).map(transitionId),
    nodes: isMachineSnapshot(microstep.snapshot) ? activeStateNodeIds(microstep.snapshot) : [],
  };
}

/** Records what one inspected microstep covers. */
export function recordMicrostep(coverage: Coverage, inspection: InspectionEvent): void {
  if (inspection.type !== '@xstate.microstep') return;
  const { taken, nodes } = coveredBy(inspection);
  for (const id of taken) coverage.transitions.covered.add(id);
  for (const id of nodes) coverage.states.covered.add(id);
}

export function recordSnapshot(coverage: Coverage, snapshot: InState): void {
  for (const id of activeStateNodeIds(snapshot)) coverage.states.covered.add(id);
}

// For the QA documents (scripts/paths.ts): the nodes themselves, the branches of each, and exceptions checked.

/** Every state node of the journey, root first, each followed by its descendants in the chart's order. */
export const journeyStateNodes = (): AnyStateNode[] => allStateNodes(journeyMachine.root);

/** A node's own transition branches, in the order of `allTransitionIds`. */
export const transitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] =>
  allTransitions(node);

/** A branch's guard as its id shows it, e.g. ` [outcomeIs Declined]`; empty when it has none. */
export const transitionGuardText = guardText;

/** Percent covered, rounded down to one decimal place, as `coverageLine` prints it. */
export const percentCovered = (part: Coverage['states']): number =>
  Math.floor((coveredCount(part) / Math.max(part.total.length, 1)) * 1000) / 10;

/** The number of ids of `part` covered. */
export const coveredTotal = (part: Coverage['states']): number => coveredCount(part);

/**
 * What is wrong with a replay's exceptions (machines/paths/exceptions.ts): an empty reason, an id that names
 * no state node or transition branch, or one the replay covers after all.
 */
export function exceptionProblems(
  exceptions: Readonly<Record<string, string>>,
  coverage: Coverage,
): string[] {
  const states = new Set(allStateNodeIds);
  const transitions = new Set(allTransitionIds);
  return Object.entries(exceptions).flatMap(([id, reason]) => {
    if (reason.trim() === '') return [`${id}: the exception has no reason`];
    if (states.has(id))
      return coverage.states.covered.has(id) ? [`${id}: the replay covers this state`] : [];
    if (transitions.has(id))
      return coverage.transitions.covered.has(id)
        ? [`${id}: the replay covers this transition`]
        : [];
    return [`${id}: no state or transition of the journey has this id`];
  });
}

/** `exceptions: N`, then each exception with its reason. */
export const exceptionLines = (exceptions: Readonly<Record<string, string>>): string[] => [
  `exceptions: ${Object.keys(exceptions).length}`,
  ...Object.entries(exceptions).map(([id, reason]) => `  ${id}: ${reason}`),
];
