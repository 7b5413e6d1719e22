/** Wizard step 1, vehicle details: the registration to look up (spec 1 §5 Vehicle). */
import * as v from 'valibot';
import { displayRegistration, isValidRegistration, normaliseRegistration } from '../rules/formats';
import type { StepAnswers } from '../rules/step-answers';
import type { QuoteState } from '../state/journey-state';
import { isFilled, rule } from './fields';
import { formText } from '../text/forms';

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
