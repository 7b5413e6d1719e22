/**
 * The journey's model-based paths replayed through the rendered app (machines/paths/): each step a customer
 * takes is performed on the screen as they would (typing, clicking, following a link, pressing Back), each
 * service answers as the path says and no sooner, and after every step the screen of the state the journey
 * reached is checked.
 *
 * `viewActions` says what each screen offers: a path event with no action here, or offered in a state whose
 * screen has no control for it, is left out when the view paths are generated (`offeredByViews`).
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, NavigationType } from 'react-router';
import { vi } from 'vitest';
import { bootStatusOf, type JourneySnapshot } from '../../machines/journey.machine';
import type { JourneyPath, PathStep } from '../../machines/paths/journey-paths';
import {
  actorOutcomes,
  idleTimerEvent,
  isActorOutcomeEvent,
  isDelayEvent,
  routeEventName,
  routeVisits,
  type PathEvent,
} from '../../machines/paths/outcomes';
import { JourneyDriver } from '../../machines/paths/replay';
import type { Coverage } from '../../machines/paths/coverage';
import { normalisePath } from '../../machines/rules/routing';
import type { StepId } from '../../machines/rules/wizard-navigation';
import { referenceData as sandboxReferenceData } from '../../server/fixtures/reference-data';
import { App } from '../app';
import { brand } from '../config/brand';
import { IDLE_ACTIVITY_THROTTLE_MS } from '../journey/route-sync';
import {
  addAdditionalDriver,
  answerAboutYou,
  answerDriverDetails,
  answerDrivingHistory,
  answerVehicleCover,
  answerVehicleDetailsTwo,
  findVehicle,
  homeAddress,
  pressContinue,
} from './customer-answers';

type Router = ReturnType<typeof createMemoryRouter>;

/** A page the customer saw earlier in this tab, one step back in the browser's history. */
const EARLIER_PAGE = '/quote/about-you';
const STEP_TIMEOUT_MS = 5000;

/** The rendered app driving a journey whose services answer only when a path says how. */
export class JourneyView {
  readonly driver: JourneyDriver;
  readonly user: UserEvent;
  private router: Router | null = null;
  /** Where the router's history stands: entry 0 is `EARLIER_PAGE`. */
  private historyIndex = 1;
  /** Time the customer has been away (the idle timer), added to `Date.now` for the activity throttle. */
  private awayMs = 0;

  constructor(coverage?: Coverage) {
    // The screens list what the sandbox lists (the browser gets the same answer from `npm start`).
    this.driver = new JourneyDriver(coverage, {
      'loadReferenceData: loaded': sandboxReferenceData,
    });
    this.user = userEvent.setup({ delay: null });
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + this.awayMs);
    render(
      <App
        journey={this.driver.actor}
        createRouter={(routes) => {
          const opened = this.snapshot.context.location.path || '/';
          const router = createMemoryRouter(routes, {
            initialEntries: [EARLIER_PAGE, opened],
            initialIndex: 1,
          });
          let shownKey = router.state.location.key;
          router.subscribe((state) => {
            if (state.location.key === shownKey) return;
            shownKey = state.location.key;
            if (state.historyAction === NavigationType.Push) this.historyIndex += 1;
          });
          this.router = router;
          return router;
        }}
      />,
    );
  }

  get snapshot(): JourneySnapshot {
    return this.driver.snapshot;
  }

  /** The route the app shows, or null before the router has started (while booting). */
  get shownPath(): string | null {
    return this.router ? this.router.state.location.pathname : null;
  }

  async navigate(to: string): Promise<void> {
    await this.mountedRouter().navigate(to);
  }

  /** The browser's Back button, as far back as the page seen before this journey started. */
  async backToEarlierPage(): Promise<void> {
    const steps = this.historyIndex;
    this.historyIndex = 0;
    await this.mountedRouter().navigate(-steps);
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
    const action = viewActions.get(label);
    if (!action) throw new Error(`No screen offers "${label}"`);
    await action.perform(this, event);
  }

  stop(): void {
    cleanup();
    this.driver.stop();
    vi.restoreAllMocks();
  }

  private mountedRouter(): Router {
    if (!this.router) throw new Error('The app has not started its router yet');
    return this.router;
  }
}

function idleDelayMs(event: PathEvent): number {
  if (event.type !== idleTimerEvent.type) throw new Error(`Unknown timer ${event.type}`);
  return 15 * 60 * 1000;
}

// ---------------------------------------------------------------- what the screens offer

interface ViewAction {
  /** Whether the screen shown in `snapshot` has the control for this step. */
  offered: (snapshot: JourneySnapshot) => boolean;
  perform: (view: JourneyView, event: PathEvent) => Promise<void>;
}

const routerStarted = (snapshot: JourneySnapshot) => bootStatusOf(snapshot) === 'ready';
/** A modal dialog is open: the page behind it is inert. */
const modalOpen = (snapshot: JourneySnapshot) =>
  snapshot.matches({ homeDialog: 'confirming' }) ||
  snapshot.matches({ flow: { wizard: { vehicleDetails: 'wrongVehicleType' } } });
/** The page's own controls can be used: the app has started and no modal dialog covers the page. */
const pageUsable = (snapshot: JourneySnapshot) => routerStarted(snapshot) && !modalOpen(snapshot);
const onStep = (step: StepId) => (snapshot: JourneySnapshot) =>
  pageUsable(snapshot) && snapshot.matches({ flow: { wizard: step } });
const onAnyStep = (snapshot: JourneySnapshot) =>
  pageUsable(snapshot) && snapshot.matches({ flow: 'wizard' });
const button = (name: string) => screen.getByRole('button', { name });
const homeLookup = (snapshot: JourneySnapshot) => {
  const lookup = snapshot.context.addressLookup;
  return lookup.target === 'home' ? lookup : null;
};

const nextStep = (
  step: StepId,
  answer: (user: UserEvent) => Promise<void> = () => Promise.resolve(),
): ViewAction => ({
  // Continue is disabled while the step waits for a service.
  offered: (snapshot) => onStep(step)(snapshot) && !snapshot.hasTag('loading'),
  perform: async ({ user }) => {
    await answer(user);
    await pressContinue(user);
  },
});

const actions: [string, ViewAction][] = [
  [
    'boot.retry',
    {
      offered: (snapshot) => snapshot.matches({ flow: 'bootFailed' }),
      perform: ({ user }) => user.click(button('Try again')),
    },
  ],
  ...routeVisits
    .filter((visit) => visit.navigationType === 'PUSH')
    .map((visit): [string, ViewAction] => [
      routeEventName(visit),
      {
        offered: routerStarted,
        perform: (view) => view.navigate(`${visit.pathname}${visit.search}`),
      },
    ]),
  [
    routeEventName({
      kind: 'back',
      pathname: EARLIER_PAGE,
      search: '',
      navigationType: 'POP',
    }),
    { offered: routerStarted, perform: (view) => view.backToEarlierPage() },
  ],
  [
    'vehicle.lookup DL19 CAR',
    {
      offered: (snapshot) => snapshot.matches({ flow: { wizard: { vehicleDetails: 'editing' } } }),
      perform: ({ user }) => findVehicle(user),
    },
  ],
  [
    'vehicle.changeVehicle',
    {
      offered: (snapshot) =>
        snapshot.matches({ flow: { wizard: { vehicleDetails: 'wrongVehicleType' } } }),
      perform: ({ user }) => user.click(button('Change Vehicle')),
    },
  ],
  [
    'vehicle.transfer',
    {
      offered: (snapshot) =>
        snapshot.matches({ flow: { wizard: { vehicleDetails: 'wrongVehicleType' } } }) &&
        !snapshot.context.entry.isMobileApp,
      perform: ({ user }) => user.click(button('Transfer Me')),
    },
  ],
  [
    'address.search home SW1A 1AA',
    {
      offered: (snapshot) => onStep('aboutYou')(snapshot) && homeLookup(snapshot)?.chosen == null,
      perform: async ({ user }) => {
        const home = homeAddress();
        const postcode = within(home).getByRole('textbox', { name: 'Postcode' });
        await user.clear(postcode);
        await user.type(postcode, 'SW1A 1AA');
        await user.click(within(home).getByRole('button', { name: 'FIND' }));
      },
    },
  ],
  [
    'address.choose home SW1A1AA-1',
    {
      offered: (snapshot) =>
        onStep('aboutYou')(snapshot) &&
        (homeLookup(snapshot)?.results.some((item) => item.itemId === 'SW1A1AA-1') ?? false),
      perform: async ({ user }) => {
        const list = within(homeAddress()).getByLabelText('Please select your address');
        await user.selectOptions(list, 'SW1A1AA-1');
      },
    },
  ],
  [
    'address.clear home',
    {
      offered: (snapshot) => onStep('aboutYou')(snapshot) && homeLookup(snapshot)?.chosen != null,
      perform: ({ user }) =>
        user.click(within(homeAddress()).getByRole('button', { name: 'Search Again' })),
    },
  ],
  ['wizard.next vehicleDetails', nextStep('vehicleDetails')],
  ['wizard.next vehicleDetailsTwo', nextStep('vehicleDetailsTwo', answerVehicleDetailsTwo)],
  ['wizard.next aboutYou', nextStep('aboutYou', answerAboutYou)],
  ['wizard.next driverDetails', nextStep('driverDetails', answerDriverDetails)],
  [
    'wizard.next driverDetailsTwo',
    nextStep('driverDetailsTwo', (user) => answerDrivingHistory(user, { addDrivers: false })),
  ],
  [
    'wizard.next driverDetailsTwo (with an additional driver)',
    nextStep('driverDetailsTwo', (user) => answerDrivingHistory(user, { addDrivers: true })),
  ],
  ['wizard.next additionalDrivers', nextStep('additionalDrivers', addAdditionalDriver)],
  [
    'wizard.next vehicleCover',
    nextStep('vehicleCover', (user) => answerVehicleCover(user, { excess: '£250' })),
  ],
  [
    'wizard.next vehicleCover (voluntary excess £500)',
    nextStep('vehicleCover', (user) => answerVehicleCover(user, { excess: '£500' })),
  ],
  [
    'wizard.back',
    {
      offered: onAnyStep,
      perform: ({ user }) =>
        user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Back' })),
    },
  ],
  [
    'wizard.draft aboutYou',
    {
      offered: onStep('aboutYou'),
      perform: async ({ user, driver }) => {
        const firstName = within(screen.getByRole('main')).getByRole('textbox', {
          name: 'First name',
        });
        await user.clear(firstName);
        await user.type(firstName, 'Sa');
        // Drafts are saved a moment after typing stops.
        await waitFor(() => {
          if (JSON.stringify(driver.snapshot.context.drafts.aboutYou ?? {}).includes('"Sa"'))
            return;
          throw new Error('The draft has not been saved');
        });
      },
    },
  ],
  [
    'header.logoClicked',
    {
      offered: pageUsable,
      perform: ({ user }) =>
        user.click(screen.getByRole('link', { name: `${brand.storefrontName} home` })),
    },
  ],
  [
    'homeDialog.stay',
    {
      offered: (snapshot) => snapshot.matches({ homeDialog: 'confirming' }),
      perform: ({ user }) => user.click(button('Stay Here')),
    },
  ],
  [
    'homeDialog.leave',
    {
      offered: (snapshot) => snapshot.matches({ homeDialog: 'confirming' }),
      perform: ({ user }) => user.click(button('Home Page')),
    },
  ],
  ['idle.activity', { offered: routerStarted, perform: (view) => view.returnAndMovePointer() }],
  [
    // Another tab of the same journey saved its answers; the app's tab sync passes them on.
    'sync.external',
    {
      offered: routerStarted,
      perform: ({ driver }, event) => {
        driver.actor.send(event as Extract<PathEvent, { type: 'sync.external' }>);
        return Promise.resolve();
      },
    },
  ],
];

export const viewActions: ReadonlyMap<string, ViewAction> = new Map(actions);

const outcomeNames = new Set(actorOutcomes.map((outcome) => outcome.name));

/**
 * For `generateJourneyPaths({ offers })`: services may answer whenever they are called and time may pass;
 * anything else only where the screen has the control for it.
 */
export function offeredByViews(snapshot: JourneySnapshot, label: string): boolean {
  if (outcomeNames.has(label) || label === 'idle timer: 15 minutes') return true;
  return viewActions.get(label)?.offered(snapshot) ?? false;
}

// ---------------------------------------------------------------- what each state shows

const STEP_HEADINGS: Record<StepId, string> = {
  vehicleDetails: 'Vehicle details',
  vehicleDetailsTwo: 'More about your vehicle',
  aboutYou: 'About you',
  driverDetails: 'Driver details',
  driverDetailsTwo: 'Driving history',
  additionalDrivers: 'Additional drivers',
  vehicleCover: 'Vehicle cover',
};

const PAGE_HEADINGS: Record<string, string> = {
  '/': 'Hire and reward insurance for delivery drivers',
  '/results': 'Your quote',
  '/pcw-result': 'Your quote',
  '/referral': 'Your quote has been referred',
  '/summary': 'We are unable to offer you cover',
  '/error': 'Something went wrong',
  '/time-out': 'Sorry, your session has timed out',
  '/quote-taken-up': 'Quote already taken up',
  '/quote-expired': 'Quote expired',
  '/quote-locked': 'Quote locked',
  '/restart-policy': 'Your Quote',
  '/your-quote-details': 'Your quote details',
  '/make-payment': 'Pay by card',
  '/payment-summary': 'Pay monthly by Direct Debit',
  '/thank-you': 'Thank you for your purchase',
  '/restart-thank-you': 'Thank you',
  '/30-day-quote': 'Your 30-day quote',
  '/thirty-day-quote': 'Your 30-day quote',
  '/policy-selection': 'Choose your policy length',
  '/outage': 'Service unavailable',
  '/protect-terms': 'Telematics terms',
  '/quote-retrieval': 'Retrieve your quote',
  '/vehicle-landing-page': 'Insurance for your delivery vehicle',
};

const stepOf = (snapshot: JourneySnapshot): StepId | null => {
  const { flow } = snapshot.value;
  if (typeof flow !== 'object' || !('wizard' in flow)) return null;
  const wizard = flow.wizard;
  return (typeof wizard === 'string' ? wizard : Object.keys(wizard)[0]) as StepId;
};

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const statusSaying = (text: string) =>
  screen.getAllByRole('status').find((status) => status.textContent.includes(text));

/** Throws unless the screen shows what the journey's state calls for. */
function checkScreen(view: JourneyView): void {
  const snapshot = view.snapshot;
  const { context } = snapshot;
  if (snapshot.matches({ flow: 'booting' })) {
    if (!statusSaying('Loading...')) throw new Error('No loading status while booting');
    return;
  }
  if (snapshot.matches({ flow: 'bootFailed' })) {
    heading("Sorry, we couldn't load your quote");
    return;
  }
  const path = normalisePath(context.location.path);
  if (view.shownPath !== null && normalisePath(view.shownPath) !== path)
    throw new Error(`The app shows ${view.shownPath}, the journey is at ${path}`);

  const step = stepOf(snapshot);
  if (step !== null) {
    heading(STEP_HEADINGS[step]);
    if (snapshot.matches({ flow: { wizard: { vehicleDetails: 'lookingUp' } } })) {
      if (!statusSaying('Finding your vehicle')) throw new Error('No lookup status');
    }
    if (snapshot.matches({ flow: { wizard: { vehicleDetails: 'wrongVehicleType' } } })) {
      within(screen.getByRole('dialog', { name: 'Unable to provide insurance' })).getByRole(
        'button',
        {
          name: 'Change Vehicle',
        },
      );
    }
    if (step === 'vehicleDetails' && context.vehicleLookup.problem === 'notFound') {
      within(screen.getByRole('main')).getByText(new RegExp(brand.supportPhone));
    }
    if (
      step === 'vehicleDetails' &&
      snapshot.matches({ flow: { wizard: { vehicleDetails: 'editing' } } })
    ) {
      const found =
        context.vehicleLookup.problem === null ? context.vehicleLookup.vehicleInfo : null;
      if (found)
        within(screen.getByRole('region', { name: 'Your vehicle' })).getByText(found.model.desc, {
          exact: false,
        });
    }
    if (context.message)
      within(screen.getByRole('main')).getAllByText(context.message.message, { exact: false });
    const lookup = homeLookup(snapshot);
    if (step === 'aboutYou' && lookup) {
      if (
        snapshot.matches({ addressLookup: 'searching' }) &&
        !statusSaying('Searching for addresses')
      )
        throw new Error('No address search status');
      if (lookup.message) within(homeAddress()).getAllByText(lookup.message, { exact: false });
    }
  } else if (snapshot.matches({ flow: 'quoting' })) {
    heading(STEP_HEADINGS.vehicleCover);
    if (!statusSaying('Getting your quote')) throw new Error('No quoting status');
  } else {
    const expected = PAGE_HEADINGS[path] ?? 'Page not found';
    heading(expected);
  }
  if (snapshot.matches({ homeDialog: 'confirming' })) {
    within(screen.getByRole('dialog', { name: 'Go to the homepage?' })).getByRole('button', {
      name: 'Stay Here',
    });
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
