import {
  isUpdatingNcd,
  isUpdatingQuote,
  resultsFigures,
  resultsMessageOf,
  resultsPageOf,
} from '../../machines/results/view';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';

/** What the results page reads from the journey, and the events it sends. */
export function useResults(now: Date) {
  const journey = useJourney();
  const result = useJourneySelector((snapshot) => snapshot.context.result);
  const payment = useJourneySelector((snapshot) => snapshot.context.payment);
  const quote = useJourneySelector((snapshot) => snapshot.context.quote);
  const message = useJourneySelector(resultsMessageOf);
  const partner = useJourneySelector((snapshot) => snapshot.context.aggregator?.partner ?? null);
  const rerated = useJourneySelector((snapshot) => snapshot.context.rerated);
  const updating = useJourneySelector(isUpdatingQuote);
  const updatingNcd = useJourneySelector(isUpdatingNcd);
  return {
    result,
    payment,
    quote,
    message,
    partner,
    rerated,
    option: result.selectedOption,
    /** What the page shows of the chosen option; null until one is chosen. */
    page: result.selectedOption
      ? resultsPageOf({ quote, payment, message }, result.selectedOption)
      : null,
    updating,
    updatingNcd,
    ...resultsFigures({ quote, result, payment }, now),
    send: journey.send,
  };
}

export type ResultsView = ReturnType<typeof useResults>;
