import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { journeyMachine } from './journey.machine';
import { IDLE_TIMEOUT_MS } from './journey.context';
import type { ContactForm, JourneyInput, RateQuoteInput } from './journey.types';
import type { StepId } from './rules/wizard-navigation';
import type {
  GenerateQuoteRequest,
  QuotePremium,
  SetVehicleRegistrationResult,
  UpdateContactPreferencesResult,
} from './state/contract';
import {
  answersFor,
  anOutcome,
  aQuoteDetails,
  aQuoteResult,
  aVehicleLookup,
} from './testing/factories';
import { fakeServices } from './testing/harness';

type Services = Parameters<typeof fakeServices>[0];
type Actor = ReturnType<typeof start>;

function start(
  input: JourneyInput = { url: 'http://localhost/' },
  services: Services = {},
  clock?: SimulatedClock,
) {
  const actor = createActor(journeyMachine.provide({ actors: fakeServices(services) }), {
    input,
    ...(clock ? { clock } : {}),
  });
  actor.start();
  return actor;
}

const flowOf = (actor: Actor) => actor.getSnapshot().value.flow;
const pathOf = (actor: Actor) => actor.getSnapshot().context.location.path;
const settled = (actor: Actor) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('overlay'));

function go(actor: Actor, pathname: string, navigationType: 'PUSH' | 'POP' = 'PUSH') {
  actor.send({ type: 'route.changed', pathname, search: '', navigationType });
}

async function booted(input?: JourneyInput, services?: Services, clock?: SimulatedClock) {
  const actor = start(input, services, clock);
  await settled(actor);
  return actor;
}

/**
 * Completes the wizard up to (not including) `until`, as a customer with a found vehicle would; the steps in
 * `spamOn` are submitted with the honeypot filled.
 */
async function completeStepsBefore(
  actor: Actor,
  until: StepId | 'quote',
  answers: Partial<Record<StepId, Parameters<typeof answersFor>[1]>> = {},
  spamOn: readonly StepId[] = [],
) {
  go(actor, '/quote/vehicle-details');
  actor.send({ type: 'vehicle.lookup', registration: 'dl19 car' });
  await settled(actor);
  const order: StepId[] = [
    'vehicleDetails',
    'vehicleDetailsTwo',
    'aboutYou',
    'driverDetails',
    'driverDetailsTwo',
    'additionalDrivers',
    'vehicleCover',
  ];
  for (const step of order) {
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

const contact: ContactForm = {
  emailAddress: 'sam.carter@example.com',
  phoneNumber: '07700 900123',
  optOutMarketingPreferenceSms: false,
  optOutMarketingPreferenceEmail: true,
  optOutMarketingPreferencePhone: false,
  renewalOptOut: false,
  agree: true,
};

async function onResults(services: Services = {}) {
  const actor = await booted(undefined, services);
  await completeStepsBefore(actor, 'quote');
  await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
  return actor;
}

describe('wizard steps', () => {
  it('moves through the steps in index order and shows each step at its route', async () => {
    const actor = await booted();
    go(actor, '/quote/vehicle-details');
    expect(pathOf(actor)).toBe('/quote/vehicle-details');
    await completeStepsBefore(actor, 'aboutYou');
    expect(flowOf(actor)).toEqual({ wizard: 'aboutYou' });
    expect(pathOf(actor)).toBe('/quote/about-you');
    expect(actor.getSnapshot().context.quote.activeStep).toBe(3);
    expect(actor.getSnapshot().context.quote.completedSteps).toMatchObject({
      vehicleDetails: true,
      vehicleDetailsTwo: true,
      aboutYou: false,
    });
  });

  it('asks for a vehicle search before continuing from step 1', async () => {
    const actor = await booted();
    go(actor, '/quote/vehicle-details');
    actor.send({
      type: 'wizard.next',
      step: 'vehicleDetails',
      answers: answersFor('vehicleDetails'),
    });
    expect(flowOf(actor)).toEqual({ wizard: { vehicleDetails: 'editing' } });
    expect(actor.getSnapshot().context.message?.message).toBe(
      'Please search for a vehicle by registration',
    );
  });

  it('skips additional drivers when there are none, and back from vehicle cover returns to driver details two', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'vehicleCover');
    expect(pathOf(actor)).toBe('/quote/vehicle-cover');
    actor.send({ type: 'wizard.back' });
    expect(pathOf(actor)).toBe('/quote/driver-details-two');
  });

  it('visits additional drivers when the proposer has them', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'additionalDrivers', {
      driverDetailsTwo: { hasAdditionalDriver: true },
    });
    expect(pathOf(actor)).toBe('/quote/additional-drivers');
    expect(actor.getSnapshot().context.quote.activeStep).toBe(6);
  });

  it('sets activeStep only when continuing from the furthest step', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'driverDetails');
    go(actor, '/quote/vehicle-details-two');
    actor.send({
      type: 'wizard.next',
      step: 'vehicleDetailsTwo',
      answers: answersFor('vehicleDetailsTwo'),
    });
    expect(pathOf(actor)).toBe('/quote/about-you');
    expect(actor.getSnapshot().context.quote.activeStep).toBe(4);
  });

  it('ignores answers sent for a step other than the one shown', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    actor.send({
      type: 'wizard.next',
      step: 'driverDetails',
      answers: answersFor('driverDetails'),
    });
    expect(pathOf(actor)).toBe('/quote/about-you');
    expect(actor.getSnapshot().context.quote.completedSteps.driverDetails).toBe(false);
  });

  it('keeps a half-filled step as a draft until it is continued', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    actor.send({ type: 'wizard.draft', step: 'aboutYou', values: { firstName: 'Sa' } });
    expect(actor.getSnapshot().context.drafts.aboutYou).toEqual({ firstName: 'Sa' });
    actor.send({ type: 'wizard.next', step: 'aboutYou', answers: answersFor('aboutYou') });
    expect(actor.getSnapshot().context.drafts.aboutYou).toBeUndefined();
  });
});

describe('navigation reported by the router', () => {
  it('redirects a visit beyond the furthest step to the furthest step, replacing history', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    go(actor, '/quote/vehicle-cover');
    expect(pathOf(actor)).toBe('/quote/about-you');
    expect(actor.getSnapshot().context.location.replace).toBe(true);
  });

  it('sends an unknown wizard path to vehicle details', async () => {
    const actor = await booted();
    go(actor, '/quote/no-such-step');
    expect(pathOf(actor)).toBe('/quote/vehicle-details');
  });

  it('sends browser back to anywhere but thank-you or vehicle-details to vehicle-details, replacing history', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'driverDetails');
    go(actor, '/quote/vehicle-details-two', 'POP');
    expect(pathOf(actor)).toBe('/quote/vehicle-details');
    expect(actor.getSnapshot().context.location.replace).toBe(true);
  });

  it('does not open results, payment or outcome pages that the journey has not reached', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    for (const path of ['/results', '/make-payment', '/thank-you', '/summary', '/quote-expired']) {
      go(actor, path);
      expect(pathOf(actor)).toBe('/quote/about-you');
    }
  });
});

describe('header logo', () => {
  it('goes straight home on step 1', async () => {
    const actor = await booted();
    go(actor, '/quote/vehicle-details');
    actor.send({ type: 'header.logoClicked' });
    expect(pathOf(actor)).toBe('/');
  });

  it("after step 1 asks first: 'Stay Here' keeps the answers, 'Home Page' resets them", async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    actor.send({ type: 'header.logoClicked' });
    expect(actor.getSnapshot().value.homeDialog).toBe('confirming');
    actor.send({ type: 'homeDialog.stay' });
    expect(actor.getSnapshot().value.homeDialog).toBe('closed');
    expect(pathOf(actor)).toBe('/quote/about-you');
    actor.send({ type: 'header.logoClicked' });
    actor.send({ type: 'homeDialog.leave' });
    expect(pathOf(actor)).toBe('/');
    expect(actor.getSnapshot().context.quote.activeStep).toBe(1);
    expect(actor.getSnapshot().context.quote.vehicleDetails.registration).toBe('');
  });
});

describe('idle time-out', () => {
  it('goes to the time-out route after 15 minutes without activity, and activity restarts the clock', async () => {
    const clock = new SimulatedClock();
    const actor = await booted(undefined, {}, clock);
    await completeStepsBefore(actor, 'aboutYou');
    clock.increment(IDLE_TIMEOUT_MS - 1000);
    actor.send({ type: 'idle.activity' });
    clock.increment(IDLE_TIMEOUT_MS - 1000);
    expect(pathOf(actor)).toBe('/quote/about-you');
    clock.increment(1000);
    expect(pathOf(actor)).toBe('/time-out');
    expect(actor.getSnapshot().context.quote.completedSteps.timeOut).toBe(true);
  });

  it('does not time out a finished purchase', async () => {
    const clock = new SimulatedClock();
    const actor = await booted(undefined, {}, clock);
    await completeStepsBefore(actor, 'quote');
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    actor.send({ type: 'payment.submitCard', paymentDetails: {} });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    clock.increment(IDLE_TIMEOUT_MS + 1);
    expect(pathOf(actor)).toBe('/thank-you');
  });
});

describe('quote outcome routing', () => {
  it.each([
    ['Quoted', '/results'],
    ['Declined', '/summary'],
    ['Referred', '/referral'],
    ['UnderReview', '/referral'],
  ] as const)('%s goes to %s', async (outcome, path) => {
    const actor = await booted(undefined, {
      generateQuote: fromPromise(() =>
        Promise.resolve(aQuoteResult({ underwritingOutcome: anOutcome({ outcome }) })),
      ),
    });
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    expect(pathOf(actor)).toBe(path);
  });

  it.each([
    ['QUOTE_DECLINED', '/summary', false],
    ['QUOTE_REFERRED', '/summary', false],
    ['QUOTE_ALREADY_TAKEN_UP', '/quote-taken-up', true],
    ['QUOTE_EXPIRED', '/quote-expired', true],
    ['QUOTE_LOCKED', '/quote-locked', false],
    ['INTERNAL_ERROR', '/error', false],
    ['QUOTE_NOT_FOUND', '/error', false],
  ] as const)('server code %s routes to %s', async (code, path, replace) => {
    const actor = await booted(undefined, {
      generateQuote: fromPromise(() =>
        Promise.reject(Object.assign(new Error('Conflicted state'), { kind: 'conflict', code })),
      ),
    });
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    expect(pathOf(actor)).toBe(path);
    expect(actor.getSnapshot().context.location.replace).toBe(replace);
  });

  it('does not accept a second Continue while the quote is being priced', async () => {
    const generateQuote = vi.fn(
      () => new Promise<ReturnType<typeof aQuoteResult>>(() => undefined),
    );
    const actor = await booted(undefined, { generateQuote: fromPromise(generateQuote) });
    await completeStepsBefore(actor, 'vehicleCover');
    actor.send({ type: 'wizard.next', step: 'vehicleCover', answers: answersFor('vehicleCover') });
    actor.send({ type: 'wizard.next', step: 'vehicleCover', answers: answersFor('vehicleCover') });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(generateQuote).toHaveBeenCalledTimes(1);
  });

  it('re-rates a quote already shown when the risk changed, and reuses it when nothing did', async () => {
    const rateExistingQuote = vi.fn(() => Promise.resolve(aQuoteResult()));
    const generateQuote = vi.fn(() => Promise.resolve(aQuoteResult()));
    const actor = await booted(undefined, {
      rateExistingQuote: fromPromise(rateExistingQuote),
      generateQuote: fromPromise(generateQuote),
    });
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    expect(generateQuote).toHaveBeenCalledTimes(1);

    actor.send({ type: 'results.change' });
    expect(pathOf(actor)).toBe('/quote/vehicle-cover');
    actor.send({ type: 'wizard.next', step: 'vehicleCover', answers: answersFor('vehicleCover') });
    await settled(actor);
    expect(pathOf(actor)).toBe('/results');
    expect(rateExistingQuote).not.toHaveBeenCalled();

    actor.send({ type: 'results.change' });
    actor.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: answersFor('vehicleCover', { coverDetails: { voluntaryExcess: 500 } }),
    });
    await settled(actor);
    expect(rateExistingQuote).toHaveBeenCalledTimes(1);
    expect(generateQuote).toHaveBeenCalledTimes(1);
  });
});

describe('the honeypot (spec 1 §5)', () => {
  const isMarked = (actor: Actor) => actor.getSnapshot().context.quote.isSuspectedSpam;

  it('moves on from a step submitted with the honeypot filled, and marks the quote for good', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'driverDetails');
    expect(isMarked(actor)).toBe(false);

    actor.send({
      type: 'wizard.next',
      step: 'driverDetails',
      answers: answersFor('driverDetails'),
      spam: true,
    });
    await settled(actor);
    expect(actor.getSnapshot().matches({ flow: { wizard: 'driverDetailsTwo' } })).toBe(true);
    expect(isMarked(actor)).toBe(true);

    actor.send({
      type: 'wizard.next',
      step: 'driverDetailsTwo',
      answers: answersFor('driverDetailsTwo'),
    });
    await settled(actor);
    expect(actor.getSnapshot().matches({ flow: { wizard: 'vehicleCover' } })).toBe(true);
    expect(isMarked(actor)).toBe(true);
  });

  it('sends the mark with the new quote request and shows the price as usual', async () => {
    const generateQuote = vi.fn((_: { input: GenerateQuoteRequest }) =>
      Promise.resolve(aQuoteResult()),
    );
    const actor = await booted(undefined, { generateQuote: fromPromise(generateQuote) });
    await completeStepsBefore(actor, 'quote', {}, ['vehicleDetailsTwo']);
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));

    expect(generateQuote).toHaveBeenCalledTimes(1);
    const request = generateQuote.mock.calls[0]?.[0].input;
    expect(request?.isSuspectedSpam).toBe(true);
    expect(request?.quote.proposerDetails.lastNames).toBe('Carter');
    expect(request?.quote).not.toHaveProperty('isSuspectedSpam');
    expect(pathOf(actor)).toBe('/results');
  });

  it('leaves the mark out of a clean quote request', async () => {
    const generateQuote = vi.fn((_: { input: GenerateQuoteRequest }) =>
      Promise.resolve(aQuoteResult()),
    );
    const actor = await booted(undefined, { generateQuote: fromPromise(generateQuote) });
    await completeStepsBefore(actor, 'quote');
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));

    expect(generateQuote.mock.calls[0]?.[0].input).not.toHaveProperty('isSuspectedSpam');
  });

  it('sends a mark made after the first price with the re-rate', async () => {
    const rateExistingQuote = vi.fn((_: { input: RateQuoteInput }) =>
      Promise.resolve(aQuoteResult()),
    );
    const actor = await onResults({ rateExistingQuote: fromPromise(rateExistingQuote) });
    expect(isMarked(actor)).toBe(false);

    actor.send({ type: 'results.change' });
    actor.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: answersFor('vehicleCover', { coverDetails: { voluntaryExcess: 500 } }),
      spam: true,
    });
    await settled(actor);

    expect(rateExistingQuote).toHaveBeenCalledTimes(1);
    expect(rateExistingQuote.mock.calls[0]?.[0].input).toMatchObject({
      quoteRef: 'DC-TEST0001',
      isSuspectedSpam: true,
    });
  });

  it('re-rates a priced quote to send a new mark, even with no answer changed', async () => {
    const rateExistingQuote = vi.fn((_: { input: RateQuoteInput }) =>
      Promise.resolve(aQuoteResult()),
    );
    const actor = await onResults({ rateExistingQuote: fromPromise(rateExistingQuote) });
    const unchanged = actor.getSnapshot().context.quote;

    actor.send({ type: 'results.change' });
    actor.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: {
        coverDetails: unchanged.coverDetails,
        additionalQuestions: unchanged.additionalQuestions,
      },
      spam: true,
    });
    await settled(actor);

    expect(rateExistingQuote).toHaveBeenCalledTimes(1);
    expect(rateExistingQuote.mock.calls[0]?.[0].input).toMatchObject({ isSuspectedSpam: true });
  });

  it('is cleared with the rest of the quote by journey.reset', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'quote', {}, ['aboutYou']);
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
    expect(isMarked(actor)).toBe(true);

    actor.send({ type: 'journey.reset' });
    expect(isMarked(actor)).toBe(false);
  });
});

describe('stale answers', () => {
  it('clears the additional drivers when the answer changes to no, and the step is no longer complete', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'vehicleCover', {
      driverDetailsTwo: { hasAdditionalDriver: true },
      additionalDrivers: {
        additionalDrivers: [
          { title: 'MRS', firstName: 'Alex', lastNames: 'Carter', dateOfBirth: '1990-01-01' },
        ],
      },
    });
    expect(actor.getSnapshot().context.quote.additionalDrivers).toHaveLength(1);
    go(actor, '/quote/driver-details-two');
    actor.send({
      type: 'wizard.next',
      step: 'driverDetailsTwo',
      answers: answersFor('driverDetailsTwo', { hasAdditionalDriver: false }),
    });
    const { quote } = actor.getSnapshot().context;
    expect(quote.additionalDrivers).toEqual([]);
    expect(quote.completedSteps.additionalDrivers).toBe(false);
    expect(pathOf(actor)).toBe('/quote/vehicle-cover');
  });

  it('clears the overnight address when the kept-overnight answer changes', async () => {
    const actor = await booted();
    const elsewhere = {
      vehicleDetails: {
        isNotKeptAtHomeAddressOverNight: true,
        overnightAddress: { postcode: 'LS1 1AA', line1: '2 Park Row' },
      },
    };
    await completeStepsBefore(actor, 'driverDetails', { aboutYou: elsewhere });
    expect(actor.getSnapshot().context.quote.vehicleDetails.overnightAddress?.line1).toBe(
      '2 Park Row',
    );
    go(actor, '/quote/about-you');
    actor.send({ type: 'wizard.next', step: 'aboutYou', answers: answersFor('aboutYou') });
    expect(actor.getSnapshot().context.quote.vehicleDetails.overnightAddress).toBeNull();
  });
});

describe('vehicle lookup', () => {
  it("refuses motorcycles with the spec's message", async () => {
    const actor = await booted(undefined, {
      lookupVehicle: fromPromise(() => Promise.resolve(aVehicleLookup({ isMotorCycle: true }))),
    });
    go(actor, '/quote/vehicle-details');
    actor.send({ type: 'vehicle.lookup', registration: 'MC19 BKE' });
    await settled(actor);
    expect(actor.getSnapshot().context.message?.message).toBe(
      'Motorcycles, mopeds or scooters not insurable on this policy.',
    );
    actor.send({
      type: 'wizard.next',
      step: 'vehicleDetails',
      answers: answersFor('vehicleDetails'),
    });
    expect(pathOf(actor)).toBe('/quote/vehicle-details');
  });

  it("opens the wrong-vehicle-type modal for a commercial vehicle: 'Change Vehicle' clears it, 'Transfer Me' is not offered in the app", async () => {
    const commercial: Services = {
      lookupVehicle: fromPromise(() =>
        Promise.resolve(aVehicleLookup({ isCommercialVehicle: true })),
      ),
    };
    const actor = await booted(undefined, commercial);
    go(actor, '/quote/vehicle-details');
    actor.send({ type: 'vehicle.lookup', registration: 'VN19 VAN' });
    await settled(actor);
    expect(flowOf(actor)).toEqual({ wizard: { vehicleDetails: 'wrongVehicleType' } });
    expect(actor.getSnapshot().can({ type: 'vehicle.transfer' })).toBe(true);
    actor.send({ type: 'vehicle.changeVehicle' });
    expect(flowOf(actor)).toEqual({ wizard: { vehicleDetails: 'editing' } });
    expect(actor.getSnapshot().context.vehicleLookup.vehicleInfo).toBeNull();

    const app = await booted({ url: 'http://localhost/?is_mobile=app' }, commercial);
    go(app, '/quote/vehicle-details');
    app.send({ type: 'vehicle.lookup', registration: 'VN19 VAN' });
    await settled(app);
    expect(app.getSnapshot().can({ type: 'vehicle.transfer' })).toBe(false);
  });

  it('looks up the registration upper-cased, without spaces', async () => {
    const lookupVehicle = vi.fn(({ input }: { input: { registration: string } }) =>
      Promise.resolve(
        aVehicleLookup({
          vehicleInfo: { ...aVehicleLookup().vehicleInfo, registration: input.registration },
        }),
      ),
    );
    const actor = await booted(undefined, { lookupVehicle: fromPromise(lookupVehicle) });
    go(actor, '/quote/vehicle-details');
    actor.send({ type: 'vehicle.lookup', registration: ' dl19 car ' });
    await settled(actor);
    expect(lookupVehicle.mock.calls[0]?.[0].input.registration).toBe('DL19CAR');
  });
});

describe('results and Buy Now', () => {
  it('marks results complete and saves the retrieve-quote stamp on arrival', async () => {
    const saveRetrieveQuoteStamp = vi.fn();
    const actor = createActor(
      journeyMachine.provide({ actors: fakeServices(), actions: { saveRetrieveQuoteStamp } }),
      { input: { url: 'http://localhost/' } },
    ).start();
    await settled(actor);
    await completeStepsBefore(actor, 'quote');
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
    expect(actor.getSnapshot().context.quote.completedSteps.results).toBe(true);
    expect(saveRetrieveQuoteStamp).toHaveBeenCalledWith(expect.anything(), {
      quoteRef: 'DC-TEST0001',
    });
  });

  it('auto-selects the only option and offers its payment options', async () => {
    const actor = await onResults();
    const { result, payment } = actor.getSnapshot().context;
    expect(result.selectedOption?.optionId).toBe('OPT-1');
    expect(payment.allowableOptions.map((option) => option.code)).toEqual([
      'ANNUAL_CARD_IN_FULL',
      'FINANCE_PLAN_S_V1',
    ]);
  });

  it("raises 'No payment options selected' and scrolls to the top when Buy Now has no payment method", async () => {
    const actor = await onResults();
    const scrolled = vi.fn();
    actor.on('scrollToTop', scrolled);
    actor.send({ type: 'buyNow.submit', contact });
    expect(actor.getSnapshot().context.message?.message).toBe('No payment options selected');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(flowOf(actor)).toEqual({ results: 'ready' });
  });

  it.each([
    ['CARD_PAYMENT', '/make-payment'],
    ['DIRECT_DEBIT', '/payment-summary'],
  ] as const)('Buy Now with %s saves the contact details and goes to %s', async (method, path) => {
    const save = vi.fn((): Promise<UpdateContactPreferencesResult> =>
      Promise.resolve({
        hasPriceChanged: false,
        optionId: 'OPT-9',
        underwritingOutcomeResponseId: 'UOR-9',
      }),
    );
    const actor = await onResults({ saveContactPreferences: fromPromise(save) });
    actor.send({ type: 'results.selectPaymentMethod', method });
    actor.send({ type: 'buyNow.submit', contact });
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(save).toHaveBeenCalledTimes(1);
    expect(pathOf(actor)).toBe(path);
    const { context } = actor.getSnapshot();
    expect(context.result.underwritingOutcome?.underwrittenOptions[0]?.optionId).toBe('OPT-9');
    expect(context.result.underwritingOutcome?.underwritingOutcomeResponseId).toBe('UOR-9');
    expect(context.quote.proposerDetails.emailAddress).toBe('sam.carter@example.com');
    expect(context.contact.marketingPreferenceEmail).toBe(false);
    expect(context.payment.automaticRenewal).toBe(true);
  });

  it('stays on results with the re-rate toast when the price changed, and clears the payment method', async () => {
    const rerated = anOutcome({ underwritingOutcomeResponseId: 'UOR-NEW' });
    const actor = await onResults({
      saveContactPreferences: fromPromise(() =>
        Promise.resolve<UpdateContactPreferencesResult>({
          hasPriceChanged: true,
          underwritingOutcome: rerated,
          optionId: 'OPT-1',
          underwritingOutcomeResponseId: 'UOR-NEW',
        }),
      ),
      generateQuote: fromPromise(() =>
        Promise.resolve(aQuoteResult({ isLatestFullyPricedQuote: false })),
      ),
    });
    const toasts: string[] = [];
    actor.on('toast', (event) => toasts.push(event.message));
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(pathOf(actor)).toBe('/results');
    expect(toasts).toEqual([
      'Your quote had to be rated again due to a change in the information provided.',
    ]);
    expect(actor.getSnapshot().context.payment.selectedPaymentMethod).toBeNull();
    expect(actor.getSnapshot().context.result.isLatestFullyPricedQuote).toBe(true);
  });

  it.each([
    [{ hasPriceChanged: false, underwritingOutcomeResponseId: 'UOR-2' }, 'OptionId is missing'],
    [{ hasPriceChanged: false, optionId: 'OPT-2' }, 'Underwriting Outcome ResponseId is missing'],
  ])('reports %o as "%s"', async (response, text) => {
    const actor = await onResults({
      saveContactPreferences: fromPromise(() =>
        Promise.resolve<UpdateContactPreferencesResult>(response),
      ),
    });
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(pathOf(actor)).toBe('/error');
    expect(actor.getSnapshot().context.message?.message).toBe(text);
  });

  it('offers a thirty-day quote when the save returns one: Direct Debit selected and showOnly30DayQuote set', async () => {
    const actor = await onResults({
      saveContactPreferences: fromPromise(() =>
        Promise.resolve<UpdateContactPreferencesResult>({
          hasPriceChanged: false,
          optionId: 'OPT-1',
          underwritingOutcomeResponseId: 'UOR-2',
          thirtyDayQuoteDetails: {
            quoteRef: 'DC-30DAY',
            showOnly30DayQuote: true,
            thirtyDayUnderwritingOutcome: anOutcome(),
          },
        }),
      ),
    });
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(pathOf(actor)).toBe('/thirty-day-quote');
    const { context } = actor.getSnapshot();
    expect(context.payment.selectedPaymentMethod).toBe('DIRECT_DEBIT');
    expect(context.result.thirtyDayQuoteDetails.showOnly30DayQuote).toBe(true);
    actor.send({ type: 'thirtyDay.accept' });
    expect(pathOf(actor)).toBe('/make-payment');
    expect(actor.getSnapshot().context.result.quoteRef).toBe('DC-30DAY');
  });

  it('routes a failed save by its server code and always removes the overlay', async () => {
    const actor = await onResults({
      saveContactPreferences: fromPromise(() =>
        Promise.reject(Object.assign(new Error('x'), { code: 'QUOTE_EXPIRED' })),
      ),
    });
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('overlay')).toBe(false);
    expect(pathOf(actor)).toBe('/quote-expired');
  });

  it('renewal opt-out: Yes renews automatically, No opts out', async () => {
    const actor = await onResults();
    actor.send({ type: 'results.setRenewal', choice: 'yes' });
    expect(actor.getSnapshot().context.payment).toMatchObject({
      renewalOptOut: false,
      automaticRenewal: true,
    });
    actor.send({ type: 'results.setRenewal', choice: 'no' });
    expect(actor.getSnapshot().context.payment).toMatchObject({
      renewalOptOut: true,
      automaticRenewal: false,
    });
  });

  it('re-prices the quote when NCD protection is toggled', async () => {
    const update = vi.fn(({ input }: { input: { quoteRef: string; protect: boolean } }) =>
      Promise.resolve(
        aQuoteResult({
          quoteRef: input.quoteRef,
          underwritingOutcome: anOutcome({ underwritingOutcomeResponseId: 'UOR-NCD' }),
        }),
      ),
    );
    const actor = await onResults({ updateNoClaimsProtection: fromPromise(update) });
    actor.send({ type: 'results.toggleNcdProtection', protect: true });
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    await settled(actor);
    expect(update.mock.calls[0]?.[0].input).toEqual({ quoteRef: 'DC-TEST0001', protect: true });
    expect(
      actor.getSnapshot().context.result.underwritingOutcome?.underwritingOutcomeResponseId,
    ).toBe('UOR-NCD');
    expect(flowOf(actor)).toEqual({ results: 'ready' });
  });

  it('replaces the outcome and shows the re-rate toast when a new registration re-prices a quote not yet fully priced', async () => {
    const actor = await onResults({
      generateQuote: fromPromise(() =>
        Promise.resolve(aQuoteResult({ isLatestFullyPricedQuote: false })),
      ),
      setVehicleRegistration: fromPromise(() =>
        Promise.resolve<SetVehicleRegistrationResult>({
          quoteReference: 'DC-TEST0001',
          vehicleRegistration: 'AB12CDE',
          underwritingOutcome: anOutcome({ underwritingOutcomeResponseId: 'UOR-REG' }),
          optionId: 'OPT-1',
          underwritingOutcomeResponseId: 'UOR-REG',
        }),
      ),
    });
    const toasts: string[] = [];
    actor.on('toast', (event) => toasts.push(event.message));
    actor.send({ type: 'results.updateRegistration', registration: 'AB12 CDE' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(context.quote.vehicleDetails.registration).toBe('AB12CDE');
    expect(context.result.underwritingOutcome?.underwritingOutcomeResponseId).toBe('UOR-REG');
    expect(context.result.isLatestFullyPricedQuote).toBe(true);
    expect(toasts).toEqual([
      'Your quote had to be rated again due to a change in the information provided.',
    ]);
  });

  it("shows 'Unable to update vehicle registration.' when the registration cannot be saved", async () => {
    const actor = await onResults({
      setVehicleRegistration: fromPromise(() => Promise.reject(new Error('Quote failed'))),
    });
    actor.send({ type: 'results.updateRegistration', registration: 'AB12 CDE' });
    await settled(actor);
    expect(actor.getSnapshot().context.message).toEqual({
      kind: 'error',
      field: 'registration',
      message: 'Unable to update vehicle registration.',
    });
  });
});

describe('payment and take-up', () => {
  async function onCardPayment(services: Services = {}) {
    const actor = await onResults(services);
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    return actor;
  }

  it('pays by card, takes the quote up and cannot be paid again by going back', async () => {
    const payByCard = vi.fn(() => Promise.resolve({ paymentIntentId: 'pi_1' }));
    const actor = await onCardPayment({ payByCard: fromPromise(payByCard) });
    actor.send({ type: 'payment.submitCard', paymentDetails: { number: '4242424242424242' } });
    actor.send({ type: 'payment.submitCard', paymentDetails: { number: '4242424242424242' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    expect(payByCard).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.payment.policyReference).toBe('POL-1');
    go(actor, '/make-payment', 'POP');
    expect(pathOf(actor)).toBe('/thank-you');
    go(actor, '/quote/vehicle-details', 'POP');
    expect(pathOf(actor)).toBe('/thank-you');
  });

  it('shows a payment code inline and lets the customer try again', async () => {
    const actor = await onCardPayment({
      payByCard: fromPromise(() =>
        Promise.reject(Object.assign(new Error('declined'), { code: 'PAYMENT_DECLINED' })),
      ),
    });
    actor.send({ type: 'payment.submitCard', paymentDetails: {} });
    await settled(actor);
    expect(pathOf(actor)).toBe('/make-payment');
    expect(actor.getSnapshot().context.message?.message).toBe(
      'Your payment was declined. Please verify your payment details or contact your card issuer.',
    );
    expect(actor.getSnapshot().can({ type: 'payment.submitCard', paymentDetails: {} })).toBe(true);
  });

  it("reports a bank account that cannot be found with the spec's words", async () => {
    const actor = await onResults({
      checkBankDetails: fromPromise(() =>
        Promise.reject(Object.assign(new Error('No Content'), { kind: 'notFound' })),
      ),
    });
    actor.send({ type: 'results.selectPaymentMethod', method: 'DIRECT_DEBIT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    actor.send({
      type: 'payment.submitDirectDebit',
      bankDetails: { accountHolder: 'Sam Carter', sortCode: '20-00-00', accountNumber: '00000000' },
    });
    await settled(actor);
    expect(actor.getSnapshot().context.message?.message).toBe(
      'Bank account not found, please try again with other details',
    );
    expect(actor.getSnapshot().context.pendingBankDetails?.accountHolder).toBe('Sam Carter');
  });
});

describe('entries: aggregator, restart, reminder', () => {
  it('loads an aggregator quote: loading flag while pending, digits stripped, step 7', async () => {
    let release: (value: ReturnType<typeof aQuoteDetails>) => void = () => undefined;
    const actor = start(
      { url: 'http://localhost/pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1' },
      {
        loadAggregatorQuote: fromPromise(() => new Promise((resolve) => (release = resolve))),
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'aggregator' }));
    expect(actor.getSnapshot().context.quote.aggLoading).toBe(true);
    release(aQuoteDetails());
    await settled(actor);
    const { quote, aggregator } = actor.getSnapshot().context;
    expect(quote.aggLoading).toBe(false);
    expect(quote.activeStep).toBe(7);
    expect(quote.proposerDetails.lastNames).toBe('Carter');
    expect(aggregator?.token).toBe('AGG-TEST-1');
    expect(pathOf(actor)).toBe('/quote/vehicle-cover');
  });

  it('clears the loading flag when the aggregator load fails', async () => {
    const actor = await booted(
      { url: 'http://localhost/pcw-result?token=AGG-EXPIRED&quoteRef=AGGQ-EXPIRED' },
      {
        loadAggregatorQuote: fromPromise(() =>
          Promise.reject(Object.assign(new Error('expired'), { code: 'QUOTE_EXPIRED' })),
        ),
      },
    );
    expect(actor.getSnapshot().context.quote.aggLoading).toBe(false);
    expect(pathOf(actor)).toBe('/quote-expired');
  });

  it('restart: a failed check shows the alert, a match fills the quote and pays by card', async () => {
    let attempts = 0;
    const actor = await booted(
      { url: 'http://localhost/restart-policy?quoteRef=RST-TEST-1' },
      {
        loadRestartPremium: fromPromise(() =>
          Promise.resolve<QuotePremium>({
            quoteReference: 'RST-TEST-1',
            policyTermType: 'ThirtyDay',
            premium: { amount: 133.51, currency: 'GBP' },
          }),
        ),
        restartDpaCheck: fromPromise(() => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject(Object.assign(new Error('Policy not found'), { kind: 'notFound' }))
            : Promise.resolve(
                aQuoteDetails({
                  metaData: { quoteRef: 'RST-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
                }),
              );
        }),
      },
    );
    expect(actor.getSnapshot().context.restart.premium?.amount).toBe(133.51);
    const details = {
      surname: 'Wrong',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
      registration: 'DL19 CAR',
    };
    actor.send({ type: 'restart.submit', details });
    await settled(actor);
    expect(actor.getSnapshot().context.message?.message).toBe(
      'Unable to find policy with the details provided',
    );
    actor.send({ type: 'restart.submit', details: { ...details, surname: 'Restart' } });
    await settled(actor);
    expect(pathOf(actor)).toBe('/30-day-quote');
    expect(actor.getSnapshot().context.payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("reminder: wrong details give 'Some of the details provided do not match the information in your quote.'", async () => {
    const actor = await booted(
      { url: 'http://localhost/your-quote-details?quoteRef=REM-TEST-1' },
      {
        reminderDpaCheck: fromPromise(() =>
          Promise.reject(Object.assign(new Error('Quote not found'), { kind: 'notFound' })),
        ),
      },
    );
    expect(pathOf(actor)).toBe('/your-quote-details');
    actor.send({
      type: 'reminder.submit',
      details: { surname: 'Nobody', dateOfBirth: '1990-07-22', postcode: 'SW1A 1AA' },
    });
    await settled(actor);
    expect(actor.getSnapshot().context.message?.message).toBe(
      'Some of the details provided do not match the information in your quote.',
    );
  });
});

describe('reset and start-up', () => {
  it('starts from a restored journey and routes the URL it was opened at', async () => {
    const first = await booted();
    await completeStepsBefore(first, 'driverDetails');
    const { context } = first.getSnapshot();
    const restored = {
      version: 1 as const,
      revision: 3,
      savedAt: '2026-11-22T10:00:00.000Z',
      data: {
        quote: context.quote,
        result: context.result,
        payment: context.payment,
        contact: context.contact,
        vehicleLookup: context.vehicleLookup,
        aggregator: context.aggregator,
        drafts: context.drafts,
        entry: context.entry,
        location: context.location,
      },
    };
    const second = await booted({ url: 'http://localhost/quote/about-you', restored });
    expect(pathOf(second)).toBe('/quote/about-you');
    expect(second.getSnapshot().context.quote.proposerDetails.lastNames).toBe('Carter');
  });

  it('journey.reset returns every part of the journey to its defaults', async () => {
    const actor = await onResults();
    actor.send({ type: 'journey.reset' });
    const { context } = actor.getSnapshot();
    expect(pathOf(actor)).toBe('/');
    expect(context.result.quoteRef).toBeNull();
    expect(context.payment.portalUserStatus).toBe('USER_NOT_CREATED');
    expect(context.result.paymentProvider).toBe('BRAINTREE');
    expect(context.quote.completedSteps.results).toBe(false);
  });
});

describe('address lookup', () => {
  it('lists the addresses at a postcode and fetches the one picked for the field that asked', async () => {
    const actor = await booted();
    actor.send({ type: 'address.search', target: 'overnight', postcode: 'sw1a 1aa' });
    await settled(actor);
    expect(actor.getSnapshot().context.addressLookup).toMatchObject({
      target: 'overnight',
      postcode: 'SW1A 1AA',
    });
    expect(actor.getSnapshot().context.addressLookup.results).toHaveLength(1);
    actor.send({ type: 'address.choose', target: 'overnight', itemId: 'NOT-LISTED' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    actor.send({ type: 'address.choose', target: 'overnight', itemId: 'SW1A1AA-1' });
    await settled(actor);
    expect(actor.getSnapshot().context.addressLookup.chosen?.line1).toBe(
      'Flat 1, Regency Mansions',
    );
  });

  it.each([
    [
      { kind: 'notFound' },
      'We could not find any addresses for EC1A 1BB. Please check the postcode or enter your address manually.',
    ],
    [{ kind: 'unexpected' }, 'There was a problem searching, please enter your address below'],
  ])('explains a search that found nothing or failed (%o)', async (failure, text) => {
    const actor = await booted(undefined, {
      searchAddresses: fromPromise(() => Promise.reject(Object.assign(new Error('x'), failure))),
    });
    actor.send({ type: 'address.search', target: 'home', postcode: 'EC1A 1BB' });
    await settled(actor);
    expect(actor.getSnapshot().context.addressLookup.message).toBe(text);
  });

  it("says 'Error fetching address' when the picked address cannot be fetched", async () => {
    const actor = await booted(undefined, {
      getAddressById: fromPromise(() => Promise.reject(new Error('x'))),
    });
    actor.send({ type: 'address.search', target: 'home', postcode: 'SW1A 1AA' });
    await settled(actor);
    actor.send({ type: 'address.choose', target: 'home', itemId: 'SW1A1AA-1' });
    await settled(actor);
    expect(actor.getSnapshot().context.addressLookup.message).toBe('Error fetching address');
  });
});
