/**
 * The app as a customer meets it, for component tests: the real routes, providers and journey, with fake
 * services and the sandbox's reference lists, opened at a path with the earlier steps already answered.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, waitFor, type SimulatedClock } from 'xstate';
import { bootStatusOf, journeyMachine } from '../../machines/journey';
import type { PersistedJourney, Purchase } from '../../machines/core/types';
import { completeStep, type StepAnswers } from '../../machines/wizard/step-answers';
import { stepIds, stepPath, type StepId } from '../../machines/wizard/navigation';
import {
  initialContactState,
  initialPaymentState,
  initialQuoteState,
  initialResultState,
  type AggregatorState,
  type ContactState,
  type PaymentState,
  type QuoteState,
  type ResultState,
} from '../../machines/core/state';
import { aVehicleLookup, answersFor } from '../../machines/testing/factories';
import { fakeServices } from '../../machines/testing/harness';
import type { ReferenceData } from '../../machines/core/reference-data';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { referenceData as sandboxReferenceData } from '../../server/fixtures/reference-data';
import { App, type AppProps } from '../app/app';
import { memoryRouterAt } from './memory-router';

type Services = NonNullable<Parameters<typeof fakeServices>[0]>;
type Journey = ReturnType<typeof createJourney>;

/** The path of a wizard step, such as /quote/driver-details. */
export function pathOf(step: StepId): string {
  return stepPath(step);
}

/**
 * The quote after Continue on every step before `step`, with the factories' answers; `answers` replaces a
 * step's answers (merged over the factory's).
 */
export function quoteBefore(
  step: StepId,
  answers: Partial<Record<StepId, StepAnswers>> = {},
): QuoteState {
  let quote = initialQuoteState();
  for (const id of stepIds.slice(0, stepIds.indexOf(step))) {
    const given = answers[id];
    const base = answersFor(id);
    const merged: StepAnswers = given
      ? {
          ...base,
          ...given,
          proposerDetails: { ...base.proposerDetails, ...given.proposerDetails },
          vehicleDetails: { ...base.vehicleDetails, ...given.vehicleDetails },
          coverDetails: { ...base.coverDetails, ...given.coverDetails },
        }
      : base;
    quote = completeStep(quote, id, merged);
  }
  return quote;
}

export interface JourneyOptions {
  /** Where the app opens. */
  path: string;
  /** The stored quote the journey restores (see `quoteBefore`); a fresh journey when omitted. */
  quote?: QuoteState;
  /** Unsubmitted step values, as persistence stores them. */
  drafts?: PersistedJourney['data']['drafts'];
  aggregator?: AggregatorState | null;
  /** A priced quote the journey restores, with its payment choices. */
  result?: ResultState;
  payment?: PaymentState;
  /** Contact details saved by Buy Now (the payment pages open only after it). */
  contact?: ContactState;
  /** A policy bought: thank-you shows it. */
  purchase?: Purchase | null;
  services?: Partial<Services>;
  /** The sandbox's lists unless given. */
  referenceData?: ReferenceData;
  /** App-level collaborators the app start gives (src/app/start.tsx). */
  app?: Pick<AppProps, 'consent' | 'reportActivity'>;
  /** The journey's clock, for its timers (the idle time-out). */
  clock?: SimulatedClock;
}

function restoredJourney(options: JourneyOptions): PersistedJourney | null {
  if (!options.quote && !options.purchase) return null;
  return {
    version: 1,
    revision: 1,
    savedAt: new Date().toISOString(),
    data: {
      quote: options.quote ?? initialQuoteState(),
      result: options.result ?? initialResultState(),
      payment: options.payment ?? initialPaymentState(),
      contact: options.contact ?? initialContactState(),
      vehicleLookup: { ...aVehicleLookup(), problem: null },
      aggregator: options.aggregator ?? null,
      drafts: options.drafts ?? {},
      entry: { isMobileApp: false, email: null, registration: null },
      location: { path: options.path, replace: false },
      purchase: options.purchase ?? null,
    },
  };
}

function createJourney(options: JourneyOptions) {
  const lists = options.referenceData ?? sandboxReferenceData;
  return createActor(
    journeyMachine.provide({
      actors: fakeServices({
        loadReferenceData: fromPromise<ReferenceData>(() => Promise.resolve(lists)),
        ...options.services,
      }),
    }),
    {
      input: { url: `http://localhost${options.path}`, restored: restoredJourney(options) },
      ...(options.clock ? { clock: options.clock } : {}),
    },
  );
}

const started: Journey[] = [];

/** Renders the app at `options.path` once the journey has booted; stop it with `stopJourneys`. */
export async function renderJourney(options: JourneyOptions) {
  const journey = createJourney(options);
  started.push(journey);
  journey.start();
  await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'ready');
  const user = userEvent.setup();
  render(<App journey={journey} Router={memoryRouterAt(options.path)} {...options.app} />);
  return { journey, user };
}

/** For afterEach: unmounts and stops every journey started by `renderJourney`. */
export function stopJourneys() {
  cleanup();
  started.splice(0).forEach((journey) => {
    journey.stop();
  });
}

/** The current step's heading, once the route has loaded. */
export const findStepHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** The message a field shows (its `-error` description without the hidden 'Error: '), or null. */
export function errorOf(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const id = ids.find((candidate) => candidate.endsWith('-error'));
  const text = id ? document.getElementById(id)?.textContent : undefined;
  return text
    ? text.replace(new RegExp(`^${JOURNEY_TEXT.layout.errorPrefix}\\s*`), '').trim()
    : null;
}
