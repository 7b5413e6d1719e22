import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { YesNo, type YesNoAnswer } from './radio-group';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { formText } from '../../machines/wizard/form-text';

afterEach(() => {
  cleanup();
});

function HomeOwner({ error }: { error?: string }) {
  const [answer, setAnswer] = useState<YesNoAnswer>('');
  return (
    <>
      <YesNo
        id="home-owner"
        label="Are you a homeowner?"
        value={answer}
        onChange={setAnswer}
        error={error}
      />
      <p>Answer: {answer === '' ? 'none' : answer}</p>
    </>
  );
}

describe('shared fields', () => {
  it('labels a text field and ties its hint and error to it', () => {
    render(
      <TextField
        id="email"
        label="Email address"
        hint="We'll send your documents here"
        error={formText.person.emailInvalid}
        value=""
        onChange={() => undefined}
      />,
    );
    const input = screen.getByRole('textbox', {
      name: 'Email address',
      description: `We'll send your documents here Error: ${formText.person.emailInvalid}`,
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers reference-list options in a native select', async () => {
    const user = userEvent.setup();
    function Title() {
      const [code, setCode] = useState('');
      return (
        <SelectField
          id="title"
          label="Title"
          options={[
            { code: '003', description: 'Mr' },
            { code: '004', description: 'Mrs' },
          ]}
          value={code}
          onChange={setCode}
        />
      );
    }
    render(<Title />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Title' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select', 'Mr', 'Mrs']);
    await user.selectOptions(select, 'Mrs');
    expect(select.value).toBe('004');
  });

  it('asks a Yes / No question as a group of radios', async () => {
    const user = userEvent.setup();
    render(<HomeOwner error="Please answer this question" />);
    const group = screen.getByRole('group', {
      name: 'Are you a homeowner?',
      description: 'Error: Please answer this question',
    });
    const [yes, no] = within(group).getAllByRole('radio');
    expect(yes?.getAttribute('id')).toBe('home-owner');
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    expect(screen.getByText('Answer: no')).toBeDefined();
    expect((no as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('Answer: yes')).toBeDefined();
  });
});
