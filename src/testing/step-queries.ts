/**
 * Testing Library queries and actions shared by the wizard steps' component tests (src/wizard):
 * opening a step with `renderJourney`, finding its questions by their legends and labels, and answering
 * them. Each looks in the whole document unless given `scope`, such as the form of one item in a list.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format } from 'date-fns';
import type { StepId } from '../../machines/wizard/navigation';
import { answer as answerIn, typeInto } from './customer-answers';
import {
  findStepHeading,
  pathOf,
  quoteBefore,
  renderJourney,
  type JourneyOptions,
} from './render-journey';
import { JOURNEY_TEXT } from '../../machines/core/text';

type Scope = HTMLElement;

/**
 * Renders the journey at `step`, with the steps before it answered (the factories' answers, see
 * `quoteBefore`), and waits for the step's `heading`. `options` replace those defaults; `quote: undefined`
 * opens a fresh journey.
 */
export async function openWizardStep(
  step: StepId,
  heading: string,
  options: Partial<JourneyOptions> = {},
) {
  const rendered = await renderJourney({
    path: pathOf(step),
    quote: quoteBefore(step),
    ...options,
  });
  await findStepHeading(heading);
  return rendered;
}

/** The group (a fieldset, such as a radio group or a date's parts) whose legend is `name`. */
export const group = (name: string, scope: Scope = document.body) =>
  within(scope).getByRole('group', { name });

/** The select or searchable list labelled `name`. */
export const combobox = (name: string, scope: Scope = document.body) =>
  within(scope).getByRole('combobox', { name });

export const textbox = (name: string, scope: Scope = document.body) =>
  within(scope).getByRole('textbox', { name });

export const button = (name: string, scope: Scope = document.body) =>
  within(scope).getByRole('button', { name });

/** Presses the step's Continue button. */
export const submit = (user: UserEvent) => user.click(button(JOURNEY_TEXT.wizard.continue));

/** Clicks `choice` in the radio group whose legend is `question`. */
export const answer = (
  user: UserEvent,
  question: string,
  choice: string,
  scope: Scope = document.body,
) => answerIn(user, scope, question, choice);

/**
 * Types `typed` into the searchable list labelled `label`, then clicks the option named `option` (options
 * are looked for in the whole document).
 */
export async function choose(
  user: UserEvent,
  label: string,
  typed: string,
  option: string | RegExp,
  scope: Scope = document.body,
) {
  await user.type(combobox(label, scope), typed);
  await user.click(screen.getByRole('option', { name: option }));
}

/**
 * Clears and fills the Day, Month and Year boxes of the date whose legend is `legend`. A string `date` is
 * an ISO date (yyyy-MM-dd) whose parts are typed as they are written.
 */
export async function typeDate(
  user: UserEvent,
  legend: string,
  date: Date | string,
  scope: Scope = document.body,
) {
  const iso = typeof date === 'string' ? date : format(date, 'yyyy-MM-dd');
  const [year = '', month = '', day = ''] = iso.split('-');
  const parts = group(legend, scope);
  for (const [name, value] of [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const) {
    await typeInto(user, textbox(name, parts), value);
  }
}

/**
 * Clears the four parts of the licence number whose legend is `legend`, then types `number` into the
 * first (focus moves on as each part fills).
 */
export async function typeLicenceNumber(
  user: UserEvent,
  legend: string,
  number: string,
  scope: Scope = document.body,
) {
  const parts = group(legend, scope);
  for (const name of ['Part 1 of 4', 'Part 2 of 4', 'Part 3 of 4', 'Part 4 of 4']) {
    await user.clear(textbox(name, parts));
  }
  await user.type(textbox('Part 1 of 4', parts), number);
}

/** Clicks `choice` in the open dialog (the one named `name`, when given), such as Yes to remove an item. */
export async function answerDialog(user: UserEvent, choice: string, name?: string) {
  const dialog =
    name === undefined ? screen.getByRole('dialog') : screen.getByRole('dialog', { name });
  await user.click(within(dialog).getByRole('button', { name: choice }));
}

/** The text of each item in the list whose group's legend is `legend`; none while it is empty. */
export const listItems = (legend: string, scope: Scope = document.body) =>
  within(group(legend, scope))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
