/**
 * The vehicle cover step's own words (spec 1 §2 Vehicle cover step, §5 Cover and How did you hear chain):
 * its questions, the how-did-you-hear chain and the disclaimer. Imported by src/wizard/vehicle-cover*.tsx.
 */
export const coverQuestionText = {
  cover: {
    hideDisclaimer: 'Hide the disclaimer',
    readDisclaimer: 'Read the disclaimer',
    readDisclaimerFirst: 'Please read the disclaimer first.',
    levelCover: 'Level of cover',
    coverStartDate: 'Cover start date',
    /** The cover start's example: tomorrow, so it is never a date cover can no longer start on. */
    coverStartExample: (day: number, month: number, year: number) =>
      `For example, ${day} ${month} ${year}`,
    coverStartTime: 'Cover start time',
    coverCanStartHint: 'Cover can start from 15 minutes from now, in 15-minute steps.',
    /** Said when the clock overtakes the chosen start while the step is open, and the start moves on. */
    coverStartMoved: (time: string, day: string) =>
      `The time you chose has passed: your cover now starts at ${time} on ${day}, the earliest it can.`,
    voluntaryExcess: 'Voluntary excess',
    agreePayTowardsHint: 'What you agree to pay towards a claim on top of the compulsory excess.',
    yearsNoClaims: 'Years of no-claims discount',
    wouldLikeProtect: 'Would you like to protect your no-claims discount?',
    disclaimer: 'Disclaimer',
    continuingConfirm: 'By continuing you confirm that:',
    answersGivenTrue:
      'the answers you have given are true and complete to the best of your knowledge, for you and for anyone else who will drive the vehicle;',
    toldAboutEvery:
      'you have told us about every motoring conviction, claim and incident in the last 5 years, any criminal conviction and any refusal of insurance;',
    noClaimsDiscount:
      'the no-claims discount you have declared was earned in your own name and used in the UK within the last 2 years, and you can provide proof of it if asked;',
    understandWrongMissing:
      'you understand that wrong or missing information may make your policy invalid, lead to claims not being paid in full or at all, or change your price.',
    useInformationGive:
      'We use the information you give us, and checks with anti-fraud and credit reference agencies, to price your quote and to administer your policy.',
    iReadAccept: 'I have read and accept the disclaimer',
    /** While the quote is priced, in a panel over the page (src/ui/blocking-overlay.tsx). */
    findingPrice: 'Finding your price',
  },
  heard: {
    hearAbout: 'How did you hear about us?',
    namedDriverExisting: 'Are you a named driver on an existing policy?',
    whoNamedDriver: 'Who are you a named driver for?',
    beenDrivingAnother: 'Have you been driving another vehicle for the last 12 months?',
    experienceDrivingCompany: 'Do you have experience driving a company car?',
    lookingInsureSecond: 'Are you looking to insure a second car?',
    typePolicyCurrently: 'What type of policy do you currently hold with us?',
    manyConsecutiveMonths: 'How many consecutive months of cover have you held?',
    manyFullYears: 'How many full years of no-claims bonus do you have?',
    longBeenClaim: 'How long have you been claim-free?',
    whyPolicyCancelled: 'Why was your policy cancelled?',
    typePolicyAt: 'What type of policy did you have at the time?',
    manyDaysHold: 'How many days did you hold the policy for?',
    manyMonthsHold: 'How many months did you hold the policy for?',
  },
} as const;
