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
} as const;
