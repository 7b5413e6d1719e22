/**
 * The Direct Debit page (spec 2 §2 /payment-summary, §3 and §4 Direct Debit form, §5 Direct Debit, §8 Bank errors
 * and the affordability and premium finance messages, §9 sort code and account number). The bank errors the
 * journey shows are in ./journey.ts; where the spec only describes a message, the wording is the journey's own.
 */
export const directDebitText = {
  heading: 'Pay monthly by Direct Debit',
  intro: 'Set up your Direct Debit to pay for your policy monthly.',
  /** The Direct Debit collection option being paid (spec 2 §3 Payment collection option). */
  payments: {
    heading: 'Your payments',
    /** The plan's deposit, listed first: paid by card on the next page, before the mandate is set up. */
    deposit: 'Deposit, paid by card on the next page',
    depositNote: 'Your Direct Debit then collects only the monthly instalments.',
    total: 'Total amount payable',
    /** The first collection date from GetPaymentDate, shown dd/MM/yyyy. */
    firstPayment: (date: string) => `Your first monthly instalment will be collected on ${date}`,
    /** GetPaymentDate failed: the payment goes on, and the date follows. */
    firstPaymentUnknown:
      'We will confirm the date of your first monthly instalment when you have bought your policy.',
  },
  account: {
    heading: 'Your bank account',
    isAccountHolder: 'Are you the account holder?',
    isAccountHolderHint: "The Direct Debit must be in the policyholder's name.",
    isOnlySignatoryRequired:
      'Are you the only person required to authorise Direct Debits from this account?',
    accountHolder: 'Name of account holder',
    accountHolderHint: 'As it appears on your bank statement.',
    accountNumber: 'Account number',
    accountNumberHint: 'Must be 8 digits long.',
    sortCode: 'Sort code',
    sortCodeHint: 'Must be 6 digits long, for example 30-94-57.',
    addressLine1: "First line of the account holder's address",
    detailsCorrect: 'I confirm that the bank details I have given are correct',
  },
  /**
   * spec 2 §4 and §8: answering no to the account holder or sole signatory question. A Direct Debit for anyone
   * else needs a printed instruction signed and posted, so online the customer pays in full today instead.
   */
  notices: {
    accountHolder:
      "The Direct Debit must be in the policyholder's name. As you are not the account holder, the account holder would have to sign a printed Direct Debit instruction and post it to us. To buy your policy today, please pay in full by card instead.",
    jointSignatory:
      "The Direct Debit must be in the policyholder's name alone. As more than one person must authorise Direct Debits from this account, every signatory would have to sign a printed Direct Debit instruction and post it to us. To buy your policy today, please pay in full by card instead.",
    both: "The Direct Debit must be in the policyholder's name, and the policyholder must be the only person who authorises Direct Debits from the account. For this account a printed Direct Debit instruction would have to be signed by every account holder and posted to us. To buy your policy today, please pay in full by card instead.",
  },
  /** The messages on the account questions when the form is sent with a no (spec 2 §8). */
  accountErrors: {
    notAccountHolder:
      "The Direct Debit must be in the policyholder's name, or you must pay in full today",
    notSoleSignatory:
      'The policyholder must be the only signatory on the account, or you must pay in full today',
  },
  accountHolderErrors: {
    required: "Please enter the account holder's name",
    tooShort: "The account holder's name must be at least 3 characters",
    digits: "The account holder's name must not contain numbers",
    edges: "The account holder's name must start and end with a letter",
  },
  accountNumberErrors: {
    required: 'Please enter your account number',
    invalid: 'Your account number must be 8 digits',
  },
  sortCodeErrors: {
    required: 'Please enter your sort code',
    invalid: 'Your sort code must be 6 digits',
    allZeros: 'Please enter a valid sort code: it cannot be 00-00-00',
  },
  detailsCorrectRequired: 'Please confirm that your bank details are correct',
  /** spec 2 §5: both must be answered yes; §8: a no says the customer must confirm to continue. */
  confirmations: {
    heading: 'Before you continue',
    premiumFinance: (lender: string) =>
      `Do you agree to pay for your policy monthly with premium finance from ${lender}?`,
    premiumFinanceNo: 'You must confirm that you agree to premium finance to continue',
    affordableLending:
      'Can you afford the monthly payments, and do you know of no upcoming changes that would affect your ability to pay them?',
    affordableLendingNo: 'You must confirm that you can afford the monthly payments to continue',
  },
  submit: 'Confirm and pay',
  /** A plan with a deposit: the deposit is paid by card next, then the quote is taken up. */
  submitToDeposit: 'Continue to pay your deposit',
  /** The blocked page links back to the price and payment options. */
  backToResults: 'Back to your quote',
  /** The Direct Debit Guarantee, as banks and building societies offer it. */
  guarantee: {
    heading: 'The Direct Debit Guarantee',
    points: (lender: string, noticeDays: number) => [
      'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
      `If there are any changes to the amount, date or frequency of your Direct Debit, ${lender} will notify you ${noticeDays} working days in advance of your account being debited or as otherwise agreed. If you request ${lender} to collect a payment, confirmation of the amount and date will be given to you at the time of the request.`,
      `If an error is made in the payment of your Direct Debit, by ${lender} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society. If you receive a refund you are not entitled to, you must pay it back when ${lender} asks you to.`,
      'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
    ],
  },
} as const;
