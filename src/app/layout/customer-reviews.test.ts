import { describe, expect, it } from 'vitest';
import reviewFile from '../config/customer-reviews.json';
import { aReview } from './customer-review-factory';
import { REVIEWS_SHOWN, reviewDate, reviewsToShow, type CustomerReview } from './customer-reviews';

describe('reviewsToShow', () => {
  it('keeps 4 and 5 star reviews and leaves out 1, 2 and 3 star ones', () => {
    const reviews = [1, 2, 3, 4, 5].map((rating) => aReview({ rating }));
    expect(reviewsToShow(reviews, 10).map((review) => review.rating)).toEqual([4, 5]);
  });

  it.each([0, 3.5, 4.5, 6, Number.NaN])('leaves out a rating of %s', (rating) => {
    expect(reviewsToShow([aReview({ rating })])).toEqual([]);
  });

  it('shows the newest first, at most the footer has room for', () => {
    const reviews = [
      aReview({ id: 'june', date: '2026-06-01' }),
      aReview({ id: 'october', date: '2026-10-01', rating: 4 }),
      aReview({ id: 'august-three-stars', date: '2026-08-01', rating: 3 }),
      aReview({ id: 'march', date: '2026-03-01' }),
      aReview({ id: 'september', date: '2026-09-01' }),
    ];
    expect(reviewsToShow(reviews).map((review) => review.id)).toEqual([
      'october',
      'september',
      'june',
    ]);
    expect(REVIEWS_SHOWN).toBe(3);
  });

  it('leaves out a review whose date cannot be read rather than show a wrong one', () => {
    expect(reviewsToShow([aReview({ date: '2026-13-45' }), aReview({ date: '' })])).toEqual([]);
  });
});

describe('reviewDate', () => {
  it('shows the date as dd/MM/yyyy', () => {
    expect(reviewDate(aReview({ date: '2026-03-07' }))).toBe('07/03/2026');
  });
});

describe('the review file', () => {
  const reviews: readonly CustomerReview[] = reviewFile.reviews;

  it('holds whole-star ratings, unique ids and readable dates', () => {
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
    for (const review of reviews) {
      expect([1, 2, 3, 4, 5], review.id).toContain(review.rating);
      expect(review.date, review.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(reviewDate(review), review.id).not.toBeNull();
      expect(review.title.trim(), review.id).not.toBe('');
      expect(review.text.trim(), review.id).not.toBe('');
      expect(review.firstName.trim(), review.id).not.toBe('');
    }
  });

  it('holds low ratings among the newest, so the widget has something to leave out', () => {
    const newest = reviews.toSorted((a, b) => b.date.localeCompare(a.date))[0];
    expect(newest?.rating).toBeLessThanOrEqual(3);
    expect(reviewsToShow(reviews)).toHaveLength(REVIEWS_SHOWN);
  });
});
