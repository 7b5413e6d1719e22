/**
 * The sandbox provider's adapter: a test payment form of its own, drawn in the host like a provider's fields,
 * checking cards as a provider's test mode does and showing the sandbox's 3-D Secure page when an intent asks
 * for it; and a test wallet, whose sheet of test cards gives the journey a payment method as a wallet's sheet
 * does (spec 2 §4 Wallet payment). It is used only when the storefront has no provider keys (rules/payment.ts `adapterFor`).
 */
import { createRoot, type Root } from 'react-dom/client';
import type { PaymentSetUp } from '../../../../machines/core/types';
import { JOURNEY_TEXT } from '../../../../machines/core/text';
import { sandboxWalletPaymentId } from '../../../../shared/sandbox-card';
import { PaymentDeclined, type PaymentAdapter } from '../types';
import { checkCardEntry, sandboxCardOf } from './sandbox-card';
import { SandboxCardWidget } from './sandbox-card-widget';
import { createWidgetStore } from './widget-store';

/** What the sandbox's 3-D Secure page posts when the challenge ends (server/routes/three-d-secure.ts). */
interface ChallengeResult {
  type: 'sandbox-3ds-complete';
  paymentIntentId: string;
  status: string;
}

function isChallengeResult(data: unknown): data is ChallengeResult {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === 'sandbox-3ds-complete' &&
    'paymentIntentId' in data &&
    typeof data.paymentIntentId === 'string' &&
    'status' in data &&
    typeof data.status === 'string'
  );
}

/** A payment method id's own part, new for each payment (randomUUID needs a secure context). */
function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createSandboxAdapter(_setUp: PaymentSetUp, now = () => new Date()): PaymentAdapter {
  const store = createWidgetStore();
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  let endChallenge: (() => void) | null = null;

  return {
    mount(host, listener) {
      container = document.createElement('div');
      host.append(container);
      root = createRoot(container);
      root.render(
        <SandboxCardWidget
          store={store}
          onChange={(state) => listener.cardChanged?.(state)}
          onWallet={(card) =>
            listener.walletPaymentMethod?.({
              kind: 'paymentMethod',
              paymentMethodId: sandboxWalletPaymentId(card, randomHex()),
              wallet: true,
            })
          }
        />,
      );
      return Promise.resolve({ wallet: true });
    },

    prepare() {
      const { entry } = store.get();
      const errors = checkCardEntry(entry, now());
      store.set({ errors, showErrors: true });
      if (errors.number === JOURNEY_TEXT.payment.cardVendor) {
        return Promise.reject(new PaymentDeclined(JOURNEY_TEXT.payment.cardVendor));
      }
      if (Object.keys(errors).length > 0) {
        return Promise.reject(new PaymentDeclined(JOURNEY_TEXT.payment.invalidCard));
      }
      return Promise.resolve({ kind: 'sandboxCard', card: sandboxCardOf(entry) });
    },

    confirm(intent) {
      if (intent.status === 'succeeded') {
        return Promise.resolve({ paymentIntentId: intent.paymentIntentId });
      }
      // The sandbox charges a test card as the intent is made; an intent it leaves for the provider to confirm
      // (the card declined at confirmation, shared/sandbox-card.ts) is declined here, as the issuer would.
      if (intent.status === 'requires_confirmation') {
        return Promise.reject(new PaymentDeclined(JOURNEY_TEXT.payment.byCode.PAYMENT_DECLINED));
      }
      // Otherwise it asks for 3-D Secure, whose page the intent names.
      const url = intent.challengeUrl;
      if (url === null) {
        return Promise.reject(
          new Error('The sandbox cannot finish a 3-D Secure intent without its page'),
        );
      }
      return new Promise((resolve, reject) => {
        const finish = () => {
          window.removeEventListener('message', onMessage);
          store.set({ challenge: null });
          endChallenge = null;
        };
        const onMessage = (event: MessageEvent<unknown>) => {
          if (event.origin !== window.location.origin || !isChallengeResult(event.data)) return;
          if (event.data.paymentIntentId !== intent.paymentIntentId) return;
          const passed = event.data.status === 'succeeded';
          finish();
          if (passed) resolve({ paymentIntentId: intent.paymentIntentId });
          else reject(new PaymentDeclined(JOURNEY_TEXT.payment.authenticationFailed));
        };
        const cancel = () => {
          finish();
          reject(new PaymentDeclined(JOURNEY_TEXT.payment.authenticationFailed));
        };
        window.addEventListener('message', onMessage);
        endChallenge = cancel;
        store.set({ challenge: { url, cancel } });
      });
    },

    abandon() {
      endChallenge?.();
    },

    teardown() {
      endChallenge?.();
      root?.unmount();
      container?.remove();
      root = null;
      container = null;
    },
  };
}
