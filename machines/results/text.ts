/** What the journey says about the priced quote (spec 2 §4, §8); the page's own texts are in ./page-text.ts. */

export const resultsText = {
  noPaymentOption: 'No payment options selected',
  registrationUpdateFailed: 'Unable to update vehicle registration.',
  optionIdMissing: 'OptionId is missing',
  responseIdMissing: 'Underwriting Outcome ResponseId is missing',
  updatedOptionsMissing: 'Updated Options is missing',
  rerated: 'Your quote had to be rated again due to a change in the information provided.',
  registrationRequired: 'Vehicle registration required *',
  registrationRequiredToPay: 'Our policy: we require the vehicle registration before you pay',
  /** spec 2 §8 Courtesy car age (the 21 to 68 variant, spec 2 §9 Extras). */
  courtesyCarAge: 'You must be between 21 and 68 years of age to use a courtesy car.',
  /** An extra added or removed could not be priced: the price shown is still the one before. */
  extrasRepriceFailed:
    'Sorry, we could not update your price with the extras you chose, so your price has not changed. Please try again.',
} as const;
