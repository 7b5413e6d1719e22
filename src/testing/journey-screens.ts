/**
 * What the app's screens show and offer in each state of the journey, for replaying its model-based paths
 * through the views (Testing Library, src/testing/journey-view.tsx) and in Chromium (e2e/journey-paths.spec.ts).
 * Free of the DOM and of any test runner: both replays read the same expectations.
 */
import { bootStatusOf, type JourneySnapshot } from '../../machines/journey';
import { flowOf } from '../../machines/paths/journey-paths';
import {
  ASLEEP,
  SAVE_OPEN_TOO_LATE,
  routeEventName,
  routeVisits,
  LEAVING_ABOUT_YOU,
  BACK_TO_ABOUT_YOU,
} from '../../machines/paths/outcomes';
import { normalisePath } from '../../machines/session/routing';
import { canSaveQuote } from '../../machines/session/view';
import { pagePaths } from '../../machines/session/page-table';
import type { StepId } from '../../machines/wizard/navigation';
import type { AddressMode } from '../../machines/core/types';
import { acceptanceBlock } from '../../machines/results/rules';
import { offersNcdProtection, priceChoices } from '../../machines/results/display';
import { creditDocumentsOf, extrasOf } from '../../machines/results/view';
import type { PaymentMethod } from '../../machines/core/contract';
import { TEXT } from '../../machines/core/catalogue';
import { coverQuestionText } from '../../machines/wizard/cover-question-text';
import { brand } from '../app/config/brand';

/** A page the customer saw earlier in this tab, one step back in the browser's history. */
export const EARLIER_PAGE = BACK_TO_ABOUT_YOU.pathname;
/** The browser's Back to `EARLIER_PAGE`. */
export const BACK_TO_EARLIER_PAGE = routeEventName(BACK_TO_ABOUT_YOU);

// ---------------------------------------------------------------- what the screens offer

type Offered = (snapshot: JourneySnapshot) => boolean;

const routerStarted: Offered = (snapshot) => bootStatusOf(snapshot) === 'ready';
/** A modal dialog is open: the page behind it is inert. */
const modalOpen: Offered = (snapshot) =>
  snapshot.matches({ homeDialog: 'confirming' }) ||
  !snapshot.matches({ saveQuote: 'closed' }) ||
  snapshot.matches({ idle: 'warning' }) ||
  snapshot.matches({ flow: { restart: 'premiumProblem' } }) ||
  snapshot.matches({ flow: { wizard: { vehicleDetails: 'wrongVehicleType' } } });
/** The page's own controls can be used: the app has started and no modal dialog covers the page. */
const pageUsable: Offered = (snapshot) => routerStarted(snapshot) && !modalOpen(snapshot);
const onStep =
  (step: StepId): Offered =>
  (snapshot) =>
    pageUsable(snapshot) && snapshot.matches({ flow: { wizard: step } });
/** Continue is busy (a press does nothing) while the step waits for a service. */
const canContinue =
  (step: StepId): Offered =>
  (snapshot) =>
    onStep(step)(snapshot) && !snapshot.hasTag('loading');
const wrongVehicleType: Offered = (snapshot) =>
  snapshot.matches({ flow: { wizard: { vehicleDetails: 'wrongVehicleType' } } });
const goHomeDialog: Offered = (snapshot) => snapshot.matches({ homeDialog: 'confirming' });
/** Save my quote's control: where the views offer it (on the wizard's steps and results, and their warning). */
const onPageThatSaves: Offered = canSaveQuote;
const saveWarned: Offered = (snapshot) =>
  onPageThatSaves(snapshot) &&
  snapshot.matches({ idle: 'warning' }) &&
  snapshot.matches({ saveQuote: 'closed' });
/** Save my quote's dialog shows its form (its Cancel), or its confirmation (its Close). */
const saveFormOpen: Offered = (snapshot) =>
  !snapshot.matches({ idle: 'warning' }) &&
  (snapshot.matches({ saveQuote: 'editing' }) || snapshot.matches({ saveQuote: 'failed' }));
const saveDialogClosable: Offered = (snapshot) =>
  saveFormOpen(snapshot) ||
  (!snapshot.matches({ idle: 'warning' }) && snapshot.matches({ saveQuote: 'saved' }));

/** The journey's address search for the home address, when that is the one under way. */
export function homeLookup(snapshot: JourneySnapshot) {
  const lookup = snapshot.context.addressLookup;
  return lookup.target === 'home' ? lookup : null;
}

/**
 * What the home address field shows: the mode the journey recorded for it, else (before the customer acts on
 * it) its summary when the answers hold a home address. The form holds the address itself; a recorded summary
 * always follows an address the customer gave.
 */
export function homeMode(snapshot: JourneySnapshot): AddressMode {
  const recorded = snapshot.context.addressLookup.modes.home?.mode;
  return recorded ?? (snapshot.context.quote.proposerDetails.address.line1 ? 'summary' : 'search');
}

/** On About you with the home address showing one of `modes`; the lookup's own controls wait for it. */
const homeShows =
  (...modes: AddressMode[]): Offered =>
  (snapshot) =>
    onStep('aboutYou')(snapshot) && modes.includes(homeMode(snapshot));
const lookupIdle: Offered = (snapshot) => snapshot.matches({ addressLookup: 'ready' });

/** The results page with nothing pending: its controls act. */
const onResults: Offered = (snapshot) =>
  pageUsable(snapshot) && snapshot.matches({ flow: { results: 'ready' } });
/** The duration panel with nothing pending: both lengths can be chosen. */
const onDurationPanel: Offered = (snapshot) =>
  pageUsable(snapshot) && snapshot.matches({ flow: 'policySelection' });
const selectedOption = (snapshot: JourneySnapshot) => snapshot.context.result.selectedOption;
const offersPrice =
  (method: PaymentMethod): Offered =>
  (snapshot) =>
    onResults(snapshot) &&
    priceChoices(selectedOption(snapshot)).some((choice) => choice.method === method);
const registrationMissing = (snapshot: JourneySnapshot) =>
  snapshot.context.quote.vehicleDetails.registration.trim() === '';
/** The NCD toggle shows for an annual quote of a customer with a discount to protect. */
const ncdProtectionToggle: Offered = (snapshot) => {
  const { coverDetails } = snapshot.context.quote;
  return (
    onResults(snapshot) &&
    offersNcdProtection(selectedOption(snapshot), coverDetails.yearsOfNoClaimsDiscount) &&
    coverDetails.protectNoClaimsDiscount !== true
  );
};
/**
 * The loan agreement is offered in the full acceptance block, once paying monthly; while it is being made its
 * button waits (machines/results/view.ts `creditDocumentsOf`).
 */
const offersLoanAgreement: Offered = (snapshot) => {
  const { quote, payment } = snapshot.context;
  return (
    onResults(snapshot) &&
    creditDocumentsOf(snapshot).downloading !== 'loanAgreement' &&
    acceptanceBlock({
      proposerDateOfBirth: quote.proposerDetails.dateOfBirth,
      coverStart: quote.coverDetails.effectiveFrom,
      option: selectedOption(snapshot),
      selectedPaymentMethod: payment.selectedPaymentMethod,
    }) === 'full'
  );
};
const onThirtyDayOffer: Offered = (snapshot) =>
  pageUsable(snapshot) && snapshot.matches({ flow: 'thirtyDayQuote' });

/** The card page while the provider's widget lives: it may report at any moment. */
const onCardWidget: Offered = (snapshot) =>
  pageUsable(snapshot) && snapshot.matches({ flow: { payment: { card: 'widget' } } });
const cardFormReady: Offered = (snapshot) =>
  pageUsable(snapshot) &&
  snapshot.matches({ flow: { payment: { card: { widget: 'ready' } } } }) &&
  !snapshot.context.card.problem;
const cardUnavailable: Offered = (snapshot) =>
  pageUsable(snapshot) && snapshot.matches({ flow: { payment: { card: 'unavailable' } } });
const directDebitReady: Offered = (snapshot) =>
  pageUsable(snapshot) &&
  snapshot.matches({ flow: { payment: { directDebit: { form: 'ready' } } } }) &&
  !snapshot.context.card.problem;
const otherMethodOffered: Offered = (snapshot) =>
  (cardFormReady(snapshot) || cardUnavailable(snapshot) || directDebitReady(snapshot)) &&
  snapshot.can({ type: 'payment.useOtherMethod' });
/** The deposit's card page goes back to the bank details (docs/decisions/0010-direct-debit-deposit.md). */
const bankDetailsChangeOffered: Offered = (snapshot) =>
  (cardFormReady(snapshot) || cardUnavailable(snapshot)) &&
  snapshot.can({ type: 'payment.changeBankDetails' });
const paymentProblemOpen: Offered = (snapshot) =>
  pageUsable(snapshot) && snapshot.matches({ flow: 'payment' }) && snapshot.context.card.problem;

/** What the provider's widget reports: the journey hears it while the card page shows the widget. */
export const widgetReports = [
  'widget.ready',
  'widget.failed',
  'widget.cardChanged unsupported vendor',
  'widget.prepared card',
  'widget.prepared wallet',
  'widget.declined card',
  'widget.declined 3-D Secure',
  'widget.confirmed',
] as const;

/** The card page hands the provider its element whenever it renders, set-up under way or not. */
const onCardPage: Offered = (snapshot) =>
  pageUsable(snapshot) &&
  (snapshot.matches({ flow: { payment: { card: 'settingUp' } } }) || onCardWidget(snapshot));

/**
 * The optional extras' boxes (src/results/optional-extras.tsx): on the results page, usable while a price is
 * worked out; `chosen` is whether the legal expenses box is ticked. Try again shows after a failed price.
 */
const extrasShown = (snapshot: JourneySnapshot) =>
  pageUsable(snapshot) &&
  (snapshot.matches({ flow: { results: 'ready' } }) ||
    snapshot.matches({ flow: { results: 'repricingExtras' } }));
const legalExpensesBox =
  (chosen: boolean): Offered =>
  (snapshot) => {
    const offer = extrasOf(snapshot).offers.find((each) => each.code === 'LEGAL_EXPENSES');
    return extrasShown(snapshot) && offer?.available === true && offer.chosen === chosen;
  };
const extrasControls: [string, Offered][] = [
  ['results.toggleExtra LEGAL_EXPENSES on', legalExpensesBox(false)],
  ['results.toggleExtra LEGAL_EXPENSES off', legalExpensesBox(true)],
  ['results.retryExtras', (snapshot) => onResults(snapshot) && extrasOf(snapshot).canRetry],
];

/**
 * For each path event a screen can send, by its catalogue label: whether the screen shown in a state has
 * the control for it (a link or the browser for routes, the Back button for a step back in history).
 */
export const screenControls: ReadonlyMap<string, Offered> = new Map<string, Offered>([
  ['boot.retry', (snapshot) => snapshot.matches({ flow: 'bootFailed' })],
  ...extrasControls,
  ...routeVisits
    .filter((visit) => visit.navigationType === 'PUSH')
    .map((visit): [string, Offered] => [routeEventName(visit), routerStarted]),
  [BACK_TO_EARLIER_PAGE, routerStarted],
  // The browser's Back from About you to step 2, which led there.
  [routeEventName(LEAVING_ABOUT_YOU), onStep('aboutYou')],
  [
    'vehicle.lookup DL19 CAR',
    (snapshot) =>
      pageUsable(snapshot) && snapshot.matches({ flow: { wizard: { vehicleDetails: 'editing' } } }),
  ],
  ['vehicle.changeVehicle', wrongVehicleType],
  [
    'vehicle.transfer',
    (snapshot) => wrongVehicleType(snapshot) && !snapshot.context.entry.isMobileApp,
  ],
  [
    'address.search home SW1A 1AA',
    // FIND is busy (a press does nothing) while the lookup runs.
    (snapshot) => homeShows('search', 'list')(snapshot) && lookupIdle(snapshot),
  ],
  [
    'address.choose home SW1A1AA-1',
    (snapshot) =>
      homeShows('list')(snapshot) &&
      lookupIdle(snapshot) &&
      (homeLookup(snapshot)?.results.some((item) => item.itemId === 'SW1A1AA-1') ?? false),
  ],
  ['address.clear home', homeShows('summary')],
  ['address.enterManually home', homeShows('search', 'list')],
  ['address.edit home', homeShows('summary')],
  ['address.cancelManual home', homeShows('manual')],
  ['address.saveManual home', homeShows('manual')],
  ['wizard.next vehicleDetails', canContinue('vehicleDetails')],
  [
    'wizard.next vehicleDetails (registration changed)',
    (snapshot) =>
      canContinue('vehicleDetails')(snapshot) &&
      snapshot.context.vehicleLookup.problem === null &&
      snapshot.context.vehicleLookup.vehicleInfo !== null,
  ],
  ['wizard.next vehicleDetailsTwo', canContinue('vehicleDetailsTwo')],
  ['wizard.next aboutYou', canContinue('aboutYou')],
  ['wizard.next driverDetails', canContinue('driverDetails')],
  ['wizard.next driverDetailsTwo', canContinue('driverDetailsTwo')],
  ['wizard.next driverDetailsTwo (with an additional driver)', canContinue('driverDetailsTwo')],
  ['wizard.next additionalDrivers', canContinue('additionalDrivers')],
  ['wizard.next vehicleCover', canContinue('vehicleCover')],
  ['wizard.next vehicleCover (voluntary excess £500)', canContinue('vehicleCover')],
  ['wizard.back', (snapshot) => pageUsable(snapshot) && snapshot.matches({ flow: 'wizard' })],
  ['wizard.draft aboutYou', onStep('aboutYou')],
  ['header.logoClicked', pageUsable],
  ['homeDialog.stay', goHomeDialog],
  ['homeDialog.leave', goHomeDialog],
  [
    'save.open',
    (snapshot) => (pageUsable(snapshot) && onPageThatSaves(snapshot)) || saveWarned(snapshot),
  ],
  [SAVE_OPEN_TOO_LATE, saveWarned],
  ['save.submit', saveFormOpen],
  ['save.submit with who the customer is', saveFormOpen],
  ['save.close', saveDialogClosable],
  ['results.selectPaymentMethod card', offersPrice('CARD_PAYMENT')],
  ['results.selectPaymentMethod direct debit', offersPrice('DIRECT_DEBIT')],
  ['results.setRenewal no', onResults],
  ['results.toggleNcdProtection on', ncdProtectionToggle],
  [
    'results.updateRegistration DL19 CAR',
    (snapshot) => onResults(snapshot) && registrationMissing(snapshot),
  ],
  ['results.chooseDuration ThirtyDay', onDurationPanel],
  ['results.chooseDuration Annual', onDurationPanel],
  ['results.change', onResults],
  ['results.changeVehicle', onResults],
  ['results.draft', onResults],
  ['results.downloadCreditDocument loanAgreement', offersLoanAgreement],
  ['buyNow.submit', onResults],
  ['thirtyDay.accept', onThirtyDayOffer],
  ['thirtyDay.decline', onThirtyDayOffer],
  ['payment.submitCard', cardFormReady],
  ['payment.draft cardholder', cardFormReady],
  ['payment.retrySetUp', cardUnavailable],
  ['payment.useOtherMethod', otherMethodOffered],
  ['payment.changeBankDetails', bankDetailsChangeOffered],
  ['payment.closeProblem', paymentProblemOpen],
  ['payment.submitDirectDebit', directDebitReady],
  ['payment.draft directDebit', directDebitReady],
  ...widgetReports.map((label): [string, Offered] => [label, onCardWidget]),
  ['payment.widgetHost', onCardPage],
  [
    'restart.submit',
    (snapshot) =>
      pageUsable(snapshot) && snapshot.matches({ flow: { restart: { checkingDetails: 'form' } } }),
  ],
  ['restart.closeProblem', (snapshot) => snapshot.matches({ flow: { restart: 'premiumProblem' } })],
  [
    'reminder.submit',
    (snapshot) => pageUsable(snapshot) && snapshot.matches({ flow: { reminder: 'form' } }),
  ],
  [
    'retrieval.submit',
    (snapshot) => pageUsable(snapshot) && snapshot.matches({ flow: { quoteRetrieval: 'form' } }),
  ],
  [
    'savedQuote.submit',
    (snapshot) =>
      pageUsable(snapshot) && snapshot.matches({ flow: { quoteRetrieval: 'savedForm' } }),
  ],
  ['idle.activity', routerStarted],
  // A device that slept: the page shown again, or tapped, reads the wall clock.
  ...Object.values(ASLEEP).map(({ name }): [string, typeof routerStarted] => [name, routerStarted]),
  // Another tab of the same journey saved its answers; the app's tab sync passes them on.
  ['sync.external', routerStarted],
  // Each listed document's button; disabled while one downloads.
  [
    'documents.download DOC-1',
    (snapshot) => pageUsable(snapshot) && snapshot.matches({ documents: 'ready' }),
  ],
]);

// ---------------------------------------------------------------- what each state shows

export const STEP_HEADINGS: Record<StepId, string> = TEXT.wizard.heading;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The card page pays the price in full, or a Direct Debit plan's deposit after its bank check. */
const CARD_PAGE_HEADING = new RegExp(
  `^(${escaped(TEXT.paymentPages.card.heading)}|${escaped(TEXT.paymentPages.deposit.heading)})$`,
);

const PAGE_HEADINGS: Record<string, string | RegExp> = {
  '/': TEXT.layout.home.heading,
  '/referral': TEXT.outcomes.referral.heading,
  '/summary': TEXT.outcomes.decline.heading,
  '/error': TEXT.outcomes.error.heading,
  '/time-out': TEXT.outcomes.timeOut.heading,
  '/quote-taken-up': TEXT.outcomes.quoteTakenUp.heading,
  '/quote-expired': TEXT.outcomes.quoteExpired.heading,
  '/quote-locked': TEXT.outcomes.quoteLocked.heading,
  '/restart-policy': TEXT.entries.restart.heading,
  '/your-quote-details': TEXT.entries.reminder.heading,
  '/make-payment': CARD_PAGE_HEADING,
  '/payment-summary': TEXT.directDebit.heading,
  '/thank-you': TEXT.thankYou.heading,
  '/restart-thank-you': TEXT.thankYou.restart.heading,
  '/30-day-quote': TEXT.results.thirtyDayOffer.heading,
  '/thirty-day-quote': TEXT.results.thirtyDayOffer.heading,
  '/policy-selection': TEXT.durationPanel.heading,
  '/outage': TEXT.outcomes.outage.heading,
  '/protect-terms': TEXT.outcomes.protectTerms.heading,
  '/quote-retrieval': TEXT.entries.retrieval.heading,
  '/vehicle-landing-page': TEXT.layout.vehicleLanding.heading,
};

/** The results page greets the customer by the first name they gave (spec 2 §2). */
export const RESULTS_HEADING = new RegExp(
  `^(${escaped(TEXT.results.greeting('\u0000')).replace('\u0000', '.+')}|${escaped(TEXT.results.greetingWithoutName)})$`,
);

/** The restart's premium modal names the quote it could not price. */
const PREMIUM_PROBLEM_HEADING = new RegExp(
  `^${escaped(TEXT.entries.restart.premiumProblem.heading('\u0000')).replace('\u0000', '.+')}$`,
);

export interface ScreenExpectation {
  /** The route the app shows; null before its router starts. */
  path: string | null;
  /** The page's level-1 heading; null while the app is starting. */
  heading: string | RegExp | null;
  /** Texts of live status messages that must be showing (loading states). */
  statuses: string[];
  /**
   * Texts of status messages that must have gone: a wait whose controls stay usable (the extras' boxes), so
   * the next step acts only once the journey has its answer.
   */
  over: string[];
  /** Texts the page's main content must show (what a finished wait says). */
  texts: string[];
  /** Dialogs that must be open, by name, with a button each must offer. */
  dialogs: { name: string | RegExp; button: string; role?: 'alertdialog' }[];
}

/** What the screen shows for the journey at `value`, its route being `path`. */
export function expectedScreen(value: JourneySnapshot['value'], path: string): ScreenExpectation {
  const flow = flowOf(value);
  if (flow === 'booting')
    return {
      path: null,
      heading: null,
      statuses: [TEXT.layout.loading],
      over: [],
      texts: [],
      dialogs: [],
    };
  if (flow === 'bootFailed') {
    return {
      path: null,
      heading: TEXT.boot.failedHeading,
      statuses: [],
      over: [],
      texts: [],
      dialogs: [],
    };
  }
  const shown: ScreenExpectation = {
    path: normalisePath(path),
    heading: PAGE_HEADINGS[normalisePath(path)] ?? TEXT.layout.notFound.heading,
    statuses: [],
    over: [],
    texts: [],
    dialogs: [],
  };
  const [area, step, stepState] = flow.split('.');
  if (area === 'wizard' && step !== undefined) {
    shown.heading = STEP_HEADINGS[step as StepId];
    if (stepState === 'lookingUp') shown.statuses.push('Finding your vehicle');
    if (stepState === 'wrongVehicleType') {
      shown.dialogs.push({
        name: TEXT.vehicle.wrongTypeHeading,
        button: TEXT.vehicle.changeVehicle,
      });
    }
    if (step === 'aboutYou' && value.addressLookup === 'searching') {
      shown.statuses.push(TEXT.address.searching);
    }
  } else if (area === 'quoting' && shown.path === pagePaths.policySelection) {
    // A length chosen on the duration panel: the panel waits behind its overlay while the quote is priced.
    shown.statuses.push(TEXT.durationPanel.updating);
  } else if (area === 'quoting') {
    shown.heading = STEP_HEADINGS.vehicleCover;
    shown.statuses.push(coverQuestionText.cover.findingPrice);
  } else if (area === 'aggregator') {
    // The comparison site's quote is loading: the results page waits behind its 'Loading...' modal.
    shown.heading = null;
    shown.statuses.push(TEXT.results.loading);
  } else if (area === 'restart') {
    const entries = TEXT.entries;
    if (step === 'loadingPremium') shown.statuses.push(entries.restart.priceLoading);
    if (step === 'premiumProblem') {
      shown.dialogs.push({
        name: PREMIUM_PROBLEM_HEADING,
        button: entries.restart.premiumProblem.close,
      });
    }
    if (stepState === 'checking') shown.statuses.push(entries.identity.checking);
    // The check's answer has reached the page (its alert takes focus as it appears) before the form is typed in.
    else shown.over.push(entries.identity.checking);
  } else if (area === 'reminder') {
    if (step === 'checking') shown.statuses.push(TEXT.entries.identity.checking);
    else shown.over.push(TEXT.entries.identity.checking);
  } else if (area === 'quoteRetrieval') {
    if (step === 'readingStamp' || step === 'loadingQuote')
      shown.statuses.push(TEXT.entries.retrieval.loading);
    if (step === 'checking' || step === 'resuming')
      shown.statuses.push(TEXT.entries.identity.checking);
    else shown.over.push(TEXT.entries.identity.checking);
  } else if (area === 'payment') {
    const card = TEXT.paymentPages.card;
    if (/^payment\.card\.(settingUp|widget\.loading)$/.test(flow))
      shown.statuses.push(card.settingUp);
    if (flow === 'payment.card.widget.challenge') shown.statuses.push(card.challenge);
    // The provider's own check of the card ('preparing') may answer at once: only the calls wait on screen.
    if (/\.(creatingIntent|confirming|takingUp|checkingBank)$/.test(flow))
      shown.statuses.push(TEXT.paymentPages.processing);
  } else if (area === 'results') {
    shown.heading = RESULTS_HEADING;
    if (step === 'buyNow' || step === 'updatingRegistration')
      shown.statuses.push(TEXT.results.updatingQuote);
    if (step === 'updatingNcd') shown.statuses.push(TEXT.results.updatingPrice);
    if (step === 'repricingExtras') shown.statuses.push(TEXT.extras.updating);
    else shown.over.push(TEXT.extras.updating);
  }
  // The acceptance block's credit document, while it waits for the payment date and while it is made: the
  // paths download the loan agreement (machines/results/credit-documents.ts). The block says so on the
  // results page; a page the customer moved on to meanwhile has no block.
  const makingDocument =
    value.creditDocuments === 'preparing' || value.creditDocuments === 'downloading';
  if (makingDocument && area === 'results' && (step === 'ready' || step === 'loadingPaymentDate'))
    shown.statuses.push(TEXT.credit.acceptance.downloading(TEXT.credit.documents.loanAgreement));
  // The policy's documents, on thank-you and the taken-up page (spec 2 §7, §8).
  const documents = TEXT.outcomes.documents;
  if (value.documents === 'loading') shown.statuses.push(documents.loading);
  if (value.documents === 'downloading')
    shown.statuses.push(documents.downloading('').slice(0, -1));
  if (value.documents === 'none') shown.texts.push(documents.none);
  if (value.documents === 'unavailable') shown.texts.push(documents.listFailed(brand.supportPhone));
  if (value.homeDialog === 'confirming') {
    shown.dialogs.push({ name: TEXT.layout.homeDialog.title, button: TEXT.layout.homeDialog.stay });
  }
  // Save my quote's dialog: its form (its submit button says when the save is under way), then where the
  // link went.
  const saveQuote = TEXT.saveQuote;
  if (value.saveQuote === 'editing' || value.saveQuote === 'failed')
    shown.dialogs.push({ name: saveQuote.title, button: saveQuote.save });
  if (value.saveQuote === 'saving')
    shown.dialogs.push({ name: saveQuote.title, button: saveQuote.saving });
  if (value.saveQuote === 'saved')
    shown.dialogs.push({ name: saveQuote.savedTitle, button: saveQuote.close });
  if (value.idle === 'warning') {
    shown.dialogs.push({
      name: TEXT.timeOutWarning.title,
      button: TEXT.timeOutWarning.continue,
      role: 'alertdialog',
    });
  }
  // A wait of another kind may say the same words (the extras' and the no-claims price, 'Updating your price').
  shown.over = shown.over.filter((text) => !shown.statuses.includes(text));
  return shown;
}
