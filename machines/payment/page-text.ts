import { bootText } from '../core/boot-text';

/** What the payment pages say around the spec's messages (spec 2 §2 Card and wallet payment, §3, §5). */
export const paymentPagesText = {
  problemTitle: 'There was a problem with your payment',
  problemClose: 'Close',
  processing: 'Processing your payment...',
  card: {
    heading: 'Pay by card',
    paidNow: (amount: string) => `You pay ${amount} today`,
    cards: 'We accept Visa and Mastercard.',
    cardholderHeading: 'Cardholder details',
    billingDetails: 'Are the billing details the same as the policyholder’s?',
    firstName: 'Cardholder first name',
    lastName: 'Cardholder surname',
    email: 'Cardholder email address',
    address: 'Billing address (first line)',
    saveCard: 'Save my card for future payments',
    keptForRenewal:
      'We will keep this card to renew your cover every 30 days, as you chose automatic renewal. You can turn automatic renewal off at any time.',
    cardHeading: 'Card details',
    settingUp: 'Loading the secure payment form...',
    pay: (amount: string) => `Pay ${amount}`,
    payNow: 'Pay now',
    challenge:
      'Your card issuer is checking this payment. Follow the steps in the window that opened.',
    unavailableHeading: 'We could not load the payment form',
    retry: bootText.tryAgain,
    blockedLink: 'Back to your quote',
  },
  /** The card page taking a Direct Debit plan's deposit (docs/decisions/0010-direct-debit-deposit.md). */
  deposit: {
    heading: 'Pay your deposit by card',
    lead: 'This is the deposit of your monthly plan. Your Direct Debit then collects the monthly instalments.',
    instalmentsHeading: 'What your Direct Debit collects',
    firstCollection: (date: string) => `The first monthly instalment will be collected on ${date}.`,
    firstCollectionUnknown:
      'We will confirm the date of the first monthly instalment when you have bought your policy.',
    changeBankDetails: 'Change your bank details',
  },
  otherMethod: {
    toDirectDebit: 'Pay monthly by Direct Debit instead',
    toCard: 'Pay in full by card instead',
  },
} as const;
