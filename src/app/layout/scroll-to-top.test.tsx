import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter } from 'react-router';
import { createActor, emit, waitFor } from 'xstate';
import { bootStatusOf, journeyMachine } from '../../../machines/journey';
import { fakeServices } from '../../../machines/testing/harness';
import { JourneyProvider } from '../journey/journey-context';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('scrolls to the top on each new route and whenever the journey asks', async () => {
    // A draft stands in for any transition that emits scrollToTop.
    const journey = createActor(
      journeyMachine.provide({
        actors: fakeServices(),
        actions: { saveDraft: emit({ type: 'scrollToTop' }) },
      }),
      { input: { url: 'http://localhost/quote/vehicle-details' } },
    );
    journey.start();
    await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'ready');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <JourneyProvider journey={journey}>
        <MemoryRouter initialEntries={['/first']}>
          <ScrollToTop />
          <Link to="/next">Next</Link>
        </MemoryRouter>
      </JourneyProvider>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    act(() => {
      journey.send({ type: 'wizard.draft', step: 'vehicleDetails', values: {} });
    });
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    journey.stop();
  });
});
