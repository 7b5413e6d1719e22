import './forms.css';
import type { MouseEvent } from 'react';

export interface ErrorSummaryItem {
  /** The id of the control to focus (for a date, the day input). */
  id: string;
  label: string;
  message: string;
  /** The line names its question first: the message alone does not say which answer it is about. */
  named?: boolean;
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

/** The summary that lists `id` among its problems, once rendered. */
export const summaryListing = (id: string): HTMLElement | null =>
  document
    .querySelector(`[data-error-summary] a[href="#${id}"]`)
    ?.closest<HTMLElement>('[data-error-summary]') ?? null;

const lineOf = ({ label, message, named = true }: ErrorSummaryItem) =>
  named && label ? `${label}: ${message}` : message;

/**
 * The problems found by a failed submit, each a link that takes the customer to its field. A failed submit
 * focuses it (GOV.UK's pattern), so it takes focus from script only.
 */
export function ErrorSummary({ items, title = 'There is a problem' }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (focusField(id)) event.preventDefault();
  };
  return (
    <div className="error-summary" role="alert" tabIndex={-1} data-error-summary="">
      <h2 className="error-summary__title">{title}</h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => follow(event, item.id)}>
              {lineOf(item)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
