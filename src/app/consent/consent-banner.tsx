import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { consentText } from '../../../machines/session';
import type { ConsentChoice, ConsentStore } from './consent-store';
import './consent.css';

const text = consentText;

/**
 * The cookie banner: accept all, reject non-essential, or choose in its settings view. It sits at the foot of
 * the window without covering the page: the page keeps room below its content, and scrolling to a control
 * (the wizard's Continue) stops above the banner. Not modal: the customer may go on with their quote first;
 * nothing non-essential is stored or sent until they choose.
 */
export default function ConsentBanner({ store }: { store: ConsentStore }) {
  const { choice, settingsOpen } = store.getState();
  const bannerRef = useRef<HTMLElement>(null);
  const titleId = useId();
  useKeepRoomForBanner(bannerRef);
  useReturnFocusOnClose(bannerRef);

  const choose = (next: ConsentChoice) => store.choose(next);

  return (
    <section ref={bannerRef} className="consent-banner" aria-labelledby={titleId}>
      <div className="consent-banner__inner">
        {settingsOpen ? (
          <ConsentSettings
            titleId={titleId}
            initial={choice ?? { analytics: false, marketing: false }}
            onSave={choose}
            onCancel={choice === null ? null : () => store.closeSettings()}
          />
        ) : (
          <>
            <h2 id={titleId} className="consent-banner__title">
              {text.title}
            </h2>
            <p>{text.intro}</p>
            <p>{text.ask}</p>
            <div className="consent-banner__actions">
              <button
                type="button"
                className="button"
                onClick={() => choose({ analytics: true, marketing: true })}
              >
                {text.acceptAll}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => choose({ analytics: false, marketing: false })}
              >
                {text.rejectAll}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => store.openSettings()}
              >
                {JOURNEY_TEXT.layout.cookieSettings}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function ConsentSettings({
  titleId,
  initial,
  onSave,
  onCancel,
}: {
  titleId: string;
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
  onCancel: (() => void) | null;
}) {
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [marketing, setMarketing] = useState(initial.marketing);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const analyticsHint = useId();
  const marketingHint = useId();

  // Opened from a button (the banner's or the footer's): the customer is taken to the choice, without the
  // page behind the banner moving.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <form
      className="consent-settings"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ analytics, marketing });
      }}
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="consent-banner__title">
        {text.settingsTitle}
      </h2>
      <p>{text.essential}</p>
      <div className="consent-settings__option">
        <input
          id={`${titleId}-analytics`}
          type="checkbox"
          checked={analytics}
          aria-describedby={analyticsHint}
          onChange={(event) => setAnalytics(event.target.checked)}
        />
        <label htmlFor={`${titleId}-analytics`}>{text.analyticsLabel}</label>
        <p id={analyticsHint} className="consent-settings__hint">
          {text.analyticsHint}
        </p>
      </div>
      <div className="consent-settings__option">
        <input
          id={`${titleId}-marketing`}
          type="checkbox"
          checked={marketing}
          aria-describedby={marketingHint}
          onChange={(event) => setMarketing(event.target.checked)}
        />
        <label htmlFor={`${titleId}-marketing`}>{text.marketingLabel}</label>
        <p id={marketingHint} className="consent-settings__hint">
          {text.marketingHint}
        </p>
      </div>
      <div className="consent-banner__actions">
        <button type="submit" className="button">
          {text.save}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {text.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The page keeps room below its content for the banner, and scrolling into view stops above it. The banner's
 * height comes from a ResizeObserver, whose first report arrives with the frame that draws the banner: reading
 * it as the banner mounts would lay the whole page out inside the app's first render.
 */
function useKeepRoomForBanner(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!banner) return undefined;
    const keepRoom = (height: number) =>
      root.style.setProperty('--consent-banner-height', `${Math.ceil(height)}px`);
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'undefined') keepRoom(banner.offsetHeight);
    else {
      observer = new ResizeObserver(([entry]) => {
        const box = entry?.borderBoxSize[0];
        if (box) keepRoom(box.blockSize);
      });
      observer.observe(banner);
    }
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, [ref]);
}

/**
 * When the banner closes with focus inside it, focus goes back to what opened it (the footer's Cookie
 * settings) or, on a first visit, to the page's main content, rather than being lost.
 */
function useReturnFocusOnClose(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const banner = ref.current;
    const openedFrom = document.activeElement;
    return () => {
      if (!banner) return;
      if (!banner.contains(document.activeElement) && document.activeElement !== document.body)
        return;
      const target =
        openedFrom instanceof HTMLElement &&
        openedFrom !== document.body &&
        openedFrom.isConnected &&
        !banner.contains(openedFrom)
          ? openedFrom
          : document.getElementById('main-content');
      target?.focus({ preventScroll: true });
    };
  }, [ref]);
}
