/** Paths and states in words: where a path's customer came from, where it ends and how it got there. */
import type { StateValue } from 'xstate';
import type { JourneySnapshot } from '../journey';
import type { JourneyPath } from './path-types';
import { pagePaths } from '../session/page-table';

const ENTRY_LINKS: readonly [string, string][] = [
  [pagePaths.aggregatorResults, 'aggregator'],
  [pagePaths.restartPolicy, 'restart'],
  [pagePaths.yourQuoteDetails, 'reminder'],
  [pagePaths.quoteRetrieval, 'retrieval'],
];

/** Where the customer came from: the first entry link the path follows, else a direct visit. */
function sourceOfPath(path: Omit<JourneyPath, 'name' | 'joins'>): string {
  for (const step of path.steps) {
    const entry = ENTRY_LINKS.find(
      ([prefix]) => step.label.includes(`${prefix}?`) || step.label.endsWith(` ${prefix}`),
    );
    if (entry) return entry[1];
  }
  return 'direct';
}

/** Whether the path ends with a policy bought. */
export function isPurchase(path: Omit<JourneyPath, 'name' | 'joins'>): boolean {
  const end = flowOf(path.steps.at(-1)?.value ?? '');
  return end === 'thankYou' || end === 'restartThankYou';
}

/**
 * How a purchase was paid: by card; or by Direct Debit, the last one the path sends (no other method chosen
 * after it), its deposit paid by card after the bank check when the plan asks one.
 */
function paidBy(path: Omit<JourneyPath, 'name' | 'joins'>): string {
  const last = (label: string) => path.steps.findLastIndex((step) => step.label === label);
  const directDebit = last('payment.submitDirectDebit');
  if (directDebit < 0 || directDebit < last('payment.useOtherMethod')) return 'card';
  return last('payment.submitCard') > directDebit
    ? 'Direct Debit (deposit by card)'
    : 'Direct Debit';
}

/** What the path does, in words: its name before any count that makes it unique. */
export function describe(path: Omit<JourneyPath, 'name' | 'joins'>): string {
  const last = path.steps.at(-1);
  if (!last) return 'start-up';
  const source = sourceOfPath(path);
  const end = flowOf(last.value);
  if (isPurchase(path)) {
    const byLink = !path.steps.some((step) => step.label === 'buyNow.submit');
    return `${source} ${paidBy(path)} purchase${byLink ? ', payment page opened by link' : ''}`;
  }
  const idleState = typeof last.value === 'object' ? last.value.idle : undefined;
  const idle = idleState === 'warning' ? ', time-out warning' : '';
  const dialog =
    typeof last.value === 'object' && last.value.homeDialog === 'confirming'
      ? ', go-home dialog'
      : '';
  return `${source}: ${end}${idle}${dialog} after ${last.label}`;
}

/** Readable, unique names: the customer's source, where the path ends and the step that took it there. */
export function nameJourneyPaths(
  paths: Omit<JourneyPath, 'name' | 'joins'>[],
): Omit<JourneyPath, 'joins'>[] {
  const used = new Map<string, number>();
  return paths.map((path) => {
    const base = describe(path);
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return { ...path, name: count === 1 ? base : `${base} (${count})` };
  });
}

/** The flow region's state as a dotted path, e.g. `results.ready`. */
export function flowOf(value: StateValue): string {
  const flow = typeof value === 'object' ? value.flow : value;
  const dotted = (part: StateValue | undefined): string =>
    part === undefined
      ? ''
      : typeof part === 'string'
        ? part
        : Object.entries(part)
            .map(([key, inner]) => {
              const rest = dotted(inner);
              return rest ? `${key}.${rest}` : key;
            })
            .join(',');
  return dotted(flow);
}

/** A state value for people: the flow's state, with the idle and go-home regions when they are not at rest. */
export function stateText(value: JourneySnapshot['value']): string {
  const extras = [
    value.idle === 'warning' ? 'time-out warning' : '',
    value.homeDialog === 'confirming' ? 'go-home dialog' : '',
  ].filter(Boolean);
  return extras.length > 0 ? `${flowOf(value)} (${extras.join(', ')})` : flowOf(value);
}
