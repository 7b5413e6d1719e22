import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { JOURNEY_TEXT } from '../../machines/core/text';

afterEach(() => {
  cleanup();
});

function LogoLink() {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('none');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Logo
      </button>
      <p>Outcome: {outcome}</p>
      <ConfirmDialog
        open={open}
        title={JOURNEY_TEXT.layout.homeDialog.title}
        confirmLabel={JOURNEY_TEXT.layout.homeDialog.leave}
        cancelLabel={JOURNEY_TEXT.layout.homeDialog.stay}
        onConfirm={() => {
          setOutcome('home');
          setOpen(false);
        }}
        onCancel={() => {
          setOutcome('stay');
          setOpen(false);
        }}
      >
        You&apos;ll lose all your responses if you do.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks its question with the two given answers, focusing the safe one', async () => {
    const user = userEvent.setup();
    render(<LogoLink />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Logo' }));

    const dialog = screen.getByRole('dialog', {
      name: JOURNEY_TEXT.layout.homeDialog.title,
      description: JOURNEY_TEXT.layout.homeDialog.body,
    });
    expect(dialog).toBeDefined();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: JOURNEY_TEXT.layout.homeDialog.stay }),
    );
    expect(
      screen.getByRole('button', { name: JOURNEY_TEXT.layout.homeDialog.leave }),
    ).toBeDefined();
  });

  it('reports the confirm answer and closes', async () => {
    const user = userEvent.setup();
    render(<LogoLink />);
    await user.click(screen.getByRole('button', { name: 'Logo' }));
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.layout.homeDialog.leave }));
    expect(screen.getByText('Outcome: home')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports the cancel answer and returns focus', async () => {
    const user = userEvent.setup();
    render(<LogoLink />);
    await user.click(screen.getByRole('button', { name: 'Logo' }));
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.layout.homeDialog.stay }));
    expect(screen.getByText('Outcome: stay')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Logo' }));
  });

  it('treats Escape as cancel', async () => {
    const user = userEvent.setup();
    render(<LogoLink />);
    await user.click(screen.getByRole('button', { name: 'Logo' }));
    await user.keyboard('{Escape}');
    expect(screen.getByText('Outcome: stay')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
