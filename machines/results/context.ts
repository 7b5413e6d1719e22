/**
 * The results part's slice of the journey's context as it starts: the price and contact details restored, no
 * credit document being made.
 */
import type { PersistedJourney } from '../core/types';
import { initialContactState, initialResultState } from '../core/state';
import type { ResultsContext } from './types';

export function initialResultsContext(
  restored: PersistedJourney['data'] | undefined,
): ResultsContext {
  return {
    result: restored?.result ?? initialResultState(),
    contact: restored?.contact ?? initialContactState(),
    pendingContact: null,
    creditDocuments: { making: null, failed: null },
    extrasChoice: null,
    rerated: null,
  };
}
