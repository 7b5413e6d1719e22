import { lazy, Suspense } from 'react';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { useConsent, useConsentStore } from './consent-context';

const ConsentBanner = lazy(() => import('./consent-banner'));

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
