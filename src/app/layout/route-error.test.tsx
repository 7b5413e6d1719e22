import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { createActor, waitFor } from 'xstate';
import { bootStatusOf, journeyMachine } from '../../../machines/journey';
import { fakeServices } from '../../../machines/testing/harness';
import { JourneyProvider } from '../journey/journey-context';
import { RouteErrorBoundary } from './route-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page that cannot be shown at /broken, as when its script fails to load. */
function Page() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('Failed to fetch dynamically imported module');
  return (
    <>
      <h1>Page at {pathname}</h1>
      <Link to="/broken">Broken</Link>
    </>
  );
}

function Routed() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Page />
    </RouteErrorBoundary>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that fails, and the next page once the customer moves on', async () => {
    // React reports the caught error on the console; the page shown is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const journey = createActor(journeyMachine.provide({ actors: fakeServices() }), {
      input: { url: 'http://localhost/first' },
    });
    journey.start();
    await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'ready');
    const user = userEvent.setup();
    render(
      <JourneyProvider journey={journey}>
        <MemoryRouter initialEntries={['/first']}>
          <Routed />
        </MemoryRouter>
      </JourneyProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Broken' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    await user.click(screen.getByRole('link', { name: 'Go to the homepage' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page at /');
    journey.stop();
  });
});
