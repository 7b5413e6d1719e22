/**
 * Braintree's drop-in behind the PaymentAdapter interface (spec 2 §4 Drop-in set-up). The drop-in draws the
 * card form and its own wallet buttons (Apple Pay, Google Pay, PayPal) and runs 3-D Secure when it
 * tokenises, so the journey only sends the nonce and reads the intent's status.
 */
import type { Dropin, Options } from 'braintree-web-drop-in';
import { providerText } from '../../../../machines/payment/provider-text';
import { withTimeout } from '../with-timeout';
import {
  type BillingDetails,
  type PaymentAdapter,
  type PaymentAdapterListener,
  type PaymentIntentToConfirm,
  type PaymentSetUp,
  type PreparedPayment,
  PaymentDeclined,
} from '../types';
import {
  braintreeText,
  dropinOptions,
  errorMessage,
  preparedFromPayload,
  threeDSecureOptions,
} from './braintree-options';

/** The one call the adapter makes on the drop-in module. */
export interface DropinModule {
  create(options: Options): Promise<Dropin>;
}

export interface BraintreeAdapterDeps {
  /** Stands in for braintree-web-drop-in in tests; by default it is fetched when the card page needs it. */
  dropin?: DropinModule;
  /** How long the drop-in's code and its set-up may take. */
  timeoutMs?: number;
  /** Google's merchant id for Google Pay in production; Braintree's sandbox does without it. */
  googlePayMerchantId?: string;
}

export const defaultBraintreeTimeoutMs = 15_000;

function isDropinModule(value: unknown): value is DropinModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'create' in value &&
    typeof value.create === 'function'
  );
}

async function loadDropin(): Promise<DropinModule> {
  const loaded: unknown = await import('braintree-web-drop-in');
  // The package is CommonJS (a UMD bundle in browsers): bundlers expose it by name or only as the default.
  if (isDropinModule(loaded)) return loaded;
  const fallback =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : null;
  if (isDropinModule(fallback)) return fallback;
  throw new Error(providerText.loadTimedOut);
}

export async function createBraintreeAdapter(
  setUp: PaymentSetUp,
  deps: BraintreeAdapterDeps = {},
): Promise<PaymentAdapter> {
  const { clientToken } = setUp;
  if (!clientToken || !(setUp.amount > 0)) throw new Error(providerText.clientTokenMissing);
  const timeoutMs = deps.timeoutMs ?? defaultBraintreeTimeoutMs;
  let dropin: DropinModule;
  try {
    dropin = deps.dropin ?? (await withTimeout(loadDropin(), timeoutMs, providerText.loadTimedOut));
  } catch {
    // A chunk that failed to load means the same to the customer as one that never came.
    throw new Error(providerText.loadTimedOut);
  }
  return braintreeAdapter(dropin, { ...setUp, clientToken }, timeoutMs, deps.googlePayMerchantId);
}

function braintreeAdapter(
  dropin: DropinModule,
  setUp: PaymentSetUp & { clientToken: string },
  timeoutMs: number,
  googlePayMerchantId: string | undefined,
): PaymentAdapter {
  let instance: Dropin | null = null;
  let unlisten: () => void = () => undefined;
  const nodes: HTMLElement[] = [];
  /** Counts mounts, so a drop-in that arrives after a newer mount (or teardown) is torn down at once. */
  let generation = 0;
  let closed = false;

  const dispose = (dropped: Dropin) => {
    // The drop-in is going either way; a failing teardown has nothing for the customer.
    try {
      dropped.teardown().catch(() => undefined);
    } catch {
      // Thrown rather than rejected: the same.
    }
  };

  const release = () => {
    generation += 1;
    unlisten();
    unlisten = () => undefined;
    if (instance) dispose(instance);
    instance = null;
    for (const node of nodes) node.remove();
    nodes.length = 0;
  };

  const listen = (created: Dropin, listener: PaymentAdapterListener) => {
    const requestable = () => listener.cardChanged?.({ complete: true, error: null });
    const notRequestable = () => listener.cardChanged?.({ complete: false, error: null });
    created.on('paymentMethodRequestable', requestable);
    created.on('noPaymentMethodRequestable', notRequestable);
    unlisten = () => {
      created.off('paymentMethodRequestable', requestable);
      created.off('noPaymentMethodRequestable', notRequestable);
    };
    listener.cardChanged?.({ complete: created.isPaymentMethodRequestable(), error: null });
  };

  return {
    async mount(host, listener) {
      if (closed) throw new Error(providerText.noElementsMounted);
      // The page may hand over a new host (a re-render): the drop-in cannot move, so it is redrawn.
      release();
      const mine = generation;
      const skeleton = loadingSkeleton();
      const container = document.createElement('div');
      container.className = 'braintree-dropin';
      host.append(skeleton, container);
      nodes.push(skeleton, container);
      const creating = dropin.create(dropinOptions(setUp, container, googlePayMerchantId));
      // One that arrives too late, or for a host already given up, must not stay drawn.
      void creating.then(
        (created) => mine !== generation && dispose(created),
        () => undefined,
      );
      try {
        const created = await withTimeout(creating, timeoutMs, providerText.loadTimedOut);
        if (mine !== generation) return { wallet: false };
        instance = created;
        listen(created, listener);
        return { wallet: false };
      } catch (error) {
        if (mine === generation) release();
        if (error instanceof Error && error.message === providerText.loadTimedOut) throw error;
        throw new Error(providerText.preparationFailed, { cause: error });
      } finally {
        skeleton.remove();
      }
    },

    async prepare(billing: BillingDetails): Promise<PreparedPayment> {
      const current = instance;
      if (!current) throw new Error(providerText.noElementsMounted);
      let payload;
      try {
        payload = await current.requestPaymentMethod(threeDSecureOptions(setUp.amount, billing));
      } catch (error) {
        throw new PaymentDeclined(errorMessage(error) || providerText.invalidCard);
      }
      try {
        return preparedFromPayload(payload);
      } catch (refusal) {
        current.clearSelectedPaymentMethod();
        throw refusal;
      }
    },

    confirm(intent: PaymentIntentToConfirm) {
      // 3-D Secure ran inside the drop-in before the nonce was sent: only the server's verdict is left.
      return intent.status === 'succeeded'
        ? Promise.resolve({ paymentIntentId: intent.paymentIntentId })
        : Promise.reject(new PaymentDeclined(providerText.preparationFailed));
    },

    abandon() {
      // The drop-in's wallet sheets close before the nonce is handed over: nothing is left open.
    },

    teardown() {
      if (closed) return;
      closed = true;
      release();
    },
  };
}

function loadingSkeleton(): HTMLElement {
  const skeleton = document.createElement('div');
  skeleton.className = 'payment-skeleton';
  skeleton.setAttribute('aria-busy', 'true');
  skeleton.setAttribute('role', 'status');
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = braintreeText.loading;
  skeleton.append(label);
  return skeleton;
}
