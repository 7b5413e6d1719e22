import { useId } from 'react';
import { formatGbp } from '../../../machines/results';
import {
  AGREEMENT_MONTHS,
  CREDIT_ADMINISTRATION_FEE,
  FIXED_INTEREST_PERCENT,
} from '../../../machines/results';
import { creditText } from '../../../machines/results/credit-text';
import type { CreditWording } from './credit-wording';

const text = creditText.panel;
const labels = creditText.figures;

/** spec 2 §2: the Important Information intro panel explaining the monthly option. */
export function ImportantInformation({ wording }: { wording: CreditWording }) {
  const titleId = useId();
  return (
    <section className="credit-card credit-card--intro" aria-labelledby={titleId}>
      <h3 id={titleId}>{text.intro.title}</h3>
      {text.intro.paragraphs(wording.lender, wording.broker).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/** spec 2 §2 and §9: the deposit, the first instalment, then the standard ones. */
export function PaymentBreakdown({ wording }: { wording: CreditWording }) {
  const titleId = useId();
  const { figures } = wording;
  return (
    <section className="credit-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{text.breakdown.title}</h3>
      <table className="credit-plan" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{text.breakdown.payment}</th>
            <th scope="col">{text.breakdown.amount}</th>
          </tr>
        </thead>
        <tbody>
          {figures.deposit > 0 && (
            <tr>
              <th scope="row">{labels.deposit}</th>
              <td>{wording.deposit}</td>
            </tr>
          )}
          {wording.hasUnequalFirst ? (
            <>
              <tr>
                <th scope="row">{labels.firstInstalment}</th>
                <td>{wording.firstInstalment}</td>
              </tr>
              <tr>
                <th scope="row">{text.breakdown.thenInstalments(figures.standardCount)}</th>
                <td>{wording.monthlyPayment}</td>
              </tr>
            </>
          ) : (
            <tr>
              <th scope="row">{text.breakdown.instalments(figures.standardCount)}</th>
              <td>{wording.monthlyPayment}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{labels.totalPremium}</th>
            <td>{wording.totalPremium}</td>
          </tr>
        </tfoot>
      </table>
      <p className="credit-card__note">
        {text.breakdown.summary(AGREEMENT_MONTHS, figures.instalmentCount)}
      </p>
      <dl className="credit-terms">
        <div>
          <dt>{labels.amountOfCredit}</dt>
          <dd>{wording.amountOfCredit}</dd>
        </div>
        <div>
          <dt>{labels.interest}</dt>
          <dd>{wording.interest}</dd>
        </div>
        <div>
          <dt>{labels.interestRate}</dt>
          <dd>{text.costs.interestRateValue(creditText.percent(FIXED_INTEREST_PERCENT))}</dd>
        </div>
        <div>
          <dt>{labels.apr}</dt>
          <dd>{wording.apr}</dd>
        </div>
        <div>
          <dt>{labels.administrationFee}</dt>
          <dd>{formatGbp(CREDIT_ADMINISTRATION_FEE)}</dd>
        </div>
      </dl>
    </section>
  );
}
