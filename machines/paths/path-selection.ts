/** Which candidate walks become the journey's paths: as few as cover everything the candidates cover. */
import { emptyCoverage, type Coverage } from './coverage';
import { toJourneyPath, type Walk } from './observed-transitions';
import { describe, isPurchase } from './path-names';

/** What a walk contributes: the nodes and branches it covers, and the purchase it completes through Buy Now. */
function itemsOf(walked: Walk): string[] {
  const path = toJourneyPath(walked);
  const purchase = isPurchase(path) && path.steps.some((step) => step.label === 'buyNow.submit');
  return [
    ...[...walked.coverage.states.covered].map((id) => `state ${id}`),
    ...[...walked.coverage.transitions.covered].map((id) => `transition ${id}`),
    ...(purchase ? [`purchase ${describe(path)}`] : []),
  ];
}

/** A candidate as the set cover ranks it: what it would add (as last counted), its length and its place. */
interface Ranked {
  walked: Walk;
  items: string[];
  gain: number;
  index: number;
}

/** Whether `a` ranks before `b`: more gain, then fewer events, then the earlier candidate. */
const ranksBefore = (a: Ranked, b: Ranked) =>
  a.gain !== b.gain
    ? a.gain > b.gain
    : a.walked.events.length !== b.walked.events.length
      ? a.walked.events.length < b.walked.events.length
      : a.index < b.index;

/** A binary heap of candidates, the first by `ranksBefore` on top. */
class RankedHeap {
  private readonly heap: Ranked[] = [];

  push(entry: Ranked): void {
    const heap = this.heap;
    heap.push(entry);
    let at = heap.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!ranksBefore(heap[at] as Ranked, heap[parent] as Ranked)) break;
      [heap[at], heap[parent]] = [heap[parent] as Ranked, heap[at] as Ranked];
      at = parent;
    }
  }

  pop(): Ranked | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      let at = 0;
      for (;;) {
        const [left, right] = [2 * at + 1, 2 * at + 2];
        let first = at;
        if (left < heap.length && ranksBefore(heap[left] as Ranked, heap[first] as Ranked))
          first = left;
        if (right < heap.length && ranksBefore(heap[right] as Ranked, heap[first] as Ranked))
          first = right;
        if (first === at) break;
        [heap[at], heap[first]] = [heap[first] as Ranked, heap[at] as Ranked];
        at = first;
      }
    }
    return top;
  }

  peek(): Ranked | undefined {
    return this.heap[0];
  }
}

/**
 * Greedy set cover: repeatedly the walk covering most not yet covered, the shorter on a tie, then the earlier.
 * Lazily: a walk's gain only shrinks as others are chosen, so the one on top is counted again and taken when
 * it still ranks first; the choice is the plain greedy one's, without counting every walk at every turn.
 */
export function chooseWalks(candidates: Walk[]): Walk[] {
  const covered = new Set<string>();
  const heap = new RankedHeap();
  candidates.forEach((walked, index) => {
    const items = [...new Set(itemsOf(walked))];
    heap.push({ walked, items, gain: items.length, index });
  });
  const chosen: Walk[] = [];
  for (let top = heap.pop(); top && top.gain > 0; top = heap.pop()) {
    const gain = top.items.filter((item) => !covered.has(item)).length;
    const next = heap.peek();
    if (gain < top.gain) {
      top.gain = gain;
      if (next && !ranksBefore(top, next)) {
        heap.push(top);
        continue;
      }
    }
    if (gain === 0) break;
    chosen.push(top.walked);
    for (const item of top.items) covered.add(item);
  }
  return chosen;
}

/** Everything the walks cover between them. */
export function union(walks: Walk[]): Coverage {
  const coverage = emptyCoverage();
  for (const walked of walks) {
    for (const id of walked.coverage.states.covered) coverage.states.covered.add(id);
    for (const id of walked.coverage.transitions.covered) coverage.transitions.covered.add(id);
  }
  return coverage;
}
