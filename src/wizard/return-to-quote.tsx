import { Link } from 'react-router';
import { returnToQuotePathOf } from '../../machines/wizard/view';
import { vehicleQuestionText } from '../../machines/wizard/vehicle-question-text';
import { useJourneySelector } from '../app/journey/journey-context';

const text = vehicleQuestionText.details;

/**
 * Step 1 shown again to a customer who had gone further (browser Back sends everyone here, spec 2 §2): their
 * answers are kept, and one press takes them back to where they were (issue #26).
 */
export function ReturnToQuote() {
  const path = useJourneySelector(returnToQuotePathOf);
  if (path === null) return null;
  return (
    <div className="return-to-quote" role="region" aria-label={text.returnToQuote}>
      <p>{text.answersKept}</p>
      <Link className="button button--secondary" to={path}>
        {text.returnToQuote}
      </Link>
    </div>
  );
}
