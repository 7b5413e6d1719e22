import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  emptyLicenceParts,
  joinLicenceParts,
  LicenceNumberInput,
  type LicenceParts,
} from './licence-number-input';
import { formText } from '../../machines/wizard/form-text';

afterEach(() => {
  cleanup();
});

function Licence() {
  const [parts, setParts] = useState<LicenceParts>(emptyLicenceParts);
  return (
    <>
      <LicenceNumberInput
        id="licence"
        label="Driving licence number"
        value={parts}
        onChange={setParts}
      />
      <p>Entered: {joinLicenceParts(parts)}</p>
    </>
  );
}

const part = (n: number) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: `Part ${n} of 4` });

describe('LicenceNumberInput', () => {
  it('groups four labelled parts under the question', () => {
    render(<Licence />);
    const group = screen.getByRole('group', { name: 'Driving licence number' });
    expect(group).toBeDefined();
    expect([1, 2, 3, 4].map((n) => part(n).getAttribute('maxlength'))).toEqual([
      '5',
      '6',
      '3',
      '2',
    ]);
  });

  it('upper-cases what is typed and moves on when a part is full', async () => {
    const user = userEvent.setup();
    render(<Licence />);
    await user.click(part(1));
    await user.keyboard('morga');
    expect(part(1).value).toBe('MORGA');
    expect(document.activeElement).toBe(part(2));

    await user.keyboard('657054sm9ij');
    expect(part(2).value).toBe('657054');
    expect(part(3).value).toBe('SM9');
    expect(part(4).value).toBe('IJ');
    expect(document.activeElement).toBe(part(4));
    expect(screen.getByText('Entered: MORGA657054SM9IJ')).toBeDefined();
  });

  it('goes back to the previous part on Backspace in an empty part', async () => {
    const user = userEvent.setup();
    render(<Licence />);
    await user.click(part(1));
    await user.keyboard('abcde');
    expect(document.activeElement).toBe(part(2));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(part(1));
    expect(part(1).value).toBe('ABCDE');
    await user.keyboard('{Backspace}');
    expect(part(1).value).toBe('ABCD');
  });

  it('splits a pasted full number across the parts', async () => {
    const user = userEvent.setup();
    render(<Licence />);
    await user.click(part(1));
    await user.paste('morga 657054 sm9ij');
    expect(part(1).value).toBe('MORGA');
    expect(part(2).value).toBe('657054');
    expect(part(3).value).toBe('SM9');
    expect(part(4).value).toBe('IJ');
    expect(document.activeElement).toBe(part(4));
  });

  it('ties an error to the group and marks the parts invalid', () => {
    render(
      <LicenceNumberInput
        id="licence"
        label="Driving licence number"
        value={emptyLicenceParts}
        onChange={() => undefined}
        error={formText.licence.required}
      />,
    );
    expect(
      screen.getByRole('group', {
        name: 'Driving licence number',
        description: `Error: ${formText.licence.required}`,
      }),
    ).toBeDefined();
    expect(part(1).getAttribute('aria-invalid')).toBe('true');
  });
});
