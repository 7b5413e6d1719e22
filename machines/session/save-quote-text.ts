import { saveDialogFrameText } from './save-button-text';

/**
 * Save my quote (issue #29): the dialog that saves the answers so far and emails a link to them, and what the
 * time-out page says of a save. Loaded with the dialog; the button's own label is in ./save-button-text.ts.
 */
export const saveQuoteText = {
  ...saveDialogFrameText,
  intro:
    'We will email you a link to your answers so far. Open it on any device within 30 days to carry on where you left off.',
  emailLabel: 'Send the link to this email address',
  /** Asked only before About you has been answered: the link's check asks them again. */
  identityIntro: 'To keep your answers safe, we will ask for these details when you open the link.',
  surnameLabel: 'Surname',
  dateOfBirthLabel: 'Date of birth',
  postcodeLabel: 'Postcode',
  save: 'Save and send the link',
  saving: 'Saving your quote…',
  cancel: 'Cancel',
  savedTitle: 'Your quote is saved',
  /** `{email}` where the link went, `{date}` the last day it works. */
  saved: 'We have sent a link to {email}. It works until {date}.',
  savedNext:
    'Open the link to carry on from where you left off. You will need your surname, date of birth and postcode.',
  /** The time-out page, when the customer saved before it timed out. */
  timeOutSaved: "We've saved your answers",
  timeOutSavedLead: 'Open the link we sent to {email} to carry on, until {date}.',
  startAgain: 'Start a new quote',
} as const;
