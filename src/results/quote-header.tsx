import { resultsPageText } from '../../machines/results/page-text';

const text = resultsPageText;

export interface QuoteHeaderProps {
  firstName: string;
  quoteRef: string | null;
  insurer: string | null;
  /** Whole days the price remains valid, rounded up; null when the quote has no expiry. */
  expiryDays: number | null;
}

/** spec 2 §2: the greeting, the quote reference, how long the price is held and by whom. */
export function QuoteHeader({ firstName, quoteRef, insurer, expiryDays }: QuoteHeaderProps) {
  const name = firstName.trim();
  const greeting = name ? text.greeting(name) : text.greetingWithoutName;
  return (
    <header className="quote-header">
      <title>{greeting}</title>
      <h1>{greeting}</h1>
      <dl className="quote-header__facts">
        {quoteRef && (
          <div>
            <dt>{text.quoteRef}</dt>
            <dd>{quoteRef}</dd>
          </div>
        )}
        {insurer && (
          <div>
            <dt>{text.insurer}</dt>
            <dd>{insurer}</dd>
          </div>
        )}
      </dl>
      {expiryDays !== null && (
        <p className="quote-header__expiry">
          {expiryDays > 0 ? text.expiresIn(expiryDays) : text.expired}
        </p>
      )}
      <p className="quote-header__held">{text.heldDaily}</p>
    </header>
  );
}
