/** Joining paths end to end, for a replay that pays for every start (`PathOptions.join`). */
import type { JourneySnapshot } from '../journey';
import { labelOf } from './exploration';
import { walk, type TransitionObserver, type Walk } from './observed-transitions';
import type { JourneyPath, PathOptions } from './path-types';

const opensLink = (label: string) => label.startsWith('route.changed PUSH ');
const sameScreen = (a: JourneySnapshot | undefined, b: JourneySnapshot | undefined) =>
  a !== undefined &&
  b !== undefined &&
  JSON.stringify(a.value) === JSON.stringify(b.value) &&
  a.context.location.path === b.context.location.path;

/** Whether `merged` passes, from step `from` on, the states `then` passes after its start-up step. */
function followsThrough(merged: Walk, from: number, then: Walk): boolean {
  for (let step = 1; step < then.events.length; step += 1) {
    if (!sameScreen(merged.snapshots[from + step], then.snapshots[step + 1])) return false;
  }
  return true;
}

const coversAll = (merged: Walk, parts: Walk[]) =>
  parts.every(
    (part) =>
      [...part.coverage.states.covered].every((id) => merged.coverage.states.covered.has(id)) &&
      [...part.coverage.transitions.covered].every((id) =>
        merged.coverage.transitions.covered.has(id),
      ),
  );

/**
 * Joins the chosen paths greedily (see `PathOptions.join`): each path, in the order chosen, takes on the
 * first unused path that follows on from its end, and so on up to `maxSteps`. A join is kept only when the
 * joined walk passes the same states and covers all that both parts cover.
 */
export function joinPaths(
  observer: TransitionObserver,
  chosen: Walk[],
  named: Omit<JourneyPath, 'joins'>[],
  { canJoin, maxSteps, offers }: NonNullable<PathOptions['join']> & Pick<PathOptions, 'offers'>,
): JourneyPath[] {
  const alone = (index: number): JourneyPath => {
    const path = named[index];
    if (!path) throw new Error(`No path ${String(index)}`);
    return { ...path, joins: [] };
  };
  const starts = chosen.flatMap((walked, index) => {
    const link = walked.events[1];
    return link && opensLink(labelOf(link)) ? [index] : [];
  });
  const used = new Set<number>();
  const joined: JourneyPath[] = [];
  for (const [index, first] of chosen.entries()) {
    if (used.has(index)) continue;
    used.add(index);
    let walked = first;
    let path = alone(index);
    const parts = [first];
    for (;;) {
      const end = walked.snapshots.at(-1);
      const nextIndex = starts.find((candidate) => {
        const then = chosen[candidate];
        if (used.has(candidate) || !then || !end) return false;
        if (walked.events.length + then.events.length - 1 > maxSteps) return false;
        if (!canJoin(path, alone(candidate))) return false;
        const link = then.events[1];
        return (
          link !== undefined &&
          (offers?.(end, labelOf(link)) ?? true) &&
          sameScreen(observer.next(end, link).next, then.snapshots[2])
        );
      });
      const then = nextIndex === undefined ? undefined : chosen[nextIndex];
      if (nextIndex === undefined || !then) break;
      const merged = walk(observer, [...walked.events, ...then.events.slice(1)]);
      const from = walked.events.length;
      used.add(nextIndex);
      if (!followsThrough(merged, from, then) || !coversAll(merged, [...parts, then])) {
        // Not a join after all: it stays a path of its own.
        joined.push(alone(nextIndex));
        continue;
      }
      const thenPath = alone(nextIndex);
      parts.push(then);
      walked = merged;
      path = {
        name: `${path.name} + ${thenPath.name}`,
        initial: path.initial,
        steps: [...path.steps, ...thenPath.steps.slice(1)],
        joins: [...path.joins, from],
      };
    }
    joined.push(path);
  }
  return joined;
}
