/**
 * The journey as the app runs it (the real machine and API clients) against the in-process sandbox, for the
 * fault suite: reaching each page by the shortest route a customer can take, what the customer has typed, what
 * the screen says, and holding a call on the sandbox's clock without waiting for it.
 */
import { addDays } from 'date-fns';
import { vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { journeyMachine, type JourneySnapshot } from '../../machines/journey';
import type {
  BankDetailsForm,
  PersistedJourney,
  RestartDpaForm,
  RetrievalForm,
} from '../../machines/core/types';
import {
  createMemoryStorage,
  toPersisted,
  type KeyValueStorage,
} from '../../machines/session/persistence';
import { flowOf } from '../../machines/paths/journey-paths';
import type { StepAnswers } from '../../machines/wizard/step-answers';
import type { StepId } from '../../machines/wizard/navigation';
import { answersFor } from '../../machines/testing/factories';
import { fakePaymentWidget } from '../../machines/testing/fake-widget';
import {
  cardholder,
  contact as contactDetails,
  reach as reachWithin,
} from '../../machines/testing/journey-actor';
import { TEXT } from '../../machines/core/catalogue';
import { standingMessageOf } from '../../machines/core/define';
import { brand } from '../../src/app/config/brand';
import { createJourneyActors } from '../../src/app/journey/journey-actors';
import type { SandboxHandle } from '../support/sandbox';

export type Journey = Actor<typeof journeyMachine>;

const STEP_TIMEOUT_MS = 15_000;

/** Journeys started by a case, stopped after it. */
export const started: Journey[] = [];

export interface Opening {
  /** The path and query the journey opens at. */
  path: string;
  /** What browser storage held: a reload restores it. */
  restored?: PersistedJourney | null;
  /** Browser storage (the retrieve-quote stamp). */
  storage?: KeyValueStorage;
}

/** The journey as the app starts it, against the sandbox; the card widget prepares 4242 4242 4242 4242. */
export function openJourney(sandbox: SandboxHandle, opening: Opening): Journey {
  const { lookup, quote, url } = sandbox;
  const journey = createActor(
    journeyMachine.provide({
      actors: {
        ...createJourneyActors({
          lookup,
          quote,
          storage: opening.storage ?? createMemoryStorage(),
        }),
        paymentWidget: fakePaymentWidget(),
      },
    }),
    { input: { url: `${url}${opening.path}`, restored: opening.restored ?? null } },
  );
  started.push(journey);
  journey.start();
  return journey;
}

/** What browser storage holds for this journey now, as a reload reads it. */
export function storedJourney(journey: Journey): PersistedJourney {
  const { context } = journey.getSnapshot();
  return toPersisted(context, context.revision, new Date());
}

/** Waits for the journey to reach `expected` (15 s at most); on time-out says where it is instead. */
export const reach = (
  journey: Journey,
  description: string,
  expected: (snapshot: JourneySnapshot) => boolean,
) => reachWithin(journey, description, expected, { timeoutMs: STEP_TIMEOUT_MS, where });

export function where(journey: Journey): string {
  const snapshot = journey.getSnapshot();
  return (
    `${JSON.stringify(snapshot.value)} on ${snapshot.context.location.path} ` +
    `(shown: ${JSON.stringify(messagesShown(snapshot))}, error: ${String(snapshot.error)})`
  );
}

/** Nothing is pending: no call the customer waits for, nor a credit document they asked for. */
export const settled = (snapshot: JourneySnapshot) =>
  !snapshot.hasTag('loading') &&
  !snapshot.hasTag('overlay') &&
  snapshot.context.creditDocuments.making === null;

export const atPath = (path: string) => (snapshot: JourneySnapshot) =>
  snapshot.context.location.path === path && settled(snapshot);

export function route(journey: Journey, path: string, navigationType: 'PUSH' | 'POP' = 'PUSH') {
  const url = new URL(path, 'http://localhost');
  journey.send({
    type: 'route.changed',
    pathname: url.pathname,
    search: url.search,
    navigationType,
  });
}

// ---------------------------------------------------------------- what the customer gives

function coverStartTomorrow(): string {
  const tomorrow = addDays(new Date(), 1);
  tomorrow.setHours(9, 0, 0, 0);
  return tomorrow.toISOString();
}

/**
 * The answers of `step`, the proposer's surname `surname` where given: a fixture's surname gives its outcome
 * (docs/fixtures.md), Nodeposit a Direct Debit plan without a deposit.
 */
export function wizardAnswers(step: StepId, surname?: string): StepAnswers {
  const answers = answersFor(step);
  if (step === 'aboutYou' && surname !== undefined && answers.proposerDetails) {
    return { ...answers, proposerDetails: { ...answers.proposerDetails, lastNames: surname } };
  }
  if (step === 'vehicleCover' && answers.coverDetails) {
    return {
      ...answers,
      coverDetails: { ...answers.coverDetails, effectiveFrom: coverStartTomorrow() },
    };
  }
  return answers;
}

export const stepsInOrder: readonly StepId[] = [
  'vehicleDetails',
  'vehicleDetailsTwo',
  'aboutYou',
  'driverDetails',
  'driverDetailsTwo',
  'vehicleCover',
];

export const bankDetails: BankDetailsForm = {
  accountHolder: 'Sam Carter',
  sortCode: '20-00-00',
  accountNumber: '12345678',
};

export const restartDetails: RestartDpaForm = {
  surname: 'Restart',
  dateOfBirth: '1988-03-14',
  postcode: 'SW1A 1AA',
  registration: 'DL19 CAR',
};

export const reminderDetails = {
  surname: 'Reminder',
  dateOfBirth: '1990-07-22',
  postcode: 'SW1A 1AA',
};

export const retrievalDetails: RetrievalForm = {
  firstName: 'Sam',
  surname: 'Carter',
  dateOfBirth: '1991-09-03',
  postcode: 'SW1A 1AA',
  registration: 'DL19 CAR',
  quoteRef: '',
};

export { cardholder };

/** A half-typed form the page keeps while the customer is on it, as the views save it. */
export const TYPED_DRAFT = { typedByTheCustomer: 'Flat 2, kept while the page waits' };

// ---------------------------------------------------------------- the shortest routes

/** From the home page to the wizard's vehicle details step. */
export async function toVehicleDetails(journey: Journey) {
  await reach(journey, 'the home page', atPath('/'));
  route(journey, '/quote/vehicle-details');
  await reach(
    journey,
    'vehicle details',
    (snapshot) => snapshot.matches({ flow: { wizard: 'vehicleDetails' } }) && settled(snapshot),
  );
}

const onStep = (step: StepId) => (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { wizard: step } }) && settled(snapshot);

/** Through the wizard with the vehicle found, up to (not answering) `until`. */
export async function toStep(journey: Journey, until: StepId, surname?: string) {
  await toVehicleDetails(journey);
  journey.send({ type: 'vehicle.lookup', registration: 'DL19 CAR' });
  await reach(
    journey,
    'the vehicle found',
    (snapshot) =>
      onStep('vehicleDetails')(snapshot) && snapshot.context.vehicleLookup.problem === null,
  );
  for (const [index, step] of stepsInOrder.entries()) {
    if (step === until) return;
    journey.send({ type: 'wizard.next', step, answers: wizardAnswers(step, surname) });
    const next = stepsInOrder[index + 1];
    if (next !== undefined) await reach(journey, next, onStep(next));
  }
}

export const onResults = (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { results: 'ready' } }) && settled(snapshot);

/** The duration panel: a direct quote priced for 30-day and annual cover waits for the customer's choice. */
export const onDurationPanel = (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: 'policySelection' }) && settled(snapshot);

/** Through the wizard and the duration panel (annual cover, which both payment methods buy) to results. */
export async function toResults(journey: Journey, surname?: string) {
  await toStep(journey, 'vehicleCover', surname);
  journey.send({
    type: 'wizard.next',
    step: 'vehicleCover',
    answers: wizardAnswers('vehicleCover'),
  });
  // A quote priced for 30-day and annual cover asks which first; one priced for annual cover alone does not.
  await reach(
    journey,
    'the duration panel or results',
    (snapshot) => onDurationPanel(snapshot) || onResults(snapshot),
  );
  if (onDurationPanel(journey.getSnapshot())) {
    journey.send({ type: 'results.chooseDuration', duration: 'Annual' });
  }
  await reach(journey, 'the results page', onResults);
}

export const onCardForm = (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { payment: { card: { widget: 'ready' } } } }) &&
  settled(snapshot) &&
  !snapshot.context.card.problem;

export const onDirectDebitForm = (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { payment: { directDebit: { form: 'ready' } } } }) &&
  !snapshot.matches({ flow: { payment: { directDebit: { paymentDate: 'loading' } } } }) &&
  settled(snapshot);

export function buyNow(journey: Journey, method: 'CARD_PAYMENT' | 'DIRECT_DEBIT') {
  journey.send({ type: 'results.selectPaymentMethod', method });
  journey.send({ type: 'buyNow.submit', contact: contactDetails });
}

export async function toCardPage(journey: Journey) {
  await toResults(journey);
  buyNow(journey, 'CARD_PAYMENT');
  await reach(journey, 'the card page', onCardForm);
}

export async function toDirectDebitPage(journey: Journey, surname?: string) {
  await toResults(journey, surname);
  buyNow(journey, 'DIRECT_DEBIT');
  await reach(journey, 'the Direct Debit page', onDirectDebitForm);
}

/** Thank-you lists the policy's documents (a reloaded thank-you too, which the router shows as it opens). */
export const documentsListed = (snapshot: JourneySnapshot) =>
  snapshot.context.purchase !== null && snapshot.matches({ documents: 'ready' });

export async function toThankYou(journey: Journey) {
  await toCardPage(journey);
  journey.send({ type: 'payment.submitCard', cardholder });
  await reach(journey, 'thank-you with its documents', documentsListed);
}

// ---------------------------------------------------------------- what the customer typed

/**
 * Everything the customer has typed or chosen: the answers of every step, the unsubmitted forms (drafts),
 * the contact details, and the forms a pending call was sent with.
 */
export function typedAnswers(snapshot: JourneySnapshot) {
  const { quote, drafts, contact, pendingContact, pendingBankDetails, pendingDpa, card } =
    snapshot.context;
  return {
    proposerDetails: quote.proposerDetails,
    vehicleDetails: quote.vehicleDetails,
    coverDetails: quote.coverDetails,
    additionalDrivers: quote.additionalDrivers,
    additionalQuestions: quote.additionalQuestions,
    hasAdditionalDriver: quote.hasAdditionalDriver,
    marketingPreferences: quote.marketingPreferences,
    drafts,
    contact,
    pendingContact,
    pendingBankDetails,
    pendingDpa,
    billing: card.billing,
  };
}

// ---------------------------------------------------------------- what the screen says

const phone = brand.supportPhone;
const outcomePages = {
  '/error': TEXT.outcomes.error.lead,
  '/summary': TEXT.outcomes.decline.lead,
  '/referral': TEXT.outcomes.referral.lead,
  '/quote-taken-up': TEXT.outcomes.quoteTakenUp.lead,
  '/quote-expired': TEXT.outcomes.quoteExpired.lead,
  '/quote-locked': TEXT.outcomes.quoteLocked.lead,
} as Record<string, string>;

/**
 * The error and problem texts the customer reads on the screen of `snapshot`, from the catalogue: each view
 * shows the journey's message, the address lookup's, the payment problem dialog, the restart's price dialog,
 * the retrieval failure, an outcome page's explanation and the documents' state.
 */
export function messagesShown(snapshot: JourneySnapshot): string[] {
  const { context } = snapshot;
  const flow = flowOf(snapshot.value);
  const shown: string[] = [];
  if (flow === 'bootFailed' && context.bootError) shown.push(context.bootError);
  const message = standingMessageOf(context.messages);
  if (message) shown.push(message.message);
  if (flow.startsWith('wizard.aboutYou') && context.addressLookup.message) {
    shown.push(context.addressLookup.message);
  }
  if (flow.startsWith('payment') && context.card.problem) shown.push(TEXT.payment.problem(phone));
  if (flow === 'restart.premiumProblem') {
    shown.push(TEXT.entries.restart.premiumProblem.heading(context.restart.quoteRef ?? ''));
  }
  if (flow === 'quoteRetrieval.form.failed') {
    shown.push(
      TEXT.entries.retrieval.failed(
        phone,
        context.retrieval.quoteRef ?? TEXT.entries.retrieval.referenceUnknown,
      ),
    );
  }
  // Save my quote's dialog says a failed save above its form.
  if (snapshot.matches({ saveQuote: 'failed' })) shown.push(TEXT.saveQuote.failed);
  if (flow.includes('paymentDate.unknown'))
    shown.push(TEXT.directDebit.payments.firstPaymentUnknown);
  const page = outcomePages[context.location.path];
  if (page !== undefined) shown.push(page);
  if (flow === 'thankYou' || flow === 'quoteTakenUp') {
    if (snapshot.matches({ documents: 'unavailable' }))
      shown.push(TEXT.outcomes.documents.listFailed(phone));
    if (snapshot.matches({ documents: 'none' })) shown.push(TEXT.outcomes.documents.none);
    const failed = context.documents.failedDownload;
    if (failed !== null) shown.push(TEXT.outcomes.documents.downloadFailed(failed, phone));
  }
  return shown;
}

// ---------------------------------------------------------------- the sandbox's clock

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The sandbox's own clock is faked, so a latency fault holds a call for as long as the test says and no real
 * time passes. Only setTimeout is faked: the sockets and the database keep running.
 */
export function fakeTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Waits (on I/O, not on time) until the sandbox has taken the fault set for `operationId`. */
export async function untilTaken(sandbox: SandboxHandle, operationId: string) {
  for (let turn = 0; turn < 50_000; turn += 1) {
    if (!(operationId in sandbox.faults.list())) return;
    await yieldToIo();
  }
  throw new Error(`${operationId} was never called`);
}

/** Lets `ms` of the faked clock pass, then runs it on until `done` holds. */
export async function passTime(ms: number, done: () => boolean, turns = 20_000) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let turn = 0; turn < turns && !done(); turn += 1) {
    await vi.advanceTimersByTimeAsync(5);
    await yieldToIo();
  }
}

export function realClock() {
  vi.useRealTimers();
}
