/**
 * Wizard step 2, more about the vehicle: value, purchase, ownership, use, mileage, where it is kept and the
 * assumptions (spec 1 §5 Vehicle, spec 2 §5 Vehicle questionnaire and Modification form).
 */
import { addDays, format, getYear, isAfter, startOfMonth } from 'date-fns';
import * as v from 'valibot';
import { toKnownDate } from '../rules/ages';
import type { StepAnswers } from '../rules/step-answers';
import type { Modification } from '../state/contract';
import { UNSET_DATE, type QuoteState, type VehicleState } from '../state/journey-state';
import {
  booleanOf,
  isFilled,
  numberOf,
  numberOrNull,
  numberProblem,
  numberText,
  parseNumber,
  requiredOption,
  requiredYesNo,
  rule,
  textOf,
  textOrNull,
  yesNo,
  yesNoOf,
  type Problem,
  type YesNo,
} from './fields';
import {
  ANSWER_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
} from './messages';

export const VEHICLE_VALUE_REQUIRED_MESSAGE = 'Please enter the value of the vehicle';
export const VEHICLE_VALUE_POSITIVE_MESSAGE = 'The value of the vehicle must be more than £0';
export const VEHICLE_VALUE_MAXIMUM_MESSAGE = "Value can't greater than £1,000,000";
export const PURCHASE_DATE_REQUIRED_MESSAGE = 'Please enter the month and year of purchase';
export const PURCHASE_DATE_FUTURE_MESSAGE =
  'We cannot insure a vehicle that you have not yet purchased';
export const PURCHASE_BEFORE_MANUFACTURE_MESSAGE =
  'The year of purchase cannot be before the year the vehicle was made';
export const ANNUAL_MILEAGE_REQUIRED_MESSAGE = 'Please enter your annual mileage';
export const BUSINESS_MILEAGE_REQUIRED_MESSAGE = 'Please enter your business mileage';
export const MILEAGE_MINIMUM_MESSAGE = 'Mileage must be at least 1 mile';
export const MODIFICATIONS_REQUIRED_MESSAGE = 'Please add at least one modification';
export const MODIFICATIONS_MAXIMUM_MESSAGE = 'You can add up to 5 modifications';
export const MODIFICATION_VALUE_REQUIRED_MESSAGE = 'Please enter the value of the modification';
export const MODIFICATION_VALUE_MINIMUM_MESSAGE =
  'The value of the modification must be at least £1';

/** spec 1 §9. */
export const MAXIMUM_VEHICLE_VALUE = 1_000_000;
export const MAXIMUM_MODIFICATIONS = 5;
export const PURCHASE_DATE_LEAD_DAYS = 30;

/** The vehicleUses codes that are business use (business mileage is then asked). */
export const BUSINESS_USE_CODES = ['BUS1', 'BUS2', 'BUS3'] as const;

export const isBusinessUse = (vehicleUse: string | null | undefined): boolean =>
  BUSINESS_USE_CODES.some((code) => code === vehicleUse);

/** The code of the proposer in the ownership and keeper lists. */
export const PROPOSER_CODE = 'P';

// A modification (the modifications editor adds, edits and removes these)

export type ModificationValues = {
  modificationCode: string;
  value: string;
  isForMedicalReasons: YesNo;
  isCurrentInsurerNotified: boolean;
};

export const emptyModificationValues = (): ModificationValues => ({
  modificationCode: '',
  value: '',
  isForMedicalReasons: '',
  isCurrentInsurerNotified: false,
});

export const modificationSchema = v.object({
  modificationCode: requiredOption(),
  value: v.pipe(
    v.string(),
    rule((value: string) =>
      numberProblem(
        value,
        {
          required: MODIFICATION_VALUE_REQUIRED_MESSAGE,
          minimum: MODIFICATION_VALUE_MINIMUM_MESSAGE,
        },
        1,
      ),
    ),
  ),
  isForMedicalReasons: requiredYesNo(),
  isCurrentInsurerNotified: v.boolean(),
});

export function toModification(values: ModificationValues): Modification {
  return {
    modificationCode: values.modificationCode,
    value: numberOf(values.value),
    isForMedicalReasons: values.isForMedicalReasons === 'yes',
    isCurrentInsurerNotified: values.isCurrentInsurerNotified,
  };
}

export function fromModification(modification: Modification): ModificationValues {
  return {
    modificationCode: modification.modificationCode,
    value: numberText(modification.value),
    isForMedicalReasons: yesNoOf(modification.isForMedicalReasons),
    isCurrentInsurerNotified: modification.isCurrentInsurerNotified,
  };
}

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

const vehicleValueProblem: Problem<string> = (value) => {
  if (!isFilled(value)) return VEHICLE_VALUE_REQUIRED_MESSAGE;
  const amount = parseNumber(value);
  if (amount === null) return NUMBER_INVALID_MESSAGE;
  if (amount <= 0) return VEHICLE_VALUE_POSITIVE_MESSAGE;
  return amount > MAXIMUM_VEHICLE_VALUE ? VEHICLE_VALUE_MAXIMUM_MESSAGE : null;
};

const MONTH = /^(?:0?[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

export function monthOf({ month, year }: MonthYear): Date | null {
  if (!MONTH.test(month.trim()) || !YEAR.test(year.trim())) return null;
  return new Date(Number(year), Number(month) - 1, 1);
}

/** spec 1 §5, spec 2 §5: asked when purchased; not after the month 30 days from today, nor before manufacture. */
function purchaseDateProblem({ today, yearOfManufacture }: VehicleDetailsTwoContext) {
  return ({ vehiclePurchased, datePurchased }: VehicleDetailsTwoValues): string | null => {
    if (vehiclePurchased !== 'yes') return null;
    if (!isFilled(datePurchased.month) || !isFilled(datePurchased.year)) {
      return PURCHASE_DATE_REQUIRED_MESSAGE;
    }
    const month = monthOf(datePurchased);
    if (month === null) return DATE_INVALID_MESSAGE;
    const latest = startOfMonth(addDays(today, PURCHASE_DATE_LEAD_DAYS));
    if (isAfter(month, latest)) return PURCHASE_DATE_FUTURE_MESSAGE;
    return yearOfManufacture !== null && getYear(month) < yearOfManufacture
      ? PURCHASE_BEFORE_MANUFACTURE_MESSAGE
      : null;
  };
}

const required =
  (applies: (values: VehicleDetailsTwoValues) => boolean, message: string) =>
  (field: (values: VehicleDetailsTwoValues) => string): Problem<VehicleDetailsTwoValues> =>
  (values) =>
    applies(values) && !isFilled(field(values)) ? message : null;

const notLegalOwner = (values: VehicleDetailsTwoValues) => values.legalOwner === 'no';
const notRegisteredKeeper = (values: VehicleDetailsTwoValues) =>
  values.legalOwner === 'no' || values.isRegisteredKeeper === 'no';
const assumptionsRejected = (values: VehicleDetailsTwoValues) => values.assumptionAgree === 'no';

const ownerProblem = required(notLegalOwner, OPTION_REQUIRED_MESSAGE)((values) => values.owner);
const keeperProblem = required(
  notRegisteredKeeper,
  OPTION_REQUIRED_MESSAGE,
)((values) => values.keeper);
const assumptionAnswerProblem = (field: (values: VehicleDetailsTwoValues) => YesNo) =>
  required(assumptionsRejected, ANSWER_REQUIRED_MESSAGE)(field);

const businessMileageProblem: Problem<VehicleDetailsTwoValues> = (values) =>
  isBusinessUse(values.vehicleUse)
    ? numberProblem(
        values.businessMileage,
        { required: BUSINESS_MILEAGE_REQUIRED_MESSAGE, minimum: MILEAGE_MINIMUM_MESSAGE },
        1,
      )
    : null;

const modificationsProblem: Problem<VehicleDetailsTwoValues> = (values) => {
  if (values.assumptionAgree !== 'no' || values.hasModifications !== 'yes') return null;
  if (values.modifications.length === 0) return MODIFICATIONS_REQUIRED_MESSAGE;
  return values.modifications.length > MAXIMUM_MODIFICATIONS ? MODIFICATIONS_MAXIMUM_MESSAGE : null;
};

const countryProblem: Problem<VehicleDetailsTwoValues> = (values) =>
  values.assumptionAgree === 'no' &&
  values.imported === 'yes' &&
  !isFilled(values.countryOfRegistration)
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
            { required: ANNUAL_MILEAGE_REQUIRED_MESSAGE, minimum: MILEAGE_MINIMUM_MESSAGE },
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

const codeOrProposer = (isProposer: YesNo, code: string): string | null =>
  isProposer === 'yes' ? PROPOSER_CODE : textOrNull(code);

/**
 * Confirmed assumptions mean no modifications, not imported and right-hand drive; answers hidden by an
 * earlier one are dropped.
 */
export function toVehicleDetailsTwoAnswers(values: VehicleDetailsTwoValues): StepAnswers {
  const purchased = values.vehiclePurchased === 'yes';
  const month = monthOf(values.datePurchased);
  const assumed = values.assumptionAgree === 'yes';
  const imported = !assumed && values.imported === 'yes';
  const modified = !assumed && values.hasModifications === 'yes';
  return {
    vehicleDetails: {
      value: numberOf(values.value),
      vehiclePurchased: booleanOf(values.vehiclePurchased),
      datePurchased: purchased && month !== null ? format(month, 'yyyy-MM-dd') : UNSET_DATE,
      ownership: codeOrProposer(values.legalOwner, values.owner),
      registeredKeeper: codeOrProposer(values.isRegisteredKeeper, values.keeper),
      vehicleUse: textOrNull(values.vehicleUse),
      deliveryCompany: textOrNull(values.deliveryCompany),
      annualMileage: numberOrNull(values.annualMileage),
      businessMileage: isBusinessUse(values.vehicleUse)
        ? numberOrNull(values.businessMileage)
        : null,
      vehicleOvernight: textOrNull(values.keptOvernight),
      modifications: modified ? values.modifications.map(toModification) : [],
      isImported: assumed ? false : booleanOf(values.imported),
      countryOfRegistration: imported ? textOrNull(values.countryOfRegistration) : null,
      isLeftHandDrive: assumed ? false : booleanOf(values.leftHandDrive),
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
  return { month: format(date, 'MM'), year: format(date, 'yyyy') };
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
