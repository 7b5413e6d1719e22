/**
 * Seeded random walks over the journey (`npm run paths -- --walk --seed N --length L`): from start-up, each
 * step one of the events the traversal offers there, drawn by a seeded generator and weighted towards the
 * transition branches the generated paths take least, so a walk goes where the shortest paths seldom do. The
 * same seed, length and paths give the same walk on any machine: nothing here reads the clock or the order of
 * a hash. Until its last quarter a walk keeps off the pages where the generated paths end (the decline page,
 * the time-out page) wherever another step is offered; on such a page it goes on only by what leaves it (a
 * link, starting again), and it ends early where nothing is offered.
 */
import type { JourneySnapshot } from '../journey';
import { endsPath, labelOf, traversalEvents } from './exploration';
import { TransitionObserver, toJourneyPath, walk } from './observed-transitions';
import type { PathEvent } from './outcomes';
import type { JourneyPath, PathOptions } from './path-types';

export interface WalkRequest {
  seed: number;
  /** The most steps the walk takes. */
  length: number;
}

export interface WalkOptions {
  /** The paths whose use of each transition branch weighs the draw (the generated paths of the same options). */
  paths: readonly JourneyPath[];
  /** Narrows the events offered, as `PathOptions.offers` does for the paths (e.g. to what the browser can do). */
  offers?: PathOptions['offers'];
  /** Refuses a step a replay cannot take after the steps so far (e.g. a second sandbox person in the browser). */
  allows?: (steps: readonly PathEvent[], next: PathEvent) => boolean;
}

/** How many paths' use a branch the walk takes counts as. */
const WALKED_USE = 20;

/** The name a walk is listed, replayed and reported by. */
export const walkName = ({ seed, length }: WalkRequest) =>
  `walk seed ${String(seed)} length ${String(length)}`;

/** mulberry32: a small, well-mixed 32-bit generator, the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Each list of paths' branch use, counted once however many walks weigh by it. */
const counted = new WeakMap<readonly JourneyPath[], ReadonlyMap<string, number>>();

/** How many of `paths` take each transition branch. */
export function branchUse(
  observer: TransitionObserver,
  paths: readonly JourneyPath[],
): Map<string, number> {
  const known = counted.get(paths);
  if (known) return new Map(known);
  const use = new Map<string, number>();
  for (const path of paths) {
    const taken = walk(
      observer,
      path.steps.map((step) => step.event),
    ).coverage.transitions.covered;
    for (const id of taken) use.set(id, (use.get(id) ?? 0) + 1);
  }
  counted.set(paths, new Map(use));
  return use;
}

/**
 * An event's weight: the sum, over the branches it takes, of 1 / √(1 + the paths taking that branch), so a
 * branch no path takes weighs three times one that eight take, and ten times one that 99 take. An event that
 * takes no branch (ignored where it is sent) weighs a little, so the walk seldom wastes a step.
 */
function weightOf(taken: readonly string[], use: ReadonlyMap<string, number>): number {
  if (taken.length === 0) return 0.05;
  return taken.reduce((sum, id) => sum + 1 / Math.sqrt(1 + (use.get(id) ?? 0)), 0);
}

/** Draws one of `choices` with probability in proportion to its weight. */
function draw<T>(choices: readonly { item: T; weight: number }[], random: () => number): T {
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
  let point = random() * total;
  for (const choice of choices) {
    point -= choice.weight;
    if (point < 0) return choice.item;
  }
  const last = choices.at(-1);
  if (!last) throw new Error('Nothing to draw from');
  return last.item;
}

/** The seeded walk `request` names, as a path every replay (machine, views, browser) can take. */
export function seededWalk(request: WalkRequest, options: WalkOptions): JourneyPath {
  const { offers, allows } = options;
  const observer = new TransitionObserver();
  const use = branchUse(observer, options.paths);
  const random = seededRandom(request.seed);
  const offered = (snapshot: JourneySnapshot) =>
    offers
      ? traversalEvents(snapshot).filter((event) => offers(snapshot, labelOf(event)))
      : traversalEvents(snapshot);

  let snapshot = observer.initial();
  const events: PathEvent[] = [];
  while (events.length < request.length) {
    const atEnd = events.length > 0 && endsPath(snapshot);
    const offeredChoices = offered(snapshot)
      .filter((event) => allows?.(events, event) ?? true)
      .flatMap((event) => {
        const { next, taken } = observer.next(snapshot, event);
        if (atEnd && endsPath(next)) return [];
        return [{ item: event, weight: weightOf(taken, use), ends: endsPath(next) }];
      });
    // Before its last quarter the walk keeps off the pages where paths end, where another step is offered.
    const early = events.length < request.length * 0.75;
    const goingOn = offeredChoices.filter((choice) => !choice.ends);
    const choices = early && goingOn.length > 0 ? goingOn : offeredChoices;
    if (choices.length === 0) break;
    const event = draw(choices, random);
    events.push(event);
    const step = observer.next(snapshot, event);
    snapshot = step.next;
    // What the walk has taken counts as taken more: it moves on rather than circling one rare branch.
    for (const id of step.taken) use.set(id, (use.get(id) ?? 0) + WALKED_USE);
  }
  return { ...toJourneyPath(walk(observer, events)), name: walkName(request), joins: [] };
}

/** The walks CI replays on the machine and in the browser: fixed seeds, so a failure names one to replay. */
export const FIXED_WALKS: readonly WalkRequest[] = [
  // 15 goes through a comparison site's quote, its results and extras, to a decline; 10 and 3 through the
  // wizard's pages by address, Back and the idle time-out.
  { seed: 15, length: 40 },
  { seed: 10, length: 40 },
  { seed: 3, length: 40 },
];

/**
 * The walks a replay runs: `WALK_SEEDS` (comma-separated) of `WALK_LENGTH` steps (40 unless given), else the
 * fixed ones. A seed or length that is not a whole number is an error, not a silent default.
 */
export function walkRequestsFrom(env: Readonly<Record<string, string | undefined>>): WalkRequest[] {
  const whole = (text: string, what: string) => {
    const value = Number(text.trim());
    if (text.trim() === '' || !Number.isSafeInteger(value) || value < 0)
      throw new Error(`${what} must be a whole number, not "${text}"`);
    return value;
  };
  if (!env.WALK_SEEDS) return [...FIXED_WALKS];
  const length = env.WALK_LENGTH ? whole(env.WALK_LENGTH, 'WALK_LENGTH') : 40;
  return env.WALK_SEEDS.split(',').map((seed) => ({
    seed: whole(seed, 'A seed of WALK_SEEDS'),
    length,
  }));
}
