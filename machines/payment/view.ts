/**
 * What the payment pages read of the journey, as selectors of a snapshot: where the card widget is in its life,
 * what the Direct Debit page states, the policy documents on thank-you. The views render these and never ask
 * the chart for a state by name, nor apply a rule themselves.
 */
import type { RegulatedProduct } from '../results';
import type { JourneySnapshot } from '../journey';
import type { PageMessage } from '../core/types';
import type { PolicyDocument } from '../core/types';
import { creditFigures } from '../results';
import { instalments } from '../results';
import { acceptanceBlockOf } from '../results';
import { displayDate } from '../core/field-messages';
import { asksDeposit, chosenCollectionOption, storesCardForRenewal } from './purchase';

export { coverBoughtOf, paymentLinesOf, type CoverBoughtView } from './thank-you';

export type CardStage = 'blocked' | 'settingUp' | 'ready' | 'paying' | 'challenge' | 'unavailable';

const widgetIs = (snapshot: JourneySnapshot, state: 'ready' | 'challenge') =>
  snapshot.matches({ flow: { payment: { card: { widget: state } } } });

/** Where the card page is: blocked, setting the provider up, ready, paying, in a challenge or unavailable. */
export function cardStageOf(snapshot: JourneySnapshot): CardStage {
  if (snapshot.matches({ flow: { payment: { card: 'blocked' } } })) return 'blocked';
  if (snapshot.matches({ flow: { payment: { card: 'unavailable' } } })) return 'unavailable';
  if (widgetIs(snapshot, 'ready')) return 'ready';
  if (widgetIs(snapshot, 'challenge')) return 'challenge';
  if (snapshot.hasTag('overlay')) return 'paying';
  return 'settingUp';
}

/** What the card pays now, in pounds: the price in full, or a Direct Debit plan's deposit. */
export const cardPaidNowOf = (snapshot: JourneySnapshot): number | null =>
  chosenCollectionOption(snapshot.context)?.upFrontAmount.amount ?? null;

/**
 * The card page takes a Direct Debit plan's deposit (docs/decisions/0010-direct-debit-deposit.md): the
 * deposit, the instalments the mandate then collects and the first collection date (dd/MM/yyyy, or null while
 * unknown). Null when the card pays the price in full.
 */
export function depositPaymentOf(snapshot: JourneySnapshot) {
  const collection = chosenCollectionOption(snapshot.context);
  if (!asksDeposit(snapshot.context) || collection === null) return null;
  return {
    deposit: collection.upFrontAmount.amount,
    instalments: instalments(collection),
    firstCollection: displayDate(snapshot.context.payment.paymentDate),
  };
}

/** The card is kept for a 30-day quote's automatic renewal: the page says so instead of offering the choice. */
export const cardKeptForRenewalOf = (snapshot: JourneySnapshot): boolean =>
  storesCardForRenewal(snapshot.context);

/** The deposit's card page offers to go back and change the bank details. */
export const canChangeBankDetails = (snapshot: JourneySnapshot): boolean =>
  snapshot.can({ type: 'payment.changeBankDetails' });

/** The bank details the customer gave, kept in memory only, for the Direct Debit page opened again. */
export const bankDetailsGivenOf = (snapshot: JourneySnapshot) =>
  snapshot.context.pendingBankDetails;

/** The Direct Debit page cannot take a mandate (no Direct Debit option on the quote). */
export const isDirectDebitBlocked = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { payment: { directDebit: { form: 'blocked' } } } });

/** GetPaymentDate failed: the page says the first payment date will follow. */
export const isPaymentDateUnknown = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { payment: { directDebit: { paymentDate: 'unknown' } } } });

/**
 * What the Direct Debit page shows being paid: the deposit paid by card first, the instalments and, for
 * adults, the total (spec 2 §2).
 */
export function directDebitPaymentsOf(snapshot: JourneySnapshot) {
  const collection = chosenCollectionOption(snapshot.context);
  if (collection === null || collection.paymentMethod !== 'DIRECT_DEBIT') return null;
  return {
    /** Paid by card on the next page, before the mandate; null when the plan asks none. */
    deposit: collection.upFrontAmount.amount > 0 ? collection.upFrontAmount.amount : null,
    instalments: instalments(collection),
    // Under-18 proposers are not shown the total premium of their credit.
    total:
      acceptanceBlockOf(snapshot.context) === 'full'
        ? creditFigures(collection).totalPayable
        : null,
  };
}

export type PolicyDocumentsShown = 'waiting' | 'loading' | 'none' | 'unavailable' | 'list';

export interface PolicyDocumentsView {
  shown: PolicyDocumentsShown;
  list: PolicyDocument[];
  downloading: PolicyDocument | null;
  failedDownload: string | null;
  canDownload: boolean;
}

/** The policy's documents on thank-you and the taken-up page (spec 2 §7, §8). */
export function policyDocumentsView(snapshot: JourneySnapshot): PolicyDocumentsView {
  const { list, downloading, failedDownload } = snapshot.context.documents;
  const shown: PolicyDocumentsShown = snapshot.matches({ documents: 'loading' })
    ? 'loading'
    : snapshot.matches({ documents: 'none' })
      ? 'none'
      : snapshot.matches({ documents: 'unavailable' })
        ? 'unavailable'
        : snapshot.matches({ documents: 'waiting' })
          ? 'waiting'
          : 'list';
  const first = list[0];
  const canDownload =
    first !== undefined && snapshot.can({ type: 'documents.download', documentId: first.id });
  return { shown, list, downloading, failedDownload, canDownload };
}

/** The message the payment part's pages show, if one stands (a page never shows another part's). */
export const paymentMessageOf = (snapshot: JourneySnapshot): PageMessage | null =>
  snapshot.context.messages.payment;

/** The policy bought, kept for the thank-you pages after the quote itself is cleared (spec 2 §2). */
export const purchaseOf = (snapshot: JourneySnapshot) => snapshot.context.purchase;

/** The product bought and its insurer, for thank-you's rights and documents (issue #28); unknown before they were kept. */
export const purchasedProductOf = (snapshot: JourneySnapshot): RegulatedProduct =>
  snapshot.context.purchase?.product ?? UNKNOWN_PRODUCT;

const UNKNOWN_PRODUCT: RegulatedProduct = { term: null, insurer: null };
