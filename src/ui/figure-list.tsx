import './figure-list.css';

export interface Figure {
  label: string;
  /** The amount as the customer reads it (formatted by the page). */
  value: string;
}

/** Amounts with their labels, each label and its amount on one line (the payment pages' figures). */
export function FigureList({
  figures,
  className,
}: {
  figures: readonly Figure[];
  className?: string;
}) {
  return (
    <dl className={className === undefined ? 'figure-list' : `figure-list ${className}`}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
