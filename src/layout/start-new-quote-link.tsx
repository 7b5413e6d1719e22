import { Link } from 'react-router';

/** The way on from a page that ends a quote (expired, timed out): a fresh quote from step 1. */
export function StartNewQuoteLink() {
  return (
    <p>
      <Link className="button" to="/quote/vehicle-details">
        Start a new quote
      </Link>
    </p>
  );
}
