/**
 * Stand-ins for Stripe's event emitters and Elements (card field), shaped after @stripe/stripe-js's
 * documented types; fake-stripe.ts builds on them.
 */
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';

type Handler = (event: unknown) => unknown;

/** Stripe's on/once/off, as its elements and payment requests share them. */
export class FakeEmitter {
  private readonly handlers = new Map<string, Set<Handler>>();

  on(type: string, handler: Handler): this {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(type, set);
    return this;
  }

  once(type: string, handler: Handler): this {
    const wrapped: Handler = (event) => {
      this.off(type, wrapped);
      return handler(event);
    };
    return this.on(type, wrapped);
  }

  off(type: string, handler?: Handler): this {
    if (handler) this.handlers.get(type)?.delete(handler);
    else this.handlers.delete(type);
    return this;
  }

  listenerCount(type: string): number {
    return this.handlers.get(type)?.size ?? 0;
  }

  emit(type: string, event: unknown): void {
    for (const handler of [...(this.handlers.get(type) ?? [])]) handler(event);
  }
}

/** What the element does once mounted: render and report ready, fail to load, or never answer. */
export type FakeElementLoad = 'ready' | 'loaderror' | 'never';

export class FakeElement extends FakeEmitter {
  mountedIn: HTMLElement | null = null;
  destroyed = false;
  private frame: HTMLElement | null = null;

  constructor(
    readonly type: string,
    readonly options: unknown,
    private readonly load: FakeElementLoad,
  ) {
    super();
  }

  mount(node: HTMLElement): void {
    this.mountedIn = node;
    // Stripe puts its iframe inside the node it is given.
    this.frame = document.createElement('div');
    this.frame.dataset.fakeStripeElement = this.type;
    node.append(this.frame);
    const load = this.load;
    if (load === 'never') return;
    queueMicrotask(() =>
      this.emit(
        load,
        load === 'ready'
          ? { elementType: this.type }
          : { elementType: this.type, error: { type: 'invalid_request_error' } },
      ),
    );
  }

  unmount(): void {
    this.frame?.remove();
    this.frame = null;
    this.mountedIn = null;
  }

  destroy(): void {
    this.unmount();
    this.destroyed = true;
  }

  /** Fires a card 'change' as Stripe would while the customer types. */
  change(event: Partial<StripeCardElementChangeEvent>): void {
    const full: StripeCardElementChangeEvent = {
      elementType: 'card',
      empty: false,
      complete: false,
      error: undefined,
      value: { postalCode: '' },
      brand: 'unknown',
      ...event,
    };
    this.emit('change', full);
  }
}

export class FakeElements {
  readonly created: FakeElement[] = [];

  constructor(private readonly load: FakeElementLoad) {}

  create(type: string, options?: unknown): FakeElement {
    const element = new FakeElement(type, options, this.load);
    this.created.push(element);
    return element;
  }
}
