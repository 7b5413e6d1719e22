import { displayDate } from '../../../machines/core/field-messages';

/** One review as the review file holds it (src/app/config/customer-reviews.json). */
export interface CustomerReview {
  id: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  title: string;
  text: string;
  firstName: string;
  /** The day it was written, yyyy-MM-dd. */
  date: string;
}

/** spec 1 §1 page furniture: the widget shows only 4 and 5 star reviews. */
export const SHOWN_RATINGS: readonly number[] = [4, 5];

/** How many the footer has room for. */
export const REVIEWS_SHOWN = 3;

export { reviewsText } from '../../../machines/session';

/** A review's date as the site shows dates (dd/MM/yyyy), or null when the file's date is unreadable. */
export function reviewDate(review: CustomerReview): string | null {
  return displayDate(review.date);
}

/** The 4 and 5 star reviews with a readable date, newest first, at most `limit` of them. */
export function reviewsToShow(
  reviews: readonly CustomerReview[],
  limit = REVIEWS_SHOWN,
): CustomerReview[] {
  return reviews
    .filter((review) => SHOWN_RATINGS.includes(review.rating) && reviewDate(review) !== null)
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit);
}
