/**
 * What the wizard's pages read of the journey (the address lookup's state), as selectors of a snapshot: the
 * views render these and never ask the chart for a state by name.
 */
import type { JourneySnapshot } from '../journey';
import type { PageMessage } from '../core/types';

/** What the wizard's pages compute with: the address fields' mode, cover start, progress and the steps. */
export { addressModeOf } from './address-lookup';
export { coverStartTimeOptions, roundCoverStart } from './cover-start';
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
