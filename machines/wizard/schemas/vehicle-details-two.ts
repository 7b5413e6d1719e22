/**
 * Wizard step 2, more about the vehicle: value, purchase, ownership, use, mileage, where it is kept and the
 * assumptions (spec 1 §5 Vehicle, spec 2 §5 Vehicle questionnaire and Modification form).
 */
import { addDays, getYear, isAfter, lightFormat, startOfMonth } from 'date-fns';
import * as v from 'valibot';
import { toKnownDate } from '../../core/ages';
import type { StepAnswers } from '../step-answers';
import { UNSET_DATE, type QuoteState, type VehicleState } from '../../core/state';
import type { ReferenceOption } from '../../core/reference-data';
import {
  booleanOf,
  isFilled,
  numberOf,
  numberOrNull,
  numberProblem,
  numberText,
  offeredOptions,
  parseNumber,
  requiredOption,
  requiredYesNo,
  rule,
  textOf,
  textOrNull,
  yesNo,
  yesNoOf,
  type OfferedCode,
  type Problem,
  type YesNo,
} from '../../core/fields';
import {
  ANSWER_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
} from '../../core/field-messages';
import {
  fromModification,
  modificationSchema,
  toModification,
  type ModificationValues,
} from './modification';
import { formText } from '../form-text';

/** spec 1 §9. */
export const MAXIMUM_VEHICLE_VALUE = 1_000_000;
export const MAXIMUM_MODIFICATIONS = 5;
export const PURCHASE_DATE_LEAD_DAYS = 30;

/** The vehicleUses codes that are business use (business mileage is then asked). */
export const BUSINESS_USE_CODES = ['BUS1', 'BUS2', 'BUS3'] as const;

const isBusinessUse = (vehicleUse: string | null | undefined): boolean =>
  BUSINESS_USE_CODES.some((code) => code === vehicleUse);

/** The code of the proposer in the ownership and keeper lists. */
export const PROPOSER_CODE = 'P';

/** The proposer answers 'Are you the legal owner / registered keeper?' with Yes, not from the list. */
const isOtherParty: OfferedCode = (code) => code !== PROPOSER_CODE;

/** The ownership and keeper lists as offered: everyone but the proposer. */
export const otherPartyOptions = (options: readonly ReferenceOption[]): ReferenceOption[] =>
  offeredOptions(options, isOtherParty);

// The step

export type MonthYear = { month: string; year: string };

export type VehicleDetailsTwoValues = {
  value: string;
  vehiclePurchased: YesNo;
  datePurchased: MonthYear;
  legalOwner: YesNo;
  owner: string;
  isRegisteredKeeper: YesNo;
  keeper: string;
  vehicleUse: string;
  deliveryCompany: string;
  annualMileage: string;
  businessMileage: string;
  keptOvernight: string;
  assumptionAgree: YesNo;
  hasModifications: YesNo;
  modifications: ModificationValues[];
  imported: YesNo;
  countryOfRegistration: string;
  leftHandDrive: YesNo;
};

export interface VehicleDetailsTwoContext {
  today: Date;
  /** From the vehicle lookup; the purchase year may not be earlier. */
  yearOfManufacture: number | null;
}

export const emptyVehicleDetailsTwoValues = (): VehicleDetailsTwoValues => ({
  value: '',
  vehiclePurchased: '',
  datePurchased: { month: '', year: '' },
  legalOwner: '',
  owner: '',
  isRegisteredKeeper: '',
  keeper: '',
  vehicleUse: '',
  deliveryCompany: '',
  annualMileage: '',
  businessMileage: '',
  keptOvernight: '',
  assumptionAgree: '',
  hasModifications: '',
  modifications: [],
  imported: '',
  countryOfRegistration: '',
  leftHandDrive: '',
});

// Which follow-up questions are asked: the form shows, the schema checks and the answers keep these only.

type Asked = (values: VehicleDetailsTwoValues) => boolean;

export const isPurchaseDateAsked: Asked = (values) => values.vehiclePurchased === 'yes';
export const isOwnerAsked: Asked = (values) => values.legalOwner === 'no';
export const isKeeperAsked: Asked = (values) => values.isRegisteredKeeper === 'no';
export const isBusinessMileageAsked: Asked = (values) => isBusinessUse(values.vehicleUse);
/** Modifications, import and drive side are asked when the assumptions about the vehicle are wrong. */
export const areAssumptionQuestionsAsked: Asked = (values) => values.assumptionAgree === 'no';
export const areModificationsAsked: Asked = (values) =>
  areAssumptionQuestionsAsked(values) && values.hasModifications === 'yes';
export const isCountryOfRegistrationAsked: Asked = (values) =>
  areAssumptionQuestionsAsked(values) && values.imported === 'yes';

/**
 * Being the registered keeper answers 'who is the keeper?' too, and answering No takes that answer back;
 * undefined when the keeper chosen stays.
 */
export function keeperAfterAnswer(isRegisteredKeeper: YesNo, keeper: string): string | undefined {
  if (isRegisteredKeeper === 'yes') return PROPOSER_CODE;
  return keeper === PROPOSER_CODE ? '' : undefined;
}

const vehicleValueProblem: Problem<string> = (value) => {
  if (!isFilled(value)) return formText.vehicle.valueRequired;
  const amount = parseNumber(value);
  if (amount === null) return NUMBER_INVALID_MESSAGE;
  if (amount <= 0) return formText.vehicle.valuePositive;
  return amount > MAXIMUM_VEHICLE_VALUE ? formText.vehicle.valueMaximum : null;
};

const MONTH = /^(?:0?[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

export function monthOf({ month, year }: MonthYear): Date | null {
  if (!MONTH.test(month.trim()) || !YEAR.test(year.trim())) return null;
  return new Date(Number(year), Number(month) - 1, 1);
}

/** spec 1 §5, spec 2 §5: asked when purchased; not after the month 30 days from today, nor before manufacture. */
function purchaseDateProblem({ today, yearOfManufacture }: VehicleDetailsTwoContext) {
  return (values: VehicleDetailsTwoValues): string | null => {
    if (!isPurchaseDateAsked(values)) return null;
    const { datePurchased } = values;
    if (!isFilled(datePurchased.month) || !isFilled(datePurchased.year)) {
      return formText.vehicle.purchaseDateRequired;
    }
    const month = monthOf(datePurchased);
    if (month === null) return DATE_INVALID_MESSAGE;
    const latest = startOfMonth(addDays(today, PURCHASE_DATE_LEAD_DAYS));
    if (isAfter(month, latest)) return formText.vehicle.purchaseDateFuture;
    return yearOfManufacture !== null && getYear(month) < yearOfManufacture
      ? formText.vehicle.purchaseBeforeManufacture
      : null;
  };
}

/** A choice from the ownership or keeper list: the proposer is not one of its options. */
const otherPartyProblem: Problem<string> = (code) =>
  isFilled(code) && isOtherParty(code) ? null : OPTION_REQUIRED_MESSAGE;

const ownerProblem: Problem<VehicleDetailsTwoValues> = (values) =>
  isOwnerAsked(values) ? otherPartyProblem(values.owner) : null;

/**
 * A vehicle someone else owns needs its keeper on record even when the customer keeps it: then it is the
 * proposer's code, which answering Yes fills in.
 */
const keeperProblem: Problem<VehicleDetailsTwoValues> = (values) => {
  if (isKeeperAsked(values)) return otherPartyProblem(values.keeper);
  return isOwnerAsked(values) && !isFilled(values.keeper) ? OPTION_REQUIRED_MESSAGE : null;
};

const assumptionAnswerProblem =
  (field: (values: VehicleDetailsTwoValues) => YesNo): Problem<VehicleDetailsTwoValues> =>
  (values) =>
    areAssumptionQuestionsAsked(values) && !isFilled(field(values))
      ? ANSWER_REQUIRED_MESSAGE
      : null;

const businessMileageProblem: Problem<VehicleDetailsTwoValues> = (values) =>
  isBusinessMileageAsked(values)
    ? numberProblem(
        values.businessMileage,
        {
          required: formText.vehicle.businessMileageRequired,
          minimum: formText.vehicle.mileageMinimum,
        },
        1,
      )
    : null;

const modificationsProblem: Problem<VehicleDetailsTwoValues> = (values) => {
  if (!areModificationsAsked(values)) return null;
  if (values.modifications.length === 0) return formText.vehicle.modificationsRequired;
  return values.modifications.length > MAXIMUM_MODIFICATIONS
    ? formText.vehicle.modificationsMaximum
    : null;
};

const countryProblem: Problem<VehicleDetailsTwoValues> = (values) =>
  isCountryOfRegistrationAsked(values) && !isFilled(values.countryOfRegistration)
    ? OPTION_REQUIRED_MESSAGE
    : null;

export function vehicleDetailsTwoSchema(context: VehicleDetailsTwoContext) {
  return v.pipe(
    v.object({
      value: v.pipe(v.string(), rule(vehicleValueProblem)),
      vehiclePurchased: requiredYesNo(),
      datePurchased: v.object({ month: v.string(), year: v.string() }),
      legalOwner: requiredYesNo(),
      owner: v.string(),
      isRegisteredKeeper: requiredYesNo(),
      keeper: v.string(),
      vehicleUse: requiredOption(),
      deliveryCompany: requiredOption(),
      annualMileage: v.pipe(
        v.string(),
        rule((mileage: string) =>
          numberProblem(
            mileage,
            {
              required: formText.vehicle.annualMileageRequired,
              minimum: formText.vehicle.mileageMinimum,
            },
            1,
          ),
        ),
      ),
      businessMileage: v.string(),
      keptOvernight: requiredOption(),
      assumptionAgree: requiredYesNo(),
      hasModifications: yesNo(),
      modifications: v.array(modificationSchema),
      imported: yesNo(),
      countryOfRegistration: v.string(),
      leftHandDrive: yesNo(),
    }),
    v.forward(rule(purchaseDateProblem(context)), ['datePurchased']),
    v.forward(rule(ownerProblem), ['owner']),
    v.forward(rule(keeperProblem), ['keeper']),
    v.forward(rule(businessMileageProblem), ['businessMileage']),
    v.forward(rule(assumptionAnswerProblem((values) => values.hasModifications)), [
      'hasModifications',
    ]),
    v.forward(rule(modificationsProblem), ['modifications']),
    v.forward(rule(assumptionAnswerProblem((values) => values.imported)), ['imported']),
    v.forward(rule(countryProblem), ['countryOfRegistration']),
    v.forward(rule(assumptionAnswerProblem((values) => values.leftHandDrive)), ['leftHandDrive']),
  );
}

const proposerWhenYes = (answer: YesNo): string | null => (answer === 'yes' ? PROPOSER_CODE : null);

/**
 * Confirmed assumptions mean no modifications, not imported and right-hand drive; answers hidden by an
 * earlier one are dropped.
 */
export function toVehicleDetailsTwoAnswers(values: VehicleDetailsTwoValues): StepAnswers {
  const month = monthOf(values.datePurchased);
  const assumptionsWrong = areAssumptionQuestionsAsked(values);
  return {
    vehicleDetails: {
      value: numberOf(values.value),
      vehiclePurchased: booleanOf(values.vehiclePurchased),
      datePurchased:
        isPurchaseDateAsked(values) && month !== null
          ? lightFormat(month, 'yyyy-MM-dd')
          : UNSET_DATE,
      ownership: isOwnerAsked(values)
        ? textOrNull(values.owner)
        : proposerWhenYes(values.legalOwner),
      registeredKeeper: isKeeperAsked(values)
        ? textOrNull(values.keeper)
        : proposerWhenYes(values.isRegisteredKeeper),
      vehicleUse: textOrNull(values.vehicleUse),
      deliveryCompany: textOrNull(values.deliveryCompany),
      annualMileage: numberOrNull(values.annualMileage),
      businessMileage: isBusinessMileageAsked(values) ? numberOrNull(values.businessMileage) : null,
      vehicleOvernight: textOrNull(values.keptOvernight),
      modifications: areModificationsAsked(values) ? values.modifications.map(toModification) : [],
      isImported: assumptionsWrong ? booleanOf(values.imported) : false,
      countryOfRegistration: isCountryOfRegistrationAsked(values)
        ? textOrNull(values.countryOfRegistration)
        : null,
      isLeftHandDrive: assumptionsWrong ? booleanOf(values.leftHandDrive) : false,
    },
  };
}

function assumptionAgreeOf(vehicle: VehicleState): YesNo {
  if (vehicle.isImported === null && vehicle.isLeftHandDrive === null) return '';
  const asAssumed =
    vehicle.isImported === false &&
    vehicle.isLeftHandDrive === false &&
    vehicle.modifications.length === 0;
  return asAssumed ? 'yes' : 'no';
}

function proposerAnswer(code: string | null): YesNo {
  if (code === null) return '';
  return code === PROPOSER_CODE ? 'yes' : 'no';
}

function monthYearOf(datePurchased: string): MonthYear {
  const date = toKnownDate(datePurchased);
  if (date === null) return { month: '', year: '' };
  return { month: lightFormat(date, 'MM'), year: lightFormat(date, 'yyyy') };
}

export function fromVehicleDetailsTwoState(quote: QuoteState): VehicleDetailsTwoValues {
  const vehicle = quote.vehicleDetails;
  const assumptionAgree = assumptionAgreeOf(vehicle);
  return {
    value: vehicle.value > 0 ? numberText(vehicle.value) : '',
    vehiclePurchased: yesNoOf(vehicle.vehiclePurchased),
    datePurchased: monthYearOf(vehicle.datePurchased),
    legalOwner: proposerAnswer(vehicle.ownership),
    owner: vehicle.ownership === PROPOSER_CODE ? '' : textOf(vehicle.ownership),
    isRegisteredKeeper: proposerAnswer(vehicle.registeredKeeper),
    keeper: textOf(vehicle.registeredKeeper),
    vehicleUse: textOf(vehicle.vehicleUse),
    deliveryCompany: textOf(vehicle.deliveryCompany),
    annualMileage: numberText(vehicle.annualMileage),
    businessMileage: numberText(vehicle.businessMileage),
    keptOvernight: textOf(vehicle.vehicleOvernight),
    assumptionAgree,
    hasModifications: assumptionAgree === '' ? '' : yesNoOf(vehicle.modifications.length > 0),
    modifications: vehicle.modifications.map(fromModification),
    imported: yesNoOf(vehicle.isImported),
    countryOfRegistration: textOf(vehicle.countryOfRegistration),
    leftHandDrive: yesNoOf(vehicle.isLeftHandDrive),
  };
}
