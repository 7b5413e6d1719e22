/** The journey's starting context, its emitted and internal events, and the facts its routing reads. */
import type { AddressTarget, JourneyContext, JourneyEvent, JourneyInput } from './types';
import type { JourneyFacts, RouteTarget } from '../session/routing';
import { initialSessionContext } from '../session/context';
import { initialWizardContext } from '../wizard/context';
import { initialResultsContext } from '../results/context';
import { awaitsDurationChoice } from '../results/rules';
import { initialPaymentContext } from '../payment/context';
import { initialEntriesContext } from '../entries/context';
import type { FullAddress } from './contract';
import { noMessages } from './define';

/** spec 1 §2, spec 2 §9: idle time-out. */
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;

/** How long before the time-out the customer is warned and may carry on (WCAG 2.2 SC 2.2.1). */
export const IDLE_WARNING_MS = 2 * 60 * 1000;

/** How long the card provider's script and fields may take to appear before the page offers a way out. */
export const PAYMENT_WIDGET_TIMEOUT_MS = 20_000;

export type JourneyEmitted =
  | { type: 'scrollToTop' }
  | { type: 'toast'; message: string; durationMs: number }
  | { type: 'transfer'; registration: string }
  /** The address the customer picked from a lookup, for the form of `target` to take once. */
  | { type: 'address.chosen'; target: AddressTarget; address: FullAddress };

/** Internal events the journey raises to itself. */
export type InternalEvent =
  | { type: 'route.go'; target: RouteTarget; replace: boolean }
  /** Save my quote found the quote bought meanwhile: the flow shows its taken-up page. */
  | { type: 'save.quoteTakenUp' };

export type AnyJourneyEvent = JourneyEvent | InternalEvent;

/** The journey's context as it starts: each part's slice, and no message standing. */
export function initialContext(input: JourneyInput | undefined): JourneyContext {
  const url = new URL(input?.url ?? 'http://localhost/');
  const restored = input?.restored?.data;
  return {
    ...initialSessionContext(url, input),
    ...initialWizardContext(restored),
    ...initialResultsContext(restored),
    ...initialPaymentContext(restored),
    ...initialEntriesContext(url, restored),
    messages: noMessages(),
  };
}

export function factsOf(context: JourneyContext): JourneyFacts {
  const method = context.payment.selectedPaymentMethod;
  return {
    currentPath: context.location.path,
    quote: context.quote,
    hasPurchasableResult: context.result.quoteRef !== null && context.result.outcome === 'Quoted',
    awaitsDurationChoice: awaitsDurationChoice(
      context.result.underwritingOutcome?.underwrittenOptions ?? [],
    ),
    selectedPaymentPage:
      method === 'CARD_PAYMENT'
        ? 'makePayment'
        : method === 'DIRECT_DEBIT'
          ? 'paymentSummary'
          : null,
    boughtPage: context.purchase?.page ?? null,
    contactSaved: context.contact.contactEmail !== '',
    isRestartOffer:
      context.restart.quoteRef !== null &&
      context.result.quoteRef !== null &&
      context.result.outcome === 'Quoted',
  };
}
