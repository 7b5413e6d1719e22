/**
 * No cover in the past (spec 1 §9, the contract's CoverDetails): a start less than 15 minutes ahead is not
 * priced, an end before the start neither, and a quote whose start has passed is neither priced again nor
 * bought.
 */
import { addMinutes, formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { PaymentIntentResult, Quote, QuoteResult } from '../../server/contract';
import { seedRisk } from '../../server/seed';
import { CARDS, intentBody, providerHeader, takeUpBody } from '../../server/testing/sandbox';
import { storeTargets } from './stores';

const person = {
  title: 'MR',
  firstName: 'Past',
  lastNames: 'Carter',
  dateOfBirth: '1985-01-31',
  emailAddress: 'past.carter@example.com',
};

const withCover = (
  risk: Quote,
  effectiveFrom: string,
  effectiveTo: string | null = null,
): Quote => ({
  ...risk,
  coverDetails: { ...risk.coverDetails, effectiveFrom, effectiveTo },
});

describe.each(storeTargets)('cover dates on $name', (target) => {
  const sandbox = target.forSuite();
  const generate = (quote: Quote) =>
    sandbox.call(0, 'POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', { body: { quote } });

  it('prices no cover starting in the past, or in less than 15 minutes, or ending before it starts', async () => {
    const risk = seedRisk(person, new Date());
    const lastYear = await generate(
      withCover(risk, '2020-01-01T00:00:00Z', '2020-12-31T23:59:00Z'),
    );
    expect(lastYear.status).toBe(400);
    expect(lastYear.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [
        {
          field: 'body.quote.coverDetails.effectiveFrom',
          message: 'Cover must start at least 15 minutes ahead',
        },
      ],
    });
    const soon = await generate(withCover(risk, formatISO(addMinutes(new Date(), 5))));
    expect(soon.status).toBe(400);
    const start = addMinutes(new Date(), 60);
    const backwards = await generate(
      withCover(risk, formatISO(start), formatISO(addMinutes(start, -1))),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      errors: [{ field: 'body.quote.coverDetails.effectiveTo' }],
    });
    expect((await generate(withCover(risk, formatISO(start)))).status).toBe(200);
  });

  it('neither prices again nor sells a quote whose start has passed', async () => {
    const risk = seedRisk(person, new Date());
    const quoted = await generate(risk);
    expect(quoted.status).toBe(200);
    const quote = quoted.body as QuoteResult;
    const intent = await sandbox.call(1, 'POST', '/api/v2/Payment/MakePaymentIntent', {
      body: intentBody(quote, { card: CARDS.succeeds }),
      headers: providerHeader('SANDBOX'),
    });
    const { paymentIntentId } = intent.body as PaymentIntentResult;
    // The start passes while the customer reads their price (the store's copy is moved back, as time does).
    const [instance] = sandbox.instances();
    if (!instance) throw new Error('No sandbox');
    const passed = withCover(risk, formatISO(addMinutes(new Date(), -5)));
    await instance.db.query('update quotes set risk = $2 where quote_ref = $1', [
      quote.quoteRef,
      JSON.stringify(passed),
    ]);
    const rerated = await sandbox.call(1, 'PUT', '/api/v2/Quote/RateExistingPrivateCarQuote', {
      body: { quoteCommand: { quoteReference: quote.quoteRef }, quote: passed },
    });
    expect(rerated.status).toBe(409);
    expect(rerated.body).toMatchObject({ code: 'QUOTE_EXPIRED' });
    const takenUp = await sandbox.call(0, 'POST', '/api/v2/Payment/TakeUpQuote', {
      body: takeUpBody(quote, paymentIntentId),
    });
    expect(takenUp.status).toBe(409);
    expect(takenUp.body).toMatchObject({ code: 'QUOTE_EXPIRED' });
  });
});
