import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, waitFor, type AnyActorRef } from 'xstate';
import type { PaymentWidgetCommand, PaymentWidgetEvent } from '../../../machines/core/types';
import { aPaymentSetUp } from '../../../machines/testing/factories';
import { widgetLoadedOnUse } from './widget-loader';
import type { PaymentWidgetCallback } from './widget-actor';

/** The late widget invoked as the journey invokes it, its fetch held until the test lets it finish. */
function startLateWidget() {
  let finish: (outcome: PaymentWidgetCallback | Error) => void = () => undefined;
  const fetched = new Promise<PaymentWidgetCallback>((resolve, reject) => {
    finish = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
  });
  const parent = createActor(
    setup({
      types: { context: {} as { events: PaymentWidgetEvent[] } },
      actors: { paymentWidget: widgetLoadedOnUse(vi.fn(), () => fetched) },
    }).createMachine({
      context: { events: [] },
      initial: 'paying',
      states: {
        paying: {
          invoke: {
            id: 'widget',
            src: 'paymentWidget',
            input: { setUp: aPaymentSetUp(), host: null },
          },
          on: { leave: 'left' },
        },
        left: {},
      },
      on: {
        '*': {
          actions: assign(({ context, event }) => ({
            events: [...context.events, event as PaymentWidgetEvent],
          })),
        },
      },
    }),
  ).start();
  const send = (command: PaymentWidgetCommand) =>
    (parent.getSnapshot().children.widget as AnyActorRef).send(command);
  return { parent, send, finish };
}

/** A widget that records the commands it receives and whether it was stopped. */
function recordingWidget() {
  const received: PaymentWidgetCommand['type'][] = [];
  const stopped = vi.fn();
  const callback: PaymentWidgetCallback = ({ receive, sendBack }) => {
    receive((command) => received.push(command.type));
    sendBack({ type: 'widget.ready', wallet: false });
    return stopped;
  };
  return { callback, received, stopped };
}

describe('the payment widget fetched when the card page sets up', () => {
  it('hands the widget the commands sent while it was fetched, in order, then every later one', async () => {
    const { parent, send, finish } = startLateWidget();
    const widget = recordingWidget();
    send({ type: 'widget.host', host: null });
    send({ type: 'widget.abandon' });
    finish(widget.callback);
    await waitFor(parent, (snapshot) =>
      snapshot.context.events.some((event) => event.type === 'widget.ready'),
    );
    send({ type: 'widget.abandon' });
    expect(widget.received).toEqual(['widget.host', 'widget.abandon', 'widget.abandon']);

    parent.send({ type: 'leave' });
    expect(widget.stopped).toHaveBeenCalledTimes(1);
  });

  it('fails the widget when its fetch fails, so the card page offers to try again', async () => {
    const { parent, finish } = startLateWidget();
    finish(new TypeError('Failed to fetch dynamically imported module'));
    const snapshot = await waitFor(parent, ({ context }) => context.events.length > 0);
    expect(snapshot.context.events).toEqual([
      {
        type: 'widget.failed',
        error: new TypeError('Failed to fetch dynamically imported module'),
      },
    ]);
  });

  it('never starts a widget whose card page was left while it was fetched', async () => {
    const { parent, finish } = startLateWidget();
    const widget = recordingWidget();
    parent.send({ type: 'leave' });
    finish(widget.callback);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(parent.getSnapshot().context.events).toEqual([]);
    expect(widget.stopped).not.toHaveBeenCalled();
  });
});
