import { StrictMode } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { journeyMachine } from '../../machines/journey';
import { answersFor } from '../../machines/testing/factories';
import { fakeServices } from '../../machines/testing/harness';
import type { ReferenceData } from '../../machines/core/reference-data';
import { App } from './app';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { memoryRouterAt } from '../testing/memory-router';

const referenceData: ReferenceData = {
  titles: [{ code: '003', description: 'Mr' }],
};

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: Error) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const started: AnyActorRef[] = [];

/** The journey as the app starts it at `path`, with a fake reference-data load and fake services. */
function journeyLoading(load: (signal: AbortSignal) => Promise<ReferenceData>, path = '/') {
  const journey = createActor(
    journeyMachine.provide({
      actors: fakeServices({
        loadReferenceData: fromPromise<ReferenceData>(({ signal }) => load(signal)),
      }),
    }),
    { input: { url: `http://localhost${path}` } },
  );
  started.push(journey);
  journey.start();
  return journey;
}

/** The app opened at `path`, as the browser would open it, with reference data ready at once. */
function renderAppAt(path: string) {
  const journey = journeyLoading(() => Promise.resolve(referenceData), path);
  render(<App journey={journey} Router={memoryRouterAt(path)} />);
  return journey;
}

afterEach(() => {
  cleanup();
  started.splice(0).forEach((journey) => {
    journey.stop();
  });
  vi.restoreAllMocks();
});

describe('App shell', () => {
  it('shows Loading... while the reference data loads, then the home page', async () => {
    const load = deferred<ReferenceData>();
    render(<App journey={journeyLoading(() => load.promise)} Router={memoryRouterAt('/')} />);

    expect(screen.getByRole('status').textContent).toBe(JOURNEY_TEXT.layout.loading);

    await act(async () => {
      load.resolve(referenceData);
      await load.promise;
    });

    await screen.findByRole('heading', {
      level: 1,
      name: 'Hire and reward insurance for delivery drivers',
    });
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe(
      '/quote/vehicle-details',
    );
    expect(screen.getByRole('link', { name: 'DropCover home' }).getAttribute('href')).toBe('/');
    const hero = screen.getByRole('region', {
      name: 'Hire and reward insurance for delivery drivers',
    });
    expect(within(hero).getByText('30 day or annual insurance')).toBeDefined();
    expect(within(hero).getByText('UK call centres')).toBeDefined();
    expect(within(hero).getByText('24/7 claims helpline')).toBeDefined();
    expect(screen.queryByText(JOURNEY_TEXT.layout.loading)).toBeNull();
  });

  it('shows the failure, and Try again loads the reference data again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const journey = journeyLoading(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error(JOURNEY_TEXT.service.unexpected))
        : Promise.resolve(referenceData);
    });
    render(<App journey={journey} Router={memoryRouterAt('/')} />);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: JOURNEY_TEXT.boot.failedHeading }),
    ).toBeDefined();
    expect(within(alert).getByText(JOURNEY_TEXT.service.unexpected)).toBeDefined();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await screen.findByRole('heading', {
      level: 1,
      name: 'Hire and reward insurance for delivery drivers',
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('shows the about-you step with its progress once the vehicle steps are answered', async () => {
    const journey = renderAppAt('/');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Hire and reward insurance for delivery drivers',
    });

    act(() => {
      journey.send({
        type: 'route.changed',
        pathname: '/quote/vehicle-details',
        search: '',
        navigationType: 'PUSH',
      });
      journey.send({ type: 'vehicle.lookup', registration: 'DL19 CAR' });
    });
    await screen.findByRole('heading', {
      level: 1,
      name: JOURNEY_TEXT.wizard.heading.vehicleDetails,
    });
    await vi.waitFor(() => {
      expect(journey.getSnapshot().context.vehicleLookup.vehicleInfo).not.toBeNull();
    });
    act(() => {
      journey.send({
        type: 'wizard.next',
        step: 'vehicleDetails',
        answers: answersFor('vehicleDetails'),
      });
      journey.send({
        type: 'wizard.next',
        step: 'vehicleDetailsTwo',
        answers: answersFor('vehicleDetailsTwo'),
      });
    });

    await screen.findByRole('heading', { level: 1, name: JOURNEY_TEXT.wizard.heading.aboutYou });
    const progress = screen.getByRole('navigation', { name: 'Quote progress' });
    expect(within(progress).getByText(JOURNEY_TEXT.wizard.progress(2, 4))).toBeDefined();
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `1${JOURNEY_TEXT.wizard.groups.vehicleDetails}`,
      `2${JOURNEY_TEXT.wizard.groups.aboutYou}`,
      `3${JOURNEY_TEXT.wizard.groups.driverDetails}`,
      `4${JOURNEY_TEXT.wizard.groups.vehicleCover}`,
    ]);
    expect(
      within(progress)
        .getByText(JOURNEY_TEXT.wizard.groups.aboutYou)
        .closest('li')
        ?.getAttribute('aria-current'),
    ).toBe('step');
  });

  it('follows the Get a quote link to the first step', async () => {
    const user = userEvent.setup();
    renderAppAt('/');

    await user.click(await screen.findByRole('link', { name: 'Get a quote' }));

    await screen.findByRole('heading', {
      level: 1,
      name: JOURNEY_TEXT.wizard.heading.vehicleDetails,
    });
    expect(screen.getByText(JOURNEY_TEXT.wizard.progress(1, 4))).toBeDefined();
  });

  it('scrolls to the top when the route changes', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAppAt('/');
    await user.click(await screen.findByRole('link', { name: 'Get a quote' }));
    await screen.findByRole('heading', {
      level: 1,
      name: JOURNEY_TEXT.wizard.heading.vehicleDetails,
    });

    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    '/quote',
    '/quote/unknown-step',
    '/quote/about-you',
    '/quote/about-you/extra',
    '/results',
    '/make-payment',
    '/thank-you',
    '/time-out',
    '/quote-expired',
    '/30-day-quote',
  ])('sends %s on a fresh journey to the vehicle details step', async (path) => {
    renderAppAt(path);
    await screen.findByRole('heading', {
      level: 1,
      name: JOURNEY_TEXT.wizard.heading.vehicleDetails,
    });
    expect(screen.getByText(JOURNEY_TEXT.wizard.progress(1, 4))).toBeDefined();
  });

  it('shows Page not found for an unknown path outside the wizard', async () => {
    renderAppAt('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
  });

  it('lets anyone open the outage page', async () => {
    renderAppAt('/outage/');
    await screen.findByRole('heading', { level: 1, name: 'Service unavailable' });
  });

  it('has the page furniture: footer sections and the support phone', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    const footer = await screen.findByRole('contentinfo');
    for (const section of [
      'Terms of business',
      'Registered office details',
      'Contact us',
      'Privacy notice',
    ]) {
      expect(within(footer).getByText(section)).toBeDefined();
    }
    const contactUs = within(footer).getByText('Contact us').closest('details');
    expect(contactUs?.open).toBe(false);
    await user.click(within(footer).getByText('Contact us'));
    expect(contactUs?.open).toBe(true);
    expect(within(footer).getByRole('link', { name: '0808 157 0192' }).getAttribute('href')).toBe(
      'tel:08081570192',
    );
    expect(within(footer).getByText(/Secure site/)).toBeDefined();
  });

  it('loads the reference data once under StrictMode', async () => {
    let calls = 0;
    let aborted = false;
    const journey = journeyLoading((signal) => {
      calls += 1;
      signal.addEventListener('abort', () => {
        aborted = true;
      });
      return new Promise((resolve) => setTimeout(() => resolve(referenceData), 10));
    });
    render(
      <StrictMode>
        <App journey={journey} Router={memoryRouterAt('/')} />
      </StrictMode>,
    );

    await screen.findByRole('heading', {
      level: 1,
      name: 'Hire and reward insurance for delivery drivers',
    });
    expect(calls).toBe(1);
    expect(aborted).toBe(false);
  });
});
