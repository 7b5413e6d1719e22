import { lazy, Suspense } from 'react';
import { useJourneySelector } from '../../app/journey/journey-context';
import { isTimeOutWarningShown } from '../../../machines/session/view';

const TimeOutWarning = lazy(() => import('./time-out-warning'));

/** The idle time-out's warning, shown while the journey warns (machines/session/idle.ts). */
export function TimeOutWarningHost() {
  const warning = useJourneySelector(isTimeOutWarningShown);
  return warning ? (
    <Suspense fallback={null}>
      <TimeOutWarning />
    </Suspense>
  ) : null;
}
