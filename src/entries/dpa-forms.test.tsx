import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format, subDays, subYears } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { DpaForm, RestartDpaInput, RetrieveStampReading } from '../../machines/core/types';
import { formatGbp } from '../../machines/results/credit';
import type { QuoteDetails, QuotePremium } from '../../machines/core/contract';
import { aQuoteDetails } from '../../machines/testing/factories';
import { TEXT } from '../../machines/core/catalogue';
import { brand } from '../app/config/brand';
import { errorOf, renderJourney, stopJourneys } from '../testing/render-journey';

const identity = TEXT.entries.identity;
const restartText = TEXT.entries.restart;
const reminderText = TEXT.entries.reminder;
const retrievalText = TEXT.entries.retrieval;

afterEach(stopJourneys);

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

const notFound = () => Object.assign(new Error('not found'), { kind: 'notFound' });

/** The check's 404, counting the attempts the quote still allows (openapi ApiError attemptsRemaining). */
const mismatch = (attemptsRemaining: number) =>
  Object.assign(notFound(), {
    body: { code: 'QUOTE_NOT_FOUND', message: 'Policy not found', attemptsRemaining },
  });

const PREMIUM: QuotePremium = {
  quoteReference: 'RST-TEST-1',
  policyTermType: 'ThirtyDay',
  premium: { amount: 133.51, currency: 'GBP' },
};

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

async function typeInto(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

async function typeDate(user: UserEvent, legend: string, date: Date) {
  const group = within(screen.getByRole('group', { name: legend }));
  await user.type(group.getByLabelText('Day'), format(date, 'dd'));
  await user.type(group.getByLabelText('Month'), format(date, 'MM'));
  await user.type(group.getByLabelText('Year'), format(date, 'yyyy'));
}

const continueButton = () => screen.getByRole('button', { name: identity.continue });

describe('/restart-policy (spec 2 §2 Restart landing, §5, §8)', () => {
  async function openRestart(services: Parameters<typeof renderJourney>[0]['services'] = {}) {
    const opened = await renderJourney({
      path: '/restart-policy?quoteRef=RST-TEST-1',
      services: {
        loadRestartPremium: fromPromise(() => Promise.resolve(PREMIUM)),
        ...services,
      },
    });
    await heading(restartText.heading);
    return opened;
  }

  async function fillRestart(user: UserEvent, surname = 'Carter') {
    await typeInto(user, 'Surname', surname);
    await typeDate(user, 'Date of Birth', new Date(1988, 2, 14));
    await typeInto(user, 'Postcode', 'sw1a 1aa');
    await typeInto(user, 'Registration', 'dl19 car');
  }

  it('shows the banner and the 30-day price in pounds', async () => {
    await openRestart();
    expect(screen.getByText(restartText.banner)).toBeTruthy();
    expect(await screen.findByText(formatGbp(133.51))).toBeTruthy();
    expect(screen.getByText(restartText.priceLead)).toBeTruthy();
  });

  it('waits for the price before Continue, keeping what was typed', async () => {
    const premium = deferred<QuotePremium>();
    const { user } = await openRestart({ loadRestartPremium: fromPromise(() => premium.promise) });
    // The price's wait is announced (the layout's own status region, for waits between pages, is empty).
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent.includes(restartText.priceLoading)),
    ).toBe(true);
    expect(continueButton().getAttribute('aria-disabled')).toBe('true');
    await typeInto(user, 'Surname', 'Carter');
    premium.resolve(PREMIUM);
    await waitFor(() => expect(continueButton().getAttribute('aria-disabled')).toBeNull());
    expect(screen.getByLabelText('Surname')).toHaveProperty('value', 'Carter');
    expect(screen.getByText(formatGbp(133.51))).toBeTruthy();
  });

  it('requires every field, each with its message, in a summary whose links focus the field', async () => {
    const { user } = await openRestart();
    await waitFor(() => expect(continueButton().getAttribute('aria-disabled')).toBeNull());
    await user.click(continueButton());
    expect(errorOf(screen.getByLabelText('Surname'))).toBe(identity.surnameRequired);
    expect(errorOf(screen.getByLabelText('Postcode'))).toBe(identity.postcodeRequired);
    expect(errorOf(screen.getByLabelText('Registration'))).toBe(identity.registrationRequired);
    expect(screen.getByRole('group', { name: 'Date of Birth' }).textContent).toContain(
      identity.dateOfBirthRequired,
    );
    const summary = screen.getByRole('alert');
    const postcodeLink = within(summary).getByRole('link', { name: /postcode/i });
    await user.click(postcodeLink);
    expect(screen.getByLabelText('Postcode')).toBe(document.activeElement);
  });

  it('accepts dates of birth from 90 to 17 years ago only', async () => {
    const { user } = await openRestart();
    const today = new Date();
    await typeDate(user, 'Date of Birth', subDays(subYears(today, 17), -1));
    await user.click(continueButton());
    const group = screen.getByRole('group', { name: 'Date of Birth' });
    expect(group.textContent).toContain(identity.tooYoung);
    const day = within(group).getByLabelText('Day');
    await user.clear(day);
    await user.clear(within(group).getByLabelText('Month'));
    await user.clear(within(group).getByLabelText('Year'));
    await typeDate(user, 'Date of Birth', subDays(subYears(today, 90), 1));
    await user.click(continueButton());
    expect(group.textContent).toContain(identity.tooOld);
  });

  it('checks the details; a mismatch shows the alert, focused, until the details are sent again', async () => {
    const sent: RestartDpaInput[] = [];
    const checks = [deferred<QuoteDetails>(), deferred<QuoteDetails>()];
    const { user } = await openRestart({
      restartDpaCheck: fromPromise(({ input }: { input: RestartDpaInput }) => {
        sent.push(input);
        return checks[sent.length - 1]?.promise ?? Promise.reject(new Error('unexpected'));
      }),
    });
    await waitFor(() => expect(continueButton().getAttribute('aria-disabled')).toBeNull());
    await fillRestart(user, 'Wrong');
    await user.click(continueButton());
    expect(await screen.findByText(identity.checking)).toBeTruthy();
    expect(sent[0]).toEqual({
      quoteReference: 'RST-TEST-1',
      surname: 'Wrong',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
      vehicleRegistration: 'DL19CAR',
    });
    checks[0]?.reject(notFound());
    const alert = await screen.findByText(TEXT.entryChecks.restartNotFound);
    expect(alert).toBe(screen.getByRole('alert'));
    expect(alert).toBe(document.activeElement);
    expect(screen.queryByText(identity.checking)).toBeNull();
    expect(screen.getByLabelText('Registration')).toHaveProperty('value', 'dl19 car');

    await typeInto(user, 'Surname', 'Carter');
    await user.click(continueButton());
    await screen.findByText(identity.checking);
    expect(screen.queryByText(TEXT.entryChecks.restartNotFound)).toBeNull();
    expect(sent[1]?.surname).toBe('Carter');
  });

  it('says it cannot find the policy on any failure of the check, not only a 404, keeping the answers', async () => {
    const failures = [
      Object.assign(new Error('Bad Request'), { kind: 'validation', status: 400 }),
      Object.assign(new Error('Server error'), { kind: 'unexpected', status: 500 }),
    ];
    for (const failure of failures) {
      const { user } = await openRestart({
        restartDpaCheck: fromPromise(() => Promise.reject(failure)),
      });
      await waitFor(() => expect(continueButton().getAttribute('aria-disabled')).toBeNull());
      await fillRestart(user, 'Wrong');
      await user.click(continueButton());
      const alert = await screen.findByText(TEXT.entryChecks.restartNotFound);
      expect(alert).toBe(screen.getByRole('alert'));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(restartText.heading);
      expect(screen.getByLabelText('Surname')).toHaveProperty('value', 'Wrong');
      expect(screen.getByLabelText('Postcode')).toHaveProperty('value', 'sw1a 1aa');
      expect(screen.getByLabelText('Registration')).toHaveProperty('value', 'dl19 car');
      stopJourneys();
    }
  });

  it('says how many attempts are left, warns before the last, and then shows when the quote unlocks', async () => {
    const answers = [
      mismatch(2),
      mismatch(1),
      Object.assign(new Error('Conflict'), {
        kind: 'conflict',
        code: 'QUOTE_LOCKED',
        body: { code: 'QUOTE_LOCKED', message: 'Locked', lockedUntil: '2026-11-24T10:35:00.000Z' },
      }),
    ];
    const { user } = await openRestart({
      restartDpaCheck: fromPromise(() =>
        Promise.reject(answers.shift() ?? new Error('unexpected')),
      ),
    });
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
    await fillRestart(user, 'Wrong');
    await user.click(continueButton());
    const twoLeft = `${TEXT.entryChecks.restartNotFound} ${TEXT.entries.attemptsLeft(2)}`;
    expect(await screen.findByText(twoLeft)).toBe(screen.getByRole('alert'));

    await user.click(continueButton());
    const lastOne = `${TEXT.entryChecks.restartNotFound} ${TEXT.entries.attemptsLeft(1)}`;
    expect(await screen.findByText(lastOne)).toBe(screen.getByRole('alert'));

    await user.click(continueButton());
    await heading(TEXT.entries.lockedOut.heading);
    expect(screen.getByText(TEXT.entries.lockedOut.lead)).toBeTruthy();
    expect(
      screen.getByText(TEXT.entries.lockedOut.unlocks('10:35', 'Tuesday 24 November 2026')),
    ).toBeTruthy();
    expect(screen.queryByText(TEXT.outcomes.quoteLocked.lead)).toBeNull();
  });

  it('says when the price cannot be shown, and Close returns to the form', async () => {
    const { user } = await openRestart({
      loadRestartPremium: fromPromise(() => Promise.reject(new Error('timeout'))),
    });
    const dialog = await screen.findByRole('dialog', {
      name: restartText.premiumProblem.heading('RST-TEST-1'),
    });
    expect(dialog.textContent).toContain(
      restartText.premiumProblem.text('RST-TEST-1', brand.supportPhone),
    );
    await user.click(
      within(dialog).getByRole('button', { name: restartText.premiumProblem.close }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(restartText.priceUnknown)).toBeTruthy();
    expect(continueButton().getAttribute('aria-disabled')).toBeNull();
  });
});

describe('/your-quote-details (spec 2 §2 Quote reminder form, §5)', () => {
  /** spec 2 §2 Quote reminder form, verbatim (a straight apostrophe). */
  const surnameLabel = "Policy Holder's Surname";

  async function openReminder(
    check: (input: DpaForm & { quoteRef: string }) => Promise<QuoteDetails>,
  ) {
    const opened = await renderJourney({
      path: '/your-quote-details?quoteRef=REM-TEST-1',
      services: {
        reminderDpaCheck: fromPromise(({ input }: { input: DpaForm & { quoteRef: string } }) =>
          check(input),
        ),
      },
    });
    await heading(reminderText.heading);
    return opened;
  }

  it(`labels the surname field "${surnameLabel}" as the specification writes it`, async () => {
    await openReminder(() => Promise.reject(new Error('unexpected')));
    expect(screen.getByLabelText(surnameLabel)).toBeTruthy();
  });

  it('requires the surname, date of birth and postcode', async () => {
    const { user } = await openReminder(() => Promise.reject(new Error('unexpected')));
    await user.click(continueButton());
    expect(errorOf(screen.getByLabelText(surnameLabel))).toBe(identity.surnameRequired);
    expect(errorOf(screen.getByLabelText('Home Postcode'))).toBe(identity.postcodeRequired);
    expect(screen.getByRole('group', { name: 'Date Of Birth' }).textContent).toContain(
      identity.dateOfBirthRequired,
    );
  });

  it('refuses a policy holder under 17', async () => {
    const { user } = await openReminder(() => Promise.reject(new Error('unexpected')));
    await typeDate(user, 'Date Of Birth', subDays(subYears(new Date(), 17), -1));
    await user.click(continueButton());
    expect(screen.getByRole('group', { name: 'Date Of Birth' }).textContent).toContain(
      identity.tooYoung,
    );
  });

  it('sends the details, shows the overlay, and says when they do not match', async () => {
    const sent: (DpaForm & { quoteRef: string })[] = [];
    const checks = [deferred<QuoteDetails>(), deferred<QuoteDetails>()];
    const { user } = await openReminder((input) => {
      sent.push(input);
      return checks[sent.length - 1]?.promise ?? Promise.reject(new Error('unexpected'));
    });
    await typeInto(user, surnameLabel, ' Carter ');
    await typeDate(user, 'Date Of Birth', new Date(1988, 2, 14));
    await typeInto(user, 'Home Postcode', 'sw1a1aa');
    await user.click(continueButton());
    expect(await screen.findByText(identity.checking)).toBeTruthy();
    expect(sent[0]).toEqual({
      quoteRef: 'REM-TEST-1',
      surname: 'Carter',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
    });
    checks[0]?.reject(notFound());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TEXT.entryChecks.reminderMismatch);
    expect(screen.getByLabelText(surnameLabel)).toHaveProperty('value', ' Carter ');
    await user.click(continueButton());
    await screen.findByText(identity.checking);
    expect(screen.queryByText(TEXT.entryChecks.reminderMismatch)).toBeNull();
  });
});

describe('/your-quote-details without the reminder email’s reference', () => {
  it('says the page needs the link from the reminder email and offers a new quote or a retrieval', async () => {
    const { journey, user } = await renderJourney({ path: '/your-quote-details' });
    await heading(reminderText.heading);
    expect(screen.getByText(reminderText.noReference.text)).toBeTruthy();
    expect(screen.queryByLabelText(reminderText.labels.surname)).toBeNull();
    expect(journey.getSnapshot().context.location.path).toBe('/your-quote-details');
    expect(
      screen
        .getByRole('link', { name: reminderText.noReference.startNewQuote })
        .getAttribute('href'),
    ).toBe('/quote/vehicle-details');
    await user.click(screen.getByRole('link', { name: reminderText.noReference.retrieve }));
    await heading(retrievalText.heading);
  });
});

describe('/quote-retrieval (spec 1 §5 Quote retrieval form, §8)', () => {
  async function openRetrieval(
    path: string,
    check: (input: RestartDpaInput) => Promise<QuoteDetails>,
  ) {
    const opened = await renderJourney({
      path,
      services: {
        // No quote priced in this browser lately: the form shows at once.
        readRetrieveQuoteStamp: fromPromise(() =>
          Promise.resolve<RetrieveStampReading | null>(null),
        ),
        retrievalDpaCheck: fromPromise(({ input }: { input: RestartDpaInput }) => check(input)),
      },
    });
    await heading(retrievalText.heading);
    return opened;
  }

  async function fillRetrieval(user: UserEvent) {
    await typeInto(user, 'First name', 'Sam');
    await typeInto(user, 'Last name', 'Carter');
    await typeDate(user, 'Date of birth', new Date(1988, 2, 14));
    await typeInto(user, 'Postcode', 'SW1A 1AA');
    await typeInto(user, 'Vehicle registration', 'dl19 car');
  }

  it('says the quote is being found while the stamp is read', async () => {
    const stamp = deferred<RetrieveStampReading | null>();
    await renderJourney({
      path: '/quote-retrieval',
      services: { readRetrieveQuoteStamp: fromPromise(() => stamp.promise) },
    });
    expect(await screen.findByText(retrievalText.loading)).toBeTruthy();
    expect(screen.queryByRole('button', { name: identity.continue })).toBeNull();
    stamp.resolve(null);
    expect(await screen.findByLabelText('First name')).toBeTruthy();
  });

  it('asks for the quote reference only when the page does not know it', async () => {
    await openRetrieval('/quote-retrieval', () => Promise.reject(new Error('unexpected')));
    expect(await screen.findByLabelText('Quote reference')).toBeTruthy();
    stopJourneys();
    await openRetrieval('/quote-retrieval?quoteRef=QTE-TEST-1', () =>
      Promise.reject(new Error('unexpected')),
    );
    await screen.findByLabelText('First name');
    expect(screen.queryByLabelText('Quote reference')).toBeNull();
  });

  it('requires every field and a last name longer than 3 characters', async () => {
    const { user } = await openRetrieval('/quote-retrieval', () =>
      Promise.reject(new Error('unexpected')),
    );
    await screen.findByLabelText('First name');
    await user.click(continueButton());
    expect(errorOf(screen.getByLabelText('First name'))).toBe(retrievalText.firstNameRequired);
    expect(errorOf(screen.getByLabelText('Last name'))).toBe(retrievalText.lastNameRequired);
    expect(errorOf(screen.getByLabelText('Quote reference'))).toBe(retrievalText.quoteRefRequired);
    await typeInto(user, 'Last name', 'Lee');
    await user.click(continueButton());
    expect(errorOf(screen.getByLabelText('Last name'))).toBe(retrievalText.lastNameTooShort);
  });

  it('sends the details for the quote the link names and shows the failure with phone and reference', async () => {
    const sent: RestartDpaInput[] = [];
    const check = deferred<QuoteDetails>();
    const { user } = await openRetrieval('/quote-retrieval?quoteRef=QTE-TEST-1', (input) => {
      sent.push(input);
      return check.promise;
    });
    await screen.findByLabelText('First name');
    await fillRetrieval(user);
    await user.click(continueButton());
    expect(await screen.findByText(identity.checking)).toBeTruthy();
    expect(sent).toEqual([
      {
        quoteReference: 'QTE-TEST-1',
        surname: 'Carter',
        dateOfBirth: '1988-03-14',
        postcode: 'SW1A 1AA',
        vehicleRegistration: 'DL19CAR',
      },
    ]);
    check.reject(notFound());
    const alert = await screen.findByText(retrievalText.failed(brand.supportPhone, 'QTE-TEST-1'));
    expect(alert).toBe(screen.getByRole('alert'));
    expect(alert).toBe(document.activeElement);
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Sam');
  });

  it('uses the reference typed and fails when the quote is for someone else', async () => {
    const sent: RestartDpaInput[] = [];
    const { user } = await openRetrieval('/quote-retrieval', (input) => {
      sent.push(input);
      return Promise.resolve(aQuoteDetails());
    });
    await screen.findByLabelText('First name');
    await fillRetrieval(user);
    await typeInto(user, 'First name', 'Someone');
    await typeInto(user, 'Quote reference', 'qte-typed-1');
    await user.click(continueButton());
    const alert = await screen.findByText(retrievalText.failed(brand.supportPhone, 'QTE-TYPED-1'));
    expect(alert).toBe(screen.getByRole('alert'));
    expect(sent[0]?.quoteReference).toBe('QTE-TYPED-1');
    // The reference typed can still be put right.
    expect(screen.getByLabelText('Quote reference')).toHaveProperty('value', 'qte-typed-1');
  });
});
