/** Save my quote (issue #29) as the customer meets it: the button, the dialog, its failure and the time-out page. */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedQuote } from '../../../machines/core/contract';
import { TEXT } from '../../../machines/core/catalogue';
import { answersFor } from '../../../machines/testing/factories';
import {
  fakeSaveQuoteService,
  NEW_SAVED_QUOTE_REF,
  SAVED_UNTIL,
  type SaveReply,
} from '../../../machines/testing/save-quote-service';
import {
  errorOf,
  findStepHeading,
  pathOf,
  quoteBefore,
  renderJourney,
  stopJourneys,
} from '../../testing/render-journey';

afterEach(stopJourneys);

const text = TEXT.saveQuote;
const person = TEXT.forms.person;

const LAST_DAY = '30 December 2026';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The journey on About you (step 3, not yet answered) or on driver details (step 4, after it). */
async function onStep(step: 'aboutYou' | 'driverDetails', replies: readonly SaveReply[] = []) {
  const service = fakeSaveQuoteService(replies);
  const rendered = await renderJourney({
    path: pathOf(step),
    quote: quoteBefore(step),
    services: { saveQuoteForLater: service.saveQuoteForLater },
  });
  await findStepHeading(TEXT.wizard.heading[step]);
  return { ...rendered, requests: service.requests };
}

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: text.open }));
  return screen.findByRole('dialog', { name: text.title });
}

async function typeInto(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

const confirmation = (email: string) =>
  text.saved.replace('{email}', email).replace('{date}', LAST_DAY);

describe('Save my quote', () => {
  it('before About you asks the email and who the customer is, checks the email and confirms the save', async () => {
    const { user, requests } = await onStep('aboutYou');
    const opener = screen.getByRole('button', { name: text.open });
    const dialog = await openDialog(user);
    const inDialog = within(dialog);
    const email = inDialog.getByLabelText(text.emailLabel);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(inDialog.getByText(text.identityIntro)).toBeTruthy();
    const surname = inDialog.getByLabelText(text.surnameLabel);
    const birthDate = inDialog.getByRole('group', { name: text.dateOfBirthLabel });
    const postcode = inDialog.getByLabelText(text.postcodeLabel);

    await user.click(inDialog.getByRole('button', { name: text.save }));
    expect(errorOf(email)).toBe(person.emailRequired);
    await typeInto(user, email, 'alex.example.com');
    await user.click(inDialog.getByRole('button', { name: text.save }));
    expect(errorOf(email)).toBe(person.emailInvalid);
    expect(errorOf(surname)).toBe(TEXT.entries.identity.surnameRequired);
    expect(requests).toHaveLength(0);

    await typeInto(user, email, 'alex@example.com');
    await user.type(surname, 'Saver');
    await user.type(within(birthDate).getByLabelText('Day'), '05');
    await user.type(within(birthDate).getByLabelText('Month'), '11');
    await user.type(within(birthDate).getByLabelText('Year'), '1992');
    await user.type(postcode, 'sw1a 1aa');
    await user.click(inDialog.getByRole('button', { name: text.save }));

    const saved = await screen.findByRole('dialog', { name: text.savedTitle });
    expect(saved.textContent).toContain(confirmation('alex@example.com'));
    expect(saved.textContent).toContain(text.savedNext);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      emailAddress: 'alex@example.com',
      surname: 'Saver',
      dateOfBirth: '1992-11-05',
      postcode: 'SW1A 1AA',
      activeStep: 3,
    });

    await user.click(within(saved).getByRole('button', { name: text.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('after About you asks only the email, offering the one given; Escape closes it', async () => {
    const { user, requests } = await onStep('driverDetails');
    const given = answersFor('aboutYou').proposerDetails?.emailAddress ?? '';
    expect(given).toContain('@');
    const dialog = await openDialog(user);
    const inDialog = within(dialog);
    expect(inDialog.getByLabelText(text.emailLabel)).toHaveProperty('value', given);
    expect(inDialog.queryByLabelText(text.surnameLabel)).toBeNull();
    expect(inDialog.queryByRole('group', { name: text.dateOfBirthLabel })).toBeNull();
    expect(inDialog.queryByLabelText(text.postcodeLabel)).toBeNull();
    expect(inDialog.queryByText(text.identityIntro)).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toHaveLength(0);

    await openDialog(user);
    await user.click(screen.getByRole('button', { name: text.save }));
    const saved = await screen.findByRole('dialog', { name: text.savedTitle });
    expect(saved.textContent).toContain(confirmation(given));
    expect(requests[0]).toMatchObject({ emailAddress: given, activeStep: 4 });
  });

  it('a failed save says so and keeps the email typed; saving again works', async () => {
    const retry = deferred<SavedQuote>();
    const { user, requests } = await onStep('driverDetails', [
      () => Promise.reject(new Error('Service unavailable')),
      () => retry.promise,
    ]);
    const dialog = await openDialog(user);
    const email = within(dialog).getByLabelText(text.emailLabel);
    await typeInto(user, email, 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: text.save }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(text.failed);
    expect(screen.getByRole('dialog', { name: text.title })).toBe(dialog);
    expect(within(dialog).getByLabelText(text.emailLabel)).toHaveProperty(
      'value',
      'sam@example.com',
    );

    await user.click(within(dialog).getByRole('button', { name: text.save }));
    const busy = await within(dialog).findByRole('button', { name: text.saving });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    retry.resolve({
      quoteRef: NEW_SAVED_QUOTE_REF,
      emailAddress: 'sam@example.com',
      expiresAt: SAVED_UNTIL,
    });
    const saved = await screen.findByRole('dialog', { name: text.savedTitle });
    expect(saved.textContent).toContain(confirmation('sam@example.com'));
    expect(requests.map((request) => request.emailAddress)).toEqual([
      'sam@example.com',
      'sam@example.com',
    ]);
  });
});

describe('the time-out page after a save', () => {
  it('says the answers are saved, where the link went and until when, only when they were', async () => {
    const { journey } = await onStep('driverDetails');
    act(() => journey.send({ type: 'idle.timedOut' }));
    await screen.findByRole('heading', { level: 1, name: TEXT.outcomes.timeOut.heading });
    expect(screen.queryByText(text.timeOutSaved)).toBeNull();
    stopJourneys();

    const saving = await onStep('driverDetails');
    const dialog = await openDialog(saving.user);
    await typeInto(saving.user, within(dialog).getByLabelText(text.emailLabel), 'sam@example.com');
    await saving.user.click(within(dialog).getByRole('button', { name: text.save }));
    await screen.findByRole('dialog', { name: text.savedTitle });
    act(() => saving.journey.send({ type: 'idle.timedOut' }));

    await screen.findByRole('heading', { level: 1, name: TEXT.outcomes.timeOut.heading });
    expect(screen.queryByRole('dialog')).toBeNull();
    const notice = screen.getByRole('region', { name: text.timeOutSaved });
    expect(notice.textContent).toContain(
      text.timeOutSavedLead.replace('{email}', 'sam@example.com').replace('{date}', LAST_DAY),
    );
    expect(screen.getByText(TEXT.outcomes.timeOut.answers)).toBeTruthy();
  });
});
