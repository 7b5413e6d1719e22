import type { PaymentCollectionOption } from '../../../machines/core/contract';

/** What the credit documents are written from (spec 2 §2 Acceptance block). */
export interface CreditDocumentFacts {
  customerName: string;
  customerAddress: string[];
  quoteReference: string;
  /** The agreement date. */
  today: Date;
  /** The first payment, the agreement's commencement date; null while it is not known. */
  paymentDate: Date | null;
  /** The quote's Direct Debit payment collection option. */
  option: PaymentCollectionOption;
}
