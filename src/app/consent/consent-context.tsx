import { createContext, use, useSyncExternalStore } from 'react';
import type { ConsentState, ConsentStore } from './consent-store';

/** The visitor's cookie choice, made once where the app starts (src/app/start.tsx). */
export const ConsentContext = createContext<ConsentStore | null>(null);

export function useConsentStore(): ConsentStore | null {
  return use(ConsentContext);
}

const undecided: ConsentState = { choice: null, settingsOpen: false };
const noop = () => () => undefined;

/** The cookie choice and whether its settings are open; undecided where the app gives no store (tests). */
export function useConsent(): ConsentState {
  const store = useConsentStore();
  const current = store ? () => store.getState() : () => undecided;
  // The same on the server: the build draws the pages customers land on (scripts/vite/first-screens.ts).
  return useSyncExternalStore(
    store ? (listener) => store.subscribe(listener) : noop,
    current,
    current,
  );
}
