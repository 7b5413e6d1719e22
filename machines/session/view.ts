/** What the frame around every page reads of the journey, as selectors of a snapshot. */
import type { JourneySnapshot } from '../journey';

/** How long the time-out warning counts down before the journey times out. */
export { IDLE_WARNING_MS } from '../core/context';

/** The idle time-out's warning is up (machines/session/idle.ts). */
export const isTimeOutWarningShown = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ idle: 'warning' });
