/** The answers of the services behind the entry links: an aggregator quote, a restart and a reminder. */
import { TEXT } from '../text';
import { aQuoteDetails } from '../testing/factories';
import {
  answers,
  fails,
  serverCodeOutcomes,
  serviceError,
  type ActorOutcome,
} from './actor-outcome';

const dpaLocked: [string, string] = ['locked', 'five failed checks on the quote within 30 minutes'];

const restartDetails = aQuoteDetails({
  metaData: { quoteRef: 'RST-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
});
const reminderDetails = aQuoteDetails({
  metaData: { quoteRef: 'REM-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
});

/** A price-comparison quote whose vehicle has no registration yet: it cannot be bought until one is given. */
const withoutRegistration = (() => {
  const details = aQuoteDetails();
  const { quoteDetails } = details;
  return {
    ...details,
    quoteDetails: {
      ...quoteDetails,
      vehicleDetails: { ...quoteDetails.vehicleDetails, registration: '' },
    },
  };
})();

export const entryOutcomes: readonly ActorOutcome[] = [
  answers(
    'loadAggregatorQuote',
    'loaded',
    aQuoteDetails(),
    'link /pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1',
  ),
  answers('loadAggregatorQuote', 'loadedWithoutRegistration', withoutRegistration, null),
  ...serverCodeOutcomes('loadAggregatorQuote', {
    labels: {
      QUOTE_EXPIRED: ['expired', 'token AGG-EXPIRED'],
      QUOTE_ALREADY_TAKEN_UP: ['takenUp', 'token AGG-TAKEN'],
    },
  }),

  answers(
    'loadRestartPremium',
    'loaded',
    {
      quoteReference: 'RST-TEST-1',
      policyTermType: 'ThirtyDay',
      premium: { amount: 133.51, currency: 'GBP' },
    },
    'link /restart-policy?quoteRef=RST-TEST-1',
  ),
  fails(
    'loadRestartPremium',
    'failed',
    serviceError(404, TEXT.service.errors.policyNotFound),
    'link /restart-policy?quoteRef=RST-UNKNOWN',
  ),

  answers(
    'restartDpaCheck',
    'matched',
    restartDetails,
    'surname Restart, born 14/03/1988, SW1A 1AA, DL19 CAR',
  ),
  fails(
    'restartDpaCheck',
    'notFound',
    serviceError(404, TEXT.service.errors.policyNotFound),
    'any other surname',
  ),
  ...serverCodeOutcomes('restartDpaCheck', { labels: { QUOTE_LOCKED: dpaLocked } }),

  answers(
    'reminderDpaCheck',
    'matched',
    reminderDetails,
    'surname Reminder, born 22/07/1990, SW1A 1AA',
  ),
  fails(
    'reminderDpaCheck',
    'notFound',
    serviceError(404, TEXT.service.errors.quoteNotFound),
    'any other surname',
  ),
  ...serverCodeOutcomes('reminderDpaCheck', { labels: { QUOTE_LOCKED: dpaLocked } }),
];
