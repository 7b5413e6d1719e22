import { lazy, Suspense } from 'react';
import { useJourneySelector } from '../../app/journey/journey-context';
import { saveQuoteStatusOf } from '../../../machines/session/view';

const SaveQuoteDialog = lazy(() => import('./save-quote-dialog'));

/** Save my quote's dialog (issue #29), shown while the journey's `saveQuote` region is not closed. */
export function SaveQuoteHost() {
  const open = useJourneySelector((snapshot) => saveQuoteStatusOf(snapshot) !== 'closed');
  return open ? (
    <Suspense fallback={null}>
      <SaveQuoteDialog />
    </Suspense>
  ) : null;
}
