/** /quote-retrieval opened from a saved quote's emailed link (issue #29): the saved details, then the answers. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { SavedQuoteAnswers } from '../../machines/core/contract';
import type { DpaForm } from '../../machines/core/types';
import { TEXT } from '../../machines/core/catalogue';
import { withRestoredAnswers } from '../../machines/session';
import {
  errorOf,
  findStepHeading,
  quoteBefore,
  renderJourney,
  stopJourneys,
} from '../testing/render-journey';

afterEach(stopJourneys);

const identity = TEXT.entries.identity;
const retrievalText = TEXT.entries.retrieval;
const savedText = TEXT.entries.savedQuote;
const labels = savedText.labels;

type CheckInput = DpaForm & { quoteRef: string };

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

/** The check's 404: the details do not match the saved quote's. */
const mismatch = () =>
  Object.assign(new Error('not found'), {
    kind: 'notFound',
    body: { code: 'QUOTE_NOT_FOUND', message: 'Not found' },
  });

/** A quote saved on driver details, its answers as the journey stores them. */
const savedAnswers = (): SavedQuoteAnswers => ({
  quoteRef: 'SAV-TEST-1',
  emailAddress: 'sam.carter@example.com',
  savedAt: '2026-11-30T12:00:00.000Z',
  expiresAt: '2026-12-30T12:00:00.000Z',
  activeStep: 4,
  answers: { version: 1, journey: { quote: quoteBefore('driverDetails') } },
});

async function openSavedLink(check: (input: CheckInput) => Promise<SavedQuoteAnswers>) {
  const sent: CheckInput[] = [];
  const opened = await renderJourney({
    path: '/quote-retrieval?quoteRef=SAV-TEST-1&saved=1',
    services: {
      // The app's call reads the answers back with its answer (src/app/journey/journey-calls.ts).
      savedQuoteDpaCheck: fromPromise(({ input }: { input: CheckInput }) => {
        sent.push(input);
        return check(input).then(withRestoredAnswers);
      }),
    },
  });
  await screen.findByRole('heading', { level: 1, name: retrievalText.heading }, { timeout: 5000 });
  return { ...opened, sent };
}

async function fillSavedDetails(user: UserEvent, surname = 'Carter') {
  await user.type(screen.getByLabelText(labels.surname), surname);
  const birthDate = within(screen.getByRole('group', { name: labels.dateOfBirth }));
  await user.type(birthDate.getByLabelText('Day'), '14');
  await user.type(birthDate.getByLabelText('Month'), '03');
  await user.type(birthDate.getByLabelText('Year'), '1988');
  await user.type(screen.getByLabelText(labels.postcode), 'sw1a 1aa');
}

const continueButton = () => screen.getByRole('button', { name: identity.continue });

describe('/quote-retrieval from a saved quote’s link', () => {
  it('asks the surname, date of birth and postcode only, each required', async () => {
    const { user, sent } = await openSavedLink(() => Promise.reject(new Error('unexpected')));
    expect(screen.getByText(savedText.intro)).toBeTruthy();
    expect(screen.queryByText(retrievalText.intro)).toBeNull();
    expect(screen.queryByLabelText(retrievalText.labels.firstName)).toBeNull();
    expect(screen.queryByLabelText(retrievalText.labels.registration)).toBeNull();
    expect(screen.queryByLabelText(retrievalText.labels.quoteRef)).toBeNull();
    // Nothing to save here yet: Save my quote is offered on the wizard's steps and the results only.
    expect(screen.queryByRole('button', { name: TEXT.saveQuote.open })).toBeNull();

    await user.click(continueButton());
    expect(errorOf(screen.getByLabelText(labels.surname))).toBe(identity.surnameRequired);
    expect(errorOf(screen.getByLabelText(labels.postcode))).toBe(identity.postcodeRequired);
    expect(screen.getByRole('group', { name: labels.dateOfBirth }).textContent).toContain(
      identity.dateOfBirthRequired,
    );
    expect(sent).toHaveLength(0);
  });

  it('sends the details with the link’s reference; a mismatch says so as the reminder does', async () => {
    const checks = [deferred<SavedQuoteAnswers>(), deferred<SavedQuoteAnswers>()];
    const { user, sent } = await openSavedLink(
      () => checks[sent.length - 1]?.promise ?? Promise.reject(new Error('unexpected')),
    );
    await fillSavedDetails(user, ' Carter ');
    await user.click(continueButton());
    expect(await screen.findByText(identity.checking)).toBeTruthy();
    expect(continueButton().getAttribute('aria-busy')).toBe('true');
    expect(sent[0]).toEqual({
      quoteRef: 'SAV-TEST-1',
      surname: 'Carter',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
    });

    checks[0]?.reject(mismatch());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TEXT.entryChecks.reminderMismatch);
    expect(alert).toBe(document.activeElement);
    expect(screen.getByLabelText(labels.surname)).toHaveProperty('value', ' Carter ');

    await user.click(continueButton());
    await screen.findByText(identity.checking);
    expect(screen.queryByText(TEXT.entryChecks.reminderMismatch)).toBeNull();
    checks[1]?.resolve(savedAnswers());
    await findStepHeading(TEXT.wizard.heading.driverDetails);
  });
});
