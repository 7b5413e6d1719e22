/**
 * The contact details and Buy Now block of the results page (spec 2 §2 Contact/confirm page and Rolling
 * subscription / renewals block, §4 Renewal opt-out and Affordability, §5 Results page and Contact form).
 * The email, phone and licence messages are the wizard's (forms.ts).
 */
export const contactText = {
  heading: 'Your contact details',
  intro: 'Check how we can contact you, then buy your policy.',
  /** spec 2 §2: the policy holder's form names it so. */
  email: 'Email Address',
  emailFromComparisonSite:
    'The comparison site gave us this email address, so it cannot be changed here.',
  phone: 'Phone number',
  licence: {
    legend: 'Driving licence number',
    hint: 'As shown on the photocard licence, for example MORGA 753116 SM9 IJ.',
    driverLegend: (name: string) => `${name}'s driving licence number`,
    optional: (label: string) => `${label} (optional)`,
  },
  /**
   * spec 2 §2: opt-outs for SMS and Email; Phone is not offered under this brand. A bare 'Email' would copy
   * a word of the wizard's own 'Email address' label.
   */
  marketing: {
    legend: 'Marketing preferences',
    hint: 'We would like to tell you about offers and news. Tick any way you would rather we did not contact you.',
    sms: 'SMS messages',
    email: 'Email messages',
  },
  /** spec 2 §2 Rolling subscription / renewals block; spec 2 §4 Renewal opt-out: Yes renews, No opts out. */
  renewal: {
    rollingHeading: 'Rolling Subscription',
    renewalsHeading: 'Your Renewals',
    rollingQuestion: 'Would you like your cover to continue every 30 days?',
    renewalsQuestion: 'Would you like your policy to renew automatically?',
    rollingHint:
      'Your cover renews every 30 days on your stored card with continuous payment authority. If a payment fails, the policy expires. You can opt out at any time.',
    /** spec 2 §9 Rolling subscription: the payment a day before expiry, the email ahead of it (dd/MM/yyyy dates). */
    rollingWhen: ({ ends, payment, contact }: { ends: string; payment: string; contact: string }) =>
      `Your cover ends on ${ends}. We will email you about your renewal on ${contact}, and try to take the payment for your next 30 days from your stored card on ${payment}, the day before it ends.`,
    /** spec 2 §9 Renewal contact lead, for a policy that is not a rolling subscription. */
    renewalsWhen: ({ ends, lead, contact }: { ends: string; lead: string; contact: string }) =>
      `Your policy ends on ${ends}. We will contact you about your renewal on ${contact}, ${lead} before it ends.`,
    renewalsHint:
      'We will renew your policy at the end of its term on the payment details you give us, and write to you before we do. You can opt out at any time.',
  },
  /** spec 2 §4 Affordability, §5 Results page. */
  income: {
    heading: 'Affordability',
    label: 'Annual income',
    hint: 'Your total income for a year before tax, in pounds.',
    required: 'Annual income is required',
    positive: 'Annual income must be a positive amount',
    /** Sent in whole pounds (spec 2 §5), so less than £1 would reach the insurer as 0. */
    atLeastOnePound: 'Annual income must be at least £1',
    confirm: 'I confirm that my annual income is correct',
  },
  /** The acceptance block's tick, required while the block is shown (spec 2 §2 Acceptance block). */
  credit: {
    label: 'Acceptance of the credit agreement',
    required: 'Please accept the credit agreement to pay monthly',
    downloadFailed: (fileName: string) =>
      `Sorry, we could not create ${fileName}. Please try again.`,
  },
  /** spec 2 §2: the agreement tick is labelled for acknowledging all the information; §5 its message. */
  agree: 'I confirm that I have read and acknowledge all the information on this page',
  agreeRequired: 'Please confirm if you acknowledged all the information',
  buyNow: 'Buy now',
  saving: 'Saving your details',
} as const;
