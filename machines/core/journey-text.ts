/** What the journey itself says to the customer: lookups, Buy Now, payment and entry checks. */

export const vehicleText = {
  searchFirst: 'Please search for a vehicle by registration',
  motorcycleRefused: 'Motorcycles, mopeds or scooters not insurable on this policy.',
  notFound: 'We are unable to find your vehicle.',
  lookupFailed: 'We could not look up your vehicle just now. Please try again.',
  /** spec 1 §8: what error reporting is told when the lookup fails (not shown to the customer). */
  lookupFailedReport: 'Unable to fetch vehicle',
  wrongTypeHeading: 'Unable to provide insurance',
  wrongType: (vehicleKind: string) =>
    `This registration belongs to a ${vehicleKind}. Unfortunately, we are unable to provide cover for this type of vehicle.`,
  changeVehicle: 'Change Vehicle',
  transferMe: 'Transfer Me',
} as const;

export const addressText = {
  noneFound: (postcode: string) =>
    `We could not find any addresses for ${postcode}. Please check the postcode or enter your address manually.`,
  searchFailed: 'There was a problem searching, please enter your address below',
  fetchFailed: 'Error fetching address',
  /** The lookup's controls and labels (spec 1 §2 Address lookup); the house-number variant's in brackets. */
  find: 'FIND',
  findAddress: 'Find Address',
  searching: 'Searching for addresses…',
  selectAddress: 'Please select your address',
  found: (count: number) => (count === 1 ? '1 address found' : `${count} addresses found`),
  enterManually: 'Enter address manually',
  hideManually: 'Hide address manually',
  saveAddress: 'SAVE ADDRESS',
  searchAgain: 'Search Again',
} as const;

export { resultsText } from '../results/text';

export const paymentText = {
  quoteReferenceRequired: 'Require a quote reference to proceed to payment',
  termStartMissing: 'No provided term start date on selected policy',
  preparationFailed: 'There was a problem preparing your payment.',
  invalidCard: 'Invalid card details',
  /** The provider's script or fields did not arrive in time (offline, blocked). */
  widgetTimedOut:
    'The secure card form could not be loaded. Please check your connection and try again, or pay by the other method.',
  /** spec 2 §8: the drop-in's set-up, retried up to 3 times and reported. */
  clientTokenMissing: 'Failed to retrieve valid client token or amount is missing',
  authenticationFailed:
    'Your card issuer could not confirm this payment. Please try again or use a different card.',
  cardVendor: "Sorry we don't support this card vendor, please try Visa or Mastercard.",
  problem: (phone: string) =>
    `Unfortunately, there has been an issue with your payment. Please try again or give us a call ${phone} and we'll be happy to help.`,
  bankDetailsError: 'Error retrieving bank account details, please delete and re-enter details',
  bankNotFound: 'Bank account not found, please try again with other details',
  /** spec 2 §8 Payment messages, by the server's code. */
  byCode: {
    PAYMENT_FAILED:
      'We were unable to process your payment. Please try again or use a different payment method.',
    PAYMENT_DECLINED:
      'Your payment was declined. Please verify your payment details or contact your card issuer.',
    PAYMENT_3DS_NOT_SUPPORTED_FOR_PROVIDER:
      'Your payment provider does not support 3D Secure. Please choose a different payment method.',
    PAYMENT_TOKEN_ALREADY_USED: 'Something went wrong with the payment. Please try again.',
    QUOTE_MISMATCH: 'There was a problem with your quote. Please try again.',
    PAYMENT_INSUFFICIENT_FUNDS:
      'Unfortunately your payment was unsuccessful. Please try another payment method, or contact your bank or card provider.',
  },
} as const;

export const entryText = {
  restartNotFound: 'Unable to find policy with the details provided',
  reminderMismatch: 'Some of the details provided do not match the information in your quote.',
} as const;

export const bootText = {
  loadFailed: 'The quote form could not be loaded.',
  failedHeading: "Sorry, we couldn't load your quote",
  /** Under the heading when the start-up call failed: Try again is offered beside it. */
  tryAgainOrCall: (phone: string) =>
    `Please try again or give us a call on ${phone} and we'll be happy to help.`,
  /** Under the heading when the app's own scripts did not arrive: only a reload can fetch them. */
  reloadOrCall: (phone: string) =>
    `Please check your connection and reload the page, or give us a call on ${phone}.`,
  /** A call that failed can be made again (the start-up, the payment form's set-up). */
  tryAgain: 'Try again',
} as const;
