/**
 * Drives a running journey as the app would: boots it with fake services, reports routes as the router does
 * and completes wizard steps as a customer would, for the tests of the journey's parts.
 */
import { type Actor as XStateActor, type SimulatedClock, waitFor } from 'xstate';
import type { journeyMachine, JourneySnapshot } from '../journey';
import type { CardholderDetails, ContactForm, JourneyInput } from '../core/types';
import { standingMessageOf } from '../core/define';
import { stepIds, type StepId } from '../wizard/navigation';
import { answersFor } from './factories';
import { type fakeServices, startJourney } from './harness';

export type Services = Parameters<typeof fakeServices>[0];
export type Actor = ReturnType<typeof startJourney>;

export const flowOf = (actor: Actor) => actor.getSnapshot().value.flow;
export const pathOf = (actor: Actor) => actor.getSnapshot().context.location.path;
export const settled = (actor: Actor) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('overlay'));

/** A running journey: the app's machine, with fake services or the app's own. */
export type JourneyActor = XStateActor<typeof journeyMachine>;

export interface Reaching {
  /** How long to wait for it (5 s unless told). */
  timeoutMs?: number;
  /** Where the journey is, for the failure (its state, path, message and error unless told). */
  where?: (journey: JourneyActor) => string;
}

/** Where the journey is: its state, path, message and error. */
export function whereIs(journey: JourneyActor): string {
  const snapshot = journey.getSnapshot();
  return (
    `${JSON.stringify(snapshot.value)} on ${snapshot.context.location.path} ` +
    `(message: ${JSON.stringify(standingMessageOf(snapshot.context.messages))}, error: ${String(snapshot.error)})`
  );
}

/** Waits for the journey to reach `expected`; on time-out says where it is instead. */
export async function reach(
  journey: JourneyActor,
  description: string,
  expected: (snapshot: JourneySnapshot) => boolean,
  { timeoutMs = 5_000, where = whereIs }: Reaching = {},
): Promise<JourneySnapshot> {
  try {
    return await waitFor(journey, expected, { timeout: timeoutMs });
  } catch {
    throw new Error(`The journey did not reach ${description}: it is at ${where(journey)}`);
  }
}

/** Reports a route change as the router does. */
export function go(actor: Actor, pathname: string, navigationType: 'PUSH' | 'POP' = 'PUSH') {
  actor.send({ type: 'route.changed', pathname, search: '', navigationType });
}

/** A journey opened at `input` (the home page unless told), once it has finished loading. */
export async function booted(
  input: JourneyInput = { url: 'http://localhost/' },
  services: Services = {},
  clock?: SimulatedClock,
) {
  const actor = startJourney(input, services, clock);
  await settled(actor);
  return actor;
}

/**
 * Completes the wizard up to (not including) `until`, as a customer with a found vehicle would; the steps in
 * `spamOn` are submitted with the honeypot filled.
 */
export async function completeStepsBefore(
  actor: Actor,
  until: StepId | 'quote',
  answers: Partial<Record<StepId, Parameters<typeof answersFor>[1]>> = {},
  spamOn: readonly StepId[] = [],
) {
  go(actor, '/quote/vehicle-details');
  actor.send({ type: 'vehicle.lookup', registration: 'dl19 car' });
  await settled(actor);
  for (const step of stepIds) {
    if (step === until) return;
    const snapshot = actor.getSnapshot();
    if (step === 'additionalDrivers' && snapshot.context.quote.hasAdditionalDriver !== true)
      continue;
    actor.send({
      type: 'wizard.next',
      step,
      answers: answersFor(step, answers[step]),
      ...(spamOn.includes(step) ? { spam: true } : {}),
    });
    await settled(actor);
  }
}

/** The contact details a customer gives on results before Buy Now. */
export const contact: ContactForm = {
  emailAddress: 'sam.carter@example.com',
  phoneNumber: '07700 900123',
  optOutMarketingPreferenceSms: false,
  optOutMarketingPreferenceEmail: true,
  optOutMarketingPreferencePhone: false,
  renewalOptOut: false,
  agree: true,
};

/** The cardholder form as a customer paying with their own details submits it. */
export const cardholder: CardholderDetails = {
  sameAsProposer: true,
  firstName: 'Sam',
  lastName: 'Carter',
  email: 'sam.carter@example.com',
  line1: '10 Downing Street',
  saveCard: false,
};

/** A journey completed through the wizard and showing its price on results. */
export async function onResults(services: Services = {}, clock?: SimulatedClock) {
  const actor = await booted(undefined, services, clock);
  await completeStepsBefore(actor, 'quote');
  await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
  return actor;
}

/** A journey past Buy Now with a card payment chosen, on the card payment page with its widget ready. */
export async function onCardPayment(services: Services = {}, clock?: SimulatedClock) {
  const actor = await onResults(services, clock);
  actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
  actor.send({ type: 'buyNow.submit', contact });
  await settled(actor);
  return actor;
}

/** A journey past Buy Now with Direct Debit chosen, on the Direct Debit page. */
export async function onDirectDebit(services: Services = {}, clock?: SimulatedClock) {
  const actor = await onResults(services, clock);
  actor.send({ type: 'results.selectPaymentMethod', method: 'DIRECT_DEBIT' });
  actor.send({ type: 'buyNow.submit', contact });
  await settled(actor);
  return actor;
}
