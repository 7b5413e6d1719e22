import { canSaveQuote, saveButtonText } from '../../machines/session';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';

export interface SaveQuoteButtonProps {
  /** How it looks where it stands: a link beside a step's Continue, a secondary button in a dialog. */
  className?: string;
}

/**
 * Save my quote (issue #29): opens the dialog that saves the answers so far, on the pages that save (the
 * wizard's steps and the results) and nowhere else. Its time is the customer's activity: from the time-out
 * warning it carries on as Continue does.
 */
export function SaveQuoteButton({ className = 'link-button' }: SaveQuoteButtonProps) {
  const journey = useJourney();
  const offered = useJourneySelector(canSaveQuote);
  if (!offered) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => journey.send({ type: 'save.open', at: Date.now() })}
    >
      {saveButtonText.open}
    </button>
  );
}
