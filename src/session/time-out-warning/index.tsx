import { lazy, Suspense, useEffect } from 'react';
import { useJourneySelector } from '../../app/journey/journey-context';
import { isTimeOutWarningShown } from '../../../machines/session/view';

const loadWarning = () => import('./time-out-warning');
const TimeOutWarning = lazy(loadWarning);

/**
 * The warning's script is fetched a minute after the app starts, not when it is due thirteen minutes into
 * a pause: a phone offline by then, or a page left open across a release (whose scripts have new names),
 * could not fetch it then, and the failed fetch took the page down with it (the page's error in its place).
 */
export const WARNING_FETCHED_AFTER_MS = 60_000;

/** The idle time-out's warning, shown while the journey warns (machines/session/idle.ts). */
export function TimeOutWarningHost() {
  const warning = useJourneySelector(isTimeOutWarningShown);
  useEffect(() => {
    const fetchAhead = setTimeout(() => {
      loadWarning().catch(() => undefined);
    }, WARNING_FETCHED_AFTER_MS);
    return () => clearTimeout(fetchAhead);
  }, []);
  return warning ? (
    <Suspense fallback={null}>
      <TimeOutWarning />
    </Suspense>
  ) : null;
}
