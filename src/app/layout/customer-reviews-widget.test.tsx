import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import reviewFile from '../config/customer-reviews.json';
import { reviewsText, reviewsToShow } from './customer-reviews';
import { aReview } from './customer-review-factory';
import { CustomerReviews } from './customer-reviews-widget';

afterEach(() => {
  cleanup();
});

const widget = () => screen.getByRole('region', { name: reviewsText.heading });

describe('The customer-review widget', () => {
  it('shows the 4 and 5 star reviews with their stars, title, text, name and date, and no lower ones', () => {
    render(
      <CustomerReviews
        reviews={[
          aReview({
            rating: 5,
            title: 'Sorted in minutes',
            firstName: 'Priya',
            date: '2026-11-02',
          }),
          aReview({ rating: 3, title: 'Middling', firstName: 'Marcus', date: '2026-11-03' }),
          aReview({ rating: 4, title: 'Good value', firstName: 'Aisha', date: '2026-09-09' }),
          aReview({ rating: 1, title: 'Awful', firstName: 'Dean', date: '2026-11-04' }),
        ]}
      />,
    );
    const items = within(widget()).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [newest, older] = items as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('heading', { level: 3 }).textContent).toBe('Sorted in minutes');
    expect(within(newest).getByText(reviewsText.stars(5))).toBeDefined();
    expect(within(newest).getByText('02/11/2026', { exact: false }).textContent).toBe('02/11/2026');
    expect(newest.textContent).toContain('Priya, 02/11/2026');
    expect(within(older).getByText(reviewsText.stars(4))).toBeDefined();
    expect(older.textContent).toContain('Aisha, 09/09/2026');

    expect(screen.queryByText('Middling')).toBeNull();
    expect(screen.queryByText('Awful')).toBeNull();
    expect(screen.queryByText(/[0-3] out of 5 stars/)).toBeNull();
  });

  it('says the reviews are a selection of the 4 and 5 star ones', () => {
    render(<CustomerReviews reviews={[aReview()]} />);
    expect(within(widget()).getByText(reviewsText.selection)).toBeDefined();
  });

  it('shows nothing at all when no review has 4 or 5 stars', () => {
    const { container } = render(<CustomerReviews reviews={[aReview({ rating: 2 })]} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the review file’s newest 4 and 5 star reviews', () => {
    render(<CustomerReviews reviews={reviewFile.reviews} />);
    const titles = within(widget())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(reviewsToShow(reviewFile.reviews).map((review) => review.title));
  });
});
