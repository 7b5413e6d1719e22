import { addDays, format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { journeyMachine, type JourneySnapshot } from '../../machines/journey';
import type { ContactForm, DpaForm } from '../../machines/core/types';
import type { StepAnswers } from '../../machines/wizard/step-answers';
import type { StepId } from '../../machines/wizard/navigation';
import { answersFor } from '../../machines/testing/factories';
import { cardholder, reach } from '../../machines/testing/journey-actor';
import type { SandboxCard } from '../../machines/core/contract';
import { fakePaymentWidget } from '../../machines/testing/fake-widget';
import { createJourneyActors } from '../../src/app/journey/journey-actors';
import { sandboxForSuite } from '../support/sandbox';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { noMessages } from '../../machines/core/define';
import { findPayment } from '../../server/store/payments';
import { findPolicy } from '../../server/store/policies';

const sandbox = sandboxForSuite();

type Journey = Actor<typeof journeyMachine>;

const started: Journey[] = [];

afterEach(() => {
  started.splice(0).forEach((journey) => {
    journey.stop();
  });
});

/**
 * The journey as the app runs it, against the sandbox, opened at `path`; the card page's widget prepares
 * `card` as the sandbox provider's test form would.
 */
function openJourneyAt(path: string, card: SandboxCard = aCard('4242 4242 4242 4242')): Journey {
  const { lookup, quote, url } = sandbox();
  const journey = createActor(
    journeyMachine.provide({
      actors: {
        ...createJourneyActors({ lookup, quote }),
        paymentWidget: fakePaymentWidget({ card }),
      },
    }),
    { input: { url: `${url}${path}` } },
  );
  started.push(journey);
  journey.start();
  return journey;
}

const atPath = (path: string) => (snapshot: JourneySnapshot) =>
  snapshot.context.location.path === path;

const onStep = (step: StepId) => (snapshot: JourneySnapshot) =>
  snapshot.matches({ flow: { wizard: step } }) && !snapshot.hasTag('loading');

const onResults = (snapshot: JourneySnapshot) => snapshot.matches({ flow: { results: 'ready' } });

function coverStartTomorrow(): string {
  const tomorrow = addDays(new Date(), 1);
  tomorrow.setHours(9, 0, 0, 0);
  return tomorrow.toISOString();
}

function wizardAnswers(step: StepId, surname: string): StepAnswers {
  const answers = answersFor(step);
  if (step === 'aboutYou' && answers.proposerDetails) {
    return { ...answers, proposerDetails: { ...answers.proposerDetails, lastNames: surname } };
  }
  if (step === 'vehicleCover' && answers.coverDetails) {
    return {
      ...answers,
      coverDetails: { ...answers.coverDetails, effectiveFrom: coverStartTomorrow() },
    };
  }
  return answers;
}

const stepsInOrder: readonly StepId[] = [
  'vehicleDetails',
  'vehicleDetailsTwo',
  'aboutYou',
  'driverDetails',
  'driverDetailsTwo',
  'vehicleCover',
];

/** A direct customer from the home page through every wizard step, ending with the priced quote. */
async function answerTheWizard(
  journey: Journey,
  surname = 'Carter',
  duration: 'Annual' | 'ThirtyDay' = 'Annual',
): Promise<JourneySnapshot> {
  await reach(journey, 'the home page', atPath('/'));
  journey.send({
    type: 'route.changed',
    pathname: '/quote/vehicle-details',
    search: '',
    navigationType: 'PUSH',
  });
  await reach(journey, 'vehicle details', onStep('vehicleDetails'));

  journey.send({ type: 'vehicle.lookup', registration: 'DL19 CAR' });
  const found = await reach(journey, 'the vehicle found', onStep('vehicleDetails'));
  expect(found.context.vehicleLookup.vehicleInfo?.make.desc).toBe('Toyota');

  for (const [index, step] of stepsInOrder.entries()) {
    journey.send({ type: 'wizard.next', step, answers: wizardAnswers(step, surname) });
    const next = stepsInOrder[index + 1];
    if (next !== undefined) await reach(journey, next, onStep(next));
  }
  const outcome = await reach(
    journey,
    'a quote outcome',
    (snapshot) => !snapshot.hasTag('loading'),
  );
  if (!outcome.matches({ flow: 'policySelection' })) return outcome;
  // Priced for both lengths of cover: the duration panel asks which, and the quote is priced again for it.
  journey.send({ type: 'results.chooseDuration', duration });
  return reach(journey, 'the chosen duration priced', onResults);
}

function aContactForm(overrides: Partial<ContactForm> = {}): ContactForm {
  return {
    emailAddress: 'sam.carter@example.com',
    phoneNumber: '07700 900123',
    optOutMarketingPreferenceSms: false,
    optOutMarketingPreferenceEmail: false,
    optOutMarketingPreferencePhone: true,
    renewalOptOut: false,
    agree: true,
    ...overrides,
  };
}

function aCard(number: string): SandboxCard {
  return {
    number: number.replace(/\s/g, ''),
    expiryMonth: 12,
    expiryYear: new Date().getFullYear() + 2,
    cvc: '123',
  };
}

function cardPrice(snapshot: JourneySnapshot): number {
  const option = snapshot.context.result.selectedOption;
  const card = option?.paymentCollectionOptions.find(
    (collection) => collection.paymentMethod === 'CARD_PAYMENT',
  );
  return card?.totalAmountPayable.amount ?? 0;
}

async function buyNowByCard(journey: Journey): Promise<JourneySnapshot> {
  journey.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
  journey.send({ type: 'buyNow.submit', contact: aContactForm() });
  return reach(journey, 'the card payment page', (snapshot) =>
    snapshot.matches({ flow: { payment: { card: { widget: 'ready' } } } }),
  );
}

describe('a whole journey driven by events against the sandbox', { timeout: 30_000 }, () => {
  it('prices 30-day cover chosen on the duration panel as a 30-day quote, paid by card alone', async () => {
    const journey = openJourneyAt('/');
    const results = await answerTheWizard(journey, 'Carter', 'ThirtyDay');
    expect(results.context.location.path).toBe('/results');
    expect(results.context.quote.completedSteps.durationPanel).toBe(true);
    const option = results.context.result.selectedOption;
    expect(option?.policyTermType).toBe('ThirtyDay');
    expect(option?.paymentCollectionOptions.map((collection) => collection.paymentMethod)).toEqual([
      'CARD_PAYMENT',
    ]);
    expect(results.context.payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
  });

  it('quotes, takes a card payment and takes the quote up', async () => {
    const journey = openJourneyAt('/');

    const results = await answerTheWizard(journey);
    expect(results.matches({ flow: 'results' })).toBe(true);
    expect(results.context.location.path).toBe('/results');
    expect(results.context.result.outcome).toBe('Quoted');
    expect(cardPrice(results)).toBeGreaterThan(0);

    const payment = await buyNowByCard(journey);
    expect(payment.context.location.path).toBe('/make-payment');

    journey.send({ type: 'payment.submitCard', cardholder });
    const thankYou = await reach(journey, 'thank-you', (snapshot) =>
      snapshot.matches({ flow: 'thankYou' }),
    );
    expect(thankYou.context.location.path).toBe('/thank-you');
    expect(thankYou.context.purchase?.policyReference).toMatch(/^POL-/);

    journey.send({
      type: 'route.changed',
      pathname: '/make-payment',
      search: '',
      navigationType: 'POP',
    });
    const afterBack = journey.getSnapshot();
    expect(afterBack.matches({ flow: 'thankYou' })).toBe(true);
    expect(afterBack.context.location.path).toBe('/thank-you');
  });

  it('prices an optional extra into the quote and takes that price at the card payment', async () => {
    const journey = openJourneyAt('/');
    const results = await answerTheWizard(journey);
    const without = cardPrice(results);

    journey.send({ type: 'results.toggleExtra', code: 'LEGAL_EXPENSES', add: true });
    const priced = await reach(
      journey,
      'the quote priced with legal expenses',
      (snapshot) => onResults(snapshot) && snapshot.context.payment.addons.length > 0,
    );
    expect(priced.context.payment.addons).toEqual(['LEGAL_EXPENSES']);
    const withExtra = cardPrice(priced);
    expect(withExtra).toBeGreaterThan(without);

    const payment = await buyNowByCard(journey);
    expect(payment.context.payment.addons).toEqual(['LEGAL_EXPENSES']);
    expect(payment.context.payment.selectedPaymentOption?.totalAmountPayable.amount).toBe(
      withExtra,
    );
    journey.send({ type: 'payment.submitCard', cardholder });
    const thankYou = await reach(journey, 'thank-you', (snapshot) =>
      snapshot.matches({ flow: 'thankYou' }),
    );
    expect(thankYou.context.purchase?.policyReference).toMatch(/^POL-/);
  });

  it('pays by Direct Debit after a bank check and its deposit by card, and the sandbox keeps the deposit on the policy', async () => {
    const journey = openJourneyAt('/');
    const results = await answerTheWizard(journey);
    const plan = results.context.result.selectedOption?.paymentCollectionOptions.find(
      (collection) => collection.paymentMethod === 'DIRECT_DEBIT',
    );
    const deposit = plan?.upFrontAmount.amount ?? 0;
    expect(deposit).toBeGreaterThan(0);

    journey.send({ type: 'results.selectPaymentMethod', method: 'DIRECT_DEBIT' });
    journey.send({ type: 'buyNow.submit', contact: aContactForm() });
    const summary = await reach(journey, 'the Direct Debit page', (snapshot) =>
      snapshot.matches({ flow: { payment: { directDebit: { form: 'ready' } } } }),
    );
    expect(summary.context.location.path).toBe('/payment-summary');

    journey.send({
      type: 'payment.submitDirectDebit',
      bankDetails: { accountHolder: 'Sam Carter', sortCode: '20-00-00', accountNumber: '12345678' },
    });
    const depositPage = await reach(journey, "the deposit's card page", (snapshot) =>
      snapshot.matches({ flow: { payment: { card: { widget: 'ready' } } } }),
    );
    expect(depositPage.context.location.path).toBe('/make-payment');
    expect(depositPage.context.card.setUp?.amount).toBe(deposit);

    journey.send({ type: 'payment.submitCard', cardholder });
    const thankYou = await reach(journey, 'thank-you', (snapshot) =>
      snapshot.matches({ flow: 'thankYou' }),
    );
    expect(thankYou.context.location.path).toBe('/thank-you');
    const purchase = thankYou.context.purchase;
    expect(purchase?.policyReference).toMatch(/^POL-/);
    expect(purchase).toMatchObject({ paymentMethod: 'DIRECT_DEBIT', paidToday: deposit });

    const { db } = sandbox().sandbox;
    const policy = await findPolicy(db, purchase?.policyReference ?? '');
    expect(policy).toMatchObject({ paymentMethod: 'DIRECT_DEBIT' });
    const payment = await findPayment(db, policy?.paymentIntentId ?? '');
    expect(payment).toMatchObject({ amount: deposit, status: 'succeeded', used: true });
  });

  it('shows the decline page to a declined proposer', async () => {
    const journey = openJourneyAt('/');
    const declined = await answerTheWizard(journey, 'Declined');
    expect(declined.matches({ flow: 'decline' })).toBe(true);
    expect(declined.context.location.path).toBe('/summary');
  });

  it('keeps a re-rated quote on the results page until Buy Now is pressed again', async () => {
    const journey = openJourneyAt('/');
    const toasts: string[] = [];
    journey.on('toast', (event) => {
      toasts.push(event.message);
    });
    const results = await answerTheWizard(journey, 'Rerate');
    const firstPrice = cardPrice(results);

    journey.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    journey.send({ type: 'buyNow.submit', contact: aContactForm() });
    const rerated = await reach(
      journey,
      'the re-rated results',
      (snapshot) => onResults(snapshot) && toasts.length > 0,
    );
    expect(toasts).toEqual([JOURNEY_TEXT.results.rerated]);
    expect(rerated.context.location.path).toBe('/results');
    expect(rerated.context.payment.selectedPaymentMethod).toBeNull();
    expect(cardPrice(rerated)).not.toBe(firstPrice);

    const payment = await buyNowByCard(journey);
    expect(payment.context.location.path).toBe('/make-payment');
  });

  it('keeps a declined card on the payment page with the declined message', async () => {
    const journey = openJourneyAt('/', aCard('4000 0000 0000 0002'));
    await answerTheWizard(journey);
    await buyNowByCard(journey);

    journey.send({ type: 'payment.submitCard', cardholder });
    const declined = await reach(
      journey,
      'the payment page with a message',
      (snapshot) =>
        snapshot.matches({ flow: { payment: { card: { widget: 'ready' } } } }) &&
        snapshot.context.messages.payment !== null,
    );
    expect(declined.context.location.path).toBe('/make-payment');
    expect(declined.context.messages.payment?.message).toBe(
      JOURNEY_TEXT.payment.byCode.PAYMENT_DECLINED,
    );
    expect(declined.context.purchase).toBeNull();
  });
});

describe('entry links', { timeout: 30_000 }, () => {
  it('loads an aggregator quote and continues at the vehicle cover step', async () => {
    const journey = openJourneyAt('/pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1');
    const cover = await reach(journey, 'vehicle cover', onStep('vehicleCover'));
    expect(cover.context.location.path).toBe('/quote/vehicle-cover');
    expect(cover.context.quote.activeStep).toBe(7);
    expect(cover.context.result.quoteRef).toBe('AGGQ-TEST-1');
  });

  it('sends an expired aggregator quote to the quote-expired page, replacing history', async () => {
    const journey = openJourneyAt('/pcw-result?token=AGG-EXPIRED&quoteRef=AGGQ-EXPIRED');
    const expired = await reach(journey, 'quote expired', (snapshot) =>
      snapshot.matches({ flow: 'quoteExpired' }),
    );
    expect(expired.context.location).toEqual({ path: '/quote-expired', replace: true });
  });

  it('restarts a cancelled policy once the customer proves who they are', async () => {
    const journey = openJourneyAt('/restart-policy?quoteRef=RST-TEST-1');
    const landing = await reach(journey, 'the restart form', (snapshot) =>
      snapshot.matches({ flow: { restart: { checkingDetails: 'form' } } }),
    );
    expect(landing.context.location.path).toBe('/restart-policy');

    const details = {
      surname: 'Restart',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
      registration: 'DL19 CAR',
    };
    journey.send({ type: 'restart.submit', details: { ...details, surname: 'Somebody' } });
    const refused = await reach(
      journey,
      'the restart form with a message',
      (snapshot) =>
        snapshot.matches({ flow: { restart: { checkingDetails: 'form' } } }) &&
        snapshot.context.messages.entries !== null,
    );
    expect(refused.context.messages.entries?.message).toBe(
      JOURNEY_TEXT.entryChecks.restartNotFound,
    );

    journey.send({ type: 'restart.submit', details });
    const results = await reach(journey, 'the 30-day quote', onResults);
    expect(results.context.location.path).toBe('/30-day-quote');
    expect(results.context.payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
    expect(results.context.messages).toEqual(noMessages());
  });

  it('shows a reminded quote once the customer proves who they are', async () => {
    const journey = openJourneyAt('/your-quote-details?quoteRef=REM-TEST-1');
    const landing = await reach(journey, 'the reminder form', (snapshot) =>
      snapshot.matches({ flow: { reminder: 'form' } }),
    );
    expect(landing.context.location.path).toBe('/your-quote-details');

    const details: DpaForm = {
      surname: 'Reminder',
      dateOfBirth: '1990-07-22',
      postcode: 'SW1A 1AA',
    };
    journey.send({
      type: 'reminder.submit',
      details: { ...details, dateOfBirth: format(new Date(1991, 0, 1), 'yyyy-MM-dd') },
    });
    const refused = await reach(
      journey,
      'the reminder form with a message',
      (snapshot) =>
        snapshot.matches({ flow: { reminder: 'form' } }) &&
        snapshot.context.messages.entries !== null,
    );
    expect(refused.context.messages.entries?.message).toBe(
      JOURNEY_TEXT.entryChecks.reminderMismatch,
    );

    journey.send({ type: 'reminder.submit', details });
    const results = await reach(journey, 'the reminded quote', onResults);
    expect(results.context.location.path).toBe('/results');
    expect(results.context.result.quoteRef).toBe('REM-TEST-1');
  });
});
