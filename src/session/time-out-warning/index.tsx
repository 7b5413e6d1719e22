import { partFetchedAhead } from '../../app/part-fetched-ahead';
import { useJourneySelector } from '../../app/journey/journey-context';
import { isTimeOutWarningShown } from '../../../machines/session/view';

/**
 * The warning's script, fetched a minute into the page rather than when the warning is due thirteen minutes
 * into a pause: a phone offline by then, or a page left open across a release, could not fetch it then.
 */
const warning = partFetchedAhead(() => import('./time-out-warning'));

/**
 * The idle time-out's warning, shown while the journey warns (machines/session/idle.ts). Where its script
 * cannot be had, nothing is shown in its place: the customer's page stays, and the time-out still comes.
 */
export function TimeOutWarningHost() {
  const shown = useJourneySelector(isTimeOutWarningShown);
  warning.useFetchedAhead();
  return shown ? <warning.Part fallback={null} /> : null;
}
