/**
 * How @xstate/graph explores the journey: what makes two snapshots the same state for the traversal, which
 * events it tries in each, and where a path ends.
 */
import { journeyMachine, type JourneySnapshot } from '../journey';
import type { AnyJourneyEvent } from '../core/context';
import { pages } from '../session/pages';
import { pagePaths } from '../session/page-table';
import { canSaveQuote } from '../session/view';
import { furthestStep, stepPath } from '../wizard/navigation';
import { isUnsetDate } from '../core/state';
import {
  IDLE_TIMER,
  IDLE_WARNING_TIMER,
  ASLEEP,
  BACK_TO_ABOUT_YOU,
  SAVE_OPEN_TOO_LATE,
  outcomesOf,
  routeEventName,
  routeVisits,
  userEventNamed,
  userEvents,
  type PathEvent,
  type RouteVisit,
} from './outcomes';

const pageStates: readonly string[] = Object.keys(pages.states);

type Area =
  | 'start'
  | 'home'
  | 'page'
  | 'wizard'
  | 'quoting'
  | 'panel'
  | 'results'
  | 'offer'
  | 'payment'
  | 'entry';

function areaOf(snapshot: JourneySnapshot): Area {
  const flow = snapshot.value.flow;
  const top = typeof flow === 'string' ? flow : (Object.keys(flow)[0] ?? '');
  if (top === 'booting' || top === 'bootFailed' || top === 'starting') return 'start';
  if (top === 'home') return 'home';
  if (pageStates.includes(top)) return 'page';
  if (top === 'wizard' || top === 'quoting' || top === 'results' || top === 'payment') return top;
  if (top === 'policySelection') return 'panel';
  if (top === 'thirtyDayQuote') return 'offer';
  return 'entry';
}

/**
 * Where the quote came from, as far as what follows differs: a reminder's and a retrieval's quote are loaded
 * alike and go on alike, so they share a key.
 */
const sourceOf = ({ context }: JourneySnapshot) =>
  context.aggregator
    ? 'aggregator'
    : context.restart.quoteRef
      ? 'restart'
      : context.reminder.quoteRef || context.retrieval.quoteRef
        ? 'loaded'
        : 'direct';

const hasResult = ({ context }: JourneySnapshot) => context.result.quoteRef !== null;

/** The Direct Debit plan asks a deposit, paid on the card page after the bank check, or goes straight on. */
const asksDeposit = ({ context }: JourneySnapshot) =>
  (context.result.selectedOption?.paymentCollectionOptions.find(
    (option) => option.paymentMethod === 'DIRECT_DEBIT',
  )?.upFrontAmount.amount ?? 0) > 0;

const extrasShown = (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { results: 'ready' } }) ||
  snapshot.matches({ flow: { results: 'repricingExtras' } });

/** A direct journey that has not been priced yet: the wizard is explored freely only then. */
const isPreQuote = (snapshot: JourneySnapshot) =>
  !hasResult(snapshot) && sourceOf(snapshot) === 'direct';

/**
 * Where the traversal opens Save my quote: every step and results offer it alike (one guard,
 * machines/session/save-quote.ts), so a step before About you (who the customer is asked), one after it and
 * the results stand for them; opening it everywhere would multiply the wizard's states by the dialog's.
 */
const SAVE_OPENED_ON: readonly string[] = [
  stepPath('aboutYou'),
  stepPath('driverDetails'),
  pagePaths.results,
];
const opensSaveQuote = (snapshot: JourneySnapshot) =>
  canSaveQuote(snapshot) &&
  SAVE_OPENED_ON.includes(snapshot.context.location.path) &&
  // The address search's states do not change what a save does.
  snapshot.context.addressLookup.target === null &&
  snapshot.context.extrasChoice === null;

const isFreshHome = (snapshot: JourneySnapshot) =>
  areaOf(snapshot) === 'home' && isPreQuote(snapshot) && snapshot.context.quote.activeStep <= 1;

/**
 * What a state is for the traversal: its value plus the context facts the guards and routing of that part
 * of the journey read. The key only steers exploration: every chosen path is replayed from the start, so
 * what it records is what the machine really does.
 */
export function stateKey(snapshot: JourneySnapshot): string {
  const { quote, result, payment, vehicleLookup, addressLookup, restart, location } =
    snapshot.context;
  const restartMatch = restart.quoteRef !== null && restart.quoteRef === result.quoteRef;
  const facts: Record<Area, () => unknown[]> = {
    start: () => [quote.activeStep > 1],
    home: () => [isFreshHome(snapshot)],
    page: () => [
      location.path,
      sourceOf(snapshot),
      payment.selectedPaymentMethod,
      snapshot.context.contact.contactEmail !== '',
    ],
    wizard: () => [
      location.path,
      quote.activeStep,
      furthestStep(quote),
      quote.hasAdditionalDriver,
      vehicleLookup.vehicleInfo !== null && vehicleLookup.problem === null,
      addressLookup.target !== null && [
        addressLookup.results.length > 0,
        addressLookup.chosen !== null,
      ],
      // What the address fields show matters only where they are shown.
      snapshot.matches({ flow: { wizard: 'aboutYou' } }) && addressLookup.modes,
      sourceOf(snapshot),
      hasResult(snapshot) && [
        quote.hasRiskDataChanged,
        result.outcome,
        result.isLatestFullyPricedQuote,
        quote.vehicleDetails.registration !== '',
      ],
    ],
    // What the quote is priced again for, and whether its price so far is final: the answers differ by both.
    quoting: () => [
      sourceOf(snapshot),
      hasResult(snapshot),
      quote.hasRiskDataChanged,
      result.isLatestFullyPricedQuote,
      quote.coverDetails.effectiveTo,
      result.underwritingOutcome?.underwrittenOptions.length,
    ],
    panel: () => [location.path, sourceOf(snapshot), result.isLatestFullyPricedQuote],
    results: () => [
      location.path,
      sourceOf(snapshot),
      result.outcome,
      result.isLatestFullyPricedQuote,
      payment.selectedPaymentMethod,
      restartMatch,
      snapshot.context.contact.contactEmail !== '',
      quote.vehicleDetails.registration !== '',
      !isUnsetDate(result.selectedOption?.effectiveFrom),
      asksDeposit(snapshot),
      // The optional extras: a choice waiting for its price, or left out of it by a failure (extras-chart.ts);
      // it matters only where the boxes are.
      extrasShown(snapshot) &&
        snapshot.context.extrasChoice && [
          snapshot.context.extrasChoice.wanted.join(),
          snapshot.context.extrasChoice.pricing.join(),
        ],
    ],
    offer: () => [sourceOf(snapshot), payment.selectedPaymentMethod, restartMatch],
    payment: () => [
      sourceOf(snapshot),
      payment.selectedPaymentMethod,
      restartMatch,
      snapshot.context.contact.contactEmail !== '',
      // The card page's set-up retries, the attempt's keys, a confirmed charge and the problem modal.
      snapshot.context.card.setUpFailures,
      payment.attemptKey !== null,
      payment.paymentIntentId !== null,
      snapshot.context.card.problem,
      payment.paymentDate !== null,
      !isUnsetDate(snapshot.context.result.selectedOption?.effectiveFrom),
      asksDeposit(snapshot),
    ],
    // A restart's check follows its premium, or the lookup that found none (a declined or referred quote has
    // no price): what the check can answer differs by it.
    entry: () => [sourceOf(snapshot), restart.premium === null],
  };
  // While the time-out warning shows, the customer can only carry on or stay away: one warning per state
  // value is enough to cover it, and keying it by its facts would double the traversal.
  // Its Save my quote is offered where the traversal opens the dialog (`opensSaveQuote`).
  if (snapshot.matches({ idle: 'warning' }))
    return JSON.stringify([snapshot.value, opensSaveQuote(snapshot)]);
  return JSON.stringify([snapshot.value, ...facts[areaOf(snapshot)]()]);
}

/**
 * The pages of a purchase go on: Back there shows them again (session/routing.ts), and thank-you's policy
 * documents load and download there (payment/documents.ts).
 */
const isThankYouPage = (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: 'thankYou' }) || snapshot.matches({ flow: 'restartThankYou' });

/**
 * Pages have no transitions of their own: what they can do (routes, reset, the logo) belongs to the flow or
 * the go-home dialog and is explored elsewhere, so paths end there, except on the home page of a journey not
 * yet started, where every visit begins, and on the pages of a purchase.
 */
export function endsPath(snapshot: JourneySnapshot): boolean {
  const area = areaOf(snapshot);
  return (
    (area === 'page' && !isThankYouPage(snapshot)) || (area === 'home' && !isFreshHome(snapshot))
  );
}

const labels = new WeakMap<object, string>();

export function labelOf(event: PathEvent): string {
  return labels.get(event) ?? event.type;
}

function labelled(event: PathEvent, label: string): PathEvent {
  labels.set(event, label);
  return event;
}

const fixedEvents = new Map<string, PathEvent>();

/** The user event named `name`, as the app would send it now; fixed events are the same object each time. */
export function userEventFor(name: string, snapshot: JourneySnapshot): PathEvent {
  const userEvent = userEventNamed(name);
  // An event built from the context (the time it happens, another tab's record) is built afresh each time.
  if (!userEvent.fixed) return labelled(userEvent.build(snapshot.context), name);
  const known = fixedEvents.get(name);
  if (known) return known;
  const event = labelled(userEventNamed(name).build(snapshot.context), name);
  fixedEvents.set(name, event);
  return event;
}

/** The actor outcomes that can arrive now: every outcome of every actor the journey is invoking. */
export function pendingOutcomes(snapshot: JourneySnapshot): PathEvent[] {
  return Object.keys(snapshot.children).flatMap((actor) =>
    outcomesOf(actor).map((outcome) => labelled(outcome.event, outcome.name)),
  );
}

/** Whether `snapshot` has any transition for `event` (a blocked one, with no target or action, counts). */
export const handles = (snapshot: JourneySnapshot, event: PathEvent): boolean =>
  // Done, error and delayed events are the machine's own events, delivered by the actor system.
  journeyMachine.getTransitionData(snapshot, event as AnyJourneyEvent).length > 0;

const BACK = routeEventName(BACK_TO_ABOUT_YOU);
const routeNames = (...kinds: RouteVisit['kind'][]) =>
  routeVisits.filter((visit) => kinds.includes(visit.kind)).map(routeEventName);
const routeTo = (...pathnames: string[]) =>
  routeVisits
    .filter((visit) => visit.kind === 'page' && pathnames.includes(visit.pathname))
    .map(routeEventName);
const isRoute = (name: string) => name.startsWith('route.changed ');
const everywhereElse = ['header.logoClicked', 'journey.reset', 'idle.activity', 'sync.external'];
const ASLEEP_NAMES: readonly string[] = Object.values(ASLEEP).map((asleep) => asleep.name);
/** Save my quote's events: offered on the pages that save and in their time-out warning, narrowed in its dialog. */
const isSaveEvent = (name: string) => name.startsWith('save.');
/** The dialog's own: its form sent (with or without who the customer is) and closed. */
const SAVE_DIALOG_EVENTS = ['save.submit', 'save.submit with who the customer is', 'save.close'];
/** The address lookup's calls (machines/wizard/address-lookup.ts), which leaving About you cancels. */
export const ADDRESS_CALLS = ['searchAddresses', 'getAddressById'] as const;
const EXTRAS_TOGGLES = [
  'results.toggleExtra LEGAL_EXPENSES on',
  'results.toggleExtra LEGAL_EXPENSES off',
];

/** The user events worth trying in a state, by the part of the journey it is in (see `traversalEvents`). */
function offeredUserEvents(snapshot: JourneySnapshot): string[] {
  const area = areaOf(snapshot);
  const timer = snapshot.hasTag('idleTimeout') ? [IDLE_TIMER] : [];
  // A device asleep before the quote: the wizard's pages stand for every page that times out.
  const asleep = snapshot.hasTag('idleTimeout') ? [...ASLEEP_NAMES] : [];
  // The card page's widget lives as long as the page: the customer acts while it runs.
  const calling = Object.keys(snapshot.children).filter((id) => id !== 'paymentWidget');
  if (calling.length > 0) {
    // The card page renders while its set-up is under way, and hands the provider its element then.
    const cardPage = snapshot.matches({ flow: { payment: { card: 'settingUp' } } })
      ? ['payment.widgetHost']
      : [];
    // The optional extras' boxes stay usable while their price is worked out (extras-chart.ts).
    const extras = calling.includes('repriceWithAddOns') ? EXTRAS_TOGGLES : [];
    // Back out of About you while its address search or the address's fetch runs: the browser's or its own.
    const leaving =
      snapshot.matches({ flow: { wizard: 'aboutYou' } }) &&
      calling.some((id) => (ADDRESS_CALLS as readonly string[]).includes(id))
        ? [...routeNames('leave'), 'wizard.back']
        : [];
    return [
      BACK,
      ...timer,
      ...cardPage,
      ...extras,
      ...leaving,
      ...(area === 'start' ? ['journey.reset', 'header.logoClicked'] : []),
    ];
  }
  const own = userEvents
    .map((event) => event.name)
    .filter(
      (name) =>
        !isRoute(name) &&
        !everywhereElse.includes(name) &&
        name !== IDLE_TIMER &&
        name !== IDLE_WARNING_TIMER &&
        !ASLEEP_NAMES.includes(name) &&
        !isSaveEvent(name),
    );
  switch (area) {
    case 'start':
      return ['boot.retry', BACK, 'journey.reset', 'header.logoClicked'];
    case 'home':
      return [...routeNames('wizard', 'page', 'entry'), ...everywhereElse, IDLE_TIMER];
    case 'wizard':
      return isPreQuote(snapshot)
        ? [
            ...own,
            ...routeNames('wizard', 'page', 'back'),
            ...everywhereElse,
            ...timer,
            ...asleep,
            ...(opensSaveQuote(snapshot) ? ['save.open'] : []),
          ]
        : [
            ...own.filter((name) => name !== 'wizard.back' && !name.startsWith('wizard.draft')),
            ...routeTo(pagePaths.results),
            ...timer,
          ];
    case 'results':
      return [
        ...own,
        ...routeTo(pagePaths.makePayment, pagePaths.paymentSummary),
        'sync.external',
        ...timer,
        ...(opensSaveQuote(snapshot) ? ['save.open'] : []),
      ];
    case 'panel':
      // The duration panel: a length chosen, Back to the answers, another page typed in, or time out.
      return [...own, BACK, ...routeTo(pagePaths.results, pagePaths.makePayment), ...timer];
    case 'payment':
      return [...own, ...routeTo(pagePaths.results), ...timer];
    default:
      return [...own, ...(isThankYouPage(snapshot) ? [BACK] : []), ...timer];
  }
}

/**
 * The events the traversal tries in a state: the outcomes of the actors it is invoking and the user events
 * that part of the journey offers, left out where the state does not handle them at all. Modal moments
 * narrow them as the page does: while the go-home dialog is open only its buttons act, and while the
 * time-out warning shows only its Continue or more time away.
 */
export function traversalEvents(snapshot: JourneySnapshot): PathEvent[] {
  const named = (...names: string[]) => names.map((name) => userEventFor(name, snapshot));
  if (snapshot.matches({ homeDialog: 'confirming' }))
    return named('homeDialog.stay', 'homeDialog.leave');
  const outcomes = pendingOutcomes(snapshot);
  // The time-out warning: the customer carries on (its Continue) or stays away two more minutes, or the
  // device sleeps past the time-out and wakes, or is tapped, after it.
  if (snapshot.matches({ idle: 'warning' }))
    return [
      ...named(
        'idle.activity',
        IDLE_WARNING_TIMER,
        ASLEEP.pastTimeOut.name,
        ASLEEP.activePastTimeOut.name,
        // Its Save my quote, where the page saves and the dialog is not already open.
        ...(opensSaveQuote(snapshot) && snapshot.matches({ saveQuote: 'closed' })
          ? ['save.open', SAVE_OPEN_TOO_LATE]
          : []),
      ),
      ...outcomes,
    ];
  // Save my quote's dialog: its buttons, its call's answers, or the customer gone quiet while it is open.
  if (!snapshot.matches({ saveQuote: 'closed' }))
    return [
      ...outcomes.filter((event) => labelOf(event).startsWith('saveQuoteForLater: ')),
      ...named(...SAVE_DIALOG_EVENTS, IDLE_TIMER).filter((event) => handles(snapshot, event)),
    ];
  const user = named(...offeredUserEvents(snapshot)).filter((event) => handles(snapshot, event));
  return [...outcomes, ...user];
}
