/**
 * Wizard step 5, more driver details: motoring convictions and claims, criminal convictions, refused cover,
 * other vehicles and additional drivers (spec 1 §5 Driver, spec 2 §5 Driver questionnaire).
 */
import * as v from 'valibot';
import type { DateInput } from '../../core/ages';
import type { StepAnswers } from '../step-answers';
import type { QuoteState } from '../../core/state';
import { booleanOf, requiredYesNo, yesNoOf, type Merge, type YesNo } from '../../core/fields';
import {
  emptyMotoringHistoryValues,
  fromMotoringHistory,
  motoringHistoryChecks,
  motoringHistoryEntries,
  toMotoringHistory,
  type MotoringHistoryValues,
} from './motoring-history';

export type DriverDetailsTwoValues = Merge<
  MotoringHistoryValues & {
    hasCriminalConvictions: YesNo;
    hasBeenRefusedCover: YesNo;
    accessToOtherVehicles: YesNo;
    hasAdditionalDriver: YesNo;
  }
>;

export interface DriverDetailsTwoContext {
  today: Date;
  /** The proposer's, as stored by the about-you step. */
  dateOfBirth: DateInput | null | undefined;
}

export const emptyDriverDetailsTwoValues = (): DriverDetailsTwoValues => ({
  ...emptyMotoringHistoryValues(),
  hasCriminalConvictions: '',
  hasBeenRefusedCover: '',
  accessToOtherVehicles: '',
  hasAdditionalDriver: '',
});

export function driverDetailsTwoSchema({ today, dateOfBirth }: DriverDetailsTwoContext) {
  return v.pipe(
    v.object({
      ...motoringHistoryEntries(),
      hasCriminalConvictions: requiredYesNo(),
      hasBeenRefusedCover: requiredYesNo(),
      accessToOtherVehicles: requiredYesNo(),
      hasAdditionalDriver: requiredYesNo(),
    }),
    ...motoringHistoryChecks<DriverDetailsTwoValues>(today, () => dateOfBirth ?? null),
  );
}

export function toDriverDetailsTwoAnswers(values: DriverDetailsTwoValues): StepAnswers {
  return {
    proposerDetails: {
      ...toMotoringHistory(values),
      hasCriminalConvictions: booleanOf(values.hasCriminalConvictions),
      hasBeenRefusedCover: booleanOf(values.hasBeenRefusedCover),
      accessToOtherVehicles: booleanOf(values.accessToOtherVehicles),
    },
    hasAdditionalDriver: booleanOf(values.hasAdditionalDriver),
  };
}

export function fromDriverDetailsTwoState(quote: QuoteState): DriverDetailsTwoValues {
  const proposer = quote.proposerDetails;
  return {
    ...fromMotoringHistory(proposer, quote.completedSteps.driverDetailsTwo),
    hasCriminalConvictions: yesNoOf(proposer.hasCriminalConvictions),
    hasBeenRefusedCover: yesNoOf(proposer.hasBeenRefusedCover),
    accessToOtherVehicles: yesNoOf(proposer.accessToOtherVehicles),
    hasAdditionalDriver: yesNoOf(quote.hasAdditionalDriver),
  };
}
