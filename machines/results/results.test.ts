import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { journeyMachine } from '../journey';
import type {
  QuoteResult,
  SetVehicleRegistrationResult,
  UpdateContactPreferencesResult,
} from '../core/contract';
import { anOutcome, aQuoteResult, aThirtyDayOption } from '../testing/factories';
import { fakeServices } from '../testing/harness';
import {
  completeStepsBefore,
  contact,
  flowOf,
  onResults,
  pathOf,
  settled,
} from '../testing/journey-actor';
import { JOURNEY_TEXT } from '../core/text';

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

  it(`raises '${JOURNEY_TEXT.results.noPaymentOption}' and scrolls to the top when Buy Now has no payment method`, async () => {
    const actor = await onResults();
    const scrolled = vi.fn();
    actor.on('scrollToTop', scrolled);
    actor.send({ type: 'buyNow.submit', contact });
    expect(actor.getSnapshot().context.messages.results?.message).toBe(
      JOURNEY_TEXT.results.noPaymentOption,
    );
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
    expect(toasts).toEqual([JOURNEY_TEXT.results.rerated]);
    expect(actor.getSnapshot().context.payment.selectedPaymentMethod).toBeNull();
    expect(actor.getSnapshot().context.result.isLatestFullyPricedQuote).toBe(true);
  });

  it.each([
    [
      { hasPriceChanged: false, underwritingOutcomeResponseId: 'UOR-2' },
      JOURNEY_TEXT.results.optionIdMissing,
    ],
    [{ hasPriceChanged: false, optionId: 'OPT-2' }, JOURNEY_TEXT.results.responseIdMissing],
  ])('keeps the customer on results, says and reports %o as "%s"', async (response, text) => {
    const reportError = vi.fn();
    const actor = createActor(
      journeyMachine.provide({
        actors: fakeServices({
          saveContactPreferences: fromPromise(() =>
            Promise.resolve<UpdateContactPreferencesResult>(response),
          ),
        }),
        actions: { reportError },
      }),
      { input: { url: 'http://localhost/' } },
    ).start();
    await settled(actor);
    await completeStepsBefore(actor, 'quote');
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(pathOf(actor)).toBe('/results');
    expect(flowOf(actor)).toEqual({ results: 'ready' });
    expect(actor.getSnapshot().context.messages.results?.message).toBe(text);
    expect(reportError).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ error: new Error(text) }),
    );
  });

  // spec 2 §4 Buy Now steps 3 and 4, §8: a re-rate needs the new outcome; without it nothing is replaced.
  it("says and reports 'Updated Options is missing' when the price changed but no outcome came back", async () => {
    const reportError = vi.fn();
    const actor = createActor(
      journeyMachine.provide({
        actors: fakeServices({
          saveContactPreferences: fromPromise(() =>
            Promise.resolve<UpdateContactPreferencesResult>({
              hasPriceChanged: true,
              optionId: 'OPT-1',
              underwritingOutcomeResponseId: 'UOR-NEW',
            }),
          ),
          generateQuote: fromPromise(() =>
            Promise.resolve(aQuoteResult({ isLatestFullyPricedQuote: false })),
          ),
        }),
        actions: { reportError },
      }),
      { input: { url: 'http://localhost/' } },
    ).start();
    await settled(actor);
    await completeStepsBefore(actor, 'quote');
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
    const toasts: string[] = [];
    actor.on('toast', (event) => toasts.push(event.message));
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(pathOf(actor)).toBe('/results');
    expect(actor.getSnapshot().context.messages.results?.message).toBe(
      'Updated Options is missing',
    );
    expect(toasts).toEqual([]);
    expect(reportError).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ error: new Error('Updated Options is missing') }),
    );
    const { result, payment } = actor.getSnapshot().context;
    expect(result.isLatestFullyPricedQuote).toBe(false);
    expect(payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
  });

  it('refuses Buy Now without a vehicle registration and says why', async () => {
    const saveContactPreferences = vi.fn(() => Promise.resolve({ hasPriceChanged: false }));
    const actor = await onResults({ saveContactPreferences: fromPromise(saveContactPreferences) });
    const { quote } = actor.getSnapshot().context;
    actor.send({
      type: 'sync.external',
      snapshot: {
        version: 1,
        revision: actor.getSnapshot().context.revision + 1,
        savedAt: new Date().toISOString(),
        data: {
          ...actor.getSnapshot().context,
          quote: { ...quote, vehicleDetails: { ...quote.vehicleDetails, registration: '' } },
        },
      },
    });
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(saveContactPreferences).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.messages.results?.message).toBe(
      JOURNEY_TEXT.results.registrationRequiredToPay,
    );
  });

  it("sends the quote summary's Change to vehicle details at step 1", async () => {
    const actor = await onResults();
    actor.send({ type: 'results.changeVehicle' });
    await settled(actor);
    expect(pathOf(actor)).toBe('/quote/vehicle-details');
    expect(actor.getSnapshot().context.quote.activeStep).toBe(1);
  });

  it('keeps what the customer typed on results as a draft until Buy Now saves it', async () => {
    const actor = await onResults();
    actor.send({ type: 'results.draft', values: { phoneNumber: '07700' } });
    expect(actor.getSnapshot().context.drafts.results).toEqual({ phoneNumber: '07700' });
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(actor.getSnapshot().context.drafts.results).toBeUndefined();
  });

  it('shows the NCD protection asked for, and puts it back when the update fails', async () => {
    const actor = await onResults({
      updateNoClaimsProtection: fromPromise<QuoteResult, { quoteRef: string; protect: boolean }>(
        () => Promise.reject(Object.assign(new Error('conflict'), { code: 'QUOTE_MISMATCH' })),
      ),
    });
    const before = actor.getSnapshot().context.quote.coverDetails.protectNoClaimsDiscount;
    actor.send({ type: 'results.toggleNcdProtection', protect: !before });
    expect(actor.getSnapshot().context.quote.coverDetails.protectNoClaimsDiscount).toBe(!before);
    await settled(actor);
    expect(flowOf(actor)).toEqual({ results: 'ready' });
    expect(actor.getSnapshot().context.quote.coverDetails.protectNoClaimsDiscount).toBe(
      Boolean(before),
    );
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

  it('keeps a taken 30-day offer on the card when the customer goes back to results', async () => {
    const thirtyDay = anOutcome({ underwrittenOptions: [aThirtyDayOption()] });
    const actor = await onResults({
      saveContactPreferences: fromPromise(() =>
        Promise.resolve<UpdateContactPreferencesResult>({
          hasPriceChanged: false,
          optionId: 'OPT-30',
          underwritingOutcomeResponseId: 'UOR-2',
          thirtyDayQuoteDetails: {
            quoteRef: 'DC-30DAY',
            showOnly30DayQuote: true,
            thirtyDayUnderwritingOutcome: thirtyDay,
          },
        }),
      ),
    });
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    actor.send({ type: 'thirtyDay.accept' });
    expect(pathOf(actor)).toBe('/make-payment');
    actor.send({ type: 'route.changed', pathname: '/results', search: '', navigationType: 'PUSH' });
    expect(pathOf(actor)).toBe('/results');
    // spec 2 §3: a 30-day option is paid by card alone, so the card stays chosen on the results page.
    expect(actor.getSnapshot().context.payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
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
    const setVehicleRegistration = vi.fn(() =>
      Promise.resolve<SetVehicleRegistrationResult>({
        quoteReference: 'DC-TEST0001',
        vehicleRegistration: 'AB12CDE',
        underwritingOutcome: anOutcome({ underwritingOutcomeResponseId: 'UOR-REG' }),
        optionId: 'OPT-1',
        underwritingOutcomeResponseId: 'UOR-REG',
      }),
    );
    const actor = await onResults({
      generateQuote: fromPromise(() =>
        Promise.resolve(aQuoteResult({ isLatestFullyPricedQuote: false })),
      ),
      setVehicleRegistration: fromPromise(setVehicleRegistration),
    });
    const toasts: string[] = [];
    actor.on('toast', (event) => toasts.push(event.message));
    actor.send({ type: 'results.updateRegistration', registration: 'AB12 CDE' });
    await settled(actor);
    expect(setVehicleRegistration).toHaveBeenCalledWith(
      expect.objectContaining({ input: { quoteRef: 'DC-TEST0001', registration: 'AB12CDE' } }),
    );
    const { context } = actor.getSnapshot();
    expect(context.quote.vehicleDetails.registration).toBe('AB12CDE');
    expect(context.result.underwritingOutcome?.underwritingOutcomeResponseId).toBe('UOR-REG');
    expect(context.result.isLatestFullyPricedQuote).toBe(true);
    expect(toasts).toEqual([JOURNEY_TEXT.results.rerated]);
  });

  it(`shows '${JOURNEY_TEXT.results.registrationUpdateFailed}' when the registration cannot be saved`, async () => {
    const actor = await onResults({
      setVehicleRegistration: fromPromise(() => Promise.reject(new Error('Quote failed'))),
    });
    actor.send({ type: 'results.updateRegistration', registration: 'AB12 CDE' });
    await settled(actor);
    expect(actor.getSnapshot().context.messages.results).toEqual({
      kind: 'error',
      field: 'registration',
      message: JOURNEY_TEXT.results.registrationUpdateFailed,
    });
  });

  it('reports a registration that cannot be saved, and routes a server code like every other call', async () => {
    const reportError = vi.fn();
    const failure = new Error('Quote failed');
    const actor = createActor(
      journeyMachine.provide({
        actors: fakeServices({
          setVehicleRegistration: fromPromise(() => Promise.reject(failure)),
        }),
        actions: { reportError },
      }),
      { input: { url: 'http://localhost/' } },
    ).start();
    await settled(actor);
    await completeStepsBefore(actor, 'quote');
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
    actor.send({ type: 'results.updateRegistration', registration: 'AB12 CDE' });
    await settled(actor);
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });

    const locked = await onResults({
      setVehicleRegistration: fromPromise(() =>
        Promise.reject(Object.assign(new Error('Conflict'), { code: 'QUOTE_LOCKED' })),
      ),
    });
    locked.send({ type: 'results.updateRegistration', registration: 'AB12 CDE' });
    await settled(locked);
    expect(pathOf(locked)).toBe('/quote-locked');
  });

  it('asks for the first payment date when the loan agreement needs it, and keeps it', async () => {
    const asked: { quoteRef: string; coverStart: string }[] = [];
    const actor = await onResults({
      loadPaymentDate: fromPromise<
        { paymentDate: string },
        { quoteRef: string; coverStart: string }
      >(({ input }) => {
        asked.push(input);
        return Promise.resolve({ paymentDate: '2026-12-23' });
      }),
    });
    actor.send({ type: 'results.selectPaymentMethod', method: 'DIRECT_DEBIT' });
    actor.send({
      type: 'results.downloadCreditDocument',
      kind: 'loanAgreement',
      today: new Date('2026-11-22T10:00:00Z'),
    });
    expect(flowOf(actor)).toEqual({ results: 'loadingPaymentDate' });
    await settled(actor);
    expect(flowOf(actor)).toEqual({ results: 'ready' });
    expect(actor.getSnapshot().context.payment.paymentDate).toBe('2026-12-23');
    expect(asked.map((input) => input.quoteRef)).toEqual(['DC-TEST0001']);
  });

  it('gives the renewal opt-out its default on arrival: renewing, for an adult on this brand', async () => {
    const actor = await onResults();
    const { context } = actor.getSnapshot();
    expect(context.payment.renewalOptOut).toBe(false);
    expect(context.payment.automaticRenewal).toBe(true);
  });

  it('keeps the licence numbers Buy Now saved, and an emptied optional number is cleared', async () => {
    const actor = await onResults();
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact: { ...contact, licenceNumber: null } });
    await settled(actor);
    expect(actor.getSnapshot().context.quote.proposerDetails.licenceNumber).toBeNull();
  });
});
