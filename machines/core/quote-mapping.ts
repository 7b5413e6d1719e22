/**
 * The quote's risk data between the API contract and the journey state (spec 1 §3). The state holds every
 * date as a string: calendar dates as yyyy-MM-dd, cover start and end as UTC ISO date-times, and the
 * 1700-02-01 sentinel when unset. The wizard's UI fields (activeStep, aggLoading, hasRiskDataChanged,
 * completedSteps) never travel.
 */
import { isValid, parseISO } from 'date-fns';
import type { Address, CoverDetails, ProposerDetails, Quote, VehicleDetails } from './contract';
import {
  emptyAddress,
  initialQuoteState,
  isUnsetDate,
  UNSET_DATE,
  type CoverState,
  type ProposerState,
  type QuoteState,
  type VehicleState,
} from './state';

type Overlay<S> = { [K in keyof S]?: S[K] | undefined };

/** Only the fields `base` has are copied, so API-only fields (commercial vehicle questions) stay out. */
function overlayDefined<S extends object>(base: S, source: Overlay<S>): S {
  const result = { ...base };
  for (const key of Object.keys(base) as (keyof S)[]) {
    const value = source[key];
    if (value !== undefined) result[key] = value;
  }
  return result;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}/;

/** The calendar date as written, so a time zone cannot move a birthday. */
export function toStateDate(value: string | null | undefined): string {
  if (value == null || isUnsetDate(value)) return UNSET_DATE;
  const day = CALENDAR_DATE.exec(value)?.[0];
  if (day === undefined || !isValid(parseISO(day))) return UNSET_DATE;
  return day;
}

export function toStateDateTime(value: string | null | undefined): string {
  if (value == null || isUnsetDate(value)) return UNSET_DATE;
  const date = parseISO(value);
  return isValid(date) ? date.toISOString() : UNSET_DATE;
}

const nullWhenUnset = (value: string): string | null => (isUnsetDate(value) ? null : value);

const addressFromApi = (address: Address): Address => overlayDefined(emptyAddress(), address);

function proposerFromApi(api: ProposerDetails, base: ProposerState): ProposerState {
  return overlayDefined(base, {
    ...api,
    address: addressFromApi(api.address),
    dateOfBirth: toStateDate(api.dateOfBirth),
    ukResidenceSince: toStateDate(api.ukResidenceSince),
    licenceObtained: toStateDate(api.licenceObtained),
  });
}

function vehicleFromApi(api: VehicleDetails, base: VehicleState): VehicleState {
  return overlayDefined(base, {
    ...api,
    overnightAddress: api.overnightAddress
      ? addressFromApi(api.overnightAddress)
      : api.overnightAddress,
    datePurchased: toStateDate(api.datePurchased),
    registrationDate: toStateDate(api.registrationDate),
  });
}

function coverFromApi(api: CoverDetails, base: CoverState): CoverState {
  return overlayDefined(base, {
    ...api,
    // spec 1 §3: some payloads still use the old spelling; it is read only when the current one is absent.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    doesDriveAnotherVehicle: api.doesDriveAnotherVehicle ?? api.doesDriverOtherVehicle,
    effectiveFrom: toStateDateTime(api.effectiveFrom),
    effectiveTo: toStateDateTime(api.effectiveTo),
  });
}

/** Fields the API omits keep the value in `base`. */
export function quoteStateFromApi(quote: Quote, base = initialQuoteState()): QuoteState {
  return overlayDefined(base, {
    ...quote,
    proposerDetails: proposerFromApi(quote.proposerDetails, base.proposerDetails),
    vehicleDetails: vehicleFromApi(quote.vehicleDetails, base.vehicleDetails),
    coverDetails: coverFromApi(quote.coverDetails, base.coverDetails),
  });
}

function proposerToApi(state: ProposerState): ProposerDetails {
  return {
    ...state,
    address: { ...state.address },
    ukResidenceSince: nullWhenUnset(state.ukResidenceSince),
    licenceObtained: nullWhenUnset(state.licenceObtained),
  };
}

function vehicleToApi(state: VehicleState): VehicleDetails {
  return {
    ...state,
    datePurchased: nullWhenUnset(state.datePurchased),
    registrationDate: nullWhenUnset(state.registrationDate),
  };
}

function coverToApi(state: CoverState): CoverDetails {
  const { levelOfCover } = state;
  if (levelOfCover === null) {
    throw new Error('A quote cannot be priced without a level of cover');
  }
  return { ...state, levelOfCover, effectiveTo: nullWhenUnset(state.effectiveTo) };
}

/** The GenerateNewPrivateCarQuote body's `quote`; throws when the level of cover, required there, is unset. */
export function apiQuoteFromState(state: QuoteState): Quote {
  return {
    proposerDetails: proposerToApi(state.proposerDetails),
    vehicleDetails: vehicleToApi(state.vehicleDetails),
    coverDetails: coverToApi(state.coverDetails),
    additionalDrivers: state.additionalDrivers,
    additionalQuestions: state.additionalQuestions,
    hasAdditionalDriver: state.hasAdditionalDriver,
    notificationSource: state.notificationSource,
    redirectedFrom: state.redirectedFrom,
    marketingPreferences: state.marketingPreferences,
  };
}
