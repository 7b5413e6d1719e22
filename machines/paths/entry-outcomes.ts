/** The answers of the services behind the entry links: an aggregator quote, a restart and a reminder. */
import { JOURNEY_TEXT } from '../core/text';
import { anOutcome, aQuoteDetails, aThirtyDayOption } from '../testing/factories';
import {
  answers,
  fails,
  fault,
  outcomeSet,
  serverCodeOutcomes,
  serviceError,
  type ActorOutcome,
} from './actor-outcome';

/** A data-protection check's lock-out, as every check's outcomes name it. */
export const dpaLocked: [string, string] = [
  'locked',
  'five failed checks on the quote within 30 minutes',
];

/** A restart is quoted as a 30-day subscription, paid by card (spec 2 §2). */
const restartDetails = aQuoteDetails({
  metaData: { quoteRef: 'RST-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
  underwritingOutcome: anOutcome({ underwrittenOptions: [aThirtyDayOption()] }),
});
const reminderDetails = aQuoteDetails({
  metaData: { quoteRef: 'REM-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
});

/** The quote a retrieval finds: the customer typed it as Sam Carter (user-events.ts). */
const retrievedDetails = aQuoteDetails({
  metaData: { quoteRef: 'AGGQ-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
});

/** The same quote, its policy holder named `firstName`: the name the customer typed does not match it. */
function withFirstName(details: typeof retrievedDetails, firstName: string) {
  const { quoteDetails } = details;
  return {
    ...details,
    quoteDetails: {
      ...quoteDetails,
      proposerDetails: { ...quoteDetails.proposerDetails, firstName },
    },
  };
}

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

/** `details` as the underwriter left it: declined or referred, with no option to buy (spec 2 §3 Quote outcome). */
function unpurchasable(details: typeof retrievedDetails, outcome: 'Declined' | 'Referred') {
  return {
    ...details,
    underwritingOutcome: anOutcome({ outcome, underwrittenOptions: [] }),
  };
}

/**
 * A returning visitor's quote that cannot be bought: in the sandbox, a minted copy whose proposer's surname is
 * `Declined` or `Referred` (docs/fixtures.md), which the browser replays for the retrieval's check and a saved
 * quote's load. The reminder's check refuses such a quote (docs/decisions/0006-returning-visitors.md): the
 * browser has its answer's outcome set by a one-off fault. The restart's check cannot answer so in the browser
 * paths (machines/paths/exceptions.ts); the machine and view paths replay it.
 */
const unpurchasableOutcomes = (
  actor: 'restartDpaCheck' | 'reminderDpaCheck' | 'retrievalDpaCheck' | 'loadSavedQuote',
  details: typeof retrievedDetails,
) =>
  (['Declined', 'Referred'] as const).map((outcome) =>
    answers(
      actor,
      outcome.toLowerCase(),
      unpurchasable(details, outcome),
      actor === 'retrievalDpaCheck' || actor === 'loadSavedQuote'
        ? `surname ${outcome}`
        : actor === 'reminderDpaCheck'
          ? outcomeSet(outcome)
          : null,
    ),
  );

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
    'notFound',
    serviceError(404, JOURNEY_TEXT.service.errors.policyNotFound),
    'link /restart-policy?quoteRef=RST-UNKNOWN',
  ),
  ...serverCodeOutcomes('loadRestartPremium'),

  answers(
    'restartDpaCheck',
    'matched',
    restartDetails,
    'surname Restart, born 14/03/1988, SW1A 1AA, DL19 CAR',
  ),
  fails(
    'restartDpaCheck',
    'notFound',
    serviceError(404, JOURNEY_TEXT.service.errors.policyNotFound),
    'any other surname',
  ),
  ...unpurchasableOutcomes('restartDpaCheck', restartDetails),
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
    serviceError(404, JOURNEY_TEXT.service.errors.quoteNotFound),
    'any other surname',
  ),
  ...unpurchasableOutcomes('reminderDpaCheck', reminderDetails),
  ...serverCodeOutcomes('reminderDpaCheck', { labels: { QUOTE_LOCKED: dpaLocked } }),
  fails(
    'reminderDpaCheck',
    'ineligible',
    serviceError(409, 'QUOTE_INELIGIBLE', 'QUOTE_INELIGIBLE'),
    fault('reminderDpaCheck', 409, 'QUOTE_INELIGIBLE'),
  ),

  answers('readRetrieveQuoteStamp', 'none', null, 'a browser that has not seen a price'),
  fails(
    'readRetrieveQuoteStamp',
    'storage refused',
    new Error('The operation is insecure.'),
    'browser storage that refuses reads',
  ),
  answers(
    'readRetrieveQuoteStamp',
    'stale',
    { quoteRef: 'AGGQ-TEST-1', fresh: false },
    'a stamp for AGGQ-TEST-1 saved 31 minutes ago',
  ),
  answers(
    'readRetrieveQuoteStamp',
    'fresh',
    { quoteRef: 'AGGQ-TEST-1', fresh: true },
    'a stamp for AGGQ-TEST-1 saved a minute ago',
  ),
  answers('loadSavedQuote', 'loaded', retrievedDetails, 'quote AGGQ-TEST-1'),
  ...unpurchasableOutcomes('loadSavedQuote', retrievedDetails),
  ...serverCodeOutcomes('loadSavedQuote'),

  answers(
    'retrievalDpaCheck',
    'matched',
    retrievedDetails,
    'Sam Carter, born 03/09/1991, SW1A 1AA, DL19 CAR',
  ),
  answers(
    'retrievalDpaCheck',
    'another first name',
    withFirstName(retrievedDetails, 'Alex'),
    'first name typed as Sam for a quote of Alex',
  ),
  fails(
    'retrievalDpaCheck',
    'notFound',
    serviceError(404, JOURNEY_TEXT.service.errors.policyNotFound),
    'any other surname',
  ),
  ...unpurchasableOutcomes('retrievalDpaCheck', retrievedDetails),
  ...serverCodeOutcomes('retrievalDpaCheck', { labels: { QUOTE_LOCKED: dpaLocked } }),
];
