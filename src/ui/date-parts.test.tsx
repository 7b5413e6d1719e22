import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { isoDateOf } from '../../machines/core/fields';
import { DateParts, emptyDateParts, type DatePartsValue } from './date-parts';

afterEach(() => {
  cleanup();
});

function DateOfBirth({ error }: { error?: string }) {
  const [value, setValue] = useState<DatePartsValue>(emptyDateParts);
  return (
    <>
      <DateParts
        id="dob"
        label="Date of birth"
        hint="For example, 27 3 1990"
        value={value}
        onChange={setValue}
        error={error}
        birthday
      />
      <p>Date: {isoDateOf(value)}</p>
    </>
  );
}

const part = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('DateParts', () => {
  it('asks for day, month and year in one group', async () => {
    const user = userEvent.setup();
    render(<DateOfBirth />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(3);
    await user.type(part('Day'), '7');
    await user.type(part('Month'), '3');
    await user.type(part('Year'), '1990');
    expect(screen.getByText('Date: 1990-03-07')).toBeDefined();
  });

  it('fills the three parts from an autofilled birthday', () => {
    const { container } = render(<DateOfBirth />);
    const birthday = container.querySelector('input[autocomplete="bday"]');
    if (!(birthday instanceof HTMLInputElement)) throw new Error('no birthday input');
    expect(birthday.tabIndex).toBe(-1);
    expect(birthday.getAttribute('aria-hidden')).toBe('true');

    fireEvent.change(birthday, { target: { value: '1985-11-23' } });
    expect(part('Day').value).toBe('23');
    expect(part('Month').value).toBe('11');
    expect(part('Year').value).toBe('1985');

    fireEvent.change(birthday, { target: { value: '4/7/2001' } });
    expect(screen.getByText('Date: 2001-07-04')).toBeDefined();
  });

  it('keeps the autofill input out of the accessibility tree', () => {
    render(<DateOfBirth />);
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('ties an error to the group', () => {
    render(<DateOfBirth error="Enter your date of birth" />);
    const group = screen.getByRole('group', {
      name: 'Date of birth',
      description: 'For example, 27 3 1990 Error: Enter your date of birth',
    });
    expect(group).toBeDefined();
    expect(part('Day').getAttribute('aria-invalid')).toBe('true');
  });
});
