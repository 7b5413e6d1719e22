/** What the frame around every page reads of the journey, as selectors of a snapshot. */
import type { JourneySnapshot } from '../journey';

/** The idle time-out's warning is up (machines/session/idle.ts). */
export const isTimeOutWarningShown = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ idle: 'warning' });
