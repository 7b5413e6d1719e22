import './forms.css';
import type { MouseEvent } from 'react';

export interface ErrorSummaryItem {
  /** The id of the control to focus (for a date, the day input). */
  id: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  title?: string;
}

export function focusField(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/** The problems found by a failed submit, each a link that takes the customer to its field. */
export function ErrorSummary({ items, title = 'There is a problem' }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (focusField(id)) event.preventDefault();
  };
  return (
    <div className="error-summary" role="alert">
      <h2 className="error-summary__title">{title}</h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => follow(event, item.id)}>
              {item.label ? `${item.label}: ${item.message}` : item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
