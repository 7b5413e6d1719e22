import type { CustomerReview } from './customer-reviews';

let next = 0;
/** A review with overrides; each gets its own id. */
export function aReview(overrides: Partial<CustomerReview> = {}): CustomerReview {
  next += 1;
  return {
    id: `review-${String(next)}`,
    rating: 5,
    title: 'Quick and clear',
    text: 'Covered before my shift.',
    firstName: 'Sam',
    date: '2026-06-01',
    ...overrides,
  };
}
