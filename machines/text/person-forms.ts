/** The person and address forms' messages the journey's own rules give (ages.ts, formats.ts). */

export const personText = {
  firstNameRequired: 'Please enter a first name',
  lastNameRequired: 'Please enter a surname',
  nameInvalid:
    'Please use up to 50 letters, spaces, apostrophes, dots or hyphens, starting and ending with a letter',
  phoneRequired: 'Please enter a phone number',
  phoneInvalid: 'Please enter a valid UK phone number: 0 followed by 9 or 10 digits',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email address is a required field',
  minimumAge: 'You must be at least 16 years',
  homeAddressRequired: 'Please enter your address',
  overnightAddressRequired: 'Please enter your overnight address',
  sameOvernightAddress:
    'The overnight address is the same as the home address provided. Please review your responses.',
} as const;

/** A postcode and the address found for it (spec 1 §5 Postcode and address). */
export const addressFormText = {
  postcodeInvalid: 'Please enter a valid postcode',
  postcodeRequired: 'Please enter your postcode',
  findFirst: 'Please click "Find" button to search for your address',
  selectAddress: 'Please select an address',
  line1Required: 'Please enter the first line of your address',
} as const;

/** Step 1, the registration (spec 1 §5 Vehicle, spec 2 §5). */
