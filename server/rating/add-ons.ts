/**
 * The sandbox's price of each add-on (spec 2 §1, §9 optional extras; §3 breakdown cover): a fixed amount per
 * add-on, added to the premium before the payment options are worked out, so the card total, the Direct Debit
 * plan and its instalments all carry it. No insurance premium tax is charged on it. Listed in docs/fixtures.md.
 */
import { addOnAllowed, type AddOnFacts } from '../../shared/add-ons';
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

/**
 * What the add-ons cost on this policy: only those it can carry (shared/add-ons.ts), so a thirty-day policy
 * is charged no keycare or breakdown, and a proposer outside the courtesy car's ages no courtesy car.
 */
export function addOnsPrice(addOns: readonly AddOnCode[], facts: AddOnFacts): number {
  return [...new Set(addOns)]
    .filter((code) => addOnAllowed(code, facts))
    .reduce((sum, code) => sum + ADD_ON_PRICES[code], 0);
}

/** The facts of a rated policy that decide its add-ons. */
export const addOnFactsOf = (input: {
  duration: RatedDuration;
  proposerDateOfBirth: Date;
  coverStart: Date;
}): AddOnFacts => ({
  thirtyDay: input.duration === 'ThirtyDay',
  dateOfBirth: input.proposerDateOfBirth,
  coverStart: input.coverStart,
});
