/** The frame around every page (spec 1 §2, §6; spec 2 §2): the home dialog, the loading status, the partner. */

export const layoutText = {
  /** The header logo past step 1: 'Go to the homepage? You'll lose all your responses if you do.' */
  homeDialog: {
    title: 'Go to the homepage?',
    body: "You'll lose all your responses if you do.",
    leave: 'Home page',
    stay: 'Stay here',
  },
  /** The footer's way back to the cookie choice, and the banner's way into it. */
  cookieSettings: 'Cookie settings',
  loading: 'Loading...',
  /** Beside a comparison site's logo (spec 1 §6). */
  inAssociationWith: 'In Association with',
  partnerLabel: 'Comparison site partner',
  /** The header (spec 1 §2 Layout). */
  skipLink: 'Skip to main content',
  logoLabel: (storefront: string) => `${storefront} home`,
  callUsOn: 'Call us on',
  /** spec 1 §1 Page furniture: the secure-site seal. */
  secureSite: 'Secure site: your details are encrypted when you send them to us.',
  goHome: 'Go to the homepage',
  /** Closes a form or dialog without saving (list items, the manual address, the 3-D Secure page). */
  cancel: 'Cancel',
  /** The shared list editor (claims, convictions, modifications, drivers; spec 1 §4 lists). */
  listEditor: {
    add: (item: string) => `Add a ${item}`,
    addAnother: (item: string) => `Add another ${item}`,
    plural: (item: string) => `${item}s`,
    remove: 'Remove',
    limit: (max: number, items: string) => `You can add up to ${max} ${items}.`,
    removeTitle: (item: string) => `Remove ${item}?`,
    removeQuestion: (item: string) => `Are you sure you want to remove this ${item}?`,
  },
  submit: 'Submit',
  /** /vehicle-landing-page. */
  vehicleLanding: {
    heading: 'Insurance for your delivery vehicle',
    body: '30 day or annual cover for a vehicle you use to carry goods for hire and reward.',
  },
  /** A page whose script failed to load or render. */
  routeError: {
    heading: 'Something went wrong',
    body: (phone: string) =>
      `Please reload the page and try again, or give us a call on ${phone} and we'll be happy to help.`,
  },
  notFound: {
    heading: 'Page not found',
    body: "The page you were looking for doesn't exist or has moved.",
  },
  /** The home page: what the product is, and the notice to have the licence to hand (spec 1 §1). */
  home: {
    heading: 'Hire and reward insurance for delivery drivers',
    pitch: (storefront: string) =>
      `${storefront} insures food, parcel and courier drivers who carry goods for hire and reward. Get a quote online in minutes and buy 30 day or annual cover.`,
    start: 'Get a quote',
    licenceToHand: 'Have your driving licence to hand before you start.',
  },
  /** spec 1 §1 Page furniture: the footer's collapsible sections and its small print. */
  footer: {
    termsHeading: 'Terms of business',
    terms: (storefront: string) =>
      `${storefront} is a trading name of an insurance broker. Our terms of business explain the services we provide, how we are paid for them and what to do if you want to complain.`,
    officeHeading: 'Registered office details',
    office: (storefront: string) =>
      `${storefront} is a trading name of an insurance broker registered in England and Wales. The broker's registered office address and company number are given in our terms of business and in your policy documents.`,
    contactHeading: 'Contact us',
    callCentre: 'Our UK call centre is on',
    claimsHelpline: 'Our claims helpline is open 24 hours a day, 7 days a week.',
    /** Where to complain and what protects the customer (issue #28); thank-you and results say it too. */
    complaintsHeading: 'Complaints',
    complain: (phone: string) =>
      `If you are unhappy with our service, call us on ${phone} and we will try to put it right.`,
    ombudsman:
      'If you are still unhappy with our answer, or we have not answered within 8 weeks, you can ask the Financial Ombudsman Service to look at your complaint: financial-ombudsman.org.uk, 0800 023 4567. It is free.',
    protectionHeading: 'Financial protection',
    compensation:
      'Your insurer is covered by the Financial Services Compensation Scheme (FSCS). If it cannot meet its obligations, you may be entitled to compensation: compulsory motor insurance is covered in full. Find out more at fscs.org.uk.',
    privacyHeading: 'Privacy notice',
    privacy:
      'We use the details you give us to provide your quote and arrange your policy. With your consent, we share driving licence numbers with the DVLA to check your driving record.',
    smallPrint: (storefront: string) =>
      `${storefront}: 30 day or annual insurance for drivers who carry goods for hire and reward.`,
  },
  /** The shared form parts: an error's prefix for screen readers, the spam trap's label, licence parts. */
  errorPrefix: 'Error:',
  honeypot: 'Leave this field empty',
  licencePart: (part: number) => `Part ${part}`,
  licencePartOf: (parts: number) => `of ${parts}`,
  /** Why an amount field refused what was typed (src/ui/currency-input.tsx). */
  amountRefused: {
    tooLarge: (most: string) => `The most you can enter is £${most}.`,
    notAnAmount: 'Enter whole pounds, or pounds and pence (2 decimal places at most).',
  },
} as const;
