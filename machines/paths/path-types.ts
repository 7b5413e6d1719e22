/** What a generated path is, and what generating them takes and gives. */
import type { JourneySnapshot } from '../journey';
import type { Coverage } from './coverage';
import type { PathEvent } from './outcomes';

export interface PathStep {
  /** The catalogue name of the event or actor outcome, e.g. `generateQuote: declined`. */
  label: string;
  event: PathEvent;
  /** The state value the journey rests in after the step. */
  value: JourneySnapshot['value'];
  /** The route the journey shows after the step. */
  path: string;
}

export interface JourneyPath {
  name: string;
  /** The state value after start-up (before the first step). */
  initial: JourneySnapshot['value'];
  steps: PathStep[];
  /**
   * Where paths joined into this one begin (`PathOptions.join`): the index of each one's first step, a link
   * opened. Empty for a path of its own.
   */
  joins: number[];
}

export interface PathOptions {
  /**
   * Narrows the events tried in a state to those this returns true for, given the event's catalogue label:
   * e.g. to what the rendered screens offer, for replaying paths through the views.
   */
  offers?: (snapshot: JourneySnapshot, label: string) => boolean;
  /**
   * Joins paths end to end, for a replay that pays for every start (the browser's new page and app start):
   * a path whose first step after start-up opens a link (`route.changed PUSH`, a page load there) is
   * appended to another when the journey, going on from where that one ends, passes the same states as the
   * path alone. `canJoin` may refuse a pair the replay cannot run as one (different sandbox people).
   */
  join?: { canJoin: (first: JourneyPath, then: JourneyPath) => boolean; maxSteps: number };
  /**
   * Each chosen path goes on from where it ends to the nearest branch or state not yet covered, looking up to
   * `hops` steps ahead and up to `maxSteps` in all, through the steps `allows` lets it take after those it has
   * taken (machines/paths/covering-walks.ts): for a replay that pays for every start and step, fewer of both.
   */
  cover?: {
    allows: (steps: readonly PathEvent[], next: PathEvent) => boolean;
    hops: number;
    maxSteps: number;
  };
}

export interface Traversal {
  paths: JourneyPath[];
  /** What the chosen paths cover, as computed while choosing them. */
  coverage: Coverage;
  /** Distinct states (by `stateKey`) the traversal reached. */
  stateCount: number;
}
