import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { PAYMENT_WIDGET_TIMEOUT_MS } from '../core/context';
import type {
  PaymentIntentInput,
  PaymentIntentToConfirm,
  PaymentSetUp,
  PaymentWidgetCommand,
  PaymentWidgetInput,
} from '../core/types';
import { serviceError } from '../paths/actor-outcome';
import type { PaymentProvider, TakeUpQuoteResult } from '../core/contract';
import {
  aCollectionOption,
  aDirectDebitOption,
  aPaymentSetUp,
  aQuoteResult,
  anOption,
  anOutcome,
} from '../testing/factories';
import { fakePaymentWidget } from '../testing/fake-widget';
import {
  cardholder,
  contact,
  go,
  onCardPayment,
  onDirectDebit,
  onResults,
  pathOf,
  settled,
  type Actor,
} from '../testing/journey-actor';
import { JOURNEY_TEXT } from '../core/text';
import { toPersisted } from '../session/persistence';
import { startJourney } from '../testing/harness';
import type { TakeUpInput } from './purchase';
import { paymentMessageOf } from './view';
import { resultsMessageOf } from '../results/view';
import { wizardMessageOf } from '../wizard/view';
import { entriesMessageOf } from '../entries/view';

type SetUpInput = { quoteProvider: PaymentProvider; amount: number; quoteRef: string };

const takenUp: TakeUpQuoteResult = {
  policyReference: 'POL-1',
  portalUserStatus: 'USER_CREATED',
  paymentDate: '2026-11-22',
  sendWelcomePack: false,
};

const intent = (status: PaymentIntentToConfirm['status']): PaymentIntentToConfirm => ({
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  status,
  challengeUrl: status === 'requires_action' ? '/__sandbox/3ds/pi_1' : null,
});

const cardState = (actor: Actor) => actor.getSnapshot().value;
const messageOf = (actor: Actor) => actor.getSnapshot().context.messages.payment?.message;
type WidgetState =
  'loading' | 'ready' | 'preparing' | 'creatingIntent' | 'challenge' | 'confirming' | 'takingUp';
const isOn = (actor: Actor, state: WidgetState) =>
  actor.getSnapshot().matches({ flow: { payment: { card: { widget: state } } } });

function services() {
  const makePaymentIntent = vi.fn((_input: PaymentIntentInput) =>
    Promise.resolve(intent('succeeded')),
  );
  const takeUpQuote = vi.fn((_input: TakeUpInput) => Promise.resolve(takenUp));
  return {
    makePaymentIntent,
    takeUpQuote,
    actors: {
      makePaymentIntent: fromPromise(({ input }: { input: PaymentIntentInput }) =>
        makePaymentIntent(input),
      ),
      takeUpQuote: fromPromise(({ input }: { input: TakeUpInput }) => takeUpQuote(input)),
    },
  };
}

describe('card payment', () => {
  it('prepares, charges and takes up once however often Pay is pressed, then keeps only the purchase', async () => {
    const calls = services();
    const actor = await onCardPayment(calls.actors);
    expect(isOn(actor, 'ready')).toBe(true);
    actor.send({ type: 'payment.submitCard', cardholder });
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    expect(calls.makePaymentIntent).toHaveBeenCalledTimes(1);
    expect(calls.takeUpQuote).toHaveBeenCalledTimes(1);
    const [intentInput] = calls.makePaymentIntent.mock.calls[0] ?? [];
    const [takeUpInput] = calls.takeUpQuote.mock.calls[0] ?? [];
    expect(intentInput?.payment.kind).toBe('sandboxCard');
    expect(intentInput?.idempotencyKey).toMatch(/-intent$/);
    expect(takeUpInput?.idempotencyKey).toBe(
      intentInput?.idempotencyKey.replace(/-intent$/, '-take-up'),
    );
    expect(takeUpInput?.paymentIntentId).toBe('pi_1');
    const { context } = actor.getSnapshot();
    expect(context.purchase).toMatchObject({
      policyReference: 'POL-1',
      paymentMethod: 'CARD_PAYMENT',
    });
    expect(context.result.quoteRef).toBeNull();
    expect(context.quote.completedSteps.vehicleDetails).toBe(false);
  });

  it('never shows the payment page again after thank-you', async () => {
    const actor = await onCardPayment();
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    go(actor, '/make-payment', 'POP');
    expect(pathOf(actor)).toBe('/thank-you');
    go(actor, '/make-payment');
    expect(pathOf(actor)).toBe('/thank-you');
  });

  it('sends the billing details the cardholder form gives, completed by the proposer address', async () => {
    const commands: PaymentWidgetCommand[] = [];
    const actor = await onCardPayment({ paymentWidget: fakePaymentWidget({ commands }) });
    actor.send({
      type: 'payment.submitCard',
      cardholder: { ...cardholder, sameAsProposer: false },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    const prepare = commands.find((command) => command.type === 'widget.prepare');
    expect(prepare).toEqual({
      type: 'widget.prepare',
      billing: {
        name: 'Sam Carter',
        email: 'sam.carter@example.com',
        line1: '10 Downing Street',
        line2: '',
        postalCode: '',
        state: '',
        country: 'GB',
      },
    });
  });

  it('shows a declined card in place, on the payment page alone, and starts a new attempt next time', async () => {
    const calls = services();
    calls.makePaymentIntent.mockRejectedValueOnce(
      serviceError(409, 'PAYMENT_DECLINED', 'PAYMENT_DECLINED'),
    );
    const actor = await onCardPayment(calls.actors);
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, () => isOn(actor, 'ready') && messageOf(actor) !== undefined);
    const declined = actor.getSnapshot();
    expect(paymentMessageOf(declined)?.message).toBe(JOURNEY_TEXT.payment.byCode.PAYMENT_DECLINED);
    // The message is the payment part's: no other part's page shows it.
    expect(resultsMessageOf(declined)).toBeNull();
    expect(wizardMessageOf(declined)).toBeNull();
    expect(entriesMessageOf(declined)).toBeNull();
    expect(actor.getSnapshot().context.payment.attemptKey).toBeNull();
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    const [first, second] = calls.makePaymentIntent.mock.calls.map(
      ([input]) => input.idempotencyKey,
    );
    expect(second).not.toBe(first);
  });

  it('opens the payment problem modal on a server fault and retries with the same keys', async () => {
    const calls = services();
    calls.takeUpQuote.mockRejectedValueOnce(serviceError(500, JOURNEY_TEXT.service.unexpected));
    const actor = await onCardPayment(calls.actors);
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, () => actor.getSnapshot().context.card.problem);
    expect(isOn(actor, 'ready')).toBe(true);
    expect(pathOf(actor)).toBe('/make-payment');
    actor.send({ type: 'payment.closeProblem' });
    expect(actor.getSnapshot().context.card.problem).toBe(false);
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    // The charge was confirmed: only the take-up is tried again, with the same key.
    expect(calls.makePaymentIntent).toHaveBeenCalledTimes(1);
    const [first, second] = calls.takeUpQuote.mock.calls.map(([input]) => input.idempotencyKey);
    expect(second).toBe(first);
  });

  it('shows the 3-D Secure challenge and takes the quote up once the issuer confirms', async () => {
    const calls = services();
    calls.makePaymentIntent.mockResolvedValueOnce(intent('requires_action'));
    const commands: PaymentWidgetCommand[] = [];
    const actor = await onCardPayment({
      ...calls.actors,
      paymentWidget: fakePaymentWidget({ commands, confirm: 'hold' }),
    });
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, () => isOn(actor, 'challenge'));
    expect(commands.at(-1)).toMatchObject({
      type: 'widget.confirm',
      intent: intent('requires_action'),
    });
    actor.send({ type: 'widget.confirmed', paymentIntentId: 'pi_1' });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    expect(calls.takeUpQuote.mock.calls[0]?.[0].paymentIntentId).toBe('pi_1');
  });

  it('returns to the card form with the reason when the 3-D Secure check fails', async () => {
    const calls = services();
    calls.makePaymentIntent.mockResolvedValueOnce(intent('requires_action'));
    const actor = await onCardPayment({
      ...calls.actors,
      paymentWidget: fakePaymentWidget({
        confirm: { decline: JOURNEY_TEXT.payment.authenticationFailed },
      }),
    });
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, () => isOn(actor, 'ready') && messageOf(actor) !== undefined);
    expect(messageOf(actor)).toBe(JOURNEY_TEXT.payment.authenticationFailed);
    expect(calls.takeUpQuote).not.toHaveBeenCalled();
  });

  it('shows an invalid card as the spec says and lets the customer correct it', async () => {
    const calls = services();
    calls.makePaymentIntent.mockRejectedValueOnce(serviceError(400, 'Invalid card details'));
    const actor = await onCardPayment(calls.actors);
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, () => isOn(actor, 'ready') && messageOf(actor) !== undefined);
    expect(messageOf(actor)).toBe(JOURNEY_TEXT.payment.invalidCard);
  });

  it('creates the intent for a wallet payment method without the cardholder form', async () => {
    const calls = services();
    const actor = await onCardPayment(calls.actors);
    actor.send({
      type: 'widget.prepared',
      payment: { kind: 'paymentMethod', paymentMethodId: 'pm_wallet', wallet: true },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    expect(calls.makePaymentIntent.mock.calls[0]?.[0].payment).toEqual({
      kind: 'paymentMethod',
      paymentMethodId: 'pm_wallet',
      wallet: true,
    });
  });

  it('after a charge whose take-up failed, a wallet payment charges nothing more: only the take-up is tried again', async () => {
    const calls = services();
    calls.takeUpQuote.mockRejectedValueOnce(serviceError(500, JOURNEY_TEXT.service.unexpected));
    const commands: PaymentWidgetCommand[] = [];
    const actor = await onCardPayment({
      ...calls.actors,
      paymentWidget: fakePaymentWidget({ commands }),
    });
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, () => actor.getSnapshot().context.card.problem);
    actor.send({ type: 'payment.closeProblem' });
    actor.send({
      type: 'widget.prepared',
      payment: { kind: 'paymentMethod', paymentMethodId: 'pm_wallet', wallet: true },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    expect(calls.makePaymentIntent).toHaveBeenCalledTimes(1);
    // The wallet's sheet is told its payment was not made.
    expect(commands.map((command) => command.type)).toContain('widget.abandon');
    const [first, second] = calls.takeUpQuote.mock.calls.map(([input]) => input.idempotencyKey);
    expect(second).toBe(first);
  });

  it('keeps the card field error the widget reports', async () => {
    const actor = await onCardPayment();
    actor.send({
      type: 'widget.cardChanged',
      complete: false,
      error: JOURNEY_TEXT.payment.cardVendor,
    });
    expect(actor.getSnapshot().context.card.cardError).toBe(JOURNEY_TEXT.payment.cardVendor);
  });
});

describe('after the purchase', () => {
  const onThankYou = (actor: Actor) =>
    actor.getSnapshot().matches({ flow: 'thankYou' }) && pathOf(actor) === '/thank-you';

  /** The journey opened again at `url` in a tab holding what `bought` stored (a reload, a typed address). */
  async function reopened(bought: Actor, url: string, page?: 'thankYou' | 'restartThankYou') {
    const { context } = bought.getSnapshot();
    const purchase = page && context.purchase ? { ...context.purchase, page } : context.purchase;
    const restored = toPersisted({ ...context, purchase }, context.revision, new Date());
    const actor = startJourney({ url: `http://localhost${url}`, restored });
    await settled(actor);
    return actor;
  }

  const boughtByCard = async () => {
    const card = await onCardPayment();
    card.send({ type: 'payment.submitCard', cardholder });
    await waitFor(card, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    return card;
  };

  it('shows thank-you for every page of the bought quote, after Back or a typed address', async () => {
    const card = await boughtByCard();
    for (const [path, how] of [
      ['/make-payment', 'POP'],
      ['/results', 'PUSH'],
      ['/payment-summary', 'PUSH'],
      ['/quote/vehicle-cover', 'PUSH'],
    ] as const) {
      go(card, path, how);
      expect(onThankYou(card), `${how} ${path}`).toBe(true);
      expect(card.getSnapshot().context.location.replace, `${how} ${path}`).toBe(true);
    }
  });

  it('shows thank-you for every page of the bought quote after a reload, the restart thank-you for a restart page', async () => {
    const card = await boughtByCard();
    for (const path of ['/results', '/make-payment', '/payment-summary']) {
      const reload = await reopened(card, path);
      expect(onThankYou(reload), `reload at ${path}`).toBe(true);
      expect(reload.getSnapshot().context.purchase?.policyReference).toBe('POL-1');
    }
    const restart = await reopened(card, '/30-day-quote', 'restartThankYou');
    expect(restart.getSnapshot().matches({ flow: 'restartThankYou' })).toBe(true);
    expect(pathOf(restart)).toBe('/restart-thank-you');
  });

  it('shows thank-you after Back from a Direct Debit purchase', async () => {
    const directDebit = await onDirectDebit();
    directDebit.send({
      type: 'payment.submitDirectDebit',
      bankDetails: { accountHolder: 'Sam Carter', sortCode: '20-00-00', accountNumber: '12345678' },
    });
    // The deposit by card, then the mandate: thank-you.
    await waitFor(
      directDebit,
      () => pathOf(directDebit) === '/make-payment' && isOn(directDebit, 'ready'),
    );
    directDebit.send({ type: 'payment.submitCard', cardholder });
    await waitFor(directDebit, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    go(directDebit, '/make-payment', 'POP');
    expect(onThankYou(directDebit)).toBe(true);
    go(directDebit, '/payment-summary', 'POP');
    expect(onThankYou(directDebit)).toBe(true);
  });

  it("takes a tab showing the quote to thank-you as soon as it adopts another tab's purchase", async () => {
    const payingTab = await onCardPayment();
    payingTab.send({ type: 'payment.submitCard', cardholder });
    await waitFor(payingTab, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    const otherTab = await onResults();
    const { context } = payingTab.getSnapshot();
    const newer = otherTab.getSnapshot().context.revision + 1;

    otherTab.send({ type: 'sync.external', snapshot: toPersisted(context, newer, new Date()) });

    expect(onThankYou(otherTab)).toBe(true);
    expect(otherTab.getSnapshot().context.location.replace).toBe(true);
    expect(otherTab.getSnapshot().context.purchase).toEqual(context.purchase);
  });
});

describe('card set-up', () => {
  // spec 2 §4 Drop-in set-up, §9: retries up to 3 times, so 4 attempts in all.
  it('retries a failed set-up 3 times (4 attempts), then offers a retry', async () => {
    const setUp = vi.fn<() => Promise<PaymentSetUp>>(() =>
      Promise.reject(new Error(JOURNEY_TEXT.payment.clientTokenMissing)),
    );
    const actor = await onCardPayment({ setUpPayment: fromPromise(setUp) });
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ flow: { payment: { card: 'unavailable' } } }),
    );
    expect(setUp).toHaveBeenCalledTimes(4);
    expect(messageOf(actor)).toBe(JOURNEY_TEXT.payment.preparationFailed);
    setUp.mockResolvedValueOnce(aPaymentSetUp());
    actor.send({ type: 'payment.retrySetUp' });
    await waitFor(actor, () => isOn(actor, 'ready'));
    expect(messageOf(actor)).toBeUndefined();
  });

  it('shows the card form when the third retry of set-up succeeds', async () => {
    const setUp = vi
      .fn<() => Promise<PaymentSetUp>>()
      .mockRejectedValueOnce(new Error(JOURNEY_TEXT.payment.clientTokenMissing))
      .mockRejectedValueOnce(new Error(JOURNEY_TEXT.payment.clientTokenMissing))
      .mockRejectedValueOnce(new Error(JOURNEY_TEXT.payment.clientTokenMissing))
      .mockResolvedValueOnce(aPaymentSetUp());
    const actor = await onCardPayment({ setUpPayment: fromPromise(setUp) });
    await waitFor(actor, () => isOn(actor, 'ready'));
    expect(setUp).toHaveBeenCalledTimes(4);
    expect(messageOf(actor)).toBeUndefined();
  });

  it('loads a failing drop-in 4 times in all before saying the payment could not be prepared', async () => {
    const setUp = vi.fn(() => Promise.resolve(aPaymentSetUp()));
    const actor = await onCardPayment({
      setUpPayment: fromPromise(setUp),
      paymentWidget: fakePaymentWidget({ load: 'failed' }),
    });
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ flow: { payment: { card: 'unavailable' } } }),
    );
    expect(setUp).toHaveBeenCalledTimes(4);
    expect(messageOf(actor)).toBe(JOURNEY_TEXT.payment.preparationFailed);
  });

  it('gives up on a widget that never appears and offers the other method', async () => {
    const clock = new SimulatedClock();
    const actor = await onResults({ paymentWidget: fakePaymentWidget({ load: 'silent' }) }, clock);
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await waitFor(actor, () => isOn(actor, 'loading'));
    clock.increment(PAYMENT_WIDGET_TIMEOUT_MS);
    expect(cardState(actor)).toMatchObject({ flow: { payment: { card: 'unavailable' } } });
    expect(messageOf(actor)).toBe(JOURNEY_TEXT.payment.widgetTimedOut);
    actor.send({ type: 'payment.useOtherMethod' });
    expect(actor.getSnapshot().matches({ flow: 'results' })).toBe(true);
    expect(actor.getSnapshot().context.payment.selectedPaymentMethod).toBe('DIRECT_DEBIT');
  });

  it('gives the widget the element the page gave while set-up was still under way', async () => {
    let finishSetUp: (setUp: PaymentSetUp) => void = () => undefined;
    const hosts: unknown[] = [];
    const actor = await onResults({
      setUpPayment: fromPromise(
        () => new Promise<PaymentSetUp>((resolve) => (finishSetUp = resolve)),
      ),
      paymentWidget: fromCallback(({ input }: { input: PaymentWidgetInput }) => {
        hosts.push(input.host);
      }),
    });
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ flow: { payment: { card: 'settingUp' } } }),
    );
    const host = { element: 'the card page' };
    actor.send({ type: 'payment.widgetHost', host });
    finishSetUp(aPaymentSetUp());
    await waitFor(actor, () => isOn(actor, 'loading'));
    expect(hosts).toEqual([host]);
  });

  it('tears the widget down when the customer leaves the card page', async () => {
    const teardown = vi.fn();
    const actor = await onCardPayment({
      paymentWidget: fromCallback(({ sendBack }) => {
        sendBack({ type: 'widget.ready', wallet: false });
        return teardown;
      }),
    });
    expect(teardown).not.toHaveBeenCalled();
    actor.send({ type: 'journey.reset' });
    expect(teardown).toHaveBeenCalledTimes(1);
  });

  it('says what is missing when the selected option has no term start', async () => {
    const quoted = aQuoteResult({
      underwritingOutcome: anOutcome({ underwrittenOptions: [anOption({ effectiveFrom: '' })] }),
    });
    const actor = await onCardPayment({
      generateQuote: fromPromise(() => Promise.resolve(quoted)),
    });
    expect(cardState(actor)).toMatchObject({ flow: { payment: { card: 'blocked' } } });
    expect(messageOf(actor)).toBe(JOURNEY_TEXT.payment.termStartMissing);
  });
});

describe('Direct Debit', () => {
  const bankDetails = {
    accountHolder: 'Sam Carter',
    sortCode: '20-00-00',
    accountNumber: '12345678',
  };

  const withoutDeposit = aQuoteResult({
    underwritingOutcome: anOutcome({
      underwrittenOptions: [
        anOption({
          paymentCollectionOptions: [
            aCollectionOption(),
            aDirectDebitOption({ upFrontAmount: { amount: 0, currency: 'GBP' } }),
          ],
        }),
      ],
    }),
  });

  it('checks the account, takes the deposit by card, then takes the quote up with both', async () => {
    const calls = services();
    const setUp = vi.fn((_input: SetUpInput) => Promise.resolve(aPaymentSetUp()));
    const actor = await onDirectDebit({
      ...calls.actors,
      setUpPayment: fromPromise(({ input }: { input: SetUpInput }) => setUp(input)),
    });
    expect(actor.getSnapshot().context.payment.paymentDate).toBe('2026-12-23');
    actor.send({ type: 'payment.submitDirectDebit', bankDetails });
    await waitFor(actor, () => isOn(actor, 'ready'));
    // The deposit's card page: the plan's up-front amount is what the card pays.
    expect(pathOf(actor)).toBe('/make-payment');
    expect(setUp.mock.calls[0]?.[0].amount).toBe(90.7);
    expect(calls.takeUpQuote).not.toHaveBeenCalled();
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    expect(calls.makePaymentIntent.mock.calls[0]?.[0].collectionOption).toMatchObject({
      paymentMethod: 'DIRECT_DEBIT',
      upFrontAmount: { amount: 90.7 },
    });
    expect(calls.takeUpQuote).toHaveBeenCalledTimes(1);
    expect(calls.takeUpQuote.mock.calls[0]?.[0]).toMatchObject({
      paymentMethod: 'DIRECT_DEBIT',
      paymentCollectionOptionCode: 'FINANCE_PLAN_S_V1',
      paymentIntentId: 'pi_1',
      bankDetails: { accountHolder: 'Sam Carter', sortCode: '200000', accountNumber: '12345678' },
    });
    expect(actor.getSnapshot().context.purchase).toMatchObject({
      paymentMethod: 'DIRECT_DEBIT',
      paidToday: 90.7,
      firstInstalment: 104.31,
    });
    // The bank details were for this purchase alone.
    expect(actor.getSnapshot().context.pendingBankDetails).toBeNull();
  });

  it('takes a plan without a deposit up straight after the bank check', async () => {
    const calls = services();
    const actor = await onDirectDebit({
      ...calls.actors,
      generateQuote: fromPromise(() => Promise.resolve(withoutDeposit)),
    });
    actor.send({ type: 'payment.submitDirectDebit', bankDetails });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    expect(calls.makePaymentIntent).not.toHaveBeenCalled();
    const [takeUp] = calls.takeUpQuote.mock.calls[0] ?? [];
    expect(takeUp).toMatchObject({ paymentMethod: 'DIRECT_DEBIT' });
    expect(takeUp).not.toHaveProperty('paymentIntentId');
    expect(actor.getSnapshot().context.purchase).toMatchObject({
      paidToday: 0,
      firstInstalment: 104.31,
    });
  });

  it('goes back from the deposit to change the bank details, kept as typed, or to pay in full', async () => {
    const calls = services();
    const actor = await onDirectDebit(calls.actors);
    actor.send({ type: 'payment.submitDirectDebit', bankDetails });
    await waitFor(actor, () => isOn(actor, 'ready'));
    expect(actor.getSnapshot().can({ type: 'payment.changeBankDetails' })).toBe(true);

    actor.send({ type: 'payment.changeBankDetails' });
    await settled(actor);
    expect(
      actor.getSnapshot().matches({ flow: { payment: { directDebit: { form: 'ready' } } } }),
    ).toBe(true);
    expect(pathOf(actor)).toBe('/payment-summary');
    expect(actor.getSnapshot().context.pendingBankDetails).toEqual(bankDetails);

    actor.send({ type: 'payment.submitDirectDebit', bankDetails });
    await waitFor(actor, () => isOn(actor, 'ready'));
    actor.send({ type: 'payment.useOtherMethod' });
    expect(actor.getSnapshot().matches({ flow: 'results' })).toBe(true);
    expect(actor.getSnapshot().context.payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
    expect(calls.takeUpQuote).not.toHaveBeenCalled();
  });

  it('offers no change of bank details on a card page paying in full', async () => {
    const actor = await onCardPayment();
    expect(actor.getSnapshot().can({ type: 'payment.changeBankDetails' })).toBe(false);
  });

  it('keeps what was bought for thank-you: the cover, the vehicle and what is paid when', async () => {
    const actor = await onCardPayment();
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    expect(actor.getSnapshot().context.purchase).toMatchObject({
      paymentMethod: 'CARD_PAYMENT',
      paidToday: 1088.36,
      firstInstalment: null,
      cover: {
        from: '2026-11-23T09:00:00.000Z',
        to: '2027-11-22T23:59:59.999Z',
        vehicle: 'Toyota Prius 1.8 Hybrid',
        registration: 'DL19CAR',
      },
    });
  });

  it("reports a bank account that cannot be found with the spec's words", async () => {
    const actor = await onDirectDebit({
      checkBankDetails: fromPromise(() =>
        Promise.reject(Object.assign(new Error('No Content'), { kind: 'notFound' })),
      ),
    });
    actor.send({ type: 'payment.submitDirectDebit', bankDetails });
    await settled(actor);
    expect(messageOf(actor)).toBe(JOURNEY_TEXT.payment.bankNotFound);
    expect(actor.getSnapshot().context.pendingBankDetails?.accountHolder).toBe('Sam Carter');
  });

  it('keeps the form as typed in drafts', async () => {
    const actor = await onDirectDebit();
    actor.send({ type: 'payment.draft', form: 'directDebit', values: { accountHolder: 'Sam' } });
    expect(actor.getSnapshot().context.drafts.directDebit).toEqual({ accountHolder: 'Sam' });
  });
});
