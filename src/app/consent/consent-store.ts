/**
 * The visitor's cookie choice (spec 1 §1, §6): analytics and marketing, each off until accepted. The choice
 * itself is kept in local storage (strictly necessary: it is how the banner knows not to ask again) and can
 * be changed at any time from the footer's Cookie settings.
 */
import type { KeyValueStorage } from '../../../machines/session';

export const CONSENT_KEY = 'cookieConsent';
/** A change to what is asked raises the version, and every visitor is asked again. */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  /** Page views and field interactions, sent to the analytics data layer. */
  analytics: boolean;
  /** The campaign that brought the visitor, kept in local storage for 30 days (spec 1 §3, §9). */
  marketing: boolean;
}

export interface ConsentState {
  /** Null until the visitor has chosen. */
  choice: ConsentChoice | null;
  /** The banner is open on its settings view (from the banner itself or the footer). */
  settingsOpen: boolean;
}

export interface ConsentStore {
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
  choose(choice: ConsentChoice): void;
  openSettings(): void;
  closeSettings(): void;
}

/** The stored choice, read back untrusted: null unless it is this version's and says yes or no to each. */
function readChoice(storage: KeyValueStorage): ConsentChoice | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CONSENT_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { version, analytics, marketing } = stored as Record<string, unknown>;
    return version === CONSENT_VERSION &&
      typeof analytics === 'boolean' &&
      typeof marketing === 'boolean'
      ? { analytics, marketing }
      : null;
  } catch {
    return null;
  }
}

export function createConsentStore(
  storage: KeyValueStorage,
  now: () => Date = () => new Date(),
): ConsentStore {
  let state: ConsentState = { choice: readChoice(storage), settingsOpen: false };
  const listeners = new Set<() => void>();
  const update = (next: ConsentState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      try {
        storage.setItem(
          CONSENT_KEY,
          JSON.stringify({ version: CONSENT_VERSION, ...choice, decidedAt: now().toISOString() }),
        );
      } catch {
        // Storage refused: the choice holds for this visit, and the banner asks again next time.
      }
      update({ choice: { ...choice }, settingsOpen: false });
    },
    openSettings: () => update({ ...state, settingsOpen: true }),
    closeSettings: () => update({ ...state, settingsOpen: false }),
  };
}
