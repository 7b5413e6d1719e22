/**
 * Step 1's own words (spec 1 §2 Vehicle lookup; spec 1 §1 the notices on step 1): its notices and hints, the
 * vehicle found and the progress header's name, loaded with the first page (step 2's are ./vehicle-use-text.ts).
 * The messages are ./form-text.ts's, the lookups' ./lookup-text.ts's.
 */
export const vehicleQuestionText = {
  details: {
    finding: 'Finding your vehicle…',
    notFoundCall: 'Please check the registration and try again, or call us on',
    notFoundHelp: "and we'll help you find it.",
    pleaseAnswerEvery:
      'Please answer every question accurately and honestly. If any answer is wrong or incomplete (misrepresentation), your cover could be invalidated and a claim may not be paid. Please have your driving licence to hand before you start.',
    giveAccuratePrice:
      'To give you an accurate price, we may share the driving licence numbers you give us with the Driver and Vehicle Licensing Agency (DVLA) to check your licence status, entitlement and any motoring convictions. By continuing you agree to this check.',
    exampleAb12CdeHint: 'For example, AB12 CDE',
    /** Step 1 reached again (Back, or changing the vehicle) with more of the quote answered. */
    answersKept: "We've kept your answers. Change anything you need to, or go back to where you were.",
    returnToQuote: 'Return to your quote',
  },
  found: {
    vehicle: 'Your vehicle',
  },
  layout: {
    quoteProgress: 'Quote progress',
  },
} as const;
