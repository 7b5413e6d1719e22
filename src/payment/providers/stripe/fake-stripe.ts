/**
 * A stand-in for the parts of Stripe.js the adapter uses (elements, card Element, Payment Request,
 * confirmCardPayment), shaped after @stripe/stripe-js's documented types. It records every call and lets a
 * test fire events and choose answers; no network, no script tag.
 */
import type {
  CanMakePaymentResult,
  PaymentIntent,
  PaymentIntentResult,
  PaymentRequestCompleteStatus,
  PaymentRequestOptions,
  PaymentRequestPaymentMethodEvent,
  Stripe,
} from '@stripe/stripe-js';
import {
  type FakeElement,
  FakeElements,
  FakeEmitter,
  type FakeElementLoad,
} from './fake-stripe-elements';

export { FakeElement, FakeElements, type FakeElementLoad } from './fake-stripe-elements';

export class FakePaymentRequest extends FakeEmitter {
  shown = 0;
  private answer: (result: CanMakePaymentResult | null) => void = () => undefined;
  private readonly answered: Promise<CanMakePaymentResult | null>;

  constructor(
    readonly options: PaymentRequestOptions,
    canMakePayment: CanMakePaymentResult | null | 'pending',
  ) {
    super();
    this.answered = new Promise((resolve) => (this.answer = resolve));
    if (canMakePayment !== 'pending') this.answer(canMakePayment);
  }

  canMakePayment(): Promise<CanMakePaymentResult | null> {
    return this.answered;
  }

  /** Answers a canMakePayment left pending. */
  resolveCanMakePayment(result: CanMakePaymentResult | null): void {
    this.answer(result);
  }

  show(): void {
    this.shown += 1;
  }

  /** The customer approved the sheet: fires 'paymentmethod' and returns the event to inspect. */
  emitPaymentMethod(paymentMethodId: string): FakeWalletEvent {
    const event = fakeWalletEvent(paymentMethodId);
    this.emit('paymentmethod', event);
    return event;
  }
}

export type FakeWalletEvent = PaymentRequestPaymentMethodEvent & {
  completions: PaymentRequestCompleteStatus[];
};

function fakeWalletEvent(paymentMethodId: string): FakeWalletEvent {
  const completions: PaymentRequestCompleteStatus[] = [];
  return {
    completions,
    complete: (status) => completions.push(status),
    payerName: 'Sam Driver',
    payerEmail: 'sam@example.com',
    walletName: 'googlePay',
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- still required by the event's type
    methodName: 'https://google.com/pay',
    paymentMethod: {
      id: paymentMethodId,
      object: 'payment_method',
      allow_redisplay: null,
      billing_details: { address: null, email: 'sam@example.com', name: 'Sam Driver', phone: null },
      created: 0,
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    },
  };
}

export function intentResult(status: PaymentIntent.Status, id = 'pi_fake'): PaymentIntentResult {
  return {
    paymentIntent: {
      id,
      object: 'payment_intent',
      amount: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret`,
      confirmation_method: 'automatic',
      created: 0,
      currency: 'gbp',
      description: null,
      last_payment_error: null,
      livemode: false,
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      receipt_email: null,
      setup_future_usage: null,
      shipping: null,
      status,
    },
  };
}

export function errorResult(message?: string): PaymentIntentResult {
  return { error: { type: 'card_error', code: 'card_declined', message } };
}

export interface FakeStripeOptions {
  /** canMakePayment's answer for new payment requests; 'pending' waits for resolveCanMakePayment. */
  canMakePayment?: CanMakePaymentResult | null | 'pending';
  elementLoad?: FakeElementLoad;
  /** Makes paymentRequest throw, as a Stripe.js that has dropped the deprecated API would. */
  paymentRequestError?: Error;
}

export class FakeStripe {
  readonly elementsGroups: FakeElements[] = [];
  readonly paymentRequests: FakePaymentRequest[] = [];
  readonly confirmCalls: { clientSecret: string; data: unknown; options: unknown }[] = [];
  /** Answers for confirmCardPayment, first in first out; a succeeded intent when none is queued. */
  readonly confirmAnswers: (PaymentIntentResult | Error)[] = [];

  constructor(private readonly options: FakeStripeOptions = {}) {}

  elements(): FakeElements {
    const group = new FakeElements(this.options.elementLoad ?? 'ready');
    this.elementsGroups.push(group);
    return group;
  }

  paymentRequest(options: PaymentRequestOptions): FakePaymentRequest {
    if (this.options.paymentRequestError) throw this.options.paymentRequestError;
    const request = new FakePaymentRequest(options, this.options.canMakePayment ?? null);
    this.paymentRequests.push(request);
    return request;
  }

  confirmCardPayment(
    clientSecret: string,
    data?: unknown,
    options?: unknown,
  ): Promise<PaymentIntentResult> {
    this.confirmCalls.push({ clientSecret, data, options });
    const answer = this.confirmAnswers.shift() ?? intentResult('succeeded');
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }

  /** The first card Element created, where the adapter mounted its field. */
  get card(): FakeElement | undefined {
    return this.elementsGroups
      .flatMap((group) => group.created)
      .find((element) => element.type === 'card');
  }

  /**
   * The fake covers only what the adapter calls; the full Stripe interface has hundreds of members, so it
   * crosses to that type here, once.
   */
  asStripe(): Stripe {
    return this as unknown as Stripe;
  }
}
