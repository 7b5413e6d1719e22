/**
 * The first press after a failed submit, in a file of its own: src/ui/after-pointer-press.ts watches the page's
 * presses once per module, so no earlier test (nor an earlier blur) may have started the watch.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';
import { useStepForm } from './use-step-form';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { formText } from '../../machines/wizard/form-text';

afterEach(() => {
  cleanup();
});

const schema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty(formText.person.firstNameRequired)),
  lastName: v.pipe(v.string(), v.trim(), v.nonEmpty(formText.person.lastNameRequired)),
});

function Names() {
  const step = useStepForm({
    schema,
    defaultValues: { firstName: '', lastName: '' },
    onValid: () => undefined,
  });
  const { form } = step;
  return (
    <form {...step.formProps}>
      <ErrorSummary items={step.summaryItems} />
      <form.Field name="firstName">
        {(field) => <TextField {...step.fieldProps(field)} label="First name" />}
      </form.Field>
      <form.Field name="lastName">
        {(field) => <TextField {...step.fieldProps(field)} label="Surname" />}
      </form.Field>
      <button type="submit">{JOURNEY_TEXT.wizard.continue}</button>
    </form>
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
/** A field's own message, not its line in the summary. */
const fieldMessage = (text: string) => screen.queryByText(text, { selector: 'p' });
const summaryLinks = () => within(screen.getByRole('alert')).getAllByRole('link');

/** A failed submit pressed with the keyboard: no pointer press has happened on the page yet. */
async function failSubmit(user: ReturnType<typeof userEvent.setup>) {
  act(() => {
    screen.getByRole('button', { name: JOURNEY_TEXT.wizard.continue }).focus();
  });
  await user.keyboard('{Enter}');
  expect(summaryLinks()).toHaveLength(2);
}

describe('useStepForm, the first press after a failed submit', () => {
  it('keeps the messages (and what is below them) in place until the press that left the field is over', async () => {
    const user = userEvent.setup();
    render(<Names />);
    await failSubmit(user);

    // Focus was placed by script; the customer types and then presses on the next field.
    act(() => {
      textbox('First name').focus();
    });
    await user.keyboard('Sam');
    await user.pointer({ keys: '[MouseLeft>]', target: textbox('Surname') });
    expect(fieldMessage(formText.person.firstNameRequired)).not.toBeNull();
    expect(summaryLinks()).toHaveLength(2);

    await user.pointer({ keys: '[/MouseLeft]', target: textbox('Surname') });
    await waitFor(() => expect(summaryLinks()).toHaveLength(1));
    expect(fieldMessage(formText.person.firstNameRequired)).toBeNull();
    expect(document.activeElement).toBe(textbox('Surname'));
  });

  it('keeps the message of a field left unanswered when focus leaves it', async () => {
    const user = userEvent.setup();
    render(<Names />);
    await failSubmit(user);

    act(() => {
      textbox('First name').focus();
    });
    await user.tab();
    await user.tab();
    expect(fieldMessage(formText.person.firstNameRequired)).not.toBeNull();
    expect(fieldMessage(formText.person.lastNameRequired)).not.toBeNull();
    expect(summaryLinks()).toHaveLength(2);
    expect(textbox('First name').getAttribute('aria-invalid')).toBe('true');
  });
});
