/**
 * The premium-finance credit panel and the acceptance block (spec 2 §2 Premium-finance credit panel and
 * Acceptance block; the terms they state are spec 2 §9 Credit). Amounts reach the builders already
 * formatted in pounds; the lender and the broker by name, so that the brand is written in one place.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Labels of a quote's figures, shared by the panel and the acceptance block. */
const figures = {
  amountOfCredit: 'Total amount of credit',
  /** Paid by card before the Direct Debit is set up (docs/decisions/0010-direct-debit-deposit.md). */
  deposit: 'Deposit, paid by card when you buy',
  firstInstalment: 'First instalment',
  monthlyPayment: 'Monthly payment',
  paymentsCount: 'Number of payments',
  totalPremium: 'Total premium (total amount payable)',
  interest: 'Charge for credit (interest)',
  apr: 'APR',
  interestRate: 'Rate of interest',
  administrationFee: 'Administration fee',
  duration: 'Duration of the credit agreement',
} as const;

export const creditText = {
  /** The lender is the broker's sister company. */
  lender: (brandName: string) => `${brandName} Finance Limited`,
  percent: (value: number) => `${value}%`,
  figures,
  documents: {
    preContract: 'Pre-Contract Credit Agreement.pdf',
    loanAgreement: 'Fixed Sum Loan Agreement.pdf',
  },
  panel: {
    title: 'Paying monthly by Direct Debit',
    intro: {
      title: 'Important Information',
      paragraphs: (lender: string, broker: string) => [
        `You have chosen to pay for your policy monthly. ${lender} pays your premium to the insurer, and you repay it with interest in monthly instalments by Direct Debit.`,
        `${broker} acts as a credit broker, not a lender, and arranges this credit with ${lender}, its sister company.`,
        'Please read the information below before you accept the credit agreement. It explains the key features and costs of the credit, your rights, and how to contact us.',
      ],
    },
    breakdown: {
      title: 'Payment Breakdown and Instalment Plan',
      payment: 'Payment due',
      amount: 'Amount due',
      thenInstalments: (count: number) =>
        `Then ${plural(count, 'monthly instalment', 'monthly instalments')} of`,
      instalments: (count: number) =>
        `${plural(count, 'monthly instalment', 'monthly instalments')} of`,
      summary: (months: number, payments: number) =>
        `Your credit agreement lasts ${plural(months, 'month', 'months')}, with ${plural(payments, 'payment', 'payments')} collected by Direct Debit.`,
    },
    secure: {
      title: 'Secure payment',
      body: 'Your payment details are encrypted and sent securely.',
      brands: 'Payment brands',
      visa: 'Visa logo',
      /** The word drawn in the Visa mark itself. */
      visaWordmark: 'VISA',
      mastercard: 'Mastercard logo',
      directDebit: 'Direct Debit logo',
      maestro: 'Maestro logo',
    },
    sections: {
      keyFeatures: 'Key Features of the Credit Product',
      costs: 'Costs of the credit',
      legal: 'Other important legal aspects',
      additional: 'Additional information',
      faqs: 'FAQs',
      contact: 'Contact Details',
    },
    keyFeatures: {
      typeOfCredit: 'Type of credit',
      typeOfCreditValue: 'A fixed sum loan, regulated by the Consumer Credit Act 1974',
      lender: 'Lender',
      broker: 'Credit broker',
      amountOfCreditHint: 'The amount lent to you to pay your premium, after the deposit.',
      howProvided: 'How and when the credit is provided',
      howProvidedValue: (lender: string) =>
        `${lender} pays the amount of credit to the insurer on your behalf when your policy starts.`,
      durationValue: (months: number) => plural(months, 'month', 'months'),
      repayments: 'Your repayments',
      equalRepayments: (count: number, amount: string) =>
        `${plural(count, 'monthly instalment', 'monthly instalments')} of ${amount} by Direct Debit`,
      unequalRepayments: (first: string, count: number, amount: string) =>
        `A first instalment of ${first}, then ${plural(count, 'monthly instalment', 'monthly instalments')} of ${amount}, by Direct Debit`,
      totalPayableHint:
        'The deposit, the amount of credit and the interest: everything you pay for your policy.',
    },
    costs: {
      interestRateValue: (percent: string) => `${percent} a year, fixed for the whole agreement`,
      aprLong: 'Annual Percentage Rate of Charge (APR)',
      aprHint:
        'The total cost of the credit as a yearly percentage of the amount of credit. Use it to compare offers.',
      chargesTitle: 'Charges if you do not keep to the agreement',
      charge: 'Reason for the charge',
      amount: 'Amount charged',
      charges: {
        latePayment: 'Late or missed payment',
        defaultNotice: 'Default notice',
        unpaidCheque: 'Unpaid cheque',
        unpaidInstalment: 'Unpaid instalment',
        recallingStandingOrder: 'Recalling a standing order',
        collectionAgency: 'Passing your account to a collection agency',
      },
      upTo: (amount: string) => `Up to ${amount}`,
      missingPayments:
        'Missing payments could have severe consequences for you, including legal proceedings, and may make obtaining credit more difficult. If the agreement ends because you have not paid, your insurance policy may be cancelled.',
    },
    legal: {
      withdrawal: {
        title: 'Right of withdrawal',
        body: (days: number, repayDays: number) =>
          `You may withdraw from the credit agreement within ${plural(days, 'day', 'days')} without giving a reason. If you do, you must repay the amount of credit, with the interest due until you repay it, within ${plural(repayDays, 'calendar day', 'calendar days')} of giving notice of withdrawal.`,
      },
      earlyRepayment: {
        title: 'Early repayment',
        body: 'You may repay the credit in full or in part at any time. Your rights to settle early and to a statement of your account are set out in the loan agreement.',
      },
      default: {
        title: 'If you fall behind',
        body: (days: number) =>
          `Before acting on missed payments, the lender will send you a default notice giving you at least ${plural(days, 'day', 'days')} to put things right.`,
      },
      notices: {
        title: 'Notices by post',
        body: (hours: number) =>
          `A notice we send you by post is treated as received ${plural(hours, 'hour', 'hours')} after it is posted.`,
      },
      data: {
        title: 'Your information',
        body: (months: number) =>
          `If you do not go ahead with this quote, we keep its details for ${plural(months, 'month', 'months')}.`,
      },
      complaints: {
        title: 'Complaints',
        body: (months: number) =>
          `If you are not happy with our answer to a complaint, you may refer it to the Financial Ombudsman Service within ${plural(months, 'month', 'months')} of our final response.`,
      },
    },
    additional: {
      policyTerm: (policyMonths: number, agreementMonths: number) =>
        `Your policy lasts ${plural(policyMonths, 'month', 'months')}; the credit agreement runs for ${plural(agreementMonths, 'month', 'months')}.`,
      premiumTax: (percent: string) => `Your premium includes Insurance Premium Tax at ${percent}.`,
      policyFee: 'The policy administration fee is non-refundable.',
      advanceNotice: (days: number) =>
        `We normally tell you the amount and date of each Direct Debit ${plural(days, 'working day', 'working days')} before it is collected.`,
      paymentDate: (days: number) =>
        `To change your payment date, ask us at least ${plural(days, 'working day', 'working days')} before the payment is due.`,
      requests: (days: number) =>
        `We typically action your requests within ${plural(days, 'business day', 'business days')}.`,
    },
    faqs: {
      missedPayment: {
        question: 'What happens if I miss a payment?',
        answer: (charge: string, phone: string) =>
          `A late or missed payment charge of ${charge} may be added to your account. Please call us on ${phone} as soon as you can so that we can help.`,
      },
      paymentDate: {
        question: 'Can I change the date of my payments?',
        answer: (days: number) =>
          `Yes. Ask us at least ${plural(days, 'working day', 'working days')} before your next payment is due.`,
      },
      repayEarly: {
        question: 'Can I pay off the loan early?',
        answer:
          'Yes. You can repay the credit in full or in part at any time; the loan agreement explains how settling early works.',
      },
      changeMind: {
        question: 'Can I change my mind?',
        answer: (days: number) =>
          `Yes. You can withdraw from the credit agreement within ${plural(days, 'day', 'days')} without giving a reason.`,
      },
      costsMore: {
        question: 'Why does paying monthly cost more?',
        answer: (interest: string) =>
          `Paying monthly costs ${interest} more than paying in full, because interest is charged on the amount of credit.`,
      },
    },
    contact: {
      intro: (lender: string) =>
        `For questions about your credit agreement or your payments, please contact ${lender}.`,
      telephone: 'Telephone',
      saveContactDetails: 'Save Contact Details',
    },
  },
  acceptance: {
    title: 'Your credit agreement',
    figuresLabel: 'Your monthly payments',
    confirmIntro: 'By ticking the box below you confirm that:',
    affordable: 'you can afford the monthly payment',
    noUpcomingChanges: 'you know of no upcoming changes that affect your ability to pay',
    readPreContract: 'you have read the Pre-Contract Credit Information',
    agreeLoan: 'you agree to the Fixed Sum Loan Agreement under the Consumer Credit Act 1974',
    /** spec 2 §2: 'I accept on {today's date}', the date shown dd/MM/yyyy. */
    acceptOn: (date: string) => `I accept on ${date}`,
    downloading: (fileName: string) => `Preparing ${fileName}`,
    policyDocuments:
      'Your credit agreement will be included in your policy documents after you buy.',
  },
} as const;
