/**
 * The payment widget actor as the app gives it to the journey: the widget and the providers' adapters are
 * fetched when the card page first sets a provider up, not with the first page. Commands the journey sends
 * meanwhile wait for the widget, in order; a failed fetch fails the widget, which the card page offers to
 * retry (machines/payment/card.ts).
 */
import { fromCallback } from 'xstate';
import type { PaymentWidgetCommand, PaymentWidgetInput } from '../../../machines/core/types';
import { fetchedAgain } from '../../ui/fetched-again';
import type { PaymentWidgetCallback, PaymentWidgetDeps } from './widget-actor';

type Load = () => Promise<PaymentWidgetCallback>;

// Fetched again on the next set-up when a fetch failed (src/ui/fetched-again.ts): Try again works.
const widgetModules = fetchedAgain(() => import('./widget-modules'));

const loadWidget =
  (report: PaymentWidgetDeps['report']): Load =>
  async () => {
    const { paymentWidgetCallback, paymentAdapters } = await widgetModules();
    return paymentWidgetCallback({ adapters: paymentAdapters, report });
  };

export function widgetLoadedOnUse(
  report: PaymentWidgetDeps['report'],
  load: Load = loadWidget(report),
) {
  return fromCallback<PaymentWidgetCommand, PaymentWidgetInput>(({ receive, ...args }) => {
    let stopped = false;
    let stop: (() => void) | undefined;
    let deliver: ((command: PaymentWidgetCommand) => void) | null = null;
    const waiting: PaymentWidgetCommand[] = [];
    receive((command) => {
      if (deliver) deliver(command);
      else waiting.push(command);
    });
    load().then(
      (callback) => {
        if (stopped) return;
        const cleanup = callback({
          ...args,
          receive: (listener) => {
            deliver = listener;
            for (const command of waiting.splice(0)) listener(command);
          },
        });
        if (typeof cleanup === 'function') stop = cleanup;
      },
      (error: unknown) => {
        if (!stopped) args.sendBack({ type: 'widget.failed', error });
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  });
}
