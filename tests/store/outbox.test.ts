/**
 * The sandbox's outbox (/__sandbox/outbox): the emails it would send, kept in the store, newest first, with
 * links a test can follow. On PGlite and, where TEST_DATABASE_URL names a PostgreSQL server, on two sandboxes
 * sharing it: a take-up at one is read at the other.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PolicyDocument } from '../../server/contract';
import { readPdf } from '../../server/documents/read-pdf';
import { fetchAs, type Visitor } from '../../server/testing/http';
import { MAX_OUTBOX_EMAILS, recordEmail, type OutboxEmail } from '../../server/store/outbox';
import { storeTargets, type Attacked } from '../security/stores';
import { aStatementOfFact, anEmailAddress, buyQuote, policyOf } from '../support/take-up';

async function outboxOf(sandbox: Attacked, at: number, to?: string): Promise<OutboxEmail[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const reply = await sandbox.call(at, 'GET', `/__sandbox/outbox${query}`, { visitor: null });
  expect(reply.status).toBe(200);
  return (reply.body as { emails: OutboxEmail[] }).emails;
}

/** A link followed as the customer's browser would (with its cookies), or as anyone (`null`). */
async function follow(href: string, visitor: Visitor | null) {
  const response = await (visitor ? fetchAs(visitor) : fetch)(href);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

describe.each(storeTargets)('the outbox on $name', (target) => {
  const sandbox = target.forSuite();

  it('holds "Your documents" for the customer once a quote is taken up, its links opening', async () => {
    const email = anEmailAddress();
    const purchase = await buyQuote(sandbox, {
      email,
      statementOfFact: aStatementOfFact(),
    });
    const policyRef = policyOf(purchase);
    const [option] = purchase.quote.underwritingOutcome.underwrittenOptions;
    if (option?.policyTermType !== 'Annual') throw new Error('Expected an annual option first');

    // Read at the other sandbox where there are two, with the address in other capitals.
    const emails = await outboxOf(sandbox, 1, email.toUpperCase());
    expect(emails).toHaveLength(1);
    const [sent] = emails;
    if (!sent) throw new Error('No email');
    expect(sent.to).toBe(email);
    expect(sent.subject).toContain(policyRef);
    expect(sent.text).toContain(policyRef);
    expect(Math.abs(Date.parse(sent.sentAt) - Date.now())).toBeLessThan(60_000);

    // One link to each of the policy's documents, the statement of fact among them, then the product's.
    const listed = await sandbox.call(
      0,
      'GET',
      `/api/v1/Document/GetPolicyDocumentsByPolicyReference/${policyRef}`,
      { visitor: purchase.visitor },
    );
    const documents = listed.body as PolicyDocument[];
    const [instance] = sandbox.instances();
    const origin = instance?.url ?? '';
    expect(sent.links.map((link) => link.href).sort()).toEqual(
      [
        ...documents.map(({ id }) => `${origin}/api/v1/Document/DownloadDocumentById/${id}`),
        `${origin}/api/v1/Document/GetProductDocument/Annual/IPID`,
        `${origin}/api/v1/Document/GetProductDocument/Annual/PolicyWording`,
      ].sort(),
    );
    expect(sent.links.map((link) => link.label)).toEqual(
      expect.arrayContaining([
        'Statement of fact',
        'Insurance Product Information Document: Annual hire and reward motor insurance',
      ]),
    );
    for (const { label, href } of sent.links) expect(sent.text).toContain(`${label}: ${href}`);

    // The product's documents open for anyone; the policy's, in the customer's own browser alone.
    const ipid = sent.links.find((link) => link.href.endsWith('/GetProductDocument/Annual/IPID'));
    const product = await follow(ipid?.href ?? '', null);
    expect(product).toMatchObject({ status: 200, type: 'application/pdf' });
    expect((await readPdf(product.bytes)).title).toBe(ipid?.label);
    const statement = sent.links.find((link) => link.label === 'Statement of fact');
    expect(await follow(statement?.href ?? '', null)).toMatchObject({ status: 401 });
    const own = await follow(statement?.href ?? '', purchase.visitor);
    expect(own).toMatchObject({ status: 200, type: 'application/pdf' });
    expect((await readPdf(own.bytes)).pages.flat()).toContain(
      'Have you had any motoring convictions in the last 5 years?',
    );
  });

  it('lists the emails newest first, for one recipient or all', async () => {
    const email = anEmailAddress('twice');
    const first = policyOf(await buyQuote(sandbox, { email }));
    const second = policyOf(await buyQuote(sandbox, { email, at: 1 }));
    const mine = await outboxOf(sandbox, 0, email);
    expect(mine.map((sent) => sent.subject)).toEqual([
      expect.stringContaining(second),
      expect.stringContaining(first),
    ]);
    const all = await outboxOf(sandbox, 1);
    expect(all.slice(0, 2)).toEqual(mine);
    expect(await outboxOf(sandbox, 0, anEmailAddress('nobody'))).toEqual([]);
  });

  it('writes no second email for a take-up sent again, with its Idempotency-Key or without', async () => {
    const email = anEmailAddress('retry');
    const key = randomUUID();
    const purchase = await buyQuote(sandbox, { email, idempotencyKey: key });
    policyOf(purchase);
    const send = (at: number, headers: Record<string, string>) =>
      sandbox.call(at, 'POST', '/api/v2/Payment/TakeUpQuote', {
        body: purchase.body,
        headers,
        visitor: purchase.visitor,
      });
    const replayed = await Promise.all([0, 1, 2].map((at) => send(at, { 'Idempotency-Key': key })));
    for (const reply of replayed) {
      expect(reply).toMatchObject({ status: 200, body: purchase.takeUp.body });
    }
    expect(await send(0, {})).toMatchObject({
      status: 409,
      body: { code: 'QUOTE_ALREADY_TAKEN_UP' },
    });
    expect(await outboxOf(sandbox, 0, email)).toHaveLength(1);
  });

  it('is cleared by DELETE', async () => {
    await buyQuote(sandbox, { email: anEmailAddress('cleared') });
    expect((await outboxOf(sandbox, 0)).length).toBeGreaterThan(0);
    const cleared = await sandbox.call(1, 'DELETE', '/__sandbox/outbox', { visitor: null });
    expect(cleared.status).toBe(204);
    expect(await outboxOf(sandbox, 0)).toEqual([]);
    expect(await outboxOf(sandbox, 1)).toEqual([]);
  });

  it('keeps the newest emails, however many are written', async () => {
    const [instance] = sandbox.instances();
    if (!instance) throw new Error('No sandbox');
    const written = MAX_OUTBOX_EMAILS + 10;
    for (let at = 0; at < written; at += 1) {
      await recordEmail(instance.db, {
        id: `MAIL-BOUND-${String(at)}`,
        sentAt: new Date().toISOString(),
        to: 'bound@example.com',
        subject: `Email ${String(at)}`,
        text: 'Kept or put out',
        links: [],
      });
    }
    const kept = await outboxOf(sandbox, 1);
    expect(kept).toHaveLength(MAX_OUTBOX_EMAILS);
    expect(kept[0]?.subject).toBe(`Email ${String(written - 1)}`);
    expect(kept.at(-1)?.subject).toBe(`Email ${String(written - MAX_OUTBOX_EMAILS)}`);
  }, 60_000);

  it('refuses a recipient filter that is not one text', async () => {
    const replies = await Promise.all([
      sandbox.call(0, 'GET', '/__sandbox/outbox?to=a@example.com&to=b@example.com'),
      sandbox.call(0, 'GET', `/__sandbox/outbox?to=${'x'.repeat(400)}`),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([400, 400]);
  });
});

const [embedded] = storeTargets;
if (!embedded) throw new Error('No store to test on');

describe('the outbox with the sandbox routes switched off', () => {
  const sandbox = embedded.forSuite({ SANDBOX_ADMIN: '0' });

  it('is not there to read or clear, as the other sandbox routes are not', async () => {
    const email = anEmailAddress('hidden');
    policyOf(await buyQuote(sandbox, { email }));
    const attempts = await Promise.all([
      sandbox.call(0, 'GET', '/__sandbox/outbox'),
      sandbox.call(0, 'GET', `/__sandbox/outbox?to=${encodeURIComponent(email)}`),
      sandbox.call(0, 'DELETE', '/__sandbox/outbox'),
      sandbox.call(0, 'GET', '/__sandbox/faults'),
    ]);
    expect(attempts.map(({ status, body }) => ({ status, body }))).toEqual(
      Array.from({ length: 4 }, () => ({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No such operation' },
      })),
    );
  });
});
