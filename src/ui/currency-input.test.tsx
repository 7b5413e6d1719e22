import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyInput } from './currency-input';

afterEach(() => {
  cleanup();
});

function Amount({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CurrencyInput id="value" label="Value of the vehicle" value={value} onChange={setValue} />
  );
}

const amount = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Value of the vehicle' });

describe('CurrencyInput', () => {
  it('shows a pound sign beside the amount', () => {
    render(<Amount />);
    expect(screen.getByText('£')).toBeDefined();
  });

  it('refuses a minus sign', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(amount(), '-50');
    expect(amount().value).toBe('50');
  });

  it('says why a seventh digit is refused, until a keystroke is taken', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(amount(), '1234567');
    expect(amount().value).toBe('123456');
    expect(screen.getByRole('status').textContent).toBe('The most you can enter is £999,999.');
    await user.type(amount(), '{Backspace}');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(amount(), '5.678');
    expect(screen.getByRole('status').textContent).toBe(
      'Enter whole pounds, or pounds and pence (2 decimal places at most).',
    );
  });

  it('refuses a third decimal place', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(amount(), '12.345');
    expect(amount().value).toBe('12.34');
  });

  it('stops at 999,999', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(amount(), '9999999');
    expect(amount().value).toBe('999999');
    await user.clear(amount());
    await user.type(amount(), '1000000');
    expect(amount().value).toBe('100000');
  });

  it('takes a pasted amount with a pound sign and commas', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.click(amount());
    await user.paste('£12,500.50');
    expect(amount().value).toBe('12500.50');
  });
});
