import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Honeypot, isSpam } from './honeypot';
import { TextField } from './text-field';

afterEach(() => {
  cleanup();
});

function Form() {
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  return (
    <form>
      <TextField id="email" label="Email address" type="email" value={email} onChange={setEmail} />
      <Honeypot value={trap} onChange={setTrap} />
      <p>{isSpam(trap) ? 'Spam' : 'Human'}</p>
    </form>
  );
}

describe('Honeypot', () => {
  it('is hidden from the accessibility tree and the tab order', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.getAllByRole('textbox')).toEqual([
      screen.getByRole('textbox', { name: 'Email address' }),
    ]);
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();

    await user.click(screen.getByRole('textbox', { name: 'Email address' }));
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('marks the submission as spam once filled', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.getByText('Human')).toBeDefined();
    await user.type(screen.getByLabelText('Leave this field empty'), 'bot');
    expect(screen.getByText('Spam')).toBeDefined();
  });
});
