/**
 * The policy documents on thank-you and the restart thank-you, and on the taken-up page when the server named the policy (spec 2 §7,
 * §8): the policy's documents are listed, and each downloads as a PDF saved under its file name. A 404 on
 * the list means none are ready yet, not a failure; a failed download is reported and the customer may try
 * again.
 */
import { and, assertEvent, assign, or, stateIn } from 'xstate';
import type { JourneyContext, PolicyDocument } from '../core/types';
import { core } from '../core/setup';
import { defineActions, defineGuards, errorOf, known, outputOf } from '../core/define';

const actions = defineActions({
  storePolicyDocuments: assign(({ context, event }) => ({
    documents: { ...context.documents, list: outputOf<PolicyDocument[]>(event) ?? [] },
  })),
  startDownload: assign(({ context, event }) => {
    assertEvent(event, 'documents.download');
    const chosen = context.documents.list.find((item) => item.id === event.documentId) ?? null;
    return { documents: { ...context.documents, downloading: chosen, failedDownload: null } };
  }),
  finishDownload: assign(({ context }) => ({
    documents: { ...context.documents, downloading: null },
  })),
  failDownload: assign(({ context }) => ({
    documents: {
      ...context.documents,
      downloading: null,
      failedDownload: context.documents.downloading?.fileName ?? null,
    },
  })),
  /** Effect supplied at app start: the downloaded file is saved by the browser under `fileName`. */
  saveDownload: (_, _params: { blob: Blob; fileName: string }) => undefined,
});

const guards = defineGuards({
  hasPolicyReference: ({ context }) => policyOf(context) !== null,
  isListedDocument: ({ context, event }) => {
    assertEvent(event, 'documents.download');
    return context.documents.list.some((item) => item.id === event.documentId);
  },
});

const part = core.extend({ actions, guards });

/** The policy whose documents are shown: the one bought here, else the taken-up quote's. */
function policyOf(context: JourneyContext): string | null {
  return context.purchase?.policyReference ?? context.takenUpPolicy;
}

const reportFailure = {
  type: 'reportError',
  params: ({ event }: { event: object }) => ({ error: errorOf(event) }),
} as const;

const states = part.createStateConfig({
  initial: 'waiting',
  // The reset itself clears the documents with the rest of the context (navigation.ts resetJourney).
  on: { 'journey.reset': '.waiting' },
  states: {
    waiting: {
      always: {
        guard: and([
          // A journey reopened after its purchase (a reload) is routed to thank-you: its documents are listed
          // again there.
          or([
            stateIn('#flow.thankYou'),
            stateIn('#flow.restartThankYou'),
            stateIn('#flow.quoteTakenUp'),
          ]),
          'hasPolicyReference',
        ]),
        target: 'loading',
      },
    },
    loading: {
      invoke: {
        id: 'loadPolicyDocuments',
        src: 'loadPolicyDocuments',
        input: ({ context }) => ({
          policyReference: known(policyOf(context), 'the policy reference'),
        }),
        onDone: { target: 'ready', actions: 'storePolicyDocuments' },
        onError: [
          // spec 2 §8: 'No document found' — nothing to download yet.
          { guard: 'isNotFoundError', target: 'none' },
          { target: 'unavailable', actions: reportFailure },
        ],
      },
    },
    none: {},
    unavailable: {},
    ready: {
      on: {
        'documents.download': {
          guard: 'isListedDocument',
          target: 'downloading',
          actions: 'startDownload',
        },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadDocument',
        src: 'downloadDocument',
        input: ({ context }) => {
          const document = known(context.documents.downloading, 'the document asked for');
          return { documentId: document.id, fileName: document.fileName };
        },
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'saveDownload',
              params: ({ event }) => ({ blob: event.output.blob, fileName: event.output.fileName }),
            },
            'finishDownload',
          ],
        },
        // spec 2 §8: document download failures are logged.
        onError: { target: 'ready', actions: ['failDownload', reportFailure] },
      },
    },
  },
});

export const documents = { actions, guards, states };
