/**
 * What returning visitors read before their quote shows (spec 1 §5, §8; spec 2 §2, §5, §8): the restart's
 * data-protection page, the quote reminder form and quote retrieval. Loaded with those pages, through the
 * whole catalogue (machines/core/catalogue.ts); what the journey says when a check fails is ./check-text.ts.
 */

import { labelText } from '../core/label-text';

/** The check every form of these pages shares: who the customer is. */
const identity = {
  surnameRequired: 'Please enter your surname',
  dateOfBirthRequired: 'Please enter your date of birth',
  postcodeRequired: 'Please enter your postcode',
  registrationRequired: 'Please enter your vehicle registration',
  /** The quote reminder's date picker bounds (spec 1 §5 Person, spec 2 §2): 17 to 90 years before today. */
  tooYoung: 'The policy holder must be at least 17 years old',
  tooOld: 'The policy holder must be no more than 90 years old',
  checking: 'Checking your details',
  continue: 'Continue',
  dateHint: 'For example, 27 3 1985',
} as const;

export const entriesText = {
  identity,
  /** After a failed check, the checks left before the quote is locked; the last one is warned of (spec 2 §4). */
  attemptsLeft: (count: number) =>
    count === 1
      ? 'You have 1 attempt left. If the details do not match next time, we will lock this quote for a while to keep it safe.'
      : `You have ${count} attempts left.`,
  /** /quote-locked after too many failed checks of the customer's details (spec 2 §4 Restart). */
  lockedOut: {
    heading: 'Too many attempts',
    lead: "The details given didn't match our records too many times, so we have locked this quote to keep it safe.",
    unlocks: (time: string, day: string) => `You can try again after ${time} on ${day} (UK time).`,
    answers: 'If you need help before then, please call us.',
  },
  /** /restart-policy (spec 2 §2 Restart landing). */
  restart: {
    heading: 'Your Quote',
    banner: 'Restart your cover',
    /** The form's labels (spec 2 §5 Restart form); the registration's is the results card's. */
    labels: {
      surname: labelText.surname,
      dateOfBirth: 'Date of Birth',
      postcode: labelText.postcode,
    },
    priceLead: 'Your price for a 30-day subscription policy',
    priceUnknown: 'Confirm your details below to see your quote.',
    /** While the restart's premium is looked up; Continue waits for it. */
    priceLoading: 'Finding your price',
    intro:
      'To protect your information, please confirm a few details before we show you your quote.',
    /** The premium lookup failed: the modal's header and text name the quote reference it was for. */
    premiumProblem: {
      heading: (quoteRef: string) => `We couldn't show the price of quote ${quoteRef}`,
      text: (quoteRef: string, phone: string) =>
        `Please check the link in your email, or confirm your details to see your quote. If it still does not show, give us a call on ${phone} quoting ${quoteRef}.`,
      close: 'Close',
    },
  },
  /** /your-quote-details (spec 2 §2 Quote reminder form). */
  reminder: {
    heading: 'Your quote details',
    intro: 'Confirm the policy holder’s details to see your quote.',
    /** The form's labels (spec 2 §5 Reminder form). */
    labels: {
      // spec 2 §2 Quote reminder form, verbatim.
      surname: "Policy Holder's Surname",
      dateOfBirth: 'Date Of Birth',
      postcode: 'Home Postcode',
    },
    /** The page opened without the reminder email's quote reference: what it needs, and the ways on. */
    noReference: {
      text: 'To see your quote, please open the link in the quote reminder email we sent you. The link tells us which quote is yours.',
      alternatives: 'Or you can:',
      startNewQuote: 'Start a new quote',
      retrieve: 'Retrieve a quote',
    },
  },
  /** /quote-retrieval (spec 1 §5 Person, §8). */
  retrieval: {
    heading: 'Retrieve your quote',
    intro: 'Enter the details you gave us and we will show you your quote again.',
    loading: 'Finding your quote',
    /** The form's labels (spec 1 §5 Quote retrieval form); the quote reference only when it is asked. */
    labels: {
      firstName: labelText.firstName,
      surname: 'Last name',
      dateOfBirth: labelText.dateOfBirth,
      postcode: labelText.postcode,
      registration: labelText.registration,
      quoteRef: labelText.quoteReference,
    },
    quoteRefHint: 'You will find it in the email we sent with your quote.',
    firstNameRequired: 'Please enter your first name',
    lastNameRequired: 'Please enter your last name',
    lastNameTooShort: 'Your last name must be longer than 3 characters',
    quoteRefRequired: 'Please enter your quote reference',
    /** The failure message's reference when the page does not know the quote's. */
    referenceUnknown: 'your quote reference',
    failed: (phone: string, reference: string) =>
      `Unable to retrieve quote details. Unfortunately we were unable to retrieve your quote. Please try again or give us a call ${phone} quoting ${reference}.`,
  },
  /** /quote-retrieval opened from a saved quote's emailed link (issue #29): the details it was saved with. */
  savedQuote: {
    intro: 'Enter the details you gave when you saved your quote.',
    labels: {
      surname: labelText.surname,
      dateOfBirth: labelText.dateOfBirth,
      postcode: labelText.postcode,
    },
  },
} as const;
