/** The answers of the services that price a quote and change it on the results page. */
import {
  aCollectionOption,
  aDirectDebitOption,
  anOption,
  anOutcome,
  aQuoteResult,
  aThirtyDayOption,
} from '../testing/factories';
import { JOURNEY_TEXT } from '../core/text';
import { UNSET_DATE } from '../core/state';
import {
  answers,
  fails,
  fault,
  outcomeSet,
  serverCodeOutcomes,
  serviceError,
  type ActorOutcome,
} from './actor-outcome';

const notFullyPriced = aQuoteResult({ isLatestFullyPricedQuote: false });
/** A direct quote with its end open is priced for both durations sold: the duration panel asks which. */
const bothDurations = anOutcome({ underwrittenOptions: [anOption(), aThirtyDayOption()] });
const quotedForBoth = aQuoteResult({ underwritingOutcome: bothDurations });
// The term start not given: the contract's unset date (machines/core/state.ts UNSET_DATE), as the sandbox's
// Nostart fixture sends it.
const withoutTermStart = aQuoteResult({
  underwritingOutcome: anOutcome({
    underwrittenOptions: [anOption({ effectiveFrom: `${UNSET_DATE}T00:00:00.000Z` })],
  }),
});
const thirtyDayOutcome = anOutcome({ underwritingOutcomeResponseId: 'UOR-30' });
const withoutDeposit = aQuoteResult({
  underwritingOutcome: anOutcome({
    underwrittenOptions: [
      anOption({
        paymentCollectionOptions: [
          aCollectionOption(),
          aDirectDebitOption({ upFrontAmount: { amount: 0, currency: 'GBP' } }),
        ],
      }),
    ],
  }),
});

const savedContact = {
  hasPriceChanged: false,
  optionId: 'OPT-1',
  underwritingOutcomeResponseId: 'UOR-2',
};

export const resultsOutcomes: readonly ActorOutcome[] = [
  // A new direct quote is priced for both durations (the panel); the Annual fixture's risk for annual cover alone.
  answers('generateQuote', 'quoted', quotedForBoth, 'surname Carter'),
  answers('generateQuote', 'quotedAnnualOnly', aQuoteResult(), 'surname Annual'),
  answers(
    'generateQuote',
    'quotedNotFullyPriced',
    aQuoteResult({ isLatestFullyPricedQuote: false, underwritingOutcome: bothDurations }),
    'surname Rerate',
  ),
  // Priced again: for the duration chosen (or the one a loaded quote has), or both while the end is open.
  answers('rateExistingQuote', 'quoted', aQuoteResult(), 'annual cover chosen'),
  answers(
    'rateExistingQuote',
    'quotedThirtyDay',
    aQuoteResult({ underwritingOutcome: anOutcome({ underwrittenOptions: [aThirtyDayOption()] }) }),
    'thirty-day cover chosen',
  ),
  answers(
    'rateExistingQuote',
    'quotedForBothDurations',
    quotedForBoth,
    'an answer changed on the panel',
  ),
  answers(
    'rateExistingQuote',
    'quotedNotFullyPriced',
    notFullyPriced,
    'surname Rerate, annual cover chosen',
  ),
  ...(['generateQuote', 'rateExistingQuote'] as const).flatMap((actor) => [
    answers(
      actor,
      'declined',
      aQuoteResult({ underwritingOutcome: anOutcome({ outcome: 'Declined' }) }),
      actor === 'generateQuote' ? 'surname Declined' : outcomeSet('Declined'),
    ),
    answers(
      actor,
      'referred',
      aQuoteResult({ underwritingOutcome: anOutcome({ outcome: 'Referred' }) }),
      actor === 'generateQuote' ? 'surname Referred' : outcomeSet('Referred'),
    ),
    answers(
      actor,
      'underReview',
      aQuoteResult({ underwritingOutcome: anOutcome({ outcome: 'UnderReview' }) }),
      'surname Review',
    ),
    ...serverCodeOutcomes(actor),
  ]),
  // An option without its term start cannot be paid for (spec 2 §8); the sandbox always gives one.
  answers('generateQuote', 'quotedWithoutTermStart', withoutTermStart, 'surname Nostart'),
  // A Direct Debit plan asking no deposit is taken up straight after the bank check.
  answers('generateQuote', 'quotedWithoutDeposit', withoutDeposit, 'surname Nodeposit'),

  answers('updateNoClaimsProtection', 'updated', aQuoteResult(), 'results: toggle NCD protection'),
  ...serverCodeOutcomes('updateNoClaimsProtection', { inline: 'QUOTE_MISMATCH' }),

  answers(
    'setVehicleRegistration',
    'updated',
    { quoteReference: 'DC-TEST0001', vehicleRegistration: 'DL19CAR' },
    'results: enter registration DL19 CAR',
  ),
  answers(
    'setVehicleRegistration',
    'rerated',
    {
      quoteReference: 'DC-TEST0001',
      vehicleRegistration: 'DL19CAR',
      underwritingOutcome: anOutcome({ underwritingOutcomeResponseId: 'UOR-REG' }),
      optionId: 'OPT-1',
      underwritingOutcomeResponseId: 'UOR-REG',
    },
    null,
  ),
  ...serverCodeOutcomes('setVehicleRegistration'),

  answers('loadPaymentDate', 'loaded', { paymentDate: '2026-12-23' }, 'any priced quote'),
  fails(
    'loadPaymentDate',
    'failed',
    serviceError(500, JOURNEY_TEXT.service.unexpected),
    fault('loadPaymentDate', 500),
  ),
  // The credit documents are made in the browser: their module loads, or its request fails.
  answers('downloadCreditDocument', 'downloaded', undefined, 'the credit documents module loads'),
  fails(
    'downloadCreditDocument',
    'failed',
    new Error('The credit document could not be created'),
    'the credit documents module fails to load',
  ),

  answers('saveContactPreferences', 'saved', savedContact, 'surname Carter'),
  answers(
    'saveContactPreferences',
    'rerated',
    {
      hasPriceChanged: true,
      underwritingOutcome: anOutcome({ underwritingOutcomeResponseId: 'UOR-NEW' }),
      optionId: 'OPT-1',
      underwritingOutcomeResponseId: 'UOR-NEW',
    },
    'surname Rerate (first save)',
  ),
  answers(
    'saveContactPreferences',
    'thirtyDay',
    {
      ...savedContact,
      thirtyDayQuoteDetails: {
        quoteRef: 'DC-30DAY',
        showOnly30DayQuote: true,
        thirtyDayUnderwritingOutcome: thirtyDayOutcome,
      },
    },
    'surname Thirtyday',
  ),
  answers(
    'saveContactPreferences',
    'updatedOptionsMissing',
    { hasPriceChanged: true, optionId: 'OPT-1', underwritingOutcomeResponseId: 'UOR-NEW' },
    'surname Rerate (first save), its answer without underwritingOutcome (/__sandbox/faults omit)',
  ),
  answers(
    'saveContactPreferences',
    'optionIdMissing',
    { hasPriceChanged: false, underwritingOutcomeResponseId: 'UOR-2' },
    'the answer without optionId (/__sandbox/faults omit)',
  ),
  answers(
    'saveContactPreferences',
    'responseIdMissing',
    { hasPriceChanged: false, optionId: 'OPT-1' },
    'the answer without underwritingOutcomeResponseId (/__sandbox/faults omit)',
  ),
  ...serverCodeOutcomes('saveContactPreferences', { inline: 'QUOTE_MISMATCH' }),
];

/** The optional extras' re-price (machines/results/extras-chart.ts): priced, or failed by its server codes. */
export const extrasOutcomes: readonly ActorOutcome[] = [
  answers('repriceWithAddOns', 'repriced', aQuoteResult(), 'results: tick an optional extra'),
  // A thirty-day quote (a restart's, or thirty days chosen on the panel) stays one when its extras change.
  answers(
    'repriceWithAddOns',
    'repricedThirtyDay',
    aQuoteResult({ underwritingOutcome: anOutcome({ underwrittenOptions: [aThirtyDayOption()] }) }),
    'a thirty-day quote: tick an optional extra',
  ),
  ...serverCodeOutcomes('repriceWithAddOns'),
];
