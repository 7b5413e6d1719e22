import { useEffect, useState } from 'react';
import { useJourney } from '../app/journey/journey-context';

/**
 * The journey's toasts (spec 2 §4: the re-rate message, 3 seconds at bottom centre), announced politely so a
 * screen reader hears it without losing its place.
 */
export function JourneyToast() {
  const journey = useJourney();
  const [toast, setToast] = useState<{ message: string; durationMs: number; id: number } | null>(
    null,
  );
  useEffect(() => {
    let id = 0;
    const subscription = journey.on('toast', ({ message, durationMs }) => {
      id += 1;
      setToast({ message, durationMs, id });
    });
    return () => subscription.unsubscribe();
  }, [journey]);
  useEffect(() => {
    if (!toast) return undefined;
    const timer = window.setTimeout(() => setToast(null), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <div className="journey-toast" role="status" aria-live="polite">
      {toast && <p className="journey-toast__message">{toast.message}</p>}
    </div>
  );
}
