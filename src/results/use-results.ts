import type { JourneySnapshot } from '../../machines/journey';
import { isUnder18AtCoverStart } from '../../machines/core/ages';
import { quoteExpiryDays } from '../../machines/results/credit';
import { showCreditPanel } from '../../machines/results/rules';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';

/** The results states whose call blocks the page (spec 2 §4: 'Updating Quote...'). */
export const updatingOf = (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { results: 'buyNow' } }) ||
  snapshot.matches({ flow: { results: 'updatingRegistration' } });

export const updatingNcdOf = (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { results: 'updatingNcd' } });

/** What the results page reads from the journey, and the events it sends. */
export function useResults(now: Date) {
  const journey = useJourney();
  const result = useJourneySelector((snapshot) => snapshot.context.result);
  const payment = useJourneySelector((snapshot) => snapshot.context.payment);
  const quote = useJourneySelector((snapshot) => snapshot.context.quote);
  const message = useJourneySelector((snapshot) => snapshot.context.message);
  const partner = useJourneySelector((snapshot) => snapshot.context.aggregator?.partner ?? null);
  const updating = useJourneySelector(updatingOf);
  const updatingNcd = useJourneySelector(updatingNcdOf);
  const option = result.selectedOption;
  const { dateOfBirth } = quote.proposerDetails;
  const coverStart = quote.coverDetails.effectiveFrom;
  return {
    result,
    payment,
    quote,
    message,
    partner,
    option,
    updating,
    updatingNcd,
    expiryDays: result.expiryDate ? quoteExpiryDays(result.expiryDate, now) : null,
    isAdult: !isUnder18AtCoverStart(dateOfBirth, coverStart),
    creditPanel: showCreditPanel({ proposerDateOfBirth: dateOfBirth, coverStart, option }),
    send: journey.send,
  };
}

export type ResultsView = ReturnType<typeof useResults>;
