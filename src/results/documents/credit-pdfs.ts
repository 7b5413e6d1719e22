/**
 * The two credit documents of the acceptance block (spec 2 §2), with the terms of spec 2 §9 Credit. This
 * module carries pdf-lib: import it only with a dynamic import() (download.ts), so it loads on demand.
 */
import { addMonths, format } from 'date-fns';
import { creditText } from '../../../machines/results/credit-text';
import { creditFigures, formatGbp, type CreditFigures } from '../../../machines/results';
import {
  AGREEMENT_APR_PERCENT,
  AGREEMENT_MONTHS,
  CREDIT_ADMINISTRATION_FEE,
  CREDIT_RIGHTS,
  FIXED_INTEREST_PERCENT,
  IPT_PERCENT,
  LENDER_CHARGES,
  POLICY_MONTHS,
} from '../../../machines/results';
import type { CreditDocumentFacts } from '../../../machines/results';
import { documentText } from './credit-document-text';
import { addressLines, lenderContact } from './lender';
import { PdfLayout, type Overflow } from './pdf-layout';

const credit = creditText;
const { figures, panel } = credit;
const text = documentText;

// spec 2 §9: dates display as dd/MM/yyyy
const displayDate = (date: Date) => format(date, 'dd/MM/yyyy');

type Rows = (readonly [string, string | readonly string[]])[];

function repayments(numbers: CreditFigures): string {
  const monthly = formatGbp(numbers.standardInstalment);
  return numbers.firstInstalment === numbers.standardInstalment
    ? panel.keyFeatures.equalRepayments(numbers.instalmentCount, monthly)
    : panel.keyFeatures.unequalRepayments(
        formatGbp(numbers.firstInstalment),
        numbers.standardCount,
        monthly,
      );
}

function chargeRows(): Rows {
  const { charges, upTo } = panel.costs;
  return [
    [charges.latePayment, formatGbp(LENDER_CHARGES.latePayment)],
    [charges.defaultNotice, upTo(formatGbp(LENDER_CHARGES.defaultNotice))],
    [charges.unpaidCheque, upTo(formatGbp(LENDER_CHARGES.unpaidCheque))],
    [charges.unpaidInstalment, upTo(formatGbp(LENDER_CHARGES.unpaidInstalment))],
    [charges.recallingStandingOrder, upTo(formatGbp(LENDER_CHARGES.recallingStandingOrder))],
    [charges.collectionAgency, upTo(formatGbp(LENDER_CHARGES.collectionAgency))],
  ];
}

const noticeRows = (): Rows => [
  [panel.legal.default.title, panel.legal.default.body(CREDIT_RIGHTS.defaultNoticeDays)],
  [panel.legal.notices.title, panel.legal.notices.body(CREDIT_RIGHTS.postalNoticeHours)],
];

const serviceRows = (): Rows => [
  [
    text.agreement.paymentDate,
    panel.additional.paymentDate(CREDIT_RIGHTS.paymentDateChangeWorkingDays),
  ],
  [text.agreement.requests, panel.additional.requests(CREDIT_RIGHTS.requestActionedBusinessDays)],
  [
    text.agreement.advanceNotice,
    panel.additional.advanceNotice(CREDIT_RIGHTS.directDebitAdvanceNoticeWorkingDays),
  ],
  [panel.legal.complaints.title, panel.legal.complaints.body(CREDIT_RIGHTS.ombudsmanMonths)],
];

const withdrawalRow = (): Rows[number] => [
  panel.legal.withdrawal.title,
  panel.legal.withdrawal.body(CREDIT_RIGHTS.withdrawalDays, CREDIT_RIGHTS.repayAfterWithdrawalDays),
];

function layoutFor(title: string, facts: CreditDocumentFacts, overflow: Overflow) {
  return PdfLayout.create(
    {
      title,
      author: lenderContact.lender,
      subject: `${text.quoteReference} ${facts.quoteReference}`,
      footer: text.footer(lenderContact.lender, facts.quoteReference),
      pageNumber: text.pageNumber,
    },
    overflow,
  );
}

/** The Pre-Contract Credit Information, in the order of the Standard European Consumer Credit Information. */
export async function buildPreContractInformation(facts: CreditDocumentFacts): Promise<Uint8Array> {
  const words = text.preContract;
  const numbers = creditFigures(facts.option);
  const { lender, broker } = lenderContact;
  const doc = await layoutFor(words.title, facts, 'newPage');

  doc.title(words.title);
  doc.paragraph(words.subtitle, { bold: true });
  doc.paragraph(
    words.preparedFor(facts.customerName, displayDate(facts.today), facts.quoteReference),
  );

  doc.heading(words.sections.identity);
  doc.rows([
    [words.creditor, lender],
    [text.address, addressLines().join(', ')],
    [panel.contact.telephone, lenderContact.phone],
    [text.email, lenderContact.email],
    [panel.keyFeatures.broker, words.brokerValue(broker, lender)],
  ]);

  doc.heading(words.sections.keyFeatures);
  const firstCollection = facts.paymentDate
    ? [words.firstCollection(displayDate(facts.paymentDate))]
    : [];
  doc.rows([
    [panel.keyFeatures.typeOfCredit, panel.keyFeatures.typeOfCreditValue],
    [
      figures.amountOfCredit,
      [formatGbp(numbers.amountOfCredit), panel.keyFeatures.amountOfCreditHint],
    ],
    [panel.keyFeatures.howProvided, panel.keyFeatures.howProvidedValue(lender)],
    [figures.duration, panel.keyFeatures.durationValue(AGREEMENT_MONTHS)],
    [panel.keyFeatures.repayments, [repayments(numbers), ...firstCollection]],
    [figures.firstInstalment, formatGbp(numbers.firstInstalment)],
    [figures.monthlyPayment, formatGbp(numbers.standardInstalment)],
    [figures.paymentsCount, String(numbers.instalmentCount)],
    [figures.deposit, formatGbp(numbers.deposit)],
    [figures.totalPremium, [formatGbp(numbers.totalPayable), panel.keyFeatures.totalPayableHint]],
  ]);

  doc.heading(words.sections.costs);
  doc.rows([
    [figures.interestRate, panel.costs.interestRateValue(credit.percent(FIXED_INTEREST_PERCENT))],
    [panel.costs.aprLong, [credit.percent(numbers.apr), panel.costs.aprHint]],
    [figures.interest, formatGbp(numbers.interest)],
    [figures.administrationFee, formatGbp(CREDIT_ADMINISTRATION_FEE)],
  ]);
  doc.paragraph(words.chargesTitle, { bold: true });
  doc.rows(chargeRows());
  doc.paragraph(panel.costs.missingPayments);

  doc.heading(words.sections.legal);
  doc.rows([
    withdrawalRow(),
    [panel.legal.earlyRepayment.title, panel.legal.earlyRepayment.body],
    [words.creditSearch.title, words.creditSearch.body],
    [words.draftAgreement.title, words.draftAgreement.body],
    [words.validity.title, words.validity.body],
    ...noticeRows(),
  ]);

  doc.heading(words.sections.additional);
  doc.rows([
    [
      words.yourPolicy,
      [
        panel.additional.policyTerm(POLICY_MONTHS, AGREEMENT_MONTHS),
        panel.additional.premiumTax(credit.percent(IPT_PERCENT)),
        panel.additional.policyFee,
      ],
    ],
    ...serviceRows(),
    [panel.legal.data.title, panel.legal.data.body(CREDIT_RIGHTS.unconvertedQuoteDataMonths)],
    [words.law.title, words.law.body],
  ]);

  return doc.save();
}

function instalmentSchedule(numbers: CreditFigures, firstPayment: Date): string[][] {
  return Array.from({ length: numbers.instalmentCount }, (_, index) => [
    String(index + 1),
    displayDate(addMonths(firstPayment, index)),
    formatGbp(index === 0 ? numbers.firstInstalment : numbers.standardInstalment),
  ]);
}

/** spec 2 §2: the Fixed Sum Loan Agreement, exactly two pages; it throws rather than run onto a third. */
export async function buildFixedSumLoanAgreement(facts: CreditDocumentFacts): Promise<Uint8Array> {
  const words = text.agreement;
  const numbers = creditFigures(facts.option);
  const { lender, broker } = lenderContact;
  const doc = await layoutFor(words.title, facts, 'fail');
  const today = displayDate(facts.today);

  doc.title(words.title);
  doc.paragraph(words.between);
  doc.rows([
    [words.theLender, [lender, ...addressLines(), lenderContact.phone]],
    [words.theCustomer, [facts.customerName, ...facts.customerAddress]],
    [panel.keyFeatures.broker, `${broker}, ${addressLines().join(', ')}`],
    [text.quoteReference, facts.quoteReference],
    [words.agreementDate, today],
    [
      words.commencementDate,
      facts.paymentDate ? displayDate(facts.paymentDate) : words.commencementUnknown,
    ],
  ]);

  doc.heading(words.financialTitle);
  doc.rows([
    [panel.keyFeatures.typeOfCredit, panel.keyFeatures.typeOfCreditValue],
    [figures.amountOfCredit, formatGbp(numbers.amountOfCredit)],
    [figures.deposit, formatGbp(numbers.deposit)],
    [figures.interest, formatGbp(numbers.interest)],
    [figures.totalPremium, formatGbp(numbers.totalPayable)],
    [figures.interestRate, panel.costs.interestRateValue(credit.percent(FIXED_INTEREST_PERCENT))],
    // spec 2 §9: the agreement prints its own APR, not the option's
    [figures.apr, credit.percent(AGREEMENT_APR_PERCENT)],
    [figures.duration, panel.keyFeatures.durationValue(AGREEMENT_MONTHS)],
  ]);

  doc.heading(words.repaymentsTitle);
  doc.paragraph(repayments(numbers));
  if (facts.paymentDate) {
    const { instalment, dueOn, amount } = words.schedule;
    doc.table(
      [instalment, dueOn, amount],
      instalmentSchedule(numbers, facts.paymentDate),
      [0.2, 0.3, 0.5],
    );
  } else {
    doc.paragraph(words.scheduleUnknown);
  }

  doc.newPage();
  doc.heading(panel.costs.chargesTitle);
  doc.rows(chargeRows());
  doc.paragraph(panel.costs.missingPayments);

  doc.heading(words.rightsTitle);
  doc.rows([
    withdrawalRow(),
    [words.earlySettlement.title, words.earlySettlement.body],
    [words.statements.title, words.statements.body],
    ...noticeRows(),
    ...serviceRows(),
  ]);

  doc.heading(words.signaturesTitle);
  doc.paragraph(words.signatureWarning, { bold: true });
  doc.rows([
    [
      words.customerSignature,
      words.customerSigns(credit.acceptance.acceptOn(today), facts.customerName),
    ],
    [words.lenderSignature, words.lenderSigns(lender, today)],
  ]);

  return doc.save();
}
