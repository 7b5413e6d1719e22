/** What the frame around every page reads of the journey, as selectors of a snapshot. */
import type { JourneySnapshot } from '../journey';

import { IDLE_TIMEOUT_MS } from '../core/context';

/** How long the time-out warning counts down before the journey times out. */
export { IDLE_WARNING_MS } from '../core/context';

/** When the journey times out on the wall clock (epoch ms): 15 minutes after the last activity. */
export const timeOutDeadlineOf = (snapshot: JourneySnapshot): number =>
  snapshot.context.idleSince + IDLE_TIMEOUT_MS;

/** The idle time-out's warning is up (machines/session/idle.ts). */
export const isTimeOutWarningShown = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ idle: 'warning' });

/** A wait that covers the page (a check or a save under way): its controls wait (tag `overlay`). */
export const isPageCovered = (snapshot: JourneySnapshot): boolean => snapshot.hasTag('overlay');

/** The page's content is still being fetched (tag `loading`). */
export const isPageLoading = (snapshot: JourneySnapshot): boolean => snapshot.hasTag('loading');
