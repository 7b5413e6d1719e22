import { formatGbp } from '../../machines/results';
import type { MonthlyCost, PriceChoice } from '../../machines/results';
import type { PaymentMethod } from '../../machines/core/contract';
import { resultsPageText } from '../../machines/results/page-text';
import { usePriceChanges } from './use-price-changes';

const text = resultsPageText;

export interface PriceChoicesProps {
  choices: readonly PriceChoice[];
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
  disabled?: boolean;
  /** Both totals and what paying monthly adds, stated beside the choice (none for under-18s). */
  monthlyCost?: MonthlyCost | null;
}

/**
 * spec 2 §2: monthly by Direct Debit and in full by card, each a radio the customer picks; the choice is the
 * payment method Buy Now goes on with. A price that changes (no-claims protection, an extra, a re-rate) says
 * what it was, is highlighted for a moment and is announced.
 */
export function PriceChoices({
  choices,
  selected,
  onSelect,
  disabled = false,
  monthlyCost = null,
}: PriceChoicesProps) {
  const changes = usePriceChanges(choices);
  if (choices.length === 0) return null;
  const announced = choices.flatMap((choice) => {
    const was = changes.wasFor(choice.method);
    return was === undefined
      ? []
      : [text.priceChanged(choice.label, formatGbp(choice.amount), formatGbp(was))];
  });
  return (
    <fieldset className="price-choices" disabled={disabled}>
      <legend className="price-choices__legend">{text.choosePrice}</legend>
      <div className="price-choices__options">
        {choices.map((choice) => {
          const id = `price-${choice.method}`;
          const was = changes.wasFor(choice.method);
          return (
            <label
              key={choice.method}
              htmlFor={id}
              className={`price-choice${selected === choice.method ? ' price-choice--selected' : ''}`}
            >
              <input
                id={id}
                type="radio"
                name="price-choice"
                value={choice.method}
                checked={selected === choice.method}
                onChange={() => onSelect(choice.method)}
                aria-labelledby={`${id}-label ${id}-amount ${id}-period`}
                aria-description={choice.detail}
              />
              <span id={`${id}-label`} className="price-choice__label">
                {choice.label}
              </span>
              <span
                id={`${id}-amount`}
                // A new element for each change, so that its highlight plays again.
                key={was === undefined ? 'amount' : `changed-${String(changes.change)}`}
                className={`price-choice__amount${was === undefined ? '' : ' price-choice__amount--changed'}`}
              >
                {formatGbp(choice.amount)}
              </span>
              <span id={`${id}-period`} className="price-choice__period">
                {text.perPeriod[choice.period]}
              </span>
              {was !== undefined && (
                <span className="price-choice__was">{text.priceWas(formatGbp(was))}</span>
              )}
              <span className="price-choice__detail">{choice.detail}</span>
            </label>
          );
        })}
      </div>
      {monthlyCost && (
        <p className="price-choices__cost" id="price-choices-cost">
          <strong>{monthlyCost.difference}</strong> <span>{monthlyCost.totals}</span>
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announced.join(' ')}
      </p>
    </fieldset>
  );
}
