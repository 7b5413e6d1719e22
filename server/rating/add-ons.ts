/**
 * The sandbox's price of each add-on (spec 2 §1, §9 optional extras; §3 breakdown cover): a fixed amount per
 * add-on, added to the premium before the payment options are worked out, so the card total, the Direct Debit
 * plan and its instalments all carry it. No insurance premium tax is charged on it. Listed in docs/fixtures.md.
 */
import { NOT_ON_THIRTY_DAY } from '../../shared/add-ons';
import type { AddOnCode } from '../contract';
import type { RatedDuration } from './input';

/** In pence. */
export const ADD_ON_PRICES: Record<AddOnCode, number> = {
  LEGAL_EXPENSES: 2999,
  WINDSCREEN: 2499,
  KEYCARE: 1999,
  COURTESY_CAR: 3499,
  PERSONAL_ACCIDENT: 1499,
  PUBLIC_LIABILITY: 3999,
  GUARANTEED_TAXI_HIRE: 4999,
  PC_BREAKDOWN_EU_UK: 8999,
  PC_BREAKDOWN_NATIONAL: 5999,
};

/** What the add-ons cost on a policy of this length; a thirty-day policy carries no keycare or breakdown. */
export function addOnsPrice(addOns: readonly AddOnCode[], duration: RatedDuration): number {
  return [...new Set(addOns)]
    .filter((code) => duration === 'Annual' || !NOT_ON_THIRTY_DAY.includes(code))
    .reduce((sum, code) => sum + ADD_ON_PRICES[code], 0);
}
