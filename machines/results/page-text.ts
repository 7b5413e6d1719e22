/** The results page (spec 2 §2 to §5): the priced quote, the policy summary card and Buy Now. */

const vehicleWord = (isVan: boolean) => (isVan ? 'van' : 'car');

/** What the results page itself says: loaded with the page, not with the journey (see ./pages.ts). */
export const resultsPageText = {
  greeting: (name: string) => `Hi ${name}, here's your quote`,
  greetingWithoutName: "Here's your quote",
  quoteRef: 'Quote ref',
  /** How long the quote can still be bought; the price itself is held for the day (`heldDaily`). */
  expiresIn: (days: number) =>
    days === 1
      ? 'You can buy this quote for 1 more day'
      : `You can buy this quote for ${days} more days`,
  expired: 'This price has expired',
  insurer: 'Insurer',
  heldDaily:
    'The price is held for today only: if you buy on a later day, the terms and cost may change.',
  loading: 'Loading...',
  updatingQuote: 'Updating Quote...',
  updatingPrice: 'Updating your price…',

  choosePrice: 'Choose how to pay',
  monthly: 'Monthly by Direct Debit',
  annual: 'In full by card',
  thirtyDay: '30 days by card',
  perPeriod: {
    month: 'per month',
    year: 'per year',
    thirtyDays: 'for 30 days',
  },
  /** A re-rate at Buy Now, told until the customer dismisses it or presses Buy now again (issue #28). */
  rerateNotice: {
    heading: 'Your price has changed',
    totals: (label: string, was: string, now: string) => `${label}: was ${was}, now ${now}.`,
    again: 'Check the new price, choose how to pay and press Buy now again.',
    dismiss: 'Dismiss',
  },
  /** Beside the choice: the total paid each way and what paying monthly adds (issue #28). */
  monthlyCost: {
    totals: (inFull: string, monthly: string) =>
      `Total paid in full by card: ${inFull}. Total paid monthly: ${monthly}.`,
    more: (difference: string, apr: string) =>
      `Paying monthly costs ${difference} more in total (APR ${apr})`,
    same: (apr: string) => `Paying monthly costs nothing more in total (APR ${apr})`,
  },
  /** What each price choice comes to, read in full (issue #26). */
  choiceDetail: {
    monthly: (today: string, instalments: string, apr: string, total: string) =>
      `${today} today, then ${instalments}, ${apr} APR representative, total ${total}`,
    /** '11 × £112.36', or '£120.00, then 10 × £112.36' with an unequal first instalment. */
    instalments: (count: number, amount: string, first: string | null) =>
      first === null ? `${count} × ${amount}` : `${first}, then ${count} × ${amount}`,
    payOnce: (price: string) => `${price} today, pay once`,
    thirtyDays: (price: string) => `${price} today for 30 days`,
  },
  /** A price that changed on the page (no-claims protection, an extra, a re-rate): what it was, and what is heard. */
  priceWas: (amount: string) => `was ${amount}`,
  priceChanged: (label: string, now: string, was: string) => `${label} is now ${now}, was ${was}.`,
  selectPrice: 'Please select a price from above',
  payNow: 'To pay today',
  showInstalments: 'Show the instalments',
  firstInstalment: 'First instalment',
  monthlyInstalments: (count: number) => `Then ${count} monthly instalments of`,

  ncd: {
    legend: 'Protect your no claims discount?',
    hint: 'Protection keeps your discount if you make a claim. Your price is updated when you change it.',
  },

  summary: {
    heading: 'Price summary',
    premium: 'Insurance premium',
    fee: 'Policy administration fee (non-refundable)',
    ipt: 'Insurance premium tax (12%)',
    total: 'Total price',
  },
  coverSummary: {
    heading: 'Your cover at a glance',
    vehicle: (name: string, year: number | null) => (year === null ? name : `${name}, ${year}`),
    startsAt: (date: string, time: string) => `${date} at ${time}`,
    totalExcess: 'Total excess',
    excessParts: (compulsory: string, voluntary: string) =>
      `${compulsory} compulsory + ${voluntary} voluntary`,
  },
  whatsCovered: "What's covered",
  whatsNotCovered: "What's not covered",
  excessesHeading: 'Excesses',
  excessNames: {
    XS_VEHICLE_GROUP: 'Vehicle group excess',
    XS_VEHICLE_MILEAGE: 'Vehicle mileage excess',
    XS_VEHICLE_VALUE: 'Vehicle value excess',
    XS_DRIVER: 'Driver excess',
    XS_POLICY: 'Policy excess',
    XS_DRIVER_REST: 'Restricted driver excess',
    XS_COVER: 'Cover excess',
    XS_COMPULSORY: 'Compulsory excess',
  },
  benefitsHeading: 'Additional Benefits',
  benefits: [
    'UK based call centres',
    '24/7 accident and claims helpline',
    'Legal cover',
    'Windscreen cover',
    'Courtesy car or van',
    'Personal accident cover',
  ],
  exclusionsHeading: 'Exclusions',
  exclusions: [
    'Driving by anyone not named on your policy',
    'Use of the vehicle other than the use shown on your certificate of motor insurance',
    'Mechanical, electrical or computer breakdown, and wear and tear',
    'Loss of or damage to the goods you carry',
  ],
  endorsementsHeading: 'Endorsements',
  endorsementSkipped: 'An endorsement without a name or wording was left out',
  policyTermHeading: 'Policy Term',
  policyTerm: (start: string, end: string) => `From ${start} to ${end}`,
  documentsHeading: 'Documents',
  documentsNote:
    'Your policy documents, including your certificate of motor insurance, are emailed to you and kept in the customer portal as soon as you have paid.',

  card: {
    heading: 'Your policy summary',
    policyPeriod: 'Policy period',
    policyDetails: 'Policy details',
    levelOfCover: 'Your cover',
    vehicleUsage: 'Vehicle usage',
    usageInfo: 'About vehicle usage',
    usageDetails:
      'Your vehicle is covered for social, domestic and pleasure use, commuting, and carrying goods for hire and reward: delivering food or parcels for payment. It is not covered for carrying passengers for hire.',
    usageClose: 'Close',
    hireAndReward: 'Carriage of goods for hire and reward',
    changeCover: 'Change your cover',
    quoteSummary: 'Your quote summary',
    changeVehicle: 'Change your vehicle details',
    vehicle: 'Vehicle insured',
    registration: 'Registration',
    policyholder: 'Policyholder',
    coverStart: 'Cover starts',
    voluntaryExcess: 'Your voluntary excess',
    /** spec 2 §9, spec 1 §4 Thirty-day policies: what a 30-day policy earns and leaves out. */
    ncdEarned: 'No-claims discount earned',
    ncdNone: 'None: a 30-day policy does not earn a no-claims discount',
    notIncluded: 'Not included on a 30-day policy',
    excludedCover: {
      breakdown: 'breakdown cover',
      keycare: 'keycare',
      excessReimbursement: 'excess reimbursement',
    },
    /** 'Breakdown cover, keycare or excess reimbursement'. */
    notIncludedList: (names: readonly string[]) => {
      const listed =
        names.length < 2
          ? names.join('')
          : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1] ?? ''}`;
      return `${listed.charAt(0).toUpperCase()}${listed.slice(1)}`;
    },
  },
  cover: {
    comprehensive: 'Comprehensive cover',
    thirdPartyFireAndTheft: 'Third Party, Fire and Theft cover',
    thirdParty: 'Third Party Only cover',
    comprehensiveNeeds: (isVan: boolean) =>
      `This policy meets the demands and needs of someone who wants to insure their ${vehicleWord(isVan)} for hire and reward delivery work against accidental damage, fire and theft, as well as their legal liability to other people and their property.`,
    thirdPartyNeeds: (isVan: boolean) =>
      `This policy meets the demands and needs of someone who wants to insure their legal liability to other people and their property while using their ${vehicleWord(isVan)} for hire and reward delivery work, with cover for their ${vehicleWord(isVan)} against fire and theft only. Accidental damage to the ${vehicleWord(isVan)} itself is not covered.`,
  },

  thirtyDayOffer: {
    heading: 'Your 30-day quote',
    intro:
      'We can offer you a 30-day policy instead of the cover you asked for. It is paid by card and renews every 30 days on your stored card unless you opt out, which you can do at any time.',
    price: 'Your price for 30 days',
    period: 'Policy period',
    accept: 'Accept 30-day cover',
    decline: 'Back to my quote',
  },

  registrationForm: {
    legend: 'Your vehicle registration',
    label: 'Registration number',
    confirm: 'Confirm vehicle registration',
    note: 'Your quote may be re-priced once we have your vehicle registration.',
  },
} as const;
