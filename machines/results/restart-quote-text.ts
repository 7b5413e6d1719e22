/**
 * The restart's quote page (spec 2 §2 Restart quote results screen, Restart offer for a cancelled policy):
 * the 30-day-subscription offer, what it includes, how it renews and the cancelled policy's premium card.
 * That prices are held daily is the results header's own text (./page-text.ts `heldDaily`).
 * Loaded with the page, through the whole catalogue (machines/core/catalogue.ts).
 */
export const restartQuoteText = {
  heading: 'Your 30-day subscription quote',
  offer:
    'We can offer you a new 30-day subscription policy to replace the cover that ended. Check the details below, then pay by card.',
  benefitsHeading: 'Why drivers choose us',
  benefits: [
    'UK based call centres',
    '24/7 accident and claims helpline',
    'Immediate, flexible cover',
    'Zero cancellation charge',
    'No credit checks',
    'Zero monthly interest',
  ],
  annualOnly: 'This quote is paid in full by card: monthly payments are not offered.',
  premium: {
    heading: 'Your Premium',
    total: 'Total payable',
    taxes: 'Insurance Premium Tax included',
    fee: 'Administration fee included',
    importantHeading: 'IMPORTANT',
    important:
      'This new 30-day subscription offer assumes your circumstances have not changed since your previous policy. If anything has changed, please call us before you buy.',
  },
  yourDetails: {
    heading: 'Your Details',
    name: 'Your name',
    dateOfBirth: 'Your date of birth',
    address: 'Your home address',
  },
  renewalHeading: 'How your subscription renews',
  /** spec 2 §2 Auto-renewal; its payment attempted a day before expiry, as spec 2 §9 times it. */
  renewal: [
    'Your policy renews every 30 days using the card you pay with today, which we store under a continuous payment authority.',
    'We try to take each payment the day before your current 30 days expire so the cover carries on. If a payment fails, your policy expires and you are no longer insured.',
    'You can opt out of renewal at any time.',
  ],
  dvlaHeading: 'Driving licence check',
  dvla: 'We may check your driving licence details, and those of anyone named on your policy, with the DVLA to confirm your licence status, entitlement and any motoring convictions.',
  consent:
    'I consent to receive my policy documents by email and through the customer portal, and I confirm I have read the information on this page.',
} as const;
