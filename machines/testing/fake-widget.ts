/**
 * A payment widget for machine and view tests: it answers the journey's commands as a provider's fields would,
 * at once, with the outcome a test asks for.
 */
import { fromCallback } from 'xstate';
import type {
  PaymentWidgetCommand,
  PaymentWidgetEvent,
  PaymentWidgetInput,
  PreparedPayment,
} from '../core/types';
import type { SandboxCard } from '../core/contract';

export interface FakeWidgetBehaviour {
  /** 'ready' (default) reports ready at once; 'failed' reports a set-up failure; 'silent' never answers. */
  load?: 'ready' | 'failed' | 'silent';
  wallet?: boolean;
  /** A message declines the payment when it is prepared. */
  declinePrepare?: string;
  /** A message declines the confirmation (a failed 3-D Secure check); 'hold' leaves it waiting. */
  confirm?: 'confirm' | 'hold' | { decline: string };
  /** The test card the widget prepares (4242 4242 4242 4242 unless given). */
  card?: SandboxCard;
  /** Every command the widget received, for assertions. */
  commands?: PaymentWidgetCommand[];
}

export const TEST_CARD_PAYMENT: PreparedPayment = {
  kind: 'sandboxCard',
  card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
};

export function fakePaymentWidget(behaviour: FakeWidgetBehaviour = {}) {
  return fromCallback<PaymentWidgetCommand, PaymentWidgetInput>(({ sendBack, receive }) => {
    const send = (event: PaymentWidgetEvent) => sendBack(event);
    const load = behaviour.load ?? 'ready';
    if (load === 'ready') send({ type: 'widget.ready', wallet: behaviour.wallet ?? false });
    if (load === 'failed') send({ type: 'widget.failed', error: new Error('The widget failed') });
    receive((command) => {
      behaviour.commands?.push(command);
      if (command.type === 'widget.prepare') {
        if (behaviour.declinePrepare !== undefined) {
          send({ type: 'widget.declined', message: behaviour.declinePrepare });
        } else {
          send({
            type: 'widget.prepared',
            payment: behaviour.card
              ? { kind: 'sandboxCard', card: behaviour.card }
              : TEST_CARD_PAYMENT,
          });
        }
      }
      if (command.type === 'widget.confirm') {
        const confirm = behaviour.confirm ?? 'confirm';
        if (confirm === 'confirm') {
          send({ type: 'widget.confirmed', paymentIntentId: command.intent.paymentIntentId });
        } else if (confirm !== 'hold') {
          send({ type: 'widget.declined', message: confirm.decline });
        }
      }
    });
  });
}
