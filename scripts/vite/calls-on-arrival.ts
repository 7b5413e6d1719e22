/**
 * The pages that call one of the journey's later services as soon as they are shown: the aggregator's results
 * load the visitor's quote, the restart loads its premium, the retrieval link reads its stamp. Those calls are
 * in a module the app fetches with the first of them (src/app/journey/journey-calls.ts), so a link straight to
 * such a page lists that module too (./page-preloads.ts) and the call waits for no second round trip.
 *
 * Read off the chart: what a page's state invokes as it is entered, in the states it enters at once (initial
 * states, every region of a parallel state, and where an eventless transition may go on).
 */
import type { AnyStateNode } from 'xstate';
import { journeyMachine } from '../../machines/journey';
import { CALLS_LOADED_ON_USE } from '../../machines/core/services';
import { pageTable, pathsOf } from '../../machines/session';

/** The services invoked in `node` and in every state the journey may enter at once from it. */
function invokedOnEntering(node: AnyStateNode, seen = new Set<AnyStateNode>()): string[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const next: AnyStateNode[] = [
    ...(node.type === 'parallel' ? Object.values(node.states) : node.initial.target),
    ...(node.always ?? []).flatMap((transition) => transition.target ?? []),
  ];
  return [
    ...node.invoke.flatMap((invoked) => (typeof invoked.src === 'string' ? [invoked.src] : [])),
    ...next.flatMap((state) => invokedOnEntering(state, seen)),
  ];
}

/** Each page path (and older path) whose page calls a service loaded on use as it is shown, with those calls. */
export function laterCallsOnArrival(): Map<string, string[]> {
  const later = new Set<string>(CALLS_LOADED_ON_USE);
  const byPath = new Map<string, string[]>();
  for (const page of pageTable) {
    const calls = invokedOnEntering(journeyMachine.getStateNodeById(page.state.slice(1)));
    const laterCalls = [...new Set(calls.filter((name) => later.has(name)))];
    if (laterCalls.length === 0) continue;
    for (const path of pathsOf(page.id)) byPath.set(path, laterCalls);
  }
  return byPath;
}
