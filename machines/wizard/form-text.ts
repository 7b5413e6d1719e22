/**
 * What the wizard's forms say about an answer (spec 1 §5 and §9, spec 2 §5 and §9): the messages every step
 * shares first, then one group a step or list item. Texts that take values are functions.
 */
import { ruleFormText } from '../core/rule-messages';

/** Messages shared by several forms; where the spec gives no wording (spec 1 §5 General), the journey's own. */
export const fieldText = {
  answerRequired: 'Please select an answer',
  optionRequired: 'Please select an option',
  dateRequired: 'Please enter a day, month and year',
  dateInvalid: 'Please enter a valid date',
  numberInvalid: 'Please enter a number',
  /** A tick that confirms an answer (spec 2 §5, the affordability check's income). */
  confirmationRequired: 'Confirmation is required',
  /** spec 1 §5 Driver, the date shown dd/MM/yyyy. */
  dateBefore: (date: string) => `Please select a date before ${date}`,
  dateAfter: (date: string) => `Please select a date after ${date}`,
} as const;

/** The proposer and additional drivers: names, contact details and age (spec 1 §5 Person, spec 2 §9). */
export const personText = {
  firstNameRequired: 'Please enter a first name',
  lastNameRequired: 'Please enter a surname',
  nameInvalid:
    'Please use up to 50 letters, spaces, apostrophes, dots or hyphens, starting and ending with a letter',
  phoneRequired: 'Please enter a phone number',
  phoneInvalid: 'Please enter a valid UK phone number: 0 followed by 9 or 10 digits',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email address is a required field',
  minimumAge: ruleFormText.minimumAge,
  homeAddressRequired: 'Please enter your address',
  overnightAddressRequired: 'Please enter your overnight address',
  sameOvernightAddress:
    'The overnight address is the same as the home address provided. Please review your responses.',
} as const;

/** A postcode and the address found for it (spec 1 §5 Postcode and address). */
export const addressFormText = {
  postcodeInvalid: 'Please enter a valid postcode',
  postcodeRequired: ruleFormText.postcodeRequired,
  findFirst: 'Please click "Find" button to search for your address',
  selectAddress: 'Please select an address',
  line1Required: 'Please enter the first line of your address',
} as const;

/** Step 1, the registration (spec 1 §5 Vehicle, spec 2 §5). */
export const registrationText = {
  invalid: 'Please input a valid registration',
  required: 'Vehicle Registration is required',
} as const;

/** Step 2, more about the vehicle (spec 1 §5 Vehicle). */
export const vehicleFormText = {
  valueRequired: 'Please enter the value of the vehicle',
  valuePositive: 'The value of the vehicle must be more than £0',
  valueMaximum: "Value can't greater than £1,000,000",
  purchaseDateRequired: 'Please enter the month and year of purchase',
  purchaseDateFuture: 'We cannot insure a vehicle that you have not yet purchased',
  purchaseBeforeManufacture: 'The year of purchase cannot be before the year the vehicle was made',
  annualMileageRequired: 'Please enter your annual mileage',
  businessMileageRequired: 'Please enter your business mileage',
  mileageMinimum: 'Mileage must be at least 1 mile',
  modificationsRequired: 'Please add at least one modification',
  modificationsMaximum: 'You can add up to 5 modifications',
} as const;

/** One modification of the vehicle. */
export const modificationText = {
  valueRequired: 'Please enter the value of the modification',
  valueMinimum: 'The value of the modification must be at least £1',
} as const;

/** Driving licence numbers (spec 1 §5 Driver, spec 2 §5): the proposer's, then an additional driver's. */
export const licenceText = {
  required: 'Driving licence number is required',
  invalid: 'Please enter a valid driving licence number',
  surnameMismatch: 'Your driving licence number does not match your surname',
  dateOfBirthMismatch: 'Your driving licence number does not match your date of birth',
  driverSurnameMismatch: "This driver's licence number does not match their surname",
  driverDateOfBirthMismatch: "This driver's licence number does not match their date of birth",
} as const;

/** Step 5, claims and convictions (spec 1 §5 Claims and convictions). */
export const historyText = {
  convictionsRequired: 'Please add at least one conviction',
  claimsRequired: 'Please add at least one claim',
} as const;

export const claimText = {
  dateFuture: "The date of claim can't be in the future.",
  dateLookBack: 'Please only tell us about claims in the last 5 years',
  costRequired: 'Please enter the cost of the claim',
  costMinimum: 'The cost of the claim must be £0 or more',
} as const;

export const convictionText = {
  dateFuture: "The date of conviction can't be in the future.",
  dateLookBack: 'Please only tell us about convictions in the last 5 years',
  afterBanStart: "The date of conviction can't be after the ban start date.",
  banStartFuture: "The ban start date can't be in the future.",
  banEndBeforeStart: "The ban end date can't be before the ban start date.",
  fineRequired: 'Please enter the fine amount',
  fineMinimum: 'The fine must be £0 or more',
} as const;

/** Step 6, additional drivers (spec 1 §5 Person). */
export const driversText = {
  minimumAge: 'Drivers must be at least 16 years',
  required: 'Please add at least one additional driver',
  relationshipConflict: (name: string) => `${name} relationship to proposer conflicts`,
} as const;

/** Step 7, the cover (spec 1 §5 Cover). */
export const coverText = {
  startTimeRequired: 'Please select a start time',
  startTimeStep: 'Please select a time in 15-minute steps',
  startTooEarly: 'Cover must start at least 15 minutes from now',
  disclaimer: 'The disclaimer must be read and accepted before continuing.',
} as const;

/**
 * Messages that fit any question ('Please select an answer'): the error summary names the question before
 * them. The others say which answer they are about ('Please enter a first name') and stand alone.
 */
const answerUnsaid: readonly string[] = [
  ...Object.values(fieldText).filter((text) => typeof text === 'string'),
  vehicleFormText.mileageMinimum,
];
const answerUnsaidStarts = [fieldText.dateBefore(''), fieldText.dateAfter('')];

/** The message says which answer it is about, so a summary line needs no question before it. */
export const saysWhichAnswer = (message: string): boolean =>
  !answerUnsaid.includes(message) && !answerUnsaidStarts.some((start) => message.startsWith(start));

/** What the forms say: their labels, hints and messages, loaded with the forms (not with the first page). */
export const formText = {
  field: fieldText,
  person: personText,
  address: addressFormText,
  registration: registrationText,
  vehicle: vehicleFormText,
  modification: modificationText,
  licence: licenceText,
  history: historyText,
  claim: claimText,
  conviction: convictionText,
  drivers: driversText,
  cover: coverText,
} as const;
