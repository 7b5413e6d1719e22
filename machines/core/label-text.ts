/**
 * The labels of the questions several parts' forms ask about a person, their vehicle and their quote (the
 * wizard's About you and additional drivers, the address lookup, the returning visitors' checks, the credit
 * documents), as JOURNEY_TEXT.labels (./text.ts): written once, so the forms say the same.
 */
export const labelText = {
  firstName: 'First name',
  surname: 'Surname',
  dateOfBirth: 'Date of birth',
  postcode: 'Postcode',
  registration: 'Vehicle registration',
  quoteReference: 'Quote reference',
} as const;
