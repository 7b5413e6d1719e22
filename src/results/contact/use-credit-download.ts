/** The acceptance block's document downloads: the journey makes one at a time and says when one failed. */
import { useJourney, useJourneySelector } from '../../app/journey/journey-context';
import type { CreditDocumentKind } from '../../../machines/results';
import { creditDocumentsOf } from '../../../machines/results/view';

export type { CreditDocumentKind };

export function useCreditDownload() {
  const journey = useJourney();
  const downloading = useJourneySelector((snapshot) => creditDocumentsOf(snapshot).downloading);
  const downloadError = useJourneySelector((snapshot) => creditDocumentsOf(snapshot).downloadError);
  /** `today` is the agreement date the block shows, so the document says the same. */
  const download = (kind: CreditDocumentKind, today: Date) => {
    journey.send({ type: 'results.downloadCreditDocument', kind, today });
  };
  return { downloading, downloadError, download };
}
