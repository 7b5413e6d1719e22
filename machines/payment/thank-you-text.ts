/**
 * The thank-you page (spec 2 §2 Post-purchase panel): the policy bought, what happens next for the way it
 * was paid for, and the customer portal by the portal user status TakeUpQuote returned. The restart
 * thank-you page shares the policy reference and the portal panel.
 */
export const thankYouText = {
  heading: 'Thank you for your purchase',
  lead: 'Your payment was successful and your policy is now in place.',
  policyReference: 'Your policy reference',
  referenceHint: 'Please quote it whenever you contact us about your policy.',
  whatHappensNext: 'What happens next',
  /** A purchase stored before the amounts were kept says it as it did. */
  paidByCard: 'Your card payment has been taken today.',
  /** The date shown dd/MM/yyyy; a purchase stored before the amounts were kept. */
  firstDirectDebit: (date: string) =>
    `Your first Direct Debit payment will be taken on ${date}. We will write to you with your payment schedule.`,
  paidInFull: (amount: string) => `Your card payment of ${amount} has been taken today.`,
  /** A Direct Debit plan's deposit, paid by card before the mandate was set up. */
  depositTaken: (amount: string) =>
    `Your deposit of ${amount} has been taken from your card today.`,
  /** The date shown dd/MM/yyyy. */
  firstMonthlyPayment: (amount: string, date: string) =>
    `Your first monthly payment of ${amount} will be collected by Direct Debit on ${date}.`,
  paymentSchedule: 'We will write to you with your payment schedule.',
  /** What was bought: the vehicle and the cover's start and end on the UK clock. */
  cover: {
    heading: 'Your cover',
    vehicle: 'Insured vehicle',
    registration: 'Registration',
    starts: 'Cover starts',
    ends: 'Cover ends',
    /** The time (HH:mm) and the date (dd/MM/yyyy) as a UK clock shows them. */
    at: (time: string, date: string) => `${time} on ${date}`,
  },
  documentsByEmail: 'Your policy documents will be sent to your email address.',
  welcomePack: 'Your welcome pack will also be sent to you by post.',
  portal: {
    heading: 'Your customer portal',
    /** USER_CREATED */
    emailSent:
      'We have sent you an email so you can register for the customer portal. Follow the link in it to see your policy and documents online.',
    /** USER_ALREADY_EXISTS */
    existingAccount:
      'You already have a customer portal account. Log in to see this policy and its documents.',
    goToPortal: 'Go to the customer portal',
    /** USER_NOT_CREATED and anything else: the customer registers themselves. */
    registerPrompt:
      'Register for the customer portal to see your policy and documents and manage your policy online.',
    register: 'Register for the customer portal',
  },
  /** Also the way on from the pages a quote ends on (src/ui/start-new-quote-link.tsx). */
  startNewQuote: 'Start a new quote',
  restart: {
    heading: 'Thank you',
    lead: 'Your new 30-day policy is in place, and your policy documents will be sent to your email address.',
  },
} as const;
