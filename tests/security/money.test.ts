/**
 * Money on the sandbox as an attacker (or a customer's double click, or a retry through another process)
 * tries it: one charge per quote and amount whatever the keys, one charge per key across sandboxes sharing
 * the store, pounds only, and no quote recorded as bought without a paid take-up.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentIntentResult } from '../../server/contract';
import { seededReferences } from '../../server/seed';
import { CARDS, intentBody, newQuote, providerHeader } from '../../server/testing/sandbox';
import { storeTargets, type Attacked } from './stores';

const INTENT = '/api/v2/Payment/MakePaymentIntent';

async function succeededPayments(sandbox: Attacked, quoteRef: string): Promise<number> {
  const [instance] = sandbox.instances();
  if (!instance) throw new Error('No sandbox');
  const rows = await instance.db.query<{ charges: number }>(
    `select count(*)::int as charges from payments where quote_ref = $1 and status = 'succeeded'`,
    [quoteRef],
  );
  return rows[0]?.charges ?? 0;
}

describe.each(storeTargets)('money on $name', (target) => {
  const sandbox = target.forSuite();

  it('charges a quote once however many intents arrive, with new keys or none', async () => {
    const quote = await newQuote(sandbox.at(0));
    const body = intentBody(quote, { card: CARDS.succeeds });
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, at) =>
        sandbox.call(at, 'POST', INTENT, {
          body,
          headers: providerHeader('SANDBOX', at % 3 === 0 ? undefined : randomUUID()),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 15 }, () => 200));
    const intents = new Set(
      replies.map((reply) => (reply.body as PaymentIntentResult).paymentIntentId),
    );
    expect(intents.size).toBe(1);
    expect(await succeededPayments(sandbox, quote.quoteRef)).toBe(1);
  });

  it('charges once for one key sent to every sandbox at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const quote = await newQuote(sandbox.at(round));
      const key = randomUUID();
      const body = intentBody(quote, { card: CARDS.succeeds });
      const replies = await Promise.all(
        Array.from({ length: 4 }, (_, at) =>
          sandbox.call(at, 'POST', INTENT, { body, headers: providerHeader('SANDBOX', key) }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      const [first] = replies;
      for (const reply of replies) expect(reply.body).toEqual(first?.body);
      expect(await succeededPayments(sandbox, quote.quoteRef)).toBe(1);
    }
  });

  it('refuses a payment in another currency than pounds', async () => {
    const quote = await newQuote(sandbox.at(0));
    const body = intentBody(quote, { card: CARDS.succeeds });
    const reply = await sandbox.call(0, 'POST', INTENT, {
      body: { ...body, amount: { ...body.amount, currency: 'JPY' } },
      headers: providerHeader('SANDBOX'),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await succeededPayments(sandbox, quote.quoteRef)).toBe(0);
  });

  it('records a restart quote as taken up only after its paid take-up', async () => {
    const created = await sandbox.call(
      0,
      'POST',
      '/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy',
      { body: { policyReference: seededReferences.restart.policyRef } },
    );
    const { quoteReference } = created.body as { quoteReference: string };
    const reply = await sandbox.call(0, 'POST', '/api/v1/RestartPolicy/SetRestartedQuoteTakenUp', {
      body: { quoteReference },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'QUOTE_MISMATCH' });
    // Still open to buy: the restart's premium is given as before.
    const premium = await sandbox.call(
      1,
      'GET',
      `/api/v1/Quote/GetQuotePremium?QuoteReference=${quoteReference}`,
    );
    expect(premium.status).toBe(200);
  });
});
