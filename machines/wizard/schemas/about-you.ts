/** Wizard step 3, about you: the proposer's identity, contact details and addresses (spec 1 §2, §5 Person). */
import * as v from 'valibot';
import { checkProposerAge } from '../../core/ages';
import { normalisePhone } from '../../core/formats';
import type { StepAnswers } from '../step-answers';
import type { QuoteState } from '../../core/state';
import {
  addressProblem,
  addressSchema,
  addressValues,
  emptyAddressValues,
  fromAddress,
  isSameAddress,
  toAddress,
  type AddressValues,
} from './address';
import {
  dateFromParts,
  dateParts,
  datePartsOf,
  dateProblem,
  emptyDateParts,
  isoDateOf,
  booleanOf,
  requiredOption,
  requiredYesNo,
  rule,
  textOf,
  textOrNull,
  yesNoOf,
  type DateParts,
  type Problem,
  type YesNo,
} from '../../core/fields';
import {
  emailProblem,
  firstNameSchema,
  lastNameSchema,
  phoneProblem,
  toFirstName,
  toLastName,
} from '../../core/person-fields';
import { formText } from '../form-text';

// A person's date of birth (the name is machines/core/person-fields.ts), shared with the additional drivers

/** spec 1 §5 Person: day, month and year, and at least 16 years before today. */
export function proposerDateOfBirthProblem(today: Date): Problem<DateParts> {
  return (parts) => {
    const problem = dateProblem(parts);
    if (problem !== null) return problem;
    return checkProposerAge(dateFromParts(parts), today);
  };
}

// The step

export type AboutYouValues = {
  title: string;
  firstName: string;
  lastNames: string;
  dateOfBirth: DateParts;
  emailAddress: string;
  phoneNumber: string;
  maritalStatus: string;
  address: AddressValues;
  isHomeOwner: YesNo;
  isNotKeptAtHomeAddressOverNight: YesNo;
  overnightAddress: AddressValues;
};

export interface AboutYouContext {
  today: Date;
}

export const emptyAboutYouValues = (): AboutYouValues => ({
  title: '',
  firstName: '',
  lastNames: '',
  dateOfBirth: emptyDateParts(),
  emailAddress: '',
  phoneNumber: '',
  maritalStatus: '',
  address: emptyAddressValues(),
  isHomeOwner: '',
  isNotKeptAtHomeAddressOverNight: '',
  overnightAddress: emptyAddressValues(),
});

/** The overnight address is asked only when the vehicle is kept away from home overnight. */
export const isOvernightAddressAsked = (
  values: Pick<AboutYouValues, 'isNotKeptAtHomeAddressOverNight'>,
): boolean => values.isNotKeptAtHomeAddressOverNight === 'yes';

/** Never the home address again. */
const overnightAddressProblem: Problem<AboutYouValues> = (values) => {
  if (!isOvernightAddressAsked(values)) return null;
  const problem = addressProblem(formText.person.overnightAddressRequired)(values.overnightAddress);
  if (problem !== null) return problem;
  return isSameAddress(values.overnightAddress, values.address)
    ? formText.person.sameOvernightAddress
    : null;
};

export function aboutYouSchema({ today }: AboutYouContext) {
  return v.pipe(
    v.object({
      title: requiredOption(),
      firstName: firstNameSchema(),
      lastNames: lastNameSchema(),
      dateOfBirth: v.pipe(dateParts(), rule(proposerDateOfBirthProblem(today))),
      emailAddress: v.pipe(v.string(), rule(emailProblem)),
      phoneNumber: v.pipe(v.string(), rule(phoneProblem)),
      maritalStatus: requiredOption(),
      address: addressSchema(formText.person.homeAddressRequired),
      isHomeOwner: requiredYesNo(),
      isNotKeptAtHomeAddressOverNight: requiredYesNo(),
      overnightAddress: addressValues(),
    }),
    v.forward(rule(overnightAddressProblem), ['overnightAddress']),
  );
}

export function toAboutYouAnswers(values: AboutYouValues): StepAnswers {
  return {
    proposerDetails: {
      title: values.title,
      firstName: toFirstName(values.firstName),
      lastNames: toLastName(values.lastNames),
      dateOfBirth: isoDateOf(values.dateOfBirth),
      emailAddress: values.emailAddress.trim(),
      phoneNumber: normalisePhone(values.phoneNumber),
      maritalStatus: textOrNull(values.maritalStatus),
      address: toAddress(values.address),
      isHomeOwner: booleanOf(values.isHomeOwner),
    },
    vehicleDetails: {
      isNotKeptAtHomeAddressOverNight: booleanOf(values.isNotKeptAtHomeAddressOverNight),
      overnightAddress: isOvernightAddressAsked(values) ? toAddress(values.overnightAddress) : null,
    },
  };
}

export function fromAboutYouState(quote: QuoteState): AboutYouValues {
  const proposer = quote.proposerDetails;
  const vehicle = quote.vehicleDetails;
  return {
    title: proposer.title,
    firstName: proposer.firstName,
    lastNames: proposer.lastNames,
    dateOfBirth: datePartsOf(proposer.dateOfBirth),
    emailAddress: textOf(proposer.emailAddress),
    phoneNumber: textOf(proposer.phoneNumber),
    maritalStatus: textOf(proposer.maritalStatus),
    address: fromAddress(proposer.address),
    isHomeOwner: yesNoOf(proposer.isHomeOwner),
    isNotKeptAtHomeAddressOverNight: yesNoOf(vehicle.isNotKeptAtHomeAddressOverNight),
    overnightAddress: fromAddress(vehicle.overnightAddress),
  };
}
