import { useEffect, useState } from 'react';

/** How long a wait lasts before it is shown: a quicker one would only flash. */
export const A_MOMENT_MS = 400;

/**
 * True once `waiting` has stayed true for a moment, false as soon as it is false: a wait is shown only when
 * the customer would otherwise wonder whether anything is happening.
 */
export function useAfterAMoment(waiting: boolean, ms: number = A_MOMENT_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setShown(true);
    }, ms);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [waiting, ms]);
  return waiting && shown;
}
