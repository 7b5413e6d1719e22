/**
 * Money on the sandbox as an attacker (or a customer's double click, or a retry through another process)
 * tries it: one charge per quote and amount whatever the keys, one charge per key across sandboxes sharing
 * the store, pounds only, and no quote recorded as bought without a paid take-up.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentIntentResult, QuoteResult } from '../../server/contract';
import { seededReferences } from '../../server/seed';
import { policyOfQuote } from '../../server/store/policies';
import { findQuote } from '../../server/store/quotes';
import {
  CARDS,
  intentBody,
  holdQuote,
  newQuote,
  providerHeader,
  takeUpBody,
} from '../../server/testing/sandbox';
import { seedRisk } from '../../server/seed';
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
    await holdQuote(sandbox.at(1), quoteReference);
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

  it('issues the policy on the risk that was paid for, never on one changed while it was taken up', async () => {
    const person = {
      title: 'MR',
      firstName: 'Race',
      lastNames: 'Carter',
      dateOfBirth: '1985-01-31',
      emailAddress: 'race.carter@example.com',
    };
    for (let round = 0; round < 6; round += 1) {
      const risk = seedRisk(person, new Date());
      const quoted = await sandbox.call(round, 'POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
        body: { quote: risk },
      });
      const quote = quoted.body as QuoteResult;
      const intent = await sandbox.call(round, 'POST', INTENT, {
        body: intentBody(quote, { card: CARDS.succeeds }),
        headers: providerHeader('SANDBOX'),
      });
      const { paymentIntentId } = intent.body as PaymentIntentResult;
      // Another car, worth far more, sent as the paid quote is taken up.
      const changed = {
        ...risk,
        vehicleDetails: { ...risk.vehicleDetails, registration: 'AB12CDE', value: 900_000 },
      };
      const [takenUp, rerated] = await Promise.all([
        sandbox.call(round, 'POST', '/api/v2/Payment/TakeUpQuote', {
          body: takeUpBody(quote, paymentIntentId),
        }),
        sandbox.call(round + 1, 'PUT', '/api/v2/Quote/RateExistingPrivateCarQuote', {
          body: { quoteCommand: { quoteReference: quote.quoteRef }, quote: changed },
        }),
      ]);
      const [instance] = sandbox.instances();
      if (!instance) throw new Error('No sandbox');
      const stored = await findQuote(instance.db, quote.quoteRef);
      const policy = await policyOfQuote(instance.db, quote.quoteRef);
      // One of the two wins; a policy, when there is one, covers the car that was priced and paid for.
      expect([takenUp.status, rerated.status].sort()).toEqual([200, 409]);
      if (takenUp.status === 200) {
        expect(policy).toBeDefined();
        expect(stored?.risk.vehicleDetails.registration).toBe(risk.vehicleDetails.registration);
        expect(stored?.result.underwritingOutcome.underwritingOutcomeResponseId).toBe(
          quote.underwritingOutcome.underwritingOutcomeResponseId,
        );
      } else {
        expect(policy).toBeUndefined();
        expect(takenUp.body).toMatchObject({ code: 'QUOTE_MISMATCH' });
      }
    }
  }, 60_000);

  it('gives no price for a quote that can no longer be bought', async () => {
    await holdQuote(sandbox.at(0), 'AGGQ-TAKEN');
    await holdQuote(sandbox.at(1), 'AGGQ-EXPIRED');
    const taken = await sandbox.call(0, 'GET', '/api/v1/Quote/GetPricingDetails?quote=AGGQ-TAKEN');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'QUOTE_TAKEN_UP' });
    const expired = await sandbox.call(
      1,
      'GET',
      '/api/v1/Quote/GetPricingDetails?quote=AGGQ-EXPIRED',
    );
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ code: 'QUOTE_EXPIRED' });
  });
});
