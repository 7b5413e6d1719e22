import type { Endorsement } from '../contract';
import { ageAt, type RatingInput } from './input';
import { YOUNG_DRIVER_AGE_LIMIT } from './excesses';

export const ENDORSEMENTS = {
  hireAndReward: {
    endorsementName: 'Hire and reward (goods)',
    endorsementWording:
      'The insured vehicle is covered while carrying goods for hire and reward, including food, parcel and courier delivery. The carriage of passengers for hire and reward is not covered.',
  },
  drivingOtherCarsExcluded: {
    endorsementName: 'Driving other cars excluded',
    endorsementWording:
      'This policy does not cover any person to drive a vehicle other than the insured vehicle.',
  },
  approvedRepairer: {
    endorsementName: 'Approved repairer',
    endorsementWording:
      'Repairs following a claim for damage to the insured vehicle must be carried out by our approved repairer. If you choose another repairer we will pay no more than our approved repairer would have charged.',
  },
  youngDriver: {
    endorsementName: 'Young driver',
    endorsementWording:
      'A young driver excess applies to any claim while the insured vehicle is driven by a person under 25 years of age.',
  },
} as const satisfies Record<string, Endorsement>;

export function endorsementsFor(input: RatingInput): Endorsement[] {
  return [
    ENDORSEMENTS.hireAndReward,
    ENDORSEMENTS.drivingOtherCarsExcluded,
    ...(input.levelOfCover === 'COMP' ? [ENDORSEMENTS.approvedRepairer] : []),
    ...(ageAt(input.proposerDateOfBirth, input.coverStart) < YOUNG_DRIVER_AGE_LIMIT
      ? [ENDORSEMENTS.youngDriver]
      : []),
  ].map((e) => ({ ...e }));
}
