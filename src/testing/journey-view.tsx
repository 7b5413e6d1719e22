/**
 * The journey's model-based paths replayed through the rendered app (machines/paths/): each step a customer
 * takes is performed on the screen as they would (typing, clicking, following a link, pressing Back), each
 * service answers as the path says and no sooner, and after every step the screen of the state the journey
 * reached is checked.
 *
 * `viewActions` says what each screen offers: a path event with no action here, or offered in a state whose
 * screen has no control for it, is left out when the view paths are generated (`offeredByViews`).
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { parseISO } from 'date-fns';
import { vi } from 'vitest';
import type { JourneySnapshot } from '../../machines/journey';
import {
  generateJourneyPaths,
  pathInput,
  type JourneyPath,
  type PathStep,
} from '../../machines/paths/journey-paths';
import { keptTraversal, type KeptTraversal } from '../../machines/paths/kept-traversal';
import {
  actorOutcomes,
  ASLEEP,
  IDLE_TIMER,
  IDLE_WARNING_TIMER,
  idleTimerEvent,
  LEAVING_ABOUT_YOU,
  idleWarningTimerEvent,
  isActorOutcomeEvent,
  paymentWidgetTimerEvent,
  isDelayEvent,
  routeEventName,
  routeVisits,
  SAVE_OPEN_TOO_LATE,
  type PathEvent,
} from '../../machines/paths/outcomes';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../../machines/core/context';
import { JourneyDriver } from '../../machines/paths/replay';
import { TEXT } from '../../machines/core/catalogue';
import type { Coverage } from '../../machines/paths/coverage';
import { normalisePath } from '../../machines/session/routing';
import { referenceData as sandboxReferenceData } from '../../server/fixtures/reference-data';
import { App } from '../app/app';
import { NavigationType } from 'react-router';
import { memoryRouter, type RouterView } from './memory-router';
import { brand } from '../app/config/brand';
import { IDLE_ACTIVITY_THROTTLE_MS } from '../app/journey/route-sync';
import {
  addAdditionalDriver,
  answerAboutYou,
  answerDriverDetails,
  answerDrivingHistory,
  answerVehicleCover,
  answerVehicleDetailsTwo,
  changeRegistration,
  findVehicle,
  typeRegistrationIfEmpty,
  homeAddress,
  pressContinue,
  typeInto,
} from './customer-answers';
import {
  EARLIER_PAGE,
  BACK_TO_EARLIER_PAGE,
  expectedScreen,
  homeLookup,
  homeMode,
  screenControls,
  widgetReports,
} from './journey-screens';
import {
  checkReminderDetails,
  checkRestartDetails,
  checkSavedQuoteDetails,
  retrieveQuote,
} from './entry-answers';
import { closeSaveQuote, openSaveQuote, saveQuote } from './save-answers';
import { payByCard, payByDirectDebit } from './payment-answers';
import { buyNow, choosePrice } from './results-answers';

/** The renewal question: 'Rolling Subscription' for 30-day quotes, 'Your Renewals' otherwise. */
const RENEWAL_QUESTION = new RegExp(
  `${TEXT.contact.renewal.renewalsQuestion}|${TEXT.contact.renewal.rollingQuestion}`,
);

const STEP_TIMEOUT_MS = 5000;

/** The rendered app driving a journey whose services answer only when a path says how. */
export class JourneyView {
  readonly driver: JourneyDriver;
  readonly user: UserEvent;
  private router: RouterView | null = null;
  /** Where the router's history stands: entry 0 is `EARLIER_PAGE`. */
  private historyIndex = 1;
  /** The page at each entry of the router's history, as the router moved through them. */
  private readonly pages: string[];
  /** Time the customer has been away (the idle timer), added to `Date.now` for the activity throttle. */
  private awayMs = 0;

  constructor(coverage?: Coverage) {
    // The screens list what the sandbox lists (the browser gets the same answer from `npm start`).
    // The screens report activity at the time it happens: the journey's idle clock is the wall clock.
    this.driver = new JourneyDriver(
      coverage,
      { 'loadReferenceData: loaded': sandboxReferenceData },
      { ...pathInput, startedAt: Date.now() },
    );
    this.user = userEvent.setup({ delay: null });
    this.pages = [EARLIER_PAGE, this.snapshot.context.location.path || '/'];
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + this.awayMs);
    render(
      <App
        journey={this.driver.actor}
        Router={memoryRouter({
          entries: [...this.pages],
          initialIndex: 1,
          onChange: (view) => {
            const moved = this.router !== null && this.router.location.key !== view.location.key;
            if (moved && view.navigationType === NavigationType.Push) {
              this.historyIndex += 1;
              // A new entry drops those after it, as a browser's history does.
              this.pages.length = this.historyIndex;
            }
            this.pages[this.historyIndex] = view.location.pathname;
            this.router = view;
          },
        })}
      />,
    );
  }

  get snapshot(): JourneySnapshot {
    return this.driver.snapshot;
  }

  /** The route the app shows, or null before the router has started (while booting). */
  get shownPath(): string | null {
    return this.router ? this.router.location.pathname : null;
  }

  async navigate(to: string): Promise<void> {
    await this.moveHistory(to);
  }

  /** The browser's Back button, as far back as the page seen before this journey started. */
  async backToEarlierPage(): Promise<void> {
    const steps = this.historyIndex;
    this.historyIndex = 0;
    await this.moveHistory(-steps);
  }

  /** The browser's Back by one entry, which must be `page` (a path is replayed as it was generated). */
  async backOneTo(page: string): Promise<void> {
    const earlier = this.pages[this.historyIndex - 1];
    if (earlier !== page)
      throw new Error(
        `the entry before ${String(this.shownPath)} is ${String(earlier)}, not ${page}`,
      );
    this.historyIndex -= 1;
    await this.moveHistory(-1);
  }

  /** Moves the router and waits until the page it moved to is shown (its script may still be loading). */
  private async moveHistory(to: string | number): Promise<void> {
    const router = this.mountedRouter();
    const before = router.location.key;
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
    await waitFor(
      () => {
        if (this.router?.location.key === before) throw new Error(`The app has not moved to ${to}`);
      },
      { timeout: STEP_TIMEOUT_MS },
    );
  }

  /** The device sleeps `ms` with its timers waiting, then the page is shown again. */
  wakeAfter(ms: number): Promise<void> {
    this.awayMs += ms;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    return Promise.resolve();
  }

  /** The device sleeps `ms` with its timers waiting, then the customer taps the page (the warning's Continue). */
  async actAfter(ms: number): Promise<void> {
    this.sleep(ms);
    await this.carryOn();
  }

  /** The device sleeps `ms`: the wall clock moves on, the page's timers wait. */
  sleep(ms: number): void {
    this.awayMs += ms;
  }

  /** The time-out warning takes only its Continue; elsewhere any click is activity. */
  carryOn(): Promise<void> {
    return this.driver.snapshot.matches({ idle: 'warning' })
      ? this.user.click(button(TEXT.timeOutWarning.continue))
      : this.returnAndMovePointer();
  }

  /** The customer comes back after a while and moves the pointer. */
  async returnAndMovePointer(): Promise<void> {
    this.awayMs += IDLE_ACTIVITY_THROTTLE_MS;
    await this.user.pointer({ target: document.body, keys: '[MouseLeft]' });
  }

  /** Delivers one step of a path: a service answer, time passing, or what the customer does on screen. */
  async perform(step: PathStep): Promise<void> {
    const { event, label } = step;
    if (isActorOutcomeEvent(event)) {
      await waitFor(() => {
        if (!this.driver.calling.includes(event.actorId))
          throw new Error(`"${label}": the app is not calling ${event.actorId}`);
      });
      await this.driver.deliver(event, label);
      return;
    }
    if (isDelayEvent(event)) {
      this.awayMs += idleDelayMs(event);
      await this.driver.deliver(event, label);
      return;
    }
    const perform = performers.get(label);
    if (!perform) throw new Error(`No screen offers "${label}"`);
    await perform(this, event);
  }

  stop(): void {
    cleanup();
    this.driver.stop();
    vi.restoreAllMocks();
  }

  private mountedRouter(): RouterView {
    if (!this.router) throw new Error('The app has not started its router yet');
    return this.router;
  }
}

/** How long the customer is away while a timer runs out: the idle timers' 13 and 2 minutes, else none. */
function idleDelayMs(event: PathEvent): number {
  if (event.type === idleTimerEvent.type) return IDLE_TIMEOUT_MS - IDLE_WARNING_MS;
  if (event.type === idleWarningTimerEvent.type) return IDLE_WARNING_MS;
  if (event.type === paymentWidgetTimerEvent.type) return 0;
  throw new Error(`Unknown timer ${event.type}`);
}

// ---------------------------------------------------------------- what the customer does

type Perform = (view: JourneyView, event: PathEvent) => Promise<void>;

const button = (name: string) => screen.getByRole('button', { name });

const continueAfter =
  (answer: (user: UserEvent) => Promise<void> = () => Promise.resolve()): Perform =>
  async ({ user }) => {
    await answer(user);
    await pressContinue(user);
  };

async function draftSaved(driver: JourneyDriver, form: 'cardholder' | 'directDebit', text: string) {
  await waitFor(() => {
    if (JSON.stringify(driver.snapshot.context.drafts[form] ?? {}).includes(text)) return;
    throw new Error('The draft has not been saved');
  });
}

const sendAsTheWidget: Perform = ({ driver }, event) => {
  driver.actor.send(event as Extract<PathEvent, { type: `widget.${string}` }>);
  return Promise.resolve();
};

/** The optional extras (src/results/optional-extras.tsx): the legal expenses box, and Try again. */
const legalExpensesBox = () =>
  within(screen.getByRole('region', { name: TEXT.extras.heading })).getByRole('checkbox', {
    name: TEXT.extras.add(TEXT.extras.extras.LEGAL_EXPENSES.name),
  });
const extrasPerformers: [string, Perform][] = [
  ['results.toggleExtra LEGAL_EXPENSES on', ({ user }) => user.click(legalExpensesBox())],
  ['results.toggleExtra LEGAL_EXPENSES off', ({ user }) => user.click(legalExpensesBox())],
  ['results.retryExtras', ({ user }) => user.click(button(TEXT.extras.tryAgain))],
];

/** How each step a screen offers (journey-screens.ts `screenControls`) is done on it. */
const performers = new Map<string, Perform>([
  ['boot.retry', ({ user }) => user.click(button(TEXT.boot.tryAgain))],
  ...extrasPerformers,
  ...routeVisits
    .filter((visit) => visit.navigationType === 'PUSH')
    .map((visit): [string, Perform] => [
      routeEventName(visit),
      (view) => view.navigate(`${visit.pathname}${visit.search}`),
    ]),
  [BACK_TO_EARLIER_PAGE, (view) => view.backToEarlierPage()],
  [routeEventName(LEAVING_ABOUT_YOU), (view) => view.backOneTo(LEAVING_ABOUT_YOU.pathname)],
  ['vehicle.lookup DL19 CAR', ({ user }) => findVehicle(user)],
  ['vehicle.changeVehicle', ({ user }) => user.click(button(TEXT.vehicle.changeVehicle))],
  ['vehicle.transfer', ({ user }) => user.click(button(TEXT.vehicle.transferMe))],
  [
    'address.search home SW1A 1AA',
    async ({ user }) => {
      const home = homeAddress();
      const postcode = within(home).getByRole('textbox', { name: TEXT.labels.postcode });
      await user.clear(postcode);
      await user.type(postcode, 'SW1A 1AA');
      await user.click(within(home).getByRole('button', { name: TEXT.address.find }));
    },
  ],
  [
    'address.choose home SW1A1AA-1',
    async ({ user }) => {
      const list = within(homeAddress()).getByLabelText(TEXT.address.selectAddress);
      await user.selectOptions(list, 'SW1A1AA-1');
    },
  ],
  [
    'address.clear home',
    ({ user }) =>
      user.click(within(homeAddress()).getByRole('button', { name: TEXT.address.searchAgain })),
  ],
  [
    'address.enterManually home',
    ({ user }) =>
      user.click(within(homeAddress()).getByRole('button', { name: TEXT.address.enterManually })),
  ],
  [
    'address.edit home',
    ({ user }) => user.click(within(homeAddress()).getByRole('button', { name: TEXT.wizard.edit })),
  ],
  [
    'address.cancelManual home',
    ({ user }) =>
      user.click(within(homeAddress()).getByRole('button', { name: TEXT.address.hideManually })),
  ],
  [
    'address.saveManual home',
    async ({ user }) => {
      const home = homeAddress();
      await typeInto(
        user,
        within(home).getByRole('textbox', { name: 'Address line 1' }),
        '12 Mill Lane',
      );
      await typeInto(
        user,
        within(home).getByRole('textbox', { name: TEXT.labels.postcode }),
        'LS1 4AP',
      );
      await user.click(within(home).getByRole('button', { name: TEXT.address.saveAddress }));
    },
  ],
  ['wizard.next vehicleDetails', continueAfter(typeRegistrationIfEmpty)],
  [
    'wizard.next vehicleDetails (registration changed)',
    continueAfter((user) => changeRegistration(user, 'VN19 VAN')),
  ],
  ['wizard.next vehicleDetailsTwo', continueAfter(answerVehicleDetailsTwo)],
  ['wizard.next aboutYou', continueAfter(answerAboutYou)],
  [
    'wizard.next driverDetails',
    // The licence number matches the proposer the journey holds (a comparison site's quote brings its own).
    async (view) => {
      const { lastNames, dateOfBirth } = view.snapshot.context.quote.proposerDetails;
      const born = dateOfBirth ? parseISO(dateOfBirth) : null;
      await answerDriverDetails(
        view.user,
        born && lastNames ? { surname: lastNames, dateOfBirth: born } : undefined,
      );
      await pressContinue(view.user);
    },
  ],
  [
    'wizard.next driverDetailsTwo',
    continueAfter((user) => answerDrivingHistory(user, { addDrivers: false })),
  ],
  [
    'wizard.next driverDetailsTwo (with an additional driver)',
    continueAfter((user) => answerDrivingHistory(user, { addDrivers: true })),
  ],
  ['wizard.next additionalDrivers', continueAfter(addAdditionalDriver)],
  [
    'wizard.next vehicleCover',
    continueAfter((user) => answerVehicleCover(user, { excess: '£250' })),
  ],
  [
    'wizard.next vehicleCover (voluntary excess £500)',
    continueAfter((user) => answerVehicleCover(user, { excess: '£500' })),
  ],
  [
    'wizard.back',
    ({ user }) =>
      user.click(within(screen.getByRole('main')).getByRole('button', { name: TEXT.wizard.back })),
  ],
  [
    'wizard.draft aboutYou',
    async ({ user, driver }) => {
      const firstName = within(screen.getByRole('main')).getByRole('textbox', {
        name: TEXT.labels.firstName,
      });
      await user.clear(firstName);
      await user.type(firstName, 'Sa');
      // Drafts are saved a moment after typing stops.
      await waitFor(() => {
        if (JSON.stringify(driver.snapshot.context.drafts.aboutYou ?? {}).includes('"Sa"')) return;
        throw new Error('The draft has not been saved');
      });
    },
  ],
  [
    'header.logoClicked',
    ({ user }) => user.click(screen.getByRole('link', { name: `${brand.storefrontName} home` })),
  ],
  ['homeDialog.stay', ({ user }) => user.click(button(TEXT.layout.homeDialog.stay))],
  ['homeDialog.leave', ({ user }) => user.click(button(TEXT.layout.homeDialog.leave))],
  ['results.selectPaymentMethod card', ({ user }) => choosePrice(user, 'card')],
  ['results.selectPaymentMethod direct debit', ({ user }) => choosePrice(user, 'monthly')],
  [
    'results.setRenewal no',
    ({ user }) =>
      user.click(
        within(screen.getByRole('group', { name: RENEWAL_QUESTION })).getByRole('radio', {
          name: 'No',
        }),
      ),
  ],
  [
    'results.toggleNcdProtection on',
    ({ user }) =>
      user.click(
        within(screen.getByRole('group', { name: TEXT.results.ncd.legend })).getByRole('radio', {
          name: 'Yes',
        }),
      ),
  ],
  [
    'results.updateRegistration DL19 CAR',
    async ({ user }) => {
      await typeInto(
        user,
        screen.getByRole('textbox', { name: TEXT.results.registrationForm.label }),
        'DL19 CAR',
      );
      await user.click(button(TEXT.results.registrationForm.confirm));
    },
  ],
  [
    'results.chooseDuration ThirtyDay',
    ({ user }) => user.click(button(TEXT.durationPanel.choose(TEXT.durationPanel.thirtyDay))),
  ],
  [
    'results.chooseDuration Annual',
    ({ user }) => user.click(button(TEXT.durationPanel.choose(TEXT.durationPanel.annual))),
  ],
  ['results.change', ({ user }) => user.click(button(TEXT.results.card.changeCover))],
  ['results.changeVehicle', ({ user }) => user.click(button(TEXT.results.card.changeVehicle))],
  [
    'results.draft',
    async ({ user, driver }) => {
      await typeInto(user, screen.getByRole('textbox', { name: TEXT.contact.phone }), '07700 900');
      await waitFor(() => {
        if (JSON.stringify(driver.snapshot.context.drafts.results ?? {}).includes('07700 900'))
          return;
        throw new Error('The draft has not been saved');
      });
    },
  ],
  [
    'results.downloadCreditDocument loanAgreement',
    ({ user }) =>
      user.click(
        screen.getByRole('button', { name: new RegExp(TEXT.credit.documents.loanAgreement) }),
      ),
  ],
  ['buyNow.submit', ({ user }) => buyNow(user)],
  ['thirtyDay.accept', ({ user }) => user.click(button(TEXT.results.thirtyDayOffer.accept))],
  ['thirtyDay.decline', ({ user }) => user.click(button(TEXT.results.thirtyDayOffer.decline))],
  ['payment.submitCard', ({ user }) => payByCard(user)],
  [
    'payment.draft cardholder',
    async ({ user, driver }) => {
      await typeInto(
        user,
        screen.getByRole('textbox', { name: TEXT.paymentPages.card.firstName }),
        'Sa',
      );
      await draftSaved(driver, 'cardholder', '"Sa"');
    },
  ],
  ['payment.retrySetUp', ({ user }) => user.click(button(TEXT.paymentPages.card.retry))],
  [
    'payment.useOtherMethod',
    ({ user }) =>
      user.click(
        screen.getByRole('button', {
          name: new RegExp(
            `${TEXT.paymentPages.otherMethod.toDirectDebit}|${TEXT.paymentPages.otherMethod.toCard}`,
          ),
        }),
      ),
  ],
  [
    'payment.changeBankDetails',
    ({ user }) => user.click(button(TEXT.paymentPages.deposit.changeBankDetails)),
  ],
  [
    'payment.closeProblem',
    ({ user }) =>
      user.click(
        within(screen.getByRole('dialog', { name: TEXT.paymentPages.problemTitle })).getByRole(
          'button',
          { name: TEXT.paymentPages.problemClose },
        ),
      ),
  ],
  ['payment.submitDirectDebit', ({ user }) => payByDirectDebit(user)],
  [
    'payment.draft directDebit',
    async ({ user, driver }) => {
      const holder = screen.getByRole('textbox', { name: TEXT.directDebit.account.accountHolder });
      await user.clear(holder);
      await user.type(holder, 'Sam');
      await draftSaved(driver, 'directDebit', '"Sam"');
    },
  ],
  // The provider's widget is outside the app's screens: what it reports reaches the journey as it would.
  ...widgetReports.map((label): [string, Perform] => [label, sendAsTheWidget]),
  [
    // The card page hands the provider the element its fields go in when it renders.
    'payment.widgetHost',
    ({ driver }) => {
      driver.actor.send({
        type: 'payment.widgetHost',
        host: document.querySelector('.card-payment__widget'),
      });
      return Promise.resolve();
    },
  ],
  [
    'documents.download DOC-1',
    ({ user }) =>
      user.click(screen.getAllByRole('button', { name: /^Download / })[0] as HTMLElement),
  ],
  ['restart.submit', ({ user }) => checkRestartDetails(user)],
  [
    'restart.closeProblem',
    ({ user }) =>
      user.click(
        within(screen.getByRole('dialog')).getByRole('button', {
          name: TEXT.entries.restart.premiumProblem.close,
        }),
      ),
  ],
  ['reminder.submit', ({ user }) => checkReminderDetails(user)],
  ['retrieval.submit', ({ user }) => retrieveQuote(user)],
  ['savedQuote.submit', ({ user }) => checkSavedQuoteDetails(user)],
  ['save.open', ({ user }) => openSaveQuote(user)],
  [
    SAVE_OPEN_TOO_LATE,
    async (view) => {
      view.sleep(ASLEEP.activePastTimeOut.ms);
      await openSaveQuote(view.user);
    },
  ],
  ['save.submit', ({ user }) => saveQuote(user)],
  ['save.submit with who the customer is', ({ user }) => saveQuote(user)],
  ['save.close', ({ user }) => closeSaveQuote(user)],
  ['idle.activity', (view) => view.carryOn()],
  [ASLEEP.untilWarning.name, (view) => view.wakeAfter(ASLEEP.untilWarning.ms)],
  [ASLEEP.pastTimeOut.name, (view) => view.wakeAfter(ASLEEP.pastTimeOut.ms)],
  [ASLEEP.activePastTimeOut.name, (view) => view.actAfter(ASLEEP.activePastTimeOut.ms)],
  [
    'sync.external',
    ({ driver }, event) => {
      driver.actor.send(event as Extract<PathEvent, { type: 'sync.external' }>);
      return Promise.resolve();
    },
  ],
]);

const outcomeNames = new Set(actorOutcomes.map((outcome) => outcome.name));
const timers = new Set([IDLE_TIMER, IDLE_WARNING_TIMER, 'payment widget timer']);

/**
 * For `generateJourneyPaths({ offers })`: services may answer whenever they are called and time may pass;
 * anything else only where the screen has the control for it.
 */
export function offeredByViews(snapshot: JourneySnapshot, label: string): boolean {
  if (outcomeNames.has(label) || timers.has(label)) return true;
  return performers.has(label) && (screenControls.get(label)?.(snapshot) ?? false);
}

// ---------------------------------------------------------------- what each state shows

const heading = (name: string | RegExp) => screen.getByRole('heading', { level: 1, name });
const statusSaying = (text: string) =>
  screen.getAllByRole('status').find((status) => status.textContent.includes(text));

/** Throws unless the screen shows what the journey's state calls for. */
function checkScreen(view: JourneyView): void {
  const snapshot = view.snapshot;
  const { context } = snapshot;
  const expected = expectedScreen(snapshot.value, context.location.path);
  if (expected.path !== null && view.shownPath !== null) {
    if (normalisePath(view.shownPath) !== expected.path)
      throw new Error(`The app shows ${view.shownPath}, the journey is at ${expected.path}`);
  }
  if (expected.heading !== null) heading(expected.heading);
  if (snapshot.matches({ flow: { quoteRetrieval: { form: 'failed' } } })) {
    const reference = context.retrieval.quoteRef ?? TEXT.entries.retrieval.referenceUnknown;
    within(screen.getByRole('main')).getByText(
      TEXT.entries.retrieval.failed(brand.supportPhone, reference),
    );
  }
  for (const text of expected.statuses) {
    if (!statusSaying(text)) throw new Error(`No status saying "${text}"`);
  }
  for (const text of expected.over) {
    if (statusSaying(text)) throw new Error(`A status still says "${text}"`);
  }
  for (const text of expected.texts) within(screen.getByRole('main')).getByText(text);
  for (const dialog of expected.dialogs) {
    within(screen.getByRole(dialog.role ?? 'dialog', { name: dialog.name })).getByRole('button', {
      name: dialog.button,
    });
  }
  // A message the journey holds for the results, payment or a returning visitor's page is shown there.
  const pageMessage = (
    [
      ['results', 'results'],
      ['payment', 'payment'],
      ['restart', 'entries'],
      ['reminder', 'entries'],
    ] as const
  ).find(([area]) => snapshot.matches({ flow: area }));
  const heldMessage = pageMessage ? context.messages[pageMessage[1]] : null;
  if (heldMessage)
    within(screen.getByRole('main')).getAllByText(heldMessage.message, { exact: false });
  // What the journey holds for the customer to read on a wizard step is on the screen.
  if (!snapshot.matches({ flow: 'wizard' })) return;
  const main = within(screen.getByRole('main'));
  if (snapshot.matches({ flow: { wizard: 'vehicleDetails' } })) {
    if (context.vehicleLookup.problem === 'notFound')
      main.getByText(new RegExp(brand.supportPhone));
    const found = context.vehicleLookup.problem === null ? context.vehicleLookup.vehicleInfo : null;
    if (found && snapshot.matches({ flow: { wizard: { vehicleDetails: 'editing' } } })) {
      within(screen.getByRole('region', { name: 'Your vehicle' })).getByText(found.model.desc, {
        exact: false,
      });
    }
  }
  if (context.messages.wizard) main.getAllByText(context.messages.wizard.message, { exact: false });
  const lookup = homeLookup(snapshot);
  // The search shows the lookup's message; the manual form only that the search failed.
  const mode = homeMode(snapshot);
  const messageShown =
    lookup?.problem === 'searchFailed' ? mode === 'manual' : mode === 'search' || mode === 'list';
  if (snapshot.matches({ flow: { wizard: 'aboutYou' } }) && lookup?.message && messageShown) {
    within(homeAddress()).getAllByText(lookup.message, { exact: false });
  }
}

const describeValue = (value: unknown) => JSON.stringify(value);

/** The messages on screen, to say why a step did not move the journey on. */
function shownProblems(): string {
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent.trim());
  return alerts.length > 0 ? `; the screen says: ${alerts.join(' | ')}` : '';
}

/** Waits for the journey to reach `expected` and the screen to show it. */
async function settle(view: JourneyView, expected: JourneySnapshot['value'], where: string) {
  await waitFor(
    () => {
      const actual = view.snapshot.value;
      if (describeValue(actual) !== describeValue(expected))
        throw new Error(
          `${where}: the journey is in ${describeValue(actual)}, expected ${describeValue(expected)}${shownProblems()}`,
        );
      try {
        checkScreen(view);
      } catch (error) {
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    { timeout: STEP_TIMEOUT_MS },
  );
}

/** Replays `path` through the rendered app, checking the journey's state and the screen after every step. */
export async function replayThroughViews(path: JourneyPath, coverage?: Coverage): Promise<void> {
  const view = new JourneyView(coverage);
  try {
    await settle(view, path.initial, 'at start-up');
    for (const step of path.steps) {
      await view.perform(step);
      await settle(view, step.value, `after "${step.label}"`);
    }
  } finally {
    view.stop();
  }
}

/**
 * The paths the views replay, and what they cover: generated once for `npm test` (by `npm run check:paths`,
 * which documents them) and kept for the view replay (machines/paths/kept-traversal.ts).
 */
export function viewTraversal(): KeptTraversal {
  return keptTraversal('views', null, () => ({
    ...generateJourneyPaths({ offers: offeredByViews }),
    walks: [],
  }));
}
