import type { CoverSummary as CoverSummaryModel } from '../../machines/results';
import { formatGbp } from '../../machines/results';
import { resultsPageText } from '../../machines/results/page-text';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { VehicleUsage } from './policy-summary-card';

const text = resultsPageText;

export interface CoverSummaryProps {
  cover: CoverSummaryModel;
  /** The vehicle details step, at step 1: the Change control and a missing registration both lead there. */
  onChangeVehicle: () => void;
  /** The cover step, at step 7 (spec 2 §2 Policy summary card's Change). */
  onChangeCover: () => void;
}

/** Issue #26: what is insured, how, from when and the excess to pay, at the top of the results page. */
export function CoverSummary({ cover, onChangeVehicle, onChangeCover }: CoverSummaryProps) {
  const { excess } = cover;
  return (
    <section className="results-block cover-summary" aria-labelledby="cover-summary-heading">
      <h2 id="cover-summary-heading">{text.coverSummary.heading}</h2>
      <dl className="cover-summary__facts">
        <div>
          <dt>{text.card.vehicle}</dt>
          <dd>
            <span className="cover-summary__vehicle">{cover.vehicle}</span>
            {cover.registration ? (
              <span className="cover-summary__registration">{cover.registration}</span>
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
          <dt>{text.card.levelOfCover}</dt>
          <dd>{cover.cover}</dd>
        </div>
        <VehicleUsage />
        {cover.starts && (
          <div>
            <dt>{text.card.coverStart}</dt>
            <dd>{cover.starts}</dd>
          </div>
        )}
        <div>
          <dt>{text.coverSummary.totalExcess}</dt>
          <dd>
            <strong>{formatGbp(excess.total)}</strong>
            <span className="cover-summary__parts">
              {text.coverSummary.excessParts(
                formatGbp(excess.compulsory),
                formatGbp(excess.voluntary),
              )}
            </span>
          </dd>
        </div>
      </dl>
      <div className="cover-summary__changes">
        <button type="button" className="link-button" onClick={onChangeVehicle}>
          {text.card.changeVehicle}
        </button>
        <button type="button" className="link-button" onClick={onChangeCover}>
          {text.card.changeCover}
        </button>
      </div>
    </section>
  );
}
