import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { CreditDocumentFacts, CreditDocumentKind } from './types';
import { TEXT } from '../core/catalogue';
import { onResults } from '../testing/journey-actor';
import { creditDocumentsOf } from './view';

const today = new Date('2026-11-22T10:00:00Z');

type Made = { kind: CreditDocumentKind; facts: CreditDocumentFacts };

/** The credit documents service, recording what it was asked to make; `fail` makes it fail. */
function documentsService(asked: Made[], fail = false) {
  return fromPromise<undefined, Made>(({ input }) => {
    asked.push(input);
    return fail ? Promise.reject(new Error('pdf-lib did not load')) : Promise.resolve(undefined);
  });
}

/** Waits until the document asked for is made, or has failed. */
const settledDocument = (actor: Awaited<ReturnType<typeof onResults>>) =>
  waitFor(actor, (snapshot) => snapshot.matches({ creditDocuments: 'idle' }));

async function payingMonthly(asked: Made[], fail = false) {
  const actor = await onResults({ downloadCreditDocument: documentsService(asked, fail) });
  actor.send({ type: 'results.selectPaymentMethod', method: 'DIRECT_DEBIT' });
  return actor;
}

describe('the credit documents (spec 2 §2 Acceptance block)', () => {
  it('makes the loan agreement once the first payment date is known, dated as the block shows', async () => {
    const asked: Made[] = [];
    const actor = await payingMonthly(asked);
    actor.send({ type: 'results.downloadCreditDocument', kind: 'loanAgreement', today });
    expect(actor.getSnapshot().value).toMatchObject({
      flow: { results: 'loadingPaymentDate' },
      creditDocuments: 'preparing',
    });
    expect(creditDocumentsOf(actor.getSnapshot()).downloading).toBe('loanAgreement');
    await settledDocument(actor);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.kind).toBe('loanAgreement');
    expect(asked[0]?.facts.today).toBe(today);
    expect(asked[0]?.facts.paymentDate?.toISOString().slice(0, 10)).toBe('2026-12-23');
    expect(asked[0]?.facts.quoteReference).toBe('DC-TEST0001');
    expect(creditDocumentsOf(actor.getSnapshot())).toEqual({
      downloading: null,
      downloadError: null,
    });
  });

  it('makes the pre-contract information at once', async () => {
    const asked: Made[] = [];
    const actor = await payingMonthly(asked);
    actor.send({ type: 'results.downloadCreditDocument', kind: 'preContract', today });
    expect(actor.getSnapshot().value).toMatchObject({
      flow: { results: 'ready' },
      creditDocuments: 'downloading',
    });
    await settledDocument(actor);
    expect(asked.map((item) => item.kind)).toEqual(['preContract']);
    expect(asked[0]?.facts.paymentDate).toBeNull();
  });

  it('says which document failed, until the next download starts', async () => {
    const asked: Made[] = [];
    const actor = await payingMonthly(asked, true);
    actor.send({ type: 'results.downloadCreditDocument', kind: 'preContract', today });
    await settledDocument(actor);
    expect(creditDocumentsOf(actor.getSnapshot()).downloadError).toBe(
      TEXT.contact.credit.downloadFailed(TEXT.credit.documents.preContract),
    );
    actor.send({ type: 'results.downloadCreditDocument', kind: 'preContract', today });
    expect(creditDocumentsOf(actor.getSnapshot())).toEqual({
      downloading: 'preContract',
      downloadError: null,
    });
  });

  it('offers no credit documents without the acceptance block (paying by card)', async () => {
    const asked: Made[] = [];
    const actor = await onResults({ downloadCreditDocument: documentsService(asked) });
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'results.downloadCreditDocument', kind: 'loanAgreement', today });
    expect(actor.getSnapshot().value).toMatchObject({
      flow: { results: 'ready' },
      creditDocuments: 'idle',
    });
    await settledDocument(actor);
    expect(asked).toEqual([]);
  });
});
