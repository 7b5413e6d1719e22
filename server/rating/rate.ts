import { addDays, addYears, subDays } from 'date-fns';
import { endOfUkDay, ukDayOf } from '../../shared/uk-day';
import type { Endorsement, QuoteOutcome, UnderwrittenOption } from '../contract';
import { isWritable, UNSET_DATE } from '../date-time';
import { endorsementsFor } from './endorsements';
import { excesses } from './excesses';
import type { RatingInput } from './input';
import { money } from './money';
import { asksDeposit, paymentCollectionOptions } from './payment-options';
import { priceBreakdown } from './premium';
import { underwritingOutcome } from './underwriting';

export const INSURER_NAME = 'Northgate Commercial Motor Underwriting Ltd';

/**
 * Sandbox trigger: the Nostart fixture's option comes without its term start, as the contract's unset date
 * (spec 2 §8 'No provided term start date on selected policy'): the journey shows its price and blocks its
 * payment, and the sandbox sells it to no one (server/checkout.ts).
 */
export const NO_TERM_START_SURNAMES: readonly string[] = ['nostart'];

const providesTermStart = (surname: string): boolean =>
  !NO_TERM_START_SURNAMES.includes(surname.trim().toLowerCase());

export interface RatingOptions {
  quoteRef: string;
  /** When the quote is rated; look-back periods run back from here. */
  now: Date;
  responseId: string;
}

export interface RatingResult {
  outcome: QuoteOutcome;
  options: UnderwrittenOption[];
  endorsements: Endorsement[];
}

/** The cover's end: the end of a day on the customer's (UK) calendar, in summer time as in winter. */
function effectiveTo(input: RatingInput): Date {
  const startDay = ukDayOf(input.coverStart);
  if (input.duration === 'Annual') return endOfUkDay(subDays(addYears(startDay, 1), 1));
  // spec 2 §9 Policy terms: thirty-day end is start minus one day plus 30 days
  return endOfUkDay(addDays(subDays(startDay, 1), 30));
}

export function rateQuote(input: RatingInput, opts: RatingOptions): RatingResult {
  const outcome = underwritingOutcome(input, opts.now);
  if (outcome !== 'Quoted') return { outcome, options: [], endorsements: [] };

  const end = effectiveTo(input);
  // A term the contract's date-times cannot express (beyond the years 0000 to 9999) is not offered.
  if (!isWritable(input.coverStart) || !isWritable(end)) {
    return { outcome: 'Declined', options: [], endorsements: [] };
  }
  const price = priceBreakdown(input, opts.now);
  const endorsements = endorsementsFor(input);

  const option: UnderwrittenOption = {
    optionId: `${opts.quoteRef}-${input.duration.toUpperCase()}-${opts.responseId}`,
    policyTermType: input.duration,
    effectiveFrom: providesTermStart(input.surname)
      ? input.coverStart.toISOString()
      : `${UNSET_DATE}T00:00:00.000Z`,
    effectiveTo: end.toISOString(),
    insurerName: INSURER_NAME,
    paymentCollectionOptions: paymentCollectionOptions(
      input.duration,
      price.total,
      asksDeposit(input.surname),
    ),
    underwrittenExcesses: excesses(input),
    underwrittenDataPoints: [
      {
        underwrittenPrice: {
          totalPremium: money(price.total),
          netPremium: money(price.net),
          fees: money(price.fee),
          iptAmount: money(price.ipt),
        },
      },
    ],
    underwrittenEndorsements: endorsements,
  };
  return { outcome, options: [option], endorsements: endorsementsFor(input) };
}
