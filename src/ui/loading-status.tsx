import { JOURNEY_TEXT } from '../../machines/core/text';

export function LoadingStatus({ label = JOURNEY_TEXT.layout.loading }: { label?: string }) {
  return (
    <div className="loading-status" role="status" aria-live="polite">
      <span className="loading-status__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
