/**
 * What the customer, the router and the app send the journey, by name and with the payloads the views send:
 * one entry per event kind and meaningful payload (each route by how it is reached, each step's answers...).
 */
import { journeyMachine } from '../journey';
import type {
  BankDetailsForm,
  ContactForm,
  DpaForm,
  JourneyContext,
  JourneyEvent,
  RetrievalForm,
  SaveQuoteForm,
} from '../core/types';
import { toPersisted } from '../session/persistence';
import type { StepAnswers } from '../wizard/step-answers';
import { stepIds, stepPath, type StepId } from '../wizard/navigation';
import { pagePaths } from '../session/page-table';
import { wizardStepPath, wizardSteps } from '../wizard/step-list';
import { answersFor } from '../testing/factories';
import { TEST_CARD_PAYMENT } from '../testing/fake-widget';
import { cardholder } from '../testing/journey-actor';
import { JOURNEY_TEXT } from '../core/text';

/** The day the acceptance block dates the credit documents it offers. */
const AGREEMENT_DAY = new Date('2026-11-22T10:00:00.000Z');

/** When another tab stored the answers it shares (storage events carry a newer revision). */
const OTHER_TAB_SAVED_AT = new Date('2026-11-22T10:05:00.000Z');

/** A delayed event the machine schedules for itself (the idle timer). */
export type DelayEvent = { type: `xstate.after.${string}` };
export type UserEventPayload = JourneyEvent | DelayEvent;

export const aContactForm: ContactForm = {
  emailAddress: 'sam.carter@example.com',
  phoneNumber: '07700 900123',
  optOutMarketingPreferenceSms: false,
  optOutMarketingPreferenceEmail: false,
  optOutMarketingPreferencePhone: false,
  renewalOptOut: false,
  agree: true,
};

export const aBankDetailsForm: BankDetailsForm = {
  accountHolder: 'Sam Carter',
  sortCode: '20-00-00',
  accountNumber: '12345678',
};

export const restartDetailsForm: DpaForm & { registration: string } = {
  surname: 'Restart',
  dateOfBirth: '1988-03-14',
  postcode: 'SW1A 1AA',
  registration: 'DL19 CAR',
};

/** The retrieval form for the AGGQ-TEST-1 quote, which the retrieval paths use (entry-outcomes.ts). */
export const retrievalDetailsForm: RetrievalForm = {
  firstName: 'Sam',
  surname: 'Carter',
  dateOfBirth: '1991-09-03',
  postcode: 'SW1A 1AA',
  registration: 'DL19 CAR',
  quoteRef: 'AGGQ-TEST-1',
};

/** The details SAV-TEST-1 was saved with (server/seed.ts): the saved quote's check asks them again. */
export const savedQuoteDetailsForm: DpaForm = {
  surname: 'Saver',
  dateOfBirth: '1992-11-05',
  postcode: 'SW1A 1AA',
};

/** Save my quote's form before About you: the address, and who the customer is (asked only then). */
export const aSaveQuoteForm: SaveQuoteForm = {
  emailAddress: 'alex.saver@example.com',
  identity: savedQuoteDetailsForm,
};

export const reminderDetailsForm: DpaForm = {
  surname: 'Reminder',
  dateOfBirth: '1990-07-22',
  postcode: 'SW1A 1AA',
};

export interface UserEvent {
  /** Readable and unique, e.g. `route.changed PUSH /results` or `wizard.next aboutYou`. */
  name: string;
  /** Built from the journey's context where the event carries what the app read from it. */
  build: (context: JourneyContext) => UserEventPayload;
  /** The same event whatever the context (not built from it). */
  fixed?: true;
}

const fixed = (name: string, event: UserEventPayload): UserEvent => ({
  name,
  build: () => event,
  fixed: true,
});

/**
 * How the customer got there: a step or page typed in, a link from outside, the browser's Back to a page seen
 * before, or its Back out of About you while the address search or the address's fetch runs (`leave`).
 */
export type RouteKind = 'wizard' | 'page' | 'entry' | 'back' | 'leave';

export interface RouteVisit {
  kind: RouteKind;
  pathname: string;
  search: string;
  navigationType: 'PUSH' | 'POP';
}

/** Every wizard step's route, as the routing table writes it. */
const wizardPaths = wizardSteps.map(wizardStepPath);

/** Pages typed in: the open ones, those the journey may allow, two it never does, and a path it does not know. */
const pageVisits = [
  pagePaths.home,
  pagePaths.policySelection,
  pagePaths.results,
  pagePaths.makePayment,
  pagePaths.paymentSummary,
  pagePaths.outage,
  pagePaths.protectTerms,
  pagePaths.vehicleLandingPage,
  pagePaths.decline,
  pagePaths.thankYou,
  '/no-such-page',
];

/**
 * The browser's Back from About you, to step 2 that led there, while the address search or the chosen
 * address's fetch runs: Back goes to step 1 (spec 1 §2) and the call is cancelled.
 */
export const LEAVING_ABOUT_YOU: RouteVisit = {
  kind: 'leave',
  pathname: stepPath('vehicleDetailsTwo'),
  search: '',
  navigationType: 'POP',
};

/** The browser's Back to About you, a page of the journey seen before (the paths' earlier history entry). */
export const BACK_TO_ABOUT_YOU: RouteVisit = {
  kind: 'back',
  pathname: stepPath('aboutYou'),
  search: '',
  navigationType: 'POP',
};

/** The places the router reports, by how the customer got there. */
export const routeVisits: readonly RouteVisit[] = [
  ...wizardPaths.map((pathname) => ({
    kind: 'wizard' as const,
    pathname,
    search: '',
    navigationType: 'PUSH' as const,
  })),
  ...pageVisits.map((pathname) => ({
    kind: 'page' as const,
    pathname,
    search: '',
    navigationType: 'PUSH' as const,
  })),
  {
    kind: 'entry',
    pathname: pagePaths.aggregatorResults,
    search: '?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1',
    navigationType: 'PUSH',
  },
  {
    kind: 'entry',
    pathname: pagePaths.restartPolicy,
    search: '?quoteRef=RST-TEST-1',
    navigationType: 'PUSH',
  },
  {
    kind: 'entry',
    pathname: pagePaths.yourQuoteDetails,
    search: '?quoteRef=REM-TEST-1',
    navigationType: 'PUSH',
  },
  // The reminder page without the email's reference: it says it needs the link.
  { kind: 'entry', pathname: pagePaths.yourQuoteDetails, search: '', navigationType: 'PUSH' },
  { kind: 'entry', pathname: pagePaths.quoteRetrieval, search: '', navigationType: 'PUSH' },
  {
    kind: 'entry',
    pathname: pagePaths.quoteRetrieval,
    search: '?quoteRef=AGGQ-TEST-1',
    navigationType: 'PUSH',
  },
  // A saved quote's emailed link (issue #29).
  {
    kind: 'entry',
    pathname: pagePaths.quoteRetrieval,
    search: '?quoteRef=SAV-TEST-1&saved=1',
    navigationType: 'PUSH',
  },
  BACK_TO_ABOUT_YOU,
  { kind: 'back', pathname: pagePaths.thankYou, search: '', navigationType: 'POP' },
  LEAVING_ABOUT_YOU,
];

export const routeEventName = (visit: RouteVisit): string =>
  `route.changed ${visit.navigationType} ${visit.pathname}${visit.search}`;

function routeEvent(visit: RouteVisit): UserEvent {
  return fixed(routeEventName(visit), {
    type: 'route.changed',
    pathname: visit.pathname,
    search: visit.search,
    navigationType: visit.navigationType,
  });
}

const next = (name: string, step: StepId, stepAnswers: StepAnswers): UserEvent =>
  fixed(name, { type: 'wizard.next', step, answers: stepAnswers });

/** A delayed event the idle region schedules in `state` (its one timer there). */
function idleTimer(state: 'watching' | 'warning'): DelayEvent {
  const delayed = journeyMachine.getStateNodeById(`journey.idle.${state}`).after[0];
  if (!delayed) throw new Error(`The idle region no longer times its ${state} state`);
  return { type: delayed.eventType as DelayEvent['type'] };
}

/** The idle timer's first delayed event: 13 quiet minutes bring the time-out warning. */
export const idleTimerEvent: DelayEvent = idleTimer('watching');

/** The warning's own timer: two more quiet minutes time the journey out. */
export const idleWarningTimerEvent: DelayEvent = idleTimer('warning');

export const IDLE_TIMER = 'idle timer: 13 minutes';
export const IDLE_WARNING_TIMER = 'idle timer: 2 more minutes';

/**
 * A device asleep (a phone locked, a tab hidden) while its timers wait: the page wakes, or the customer acts,
 * this long after the last activity, and the journey reads the wall clock (machines/session/idle.ts).
 */
export const ASLEEP = {
  /** Woken when the warning is due, before the time-out: the warning shows, with the time left. */
  untilWarning: { name: 'idle.clockCheck woken 14 minutes later', ms: 14 * 60_000 },
  /** Woken after the time-out: the time-out page, at once. */
  pastTimeOut: { name: 'idle.clockCheck woken 20 minutes later', ms: 20 * 60_000 },
  /** A tap 16 minutes later, the page's timers not yet run: too late to carry on. */
  activePastTimeOut: { name: 'idle.activity 16 minutes later', ms: 16 * 60_000 },
} as const;

export const SAVE_OPEN_TOO_LATE = 'save.open 16 minutes later';

/**
 * What the provider's widget tells the journey on the card page (src/payment/providers/widget-actor.ts): its set-up,
 * the card field's own check, the prepared payment and the confirmation (3-D Secure, Stripe, a wallet).
 */
const widgetEvents: readonly UserEvent[] = [
  fixed('widget.ready', { type: 'widget.ready', wallet: false }),
  fixed('widget.failed', { type: 'widget.failed', error: new Error('The widget did not load') }),
  fixed('widget.cardChanged unsupported vendor', {
    type: 'widget.cardChanged',
    complete: false,
    error: JOURNEY_TEXT.payment.cardVendor,
  }),
  fixed('widget.prepared card', { type: 'widget.prepared', payment: TEST_CARD_PAYMENT }),
  fixed('widget.prepared wallet', {
    type: 'widget.prepared',
    payment: { kind: 'paymentMethod', paymentMethodId: 'pm_wallet_1', wallet: true },
  }),
  fixed('widget.declined card', {
    type: 'widget.declined',
    message: JOURNEY_TEXT.payment.invalidCard,
  }),
  fixed('widget.declined 3-D Secure', {
    type: 'widget.declined',
    message: JOURNEY_TEXT.payment.authenticationFailed,
  }),
  fixed('widget.confirmed', { type: 'widget.confirmed', paymentIntentId: 'pi_sandbox_1' }),
];

/** The card page's widget timer: the provider's fields did not appear in time. */
export const paymentWidgetTimerEvent: DelayEvent = {
  type: (() => {
    const delayed = journeyMachine.getStateNodeById('flow.payment.card.widget.loading').after[0];
    if (!delayed) throw new Error('The card page no longer times its widget out');
    return delayed.eventType as DelayEvent['type'];
  })(),
};

/** The optional extras on the results page (machines/results/extras-chart.ts): a tick, an untick, a retry. */
const extrasEvents: readonly UserEvent[] = [
  fixed('results.toggleExtra LEGAL_EXPENSES on', {
    type: 'results.toggleExtra',
    code: 'LEGAL_EXPENSES',
    add: true,
  }),
  fixed('results.toggleExtra LEGAL_EXPENSES off', {
    type: 'results.toggleExtra',
    code: 'LEGAL_EXPENSES',
    add: false,
  }),
  fixed('results.retryExtras', { type: 'results.retryExtras' }),
];

/** Everything the customer, the router or the app can send, with the payloads the views send. */
export const userEvents: readonly UserEvent[] = [
  fixed('boot.retry', { type: 'boot.retry' }),
  ...routeVisits.map(routeEvent),
  fixed('vehicle.lookup DL19 CAR', { type: 'vehicle.lookup', registration: 'dl19 car' }),
  fixed('vehicle.changeVehicle', { type: 'vehicle.changeVehicle' }),
  fixed('address.search home SW1A 1AA', {
    type: 'address.search',
    target: 'home',
    postcode: 'SW1A 1AA',
  }),
  fixed('address.choose home SW1A1AA-1', {
    type: 'address.choose',
    target: 'home',
    itemId: 'SW1A1AA-1',
  }),
  fixed('address.clear home', { type: 'address.clear', target: 'home' }),
  fixed('address.enterManually home', { type: 'address.enterManually', target: 'home' }),
  fixed('address.edit home', { type: 'address.edit', target: 'home' }),
  fixed('address.cancelManual home', { type: 'address.cancelManual', target: 'home' }),
  fixed('address.saveManual home', { type: 'address.saveManual', target: 'home' }),
  fixed('vehicle.transfer', { type: 'vehicle.transfer' }),
  ...stepIds.map((step) => next(`wizard.next ${step}`, step, answersFor(step))),
  next(
    'wizard.next vehicleDetails (registration changed)',
    'vehicleDetails',
    answersFor('vehicleDetails', { vehicleDetails: { registration: 'VN19VAN' } }),
  ),
  next(
    'wizard.next driverDetailsTwo (with an additional driver)',
    'driverDetailsTwo',
    answersFor('driverDetailsTwo', { hasAdditionalDriver: true }),
  ),
  next(
    'wizard.next vehicleCover (voluntary excess £500)',
    'vehicleCover',
    answersFor('vehicleCover', {
      coverDetails: { ...answersFor('vehicleCover').coverDetails, voluntaryExcess: 500 },
    }),
  ),
  fixed('wizard.back', { type: 'wizard.back' }),
  fixed('wizard.draft aboutYou', {
    type: 'wizard.draft',
    step: 'aboutYou',
    values: { firstName: 'Sa' },
  }),
  fixed('results.selectPaymentMethod card', {
    type: 'results.selectPaymentMethod',
    method: 'CARD_PAYMENT',
  }),
  fixed('results.selectPaymentMethod direct debit', {
    type: 'results.selectPaymentMethod',
    method: 'DIRECT_DEBIT',
  }),
  fixed('results.setRenewal no', { type: 'results.setRenewal', choice: 'no' }),
  fixed('results.toggleNcdProtection on', { type: 'results.toggleNcdProtection', protect: true }),
  fixed('results.updateRegistration DL19 CAR', {
    type: 'results.updateRegistration',
    registration: 'DL19CAR',
  }),
  fixed('results.chooseDuration ThirtyDay', {
    type: 'results.chooseDuration',
    duration: 'ThirtyDay',
  }),
  fixed('results.chooseDuration Annual', { type: 'results.chooseDuration', duration: 'Annual' }),
  fixed('results.change', { type: 'results.change' }),
  fixed('results.changeVehicle', { type: 'results.changeVehicle' }),
  fixed('results.downloadCreditDocument loanAgreement', {
    type: 'results.downloadCreditDocument',
    kind: 'loanAgreement',
    today: AGREEMENT_DAY,
  }),
  fixed('results.draft', { type: 'results.draft', values: { phoneNumber: '07700 900' } }),
  fixed('buyNow.submit', { type: 'buyNow.submit', contact: aContactForm }),
  fixed('thirtyDay.accept', { type: 'thirtyDay.accept' }),
  fixed('thirtyDay.decline', { type: 'thirtyDay.decline' }),
  fixed('payment.submitCard', { type: 'payment.submitCard', cardholder }),
  fixed('payment.draft cardholder', {
    type: 'payment.draft',
    form: 'cardholder',
    values: { cardholderFirstName: 'Sa' },
  }),
  fixed('payment.draft directDebit', {
    type: 'payment.draft',
    form: 'directDebit',
    values: { accountHolder: 'Sam' },
  }),
  fixed('payment.widgetHost', { type: 'payment.widgetHost', host: null }),
  fixed('payment.retrySetUp', { type: 'payment.retrySetUp' }),
  fixed('payment.useOtherMethod', { type: 'payment.useOtherMethod' }),
  fixed('payment.changeBankDetails', { type: 'payment.changeBankDetails' }),
  fixed('payment.closeProblem', { type: 'payment.closeProblem' }),
  ...widgetEvents,
  ...extrasEvents,
  fixed('payment widget timer', paymentWidgetTimerEvent),
  fixed('payment.submitDirectDebit', {
    type: 'payment.submitDirectDebit',
    bankDetails: aBankDetailsForm,
  }),
  fixed('restart.submit', { type: 'restart.submit', details: restartDetailsForm }),
  fixed('restart.closeProblem', { type: 'restart.closeProblem' }),
  fixed('reminder.submit', { type: 'reminder.submit', details: reminderDetailsForm }),
  fixed('retrieval.submit', { type: 'retrieval.submit', details: retrievalDetailsForm }),
  fixed('savedQuote.submit', { type: 'savedQuote.submit', details: savedQuoteDetailsForm }),
  // Save my quote: opened (from a page or the time-out warning, in time), sent, closed.
  { name: 'save.open', build: ({ idleSince }) => ({ type: 'save.open', at: idleSince }) },
  // The warning's Save my quote tapped after the device slept past the time-out: too late to carry on.
  {
    name: SAVE_OPEN_TOO_LATE,
    build: ({ idleSince }) => ({ type: 'save.open', at: idleSince + ASLEEP.activePastTimeOut.ms }),
  },
  fixed('save.submit with who the customer is', { type: 'save.submit', form: aSaveQuoteForm }),
  fixed('save.submit', {
    type: 'save.submit',
    form: { emailAddress: aSaveQuoteForm.emailAddress, identity: null },
  }),
  fixed('save.close', { type: 'save.close' }),
  fixed('header.logoClicked', { type: 'header.logoClicked' }),
  fixed('homeDialog.stay', { type: 'homeDialog.stay' }),
  fixed('homeDialog.leave', { type: 'homeDialog.leave' }),
  fixed('journey.reset', { type: 'journey.reset' }),
  fixed('documents.download DOC-1', { type: 'documents.download', documentId: 'DOC-1' }),
  // In time: the customer carries on from where the clock stands.
  { name: 'idle.activity', build: ({ idleSince }) => ({ type: 'idle.activity', at: idleSince }) },
  {
    name: ASLEEP.untilWarning.name,
    build: ({ idleSince }) => ({ type: 'idle.clockCheck', at: idleSince + ASLEEP.untilWarning.ms }),
  },
  {
    name: ASLEEP.pastTimeOut.name,
    build: ({ idleSince }) => ({ type: 'idle.clockCheck', at: idleSince + ASLEEP.pastTimeOut.ms }),
  },
  {
    name: ASLEEP.activePastTimeOut.name,
    build: ({ idleSince }) => ({
      type: 'idle.activity',
      at: idleSince + ASLEEP.activePastTimeOut.ms,
    }),
  },
  fixed(IDLE_TIMER, idleTimerEvent),
  fixed(IDLE_WARNING_TIMER, idleWarningTimerEvent),
  {
    name: 'sync.external',
    build: (context) => ({
      type: 'sync.external',
      snapshot: toPersisted(context, context.revision + 1, OTHER_TAB_SAVED_AT),
    }),
  },
];

const userEventsByName = new Map(userEvents.map((event) => [event.name, event]));

export function userEventNamed(name: string): UserEvent {
  const event = userEventsByName.get(name);
  if (!event) throw new Error(`No user event is named "${name}"`);
  return event;
}
