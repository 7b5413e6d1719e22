/** The wizard part's slice of the journey's context as it starts: the answers restored, no lookup under way. */
import type { PersistedJourney } from '../core/types';
import { initialQuoteState, initialVehicleLookupState } from '../core/state';
import type { AddressLookupContext, WizardContext } from './types';

export const emptyAddressLookup = (): AddressLookupContext => ({
  target: null,
  postcode: '',
  houseNumber: '',
  results: [],
  chosen: null,
  problem: null,
  message: null,
  modes: { home: null, overnight: null },
});

export function initialWizardContext(
  restored: PersistedJourney['data'] | undefined,
): WizardContext {
  return {
    quote: restored?.quote ?? initialQuoteState(),
    vehicleLookup: restored?.vehicleLookup ?? { ...initialVehicleLookupState(), problem: null },
    addressLookup: emptyAddressLookup(),
  };
}
