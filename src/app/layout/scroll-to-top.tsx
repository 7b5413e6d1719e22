import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useJourney } from '../journey/journey-context';

const toTop = () => window.scrollTo(0, 0);

/**
 * Each new route, and so each wizard step, starts at the top of the page (spec 1 §2 Layout); so does a
 * page the journey asks to show from the top (an inline message above the fold).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const journey = useJourney();
  useEffect(() => {
    toTop();
  }, [pathname]);
  useEffect(() => {
    const subscription = journey.on('scrollToTop', toTop);
    return () => subscription.unsubscribe();
  }, [journey]);
  return null;
}
