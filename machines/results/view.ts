/**
 * What the results pages read of the journey, as selectors of a snapshot: the views render these and never
 * ask the chart for a state by name, nor apply a rule themselves.
 */
import type { JourneySnapshot } from '../journey';
import type { PageMessage } from '../core/types';
import { isUnder18AtCoverStart } from '../core/ages';
import type { QuoteState, ResultState } from '../core/state';
import { quoteExpiryDays } from './credit';
import type { JourneyContext } from '../core/types';
import { acceptanceBlock, showCreditPanel } from './rules';

/** The results states whose call blocks the page (spec 2 §4: 'Updating Quote...'). */
export const isUpdatingQuote = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { results: 'buyNow' } }) ||
  snapshot.matches({ flow: { results: 'updatingRegistration' } });

/** The no-claims protection choice is being priced. */
export const isUpdatingNcd = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { results: 'updatingNcd' } });

/** Buy Now is saving the contact details. */
export const isSavingContact = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { results: 'buyNow' } });

/** The first payment date is being asked for (the loan agreement commences on it). */
export const isLoadingPaymentDate = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { results: 'loadingPaymentDate' } });

/** The 30-day offer made at Buy Now is showing (spec 2 §4). */
export const isThirtyDayOfferShown = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: 'thirtyDayQuote' });

/** The figures the results page states beside the price: the quote's expiry, the adult checks, the credit panel. */
export function resultsFigures(quote: QuoteState, result: ResultState, now: Date) {
  const option = result.selectedOption;
  const { dateOfBirth } = quote.proposerDetails;
  const coverStart = quote.coverDetails.effectiveFrom;
  return {
    expiryDays: result.expiryDate ? quoteExpiryDays(result.expiryDate, now) : null,
    isAdult: !isUnder18AtCoverStart(dateOfBirth, coverStart),
    creditPanel: showCreditPanel({ proposerDateOfBirth: dateOfBirth, coverStart, option }),
  };
}

/** What the acceptance block states for the chosen option (spec 2 §2 Acceptance block): built once, here. */
export function acceptanceBlockOf({ quote, result, payment }: JourneyContext) {
  return acceptanceBlock({
    proposerDateOfBirth: quote.proposerDetails.dateOfBirth,
    coverStart: quote.coverDetails.effectiveFrom,
    option: result.selectedOption,
    selectedPaymentMethod: payment.selectedPaymentMethod,
  });
}

/** The message the results part's pages show, if one stands (a page never shows another part's). */
export const resultsMessageOf = (snapshot: JourneySnapshot): PageMessage | null =>
  snapshot.context.messages.results;
