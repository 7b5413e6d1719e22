/**
 * The wizard's steps (spec 1 §2 Wizard rules): each step's Continue and Back name their targets, so the chart
 * shows the order and the one skip (additional drivers only when the proposer has some). Which of the named
 * targets applies is decided by rules/wizard-navigation.ts, the same rules the router's furthest-step checks use.
 */
import { assertEvent, assign } from 'xstate';
import { completeStep, mergeAnswers } from './step-answers';
import { nextStep, previousStep, stepPath, type StepId } from './navigation';
import type { QuoteState } from '../core/state';
import { defineActions, defineGuards, noMessages } from '../core/define';

/**
 * spec 1 §5: a step submitted with the honeypot filled marks the quote as suspected spam. The step still moves
 * on (a password manager may have filled it), and the mark stays until the quote is cleared.
 */
function withSpamFlag(quote: QuoteState, spam: boolean): QuoteState {
  // A new mark is news for the server: a quote already priced is re-rated (carrying it), not reused.
  return spam && !quote.isSuspectedSpam
    ? { ...quote, isSuspectedSpam: true, hasRiskDataChanged: true }
    : quote;
}

export const stepActions = defineActions({
  completeStep: assign(({ context, event }) => {
    assertEvent(event, 'wizard.next');
    const drafts = Object.fromEntries(
      Object.entries(context.drafts).filter(([step]) => step !== event.step),
    );
    return {
      quote: withSpamFlag(
        completeStep(context.quote, event.step, event.answers),
        event.spam === true,
      ),
      drafts,
      messages: noMessages(),
    };
  }),
  saveDraft: assign(({ context, event }) => {
    assertEvent(event, 'wizard.draft');
    return { drafts: { ...context.drafts, [event.step]: event.values } };
  }),
});

export const stepGuards = defineGuards({
  isAnswerFor: ({ event }, params: { step: StepId }) => {
    assertEvent(event, 'wizard.next');
    return event.step === params.step;
  },
  /** Continue on `from` leads to `to` once the submitted answers are in. */
  continuesTo: ({ context, event }, params: { from: StepId; to: StepId }) => {
    assertEvent(event, 'wizard.next');
    return (
      event.step === params.from &&
      nextStep(params.from, mergeAnswers(context.quote, event.answers)) === params.to
    );
  },
  goesBackTo: ({ context }, params: { from: StepId; to: StepId }) =>
    previousStep(params.from, context.quote) === params.to,
});

export const showStep = (step: StepId) =>
  [{ type: 'showPath', params: { path: stepPath(step) } }, 'clearMessage'] as const;

/** Continue on `from`: to the one step that follows, or to whichever of several the rules pick. */
export function continueTo(from: StepId, ...targets: StepId[]) {
  return targets.map((to) => ({
    guard:
      targets.length === 1
        ? { type: 'isAnswerFor' as const, params: { step: from } }
        : { type: 'continuesTo' as const, params: { from, to } },
    target: `#flow.wizard.${to}`,
    actions: 'completeStep' as const,
  }));
}

/** Back from `from`: to the one step before it, or to whichever of several the rules pick. */
export function backTo(from: StepId, ...targets: StepId[]) {
  return targets.map((to) =>
    targets.length === 1
      ? { target: `#flow.wizard.${to}` }
      : {
          guard: { type: 'goesBackTo' as const, params: { from, to } },
          target: `#flow.wizard.${to}`,
        },
  );
}

/** A step of plain questions: it shows its path, and Continue and Back go where the chart names. */
export function step(id: StepId, moves: { continue: StepId[]; back: StepId[] }) {
  return {
    entry: showStep(id),
    on: {
      'wizard.next': continueTo(id, ...moves.continue),
      'wizard.back': backTo(id, ...moves.back),
    },
  };
}
