import type { Money } from '../contract';

/** The rating works in whole pence; the contract's amounts are in pounds. */
export function money(pence: number): Money {
  return { amount: pence / 100, currency: 'GBP' };
}
