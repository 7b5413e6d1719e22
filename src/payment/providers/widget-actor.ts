/**
 * The payment widget actor: the journey invokes it on the card page (machines/payment/card.ts) and stops
 * it when the page is left, which tears the provider's fields down. It loads the adapter for the set-up, mounts
 * it in the host element the page gives, and turns the journey's commands into adapter calls and their answers
 * into events.
 */
import { fromCallback } from 'xstate';
import type {
  PaymentWidgetCommand,
  PaymentWidgetEvent,
  PaymentWidgetInput,
} from '../../../machines/core/types';
import type { PaymentProvider } from '../../../machines/core/contract';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { PaymentDeclined, type PaymentAdapter, type PaymentAdapterFactory } from './types';

export type PaymentAdapterFactories = Record<PaymentProvider, PaymentAdapterFactory>;

export interface PaymentWidgetDeps {
  adapters: PaymentAdapterFactories;
  /** Error reporting: a fault that is not the customer's to put right. */
  report: (error: unknown) => void;
}

/** What the widget actor runs, given what it is invoked with (./widget-loader.ts runs it once fetched). */
export type PaymentWidgetCallback = Parameters<
  typeof fromCallback<PaymentWidgetCommand, PaymentWidgetInput>
>[0];

export function createPaymentWidget(deps: PaymentWidgetDeps) {
  return fromCallback(paymentWidgetCallback(deps));
}

export function paymentWidgetCallback({
  adapters,
  report,
}: PaymentWidgetDeps): PaymentWidgetCallback {
  return ({ input, sendBack, receive }) => {
    const send = (event: PaymentWidgetEvent) => {
      if (!stopped) sendBack(event);
    };
    let stopped = false;
    let adapter: PaymentAdapter | null = null;
    let host: HTMLElement | null = input.host instanceof HTMLElement ? input.host : null;
    let mountedIn: HTMLElement | null = null;

    const mountWhenReady = () => {
      if (!adapter || !host || mountedIn === host) return;
      mountedIn = host;
      adapter
        .mount(host, {
          cardChanged: (state) => send({ type: 'widget.cardChanged', ...state }),
          walletPaymentMethod: (payment) => send({ type: 'widget.prepared', payment }),
        })
        .then(
          ({ wallet }) => send({ type: 'widget.ready', wallet }),
          (error: unknown) => send({ type: 'widget.failed', error }),
        );
    };

    adapters[input.setUp.provider](input.setUp).then(
      (created) => {
        if (stopped) {
          created.teardown();
          return;
        }
        adapter = created;
        mountWhenReady();
      },
      (error: unknown) => send({ type: 'widget.failed', error }),
    );

    /** A refusal keeps its own words; any other fault is reported and told in the spec's words. */
    const declined = (error: unknown) => {
      if (!(error instanceof PaymentDeclined)) report(error);
      send({
        type: 'widget.declined',
        message:
          error instanceof PaymentDeclined ? error.message : JOURNEY_TEXT.payment.preparationFailed,
      });
    };

    receive((command) => {
      switch (command.type) {
        case 'widget.host':
          // A page leaving gives null; the journey stops this actor when the card page is left.
          if (command.host instanceof HTMLElement) {
            host = command.host;
            mountWhenReady();
          }
          return;
        case 'widget.prepare':
          if (!adapter) return declined(new Error('The payment widget is not ready'));
          adapter
            .prepare(command.billing)
            .then((payment) => send({ type: 'widget.prepared', payment }), declined);
          return;
        case 'widget.confirm':
          if (!adapter) return declined(new Error('The payment widget is not ready'));
          adapter
            .confirm(command.intent, command.billing)
            .then(
              ({ paymentIntentId }) => send({ type: 'widget.confirmed', paymentIntentId }),
              declined,
            );
          return;
        case 'widget.abandon':
          adapter?.abandon();
          return;
      }
    });

    return () => {
      stopped = true;
      adapter?.teardown();
    };
  };
}
