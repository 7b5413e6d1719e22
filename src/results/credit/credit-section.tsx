import { useId, useState, type ReactNode } from 'react';

export interface CreditSectionProps {
  title: string;
  children: ReactNode;
}

/** One collapsible section of the credit panel: closed at first, opened and closed on its own. */
export function CreditSection({ title, children }: CreditSectionProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggleId = `${id}-toggle`;
  const bodyId = `${id}-body`;
  return (
    <div className="credit-section">
      <h3 className="credit-section__heading">
        <button
          id={toggleId}
          type="button"
          className="credit-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span>{title}</span>
          <svg
            className="credit-section__chevron"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M3 6l5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </h3>
      <div
        id={bodyId}
        role="region"
        aria-labelledby={toggleId}
        className="credit-section__body"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
