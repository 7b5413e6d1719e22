import { formatGbp } from '../../machines/results';
import type { PriceChoice } from '../../machines/results';
import type { PaymentMethod } from '../../machines/core/contract';
import { TEXT } from '../../machines/core/catalogue';

const text = TEXT.results;

export interface PriceChoicesProps {
  choices: readonly PriceChoice[];
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/**
 * spec 2 §2: monthly by Direct Debit and in full by card, each a radio the customer picks; the choice is the
 * payment method Buy Now goes on with.
 */
export function PriceChoices({ choices, selected, onSelect, disabled = false }: PriceChoicesProps) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="price-choices" disabled={disabled}>
      <legend className="price-choices__legend">{text.choosePrice}</legend>
      <div className="price-choices__options">
        {choices.map((choice) => {
          const id = `price-${choice.method}`;
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
              <span id={`${id}-amount`} className="price-choice__amount">
                {formatGbp(choice.amount)}
              </span>
              <span id={`${id}-period`} className="price-choice__period">
                {text.perPeriod[choice.period]}
              </span>
              <span className="price-choice__detail">{choice.detail}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
