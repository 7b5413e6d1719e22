/**
 * The pages a quote can end on (spec 2 §2: referral, decline, error, time-out, expired, taken up, locked,
 * outage, the policy duration panel) and the policy documents on thank-you (spec 2 §7, §8). Each page says
 * what happened to the customer's answers: no outcome page resets them (machines/session/pages.ts), they stay
 * in browser storage (machines/session/persistence.ts) and fill in the steps again when the customer starts again.
 */

/** Said on every page that keeps the answers: they stay in this browser and fill in the steps again. */
const answersKept =
  'The answers you gave us are still saved in this browser on this device. If you start again, they will be filled in for you to check and change.';

export const outcomeText = {
  /** The support line under each outcome page's explanation; the number is the brand's. */
  callUs: 'Need help? Call us on',
  answersKept,
  referral: {
    heading: 'Your quote has been referred',
    lead: 'We need to look at your details before we can offer you a price.',
    answers: `Please call us and we'll be happy to help. ${answersKept}`,
  },
  decline: {
    heading: 'We are unable to offer you cover',
    lead: 'Unfortunately we are unable to provide a quote based on the details you have given us.',
    answers: `${answersKept} If something was entered wrongly, you can correct it and ask for a new quote.`,
  },
  error: {
    heading: 'Something went wrong',
    lead: 'We could not complete that just now. Please try again.',
    answers: answersKept,
  },
  timeOut: {
    heading: 'Sorry, your session has timed out',
    lead: 'For your security, your session ends after 15 minutes without activity.',
    answers: answersKept,
  },
  quoteExpired: {
    heading: 'Quote expired',
    lead: 'This quote is no longer available. Start a new quote to get an up-to-date price.',
    answers: answersKept,
  },
  quoteTakenUp: {
    heading: 'Quote already taken up',
    lead: 'This quote has already been bought, so it cannot be bought again.',
    answers: `If you have a question about your policy, please call us. ${answersKept}`,
  },
  quoteLocked: {
    heading: 'Quote locked',
    lead: "This quote can't be changed online.",
    answers: `Please call us and we'll be happy to help. ${answersKept}`,
  },
  outage: {
    heading: 'Service unavailable',
    lead: 'Online quotes are unavailable at the moment. Please try again later.',
    answers:
      'Nothing you entered has been lost: if you had started a quote, your answers are still saved in this browser on this device.',
  },
  /** /protect-terms (spec 2 §2): the telematics journey's terms. */
  protectTerms: {
    heading: 'Telematics terms',
    body: 'These terms apply to policies that use a telematics device to record how the vehicle is driven.',
  },
  documents: {
    heading: 'Your policy documents',
    loading: 'Finding your policy documents…',
    none: 'Your policy documents are not ready to download yet. We will also send them to your email address.',
    download: (fileName: string) => `Download ${fileName}`,
    downloading: (fileName: string) => `Downloading ${fileName}…`,
    downloadFailed: (fileName: string, phone: string) =>
      `We couldn't download ${fileName}. Please try again or call us on ${phone}.`,
    listFailed: (phone: string) =>
      `We couldn't find your policy documents just now. They will be sent to your email address, or call us on ${phone}.`,
  },
} as const;
