import { format, isValid } from 'date-fns';
import { useState } from 'react';
import { formatGbp } from '../../machines/results';
import { displayRegistration } from '../../machines/core/formats';
import {
  EXCESS_NAMES,
  coverLevelName,
  isThirtyDay,
  isVanBody,
  needsAndDemands,
  policyCoverLines,
  thirtyDayPeriod,
} from '../../machines/results';
import { DISPLAY_DATE_FORMAT, displayDate } from '../../machines/core/field-messages';
import type { UnderwrittenOption } from '../../machines/core/contract';
import type { QuoteState } from '../../machines/core/types';
import { resultsPageText } from '../../machines/results/page-text';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { InfoDialog } from '../ui/info-dialog';

const text = resultsPageText;
const card = text.card;

/** spec 2 §9: a thirty-day policy's period, its end shown as the start minus one day plus 30 days. */
function periodText(option: UnderwrittenOption): string {
  const { start, end } = thirtyDayPeriod(option);
  if (!isValid(start)) return '';
  return text.policyTerm(format(start, DISPLAY_DATE_FORMAT), format(end, DISPLAY_DATE_FORMAT));
}

export interface PolicySummaryCardProps {
  option: UnderwrittenOption;
  quote: QuoteState;
  quoteRef: string | null;
  /** The Change button: the cover step, at step 7. */
  onChangeCover: () => void;
  /** The quote summary's Change: vehicle details, at step 1. */
  onChangeVehicle: () => void;
}

/** The vehicle usage line of a list of facts, with the dialog that explains it. */
export function VehicleUsage() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <dt>{card.vehicleUsage}</dt>
      <dd>
        {card.hireAndReward}{' '}
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {card.usageInfo}
        </button>
        {open && (
          <InfoDialog
            title={card.usageInfo}
            closeLabel={card.usageClose}
            onClose={() => setOpen(false)}
          >
            <p>{card.usageDetails}</p>
          </InfoDialog>
        )}
      </dd>
    </div>
  );
}

/**
 * spec 2 §2 Policy summary card: the policy period (thirty-day quotes), insurer and reference, excesses,
 * level of cover with its needs-and-demands statement, vehicle usage, and the two Change controls.
 */
export function PolicySummaryCard({
  option,
  quote,
  quoteRef,
  onChangeCover,
  onChangeVehicle,
}: PolicySummaryCardProps) {
  const { vehicleDetails, proposerDetails, coverDetails } = quote;
  const level = coverDetails.levelOfCover;
  const registration = vehicleDetails.registration.trim();
  return (
    <section className="results-block policy-card" aria-labelledby="policy-card-heading">
      <h2 id="policy-card-heading">{card.heading}</h2>
      <dl className="results-list">
        {isThirtyDay(option) && (
          <div>
            <dt>{card.policyPeriod}</dt>
            <dd>{periodText(option)}</dd>
          </div>
        )}
        {policyCoverLines(option).map(({ term, detail }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
        <div>
          <dt>{text.insurer}</dt>
          <dd>{option.insurerName}</dd>
        </div>
        {quoteRef && (
          <div>
            <dt>{text.quoteRef}</dt>
            <dd>{quoteRef}</dd>
          </div>
        )}
        <div>
          <dt>{text.excessesHeading}</dt>
          <dd>
            <ul className="policy-card__excesses">
              {option.underwrittenExcesses.map((excess) => (
                <li key={excess.excessCode}>
                  {EXCESS_NAMES[excess.excessCode]}: {formatGbp(excess.totalAmount.amount)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{card.levelOfCover}</dt>
          <dd>
            <strong>{coverLevelName(level)}</strong>
            <p className="policy-card__needs">
              {needsAndDemands(level, isVanBody(vehicleDetails.bodyType))}
            </p>
            <button type="button" className="button button--secondary" onClick={onChangeCover}>
              {card.changeCover}
            </button>
          </dd>
        </div>
        <VehicleUsage />
      </dl>

      <h3>{card.quoteSummary}</h3>
      <dl className="results-list">
        <div>
          <dt>{card.vehicle}</dt>
          <dd>{[vehicleDetails.make, vehicleDetails.model].filter(Boolean).join(' ')}</dd>
        </div>
        <div>
          <dt>{card.registration}</dt>
          <dd>
            {registration ? (
              displayRegistration(registration)
            ) : (
              <button
                type="button"
                className="link-button policy-card__missing"
                onClick={onChangeVehicle}
              >
                {JOURNEY_TEXT.results.registrationRequired}
              </button>
            )}
          </dd>
        </div>
        <div>
          <dt>{card.policyholder}</dt>
          <dd>
            {[proposerDetails.firstName, proposerDetails.lastNames].filter(Boolean).join(' ')}
          </dd>
        </div>
        <div>
          <dt>{card.coverStart}</dt>
          <dd>{displayDate(option.effectiveFrom)}</dd>
        </div>
        <div>
          <dt>{card.voluntaryExcess}</dt>
          <dd>{formatGbp(coverDetails.voluntaryExcess)}</dd>
        </div>
      </dl>
      <button type="button" className="button button--secondary" onClick={onChangeVehicle}>
        {card.changeVehicle}
      </button>
    </section>
  );
}
