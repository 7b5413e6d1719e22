import { useId, useState, type ReactNode } from 'react';

export interface PolicyGroupProps {
  title: string;
  children: ReactNode;
}

/** A group of the policy's details under its heading, closed at first (issue #26: what's covered and not). */
export function PolicyGroup({ title, children }: PolicyGroupProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggleId = `${id}-toggle`;
  const bodyId = `${id}-body`;
  return (
    <section className="results-block policy-group" aria-labelledby={toggleId}>
      <h2 className="policy-group__heading">
        <button
          id={toggleId}
          type="button"
          className="policy-group__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span>{title}</span>
          <svg
            className="policy-group__chevron"
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
      </h2>
      <div id={bodyId} className="policy-group__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
