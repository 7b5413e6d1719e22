/** The acceptance block's document downloads: one at a time, a failure said plainly beside them. */
import { isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { useJourney } from '../../app/journey/journey-context';
import type { PaymentCollectionOption } from '../../../machines/core/contract';
import type { PaymentState, QuoteState } from '../../../machines/core/types';
import { TEXT } from '../../../machines/core/catalogue';
import type { CreditDocumentFacts } from '../documents/credit-document-facts';
import { downloadCreditDocument } from '../documents/download';
import { isLoadingPaymentDate } from '../../../machines/results/view';

export type CreditDocumentKind = 'preContract' | 'loanAgreement';

function dateOrNull(value: string | null): Date | null {
  if (value === null) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

const present = (line: string | null | undefined): line is string =>
  line != null && line.trim() !== '';

/** What the credit documents are written from (spec 2 §2 Acceptance block). */
export function creditDocumentFacts({
  quote,
  quoteReference,
  payment,
  option,
  today,
}: {
  quote: QuoteState;
  quoteReference: string | null;
  payment: PaymentState;
  option: PaymentCollectionOption;
  today: Date;
}): CreditDocumentFacts {
  const { firstName, lastNames, address } = quote.proposerDetails;
  return {
    customerName: [firstName, lastNames].filter(present).join(' '),
    customerAddress: [
      address.line1,
      address.line2,
      address.line3,
      address.line4,
      address.city,
      address.county,
      address.postcode,
    ].filter(present),
    quoteReference: quoteReference ?? '',
    today,
    paymentDate: dateOrNull(payment.paymentDate),
    option,
  };
}

export function useCreditDownload() {
  const [downloading, setDownloading] = useState<CreditDocumentKind | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const journey = useJourney();

  /** The loan agreement commences on the first payment date, which the journey asks for once. */
  const paymentNow = async (kind: CreditDocumentKind): Promise<PaymentState> => {
    const { payment } = journey.getSnapshot().context;
    if (kind !== 'loanAgreement' || payment.paymentDate !== null) return payment;
    const loading = isLoadingPaymentDate;
    journey.send({ type: 'results.loadPaymentDate' });
    if (!loading(journey.getSnapshot())) return journey.getSnapshot().context.payment;
    return new Promise<PaymentState>((resolve) => {
      const subscription = journey.subscribe((snapshot) => {
        if (loading(snapshot)) return;
        subscription.unsubscribe();
        resolve(snapshot.context.payment);
      });
    });
  };

  const download = async (
    kind: CreditDocumentKind,
    factsFor: (payment: PaymentState) => CreditDocumentFacts,
  ) => {
    if (downloading !== null) return;
    setDownloading(kind);
    setDownloadError(null);
    try {
      await downloadCreditDocument(kind, factsFor(await paymentNow(kind)));
    } catch (error: unknown) {
      console.warn(`The credit document ${kind} could not be created`, error);
      setDownloadError(TEXT.contact.credit.downloadFailed(TEXT.credit.documents[kind]));
    } finally {
      setDownloading(null);
    }
  };

  return { downloading, downloadError, download };
}
