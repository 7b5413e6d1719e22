/**
 * Every place the journey calls a service, as the fault suite drives it: how a customer gets there by the
 * shortest route, what they do that makes the call, where a good answer takes them, and what the
 * specification says the screen shows when the call fails (spec 1 §8, spec 2 §4 Server error-code routing
 * and §8). The expectations are written from the specification, not read from the machine.
 */
import type { JourneySnapshot } from '../../machines/journey';
import { flowOf } from '../../machines/paths/journey-paths';
import type { ActorName } from '../../machines/paths/path-events';
import { createMemoryStorage } from '../../machines/session/persistence';
import { retrieveQuoteStamp } from '../../machines/session/tracking';
import type { StepId } from '../../machines/wizard/navigation';
import { TEXT } from '../../machines/core/catalogue';
import { brand } from '../../src/app/config/brand';
import { RETRIEVE_QUOTE_STAMP_KEY } from '../../src/app/journey/journey-effects';
import type { SandboxHandle } from '../support/sandbox';
import { aSaveQuoteForm, savedQuoteDetailsForm } from '../../machines/paths/user-events';
import {
  atPath,
  bankDetails,
  buyNow,
  cardholder,
  documentsListed,
  onCardForm,
  onDirectDebitForm,
  onDurationPanel,
  onResults,
  openJourney,
  reach,
  reminderDetails,
  restartDetails,
  retrievalDetails,
  settled,
  storedJourney,
  toCardPage,
  toDirectDebitPage,
  toResults,
  toStep,
  toThankYou,
  toVehicleDetails,
  wizardAnswers,
  type Journey,
} from './fault-journey';

const phone = brand.supportPhone;

/** What the customer is shown after a failed call. */
export interface Outcome {
  /** The route shown; the page the call was made from when absent. */
  path?: string;
  /** A part of the journey's state (dotted, as flowOf writes it); the calling page's when absent. */
  flow?: string;
  /** The text the customer reads, from the catalogue; null when the page shows no error. */
  message: string | null | ((snapshot: JourneySnapshot) => string);
}

/** How the specification says a call's failures show. */
export interface Handling {
  /** 204, or 404: the call found nothing. */
  notFound?: Outcome;
  /** 400 with VALIDATION_ERROR. */
  validation?: Outcome;
  /** Payment codes' messages are shown where the call was made (spec 2 §4, §8). */
  inline?: boolean;
  /** Any other failure: 500, a code with no page of its own. */
  other: Outcome;
}

export interface Site {
  /** The invoking state, as the machine names it. */
  state: string;
  actor: ActorName;
  /** The calling page's part of the journey (dotted, as flowOf writes it). */
  page: string;
  /** Opens a journey and takes it to where the customer acts. */
  arrive(sandbox: SandboxHandle): Promise<Journey>;
  /** The customer's action that makes the call; a reload starts another journey, returned. */
  act(journey: Journey, sandbox: SandboxHandle): Journey;
  /** Where a good answer leads. */
  next: (snapshot: JourneySnapshot) => boolean;
  handling: Handling;
  /** The link the customer follows back to the calling page (its path when absent). */
  originUrl?: string;
  /** Trying again, where the page offers its own control (or a reload is the customer's only way). */
  retry?(journey: Journey, sandbox: SandboxHandle): Journey;
  /** The page puts back what the failed call would have changed: compare with the answers before the action. */
  comparesWithBefore?: boolean;
  /** The page lets the customer carry on while the call runs: no waiting screen. */
  quietWhileWaiting?: boolean;
}

// ---------------------------------------------------------------- the specification's outcomes

const page = (path: string, message: string): Outcome => ({ path, message });
const errorPage = page('/error', TEXT.outcomes.error.lead);

/** spec 2 §4 Server error-code routing; any other code (QUOTE_INELIGIBLE among them) is the site's other failure. */
const CODE_PAGES: Record<string, Outcome> = {
  QUOTE_REFERRED: page('/summary', TEXT.outcomes.decline.lead),
  QUOTE_DECLINED: page('/summary', TEXT.outcomes.decline.lead),
  QUOTE_ALREADY_TAKEN_UP: page('/quote-taken-up', TEXT.outcomes.quoteTakenUp.lead),
  QUOTE_TAKEN_UP: page('/quote-taken-up', TEXT.outcomes.quoteTakenUp.lead),
  QUOTE_EXPIRED: page('/quote-expired', TEXT.outcomes.quoteExpired.lead),
  QUOTE_LOCKED: page('/quote-locked', TEXT.outcomes.quoteLocked.lead),
};

/** spec 2 §8 Payment messages. */
const PAYMENT_MESSAGES: Record<string, string> = TEXT.payment.byCode;

export type FaultKind =
  | { kind: 'status'; status: 500 | 204 | 400 }
  | { kind: 'conflict'; code: string }
  | { kind: 'latency'; ms: number };

export const faultName = (fault: FaultKind) =>
  fault.kind === 'status'
    ? String(fault.status)
    : fault.kind === 'conflict'
      ? `409 ${fault.code}`
      : `${fault.ms / 1000} s latency`;

/** What the specification says the customer sees when the call of `site` fails with `fault`. */
export function expectedOutcome(site: Site, fault: FaultKind): Outcome {
  const { handling } = site;
  if (fault.kind === 'latency') throw new Error('A slow call is not a failure');
  if (fault.kind === 'status') {
    if (fault.status === 204) return handling.notFound ?? handling.other;
    if (fault.status === 400) return handling.validation ?? handling.other;
    return handling.other;
  }
  const routed = CODE_PAGES[fault.code];
  if (routed) return routed;
  const message = PAYMENT_MESSAGES[fault.code];
  if (message !== undefined && handling.inline) return { message };
  return handling.other;
}

// ---------------------------------------------------------------- reading the journey

const flowIs = (part: string) => (snapshot: JourneySnapshot) =>
  flowOf(snapshot.value).includes(part) && settled(snapshot);

const onStep = (step: StepId) => (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { wizard: step } }) && settled(snapshot);

function reload(journey: Journey, sandbox: SandboxHandle): Journey {
  const stored = storedJourney(journey);
  journey.stop();
  return openJourney(sandbox, { path: stored.data.location.path, restored: stored });
}

const send = (journey: Journey, ...events: Parameters<Journey['send']>[0][]) => {
  events.forEach((event) => {
    journey.send(event);
  });
  return journey;
};

const routeTo = (journey: Journey, url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return send(journey, {
    type: 'route.changed',
    pathname: parsed.pathname,
    search: parsed.search,
    navigationType: 'PUSH',
  });
};

const AGGREGATOR_LINK = '/pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1&source=CTM';
const RESTART_LINK = '/restart-policy?quoteRef=RST-TEST-1';
const REMINDER_LINK = '/your-quote-details?quoteRef=REM-TEST-1';
const RETRIEVAL_LINK = '/quote-retrieval?quoteRef=AGGQ-TEST-1';
const SAVED_QUOTE_LINK = '/quote-retrieval?quoteRef=SAV-TEST-1&saved=1';

async function atHome(sandbox: SandboxHandle, storage = createMemoryStorage()) {
  const journey = openJourney(sandbox, { path: '/', storage });
  await reach(journey, 'the home page', atPath('/'));
  return journey;
}

async function wizardAt(sandbox: SandboxHandle, step: StepId) {
  const journey = await atHome(sandbox);
  await toStep(journey, step);
  return journey;
}

/** A journey of its own at the card page, the way the customer gets there. */
async function atTheCardPage(sandbox: SandboxHandle) {
  const journey = await atHome(sandbox);
  await toCardPage(journey);
  return journey;
}

/** A journey of its own at the Direct Debit page, its proposer named `surname` where given. */
async function atTheDirectDebitPage(sandbox: SandboxHandle, surname?: string) {
  const journey = await atHome(sandbox);
  await toDirectDebitPage(journey, surname);
  return journey;
}

async function resultsPage(sandbox: SandboxHandle) {
  const journey = await atHome(sandbox);
  await toResults(journey);
  return journey;
}

const inDirectDebit = (region: string) => (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { payment: 'directDebit' } }) && flowOf(snapshot.value).includes(region);

// ---------------------------------------------------------------- the sites

/**
 * The calls the journey makes that the sandbox gives it no way to reach, each with the reason. The suite
 * leaves them out; the machine and view paths cover them (machines/paths/). None today.
 */
export const UNREACHED_ON_THE_SANDBOX: Readonly<Record<string, string>> = {};

export const SITES: readonly Site[] = [
  {
    state: 'journey.flow.booting',
    actor: 'loadReferenceData',
    page: 'wizard.vehicleCover',
    // A reload on the cover step: the lists load before the answers are shown again.
    arrive: (sandbox) => wizardAt(sandbox, 'vehicleCover'),
    act: reload,
    next: onStep('vehicleCover'),
    handling: {
      notFound: { flow: 'bootFailed', message: TEXT.service.errors.listNotFound },
      validation: { flow: 'bootFailed', message: TEXT.service.errors.lookupValidation },
      other: { flow: 'bootFailed', message: TEXT.service.unexpected },
    },
    retry: (journey) => send(journey, { type: 'boot.retry' }),
  },
  {
    state: 'journey.flow.wizard.vehicleDetails.lookingUp',
    actor: 'lookupVehicle',
    page: 'wizard.vehicleDetails.editing',
    arrive: async (sandbox) => {
      const journey = await atHome(sandbox);
      await toVehicleDetails(journey);
      return journey;
    },
    act: (journey) => send(journey, { type: 'vehicle.lookup', registration: 'DL19 CAR' }),
    next: (snapshot) =>
      flowIs('wizard.vehicleDetails.editing')(snapshot) &&
      snapshot.context.vehicleLookup.problem === null &&
      snapshot.context.vehicleLookup.vehicleInfo !== null,
    handling: {
      notFound: { message: TEXT.vehicle.notFound },
      other: { message: TEXT.vehicle.lookupFailed },
    },
  },
  {
    state: 'journey.addressLookup.searching',
    actor: 'searchAddresses',
    page: 'wizard.aboutYou',
    arrive: (sandbox) => wizardAt(sandbox, 'aboutYou'),
    act: (journey) =>
      send(journey, { type: 'address.search', target: 'home', postcode: 'SW1A 1AA' }),
    next: (snapshot) =>
      snapshot.matches({ addressLookup: 'ready' }) &&
      snapshot.context.addressLookup.results.length > 0 &&
      snapshot.context.addressLookup.modes.home?.mode === 'list',
    handling: {
      notFound: { message: TEXT.address.noneFound('SW1A 1AA') },
      other: { message: TEXT.address.searchFailed },
    },
  },
  {
    state: 'journey.addressLookup.fetching',
    actor: 'getAddressById',
    page: 'wizard.aboutYou',
    arrive: async (sandbox) => {
      const journey = await wizardAt(sandbox, 'aboutYou');
      send(journey, { type: 'address.search', target: 'home', postcode: 'SW1A 1AA' });
      await reach(
        journey,
        'the addresses listed',
        (snapshot) =>
          snapshot.matches({ addressLookup: 'ready' }) &&
          snapshot.context.addressLookup.results.length > 0,
      );
      return journey;
    },
    act: (journey) => {
      const first = journey.getSnapshot().context.addressLookup.results[0];
      return send(journey, { type: 'address.choose', target: 'home', itemId: first?.itemId ?? '' });
    },
    next: (snapshot) =>
      snapshot.matches({ addressLookup: 'ready' }) &&
      snapshot.context.addressLookup.chosen !== null,
    handling: { other: { message: TEXT.address.fetchFailed } },
  },
  {
    state: 'journey.flow.quoting.generating',
    actor: 'generateQuote',
    page: 'wizard.vehicleCover',
    arrive: (sandbox) => wizardAt(sandbox, 'vehicleCover'),
    act: (journey) =>
      send(journey, {
        type: 'wizard.next',
        step: 'vehicleCover',
        answers: wizardAnswers('vehicleCover'),
      }),
    // A direct quote is priced for both durations: the customer chooses one on the panel.
    next: onDurationPanel,
    handling: { other: errorPage },
  },
  {
    state: 'journey.flow.quoting.rating',
    actor: 'rateExistingQuote',
    page: 'wizard.vehicleCover',
    // A priced quote whose cover the customer changes: the quote is rated again.
    arrive: async (sandbox) => {
      const journey = await resultsPage(sandbox);
      send(journey, { type: 'results.change' });
      await reach(journey, 'the cover step', onStep('vehicleCover'));
      return journey;
    },
    act: (journey) => {
      const answers = wizardAnswers('vehicleCover');
      return send(journey, {
        type: 'wizard.next',
        step: 'vehicleCover',
        answers: answers.coverDetails
          ? { ...answers, coverDetails: { ...answers.coverDetails, voluntaryExcess: 500 } }
          : answers,
      });
    },
    // The chosen duration stays: the quote is priced again for it alone.
    next: onResults,
    handling: { other: errorPage },
  },
  {
    state: 'journey.flow.results.loadingPaymentDate',
    actor: 'loadPaymentDate',
    page: 'results.ready',
    arrive: resultsPage,
    // The loan agreement is offered once monthly Direct Debit is chosen (spec 2 §2 Acceptance block).
    act: (journey) => {
      send(journey, { type: 'results.selectPaymentMethod', method: 'DIRECT_DEBIT' });
      return send(journey, {
        type: 'results.downloadCreditDocument',
        kind: 'loanAgreement',
        today: new Date('2026-11-22T10:00:00Z'),
      });
    },
    next: (snapshot) => onResults(snapshot) && snapshot.context.payment.paymentDate !== null,
    // spec 2 §2 Acceptance block: without the date the agreement says so in words; the failure is reported.
    handling: { other: { message: null } },
    quietWhileWaiting: true,
  },
  {
    state: 'journey.flow.results.updatingNcd',
    actor: 'updateNoClaimsProtection',
    page: 'results.ready',
    arrive: resultsPage,
    act: (journey) => send(journey, { type: 'results.toggleNcdProtection', protect: true }),
    next: (snapshot) =>
      onResults(snapshot) && snapshot.context.quote.coverDetails.protectNoClaimsDiscount === true,
    handling: { inline: true, other: errorPage },
    comparesWithBefore: true,
  },
  {
    state: 'journey.flow.results.repricingExtras',
    actor: 'repriceWithAddOns',
    page: 'results.ready',
    arrive: resultsPage,
    // The tick; once a failure has kept it unpriced, the page's Try again prices it.
    act: (journey) =>
      journey.getSnapshot().can({ type: 'results.retryExtras' })
        ? send(journey, { type: 'results.retryExtras' })
        : send(journey, { type: 'results.toggleExtra', code: 'LEGAL_EXPENSES', add: true }),
    next: (snapshot) =>
      onResults(snapshot) && snapshot.context.payment.addons.includes('LEGAL_EXPENSES'),
    // spec 2 §1, §9: the extras' price could not be worked out; the ticks and the price before stay.
    handling: { other: { message: TEXT.results.extrasRepriceFailed } },
  },
  {
    state: 'journey.flow.results.updatingRegistration',
    actor: 'setVehicleRegistration',
    page: 'results.ready',
    arrive: resultsPage,
    act: (journey) =>
      send(journey, { type: 'results.updateRegistration', registration: 'DL19 CAR' }),
    next: (snapshot) => onResults(snapshot) && snapshot.context.messages.results === null,
    // spec 2 §3 Vehicle registration re-entry: 'Unable to update vehicle registration.'
    handling: {
      other: { message: TEXT.results.registrationUpdateFailed },
    },
  },
  {
    state: 'journey.flow.results.buyNow',
    actor: 'saveContactPreferences',
    page: 'results.ready',
    arrive: resultsPage,
    act: (journey) => {
      buyNow(journey, 'CARD_PAYMENT');
      return journey;
    },
    next: onCardForm,
    // spec 2 §8: saving contact preferences failing goes to the common API-error handler.
    handling: { inline: true, other: errorPage },
  },
  {
    state: 'journey.flow.payment.card.settingUp',
    actor: 'setUpPayment',
    page: 'results.ready',
    arrive: resultsPage,
    act: (journey) => {
      buyNow(journey, 'CARD_PAYMENT');
      return journey;
    },
    next: onCardForm,
    // spec 2 §8: set-up is retried up to 3 times, then 'There was a problem preparing your payment.'
    handling: {
      other: {
        path: '/make-payment',
        flow: 'payment.card.unavailable',
        message: TEXT.payment.preparationFailed,
      },
    },
    retry: (journey) => send(journey, { type: 'payment.retrySetUp' }),
  },
  {
    state: 'journey.flow.payment.card.widget.creatingIntent',
    actor: 'makePaymentIntent',
    page: 'payment.card.widget.ready',
    arrive: atTheCardPage,
    act: (journey) => send(journey, { type: 'payment.submitCard', cardholder }),
    next: (snapshot) => snapshot.matches({ flow: 'thankYou' }),
    handling: {
      inline: true,
      // spec 2 §8 Client payment messages: 'Invalid card details'.
      validation: { message: TEXT.payment.invalidCard },
      // spec 2 §8: the payment problem modal.
      other: { message: TEXT.payment.problem(phone) },
    },
  },
  {
    state: 'journey.flow.payment.card.widget.takingUp',
    actor: 'takeUpQuote',
    page: 'payment.card.widget.ready',
    arrive: atTheCardPage,
    act: (journey) => send(journey, { type: 'payment.submitCard', cardholder }),
    next: (snapshot) => snapshot.matches({ flow: 'thankYou' }),
    handling: { inline: true, other: { message: TEXT.payment.problem(phone) } },
  },
  {
    state: 'journey.flow.payment.directDebit.paymentDate.loading',
    actor: 'loadPaymentDate',
    page: 'results.ready',
    arrive: resultsPage,
    act: (journey) => {
      buyNow(journey, 'DIRECT_DEBIT');
      return journey;
    },
    next: (snapshot) => onDirectDebitForm(snapshot) && inDirectDebit('paymentDate.known')(snapshot),
    // The page says the date follows in the confirmation, and the payment goes on.
    handling: {
      other: {
        path: '/payment-summary',
        flow: 'paymentDate.unknown',
        message: TEXT.directDebit.payments.firstPaymentUnknown,
      },
    },
    // The page does not ask again: a reload does.
    retry: reload,
    quietWhileWaiting: true,
  },
  {
    state: 'journey.flow.payment.directDebit.form.checkingBank',
    actor: 'checkBankDetails',
    page: 'form.ready',
    arrive: atTheDirectDebitPage,
    act: (journey) => send(journey, { type: 'payment.submitDirectDebit', bankDetails }),
    // The plan's deposit is paid by card next (docs/decisions/0010-direct-debit-deposit.md).
    next: (snapshot) => onCardForm(snapshot) && snapshot.context.location.path === '/make-payment',
    // spec 2 §8 Bank errors.
    handling: {
      notFound: { message: TEXT.payment.bankNotFound },
      other: { message: TEXT.payment.bankDetailsError },
    },
  },
  {
    state: 'journey.flow.payment.directDebit.form.takingUp',
    actor: 'takeUpQuote',
    page: 'form.ready',
    // The Nodeposit fixture's plan asks no deposit: its quote is taken up from the Direct Debit page itself
    // once the bank is checked (docs/decisions/0010-direct-debit-deposit.md).
    arrive: (sandbox) => atTheDirectDebitPage(sandbox, 'Nodeposit'),
    act: (journey) => send(journey, { type: 'payment.submitDirectDebit', bankDetails }),
    next: (snapshot) => snapshot.matches({ flow: 'thankYou' }),
    handling: { inline: true, other: { message: TEXT.payment.problem(phone) } },
  },
  {
    state: 'journey.flow.aggregator',
    actor: 'loadAggregatorQuote',
    page: 'home',
    arrive: (sandbox) => atHome(sandbox),
    act: (journey) => routeTo(journey, AGGREGATOR_LINK),
    next: onStep('vehicleCover'),
    handling: { other: errorPage },
  },
  {
    state: 'journey.flow.restart.loadingPremium',
    actor: 'loadRestartPremium',
    page: 'home',
    arrive: (sandbox) => atHome(sandbox),
    act: (journey) => routeTo(journey, RESTART_LINK),
    next: (snapshot) =>
      flowIs('restart.checkingDetails.form')(snapshot) && snapshot.context.restart.premium !== null,
    // spec 2 §8: known HTTP errors go to the shared handler, otherwise a modal opens.
    handling: {
      other: {
        path: '/restart-policy',
        flow: 'restart.premiumProblem',
        message: TEXT.entries.restart.premiumProblem.heading('RST-TEST-1'),
      },
    },
  },
  {
    state: 'journey.flow.restart.checkingDetails.checking',
    actor: 'restartDpaCheck',
    page: 'restart.checkingDetails.form',
    originUrl: RESTART_LINK,
    arrive: async (sandbox) => {
      const journey = await atHome(sandbox);
      routeTo(journey, RESTART_LINK);
      await reach(journey, 'the restart form', flowIs('restart.checkingDetails.form'));
      return journey;
    },
    act: (journey) => send(journey, { type: 'restart.submit', details: restartDetails }),
    next: (snapshot) => onResults(snapshot) && snapshot.context.location.path === '/30-day-quote',
    // spec 2 §2, §8: 'Unable to find policy with the details provided', on any failure the table does not route.
    handling: { other: { message: TEXT.entryChecks.restartNotFound } },
  },
  {
    state: 'journey.flow.reminder.checking',
    actor: 'reminderDpaCheck',
    page: 'reminder.form',
    originUrl: REMINDER_LINK,
    arrive: async (sandbox) => {
      const journey = await atHome(sandbox);
      routeTo(journey, REMINDER_LINK);
      await reach(journey, 'the reminder form', flowIs('reminder.form'));
      return journey;
    },
    act: (journey) => send(journey, { type: 'reminder.submit', details: reminderDetails }),
    next: onResults,
    // spec 2 §8: 'Some of the details provided do not match the information in your quote.'
    handling: { notFound: { message: TEXT.entryChecks.reminderMismatch }, other: errorPage },
  },
  {
    state: 'journey.flow.quoteRetrieval.loadingQuote',
    actor: 'loadSavedQuote',
    page: 'home',
    // This browser priced AGGQ-TEST-1 a minute ago: the retrieval page reopens it at once.
    arrive: (sandbox) => {
      const storage = createMemoryStorage();
      storage.setItem(
        RETRIEVE_QUOTE_STAMP_KEY,
        JSON.stringify(retrieveQuoteStamp('AGGQ-TEST-1', new Date(Date.now() - 60_000))),
      );
      return atHome(sandbox, storage);
    },
    act: (journey) => routeTo(journey, '/quote-retrieval'),
    next: onResults,
    // spec 1 §8 Quote retrieval failure, quoting the reference.
    handling: {
      other: {
        path: '/quote-retrieval',
        flow: 'quoteRetrieval.form.failed',
        message: TEXT.entries.retrieval.failed(phone, 'AGGQ-TEST-1'),
      },
    },
  },
  {
    state: 'journey.flow.quoteRetrieval.checking',
    actor: 'retrievalDpaCheck',
    page: 'quoteRetrieval.form',
    originUrl: RETRIEVAL_LINK,
    arrive: async (sandbox) => {
      const journey = await atHome(sandbox);
      routeTo(journey, RETRIEVAL_LINK);
      await reach(journey, 'the retrieval form', flowIs('quoteRetrieval.form'));
      return journey;
    },
    act: (journey) => send(journey, { type: 'retrieval.submit', details: retrievalDetails }),
    next: onResults,
    // spec 1 §8 Quote retrieval failure, quoting the reference.
    handling: {
      other: {
        flow: 'quoteRetrieval.form.failed',
        message: TEXT.entries.retrieval.failed(phone, 'AGGQ-TEST-1'),
      },
    },
  },
  {
    state: 'journey.saveQuote.saving',
    actor: 'saveQuoteForLater',
    page: 'wizard.aboutYou',
    arrive: (sandbox) => wizardAt(sandbox, 'aboutYou'),
    act: (journey) =>
      send(
        journey,
        { type: 'save.open', at: Date.now() },
        { type: 'save.submit', form: aSaveQuoteForm },
      ),
    next: (snapshot) => snapshot.matches({ saveQuote: 'saved' }) && settled(snapshot),
    // Issue #29: a failed save says so in its dialog, every answer kept; a bought quote's page says so.
    handling: { other: { message: TEXT.saveQuote.failed } },
    // The dialog's own button says the save is under way; the page behind it stays as it was.
    quietWhileWaiting: true,
  },
  {
    state: 'journey.flow.quoteRetrieval.resuming',
    actor: 'savedQuoteDpaCheck',
    page: 'quoteRetrieval.savedForm',
    originUrl: SAVED_QUOTE_LINK,
    arrive: async (sandbox) => {
      const journey = await atHome(sandbox);
      routeTo(journey, SAVED_QUOTE_LINK);
      await reach(journey, 'the saved quote form', flowIs('quoteRetrieval.savedForm'));
      return journey;
    },
    act: (journey) => send(journey, { type: 'savedQuote.submit', details: savedQuoteDetailsForm }),
    next: onStep('aboutYou'),
    // Issue #29: as on the quote reminder (spec 2 §8).
    handling: { notFound: { message: TEXT.entryChecks.reminderMismatch }, other: errorPage },
  },
  {
    state: 'journey.documents.loading',
    actor: 'loadPolicyDocuments',
    page: 'payment.card.widget.ready',
    arrive: atTheCardPage,
    act: (journey) => send(journey, { type: 'payment.submitCard', cardholder }),
    next: documentsListed,
    // spec 2 §8: 'No document found' means none yet; any other failure is reported and the page says so.
    handling: {
      notFound: { path: '/thank-you', flow: 'thankYou', message: TEXT.outcomes.documents.none },
      other: {
        path: '/thank-you',
        flow: 'thankYou',
        message: TEXT.outcomes.documents.listFailed(phone),
      },
    },
    // Thank-you lists the documents as it opens: a reload asks again.
    retry: reload,
    quietWhileWaiting: true,
  },
  {
    state: 'journey.documents.downloading',
    actor: 'downloadDocument',
    page: 'thankYou',
    arrive: async (sandbox) => {
      const journey = await atHome(sandbox);
      await toThankYou(journey);
      return journey;
    },
    act: (journey) => {
      const first = journey.getSnapshot().context.documents.list[0];
      return send(journey, { type: 'documents.download', documentId: first?.id ?? '' });
    },
    next: (snapshot) =>
      snapshot.matches({ documents: 'ready' }) &&
      snapshot.context.documents.failedDownload === null,
    // spec 2 §8: document download failures are logged; the page offers the download again.
    handling: {
      other: {
        message: (snapshot) =>
          TEXT.outcomes.documents.downloadFailed(
            snapshot.context.documents.list[0]?.fileName ?? '',
            phone,
          ),
      },
    },
    quietWhileWaiting: true,
  },
];
