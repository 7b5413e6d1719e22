import { JOURNEY_TEXT } from '../../machines/core/text';
import './forms.css';
import { useId } from 'react';

export interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
  /** A name browsers will not autofill; bots fill every field they find. */
  name?: string;
}

export const isSpam = (honeypot: string): boolean => honeypot.trim() !== '';

/** A field people never see or reach; a value in it marks the submission as spam (spec 1 §5). */
export function Honeypot({ value, onChange, name = 'hp-reference' }: HoneypotProps) {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true" data-no-tracking="">
      <label htmlFor={id}>{JOURNEY_TEXT.layout.honeypot}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
