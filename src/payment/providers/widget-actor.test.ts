import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, waitFor, type AnyActorRef } from 'xstate';
import type {
  PaymentSetUp,
  PaymentWidgetCommand,
  PaymentWidgetEvent,
} from '../../../machines/core/types';
import { aPaymentSetUp } from '../../../machines/testing/factories';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { PaymentDeclined, type PaymentAdapter } from './types';
import { createPaymentWidget, type PaymentAdapterFactories } from './widget-actor';

const billing = {
  name: 'Sam Carter',
  email: 'sam@example.com',
  line1: '1 High Street',
  line2: '',
  postalCode: 'SW1A 1AA',
  state: '',
  country: 'GB',
};

/** An adapter whose calls a test can count; its functions are listed apart so they can be asserted on. */
function fakeAdapter(overrides: Partial<PaymentAdapter> = {}) {
  const calls = {
    mount: vi.fn<PaymentAdapter['mount']>(() => Promise.resolve({ wallet: true })),
    prepare: vi.fn<PaymentAdapter['prepare']>(() =>
      Promise.resolve({ kind: 'confirmWithClientSecret' as const }),
    ),
    confirm: vi.fn<PaymentAdapter['confirm']>(() => Promise.resolve({ paymentIntentId: 'pi_1' })),
    abandon: vi.fn<PaymentAdapter['abandon']>(),
    teardown: vi.fn<PaymentAdapter['teardown']>(),
  };
  const adapter: PaymentAdapter = { ...calls, ...overrides };
  return { adapter, ...calls };
}

/** The widget invoked as the journey invokes it, by a parent that records what it reports. */
function startWidget(
  adapter: PaymentAdapter | Error,
  host: unknown = null,
  setUp = aPaymentSetUp(),
) {
  const factory = vi.fn((_setUp: PaymentSetUp) =>
    adapter instanceof Error ? Promise.reject(adapter) : Promise.resolve(adapter),
  );
  const adapters: PaymentAdapterFactories = {
    SANDBOX: factory,
    STRIPE: factory,
    BRAINTREE: factory,
  };
  const report = vi.fn();
  const parent = createActor(
    setup({
      types: { context: {} as { events: PaymentWidgetEvent[] } },
      actors: { paymentWidget: createPaymentWidget({ adapters, report }) },
    }).createMachine({
      context: { events: [] },
      invoke: { id: 'widget', src: 'paymentWidget', input: { setUp, host } },
      on: {
        '*': {
          actions: assign(({ context, event }) => ({
            events: [...context.events, event as PaymentWidgetEvent],
          })),
        },
      },
    }),
  ).start();
  const widget = () => parent.getSnapshot().children.widget as AnyActorRef;
  const send = (command: PaymentWidgetCommand) => widget().send(command);
  const reported = (type: PaymentWidgetEvent['type']) =>
    waitFor(parent, (snapshot) =>
      snapshot.context.events.some((event) => event.type === type),
    ).then((snapshot) => snapshot.context.events.find((event) => event.type === type));
  return { parent, send, reported, factory, report };
}

describe('the payment widget actor', () => {
  it('builds the adapter for the set-up and mounts it in the host the page gave before it started', async () => {
    const fake = fakeAdapter();
    const host = document.createElement('div');
    const { reported, factory } = startWidget(
      fake.adapter,
      host,
      aPaymentSetUp({ provider: 'STRIPE' }),
    );
    expect(await reported('widget.ready')).toEqual({ type: 'widget.ready', wallet: true });
    expect(factory).toHaveBeenCalledWith(expect.objectContaining({ provider: 'STRIPE' }));
    expect(fake.mount).toHaveBeenCalledWith(host, expect.any(Object));
  });

  it('waits for the host when the page gives it later', async () => {
    const fake = fakeAdapter();
    const { send, reported } = startWidget(fake.adapter);
    await Promise.resolve();
    expect(fake.mount).not.toHaveBeenCalled();
    send({ type: 'widget.host', host: document.createElement('div') });
    await reported('widget.ready');
    expect(fake.mount).toHaveBeenCalledTimes(1);
  });

  it('reports a set-up that fails', async () => {
    const { reported } = startWidget(new Error('offline'));
    expect(await reported('widget.failed')).toMatchObject({ error: new Error('offline') });
  });

  it('passes the card field and a wallet payment method on to the journey', async () => {
    const fake = fakeAdapter({
      mount: vi.fn<PaymentAdapter['mount']>((_host, listener) => {
        listener.cardChanged?.({ complete: false, error: JOURNEY_TEXT.payment.cardVendor });
        listener.walletPaymentMethod?.({
          kind: 'paymentMethod',
          paymentMethodId: 'pm_1',
          wallet: true,
        });
        return Promise.resolve({ wallet: true });
      }),
    });
    const { reported } = startWidget(fake.adapter, document.createElement('div'));
    expect(await reported('widget.cardChanged')).toEqual({
      type: 'widget.cardChanged',
      complete: false,
      error: JOURNEY_TEXT.payment.cardVendor,
    });
    expect(await reported('widget.prepared')).toMatchObject({
      payment: { paymentMethodId: 'pm_1', wallet: true },
    });
  });

  it('prepares and confirms through the adapter', async () => {
    const fake = fakeAdapter();
    const { send, reported } = startWidget(fake.adapter, document.createElement('div'));
    await reported('widget.ready');
    send({ type: 'widget.prepare', billing });
    expect(await reported('widget.prepared')).toEqual({
      type: 'widget.prepared',
      payment: { kind: 'confirmWithClientSecret' },
    });
    const intent = {
      paymentIntentId: 'pi_1',
      clientSecret: 's',
      status: 'requires_action' as const,
      challengeUrl: null,
    };
    send({ type: 'widget.confirm', intent, billing });
    expect(await reported('widget.confirmed')).toEqual({
      type: 'widget.confirmed',
      paymentIntentId: 'pi_1',
    });
    expect(fake.confirm).toHaveBeenCalledWith(intent, billing);
  });

  it("keeps a provider's refusal in its own words and reports any other fault", async () => {
    const declined = fakeAdapter({
      prepare: vi.fn(() => Promise.reject(new PaymentDeclined('Your card number is incomplete.'))),
    });
    const first = startWidget(declined.adapter, document.createElement('div'));
    await first.reported('widget.ready');
    first.send({ type: 'widget.prepare', billing });
    expect(await first.reported('widget.declined')).toMatchObject({
      message: 'Your card number is incomplete.',
    });
    expect(first.report).not.toHaveBeenCalled();

    const broken = fakeAdapter({ prepare: vi.fn(() => Promise.reject(new Error('SDK crashed'))) });
    const second = startWidget(broken.adapter, document.createElement('div'));
    await second.reported('widget.ready');
    second.send({ type: 'widget.prepare', billing });
    expect(await second.reported('widget.declined')).toMatchObject({
      message: JOURNEY_TEXT.payment.preparationFailed,
    });
    expect(second.report).toHaveBeenCalledWith(new Error('SDK crashed'));
  });

  it('tears the adapter down when the journey stops it, and an adapter built after that at once', async () => {
    const fake = fakeAdapter();
    const { parent, reported } = startWidget(fake.adapter, document.createElement('div'));
    await reported('widget.ready');
    parent.stop();
    expect(fake.teardown).toHaveBeenCalledTimes(1);

    let build: (adapter: PaymentAdapter) => void = () => undefined;
    const late = fakeAdapter();
    const factory = () => new Promise<PaymentAdapter>((resolve) => (build = resolve));
    const stopped = createActor(
      createPaymentWidget({
        adapters: { SANDBOX: factory, STRIPE: factory, BRAINTREE: factory },
        report: vi.fn(),
      }),
      { input: { setUp: aPaymentSetUp(), host: null } },
    ).start();
    stopped.stop();
    build(late.adapter);
    await Promise.resolve();
    expect(late.teardown).toHaveBeenCalledTimes(1);
    expect(late.mount).not.toHaveBeenCalled();
  });
});
