/** Test data for the credit documents: a customer with the sandbox's Direct Debit option, with overrides. */
import { aDirectDebitOption } from '../../../machines/testing/factories';
import type { CreditDocumentFacts } from '../../../machines/results';

export function aCreditDocumentFacts(
  overrides: Partial<CreditDocumentFacts> = {},
): CreditDocumentFacts {
  return {
    customerName: 'Sam Rider',
    customerAddress: ['12 Palace Road', 'Leeds', 'LS6 2AB'],
    quoteReference: 'DC-CREDIT-1',
    today: new Date(2026, 10, 24, 10, 30),
    paymentDate: new Date(2026, 11, 23),
    option: aDirectDebitOption(),
    ...overrides,
  };
}
