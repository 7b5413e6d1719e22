/**
 * Walks that go on (`PathOptions.cover`): for a replay that pays for every start and every step, each chosen
 * path goes on from where it ends to the nearest branch or state no walk has covered yet, and on again, rather
 * than another path starting from the beginning to reach it. The branches and states covered are the same as
 * the chosen paths cover; the replay starts fewer journeys and takes fewer steps.
 */
import type { JourneySnapshot } from '../journey';
import { endsPath, stateKey } from './exploration';
import { walk, type TransitionObserver, type Walk } from './observed-transitions';
import type { PathEvent } from './outcomes';
import type { PathOptions } from './path-types';

type CoverOptions = NonNullable<PathOptions['cover']>;

const itemsOf = (taken: readonly string[], nodes: readonly string[]) => [
  ...taken.map((id) => `transition ${id}`),
  ...nodes.map((id) => `state ${id}`),
];

/**
 * The events from `from` to the nearest step that covers something not in `covered`, looking at most `hops`
 * steps ahead (breadth first, each state by its key once), through steps `allows` lets the walk take after
 * `before`; null when there is none that near.
 */
function nearestNew(
  observer: TransitionObserver,
  from: JourneySnapshot,
  before: readonly PathEvent[],
  covered: ReadonlySet<string>,
  eventsIn: (snapshot: JourneySnapshot) => PathEvent[],
  { allows, hops }: CoverOptions,
): PathEvent[] | null {
  let frontier: { snapshot: JourneySnapshot; events: PathEvent[] }[] = [
    { snapshot: from, events: [] },
  ];
  const seen = new Set([stateKey(from)]);
  for (let hop = 0; hop < hops && frontier.length > 0; hop += 1) {
    const next: typeof frontier = [];
    for (const { snapshot, events } of frontier) {
      const so = [...before, ...events];
      for (const event of eventsIn(snapshot)) {
        if (!allows(so, event)) continue;
        const step = observer.next(snapshot, event);
        if (itemsOf(step.taken, step.nodes).some((item) => !covered.has(item)))
          return [...events, event];
        const key = stateKey(step.next);
        if (endsPath(step.next) || seen.has(key)) continue;
        seen.add(key);
        next.push({ snapshot: step.next, events: [...events, event] });
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The `chosen` walks (in the order the set cover chose them), each gone on as far as `maxSteps` to what no walk
 * before it has covered; a chosen walk that adds nothing by then is left out. Covers what `chosen` covers.
 */
export function coveringWalks(
  observer: TransitionObserver,
  chosen: readonly Walk[],
  eventsIn: (snapshot: JourneySnapshot) => PathEvent[],
  cover: CoverOptions,
): Walk[] {
  const covered = new Set<string>();
  /** Adds what `walked` covers; whether any of it was new. */
  const add = ({ coverage }: Walk) => {
    const items = itemsOf([...coverage.transitions.covered], [...coverage.states.covered]);
    const before = covered.size;
    for (const item of items) covered.add(item);
    return covered.size > before;
  };
  const walks: Walk[] = [];
  for (const base of chosen) {
    if (!add(base)) continue;
    let walked = base;
    for (;;) {
      const end = walked.snapshots.at(-1);
      if (!end || endsPath(end) || walked.events.length >= cover.maxSteps) break;
      const more = nearestNew(observer, end, walked.events, covered, eventsIn, cover);
      if (!more || walked.events.length + more.length > cover.maxSteps) break;
      walked = walk(observer, [...walked.events, ...more]);
      add(walked);
    }
    walks.push(walked);
  }
  return walks;
}
