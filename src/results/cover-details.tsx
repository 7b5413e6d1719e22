import {
  EXCESS_NAMES,
  coverLevelName,
  formatGbp,
  isVanBody,
  needsAndDemands,
  policyCoverLines,
} from '../../machines/results';
import type { UnderwrittenOption } from '../../machines/core/contract';
import type { QuoteState } from '../../machines/core/types';
import { insurersExcesses } from '../../machines/results';
import { resultsPageText } from '../../machines/results/page-text';

const text = resultsPageText;
const card = text.card;

export interface CoverDetailsProps {
  option: UnderwrittenOption;
  quote: QuoteState;
}

/**
 * What the policy covers (spec 2 §2 Policy summary card, issue #26): the level of cover with its demands
 * and needs, what a 30-day policy earns, who is insured, the excesses that make up the total and the
 * additional benefits.
 */
export function CoverDetails({ option, quote }: CoverDetailsProps) {
  const { vehicleDetails, proposerDetails, coverDetails } = quote;
  const level = coverDetails.levelOfCover;
  return (
    <>
      <h3>{coverLevelName(level)}</h3>
      <p>{needsAndDemands(level, isVanBody(vehicleDetails.bodyType))}</p>
      <dl className="results-list">
        {policyCoverLines(option).map(({ term, detail }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
        <div>
          <dt>{card.policyholder}</dt>
          <dd>
            {[proposerDetails.firstName, proposerDetails.lastNames].filter(Boolean).join(' ')}
          </dd>
        </div>
        <div>
          <dt>{text.excessesHeading}</dt>
          <dd>
            <ul className="policy-card__excesses">
              {insurersExcesses(option).map((excess) => (
                <li key={excess.excessCode}>
                  {EXCESS_NAMES[excess.excessCode]}: {formatGbp(excess.totalAmount.amount)}
                </li>
              ))}
              <li>
                {card.voluntaryExcess}: {formatGbp(coverDetails.voluntaryExcess)}
              </li>
            </ul>
          </dd>
        </div>
      </dl>
    </>
  );
}
