/**
 * Addresses (spec 1 §2 Address lookup, §5 Postcode and address): the lookup's search and manual-entry forms,
 * and the address a wizard form holds once one has been chosen or saved.
 */
import * as v from 'valibot';
import type { Address } from '../../core/contract';
import { POSTCODE_REQUIRED_MESSAGE, formatPostcode, isValidPostcode } from '../../core/formats';
import { firstProblem, isFilled, rule, textOf, textOrNull, type Problem } from '../../core/fields';
import { formText } from '../form-text';

export const ADDRESS_SELECT_MESSAGE: string = formText.address.selectAddress;

const postcodeProblem: Problem<string> = (postcode) => {
  if (!isFilled(postcode)) return POSTCODE_REQUIRED_MESSAGE;
  return isValidPostcode(postcode) ? null : formText.address.postcodeInvalid;
};

const postcodeField = () => v.pipe(v.string(), rule(postcodeProblem));

// The address a wizard form holds

export type AddressValues = {
  postcode: string;
  line1: string;
  line2: string;
  line3: string;
  line4: string;
  city: string;
  county: string;
  country: string;
};

export const emptyAddressValues = (): AddressValues => ({
  postcode: '',
  line1: '',
  line2: '',
  line3: '',
  line4: '',
  city: '',
  county: '',
  country: '',
});

/** The address as its inputs hold it, without rules: for an address that is not always asked for. */
export const addressValues = () =>
  v.object({
    postcode: v.string(),
    line1: v.string(),
    line2: v.string(),
    line3: v.string(),
    line4: v.string(),
    city: v.string(),
    county: v.string(),
    country: v.string(),
  });

/** `line1Message` when no address has been given, then the postcode's messages. */
export function addressProblem(line1Message: string): Problem<AddressValues> {
  return firstProblem<AddressValues>(
    (address) => (isFilled(address.line1) ? null : line1Message),
    (address) => postcodeProblem(address.postcode),
  );
}

/** A chosen or saved address; its messages land on the address as a whole, where the lookup shows them. */
export function addressSchema(line1Message: string) {
  return v.pipe(addressValues(), rule(addressProblem(line1Message)));
}

export function fromAddress(address: Address | null | undefined): AddressValues {
  if (address == null) return emptyAddressValues();
  return {
    postcode: textOf(address.postcode),
    line1: textOf(address.line1),
    line2: textOf(address.line2),
    line3: textOf(address.line3),
    line4: textOf(address.line4),
    city: textOf(address.city),
    county: textOf(address.county),
    country: textOf(address.country),
  };
}

/** The postcode upper-cased with one space; optional lines left empty become null. */
export function toAddress(values: AddressValues): Address {
  return {
    postcode: formatPostcode(values.postcode),
    line1: values.line1.trim(),
    line2: textOrNull(values.line2),
    line3: textOrNull(values.line3),
    line4: textOrNull(values.line4),
    city: textOrNull(values.city),
    county: textOrNull(values.county),
    country: textOrNull(values.country),
  };
}

const compact = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The same postcode and lines, ignoring case and spacing. */
export function isSameAddress(a: AddressValues, b: AddressValues): boolean {
  return (
    formatPostcode(a.postcode) === formatPostcode(b.postcode) &&
    compact(a.line1) === compact(b.line1) &&
    compact(a.line2) === compact(b.line2) &&
    compact(a.line3) === compact(b.line3)
  );
}

// The lookup's search form: postcode, FIND, then a choice from the list

export type AddressSearchValues = {
  postcode: string;
  /** The postcode the last FIND searched for; '' before any search. */
  searchedPostcode: string;
  /** The search result chosen from 'Please select your address'. */
  addressId: string;
};

export const emptyAddressSearchValues = (): AddressSearchValues => ({
  postcode: '',
  searchedPostcode: '',
  addressId: '',
});

const isSearched = (values: AddressSearchValues): boolean =>
  isFilled(values.searchedPostcode) &&
  formatPostcode(values.searchedPostcode) === formatPostcode(values.postcode);

export const addressSearchSchema = v.pipe(
  v.object({ postcode: postcodeField(), searchedPostcode: v.string(), addressId: v.string() }),
  v.forward(
    rule((values: AddressSearchValues) =>
      isValidPostcode(values.postcode) && !isSearched(values) ? formText.address.findFirst : null,
    ),
    ['postcode'],
  ),
  v.forward(
    rule((values: AddressSearchValues) =>
      isSearched(values) && !isFilled(values.addressId) ? ADDRESS_SELECT_MESSAGE : null,
    ),
    ['addressId'],
  ),
);

// The lookup's manual form ('SAVE ADDRESS'): line 1 and postcode required, line 2 and city optional

export type ManualAddressValues = {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
};

export const emptyManualAddressValues = (): ManualAddressValues => ({
  line1: '',
  line2: '',
  city: '',
  postcode: '',
});

export const manualAddressSchema = v.object({
  line1: v.pipe(
    v.string(),
    rule((line1: string) => (isFilled(line1) ? null : formText.address.line1Required)),
  ),
  line2: v.string(),
  city: v.string(),
  postcode: postcodeField(),
});

export function toManualAddress(values: ManualAddressValues): Address {
  return toAddress({ ...emptyAddressValues(), ...values });
}

export function fromManualAddress(address: Address | null | undefined): ManualAddressValues {
  const { line1, line2, city, postcode } = fromAddress(address);
  return { line1, line2, city, postcode };
}
