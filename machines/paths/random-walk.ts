/**
 * Seeded random walks over the journey (`npm run paths -- --walk --seed N --length L`): from start-up, each
 * step one of the events the traversal offers there, drawn by a seeded generator and weighted towards the
 * transition branches the generated paths take least, so a walk goes where the shortest paths seldom do. The
 * same seed, length and paths give the same walk on any machine: nothing here reads the clock or the order of
 * a hash. A walk begins with the first steps of one of the paths (drawn by the same generator) and goes on
 * at random from where they end. Until its last quarter a walk keeps off the pages where the generated paths end (the decline page,
 * the time-out page) wherever another step is offered; on such a page it goes on only by what leaves it (a
 * link, starting again), and it ends early where nothing is offered.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
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
const WALKED_USE = 200;

/** The name a walk is listed, replayed and reported by. */
export const walkName = ({ seed, length }: WalkRequest) =>
  `walk seed ${String(seed)} length ${String(length)}`;

/** Numbers in [0, 1) from pure-rand's xoroshiro128+: the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
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

/**
 * An address typed or a link followed is one thing a customer may do, whichever of the journey's many addresses
 * it is: the route changes share the weight of one, so the walk does not spend itself typing addresses.
 */
function byAddress<T extends { item: PathEvent; weight: number }>(choices: T[]): T[] {
  const routes = choices.filter((choice) => choice.item.type === 'route.changed').length;
  return choices.map((choice) =>
    choice.item.type === 'route.changed' ? { ...choice, weight: choice.weight / routes } : choice,
  );
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

/**
 * Where the walk begins: the first steps of one of the paths, drawn with the walk's generator, up to half the
 * walk's length and before anything joined to it, ending where the path does not (so the walk can go on).
 * A walk from start-up alone seldom gets past the first steps, every turn offering more than one way forward.
 */
function startOfAPath(
  request: WalkRequest,
  paths: readonly JourneyPath[],
  observer: TransitionObserver,
  random: () => number,
): PathEvent[] {
  const path = paths[Math.floor(random() * paths.length)];
  if (!path) return [];
  const longest = Math.min(path.joins[0] ?? path.steps.length, Math.floor(request.length / 2));
  const events = path.steps.slice(0, longest).map((step) => step.event);
  const { snapshots } = walk(observer, events);
  const cuts = snapshots.flatMap((snapshot, cut) =>
    cut === 0 || !endsPath(snapshot) ? [cut] : [],
  );
  const cut = cuts[Math.floor(random() * cuts.length)] ?? 0;
  return events.slice(0, cut);
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

  const events = startOfAPath(request, options.paths, observer, random);
  let snapshot = walk(observer, events).snapshots.at(-1) ?? observer.initial();
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
    const choices = byAddress(early && goingOn.length > 0 ? goingOn : offeredChoices);
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

/** A walk's length when none is asked for. */
export const DEFAULT_WALK_LENGTH = 40;

/** The walks CI replays on the machine and in the browser: fixed seeds, so a failure names one to replay. */
export const FIXED_WALKS: readonly WalkRequest[] = [
  // In Chromium: 9 quotes, changes its answers and the vehicle, then saves and prices extras on results; 12
  // opens a saved quote's link, goes Back while its check runs and is refused; 17 quotes, goes to Buy Now and
  // saves at the time-out.
  { seed: 9, length: DEFAULT_WALK_LENGTH },
  { seed: 12, length: DEFAULT_WALK_LENGTH },
  { seed: 17, length: DEFAULT_WALK_LENGTH },
];

/** A seed or length as given: a whole number, or an error naming `what` (never a silent default). */
export function wholeNumber(text: string, what: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`${what} must be a whole number, not "${text}"`);
  return value;
}

/**
 * The walks a replay runs: `WALK_SEEDS` (comma-separated) of `WALK_LENGTH` steps (`DEFAULT_WALK_LENGTH` unless
 * given), else the fixed ones.
 */
export function walkRequestsFrom(env: Readonly<Record<string, string | undefined>>): WalkRequest[] {
  if (!env.WALK_SEEDS) return [...FIXED_WALKS];
  const length = env.WALK_LENGTH
    ? wholeNumber(env.WALK_LENGTH, 'WALK_LENGTH')
    : DEFAULT_WALK_LENGTH;
  return env.WALK_SEEDS.split(',').map((seed) => ({
    seed: wholeNumber(seed, 'A seed of WALK_SEEDS'),
    length,
  }));
}
