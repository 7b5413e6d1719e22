/**
 * The acceptance block's two credit documents on the results pages (spec 2 §2 Acceptance block): one is made
 * at a time, and a failure is said beside them until the next download starts. The loan agreement commences
 * on the first payment date, which the results page asks for once (chart.ts `loadingPaymentDate`): the
 * document waits for that answer, and without a date it says so in words.
 */
import { addressLines } from '../core/formats';
import { and, assertEvent, assign, not, stateIn } from 'xstate';
import { toKnownDate } from '../core/ages';
import type { PaymentCollectionOption } from '../core/contract';
import type { PaymentState, QuoteState } from '../core/state';
import type { JourneyContext } from '../core/types';
import { core } from '../core/setup';
import { defineActions, defineGuards, known } from '../core/define';
import { acceptanceBlock, collectionOptionFor } from './rules';
import type { CreditDocumentFacts, CreditDocumentKind } from './types';

const present = (line: string | null | undefined): line is string =>
  line != null && line.trim() !== '';

/** What the credit documents are written from (spec 2 §2 Acceptance block). */
export function creditDocumentFacts({
  quote,
  quoteReference,
  payment,
  option,
  today,
}: {
  quote: QuoteState;
  quoteReference: string | null;
  payment: PaymentState;
  option: PaymentCollectionOption;
  today: Date;
}): CreditDocumentFacts {
  const { firstName, lastNames, address } = quote.proposerDetails;
  return {
    customerName: [firstName, lastNames].filter(present).join(' '),
    customerAddress: addressLines(address),
    quoteReference: quoteReference ?? '',
    today,
    paymentDate: toKnownDate(payment.paymentDate),
    option,
  };
}

/** The Direct Debit option the acceptance block states, when it is shown (spec 2 §2 Acceptance block). */
function acceptanceOption({
  quote,
  result,
  payment,
}: JourneyContext): PaymentCollectionOption | null {
  const block = acceptanceBlock({
    proposerDateOfBirth: quote.proposerDetails.dateOfBirth,
    coverStart: quote.coverDetails.effectiveFrom,
    option: result.selectedOption,
    selectedPaymentMethod: payment.selectedPaymentMethod,
  });
  return block === 'none' ? null : collectionOptionFor(result.selectedOption, 'DIRECT_DEBIT');
}

/** The document being made, from the journey's answers as they are now (the payment date once asked for). */
function makingInput(context: JourneyContext): {
  kind: CreditDocumentKind;
  facts: CreditDocumentFacts;
} {
  // The transition that started it stored the document and its option; a reset leaves the region.
  const making = known(context.creditDocuments.making, 'the credit document to make');
  return {
    kind: making.kind,
    facts: creditDocumentFacts({
      quote: context.quote,
      quoteReference: context.result.quoteRef,
      payment: context.payment,
      option: making.option,
      today: making.today,
    }),
  };
}

const actions = defineActions({
  startCreditDocument: assign(({ context, event }) => {
    assertEvent(event, 'results.downloadCreditDocument');
    const option = acceptanceOption(context);
    const making = option === null ? null : { kind: event.kind, today: event.today, option };
    return { creditDocuments: { making, failed: null } };
  }),
  finishCreditDocument: assign(({ context }) => ({
    creditDocuments: { ...context.creditDocuments, making: null },
  })),
  failCreditDocument: assign(({ context }) => ({
    creditDocuments: { making: null, failed: context.creditDocuments.making?.kind ?? null },
  })),
});

/** The results page's own action (chart.ts): a page shown afresh says nothing of a download failed before. */
export const failureActions = defineActions({
  forgetFailedCreditDocument: assign(({ context }) => ({
    creditDocuments: { ...context.creditDocuments, failed: null },
  })),
});

/** The results page's own guard (chart.ts): the loan agreement asks for the first payment date first. */
export const paymentDateGuards = defineGuards({
  /**
   * The loan agreement is dated from the first payment, not asked for yet (spec 2 §2 Acceptance block); while
   * a document is being made its buttons wait, so a second press asks for nothing.
   */
  needsPaymentDate: ({ context, event }) => {
    assertEvent(event, 'results.downloadCreditDocument');
    return (
      event.kind === 'loanAgreement' &&
      context.creditDocuments.making === null &&
      context.payment.paymentDate === null &&
      acceptanceOption(context) !== null
    );
  },
});

const guards = defineGuards({
  /** The acceptance block, and so its documents, is shown. */
  offersCreditDocuments: ({ context }) => acceptanceOption(context) !== null,
});

const part = core.extend({ actions, guards });

const states = part.createStateConfig({
  initial: 'idle',
  // The reset itself clears the document being made with the rest of the context (navigation.ts resetJourney).
  on: { 'journey.reset': '.idle' },
  states: {
    idle: {
      on: {
        'results.downloadCreditDocument': {
          guard: and([stateIn('#flow.results'), 'offersCreditDocuments']),
          target: 'preparing',
          actions: 'startCreditDocument',
        },
      },
    },
    /** The results page may be asking for the first payment date (chart.ts): the document waits for it. */
    preparing: {
      always: { guard: not(stateIn('#flow.results.loadingPaymentDate')), target: 'downloading' },
    },
    downloading: {
      meta: { requirements: ['spec 2 §2 Acceptance block'] },
      invoke: {
        id: 'downloadCreditDocument',
        src: 'downloadCreditDocument',
        input: ({ context }) => makingInput(context),
        onDone: { target: 'idle', actions: 'finishCreditDocument' },
        // The app logs the failure (src/app/journey); the block says which document failed.
        onError: { target: 'idle', actions: 'failCreditDocument' },
      },
    },
  },
});

export const creditDocuments = { actions, guards, states };
