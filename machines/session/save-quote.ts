/**
 * Save my quote (issue #29): from any wizard step, results or the time-out warning, the answers so far are saved
 * on the server against the quote's reference (a new saved one when the quote has none yet) and a link to them
 * is emailed. The check that opens the link asks the surname, date of birth and postcode: the answers give them
 * from About you on, and the dialog asks them before. A failed save changes nothing in the browser and says so.
 */
import { assertEvent, assign, not, or, raise, stateIn } from 'xstate';
import type { JourneyContext, SaveIdentity, SaveQuoteForm } from '../core/types';
import type { SaveQuoteRequest, SavedQuote } from '../core/contract';
import { core } from '../core/setup';
import { defineActions, defineGuards, known, outputOf } from '../core/define';
import { isUnsetDate } from '../core/state';
import { savedAnswersOf } from './persistence';

/** The pages a save is offered on (the flow's states): the wizard's steps and the results. */
export const SAVE_QUOTE_PAGES = ['wizard', 'results'] as const;
/** The chart's guard for those pages; `canSaveQuote` of ./view.ts is the same rule for a snapshot. */
export const onPageThatSaves = or(SAVE_QUOTE_PAGES.map((page) => stateIn(`#flow.${page}`)));

/** The wizard's steps are numbered 1 to 7 (vehicle details to vehicle cover); results stand at the last. */
const LAST_STEP = 7;

/** Who the customer is, as the answers say it: null until About you holds a surname, a birth date and a postcode. */
export function identityOfAnswers(context: JourneyContext): SaveIdentity | null {
  const { lastNames, dateOfBirth, address } = context.quote.proposerDetails;
  if (lastNames.trim() === '' || isUnsetDate(dateOfBirth) || address.postcode.trim() === '')
    return null;
  return { surname: lastNames, dateOfBirth: dateOfBirth.slice(0, 10), postcode: address.postcode };
}

/** The save's request: the form's address, who the customer is, the quote's reference and the answers. */
export function saveRequestOf(context: JourneyContext, form: SaveQuoteForm): SaveQuoteRequest {
  const identity = known(identityOfAnswers(context) ?? form.identity, 'who the customer is');
  const quoteRef = context.result.quoteRef ?? context.saved?.quoteRef;
  return {
    emailAddress: form.emailAddress.trim(),
    surname: identity.surname.trim(),
    dateOfBirth: identity.dateOfBirth,
    postcode: identity.postcode.trim().toUpperCase(),
    ...(quoteRef ? { quoteRef } : {}),
    activeStep: Math.min(Math.max(context.quote.activeStep, 1), LAST_STEP),
    answers: savedAnswersOf(context),
  };
}

const guards = defineGuards({
  /** A save needs to know who the customer is: from the answers, else from the dialog. */
  saveFormComplete: ({ context, event }) => {
    assertEvent(event, 'save.submit');
    return identityOfAnswers(context) !== null || event.form.identity !== null;
  },
});

const actions = defineActions({
  showQuoteTakenUp: raise({ type: 'save.quoteTakenUp' }),
  rememberSave: assign(({ event }) => {
    const saved = outputOf<SavedQuote>(event);
    return saved
      ? {
          saved: {
            quoteRef: saved.quoteRef,
            emailAddress: saved.emailAddress,
            expiresAt: saved.expiresAt,
          },
        }
      : {};
  }),
});

const states = core.extend({ actions, guards }).createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      on: { 'save.open': { guard: onPageThatSaves, target: 'editing' } },
    },
    /** The dialog asks where to send the link (and, before About you, who the customer is). */
    editing: {
      // The journey left the pages that save (timed out, another tab bought the quote): the dialog goes.
      always: { guard: not(onPageThatSaves), target: 'closed' },
      on: {
        'save.submit': { guard: 'saveFormComplete', target: 'saving' },
        'save.close': 'closed',
      },
    },
    saving: {
      // Left for a page that does not save (timed out, another tab bought the quote): its answer is dropped.
      always: { guard: not(onPageThatSaves), target: 'closed' },
      invoke: {
        id: 'saveQuoteForLater',
        src: 'saveQuoteForLater',
        input: ({ context, event }) => {
          assertEvent(event, 'save.submit');
          return saveRequestOf(context, event.form);
        },
        onDone: { target: 'saved', actions: 'rememberSave' },
        onError: [
          // The quote was bought meanwhile (in another tab): its page says so, as every call's does (spec 2 §8).
          {
            guard: { type: 'errorRoutesTo', params: { page: 'quoteTakenUp' } },
            target: 'closed',
            actions: ['rememberTakenUpPolicy', 'showQuoteTakenUp'],
          },
          { target: 'failed' },
        ],
      },
    },
    /** Saved: the dialog says where the link went and how long it works. */
    saved: {
      always: { guard: not(onPageThatSaves), target: 'closed' },
      on: { 'save.close': 'closed' },
    },
    /** Not saved: the answers are still in this browser, and the customer may try again. */
    failed: {
      always: { guard: not(onPageThatSaves), target: 'closed' },
      on: {
        'save.submit': { guard: 'saveFormComplete', target: 'saving' },
        'save.close': 'closed',
      },
    },
  },
});

/** The flow's move for a save that found the quote bought (the region cannot target the flow's pages itself). */
const routeOut = {
  'save.quoteTakenUp': { target: '#flow.quoteTakenUp', actions: 'replaceHistory' },
} as const;

export const saveQuote = { actions, guards, states, routeOut };
