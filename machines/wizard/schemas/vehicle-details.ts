/** Wizard step 1, vehicle details: the registration to look up (spec 1 §5 Vehicle). */
import * as v from 'valibot';
import {
  displayRegistration,
  isValidRegistration,
  normaliseRegistration,
} from '../../core/formats';
import type { StepAnswers } from '../step-answers';
import type { QuoteState } from '../../core/state';
import { isFilled, rule } from '../../core/fields';
import { formText } from '../form-text';

export type VehicleDetailsValues = { registration: string };

export const emptyVehicleDetailsValues = (): VehicleDetailsValues => ({ registration: '' });

export const vehicleDetailsSchema = v.object({
  registration: v.pipe(
    v.string(),
    rule((registration: string) => {
      if (!isFilled(registration)) return formText.registration.required;
      return isValidRegistration(displayRegistration(registration))
        ? null
        : formText.registration.invalid;
    }),
  ),
});

/** The registration upper-cased without spaces, as the lookup is called with it. */
export function toVehicleDetailsAnswers(values: VehicleDetailsValues): StepAnswers {
  return { vehicleDetails: { registration: normaliseRegistration(values.registration) } };
}

export function fromVehicleDetailsState(quote: QuoteState): VehicleDetailsValues {
  return { registration: quote.vehicleDetails.registration };
}
