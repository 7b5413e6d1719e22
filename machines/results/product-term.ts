/**
 * The term of the product a customer buys, which decides their right to cancel and the documents they read
 * (issue #28). Kept apart from its words (./regulated-text.ts), so the journey that records it on a purchase
 * does not load them with the first page.
 */
import type { UnderwrittenOption } from '../core/contract';

/** The terms that decide the right to cancel and the documents: an annual policy, or a 30-day one. */
export type CancellationTerm = 'Annual' | 'ThirtyDay';

export const cancellationTermOf = (option: UnderwrittenOption): CancellationTerm =>
  option.policyTermType === 'Annual' ? 'Annual' : 'ThirtyDay';
