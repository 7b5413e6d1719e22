import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { DateParts, emptyDateParts } from './date-parts';
import { ErrorSummary } from './error-summary';
import { Honeypot } from './honeypot';
import { TextField } from './text-field';
import { useStepForm } from './use-step-form';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { formText } from '../../machines/wizard/form-text';

afterEach(() => {
  cleanup();
});

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

const schema = v.object({
  firstName: v.pipe(
    required('Enter your first name'),
    v.transform((name) => name.charAt(0).toUpperCase() + name.slice(1)),
  ),
  dateOfBirth: v.object({
    day: required(formText.field.dateRequired),
    month: required(formText.field.dateRequired),
    year: required(formText.field.dateRequired),
  }),
  agreed: v.pipe(
    v.boolean(),
    v.check((agreed) => agreed, formText.cover.disclaimer),
  ),
});

type Output = v.InferOutput<typeof schema>;

function AboutYou({
  onValid,
  summary = true,
}: {
  onValid: (values: Output, meta: { spam: boolean }) => void;
  /** A form without an error summary (a list item's) focuses its first field in error instead. */
  summary?: boolean;
}) {
  const step = useStepForm({
    schema,
    defaultValues: { firstName: '', dateOfBirth: emptyDateParts, agreed: false },
    onValid,
    labels: { agreed: 'Disclaimer' },
  });
  const { form } = step;
  return (
    <form {...step.formProps}>
      {summary && <ErrorSummary items={step.summaryItems} />}
      <Honeypot {...step.honeypotProps} />
      <form.Field name="firstName">
        {(field) => <TextField {...step.fieldProps(field)} label="First name" />}
      </form.Field>
      <form.Field name="dateOfBirth">
        {(field) => <DateParts {...step.fieldProps(field)} label="Date of birth" />}
      </form.Field>
      <form.Field name="agreed">
        {(field) => {
          const { value, ...props } = step.fieldProps(field);
          return <Checkbox {...props} checked={value} label="I agree to the disclaimer" />;
        }}
      </form.Field>
      <button type="submit">{JOURNEY_TEXT.wizard.continue}</button>
    </form>
  );
}

const firstName = () => screen.getByRole('textbox', { name: 'First name' });
const day = () => screen.getByRole('textbox', { name: 'Day' });
/** A field's own message, not its line in the summary. */
const fieldMessage = (text: string) => screen.queryByText(text, { selector: 'p' });

describe('useStepForm', () => {
  it('shows no errors before the first submit, even after leaving fields empty', async () => {
    const user = userEvent.setup();
    render(<AboutYou onValid={vi.fn()} />);
    await user.click(firstName());
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Enter your first name/)).toBeNull();
    expect(firstName().getAttribute('aria-invalid')).toBeNull();
  });

  it('lists the errors and focuses the summary after a failed submit, naming a question its message does not', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<AboutYou onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.continue }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeDefined();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter your first name',
      `Date of birth: ${formText.field.dateRequired}`,
      formText.cover.disclaimer,
    ]);
    expect(document.activeElement).toBe(summary);
    expect(
      screen.getByRole('textbox', { name: 'First name', description: /Enter your first name/ }),
    ).toBeDefined();
    expect(firstName().getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();

    await user.click(within(summary).getByRole('link', { name: /^Date of birth/ }));
    expect(document.activeElement).toBe(day());
  });

  it('focuses the day of a date when the date is the first error of a form without a summary', async () => {
    const user = userEvent.setup();
    render(<AboutYou onValid={vi.fn()} summary={false} />);
    await user.type(firstName(), 'alex');
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.continue }));
    expect(document.activeElement).toBe(day());
  });

  it('updates errors on blur after a failed submit and clears them when corrected', async () => {
    const user = userEvent.setup();
    render(<AboutYou onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.continue }));

    await user.type(firstName(), 'alex');
    expect(fieldMessage('Enter your first name')).not.toBeNull();
    await user.tab();
    expect(fieldMessage('Enter your first name')).toBeNull();
    expect(firstName().getAttribute('aria-invalid')).toBeNull();
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(2);

    await user.clear(firstName());
    await user.tab();
    expect(fieldMessage('Enter your first name')).not.toBeNull();
  });

  it('passes the parsed values to onValid', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<AboutYou onValid={onValid} />);
    await user.type(firstName(), '  alex ');
    await user.type(day(), '7');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1990');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the disclaimer' }));
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.continue }));

    expect(onValid).toHaveBeenCalledWith(
      { firstName: 'Alex', dateOfBirth: { day: '7', month: '3', year: '1990' }, agreed: true },
      { spam: false },
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the honeypot out of reach and reports a filled one as spam', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<AboutYou onValid={onValid} />);
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot.tabIndex).toBe(-1);

    await user.type(honeypot, 'https://spam.example');
    await user.type(firstName(), 'alex');
    await user.type(day(), '7');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1990');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.continue }));
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Alex' }), {
      spam: true,
    });
  });
});
