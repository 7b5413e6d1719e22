import { useEffect, type ReactNode } from 'react';
import { formatGbp } from '../../machines/results';
import { displayDate } from '../../machines/core/field-messages';
import { validEndorsements } from '../../machines/results';
import { priceSummary } from '../../machines/results';
import type {
  Endorsement,
  UnderwritingOutcome,
  UnderwrittenOption,
} from '../../machines/core/contract';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { resultsPageText } from '../../machines/results/page-text';
import { PolicyGroup } from './policy-group';

const text = resultsPageText;

/** The policy's dates; an option without its term start says so, in the words its payment page uses (spec 2 §8). */
function policyTermText(option: UnderwrittenOption): string {
  const start = displayDate(option.effectiveFrom);
  if (start === null) return JOURNEY_TEXT.payment.termStartMissing;
  return text.policyTerm(start, displayDate(option.effectiveTo) ?? '');
}

export interface PriceSummaryProps {
  option: UnderwrittenOption;
  outcome: UnderwritingOutcome;
  /** The benefits and exclusions as 'What's covered' and 'What's not covered', each closed at first. */
  grouped?: boolean;
  /** What else 'What's covered' says before the benefits. */
  coverDetails?: ReactNode;
}

function BenefitList({ grouped, coverDetails }: { grouped: boolean; coverDetails?: ReactNode }) {
  const list = (
    <ul className="results-ticks">
      {text.benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
  if (grouped) {
    return (
      <PolicyGroup title={text.whatsCovered}>
        {coverDetails}
        <h3>{text.benefitsHeading}</h3>
        {list}
      </PolicyGroup>
    );
  }
  return (
    <section className="results-block" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading">{text.benefitsHeading}</h2>
      {list}
    </section>
  );
}

function ExclusionList({ grouped }: { grouped: boolean }) {
  const list = (
    <ul className="results-crosses">
      {text.exclusions.map((exclusion) => (
        <li key={exclusion}>{exclusion}</li>
      ))}
    </ul>
  );
  if (grouped) {
    return (
      <PolicyGroup title={text.whatsNotCovered}>
        <h3>{text.exclusionsHeading}</h3>
        {list}
      </PolicyGroup>
    );
  }
  return (
    <section className="results-block" aria-labelledby="exclusions-heading">
      <h2 id="exclusions-heading">{text.exclusionsHeading}</h2>
      {list}
    </section>
  );
}

/** The outcome's endorsements and the option's may repeat each other: each is shown once. */
function uniqueEndorsements(all: readonly Endorsement[]): Endorsement[] {
  const seen = new Set<string>();
  return all.filter((endorsement) => {
    const key = `${endorsement.endorsementName ?? ''}\u0000${endorsement.endorsementWording ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function EndorsementList({ option, outcome }: Pick<PriceSummaryProps, 'option' | 'outcome'>) {
  const { endorsements, skipped } = validEndorsements(
    uniqueEndorsements([...outcome.underWrittenEndorsements, ...option.underwrittenEndorsements]),
  );
  useEffect(() => {
    // spec 2 §3: an entry missing a name or wording is left out, with a warning.
    if (skipped > 0) console.warn(text.endorsementSkipped, { skipped });
  }, [skipped]);
  if (endorsements.length === 0) return null;
  return (
    <section className="results-block" aria-labelledby="endorsements-heading">
      <h2 id="endorsements-heading">{text.endorsementsHeading}</h2>
      <dl className="results-list">
        {endorsements.map((endorsement) => (
          <div key={endorsement.name}>
            <dt>{endorsement.name}</dt>
            <dd>{endorsement.wording}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * spec 2 §2 Results screen: the price summary with its fee and insurance premium tax, the benefits and
 * exclusions, any endorsements, the policy term and the documents.
 */
export function PriceSummary({
  option,
  outcome,
  grouped = false,
  coverDetails,
}: PriceSummaryProps) {
  const summary = priceSummary(option);
  return (
    <>
      {summary && (
        <section className="results-block" aria-labelledby="price-summary-heading">
          <h2 id="price-summary-heading">{text.summary.heading}</h2>
          <dl className="results-figures">
            <div>
              <dt>{text.summary.premium}</dt>
              <dd>{formatGbp(summary.premium)}</dd>
            </div>
            <div>
              <dt>{text.summary.fee}</dt>
              <dd>{formatGbp(summary.fee)}</dd>
            </div>
            <div>
              <dt>{text.summary.ipt}</dt>
              <dd>{formatGbp(summary.ipt)}</dd>
            </div>
            <div className="results-figures__total">
              <dt>{text.summary.total}</dt>
              <dd>{formatGbp(summary.total)}</dd>
            </div>
          </dl>
        </section>
      )}
      <BenefitList grouped={grouped} coverDetails={coverDetails} />
      <ExclusionList grouped={grouped} />
      <EndorsementList option={option} outcome={outcome} />
      <section className="results-block" aria-labelledby="policy-term-heading">
        <h2 id="policy-term-heading">{text.policyTermHeading}</h2>
        <p>{policyTermText(option)}</p>
      </section>
      <section className="results-block" aria-labelledby="documents-heading">
        <h2 id="documents-heading">{text.documentsHeading}</h2>
        <p>{text.documentsNote}</p>
      </section>
    </>
  );
}
