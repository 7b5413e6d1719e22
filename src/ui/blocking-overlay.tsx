export interface BlockingOverlayProps {
  label: string;
  /**
   * Shown now; a page that keeps the overlay mounted and sets this has its status region in place before the
   * wait starts, so that the label is announced when it appears.
   */
  shown?: boolean;
}

/**
 * A call the customer must wait for (spec 2 §2 'Loading...', §4 'Updating Quote...', pricing's 'Finding your
 * price'): the page behind is covered and inert while the status is announced; on a phone the panel spans
 * the width, in view wherever the page is scrolled.
 */
export function BlockingOverlay({ label, shown = true }: BlockingOverlayProps) {
  return (
    <div role="status" aria-live="assertive">
      {shown && (
        <div className="blocking-overlay">
          <div className="blocking-overlay__panel">
            <span className="loading-status__spinner" aria-hidden="true" />
            <span>{label}</span>
          </div>
        </div>
      )}
    </div>
  );
}
