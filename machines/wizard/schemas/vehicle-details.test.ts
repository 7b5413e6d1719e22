import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { answersFor } from '../../testing/factories';
import { aQuoteThrough, fieldErrors } from '../../testing/schemas';
import {
  emptyVehicleDetailsValues,
  fromVehicleDetailsState,
  toVehicleDetailsAnswers,
  vehicleDetailsSchema,
  type VehicleDetailsValues,
} from './vehicle-details';
import { formText } from '../form-text';

describe('vehicle details schema (spec 1 §5 Vehicle)', () => {
  it('takes what the form holds', () => {
    expectTypeOf<v.InferInput<typeof vehicleDetailsSchema>>().toEqualTypeOf<VehicleDetailsValues>();
  });

  it.each([['DL19CAR'], ['dl19 car'], ['A1'], ['AB12 CDE9']])('accepts %s', (registration) => {
    expect(fieldErrors(vehicleDetailsSchema, { registration })).toEqual({});
  });

  it.each([
    ['', formText.registration.required],
    ['   ', formText.registration.required],
    ['DL19-CAR', formText.registration.invalid],
    ['ABCDE12345', formText.registration.invalid],
  ])('refuses %j with %s', (registration, message) => {
    expect(fieldErrors(vehicleDetailsSchema, { registration })).toEqual({
      registration: [message],
    });
  });

  it('starts empty', () => {
    expect(fieldErrors(vehicleDetailsSchema, emptyVehicleDetailsValues())).toEqual({
      registration: [formText.registration.required],
    });
  });

  it('stores the registration upper-cased without spaces', () => {
    expect(toVehicleDetailsAnswers({ registration: ' dl19 car ' })).toEqual({
      vehicleDetails: { registration: 'DL19CAR' },
    });
  });

  it('round-trips the stored answers', () => {
    const quote = aQuoteThrough(['vehicleDetails']);
    expect(toVehicleDetailsAnswers(fromVehicleDetailsState(quote))).toEqual(
      answersFor('vehicleDetails'),
    );
  });
});
