import { Suspense } from 'react';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { lazyFetchedAhead } from '../lazy-fetched-ahead';
import { useConsent, useConsentStore } from './consent-context';

/**
 * The banner's module, which the app fetches before its first drawing when the visitor has not chosen yet
 * (src/app/start.tsx): the banner is then drawn with the page, not after it (React shows a component that
 * suspends no sooner than 300 ms later, and on results the banner was the largest thing drawn).
 */
export const consentBanner = lazyFetchedAhead(() => import('./consent-banner'));
const ConsentBanner = consentBanner.Component;

/** The cookie banner, loaded when the visitor has not chosen yet or asks to change their choice. */
export function ConsentBannerHost() {
  const store = useConsentStore();
  const { choice, settingsOpen } = useConsent();
  if (store === null || (choice !== null && !settingsOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner store={store} />
    </Suspense>
  );
}

/** The footer's way back to the cookie choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const store = useConsentStore();
  if (store === null) return null;
  return (
    <button type="button" className={className} onClick={() => store.openSettings()}>
      {JOURNEY_TEXT.layout.cookieSettings}
    </button>
  );
}
