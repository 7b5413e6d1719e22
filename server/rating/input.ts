import { differenceInYears } from 'date-fns';
import type { AddOnCode, LevelOfCover, PolicyDuration } from '../contract';

export type RatedDuration = Extract<PolicyDuration, 'ThirtyDay' | 'Annual'>;

export interface RatingInput {
  vehicleValue: number;
  /** 1-50: higher costs more. */
  abiGroup: number;
  proposerDateOfBirth: Date;
  coverStart: Date;
  licenceObtained: Date;
  noClaimsYears: number;
  protectNoClaims: boolean;
  convictions: { date: Date; points: number; disqualified: boolean }[];
  claims: { date: Date; atFault: boolean; cost: number }[];
  additionalDrivers: {
    dateOfBirth: Date;
    licenceObtained: Date;
    convictionsCount: number;
    claimsCount: number;
  }[];
  levelOfCover: LevelOfCover;
  voluntaryExcess: number;
  annualMileage: number;
  duration: RatedDuration;
  surname: string;
  /** The add-ons the quote is priced with (./add-ons.ts); none when absent. */
  addOns?: readonly AddOnCode[];
}

export function ageAt(dateOfBirth: Date, at: Date): number {
  return differenceInYears(at, dateOfBirth);
}

export function yearsSince(from: Date, at: Date): number {
  return Math.max(0, differenceInYears(at, from));
}

export function totalPoints(input: RatingInput): number {
  return input.convictions.reduce((sum, c) => sum + c.points, 0);
}
