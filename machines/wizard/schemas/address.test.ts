import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { POSTCODE_REQUIRED_MESSAGE } from '../../core/formats';
import {
  ADDRESS_SELECT_MESSAGE,
  addressSchema,
  addressSearchSchema,
  emptyAddressSearchValues,
  emptyManualAddressValues,
  fromAddress,
  fromManualAddress,
  isSameAddress,
  manualAddressSchema,
  toAddress,
  toManualAddress,
  type AddressSearchValues,
  type AddressValues,
  type ManualAddressValues,
} from './address';
import { anAddress, fieldErrors } from '../../testing/schemas';
import { formText } from '../form-text';

const search = (overrides: Partial<AddressSearchValues> = {}): AddressSearchValues => ({
  postcode: 'SW1A 1AA',
  searchedPostcode: 'SW1A 1AA',
  addressId: 'GB|RM|A|1',
  ...overrides,
});

const manual = (overrides: Partial<ManualAddressValues> = {}): ManualAddressValues => ({
  line1: '2 Park Row',
  line2: '',
  city: '',
  postcode: 'ls1 1aa',
  ...overrides,
});

describe('address search form (spec 1 §5 Postcode and address)', () => {
  it('takes what the form holds', () => {
    expectTypeOf<v.InferInput<typeof addressSearchSchema>>().toEqualTypeOf<AddressSearchValues>();
    expectTypeOf<v.InferInput<typeof manualAddressSchema>>().toEqualTypeOf<ManualAddressValues>();
    expectTypeOf<v.InferInput<ReturnType<typeof addressSchema>>>().toEqualTypeOf<AddressValues>();
  });

  it('accepts a postcode searched for and an address chosen, whatever the spacing and case', () => {
    expect(fieldErrors(addressSearchSchema, search())).toEqual({});
    expect(fieldErrors(addressSearchSchema, search({ searchedPostcode: 'sw1a1aa' }))).toEqual({});
    expect(
      fieldErrors(
        addressSearchSchema,
        search({ postcode: 'BFPO 1234', searchedPostcode: 'BFPO1234' }),
      ),
    ).toEqual({});
  });

  it.each<[string, Partial<AddressSearchValues>, string]>([
    ['postcode', { postcode: '' }, POSTCODE_REQUIRED_MESSAGE],
    ['postcode', { postcode: 'NOT A POSTCODE' }, formText.address.postcodeInvalid],
    ['postcode', { searchedPostcode: '' }, formText.address.findFirst],
    ['postcode', { searchedPostcode: 'LS1 1AA' }, formText.address.findFirst],
    ['addressId', { addressId: '' }, ADDRESS_SELECT_MESSAGE],
  ])('%s: %j gives %s', (path, overrides, message) => {
    expect(fieldErrors(addressSearchSchema, search(overrides))).toEqual({ [path]: [message] });
  });

  it('starts by asking for a postcode', () => {
    expect(fieldErrors(addressSearchSchema, emptyAddressSearchValues())).toEqual({
      postcode: [POSTCODE_REQUIRED_MESSAGE],
    });
  });
});

describe('manual address form', () => {
  it('needs line 1 and a postcode; line 2 and city are optional', () => {
    expect(fieldErrors(manualAddressSchema, manual())).toEqual({});
    expect(fieldErrors(manualAddressSchema, emptyManualAddressValues())).toEqual({
      line1: [formText.address.line1Required],
      postcode: [POSTCODE_REQUIRED_MESSAGE],
    });
    expect(fieldErrors(manualAddressSchema, manual({ postcode: 'L1' }))).toEqual({
      postcode: [formText.address.postcodeInvalid],
    });
  });

  it('saves the address with a formatted postcode', () => {
    expect(toManualAddress(manual({ line2: ' Leeds Centre ' }))).toEqual({
      postcode: 'LS1 1AA',
      line1: '2 Park Row',
      line2: 'Leeds Centre',
      line3: null,
      line4: null,
      city: null,
      county: null,
      country: null,
    });
    expect(fromManualAddress(toManualAddress(manual()))).toEqual(manual({ postcode: 'LS1 1AA' }));
  });
});

describe('an address held by a wizard form', () => {
  const schema = addressSchema(formText.person.homeAddressRequired);

  const form = v.object({ address: schema });

  it.each<[Partial<AddressValues>, string]>([
    [{ line1: '' }, formText.person.homeAddressRequired],
    [{ postcode: '' }, POSTCODE_REQUIRED_MESSAGE],
    [{ postcode: 'SW1A' }, formText.address.postcodeInvalid],
  ])('reports %j on the address as a whole: %s', (overrides, message) => {
    expect(fieldErrors(form, { address: anAddress(overrides) })).toEqual({ address: [message] });
  });

  it('round-trips a stored address', () => {
    const stored = {
      postcode: 'SW1A 1AA',
      line1: 'Flat 1',
      line2: 'Regency Mansions',
      line3: null,
      line4: null,
      city: 'London',
      county: null,
      country: 'United Kingdom',
    };
    expect(toAddress(fromAddress(stored))).toEqual(stored);
    expect(fromAddress(null)).toEqual(anAddress({ postcode: '', line1: '', city: '' }));
  });

  it('compares addresses ignoring case and spacing', () => {
    expect(
      isSameAddress(
        anAddress(),
        anAddress({ postcode: 'sw1a1aa', line1: ' flat 1,  regency mansions' }),
      ),
    ).toBe(true);
    expect(isSameAddress(anAddress(), anAddress({ line1: 'Flat 2, Regency Mansions' }))).toBe(
      false,
    );
  });
});
