// @vitest-environment happy-dom
// A worker of its own (the `isolated` project, vite.config.ts): each test needs page modules no other file
// has fetched in its worker yet.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { bootStatusOf, journeyMachine } from '../../machines/journey';
import { fakeServices } from '../../machines/testing/harness';
import { JOURNEY_TEXT } from '../../machines/core/text';
import type { ReferenceData } from '../../machines/core/reference-data';
import { App } from './app';
import { fetchPagesFor } from './routes';
import { footerReviews } from './layout/site-footer';
import { reviewsText } from './layout/customer-reviews';
import { memoryRouterAt } from '../testing/memory-router';

const started: AnyActorRef[] = [];

/** The journey as the app starts it at `path`, its reference data loaded. */
async function journeyReadyAt(path: string) {
  const journey = createActor(
    journeyMachine.provide({
      actors: fakeServices({
        loadReferenceData: fromPromise<ReferenceData>(() =>
          Promise.resolve({ titles: [{ code: '003', description: 'Mr' }] }),
        ),
      }),
    }),
    { input: { url: `http://localhost${path}` } },
  );
  started.push(journey);
  journey.start();
  await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'ready');
  return journey;
}

afterEach(() => {
  cleanup();
  started.splice(0).forEach((journey) => journey.stop());
});

describe("the app's first page", () => {
  it('is drawn whole in the first render when its modules were fetched before it, with no Loading... frame', async () => {
    const journey = await journeyReadyAt('/quote/vehicle-details');
    await Promise.all([fetchPagesFor('/quote/vehicle-details'), footerReviews.fetch()]);

    render(<App journey={journey} Router={memoryRouterAt('/quote/vehicle-details')} />);

    // No await: the render itself drew the step.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vehicle details');
    expect(screen.getByRole('region', { name: reviewsText.heading })).toBeDefined();
    expect(screen.queryByText(JOURNEY_TEXT.layout.loading)).toBeNull();
  });

  it('shows Loading... while a page not fetched yet is fetched, then the page', async () => {
    const journey = await journeyReadyAt('/');

    render(<App journey={journey} Router={memoryRouterAt('/')} />);

    expect(screen.getByRole('status').textContent).toBe(JOURNEY_TEXT.layout.loading);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Hire and reward insurance for delivery drivers',
      }),
    ).toBeDefined();
  });

  it('fetches nothing for a path no route names, and the app still starts there', async () => {
    await expect(fetchPagesFor('/no-such-page')).resolves.toBeUndefined();
    const journey = await journeyReadyAt('/no-such-page');
    await act(async () => {
      render(<App journey={journey} Router={memoryRouterAt('/no-such-page')} />);
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
  });
});
