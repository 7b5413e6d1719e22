/**
 * The About you step's own words (spec 1 §2 About you step): its questions and hints, and the alternative
 * address search's house number. Imported by src/wizard/about-you.tsx and the address lookup.
 */
export const aboutYouText = {
  page: {
    emailFromComparisonSite: 'This is the email address you gave the comparison site.',
    tellAboutYourself: 'Tell us about yourself, your home and where the vehicle is kept overnight.',
    title: 'Title',
    example0309Hint: 'For example, 03 09 1991',
    emailAddress: 'Email address',
    mainPhoneNumber: 'Main phone number',
    maritalStatus: 'Marital status',
    homeAddress: 'Home address',
    homeowner: 'Are you a homeowner?',
    vehicleKeptOvernight:
      'Is the vehicle kept overnight at an address other than your home address?',
    overnightAddress: 'Overnight address',
  },
  addressSearch: {
    houseNameNumber: 'House name or number',
  },
} as const;
