import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { journeyMachine } from '../journey';
import type { PolicyDocument } from '../core/types';
import { serviceError } from '../paths/actor-outcome';
import { toPersisted } from '../session/persistence';
import { fakeServices } from '../testing/harness';
import {
  booted,
  completeStepsBefore,
  cardholder,
  contact,
  settled,
  type Actor,
  type Services,
} from '../testing/journey-actor';
import { JOURNEY_TEXT } from '../core/text';

type Effects = NonNullable<Parameters<typeof journeyMachine.provide>[0]['actions']>;

const certificate: PolicyDocument = { id: 'DOC-1', fileName: 'Certificate of Motor Insurance.pdf' };
const schedule: PolicyDocument = { id: 'DOC-2', fileName: 'Policy Schedule.pdf' };
const aPdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const failure = serviceError(500, JOURNEY_TEXT.service.unexpected);

const listing = (documents: PolicyDocument[]) =>
  vi.fn((_: { input: { policyReference: string } }) => Promise.resolve(documents));

const documentsOf = (actor: Actor) => actor.getSnapshot().context.documents;
const settledDocuments = (actor: Actor) =>
  waitFor(
    actor,
    (snapshot) =>
      !snapshot.matches({ documents: 'loading' }) &&
      !snapshot.matches({ documents: 'downloading' }),
  );

/** A card purchase on a journey with these services and effects, on thank-you once its documents loaded. */
async function bought(services: Services, effects: Partial<Effects> = {}) {
  const actor = createActor(
    journeyMachine.provide({ actors: fakeServices(services), actions: effects }),
    { input: { url: 'http://localhost/' } },
  );
  actor.start();
  await settled(actor);
  await completeStepsBefore(actor, 'quote');
  await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
  actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
  actor.send({ type: 'buyNow.submit', contact });
  await settled(actor);
  actor.send({ type: 'payment.submitCard', cardholder });
  await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
  await settledDocuments(actor);
  return actor;
}

describe('policy documents on thank-you', () => {
  it('waits for the purchase, then lists the documents of the policy taken up', async () => {
    const loadPolicyDocuments = listing([certificate, schedule]);
    const before = await booted(undefined, {
      loadPolicyDocuments: fromPromise(loadPolicyDocuments),
    });
    expect(before.getSnapshot().matches({ documents: 'waiting' })).toBe(true);
    before.stop();

    const actor = await bought({ loadPolicyDocuments: fromPromise(loadPolicyDocuments) });
    expect(loadPolicyDocuments).toHaveBeenCalledTimes(1);
    expect(loadPolicyDocuments.mock.calls[0]?.[0].input).toEqual({ policyReference: 'POL-1' });
    expect(actor.getSnapshot().matches({ documents: 'ready' })).toBe(true);
    expect(documentsOf(actor).list).toEqual([certificate, schedule]);
  });

  it("takes 'No document found' (404) as no documents yet, without reporting an error", async () => {
    const reportError = vi.fn();
    const actor = await bought(
      {
        loadPolicyDocuments: fromPromise(() =>
          Promise.reject(serviceError(404, JOURNEY_TEXT.service.errors.noDocument)),
        ),
      },
      { reportError },
    );
    expect(actor.getSnapshot().matches({ documents: 'none' })).toBe(true);
    expect(documentsOf(actor).list).toEqual([]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('lists the documents again when the journey is opened anew on thank-you (a reload)', async () => {
    const loadPolicyDocuments = listing([certificate]);
    const first = await bought({ loadPolicyDocuments: fromPromise(loadPolicyDocuments) });
    const { context } = first.getSnapshot();
    first.stop();

    const reloaded = createActor(
      journeyMachine.provide({
        actors: fakeServices({ loadPolicyDocuments: fromPromise(loadPolicyDocuments) }),
      }),
      {
        input: {
          url: 'http://localhost/thank-you',
          restored: toPersisted(context, context.revision, new Date()),
        },
      },
    );
    reloaded.start();
    await waitFor(reloaded, (snapshot) => snapshot.matches({ documents: 'ready' }));
    const snapshot = reloaded.getSnapshot();
    expect(snapshot.context.purchase).toEqual(context.purchase);
    expect(snapshot.context.documents.list).toEqual([certificate]);
    reloaded.stop();
  });

  it('reports a list that fails for another reason and shows it as unavailable', async () => {
    const reportError = vi.fn();
    const actor = await bought(
      { loadPolicyDocuments: fromPromise(() => Promise.reject(failure)) },
      { reportError },
    );
    expect(actor.getSnapshot().matches({ documents: 'unavailable' })).toBe(true);
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
  });

  it('downloads a listed document and hands the file to the saveDownload effect', async () => {
    const pdf = aPdf();
    const downloadDocument = vi.fn(
      ({ input }: { input: { documentId: string; fileName: string } }) =>
        Promise.resolve({ blob: pdf, fileName: input.fileName }),
    );
    const saveDownload = vi.fn();
    const actor = await bought(
      {
        loadPolicyDocuments: fromPromise(listing([certificate, schedule])),
        downloadDocument: fromPromise(downloadDocument),
      },
      { saveDownload },
    );
    actor.send({ type: 'documents.download', documentId: 'DOC-2' });
    expect(actor.getSnapshot().matches({ documents: 'downloading' })).toBe(true);
    expect(documentsOf(actor).downloading).toEqual(schedule);
    await settledDocuments(actor);
    expect(downloadDocument.mock.calls[0]?.[0].input).toEqual({
      documentId: 'DOC-2',
      fileName: 'Policy Schedule.pdf',
    });
    expect(saveDownload).toHaveBeenCalledTimes(1);
    expect(saveDownload.mock.calls[0]?.[1]).toEqual({ blob: pdf, fileName: 'Policy Schedule.pdf' });
    expect(documentsOf(actor)).toMatchObject({ downloading: null, failedDownload: null });
  });

  it('ignores a download of a document the policy does not list', async () => {
    const downloadDocument = vi.fn(() => Promise.resolve({ blob: aPdf(), fileName: 'x.pdf' }));
    const actor = await bought({
      loadPolicyDocuments: fromPromise(listing([certificate])),
      downloadDocument: fromPromise(downloadDocument),
    });
    actor.send({ type: 'documents.download', documentId: 'NO-SUCH-DOC' });
    expect(actor.getSnapshot().matches({ documents: 'ready' })).toBe(true);
    expect(downloadDocument).not.toHaveBeenCalled();
  });

  it('records a failed download for the page, reports it, and lets the customer try again', async () => {
    const reportError = vi.fn();
    const saveDownload = vi.fn();
    const actor = await bought(
      {
        loadPolicyDocuments: fromPromise(listing([certificate])),
        downloadDocument: fromPromise(() => Promise.reject(failure)),
      },
      { reportError, saveDownload },
    );
    actor.send({ type: 'documents.download', documentId: 'DOC-1' });
    await settledDocuments(actor);
    expect(documentsOf(actor).failedDownload).toBe(certificate.fileName);
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
    expect(saveDownload).not.toHaveBeenCalled();
    expect(actor.getSnapshot().can({ type: 'documents.download', documentId: 'DOC-1' })).toBe(true);
    actor.send({ type: 'documents.download', documentId: 'DOC-1' });
    expect(documentsOf(actor).failedDownload).toBeNull();
  });

  it('starts again from waiting when the journey is reset', async () => {
    const actor = await bought({ loadPolicyDocuments: fromPromise(listing([certificate])) });
    actor.send({ type: 'journey.reset' });
    expect(actor.getSnapshot().matches({ documents: 'waiting' })).toBe(true);
    expect(documentsOf(actor).list).toEqual([]);
  });
});
