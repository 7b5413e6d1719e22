/**
 * Each way a customer reaches results, driven as the app drives the journey against the sandbox: a direct quote
 * through the wizard, a price-comparison link, a quote reminder, a cancelled policy's restart and a quote
 * retrieval; and what the results page shows on arrival of the optional extras, the price and the no-claims
 * discount protection, read as the page reads it (machines/results/view.ts, src/results/results-page.tsx).
 */
import type { JourneySnapshot } from '../../machines/journey';
import type { YesNo } from '../../machines/core/fields';
import type { SoldDuration } from '../../shared/policy-terms';
import {
  fromVehicleCoverState,
  toVehicleCoverAnswers,
} from '../../machines/wizard/schemas/vehicle-cover';
import { extrasOf, resultsMessageOf, resultsPageOf } from '../../machines/results/view';
import { initialCoverValues } from '../../src/wizard/vehicle-cover-values';
import {
  onDurationPanel,
  onResults,
  reach,
  reminderDetails,
  restartDetails,
  retrievalDetails,
  settled,
  toStep,
  wizardAnswers,
  type Journey,
} from '../faults/fault-journey';

/** What the journey shows on arriving at results, and how the cover step's form started on the way, if it did. */
export interface Arrival {
  results: JourneySnapshot;
  /** The no-claims protection answer the vehicle cover form started with ('' unanswered), where the entry passes it. */
  coverFormNcd: YesNo | null;
}

/** How a customer comes in: the link the journey opens at and the way from there to results. */
export interface Entry {
  name: string;
  path: string;
  toResults: (journey: Journey) => Promise<Arrival>;
}

const onCoverStep = (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { wizard: 'vehicleCover' } }) && settled(snapshot);

/** The vehicle cover form as the step's page starts it: the stored answers, then the step's draft. */
function coverFormOf(snapshot: JourneySnapshot) {
  const { quote, drafts } = snapshot.context;
  return initialCoverValues(fromVehicleCoverState(quote), drafts.vehicleCover, new Date());
}

/** A quote priced for both durations waits on the duration panel: the customer picks `duration`. */
async function throughDurationPanel(journey: Journey, duration: SoldDuration) {
  const next = await reach(
    journey,
    'the duration panel or results',
    (snapshot) => onDurationPanel(snapshot) || onResults(snapshot),
  );
  if (onDurationPanel(next)) journey.send({ type: 'results.chooseDuration', duration });
  return reach(journey, 'the results page', onResults);
}

/** A new customer answers the wizard (no-claims protection: No, as the step's factory answers it). */
export const direct = (duration: SoldDuration = 'Annual'): Entry => ({
  name: duration === 'Annual' ? 'a direct quote' : 'a direct 30-day quote',
  path: '/',
  toResults: async (journey) => {
    await toStep(journey, 'vehicleCover');
    const coverFormNcd = coverFormOf(journey.getSnapshot()).protectNoClaimsDiscount;
    journey.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: wizardAnswers('vehicleCover'),
    });
    return { results: await throughDurationPanel(journey, duration), coverFormNcd };
  },
});

/** A price-comparison visitor lands on vehicle cover with the loaded answers and continues unchanged. */
export const aggregator = (token: string, quoteRef: string): Entry => ({
  name: `a price-comparison link (${quoteRef})`,
  path: `/pcw-result?token=${token}&quoteRef=${quoteRef}&source=CTM`,
  toResults: async (journey) => {
    const cover = await reach(journey, 'vehicle cover', onCoverStep);
    const values = coverFormOf(cover);
    // The disclaimer is read and accepted afresh on each visit to the step (vehicle-cover.ts).
    const answers = toVehicleCoverAnswers({
      ...values,
      disclaimerOpened: true,
      disclaimerAccepted: true,
    });
    journey.send({ type: 'wizard.next', step: 'vehicleCover', answers });
    return {
      results: await throughDurationPanel(journey, 'Annual'),
      coverFormNcd: values.protectNoClaimsDiscount,
    };
  },
});

/** The quote reminder email's link, then the customer's data-protection answers. */
export const reminder = (quoteRef: string): Entry => ({
  name: `a quote reminder (${quoteRef})`,
  path: `/your-quote-details?quoteRef=${quoteRef}`,
  toResults: async (journey) => {
    await reach(journey, 'the reminder form', (snapshot) =>
      snapshot.matches({ flow: { reminder: 'form' } }),
    );
    journey.send({ type: 'reminder.submit', details: reminderDetails });
    return { results: await reach(journey, 'the reminded quote', onResults), coverFormNcd: null };
  },
});

/** A cancelled policy's restart link, then the customer's data-protection answers. */
export const restart = (quoteRef: string): Entry => ({
  name: `a cancelled policy's restart (${quoteRef})`,
  path: `/restart-policy?quoteRef=${quoteRef}`,
  toResults: async (journey) => {
    await reach(journey, 'the restart form', (snapshot) =>
      snapshot.matches({ flow: { restart: { checkingDetails: 'form' } } }),
    );
    journey.send({ type: 'restart.submit', details: restartDetails });
    return { results: await reach(journey, 'the 30-day quote', onResults), coverFormNcd: null };
  },
});

/** Quote retrieval for a price-comparison customer's quote (no stamp in this browser): their details. */
export const retrieval = (quoteRef: string): Entry => ({
  name: `a quote retrieval (${quoteRef})`,
  path: `/quote-retrieval?quoteRef=${quoteRef}`,
  toResults: async (journey) => {
    await reach(journey, 'the retrieval form', (snapshot) =>
      snapshot.matches({ flow: { quoteRetrieval: 'form' } }),
    );
    journey.send({ type: 'retrieval.submit', details: retrievalDetails });
    return { results: await reach(journey, 'the retrieved quote', onResults), coverFormNcd: null };
  },
});

/** The results page's view of the chosen option (machines/results/view.ts resultsPageOf). */
export function pageOf(snapshot: JourneySnapshot) {
  const { quote, payment, result } = snapshot.context;
  const option = result.selectedOption;
  if (!option) throw new Error('Results show no option');
  return resultsPageOf({ quote, payment, message: resultsMessageOf(snapshot) }, option);
}

/**
 * The no-claims protection question as the results page renders it (src/results/results-page.tsx): shown when
 * the view model offers it, answered Yes only when the quote holds protection.
 */
export function ncdProtectionShown(snapshot: JourneySnapshot): 'yes' | 'no' | 'not offered' {
  if (!pageOf(snapshot).offersNcdProtection) return 'not offered';
  return snapshot.context.quote.coverDetails.protectNoClaimsDiscount ? 'yes' : 'no';
}

/** The extras the page offers on arrival, each ticked or not (machines/results/view.ts extrasOf). */
export const extrasShown = (snapshot: JourneySnapshot) => extrasOf(snapshot).offers;

/** The amounts the page shows for each way of paying. */
export const pricesShown = (snapshot: JourneySnapshot) =>
  pageOf(snapshot).choices.map(({ method, amount, detail }) => ({ method, amount, detail }));
