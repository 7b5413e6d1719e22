import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferenceOption } from '../../machines/core/reference-data';
import { SearchableSelect } from './searchable-select';

afterEach(() => {
  cleanup();
});

const occupations: ReferenceOption[] = [
  { code: 'A01', description: 'Accountant' },
  { code: 'B10', description: 'Bus Driver' },
  { code: 'C20', description: 'Courier' },
  { code: 'D34', description: 'Delivery Driver' },
  { code: 'T50', description: 'Taxi Driver' },
];

function Occupation({ onPick }: { onPick: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <SearchableSelect
      id="occupation"
      label="Occupation"
      options={occupations}
      value={code}
      onChange={(next) => {
        setCode(next);
        onPick(next);
      }}
    />
  );
}

const combobox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Occupation' });
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Occupation' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SearchableSelect', () => {
  it('filters the options as the customer types', async () => {
    const user = userEvent.setup();
    render(<Occupation onPick={vi.fn()} />);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    await user.type(combobox(), 'driv');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Bus Driver', 'Delivery Driver', 'Taxi Driver']);
    expect(screen.getByRole('status').textContent).toBe('3 results available');

    await user.type(combobox(), 'er del');
    expect(optionNames()).toEqual(['Delivery Driver']);
  });

  it('chooses with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Occupation onPick={onPick} />);
    await user.type(combobox(), 'driver');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Delivery Driver' });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(active.id);

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('D34');
    expect(combobox().value).toBe('Delivery Driver');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and keeps the chosen answer', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Occupation onPick={onPick} />);
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combobox().value).toBe('Accountant');

    await user.clear(combobox());
    await user.type(combobox(), 'tax');
    expect(optionNames()).toEqual(['Taxi Driver']);
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().value).toBe('Accountant');
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('chooses an option by pointer', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Occupation onPick={onPick} />);
    await user.type(combobox(), 'cour');
    await user.click(screen.getByRole('option', { name: 'Courier' }));
    expect(onPick).toHaveBeenCalledWith('C20');
    expect(document.activeElement).toBe(combobox());
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Occupation onPick={vi.fn()} />);
    await user.type(combobox(), 'astronaut');
    expect(screen.getByText('No matches')).toBeDefined();
    expect(screen.queryByRole('option')).toBeNull();
  });
});
