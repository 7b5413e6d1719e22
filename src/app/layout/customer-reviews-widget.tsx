import { useId } from 'react';
import reviewFile from '../config/customer-reviews.json';
import '../styles/customer-reviews.css';
import { reviewDate, reviewsText, reviewsToShow, type CustomerReview } from './customer-reviews';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="customer-review__stars">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className="customer-review__stars-empty">{'★'.repeat(5 - rating)}</span>
      </span>
      <span className="visually-hidden">{reviewsText.stars(rating)}</span>
    </p>
  );
}

/** spec 1 §1 page furniture: the customer-review widget, 4 and 5 star reviews only. */
export function CustomerReviews({ reviews }: { reviews: readonly CustomerReview[] }) {
  const headingId = useId();
  const shown = reviewsToShow(reviews);
  if (shown.length === 0) return null;
  return (
    <section className="customer-reviews" aria-labelledby={headingId}>
      <h2 id={headingId} className="customer-reviews__heading">
        {reviewsText.heading}
      </h2>
      <p className="customer-reviews__selection">{reviewsText.selection}</p>
      <ul className="customer-reviews__list">
        {shown.map((review) => (
          <li key={review.id} className="customer-review">
            <h3 className="customer-review__title">{review.title}</h3>
            <Stars rating={review.rating} />
            <p className="customer-review__text">{review.text}</p>
            <p className="customer-review__by">
              {review.firstName}, <time dateTime={review.date}>{reviewDate(review)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The reviews from the review file; fetched with this module only when the footer first renders. */
export default function CustomerReviewsFromFile() {
  return <CustomerReviews reviews={reviewFile.reviews} />;
}
