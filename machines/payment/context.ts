/** The payment part's slice of the journey's context as it starts: the terms and the purchase restored. */
import type { PersistedJourney } from '../core/types';
import { initialPaymentState } from '../core/state';
import type { CardPaymentContext, PaymentContext } from './types';

export const initialCardPayment = (): CardPaymentContext => ({
  setUp: null,
  setUpFailures: 0,
  wallet: false,
  cardError: null,
  billing: null,
  saveCard: false,
  prepared: null,
  intent: null,
  problem: false,
  host: null,
});

export function initialPaymentContext(
  restored: PersistedJourney['data'] | undefined,
): PaymentContext {
  return {
    payment: restored?.payment ?? initialPaymentState(),
    card: initialCardPayment(),
    pendingBankDetails: null,
    purchase: restored?.purchase ?? null,
    takenUpPolicy: null,
    documents: { list: [], downloading: null, failedDownload: null },
  };
}
