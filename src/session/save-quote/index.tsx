import { partFetchedAhead } from '../../app/part-fetched-ahead';
import { useJourney, useJourneySelector } from '../../app/journey/journey-context';
// Without its style sheet: Save my quote is offered on the wizard's steps, results and the time-out warning,
// whose scripts load it (src/ui/info-dialog-frame.tsx).
import { InfoDialog } from '../../ui/info-dialog-frame';
import { saveQuoteStatusOf } from '../../../machines/session/view';
import { saveDialogFrameText as text } from '../../../machines/session/save-button-text';

/** The dialog's script, fetched a minute into the page (src/app/part-fetched-ahead.tsx). */
const dialog = partFetchedAhead(() => import('./save-quote-dialog'));

/**
 * Save my quote's dialog (issue #29), shown while the journey's `saveQuote` region is not closed. Where its
 * script cannot be had, the dialog says the quote could not be saved and that the answers are still here;
 * the page stays as it was, and the next Save my quote fetches the script again.
 */
export function SaveQuoteHost() {
  const journey = useJourney();
  const open = useJourneySelector((snapshot) => saveQuoteStatusOf(snapshot) !== 'closed');
  dialog.useFetchedAhead();
  if (!open) return null;
  const close = () => journey.send({ type: 'save.close' });
  return (
    <dialog.Part
      fallback={
        <InfoDialog title={text.title} closeLabel={text.close} onClose={close}>
          <p>{text.failed}</p>
        </InfoDialog>
      }
    />
  );
}
