/** The session part's events: start-up, the router, idle, the home dialog and another tab's record. */
import type { PersistedJourney } from '../core/types';
import type { NavigationType } from './routing';

/** The events the session part answers. */
export type SessionEvent =
  | { type: 'boot.retry' }
  | { type: 'route.changed'; pathname: string; search: string; navigationType: NavigationType }
  | { type: 'idle.activity' }
  | { type: 'idle.timedOut' }
  | { type: 'journey.reset' }
  | { type: 'header.logoClicked' }
  | { type: 'homeDialog.stay' }
  | { type: 'homeDialog.leave' }
  | { type: 'sync.external'; snapshot: PersistedJourney };
