import { Link } from 'react-router';
import { thankYouText } from '../../machines/payment';

/** The way on from a page that ends a quote (expired, timed out): a fresh quote from step 1. */
export function StartNewQuoteLink() {
  return (
    <p>
      <Link className="button" to="/quote/vehicle-details">
        {thankYouText.startNewQuote}
      </Link>
    </p>
  );
}
