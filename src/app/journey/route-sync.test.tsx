import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { createActor, fromPromise, waitFor, type Actor, type InspectionEvent } from 'xstate';
import { bootStatusOf, journeyMachine } from '../../../machines/journey';
import { answersFor, aQuoteDetails } from '../../../machines/testing/factories';
import { cardholder, onCardPayment } from '../../../machines/testing/journey-actor';
import { fakeServices } from '../../../machines/testing/harness';
import { memoryRouter, type RouterView } from '../../testing/memory-router';
import { JourneyProvider } from './journey-context';
import { IDLE_ACTIVITY_THROTTLE_MS, RouteSync, useIdleActivity } from './route-sync';

type Journey = Actor<typeof journeyMachine>;

const started: Journey[] = [];

afterEach(() => {
  cleanup();
  started.splice(0).forEach((journey) => {
    journey.stop();
  });
  vi.useRealTimers();
});

/** A started journey with reference data in, and the events it received. */
async function readyJourney(
  url = 'http://localhost/',
  services: Parameters<typeof fakeServices>[0] = {},
) {
  const events: string[] = [];
  const journey = createActor(journeyMachine.provide({ actors: fakeServices(services) }), {
    input: { url },
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type === '@xstate.event' && inspection.actorRef === journey) {
        events.push(inspection.event.type);
      }
    },
  });
  started.push(journey);
  journey.start();
  await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'ready');
  return { journey, events };
}

function WhereAmI() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <>
      <p>
        Showing {location.pathname}
        {location.search}
      </p>
      <p>Arrived by {navigationType}</p>
      <Link to="/results">Results</Link>
      <input aria-label="Anything" />
    </>
  );
}

function IdleActivity() {
  useIdleActivity();
  return null;
}

interface ShownRouter {
  /** Every path the router has shown, in order. */
  visited: string[];
  back(): Promise<void>;
}

function renderRouterAt(journey: Journey, entries: string[]): ShownRouter {
  const visited: string[] = [];
  let shown: RouterView | null = null;
  const Router = memoryRouter({
    entries,
    onChange: (view) => {
      if (shown?.location.key !== view.location.key) visited.push(view.location.pathname);
      shown = view;
    },
  });
  render(
    <JourneyProvider journey={journey}>
      <Router>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <RouteSync />
                <IdleActivity />
                <WhereAmI />
              </>
            }
          />
        </Routes>
      </Router>
    </JourneyProvider>,
  );
  return {
    visited,
    back: async () => {
      if (shown === null) throw new Error('The router has not shown a page yet');
      const { navigate } = shown;
      await act(() => navigate(-1));
    },
  };
}

describe('RouteSync', () => {
  it('sends a fresh journey opened at about-you to vehicle details, replacing the history entry', async () => {
    const { journey } = await readyJourney();
    const router = renderRouterAt(journey, ['/', '/quote/about-you']);

    await screen.findByText('Showing /quote/vehicle-details');
    expect(screen.getByText('Arrived by REPLACE')).toBeDefined();
    expect(journey.getSnapshot().context.location.path).toBe('/quote/vehicle-details');

    const visitedBefore = router.visited.length;
    await router.back();
    expect(router.visited[visitedBefore]).toBe('/');
  });

  it('does not report the page the journey already shows when the app opens', async () => {
    const { journey, events } = await readyJourney('http://localhost/outage');
    renderRouterAt(journey, ['/outage']);

    await screen.findByText('Showing /outage');
    expect(events).not.toContain('route.changed');
  });

  it('does not follow an entry link again once the journey has taken it', async () => {
    let loads = 0;
    const link = '/pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1';
    const { journey } = await readyJourney(`http://localhost${link}`, {
      loadAggregatorQuote: fromPromise(() => {
        loads += 1;
        return Promise.resolve(aQuoteDetails());
      }),
    });
    // The comparison site's quote loaded before the pages were ready to show it.
    await waitFor(journey, (snapshot) => snapshot.matches({ flow: { wizard: 'vehicleCover' } }));
    renderRouterAt(journey, [link]);

    await screen.findByText('Showing /quote/vehicle-cover');
    expect(loads).toBe(1);
  });

  it('follows the journey to the next step with a new history entry', async () => {
    const { journey } = await readyJourney('http://localhost/quote/vehicle-details');
    renderRouterAt(journey, ['/quote/vehicle-details']);
    await screen.findByText('Showing /quote/vehicle-details');

    act(() => {
      journey.send({ type: 'vehicle.lookup', registration: 'DL19 CAR' });
    });
    await waitFor(journey, (snapshot) => snapshot.context.vehicleLookup.vehicleInfo !== null);
    act(() => {
      journey.send({
        type: 'wizard.next',
        step: 'vehicleDetails',
        answers: answersFor('vehicleDetails'),
      });
    });

    await screen.findByText('Showing /quote/vehicle-details-two');
    expect(screen.getByText('Arrived by PUSH')).toBeDefined();
  });

  it('reports a link the customer follows, and the journey decides where it leads', async () => {
    const user = userEvent.setup();
    const { journey, events } = await readyJourney();
    renderRouterAt(journey, ['/']);
    await screen.findByText('Showing /');

    await user.click(screen.getByRole('link', { name: 'Results' }));

    await screen.findByText('Showing /quote/vehicle-details');
    expect(events).toContain('route.changed');
    expect(screen.getByText('Arrived by REPLACE')).toBeDefined();
  });

  it('takes the customer back to thank-you when Back returns to the payment page they paid on', async () => {
    const journey = await onCardPayment();
    started.push(journey);
    const router = renderRouterAt(journey, ['/make-payment']);
    await screen.findByText('Showing /make-payment');
    act(() => {
      journey.send({ type: 'payment.submitCard', cardholder });
    });
    await screen.findByText('Showing /thank-you');

    await router.back();

    await screen.findByText('Showing /thank-you');
    expect(journey.getSnapshot().matches({ flow: 'thankYou' })).toBe(true);
  });

  it('tells the journey about activity at most once every ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { journey, events } = await readyJourney();
    renderRouterAt(journey, ['/']);
    const field = await screen.findByRole('textbox', { name: 'Anything' });
    const activity = () => events.filter((type) => type === 'idle.activity').length;

    fireEvent.keyDown(field, { key: 'a' });
    fireEvent.pointerDown(field);
    expect(activity()).toBe(1);

    vi.setSystemTime(Date.now() + IDLE_ACTIVITY_THROTTLE_MS);
    fireEvent.keyDown(field, { key: 'b' });
    expect(activity()).toBe(2);
  });
});
