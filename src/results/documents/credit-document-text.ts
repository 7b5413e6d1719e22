/**
 * The wording of the two credit documents (spec 2 §2 Acceptance block, terms of spec 2 §9 Credit). Labels the
 * credit panel also shows come from the catalogue; what only the documents say is written here, once.
 */
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { contactText } from '../../../machines/results/contact-text';
import { creditText } from '../../../machines/results/credit-text';

const credit = creditText;

export const documentText = {
  pageNumber: (page: number, pages: number) => `Page ${page} of ${pages}`,
  footer: (lender: string, quoteReference: string) =>
    `${lender}  |  ${JOURNEY_TEXT.labels.quoteReference} ${quoteReference}`,
  quoteReference: JOURNEY_TEXT.labels.quoteReference,
  address: 'Address',
  email: contactText.email,
  preContract: {
    title: 'Pre-Contract Credit Information',
    subtitle: 'Standard European Consumer Credit Information',
    preparedFor: (name: string, date: string, quoteReference: string) =>
      `Prepared for ${name} on ${date} for quote reference ${quoteReference}.`,
    sections: {
      identity: '1. Identity and contact details of the lender and the credit broker',
      keyFeatures: `2. ${credit.panel.sections.keyFeatures}`,
      costs: `3. ${credit.panel.sections.costs}`,
      legal: `4. ${credit.panel.sections.legal}`,
      additional: `5. ${credit.panel.sections.additional}`,
    },
    creditor: 'Creditor (the lender)',
    yourPolicy: 'Your policy',
    brokerValue: (broker: string, lender: string) =>
      `${broker}, at the same address. ${broker} arranges this credit with ${lender}, its sister company, and does not lend.`,
    firstCollection: (date: string) => `The first instalment is collected on ${date}.`,
    chargesTitle: credit.panel.costs.chargesTitle,
    creditSearch: {
      title: 'Credit reference searches',
      body: 'If the lender declines your application after searching a credit reference agency, it will tell you straight away and free of charge, and give you the details of the agency.',
    },
    draftAgreement: {
      title: 'A copy of the draft agreement',
      body: 'You have the right, on request, to a copy of the draft credit agreement free of charge.',
    },
    validity: {
      title: 'How long this information holds',
      body: 'The lender is bound by this information for as long as your quote remains valid.',
    },
    law: {
      title: 'Law and language',
      body: 'The law of England and Wales applies to this information and to the credit agreement. Both are in English, and the lender will write to you in English.',
    },
  },
  agreement: {
    title: 'Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974',
    between: 'This agreement is between the lender and the customer named below.',
    theLender: 'The lender',
    theCustomer: 'The customer',
    agreementDate: 'Agreement date',
    commencementDate: 'Commencement date',
    commencementUnknown: 'the date of your first payment',
    financialTitle: 'Key financial information',
    repaymentsTitle: 'Repayments',
    schedule: {
      instalment: 'Instalment',
      dueOn: 'Due on',
      amount: credit.panel.breakdown.amount,
    },
    scheduleUnknown: `Your first instalment is collected on the date of your first payment by Direct Debit, and each later one on the same day of the months after it.`,
    rightsTitle: 'Your rights and the lender’s notices',
    earlySettlement: {
      title: 'Settling early',
      body: 'You may repay the credit in full or in part at any time by telling the lender. If you settle in full early you may be entitled to a rebate of interest.',
    },
    statements: {
      title: 'Statements',
      body: 'You may ask, free of charge and at any time during the agreement, for a statement of your account.',
    },
    paymentDate: 'Changing your payment date',
    requests: 'Your requests',
    advanceNotice: 'Direct Debit advance notice',
    signaturesTitle: 'Signatures',
    signatureWarning:
      'This is a credit agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.',
    customerSignature: 'Signature of the customer',
    customerSigns: (acceptance: string, name: string) =>
      `By ticking '${acceptance}' and buying the policy, ${name} signs this agreement electronically.`,
    lenderSignature: 'Signed for the lender',
    lenderSigns: (lender: string, date: string) => `${lender}, ${date}`,
  },
} as const;
