/**
 * What the payment pages read of the journey, as selectors of a snapshot: where the card widget is in its life,
 * what the Direct Debit page states, the policy documents on thank-you. The views render these and never ask
 * the chart for a state by name, nor apply a rule themselves.
 */
import type { JourneySnapshot } from '../journey';
import type { PageMessage } from '../core/types';
import type { PolicyDocument } from '../core/types';
import { creditFigures } from '../results';
import { instalments } from '../results';
import { collectionOptionFor } from '../results';
import { acceptanceBlockOf } from '../results';
import { chosenCollectionOption } from './purchase';

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

/** What the card pays now, in pounds: the price in full or the first instalment. */
export const cardPaidNowOf = (snapshot: JourneySnapshot): number | null =>
  collectionOptionFor(snapshot.context.result.selectedOption, 'CARD_PAYMENT')?.upFrontAmount
    .amount ?? null;

/** The Direct Debit page cannot take a mandate (no Direct Debit option on the quote). */
export const isDirectDebitBlocked = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { payment: { directDebit: { form: 'blocked' } } } });

/** GetPaymentDate failed: the page says the first payment date will follow. */
export const isPaymentDateUnknown = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { payment: { directDebit: { paymentDate: 'unknown' } } } });

/** What the Direct Debit page shows being paid: the instalments and, for adults, the total (spec 2 §2). */
export function directDebitPaymentsOf(snapshot: JourneySnapshot) {
  const collection = chosenCollectionOption(snapshot.context);
  if (collection === null || collection.paymentMethod !== 'DIRECT_DEBIT') return null;
  return {
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
