/**
 * What the wizard's pages read of the journey (the address lookup's state), as selectors of a snapshot: the
 * views render these and never ask the chart for a state by name.
 */
import type { JourneySnapshot } from '../journey';
import type { PageMessage } from '../core/types';
import { factsOf } from '../core/context';
import { pagePaths } from '../session';
import { furthestStep } from './navigation';
import { wizardSteps, wizardStepPath } from './step-list';

/** What the wizard's pages compute with: the address fields' mode, cover start, progress and the steps. */
export { addressModeOf } from './address-lookup';
export {
  coverStartTimeOptions,
  earliestCoverStart,
  MINIMUM_COVER_LEAD_MINUTES,
  roundCoverStart,
} from './cover-start';
export type { StepId } from './navigation';
export type { StepAnswers } from './step-answers';
export { wizardGroups, wizardProgress, wizardStepForPath } from './step-list';

/** An address search or fetch is under way: the lookup's controls wait. */
export const isAddressLookupBusy = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ addressLookup: 'searching' }) ||
  snapshot.matches({ addressLookup: 'fetching' });

export const addressLookupOf = (snapshot: JourneySnapshot) => snapshot.context.addressLookup;

/** The message the wizard part's pages show, if one stands (a page never shows another part's). */
export const wizardMessageOf = (snapshot: JourneySnapshot): PageMessage | null =>
  snapshot.context.messages.wizard;

/**
 * Where "Return to your quote" leads from step 1 (issue #26, Back without losing your place): the quote's
 * results when it is priced (the router shows a comparison site's, a restart's or the duration panel at their
 * own addresses, without pricing again), else the furthest step reached; null when step 1 is as far as the
 * customer got, or the quote is bought.
 */
export function returnToQuotePathOf(snapshot: JourneySnapshot): string | null {
  const { context } = snapshot;
  const facts = factsOf(context);
  if (facts.boughtPage !== null) return null;
  if (facts.hasPurchasableResult) return pagePaths.results;
  const furthest = furthestStep(context.quote);
  if (furthest === 'vehicleDetails') return null;
  const step = wizardSteps.find((row) => row.id === furthest);
  return step ? wizardStepPath(step) : null;
}
