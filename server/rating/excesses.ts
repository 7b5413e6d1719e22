import type { ExcessCode, UnderwrittenExcess } from '../contract';
import { band, type Band } from './bands';
import { ageAt, yearsSince, type RatingInput } from './input';
import { money } from './money';

export const COMPULSORY_EXCESS = 250;
export const YOUNG_DRIVER_AGE_LIMIT = 25;
export const YOUNG_COMPULSORY_EXCESS = 350;
export const DRIVER_EXCESS_AGE_BANDS: readonly Band[] = [
  { upTo: 20, factor: 500 },
  { upTo: 24, factor: 250 },
  { upTo: Infinity, factor: 0 },
];
export const INEXPERIENCED_LICENCE_YEARS = 2;
export const INEXPERIENCED_DRIVER_EXCESS = 250;
export const VEHICLE_VALUE_EXCESS_BANDS: readonly Band[] = [
  { upTo: 40_000, factor: 0 },
  { upTo: 75_000, factor: 250 },
  { upTo: Infinity, factor: 500 },
];

export function excesses(input: RatingInput): UnderwrittenExcess[] {
  const age = ageAt(input.proposerDateOfBirth, input.coverStart);
  const inexperienced =
    yearsSince(input.licenceObtained, input.coverStart) < INEXPERIENCED_LICENCE_YEARS;
  const amounts: [ExcessCode, number][] = [
    ['XS_COMPULSORY', age < YOUNG_DRIVER_AGE_LIMIT ? YOUNG_COMPULSORY_EXCESS : COMPULSORY_EXCESS],
    ['XS_POLICY', input.voluntaryExcess],
    [
      'XS_DRIVER',
      Math.max(band(DRIVER_EXCESS_AGE_BANDS, age), inexperienced ? INEXPERIENCED_DRIVER_EXCESS : 0),
    ],
    ['XS_VEHICLE_VALUE', band(VEHICLE_VALUE_EXCESS_BANDS, input.vehicleValue)],
  ];
  return amounts
    .filter(([code, amount]) => code === 'XS_COMPULSORY' || amount > 0)
    .map(([excessCode, amount]) => ({ excessCode, totalAmount: money(Math.round(amount * 100)) }));
}
