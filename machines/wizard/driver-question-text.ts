/**
 * The driver steps' own words (spec 1 §2 Driver steps, §3 Additional driver): the questions every driver
 * answers, worded for the proposer or another driver, driving history and its lists, the additional drivers.
 * Imported by the views of steps 4 to 6 (src/wizard/).
 */
export const driverQuestionText = {
  details: {
    tellAboutUk: 'Tell us about your UK residence, your job and your driving licence.',
  },
  detailsTwo: {
    tellAboutMotoring:
      'Tell us about any motoring convictions or claims in the last 5 years, any criminal convictions and whether you have ever been refused cover.',
    unspentCriminalConvictions: 'Do you have any unspent criminal convictions?',
    everBeenRefused:
      'Have you ever been refused motor insurance, or had a policy cancelled or special terms imposed?',
    accessOtherVehicles: 'Do you have access to any other vehicles?',
    wouldLikeAdd: 'Would you like to add any other drivers to this policy?',
  },
  fields: {
    /** Who answers: the proposer ('you') or an additional driver ('they'). */
    questions: {
      proposer: {
        isResidentFromBirth: 'Have you lived in the UK since birth?',
        ukResidenceSince: 'When did you start living in the UK?',
        employmentType: 'What is your employment status?',
        occupation: 'What is your main occupation?',
        industry: 'Which industry do you work in?',
        isFullTime: 'Is this your full-time job?',
        otherOccupation: 'What is your other occupation?',
        otherIndustry: 'Which industry is your other occupation in?',
        fullUkLicence: 'Do you hold a full UK driving licence?',
        licenceType: 'What type of driving licence do you hold?',
        licenceObtained: 'When did you get your licence?',
        licenceNumber: 'Your driving licence number',
      },
      driver: {
        isResidentFromBirth: 'Has this driver lived in the UK since birth?',
        ukResidenceSince: 'When did they start living in the UK?',
        employmentType: 'What is their employment status?',
        occupation: 'What is their main occupation?',
        industry: 'Which industry do they work in?',
        isFullTime: 'Is this their full-time job?',
        otherOccupation: 'What is their other occupation?',
        otherIndustry: 'Which industry is their other occupation in?',
        fullUkLicence: 'Do they hold a full UK driving licence?',
        licenceType: 'What type of driving licence do they hold?',
        licenceObtained: 'When did they get their licence?',
        licenceNumber: 'Their driving licence number',
      },
    },
    searchHint: 'Start typing, then choose from the list',
    optional: (label: string) => `${label} (optional)`,
    example273Hint: 'For example, 27 3 2015',
    dateLicenceFirstHint: 'The date the licence was first issued, for example 15 6 2010',
    n16CharactersSectionHint: 'The 16 characters in section 5 of the photocard, in four parts',
  },
  history: {
    /** The history's questions and lists, for the proposer and for another driver. */
    questions: {
      proposer: {
        hasMotoringConvictions:
          'Have you had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
        motoringConvictions: 'Your motoring convictions',
        hasMotoringClaims: 'Have you had any accidents, claims or losses in the last 5 years?',
        motoringClaims: 'Your claims',
      },
      driver: {
        hasMotoringConvictions:
          'Have they had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
        motoringConvictions: 'Their motoring convictions',
        hasMotoringClaims: 'Have they had any accidents, claims or losses in the last 5 years?',
        motoringClaims: 'Their claims',
      },
    },
    /** A conviction in the list: its date, points, fine, ban and whether it is pending. */
    convictionSummary: (c: {
      date: string;
      points: string;
      fine: string;
      ban: { from: string; to: string } | null;
      pending: boolean;
    }) =>
      `${c.date}, ${c.points} ${c.points === '1' ? 'point' : 'points'}, ${c.fine} fine${c.ban ? `, banned ${c.ban.from} to ${c.ban.to}` : ''}${c.pending ? ', pending' : ''}`,
    /** A claim in the list: its date, status, cost and fault. */
    claimSummary: (c: { date: string; status: string; cost: string; atFault: boolean }) =>
      `${c.date}, ${c.status}, ${c.cost}${c.atFault ? ', at fault' : ', not at fault'}`,
    dateConviction: 'Date of conviction',
    convictionCode: 'Conviction code',
    typeCodeSuchHint: 'Type the code, such as SP30, or a few words of the offence',
    penaltyPoints: 'Penalty points',
    fineAmount: 'Fine amount',
    driverDisqualifiedBanned: 'Was the driver disqualified (banned)?',
    banStartDate: 'Ban start date',
    banEndDate: 'Ban end date',
    convictionStillPending: 'Is this conviction still pending?',
    saveConviction: 'Save conviction',
    dateClaim: 'Date of claim',
    typeClaim: 'Type of claim',
    statusClaim: 'Status of claim',
    driverAtFault: 'Was the driver at fault?',
    noClaimsBonus: 'Was the no claims bonus affected?',
    costClaim: 'Cost of the claim',
    saveClaim: 'Save claim',
    conviction: 'conviction',
    claim: 'claim',
  },
  additional: {
    /** A driver in the list: 'Wife, born 12/04/1993'. */
    born: (relationship: string, dateOfBirth: string) => `${relationship}, born ${dateOfBirth}`,
    problemDriver: 'There is a problem with this driver',
    title: 'Title',
    example273Hint: 'For example, 27 3 1990',
    maritalStatus: 'Marital status',
    relationship: 'Relationship to you',
    unspentCriminalConvictions: 'Do they have any unspent criminal convictions?',
    everBeenRefused:
      'Have they ever been refused motor insurance, or had a policy cancelled or special terms imposed?',
    willUseVehicle: 'What will they use the vehicle for?',
    saveDriver: 'Save driver',
    tellAboutAnyone:
      'Tell us about anyone else you would like to be able to drive your vehicle under this policy.',
    additionalDrivers: 'Your additional drivers',
    driver: 'driver',
  },
} as const;
