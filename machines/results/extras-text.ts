/**
 * The optional extras as the results page offers them (spec 2 §1, §9 Extras): each one's name and what it
 * gives, in plain words, with the limits of spec 2 §9.
 */
import type { ExtraCode } from '../../shared/add-ons';

export interface ExtraText {
  name: string;
  /** What it gives and its limits, one sentence each. */
  limits: readonly string[];
}

const extras: Record<ExtraCode, ExtraText> = {
  LEGAL_EXPENSES: {
    name: 'Legal expenses',
    limits: [
      'Up to £75,000 of legal costs to recover losses after an accident that was not your fault.',
      'Your claim must have a better than 51% chance of success.',
    ],
  },
  WINDSCREEN: {
    name: 'Windscreen cover',
    limits: [
      'Repairs to your windscreen and windows with a £25 excess.',
      'A replacement windscreen or window with a £115 excess.',
    ],
  },
  KEYCARE: {
    name: 'Keycare',
    limits: ['Lost or stolen keys replaced, up to £1,500.', 'No excess to pay (£0).'],
  },
  COURTESY_CAR: {
    name: 'Courtesy car or van',
    limits: [
      'A courtesy car or van for up to 7 days if your vehicle is a total loss or stolen.',
      'For drivers aged 21 to 68.',
    ],
  },
  PERSONAL_ACCIDENT: {
    name: 'Personal accident cover',
    limits: [
      'Up to £2,500 if an accident in your vehicle causes death, loss of sight or loss of limbs within three months.',
    ],
  },
  PUBLIC_LIABILITY: {
    name: 'Public liability',
    limits: [
      'Up to £5 million if you are held responsible for injuring someone or damaging their property while you work.',
      'Plus up to £50,000 of legal expenses.',
    ],
  },
  GUARANTEED_TAXI_HIRE: {
    name: 'Guaranteed taxi hire',
    limits: [
      'A replacement taxi for 14 or 21 days while yours is off the road.',
      'Up to 2 claims in each period of insurance.',
    ],
  },
};

export const extrasText = {
  heading: 'Optional extras',
  intro: 'Add any of these to your policy. Your price is updated when you add or remove one.',
  add: (name: string) => `Add ${name}`,
  updating: 'Updating your price…',
  tryAgain: 'Try again',
  extras,
} as const;
