import { lazy, Suspense } from 'react';
import { useJourneySelector } from '../../app/journey/journey-context';

const TimeOutWarning = lazy(() => import('./time-out-warning'));

/** The idle time-out's warning, shown while the journey warns (machines/session/idle.ts). */
export function TimeOutWarningHost() {
  const warning = useJourneySelector((snapshot) => snapshot.matches({ idle: 'warning' }));
  return warning ? (
    <Suspense fallback={null}>
      <TimeOutWarning />
    </Suspense>
  ) : null;
}
