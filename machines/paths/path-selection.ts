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

/** Greedy set cover: repeatedly the walk covering most not yet covered, the shorter on a tie. */
export function chooseWalks(candidates: Walk[]): Walk[] {
  const items = new Map(candidates.map((walked) => [walked, itemsOf(walked)]));
  const covered = new Set<string>();
  const chosen: Walk[] = [];
  for (;;) {
    let best: { walked: Walk; gain: number } | undefined;
    for (const [walked, walkedItems] of items) {
      const gain = walkedItems.filter((item) => !covered.has(item)).length;
      if (
        gain > 0 &&
        (!best ||
          gain > best.gain ||
          (gain === best.gain && walked.events.length < best.walked.events.length))
      )
        best = { walked, gain };
    }
    if (!best) return chosen;
    chosen.push(best.walked);
    for (const item of items.get(best.walked) ?? []) covered.add(item);
    items.delete(best.walked);
  }
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
