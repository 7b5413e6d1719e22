import { createContext, use, useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import type { JourneySnapshot } from '../../../machines/journey';
import { normalisePath } from '../../../machines/session';
import { useJourney, useJourneySelector } from './journey-context';

export const IDLE_ACTIVITY_THROTTLE_MS = 10_000;

const samePath = (a: string, b: string) => normalisePath(a) === normalisePath(b);

const journeyLocation = (snapshot: JourneySnapshot) => snapshot.context.location;

/**
 * The one bridge between the router and the journey: the browser's navigations are reported to the journey,
 * and the browser is moved to wherever the journey says it is.
 */
export function RouteSync() {
  const journey = useJourney();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const shown = useJourneySelector(journeyLocation);
  const reportedKey = useRef<string | null>(null);
  const lastRedirect = useRef<{ fromKey: string; path: string } | null>(null);

  const showJourneyLocation = useEffectEvent((target: { path: string; replace: boolean }) => {
    if (target.path === '' || samePath(target.path, location.pathname)) return;
    const redirect = lastRedirect.current;
    if (redirect?.fromKey === location.key && redirect.path === target.path) return;
    lastRedirect.current = { fromKey: location.key, path: target.path };
    void navigate(target.path, { replace: target.replace });
  });

  const reportLocation = useEffectEvent(() => {
    if (reportedKey.current === location.key) return;
    const isFirst = reportedKey.current === null;
    reportedKey.current = location.key;
    // A navigation of the customer's own (Back to an entry redirected from before) may be redirected again.
    lastRedirect.current = null;
    const { location: before, entryUrl } = journey.getSnapshot().context;
    // The page the app opened at is routed by the journey itself as it starts (its `entryUrl`): reporting it
    // again would follow an entry link twice once the journey has moved on (a comparison site's quote loaded).
    if (
      isFirst &&
      (samePath(before.path, location.pathname) ||
        entryUrl === `${location.pathname}${location.search}`)
    )
      return;
    journey.send({
      type: 'route.changed',
      pathname: location.pathname,
      search: location.search,
      // The page the app opened at is an entry, not a step back through history.
      navigationType: isFirst ? 'PUSH' : navigationType,
    });
    const after = journey.getSnapshot().context.location;
    // The journey ignored the navigation: the browser goes back to what it shows.
    if (after === before) showJourneyLocation({ path: after.path, replace: true });
  });

  useEffect(() => {
    reportLocation();
  }, [location]);

  useEffect(() => {
    // The latest location, not the rendered one: a report sent this commit may already have moved the journey.
    showJourneyLocation(journey.getSnapshot().context.location);
  }, [journey, shown]);

  return null;
}

/**
 * The journey has moved on and the browser has not yet shown its page (the next page's script is still
 * arriving: the router shows it in a transition, keeping the page before on screen). The page before is then
 * no longer the journey's, so the layout makes it inert: a press on it would go to a page the journey left.
 */
export function usePageChanging(): boolean {
  const location = useLocation();
  const shown = useJourneySelector(journeyLocation);
  return shown.path !== '' && !samePath(shown.path, location.pathname);
}

/**
 * How user activity is reported; the app start gives one that also tells the journey's other tabs
 * (`immediately`: at once, however recently they were told).
 */
export type ReportActivity = (options?: { immediately?: boolean }) => void;
export const ActivityReporterContext = createContext<ReportActivity | null>(null);

/** Keys and clicks inside an element with this attribute are not activity (the time-out warning's own). */
export const NOT_ACTIVITY_ATTRIBUTE = 'data-not-activity';

const isActivity = (event: Event) =>
  !(event.target instanceof Element && event.target.closest(`[${NOT_ACTIVITY_ATTRIBUTE}]`));

/**
 * Tells the journey the customer is still there (it warns after 13 idle minutes and times out after 15), and
 * what time it is when the page wakes or is shown again: a phone asleep past the time-out meets it at once.
 */
export function useIdleActivity(throttleMs: number = IDLE_ACTIVITY_THROTTLE_MS) {
  const journey = useJourney();
  const reporter = use(ActivityReporterContext);
  useEffect(() => {
    let lastSent = Number.NEGATIVE_INFINITY;
    const onActivity = (event: Event) => {
      if (!isActivity(event)) return;
      const now = Date.now();
      if (now - lastSent < throttleMs) return;
      lastSent = now;
      if (reporter) reporter();
      else journey.send({ type: 'idle.activity', at: now });
    };
    const onWake = () => {
      if (document.visibilityState === 'visible')
        journey.send({ type: 'idle.clockCheck', at: Date.now() });
    };
    window.addEventListener('pointerdown', onActivity, { capture: true, passive: true });
    window.addEventListener('keydown', onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('pageshow', onWake);
    window.addEventListener('focus', onWake);
    return () => {
      window.removeEventListener('pointerdown', onActivity, { capture: true });
      window.removeEventListener('keydown', onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('pageshow', onWake);
      window.removeEventListener('focus', onWake);
    };
  }, [journey, reporter, throttleMs]);
}
