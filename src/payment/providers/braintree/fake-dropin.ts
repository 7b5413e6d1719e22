/**
 * A stand-in for braintree-web-drop-in's create() and Dropin instance, shaped after
 * @types/braintree-web-drop-in. It records every call and lets a test hold or fail create, answer
 * requestPaymentMethod and fire the requestable events; no network, no Braintree frames.
 */
import type {
  cardPaymentMethodPayload,
  Dropin,
  Options,
  PaymentMethodOptions,
  PaymentMethodPayload,
  paypalPaymentMethodPayload,
} from 'braintree-web-drop-in';

type Handler = (payload?: unknown) => void;

export class FakeDropin {
  readonly requestCalls: (PaymentMethodOptions | undefined)[] = [];
  /** Answers for requestPaymentMethod, first in first out; an error rejects. */
  readonly answers: (PaymentMethodPayload | Error)[] = [];
  cleared = 0;
  teardowns = 0;
  requestable = false;
  /** Makes teardown reject, as the drop-in does when its frames are already gone. */
  teardownError: Error | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly frame: HTMLElement;

  constructor(readonly options: Options) {
    // The drop-in draws its form inside the container it is given.
    this.frame = document.createElement('div');
    this.frame.dataset.fakeDropin = 'form';
    if (options.container instanceof HTMLElement) options.container.append(this.frame);
  }

  on(event: string, handler: Handler): void {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
  }

  off(event: string, handler: Handler): void {
    this.handlers.get(event)?.delete(handler);
  }

  listenerCount(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  /** Fires a drop-in event such as 'paymentMethodRequestable'. */
  emit(event: string, payload?: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }

  isPaymentMethodRequestable(): boolean {
    return this.requestable;
  }

  requestPaymentMethod(options?: PaymentMethodOptions): Promise<PaymentMethodPayload> {
    this.requestCalls.push(options);
    const answer = this.answers.shift() ?? new Error('No payment method is available.');
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }

  clearSelectedPaymentMethod(): void {
    this.cleared += 1;
  }

  updateConfiguration(): void {
    // Not used by the adapter; present because the interface has it.
  }

  teardown(): Promise<void> {
    this.teardowns += 1;
    this.frame.remove();
    return this.teardownError ? Promise.reject(this.teardownError) : Promise.resolve();
  }

  /**
   * The full Dropin type overloads every method with callback forms the adapter never uses, so the fake
   * crosses to it here, once.
   */
  asDropin(): Dropin {
    return this as unknown as Dropin;
  }
}

/** What create does: answer at once, wait for the test, or fail. */
export type FakeCreateMode = 'resolve' | 'pending' | { reject: Error };

export class FakeDropinModule {
  readonly createCalls: Options[] = [];
  readonly instances: FakeDropin[] = [];
  private readonly waiting: (() => void)[] = [];

  constructor(public mode: FakeCreateMode = 'resolve') {}

  create(options: Options): Promise<Dropin> {
    this.createCalls.push(options);
    const { mode } = this;
    if (typeof mode === 'object') return Promise.reject(mode.reject);
    const instance = new FakeDropin(options);
    this.instances.push(instance);
    if (mode === 'resolve') return Promise.resolve(instance.asDropin());
    return new Promise((resolve) => this.waiting.push(() => resolve(instance.asDropin())));
  }

  /** Lets the creations held by 'pending' finish. */
  finishCreate(): void {
    for (const finish of this.waiting.splice(0)) finish();
  }
}

const binData = {
  commercial: 'Unknown',
  countryOfIssuance: 'GBR',
  debit: 'Unknown',
  durbinRegulated: 'Unknown',
  healthcare: 'Unknown',
  issuingBank: 'Unknown',
  payroll: 'Unknown',
  prepaid: 'Unknown',
  productId: 'Unknown',
} as const;

export function cardPayload(
  cardType: string,
  overrides: Partial<cardPaymentMethodPayload> = {},
): cardPaymentMethodPayload {
  return {
    nonce: 'fake-card-nonce',
    type: 'CreditCard',
    details: {
      bin: '411111',
      cardType,
      expirationMonth: '12',
      expirationYear: '2030',
      cardholderName: 'Sam Driver',
      lastFour: '1111',
      lastTwo: '11',
    },
    binData,
    liabilityShiftPossible: true,
    liabilityShifted: true,
    ...overrides,
  };
}

export function paypalPayload(nonce = 'fake-paypal-nonce'): paypalPaymentMethodPayload {
  return {
    nonce,
    type: 'PayPalAccount',
    details: { email: 'sam@example.com', payerId: 'PAYER1', firstName: 'Sam', lastName: 'Driver' },
  };
}
