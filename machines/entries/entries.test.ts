import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { QuotePremium } from '../core/contract';
import { aQuoteDetails } from '../testing/factories';
import { startJourney } from '../testing/harness';
import { booted, pathOf, settled } from '../testing/journey-actor';
import { JOURNEY_TEXT } from '../core/text';
import { noMessages } from '../core/define';

describe('entries: aggregator, restart, reminder', () => {
  it('loads an aggregator quote: loading flag while pending, digits stripped, step 7', async () => {
    let release: (value: ReturnType<typeof aQuoteDetails>) => void = () => undefined;
    const actor = startJourney(
      { url: 'http://localhost/pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1' },
      {
        loadAggregatorQuote: fromPromise(() => new Promise((resolve) => (release = resolve))),
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'aggregator' }));
    expect(actor.getSnapshot().context.quote.aggLoading).toBe(true);
    release(aQuoteDetails());
    await settled(actor);
    const { quote, aggregator } = actor.getSnapshot().context;
    expect(quote.aggLoading).toBe(false);
    expect(quote.activeStep).toBe(7);
    expect(quote.proposerDetails.lastNames).toBe('Carter');
    expect(aggregator?.token).toBe('AGG-TEST-1');
    expect(pathOf(actor)).toBe('/quote/vehicle-cover');
  });

  it('clears the loading flag when the aggregator load fails', async () => {
    const actor = await booted(
      { url: 'http://localhost/pcw-result?token=AGG-EXPIRED&quoteRef=AGGQ-EXPIRED' },
      {
        loadAggregatorQuote: fromPromise(() =>
          Promise.reject(Object.assign(new Error('expired'), { code: 'QUOTE_EXPIRED' })),
        ),
      },
    );
    expect(actor.getSnapshot().context.quote.aggLoading).toBe(false);
    expect(pathOf(actor)).toBe('/quote-expired');
  });

  it('restart: a failed check shows the alert, a match fills the quote and pays by card', async () => {
    let attempts = 0;
    const actor = await booted(
      { url: 'http://localhost/restart-policy?quoteRef=RST-TEST-1' },
      {
        loadRestartPremium: fromPromise(() =>
          Promise.resolve<QuotePremium>({
            quoteReference: 'RST-TEST-1',
            policyTermType: 'ThirtyDay',
            premium: { amount: 133.51, currency: 'GBP' },
          }),
        ),
        restartDpaCheck: fromPromise(() => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject(Object.assign(new Error('Policy not found'), { kind: 'notFound' }))
            : Promise.resolve(
                aQuoteDetails({
                  metaData: { quoteRef: 'RST-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
                }),
              );
        }),
      },
    );
    expect(actor.getSnapshot().context.restart.premium?.amount).toBe(133.51);
    const details = {
      surname: 'Wrong',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
      registration: 'DL19 CAR',
    };
    actor.send({ type: 'restart.submit', details });
    await settled(actor);
    expect(actor.getSnapshot().context.messages.entries?.message).toBe(
      JOURNEY_TEXT.entryChecks.restartNotFound,
    );
    actor.send({ type: 'restart.submit', details: { ...details, surname: 'Restart' } });
    await settled(actor);
    expect(pathOf(actor)).toBe('/30-day-quote');
    expect(actor.getSnapshot().context.payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
    expect(actor.getSnapshot().context.messages).toEqual(noMessages());
  });

  it(`reminder: wrong details give '${JOURNEY_TEXT.entryChecks.reminderMismatch}'`, async () => {
    const actor = await booted(
      { url: 'http://localhost/your-quote-details?quoteRef=REM-TEST-1' },
      {
        reminderDpaCheck: fromPromise(() =>
          Promise.reject(Object.assign(new Error('Quote not found'), { kind: 'notFound' })),
        ),
      },
    );
    expect(pathOf(actor)).toBe('/your-quote-details');
    actor.send({
      type: 'reminder.submit',
      details: { surname: 'Nobody', dateOfBirth: '1990-07-22', postcode: 'SW1A 1AA' },
    });
    await settled(actor);
    expect(actor.getSnapshot().context.messages.entries?.message).toBe(
      JOURNEY_TEXT.entryChecks.reminderMismatch,
    );
  });
});
