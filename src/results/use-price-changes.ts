import { useState } from 'react';
import type { PaymentMethod } from '../../machines/core/contract';
import type { PriceChoice } from '../../machines/results';

type Prices = Partial<Record<PaymentMethod, number>>;

interface Seen {
  /** The last price shown for each way to pay. */
  prices: Prices;
  /** What a price was before its last change, for the ways to pay whose price changed last. */
  was: Prices;
  /** Counts the changes, so that a changed amount is drawn afresh and its highlight plays again. */
  change: number;
}

const pricesOf = (choices: readonly PriceChoice[]): Prices =>
  Object.fromEntries(choices.map((choice) => [choice.method, choice.amount]));

function changedFrom(before: Prices, now: Prices): Prices {
  const was: Prices = {};
  for (const [method, amount] of Object.entries(now) as [PaymentMethod, number][]) {
    const previous = before[method];
    if (previous !== undefined && previous !== amount) was[method] = previous;
  }
  return was;
}

/**
 * Which of the prices shown changed since they were last shown (no-claims protection, an extra, a re-rate),
 * and what each was. Worked out while rendering: the prices last shown are kept in state and brought up to
 * date in the render that sees new ones. A way to pay that is not offered for a moment keeps its last price.
 */
export function usePriceChanges(choices: readonly PriceChoice[]) {
  const [seen, setSeen] = useState<Seen>(() => ({
    prices: pricesOf(choices),
    was: {},
    change: 0,
  }));
  const was = changedFrom(seen.prices, pricesOf(choices));
  if (Object.keys(was).length > 0) {
    setSeen({
      prices: { ...seen.prices, ...pricesOf(choices) },
      was,
      change: seen.change + 1,
    });
  }
  return {
    /** What the price of `method` was before it last changed, if its price changed last. */
    wasFor: (method: PaymentMethod): number | undefined => seen.was[method],
    change: seen.change,
  };
}
