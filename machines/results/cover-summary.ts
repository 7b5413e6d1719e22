/** The cover summary at the top of the results page (issue #26): what is insured, how, from when, and the excess. */
import type { ExcessCode, UnderwrittenOption } from '../core/contract';
import type { QuoteState } from '../core/state';
import { displayDate } from '../core/field-messages';
import { displayRegistration } from '../core/formats';
import { UK_TIME_ZONE } from '../../shared/uk-day';
import { resultsPageText } from './page-text';
import { coverLevelName } from './display';

const text = resultsPageText.coverSummary;

/**
 * The excess the customer chose: the rating prices it as the option's policy excess (server/rating/excesses.ts),
 * so the quote's own figure is taken and that line is not counted again as compulsory.
 */
const VOLUNTARY_EXCESS_CODE: ExcessCode = 'XS_POLICY';

export interface ExcessTotal {
  /** Every excess the insurer sets on the option: compulsory, driver, vehicle… */
  compulsory: number;
  voluntary: number;
  total: number;
}

/** The excesses the insurer sets, without the voluntary one the customer chose. */
export const insurersExcesses = (option: UnderwrittenOption) =>
  option.underwrittenExcesses.filter((excess) => excess.excessCode !== VOLUNTARY_EXCESS_CODE);

export function excessTotal(option: UnderwrittenOption, voluntaryExcess: number): ExcessTotal {
  const compulsory = insurersExcesses(option).reduce(
    (sum, excess) => sum + excess.totalAmount.amount,
    0,
  );
  const voluntary = Number.isFinite(voluntaryExcess) ? voluntaryExcess : 0;
  return { compulsory, voluntary, total: Math.round((compulsory + voluntary) * 100) / 100 };
}

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The cover's first day and time on the UK's clock ('30/11/2026 at 09:00'), or null without a start. */
export function coverStartText(effectiveFrom: string): string | null {
  const date = displayDate(effectiveFrom);
  if (date === null) return null;
  if (!/[Tt]/.test(effectiveFrom)) return date;
  return text.startsAt(date, ukTime.format(new Date(effectiveFrom)));
}

export interface CoverSummary {
  /** Make and model with the year made: 'Toyota Prius, 2019'. */
  vehicle: string;
  /** As the customer writes it ('DL19 CAR'); null while the quote still needs it. */
  registration: string | null;
  cover: string;
  starts: string | null;
  excess: ExcessTotal;
}

export function coverSummaryOf(quote: QuoteState, option: UnderwrittenOption): CoverSummary {
  const { vehicleDetails, coverDetails } = quote;
  const name = [vehicleDetails.make, vehicleDetails.model].filter(Boolean).join(' ');
  const registration = vehicleDetails.registration.trim();
  return {
    vehicle: text.vehicle(name, vehicleDetails.yearOfManufacture),
    registration: registration ? displayRegistration(registration) : null,
    cover: coverLevelName(coverDetails.levelOfCover),
    starts: coverStartText(option.effectiveFrom),
    excess: excessTotal(option, coverDetails.voluntaryExcess),
  };
}
