import { brand } from '../../app/config/brand';
import { telephoneHref } from '../../app/layout/site-header';
import { formatGbp } from '../../../machines/results';
import {
  AGREEMENT_MONTHS,
  CREDIT_ADMINISTRATION_FEE,
  CREDIT_RIGHTS,
  FIXED_INTEREST_PERCENT,
  IPT_PERCENT,
  LENDER_CHARGES,
  POLICY_MONTHS,
} from '../../../machines/results';
import { creditText } from '../../../machines/results/credit-text';
import type { CreditWording } from './credit-wording';

const text = creditText.panel;
const labels = creditText.figures;
const percent = creditText.percent;

interface Term {
  label: string;
  value: string;
  hint?: string;
}

function Terms({ terms }: { terms: readonly Term[] }) {
  return (
    <dl className="credit-terms">
      {terms.map(({ label, value, hint }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {value}
            {hint && <span className="credit-terms__hint">{hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function KeyFeatures({ wording }: { wording: CreditWording }) {
  const { figures } = wording;
  const features = text.keyFeatures;
  const repayments = wording.hasUnequalFirst
    ? features.unequalRepayments(
        wording.firstInstalment,
        figures.standardCount,
        wording.monthlyPayment,
      )
    : features.equalRepayments(figures.standardCount, wording.monthlyPayment);
  return (
    <Terms
      terms={[
        { label: features.typeOfCredit, value: features.typeOfCreditValue },
        { label: features.lender, value: wording.lender },
        { label: features.broker, value: wording.broker },
        {
          label: labels.amountOfCredit,
          value: wording.amountOfCredit,
          hint: features.amountOfCreditHint,
        },
        { label: features.howProvided, value: features.howProvidedValue(wording.lender) },
        { label: labels.duration, value: features.durationValue(AGREEMENT_MONTHS) },
        { label: features.repayments, value: repayments },
        { label: labels.paymentsCount, value: String(figures.instalmentCount) },
        {
          label: labels.totalPremium,
          value: wording.totalPremium,
          hint: features.totalPayableHint,
        },
      ]}
    />
  );
}

const chargeNames = text.costs.charges;

export function CreditCosts({ wording }: { wording: CreditWording }) {
  const costs = text.costs;
  const upTo = (amount: number) => costs.upTo(formatGbp(amount));
  const charges = [
    [chargeNames.latePayment, formatGbp(LENDER_CHARGES.latePayment)],
    [chargeNames.defaultNotice, upTo(LENDER_CHARGES.defaultNotice)],
    [chargeNames.unpaidCheque, upTo(LENDER_CHARGES.unpaidCheque)],
    [chargeNames.unpaidInstalment, upTo(LENDER_CHARGES.unpaidInstalment)],
    [chargeNames.recallingStandingOrder, upTo(LENDER_CHARGES.recallingStandingOrder)],
    [chargeNames.collectionAgency, upTo(LENDER_CHARGES.collectionAgency)],
  ] as const;
  return (
    <>
      <Terms
        terms={[
          {
            label: labels.interestRate,
            value: costs.interestRateValue(percent(FIXED_INTEREST_PERCENT)),
          },
          { label: costs.aprLong, value: wording.apr, hint: costs.aprHint },
          { label: labels.interest, value: wording.interest },
          { label: labels.administrationFee, value: formatGbp(CREDIT_ADMINISTRATION_FEE) },
        ]}
      />
      <h4>{costs.chargesTitle}</h4>
      <table className="credit-plan credit-plan--charges">
        <thead>
          <tr>
            <th scope="col">{costs.charge}</th>
            <th scope="col">{costs.amount}</th>
          </tr>
        </thead>
        <tbody>
          {charges.map(([name, amount]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{costs.missingPayments}</p>
    </>
  );
}

export function LegalAspects() {
  const legal = text.legal;
  const items = [
    [
      legal.withdrawal.title,
      legal.withdrawal.body(CREDIT_RIGHTS.withdrawalDays, CREDIT_RIGHTS.repayAfterWithdrawalDays),
    ],
    [legal.earlyRepayment.title, legal.earlyRepayment.body],
    [legal.default.title, legal.default.body(CREDIT_RIGHTS.defaultNoticeDays)],
    [legal.notices.title, legal.notices.body(CREDIT_RIGHTS.postalNoticeHours)],
    [legal.data.title, legal.data.body(CREDIT_RIGHTS.unconvertedQuoteDataMonths)],
    [legal.complaints.title, legal.complaints.body(CREDIT_RIGHTS.ombudsmanMonths)],
  ] as const;
  return (
    <>
      {items.map(([title, body]) => (
        <div key={title} className="credit-section__item">
          <h4>{title}</h4>
          <p>{body}</p>
        </div>
      ))}
    </>
  );
}

export function AdditionalInformation() {
  const additional = text.additional;
  const lines = [
    additional.policyTerm(POLICY_MONTHS, AGREEMENT_MONTHS),
    additional.premiumTax(percent(IPT_PERCENT)),
    additional.policyFee,
    additional.advanceNotice(CREDIT_RIGHTS.directDebitAdvanceNoticeWorkingDays),
    additional.paymentDate(CREDIT_RIGHTS.paymentDateChangeWorkingDays),
    additional.requests(CREDIT_RIGHTS.requestActionedBusinessDays),
  ];
  return (
    <ul className="credit-list">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function CreditFaqs({ wording }: { wording: CreditWording }) {
  const faqs = text.faqs;
  const answers = [
    [
      faqs.missedPayment.question,
      faqs.missedPayment.answer(formatGbp(LENDER_CHARGES.latePayment), brand.supportPhone),
    ],
    [
      faqs.paymentDate.question,
      faqs.paymentDate.answer(CREDIT_RIGHTS.paymentDateChangeWorkingDays),
    ],
    [faqs.repayEarly.question, faqs.repayEarly.answer],
    [faqs.changeMind.question, faqs.changeMind.answer(CREDIT_RIGHTS.withdrawalDays)],
    [faqs.costsMore.question, faqs.costsMore.answer(wording.interest)],
  ] as const;
  return (
    <dl className="credit-faqs">
      {answers.map(([question, answer]) => (
        <div key={question}>
          <dt>{question}</dt>
          <dd>{answer}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface CreditContactProps {
  wording: CreditWording;
  isMobileDevice: boolean;
  onSaveContactDetails: () => void;
}

export function CreditContact({
  wording,
  isMobileDevice,
  onSaveContactDetails,
}: CreditContactProps) {
  const contact = text.contact;
  return (
    <>
      <p>{contact.intro(wording.lender)}</p>
      <dl className="credit-terms">
        <div>
          <dt>{text.keyFeatures.lender}</dt>
          <dd>{wording.lender}</dd>
        </div>
        <div>
          <dt>{text.keyFeatures.broker}</dt>
          <dd>{wording.broker}</dd>
        </div>
        <div>
          <dt>{contact.telephone}</dt>
          <dd>
            <a href={telephoneHref(brand.supportPhone)}>{brand.supportPhone}</a>
          </dd>
        </div>
      </dl>
      {isMobileDevice && (
        <button type="button" className="button button--secondary" onClick={onSaveContactDetails}>
          {contact.saveContactDetails}
        </button>
      )}
    </>
  );
}
