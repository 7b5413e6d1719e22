import './blocking-overlay.css';

/**
 * A call the customer must wait for (spec 2 §2 'Loading...', §4 'Updating Quote...'): the page behind is
 * covered and inert while the status is announced.
 */
export function BlockingOverlay({ label }: { label: string }) {
  return (
    <div className="blocking-overlay" role="status" aria-live="assertive">
      <div className="blocking-overlay__panel">
        <span className="loading-status__spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}
