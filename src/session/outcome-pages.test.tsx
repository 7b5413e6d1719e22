import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { serviceError } from '../../machines/paths/actor-outcome';
import type { QuoteResult } from '../../machines/core/contract';
import { anOutcome, aQuoteResult, answersFor } from '../../machines/testing/factories';
import { TEXT } from '../../machines/core/catalogue';
import { brand } from '../app/config/brand';
import {
  findStepHeading,
  quoteBefore,
  renderJourney,
  stopJourneys,
} from '../testing/render-journey';

afterEach(stopJourneys);

const text = TEXT.outcomes;

type GenerateQuote = () => Promise<QuoteResult>;

const priced =
  (outcome: 'Declined' | 'Referred'): GenerateQuote =>
  () =>
    Promise.resolve(aQuoteResult({ underwritingOutcome: anOutcome({ outcome }) }));
const failing =
  (status: number, code?: string): GenerateQuote =>
  () =>
    Promise.reject(serviceError(status, code ?? TEXT.service.unexpected, code));

/** The journey on vehicle cover, sending Continue with a quote service answering as `generateQuote` does. */
async function quoteAnsweredBy(generateQuote: GenerateQuote) {
  const { journey } = await renderJourney({
    path: '/quote/vehicle-cover',
    quote: quoteBefore('vehicleCover'),
    services: { generateQuote: fromPromise(generateQuote) },
  });
  await findStepHeading(TEXT.wizard.heading.vehicleCover);
  await act(async () => {
    journey.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: answersFor('vehicleCover'),
    });
    await Promise.resolve();
  });
}

/** The journey on a wizard step when the idle time-out runs out. */
async function timedOut() {
  const { journey } = await renderJourney({
    path: '/quote/about-you',
    quote: quoteBefore('aboutYou'),
  });
  await findStepHeading(TEXT.wizard.heading.aboutYou);
  act(() => {
    journey.send({ type: 'idle.timedOut' });
  });
}

interface OutcomeCase {
  heading: string;
  lead: string;
  answers: string;
  icon: string;
  open: () => Promise<unknown>;
}

const cases: [string, OutcomeCase][] = [
  [
    'referral',
    {
      ...text.referral,
      icon: 'review',
      open: () => quoteAnsweredBy(priced('Referred')),
    },
  ],
  [
    'decline (/summary)',
    {
      ...text.decline,
      icon: 'decline',
      open: () => quoteAnsweredBy(priced('Declined')),
    },
  ],
  [
    'error',
    {
      ...text.error,
      icon: 'error',
      open: () => quoteAnsweredBy(failing(500)),
    },
  ],
  [
    'quote expired',
    {
      ...text.quoteExpired,
      icon: 'expired',
      open: () => quoteAnsweredBy(failing(409, 'QUOTE_EXPIRED')),
    },
  ],
  [
    'quote taken up',
    {
      ...text.quoteTakenUp,
      icon: 'purchase',
      open: () => quoteAnsweredBy(failing(409, 'QUOTE_ALREADY_TAKEN_UP')),
    },
  ],
  [
    'quote locked',
    {
      ...text.quoteLocked,
      icon: 'locked',
      open: () => quoteAnsweredBy(failing(409, 'QUOTE_LOCKED')),
    },
  ],
  [
    'time-out',
    {
      ...text.timeOut,
      icon: 'timeOut',
      open: timedOut,
    },
  ],
  [
    'outage',
    {
      ...text.outage,
      icon: 'error',
      open: () => renderJourney({ path: '/outage' }),
    },
  ],
];

describe('the pages a quote ends on', () => {
  it.each(cases)('%s says what happened and offers help and a way on', async (_, page) => {
    await page.open();
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: page.heading },
      {
        timeout: 5000,
      },
    );
    const article = heading.closest('article');
    if (!article) throw new Error('The heading is not in a page');
    const view = within(article);

    expect(view.getByText(page.lead)).toBeTruthy();
    expect(view.getByText(page.answers)).toBeTruthy();

    const phone = view.getByRole('link', { name: brand.supportPhone });
    expect(phone.getAttribute('href')).toBe(`tel:${brand.supportPhone.replace(/\s/g, '')}`);

    const startAgain = view.getByRole('link', { name: 'Start a new quote' });
    expect(startAgain.getAttribute('href')).toBe('/quote/vehicle-details');

    const icon = article.querySelector(`svg[data-icon="${page.icon}"]`);
    expect(icon).not.toBeNull();
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('focusable')).toBe('false');
    expect(view.queryByRole('img')).toBeNull();
  });
});
