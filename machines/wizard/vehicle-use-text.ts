/**
 * Step 2's own words (spec 1 §2 vehicle steps, §5 Vehicle): how the vehicle was bought, is owned, used and
 * kept, the assumptions and the modifications editor. Loaded with step 2, not the first page.
 */
export const vehicleUseText = {
  detailsTwo: {
    tellBoughtOwn:
      'Tell us how you bought, own, use and keep your vehicle, and whether it has been modified.',
    vehicleWorth: 'What is the vehicle worth?',
    valueTodayNotHint: 'Its value today, not what you paid for it.',
    boughtVehicleYet: 'Have you bought the vehicle yet?',
    whenBuy: 'When did you buy it?',
    example042021Hint: 'For example, 04 2021',
    legalOwnerVehicle: 'Are you the legal owner of the vehicle?',
    whoLegalOwner: 'Who is the legal owner?',
    registeredKeeper: 'Are you the registered keeper?',
    registeredKeeperPersonHint:
      "The registered keeper is the person named on the vehicle's V5C logbook.",
    whoRegisteredKeeper: 'Who is the registered keeper?',
    useVehicle: 'What do you use the vehicle for?',
    companyDeliver: 'Which company do you deliver for?',
    ifDeliverMoreHint: 'If you deliver for more than one, choose the one you work for most.',
    manyMilesExpect: 'How many miles do you expect to drive in a year?',
    manyThoseMiles: 'How many of those miles are for business?',
    whereVehicleKept: 'Where is the vehicle kept overnight?',
    theseAssumptionsAbout: 'Are these assumptions about your vehicle correct?',
    notBeenModified: "It has not been modified from the manufacturer's standard.",
    notImported: 'It was not imported.',
    rightHandDrive: 'It is right-hand drive.',
    vehicleBeenModified: 'Has the vehicle been modified?',
    vehicleImported: 'Was the vehicle imported?',
    countryRegisteredBefore: 'Which country was it registered in before?',
    vehicleLeftHand: 'Is the vehicle left-hand drive?',
  },
  modifications: {
    typeModification: 'Type of modification',
    valueModification: 'Value of the modification',
    madeMedicalReasons: 'Was it made for medical reasons?',
    saveModification: 'Save modification',
    modifications: 'Your modifications',
    modification: 'modification',
  },
} as const;
